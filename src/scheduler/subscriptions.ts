// Creating and changing subscriptions: every change that touches the schedule recomputes
// next_run_at here, so the store never holds a schedule it cannot run.
import type { DigestFilters, DigestReport, Store, Subscription, SubscriptionInput, SubscriptionPatch } from '../store/index.js';
import { checkCron, checkFrequency, checkTimezone, nextRun } from '../time/schedule.js';

export interface ScheduleInput {
  cron: string;
  timezone: string;
}

/** Validates cron, timezone and frequency; returns the normalized schedule. Throws ScheduleError. */
export function checkSchedule(input: ScheduleInput): ScheduleInput {
  const cron = checkCron(input.cron);
  const timezone = checkTimezone(input.timezone);
  checkFrequency(cron);
  return { cron, timezone };
}

export async function createSubscription(store: Store, input: SubscriptionInput, now: Date): Promise<Subscription> {
  const schedule = checkSchedule(input);
  const next = input.paused ? null : nextRun(schedule.cron, schedule.timezone, now);
  return store.subscriptions.create({ ...input, ...schedule }, next, now);
}

export interface SubscriptionChange {
  channelId?: string;
  report?: DigestReport;
  cron?: string;
  timezone?: string;
  filters?: DigestFilters;
  paused?: boolean;
  /** The connection it runs on (the target channel's, decided when made or moved). */
  connectionId?: string | null;
}

/**
 * Applies a change. A new schedule, or a resume, starts from the next occurrence after now: time
 * spent paused is not caught up.
 */
export async function changeSubscription(store: Store, id: string, change: SubscriptionChange, now: Date): Promise<Subscription | undefined> {
  const current = await store.subscriptions.get(id);
  if (!current) return undefined;
  const patch: SubscriptionPatch = { ...change };
  const cron = change.cron ?? current.cron;
  const timezone = change.timezone ?? current.timezone;
  const paused = change.paused ?? current.paused;
  const scheduleChanged = cron !== current.cron || timezone !== current.timezone || paused !== current.paused;
  if (change.cron !== undefined || change.timezone !== undefined) Object.assign(patch, checkSchedule({ cron, timezone }));
  if (scheduleChanged) patch.nextRunAt = paused ? null : nextRun(patch.cron ?? cron, patch.timezone ?? timezone, now);
  return store.subscriptions.update(id, patch, now);
}
