// Leases of scheduled runs: a run is worked by the instance holding its lease, renewed while it
// works. A lease that expires — its instance died or stalled, or a retry was put off until then —
// lets any instance take the run over (FOR UPDATE SKIP LOCKED: one of them wins). Owners' notices
// (failed, skipped, interrupted) are claimed the same way until one is sent.
import type { Db } from './db.js';
import { RUN_COLUMNS, toRun } from './run-rows.js';
import { SUBSCRIPTION_COLUMNS, toSubscription } from './subscriptions.js';
import type { ClaimedRun, Run, RunsRepo } from './types.js';

type Leases = Pick<RunsRepo, 'claimExpired' | 'renew' | 'recordPosted' | 'recordThreadPosted' | 'recordPosting' | 'recordThreadPosting' | 'retryLater' | 'handBack' | 'claimNotices' | 'noticeOutcome'>;

const qualified = (alias: string) =>
  RUN_COLUMNS.split(',')
    .map((c) => `${alias}.${c.trim()}`)
    .join(', ');

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
  return {
    async claimExpired({ now, instanceId, leaseMs, limit }) {
      // was_owner: a run given back for a retry has none; one whose holder died or stalled has it.
      const rows = await db.query(
        `WITH picked AS (
           SELECT id, lease_owner AS was_owner FROM subscription_runs
           WHERE status = 'running' AND lease_until IS NOT NULL AND lease_until <= $1
           ORDER BY lease_until, id LIMIT $3 FOR UPDATE SKIP LOCKED)
         UPDATE subscription_runs AS r SET lease_owner = $2, lease_until = $4, instance_id = $2
         FROM picked WHERE r.id = picked.id RETURNING ${qualified('r')}, picked.was_owner`,
        [now, instanceId, limit, new Date(now.getTime() + leaseMs)],
      );
      const takenOver = new Set(rows.filter((r) => r.was_owner !== null).map((r) => r.id));
      return (await withSubscriptions(db, rows.map(toRun))).map((c) => (takenOver.has(c.run.id) ? { ...c, takenOver: true } : c));
    },

    async renew(runId, instanceId, until) {
      const rows = await db.query(
        `UPDATE subscription_runs SET lease_until = $3 WHERE id = $1 AND status = 'running' AND lease_owner = $2 RETURNING id`,
        [runId, instanceId, until],
      );
      return rows.length > 0;
    },

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
        `UPDATE subscription_runs SET posting_since = COALESCE(posting_since, $3)
         WHERE id = $1 AND status = 'running' AND (lease_owner IS NULL OR lease_owner = $2) RETURNING id`,
        [runId, instanceId, at],
      );
      return rows.length > 0;
    },

    async recordThreadPosting(runId, instanceId, at) {
      const rows = await db.query(
        `UPDATE subscription_runs SET thread_posting_since = COALESCE(thread_posting_since, $3)
         WHERE id = $1 AND status = 'running' AND (lease_owner IS NULL OR lease_owner = $2) RETURNING id`,
        [runId, instanceId, at],
      );
      return rows.length > 0;
    },

    async retryLater(runId, instanceId, at, error) {
      const rows = await db.query(
        `UPDATE subscription_runs SET lease_owner = NULL, lease_until = $3, attempts = attempts + 1, error = $4
         WHERE id = $1 AND status = 'running' AND lease_owner = $2 RETURNING id`,
        [runId, instanceId, at, error.slice(0, 500)],
      );
      return rows.length > 0;
    },

    async handBack(runId, instanceId, now) {
      // The lease ends now: the next instance (or this one, restarted) claims it as an expired one.
      const rows = await db.query(
        `UPDATE subscription_runs SET lease_owner = NULL, lease_until = $3
         WHERE id = $1 AND status = 'running' AND lease_owner = $2 RETURNING id`,
        [runId, instanceId, now],
      );
      return rows.length > 0;
    },

    async claimNotices({ now, leaseMs, limit }) {
      const rows = await db.query(
        `WITH picked AS (
           SELECT id FROM subscription_runs WHERE notice_state = 'pending' AND notice_next_at <= $1
           ORDER BY notice_next_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
         UPDATE subscription_runs AS r SET notice_next_at = $3
         FROM picked WHERE r.id = picked.id RETURNING ${qualified('r')}`,
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
