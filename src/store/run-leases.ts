// Leases of scheduled runs: a run is worked by the instance holding its lease, renewed while it
// works. A lease that expires — its instance died or stalled, or a retry was put off until then —
// lets any instance take the run over (FOR UPDATE SKIP LOCKED: one of them wins), through the
// store's one lease engine (./leases.ts). Owners' notices (failed, skipped, interrupted) are not
// leased work: no owner writes to them, so a claim only moves their next try (notice_next_at).
import type { Db } from './db.js';
import { leaseOf, qualify, type LeasedTable } from './leases.js';
import { RUN_COLUMNS, toRun } from './run-rows.js';
import { SUBSCRIPTION_COLUMNS, toSubscription } from './subscriptions.js';
import type { ClaimedRun, Run, RunsRepo } from './types.js';

type Leases = Pick<RunsRepo, 'claimExpired' | 'renew' | 'recordPosted' | 'recordThreadPosted' | 'recordPosting' | 'recordThreadPosting' | 'retryLater' | 'handBack' | 'claimNotices' | 'noticeOutcome'>;

/**
 * Scheduled runs as leased work: only running runs with a lease (a manual run has none: only the
 * instance running it knows of it), the longest expired first; the claimer is recorded as the
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

export function runLeases(db: Db): Leases {
  const lease = leaseOf(db, RUN_LEASES);
  return {
    async claimExpired(o) {
      // A run given back for a retry has no owner: not a takeover; one whose holder died or stalled has one.
      const claimed = await lease.claim(o);
      const takenOver = new Set(claimed.filter((c) => c.takenOver).map((c) => String(c.row.id)));
      return (await withSubscriptions(db, claimed.map((c) => toRun(c.row)))).map((c) => ({ ...c, takenOver: takenOver.has(c.run.id) }));
    },

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

    async claimNotices({ now, leaseMs, limit }) {
      const rows = await db.query(
        `WITH picked AS (
           SELECT id FROM subscription_runs WHERE notice_state = 'pending' AND notice_next_at <= $1
           ORDER BY notice_next_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
         UPDATE subscription_runs AS r SET notice_next_at = $3
         FROM picked WHERE r.id = picked.id RETURNING ${qualify(RUN_COLUMNS, 'r')}`,
        [now, limit, new Date(now.getTime() + leaseMs)],
      );
      return withSubscriptions(db, rows.map(toRun));
    },

    async noticeOutcome(runId, outcome) {
      await db.query(`UPDATE subscription_runs SET notice_state = $2, notice_next_at = $3 WHERE id = $1`, [
        runId,
        outcome.sent ? 'sent' : 'pending',
        outcome.sent ? null : outcome.retryAt,
      ]);
    },
  };
}
