// Leases of scheduled runs and of their owners' notices, both through the store's one lease engine
// (./leases.ts). A run is created claimable (./runs.ts createDue) and worked by the instance
// holding its lease, renewed while it works. A lease that expires — its instance died or stalled,
// or a retry was put off until then — lets any instance take the run over (FOR UPDATE SKIP
// LOCKED: one of them wins). A finished run's owner notice (failed, skipped, interrupted) still to
// send is leased the same way, on the same columns, which a finished run no longer uses.
import type { Db } from './db.js';
import { leaseOf, type Claimed, type LeasedTable } from './leases.js';
import { RUN_COLUMNS, toRun } from './run-rows.js';
import { SUBSCRIPTION_COLUMNS, toSubscription } from './subscriptions.js';
import type { ClaimedRun, Run, RunsRepo } from './types.js';

type Leases = Pick<RunsRepo, 'claim' | 'renew' | 'recordPosted' | 'recordThreadPosted' | 'recordPosting' | 'recordThreadPosting' | 'retryLater' | 'handBack' | 'claimNotices' | 'noticeOutcome'>;

/**
 * Scheduled runs as leased work: only running runs with a lease (a manual run has none: only the
 * instance running it knows of it), the longest waiting first; the claimer is recorded as the
 * instance running it.
 */
export const RUN_LEASES: LeasedTable = {
  table: 'subscription_runs',
  columns: RUN_COLUMNS,
  claimable: `status = 'running' AND lease_until IS NOT NULL`,
  order: 'lease_until, id',
  onClaim: 'instance_id = $2',
  held: `status = 'running'`,
};

/** Owners' notices still to send, as leased work: a finished run's lease columns are its notice's, the longest due first. */
export const NOTICE_LEASES: LeasedTable = {
  table: 'subscription_runs',
  columns: RUN_COLUMNS,
  claimable: `notice_state = 'pending' AND status <> 'running'`,
  order: 'lease_until, id',
};

/** The runs with their subscriptions (a run whose subscription is gone was removed with it). */
async function withSubscriptions(db: Db, runs: Run[]): Promise<ClaimedRun[]> {
  if (runs.length === 0) return [];
  const subs = (await db.query(`SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions WHERE id = ANY($1::text[])`, [[...new Set(runs.map((r) => r.subscriptionId))]])).map(
    toSubscription,
  );
  const byId = new Map(subs.map((s) => [s.id, s]));
  return runs.flatMap((run) => {
    const subscription = byId.get(run.subscriptionId);
    return subscription ? [{ run, subscription }] : [];
  });
}

/** The claimed rows as runs with their subscriptions, each saying whether it was taken over. */
async function claimedRuns(db: Db, claimed: Array<{ row: Record<string, unknown>; takenOver: boolean }>): Promise<Array<Claimed<ClaimedRun>>> {
  const takenOver = new Set(claimed.filter((c) => c.takenOver).map((c) => String(c.row.id)));
  return (await withSubscriptions(db, claimed.map((c) => toRun(c.row)))).map((c) => ({ ...c, takenOver: takenOver.has(c.run.id) }));
}

export function runLeases(db: Db): Leases {
  const lease = leaseOf(db, RUN_LEASES);
  const notices = leaseOf(db, NOTICE_LEASES);
  return {
    // A new run, or one given back for a retry, has no owner: not a takeover; one whose holder died or stalled has one.
    claim: async (o) => claimedRuns(db, await lease.claim(o)),

    renew: (runId, instanceId, until) => lease.renew(runId, instanceId, until),

    async recordPosted(runId, instanceId, posted) {
      // Manual runs carry no lease: only the instance running them knows of them.
      const rows = await db.query(
        `UPDATE subscription_runs SET message_channel_id = $3, message_ts = $4
         WHERE id = $1 AND status = 'running' AND (lease_owner IS NULL OR lease_owner = $2) RETURNING id`,
        [runId, instanceId, posted.channelId, posted.ts],
      );
      return rows.length > 0;
    },

    async recordThreadPosted(runId, instanceId, ts) {
      const rows = await db.query(
        `UPDATE subscription_runs SET thread_ts = $3
         WHERE id = $1 AND status = 'running' AND (lease_owner IS NULL OR lease_owner = $2) RETURNING id`,
        [runId, instanceId, ts],
      );
      return rows.length > 0;
    },

    async recordPosting(runId, instanceId, at) {
      const rows = await db.query(
        `UPDATE subscription_runs SET posting_since = COALESCE(posting_since, $3), posting_last_at = $3
         WHERE id = $1 AND status = 'running' AND (lease_owner IS NULL OR lease_owner = $2) RETURNING id`,
        [runId, instanceId, at],
      );
      return rows.length > 0;
    },

    async recordThreadPosting(runId, instanceId, at) {
      const rows = await db.query(
        `UPDATE subscription_runs SET thread_posting_since = COALESCE(thread_posting_since, $3), thread_posting_last_at = $3
         WHERE id = $1 AND status = 'running' AND (lease_owner IS NULL OR lease_owner = $2) RETURNING id`,
        [runId, instanceId, at],
      );
      return rows.length > 0;
    },

    retryLater: (runId, instanceId, at, error) =>
      lease.write(runId, instanceId, { set: 'attempts = attempts + 1, error = $3', params: [error.slice(0, 500)], release: { until: at } }),

    // The lease ends now: the next instance (or this one, restarted) claims it as an expired one.
    handBack: (runId, instanceId, now) => lease.write(runId, instanceId, { release: { until: now } }),

    claimNotices: async (o) => claimedRuns(db, await notices.claim(o)),

    async noticeOutcome(runId, outcome) {
      // Whoever told the owner records it (the run's finisher, or the notice's claimer): not only
      // the holder. A finished run only: a running run's lease columns are the run's.
      await db.query(`UPDATE subscription_runs SET notice_state = $2, lease_owner = NULL, lease_until = $3 WHERE id = $1 AND status <> 'running'`, [
        runId,
        outcome.sent ? 'sent' : 'pending',
        outcome.sent ? null : outcome.retryAt,
      ]);
    },
  };
}
