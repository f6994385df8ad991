// Run history and the exactly-once creation of scheduled runs (see RunsRepo.createDue); their
// claims are the lease engine's (./run-leases.ts).
import type { Db } from './db.js';
import { runLeases } from './run-leases.js';
import { RUN_COLUMNS, toRun } from './run-rows.js';
import { newId } from './rows.js';
import { SUBSCRIPTION_COLUMNS, toSubscription } from './subscriptions.js';
import type { ClaimedRun, Run, RunsRepo, Subscription } from './types.js';

export function runsRepo(db: Db): RunsRepo {
  return {
    ...runLeases(db),

    createDue({ now, instanceId, limit, plan, lease }): Promise<ClaimedRun[]> {
      return db.transaction(async (tx) => {
        // SKIP LOCKED: instances creating at the same moment take disjoint sets instead of queueing.
        const due = (
          await tx.query(
            `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions
             WHERE NOT paused AND next_run_at <= $1 ORDER BY next_run_at, id LIMIT $2 FOR UPDATE SKIP LOCKED`,
            [now, limit],
          )
        ).map(toSubscription);
        if (due.length === 0) return [];
        const plans = due.map((s) => ({ s, p: plan(s) }));
        // A running run is claimable at once, by any instance (no owner: claiming it takes nothing
        // over). A skipped run's notice is this instance's for a lease's length: it tells the owner
        // now; when it dies first, the lease expires and another instance sends the notice.
        const inserted = await tx.query(
          `INSERT INTO subscription_runs (id, subscription_id, scheduled_for, trigger, status, instance_id, started_at, finished_at, error,
             lease_owner, lease_until, deadline_at, notice_state)
           SELECT t.id, t.sid, t.sf, 'schedule', t.st, $6, $7, CASE WHEN t.st = 'skipped' THEN $7::timestamptz END, t.err,
             CASE WHEN t.st = 'skipped' THEN $6 END,
             CASE WHEN t.st = 'skipped' THEN $8::timestamptz ELSE $7::timestamptz END, t.dl,
             CASE WHEN t.st = 'skipped' THEN 'pending' END
           FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::text[], $5::text[], $9::timestamptz[]) AS t(id, sid, sf, st, err, dl)
           ON CONFLICT (subscription_id, scheduled_for) DO NOTHING
           RETURNING ${RUN_COLUMNS}`,
          [
            plans.map(() => newId('run')),
            plans.map(({ s }) => s.id),
            plans.map(({ p }) => p.scheduledFor.toISOString()),
            plans.map(({ p }) => p.status),
            plans.map(({ p }) => p.error ?? null),
            instanceId,
            now,
            new Date(now.getTime() + lease.leaseMs),
            plans.map(({ s, p }) => new Date(p.scheduledFor.getTime() + lease.deadlineMs(s)).toISOString()),
          ],
        );
        await tx.query(
          `UPDATE subscriptions AS s SET next_run_at = t.next
           FROM unnest($1::text[], $2::timestamptz[]) AS t(id, next) WHERE s.id = t.id`,
          [plans.map(({ s }) => s.id), plans.map(({ p }) => p.nextRunAt?.toISOString() ?? null)],
        );
        const byId = new Map<string, Subscription>(plans.map(({ s, p }) => [s.id, { ...s, nextRunAt: p.nextRunAt }]));
        return inserted.map(toRun).map((run) => ({ run, subscription: byId.get(run.subscriptionId)! }));
      });
    },

    async startManual(subscriptionId, instanceId, at): Promise<Run | undefined> {
      const rows = await db.query(
        `INSERT INTO subscription_runs (id, subscription_id, scheduled_for, trigger, status, instance_id, started_at)
         VALUES ($1, $2, $3, 'manual', 'running', $4, $3)
         ON CONFLICT (subscription_id, scheduled_for) DO NOTHING RETURNING ${RUN_COLUMNS}`,
        [newId('run'), subscriptionId, at, instanceId],
      );
      return rows[0] && toRun(rows[0]);
    },

    async finish(runId, result): Promise<boolean> {
      // A run taken over by another instance (lease lost) is theirs to finish.
      const rows = await db.query(
        `UPDATE subscription_runs SET status = $2, finished_at = $3,
           duration_ms = GREATEST(0, round(extract(epoch FROM ($3::timestamptz - started_at)) * 1000))::integer,
           error = $4, message_channel_id = COALESCE($5, message_channel_id), message_ts = COALESCE($6, message_ts),
           thread_ts = COALESCE($7, thread_ts), delayed = $8, notice_state = $10,
           -- The run's lease ends; a notice still to send takes the columns over (./run-leases.ts NOTICE_LEASES).
           lease_owner = CASE WHEN $10 = 'pending' THEN $9 END, lease_until = $11
         WHERE id = $1 AND status = 'running' AND ($9::text IS NULL OR lease_owner = $9) RETURNING id`,
        [
          runId, result.status, result.finishedAt, result.error ?? null, result.messageChannelId ?? null, result.messageTs ?? null,
          result.threadTs ?? null, result.delayed ?? false, result.instanceId ?? null, result.notice ?? null, result.noticeAt ?? null,
        ],
      );
      return rows.length > 0;
    },

    async interruptStale(startedBefore, finishedAt): Promise<Run[]> {
      // A second instance doing the same re-checks status after the row lock: each run is returned once.
      const rows = await db.query(
        `UPDATE subscription_runs SET status = 'interrupted', finished_at = $2,
           error = 'the bot instance running it stopped before it finished'
         WHERE status = 'running' AND lease_until IS NULL AND started_at < $1 RETURNING ${RUN_COLUMNS}`,
        [startedBefore, finishedAt],
      );
      return rows.map(toRun);
    },

    async recent(subscriptionId, limit): Promise<Run[]> {
      const rows = await db.query(
        `SELECT ${RUN_COLUMNS} FROM subscription_runs WHERE subscription_id = $1 ORDER BY started_at DESC, id LIMIT $2`,
        [subscriptionId, limit],
      );
      return rows.map(toRun);
    },

    async latest(subscriptionIds): Promise<Map<string, Run>> {
      if (subscriptionIds.length === 0) return new Map();
      const rows = await db.query(
        `SELECT DISTINCT ON (subscription_id) ${RUN_COLUMNS} FROM subscription_runs
         WHERE subscription_id = ANY($1::text[]) ORDER BY subscription_id, started_at DESC`,
        [[...subscriptionIds]],
      );
      return new Map(rows.map(toRun).map((r) => [r.subscriptionId, r]));
    },
  };
}
