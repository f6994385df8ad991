// Numbered migrations, applied in order at open, each once (recorded in schema_migrations).
// Several instances may start at the same moment: the whole pass runs in one transaction under
// a PostgreSQL advisory lock, so the second instance waits and then finds nothing to do.
// Never edit an applied migration; add the next number. A store holding a migration this code
// does not know was upgraded by a newer version: the start is refused (checkSchemaKnown).
import { checkSchemaName, type Db } from './db.js';
import { StoreRefusal } from './pglite-dir.js';

export interface Migration {
  id: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: 'digest subscriptions and run history',
    sql: `
      CREATE TABLE subscriptions (
        id text PRIMARY KEY,
        team_id text NOT NULL,
        channel_id text NOT NULL,
        owner_user_id text NOT NULL,
        report text NOT NULL,
        cron text NOT NULL,
        timezone text NOT NULL,
        filters jsonb NOT NULL DEFAULT '{}',
        paused boolean NOT NULL DEFAULT false,
        next_run_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX subscriptions_due ON subscriptions (next_run_at) WHERE NOT paused;
      CREATE INDEX subscriptions_team ON subscriptions (team_id, owner_user_id);

      -- One row per (subscription, scheduled time): the unique key is the exactly-once claim.
      CREATE TABLE subscription_runs (
        id text PRIMARY KEY,
        subscription_id text NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
        scheduled_for timestamptz NOT NULL,
        trigger text NOT NULL DEFAULT 'schedule',
        status text NOT NULL,
        instance_id text NOT NULL,
        started_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        duration_ms integer,
        error text,
        message_channel_id text,
        message_ts text,
        UNIQUE (subscription_id, scheduled_for)
      );
      CREATE INDEX subscription_runs_recent ON subscription_runs (subscription_id, started_at DESC);
      CREATE INDEX subscription_runs_running ON subscription_runs (started_at) WHERE status = 'running';
    `,
  },
  {
    id: 2,
    name: 'watches, alerts and incidents',
    sql: `
      CREATE TABLE watches (
        id text PRIMARY KEY,
        team_id text NOT NULL,
        owner_user_id text NOT NULL,
        kind text NOT NULL,
        spec jsonb NOT NULL,
        -- NULL: alerts go to the owner by DM; otherwise to this channel, mentioning \`mentions\`.
        channel_id text,
        mentions jsonb NOT NULL DEFAULT '[]',
        state jsonb NOT NULL DEFAULT '{}',
        card_channel_id text,
        card_ts text,
        paused boolean NOT NULL DEFAULT false,
        next_check_at timestamptz NOT NULL DEFAULT now(),
        lease_owner text,
        lease_until timestamptz,
        last_checked_at timestamptz,
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX watches_due ON watches (next_check_at) WHERE NOT paused;
      CREATE INDEX watches_owner ON watches (team_id, owner_user_id);

      -- At most one open incident per watch: opening is an insert that only one instance wins.
      CREATE TABLE incidents (
        id text PRIMARY KEY,
        watch_id text NOT NULL REFERENCES watches (id) ON DELETE CASCADE,
        opened_at timestamptz NOT NULL DEFAULT now(),
        period text NOT NULL,
        details jsonb NOT NULL DEFAULT '{}',
        resolved_at timestamptz,
        resolved_period text
      );
      CREATE UNIQUE INDEX incidents_one_open ON incidents (watch_id) WHERE resolved_at IS NULL;
    `,
  },
  {
    id: 3,
    name: 'export delivery queue',
    sql: `
      CREATE TABLE export_jobs (
        id text PRIMARY KEY,
        team_id text NOT NULL,
        requester_user_id text NOT NULL,
        -- Where to post the link: a channel, or NULL for a DM to the requester.
        channel_id text,
        kind text NOT NULL,
        body jsonb NOT NULL,
        state text NOT NULL,
        export_id text,
        url text,
        url_expires_at timestamptz,
        attempts integer NOT NULL DEFAULT 0,
        retry_on_conflict boolean NOT NULL DEFAULT false,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        give_up_at timestamptz NOT NULL,
        lease_owner text,
        lease_until timestamptz,
        last_error text,
        message_channel_id text,
        message_ts text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        delivered_at timestamptz
      );
      CREATE INDEX export_jobs_due ON export_jobs (next_attempt_at) WHERE state IN ('pending', 'waiting', 'blocked', 'ready', 'delivering');
      CREATE INDEX export_jobs_requester ON export_jobs (team_id, requester_user_id, created_at DESC);
    `,
  },
  {
    id: 4,
    name: 'message refs, user timezones and the shared query cache',
    sql: `
      -- Messages the bot updates in place later (cards), by a key the feature chooses.
      CREATE TABLE message_refs (
        team_id text NOT NULL,
        ref_key text NOT NULL,
        channel_id text NOT NULL,
        ts text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (team_id, ref_key)
      );
      CREATE TABLE user_timezones (
        team_id text NOT NULL,
        user_id text NOT NULL,
        timezone text NOT NULL,
        fetched_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (team_id, user_id)
      );
      -- Identical API queries of one minute, across instances: the first inserter calls the API.
      CREATE TABLE query_cache (
        cache_key text PRIMARY KEY,
        owner text NOT NULL,
        body jsonb,
        error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX query_cache_expiry ON query_cache (expires_at);
    `,
  },
  {
    id: 5,
    name: 'drop user_timezones (user timezones come from Slack, cached in memory)',
    sql: 'DROP TABLE IF EXISTS user_timezones;',
  },
  {
    id: 6,
    name: 'digest runs as leased, resumable jobs with a delivery deadline and a durable owner notice',
    sql: `
      -- A scheduled run is owned through a lease renewed while it works; an expired lease (dead or
      -- stalled instance, or a retry waiting for its time) lets any instance take the run over.
      ALTER TABLE subscription_runs ADD COLUMN lease_owner text;
      ALTER TABLE subscription_runs ADD COLUMN lease_until timestamptz;
      ALTER TABLE subscription_runs ADD COLUMN attempts integer NOT NULL DEFAULT 0;
      ALTER TABLE subscription_runs ADD COLUMN deadline_at timestamptz;
      ALTER TABLE subscription_runs ADD COLUMN delayed boolean NOT NULL DEFAULT false;
      -- The thread reply, recorded apart from the main post so a resumed run posts only what is missing.
      ALTER TABLE subscription_runs ADD COLUMN thread_ts text;
      -- pending: the owner must still be told (failed, skipped, interrupted); sent; NULL: nothing to tell.
      ALTER TABLE subscription_runs ADD COLUMN notice_state text;
      ALTER TABLE subscription_runs ADD COLUMN notice_next_at timestamptz;
      CREATE INDEX subscription_runs_leased ON subscription_runs (lease_until) WHERE status = 'running' AND lease_until IS NOT NULL;
      CREATE INDEX subscription_runs_notices ON subscription_runs (notice_next_at) WHERE notice_state = 'pending';
    `,
  },
  {
    id: 7,
    name: 'signed requests seen in the last minutes (replays of mutations run once)',
    sql: `
      CREATE TABLE request_keys (
        key text PRIMARY KEY,
        seen_at timestamptz NOT NULL
      );
      CREATE INDEX request_keys_seen ON request_keys (seen_at);
    `,
  },
  {
    id: 8,
    name: 'answers as shown, so Share posts them instead of running the command again',
    sql: `
      CREATE TABLE shared_answers (
        id text PRIMARY KEY,
        team_id text NOT NULL,
        user_id text NOT NULL,
        command text NOT NULL,
        command_text text NOT NULL,
        message jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX shared_answers_created ON shared_answers (created_at);
    `,
  },
  {
    id: 9,
    name: 'when a run started posting its main message (a run resumed after a crash looks for it first)',
    sql: 'ALTER TABLE subscription_runs ADD COLUMN posting_since timestamptz;',
  },
  {
    id: 10,
    name: 'access policy per workspace and the audit log (issue 13)',
    sql: `
      -- One policy per workspace (JSON: guests allowed, restrictions to groups and channels, extra admins).
      CREATE TABLE access_policies (
        team_id text PRIMARY KEY,
        policy jsonb NOT NULL,
        updated_by text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      -- Who did what, when, where, with which API account: ids only, no secrets, no report data.
      CREATE TABLE audit_log (
        id text PRIMARY KEY,
        -- The order of writing: entries of the same instant still list newest first.
        seq bigint GENERATED ALWAYS AS IDENTITY,
        team_id text NOT NULL,
        at timestamptz NOT NULL,
        user_id text NOT NULL,
        channel_id text,
        action text NOT NULL,
        subject text NOT NULL,
        outcome text NOT NULL,
        detail jsonb NOT NULL DEFAULT '{}',
        account text
      );
      CREATE INDEX audit_log_recent ON audit_log (team_id, at DESC, seq DESC);
    `,
  },
  {
    id: 20,
    name: 'several destinations per alert (issue 18): channels and/or the owner DM, in order',
    sql: `
      -- 'dm' = the owner's DM; an existing alert keeps its one destination (its channel, or the DM).
      ALTER TABLE watches ADD COLUMN destinations jsonb;
      UPDATE watches SET destinations = CASE WHEN channel_id IS NULL THEN '["dm"]'::jsonb ELSE jsonb_build_array(channel_id) END;
      ALTER TABLE watches ALTER COLUMN destinations SET NOT NULL;
    `,
  },
  {
    id: 22,
    name: 'reporting-API connections per workspace (key sealed) and channel bindings (issue 16)',
    sql: `
      -- One row per reporting account a workspace connected. The key is sealed with AES-256-GCM
      -- (src/store/crypto.ts): key_sealed names the encryption key's id, never holds plaintext.
      CREATE TABLE api_connections (
        id text PRIMARY KEY,
        team_id text NOT NULL,
        name text NOT NULL,
        base_url text NOT NULL,
        key_sealed text NOT NULL,
        key_id text NOT NULL,
        key_hint text NOT NULL,
        account text NOT NULL,
        permissions jsonb NOT NULL DEFAULT '[]',
        is_default boolean NOT NULL DEFAULT false,
        created_by text NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        UNIQUE (team_id, name)
      );
      CREATE INDEX api_connections_team ON api_connections (team_id);
      -- A channel answered with another of the workspace's connections (agencies).
      CREATE TABLE channel_bindings (
        team_id text NOT NULL,
        channel_id text NOT NULL,
        connection_id text NOT NULL REFERENCES api_connections (id) ON DELETE CASCADE,
        bound_by text NOT NULL,
        bound_at timestamptz NOT NULL,
        PRIMARY KEY (team_id, channel_id)
      );
    `,
  },
  {
    id: 23,
    name: 'Slack installations of the OAuth mode, sealed (issue 16)',
    sql: `
      -- One row per workspace install, or per organisation for an org-wide (Enterprise Grid) install
      -- (team_id ''). The installation (tokens included) is sealed like API keys (src/store/crypto.ts).
      CREATE TABLE slack_installations (
        enterprise_id text NOT NULL DEFAULT '',
        team_id text NOT NULL DEFAULT '',
        sealed text NOT NULL,
        key_id text NOT NULL,
        installed_at timestamptz NOT NULL,
        PRIMARY KEY (enterprise_id, team_id)
      );
    `,
  },
  {
    id: 30,
    name: 'workspaces of an org-wide install, for background jobs to find its token (issue 16)',
    sql: `
      -- An org-wide (Enterprise Grid) install is one row of slack_installations for the whole org;
      -- a digest knows only its workspace. Each workspace seen under such an install is noted here.
      CREATE TABLE slack_org_workspaces (
        team_id text PRIMARY KEY,
        enterprise_id text NOT NULL,
        seen_at timestamptz NOT NULL
      );
    `,
  },
  {
    id: 37,
    name: 'block types a workspace refuses, and when a run started posting its thread reply (issue 24)',
    sql: `
      -- A workspace whose Slack refused a newer block type (invalid_blocks): its messages get the
      -- plain fallback up front until the refusal is old enough to try the block again.
      CREATE TABLE slack_block_refusals (
        team_id text NOT NULL,
        block_type text NOT NULL,
        refused_at timestamptz NOT NULL,
        PRIMARY KEY (team_id, block_type)
      );
      -- Like posting_since, for the thread reply: only a run resumed with it set reads the thread back.
      ALTER TABLE subscription_runs ADD COLUMN thread_posting_since timestamptz;
    `,
  },
  {
    id: 38,
    name: 'a version per workspace for its API connections, so instances read only what changed (issue 29)',
    sql: `
      -- Every change to a workspace's connections or bindings stamps its row with the next number
      -- (src/store/connections.ts, under one advisory lock, so numbers become visible in order).
      -- Each instance keeps the highest number it has read and asks only for rows above it.
      CREATE SEQUENCE connection_change_seq;
      CREATE TABLE connection_changes (
        team_id text PRIMARY KEY,
        version bigint NOT NULL
      );
      CREATE INDEX connection_changes_version ON connection_changes (version);
    `,
  },
  {
    id: 39,
    name: 'Slack requests accepted and not yet answered, for web and worker processes (issue 26)',
    sql: `
      -- Written by the process that acks a request, before the ack; claimed under a lease by the
      -- process that answers it, and deleted once answered (src/store/inbox.ts).
      CREATE TABLE inbound_requests (
        id bigserial PRIMARY KEY,
        body jsonb NOT NULL,
        retry_num integer,
        retry_reason text,
        received_at timestamptz NOT NULL,
        lease_owner text,
        lease_until timestamptz,
        attempts integer NOT NULL DEFAULT 0
      );
    `,
  },
  {
    id: 40,
    name: 'The trace a Slack request belongs to, carried from the process that acks it to the one that answers it (issue 27)',
    sql: `
      -- The W3C traceparent of the ack's span (src/tracing.ts); null when traces are off.
      ALTER TABLE inbound_requests ADD COLUMN traceparent text;
    `,
  },
  {
    id: 41,
    name: 'what each connected key may do: its account features as last learned, and when (issue 35)',
    sql: `
      -- The API lists a key's permissions (/auth/status) but not its account's features: the bot
      -- learns them with the cheapest call each needs when a key is connected, and again from any
      -- 403 (src/app/tenants/features.ts). {"demand_comparison": false, ...}; a feature not there is unknown.
      ALTER TABLE api_connections ADD COLUMN features jsonb NOT NULL DEFAULT '{}'::jsonb;
      ALTER TABLE api_connections ADD COLUMN features_checked_at timestamptz;
    `,
  },
  {
    id: 42,
    name: 'the account each digest, alert and export runs on, decided when it is made (issue 35)',
    sql: `
      -- The connection (api_connections.id) a digest, alert or export uses: its target channel's
      -- binding, else the workspace's default, when it was made; moved by connect bind/unbind/remove
      -- (its owner told). null: made before this, or on the environment's key — the channel decides.
      ALTER TABLE subscriptions ADD COLUMN connection_id text;
      ALTER TABLE watches ADD COLUMN connection_id text;
      ALTER TABLE export_jobs ADD COLUMN connection_id text;
    `,
  },
  {
    id: 45,
    name: 'A/B tests each account has asked about, watched or seen in digests, and their statuses as seen (issue 35)',
    sql: `
      -- The API has no list of A/B tests (spec 4.5): the bot keeps the ones it has been asked about,
      -- per workspace and API account (the client's fingerprint, never the key).
      CREATE TABLE ab_tests_seen (
        team_id text NOT NULL,
        account text NOT NULL,
        ab_test_id text NOT NULL,
        -- How it was last seen: asked, watched or digest.
        seen_by text NOT NULL,
        status text,
        first_seen_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL,
        PRIMARY KEY (team_id, account, ab_test_id)
      );
      -- One row each time a test was seen with another status than the time before: what changed when.
      CREATE TABLE ab_test_statuses (
        team_id text NOT NULL,
        account text NOT NULL,
        ab_test_id text NOT NULL,
        status text,
        seen_at timestamptz NOT NULL,
        PRIMARY KEY (team_id, account, ab_test_id, seen_at)
      );
    `,
  },
  {
    id: 48,
    name: 'A queued Slack request hears "working on it" before a worker takes it (issue 33)',
    sql: `
      -- When the inbox's note sweep told the asker their request waits its turn (src/app/inbox-notes.ts):
      -- the answer path then sends no second note.
      ALTER TABLE inbound_requests ADD COLUMN noted_at timestamptz;
    `,
  },
  {
    id: 49,
    name: 'The latest attempt of a digest post, so a timed-out post is read back only once it can no longer land (issue 33)',
    sql: `
      -- posting_since keeps the first attempt (where a read-back starts); these the latest (when it may start).
      ALTER TABLE subscription_runs ADD COLUMN posting_last_at timestamptz;
      ALTER TABLE subscription_runs ADD COLUMN thread_posting_last_at timestamptz;
    `,
  },
  {
    id: 50,
    name: 'the last command of each thread asked in plain words, and what each person asks most (issue 38)',
    sql: `
      -- A follow-up in the thread ("and by country?") refines the command last run there
      -- (src/store/word-threads.ts); command texts only, never the words typed or a figure.
      CREATE TABLE word_threads (
        team_id text NOT NULL,
        channel_id text NOT NULL,
        thread_ts text NOT NULL,
        user_id text NOT NULL,
        command_text text NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (team_id, channel_id, thread_ts)
      );
      -- The agent view's suggested prompts: the commands a person asked most.
      CREATE TABLE word_asks (
        team_id text NOT NULL,
        user_id text NOT NULL,
        command_text text NOT NULL,
        times integer NOT NULL,
        last_at timestamptz NOT NULL,
        PRIMARY KEY (team_id, user_id, command_text)
      );
    `,
  },
  {
    id: 51,
    name: 'notices to digest owners leased through the one lease engine, on the lease columns of a finished run (issue 37)',
    sql: `
      -- A finished run no longer uses lease_owner/lease_until: its notice still to send takes them
      -- (src/store/run-leases.ts NOTICE_LEASES), claimed through the one lease engine.
      -- notice_next_at and its index stay: migrations only add, so an old instance still running
      -- during a roll keeps working (docs/operating.md); this version no longer reads them.
      UPDATE subscription_runs SET lease_owner = NULL, lease_until = notice_next_at WHERE notice_state = 'pending' AND status <> 'running';
      CREATE INDEX subscription_runs_notice_leases ON subscription_runs (lease_until) WHERE notice_state = 'pending';
    `,
  },
  {
    id: 53,
    name: 'A Slack request keeps its replay key: one copy in the inbox at a time, and the answer records the key and removes the request by it (issue 37)',
    sql: `
      -- A request's replay key travels with it: a second copy is refused while the first is in the
      -- inbox (src/store/inbox.ts), and the answer's last write records the key and removes the
      -- request by it (src/store/answered.ts).
      ALTER TABLE inbound_requests ADD COLUMN request_key text;
      CREATE UNIQUE INDEX inbound_requests_key ON inbound_requests (request_key);
    `,
  },
  {
    id: 54,
    name: 'the shared query cache is unlogged: answers kept three minutes are not written to the WAL (issue 36)',
    sql: `
      -- Each row lives three minutes and is only a shortcut: after a crash PostgreSQL empties an
      -- unlogged table, and the next asker calls the API. At 10,000 workspaces a minute's answers are
      -- 200-370 MB of JSON that the WAL (and any replica) no longer carries.
      ALTER TABLE query_cache SET UNLOGGED;
    `,
  },
];

/** A stable 32-bit key for pg_advisory_xact_lock: one lock per schema. */
function lockKey(schema: string): number {
  let h = 0x811c9dc5;
  for (const ch of `adops-bot:migrate:${schema}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return h | 0;
}

/** The store was migrated by a newer version of the bot: this one must not run on it. */
export class SchemaTooNewError extends StoreRefusal {
  override name = 'SchemaTooNewError';
}

export interface MigrateOptions {
  /** Hears each migration as it is applied (the operator's log). */
  onApplied?: (m: Migration) => void;
  /** List what would be applied, change nothing. */
  dryRun?: boolean;
}

/**
 * The schema guard: migrations recorded in the store that this code does not know were applied
 * by a newer version. Its queries could write what that version does not expect, so the start
 * is refused, in words.
 */
export function checkSchemaKnown(recorded: ReadonlyArray<{ id: number; name: string }>, migrations: readonly Migration[]): void {
  const known = new Set(migrations.map((m) => m.id));
  const unknown = recorded.filter((r) => !known.has(r.id)).sort((a, b) => a.id - b.id);
  if (unknown.length === 0) return;
  const list = unknown.map((r) => `${r.id} (${r.name})`).join(', ');
  throw new SchemaTooNewError(
    `the store was upgraded by a newer version of adops-bot: it has migration${unknown.length > 1 ? 's' : ''} ${list}, which this version does not know. ` +
      'Run the newer version (or a later one), or restore the backup taken before the upgrade (docs/operating.md#backups-and-restore).',
  );
}

/**
 * Applies the migrations not yet recorded, after the schema guard. Returns the ids applied now
 * (with dryRun, those that would be).
 */
export async function migrate(db: Db, schema = 'public', migrations: readonly Migration[] = MIGRATIONS, opts: MigrateOptions = {}): Promise<number[]> {
  checkSchemaName(schema);
  // A dry run's list, carried out of its transaction, which it rolls back by throwing.
  let dryRunDue: Migration[] | undefined;
  const pass = db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [lockKey(schema)]);
    await tx.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await tx.query(`SET LOCAL search_path = ${schema}`);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const recorded = await tx.query<{ id: number; name: string }>('SELECT id, name FROM schema_migrations');
    checkSchemaKnown(recorded, migrations);
    const done = new Set(recorded.map((r) => r.id));
    const due = [...migrations].sort((a, b) => a.id - b.id).filter((m) => !done.has(m.id));
    // A dry run rolls back even the bookkeeping table it may have made: it changes nothing.
    if (opts.dryRun) {
      dryRunDue = due;
      throw new Error('dry run: rolled back');
    }
    for (const m of due) {
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (id, name) VALUES ($1, $2)', [m.id, m.name]);
    }
    return due;
  });
  const applied = await pass.catch((err: unknown) => {
    if (dryRunDue) return dryRunDue;
    throw err;
  });
  // Told once committed: a failure rolls every one back, and nothing was applied then.
  if (!opts.dryRun) for (const m of applied) opts.onApplied?.(m);
  return applied.map((m) => m.id);
}

