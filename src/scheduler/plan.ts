// The missed-run policy. When an instance finds a subscription due, it looks at the latest
// occurrence at or before now:
// - within the grace window (default 60 minutes late): post it — a normal run, or one catch-up run
//   after downtime. Only the latest missed occurrence is ever posted, never a backlog.
// - later than that: record it as `skipped` (the owner is told) and post nothing.
// Either way next_run_at moves to the first occurrence after now, in the same transaction as the
// claim, and the (subscription, occurrence) key means nothing is ever posted twice.
import type { RunPlan, Subscription } from '../store/index.js';
import { countRuns, formatRun, latestRunAtOrBefore, nextRun } from '../time/schedule.js';

export const DEFAULT_GRACE_MS = 60 * 60_000;

/**
 * The latest and next occurrence around `now` for a (cron, timezone). Many subscriptions share a
 * schedule (09:00 on weekdays in one city) and come due together: computing it once per second
 * instead of once per subscription keeps a claim of thousands cheap (cron-parser is not).
 */
const around = new Map<string, { latest: Date | null; next: Date | null }>();

function occurrencesAround(cron: string, tz: string, now: Date): { latest: Date | null; next: Date | null } {
  const key = `${cron}|${tz}|${Math.floor(now.getTime() / 1000)}`;
  let hit = around.get(key);
  if (!hit) {
    if (around.size > 1_000) around.clear();
    hit = { latest: latestRunAtOrBefore(cron, tz, now), next: nextRun(cron, tz, now) };
    around.set(key, hit);
  }
  return hit;
}

export function planRun(s: Subscription, now: Date, graceMs = DEFAULT_GRACE_MS): RunPlan {
  const due = s.nextRunAt ?? now;
  try {
    const { latest, next: nextRunAt } = occurrencesAround(s.cron, s.timezone, now);
    const scheduledFor = latest && latest.getTime() >= due.getTime() ? latest : due;
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
