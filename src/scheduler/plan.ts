// The missed-run policy. When an instance finds a subscription due, it looks at the latest
// occurrence at or before now:
// - within the grace window (default 60 minutes late): post it — a normal run, or one catch-up run
//   after downtime. Only the latest missed occurrence is ever posted, never a backlog.
// - later than that: record it as `skipped` (the owner is told) and post nothing.
// Either way next_run_at moves to the first occurrence after now, in the same transaction as the
// claim, and the (subscription, occurrence) key means nothing is ever posted twice.
import type { RunPlan, Subscription } from '../store/index.js';
import { countRuns, formatRun, latestRunAtOrBefore, nextRun } from './schedule.js';

export const DEFAULT_GRACE_MS = 60 * 60_000;

export function planRun(s: Subscription, now: Date, graceMs = DEFAULT_GRACE_MS): RunPlan {
  const due = s.nextRunAt ?? now;
  try {
    const latest = latestRunAtOrBefore(s.cron, s.timezone, now);
    const scheduledFor = latest && latest.getTime() >= due.getTime() ? latest : due;
    const nextRunAt = nextRun(s.cron, s.timezone, now);
    const lateMs = now.getTime() - scheduledFor.getTime();
    if (lateMs <= graceMs) return { scheduledFor, status: 'running', nextRunAt };
    const missed = countRuns(s.cron, s.timezone, due, new Date(now.getTime() + 1));
    const when = formatRun(scheduledFor, s.timezone);
    return {
      scheduledFor,
      status: 'skipped',
      nextRunAt,
      error:
        `missed: the bot was not running at ${when}` +
        (missed > 1 ? ` (${missed} runs missed since ${formatRun(due, s.timezone)})` : '') +
        `; late digests older than ${Math.round(graceMs / 60_000)} minutes are not posted`,
    };
  } catch (err) {
    // A schedule that cannot be read (it was valid when saved) stops here instead of blocking the others.
    return { scheduledFor: due, status: 'skipped', nextRunAt: null, error: `the schedule "${s.cron}" in ${s.timezone} could not be read (${(err as Error).message}); edit the subscription` };
  }
}
