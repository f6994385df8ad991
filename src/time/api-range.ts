// Translation of a span of time into the API's rules (spec §4 conventions, §8): inclusive
// integer seconds, at most 31 days, nothing before 2020-01-01 UTC; or calendar dates for the
// network report (at most 90 days). Limits are explained to the user with what to type instead.
// Every start_time/end_time the bot sends is made here: a user's range, a digest's period, a
// window ending now.
import type { DateTime } from 'luxon';
import { DAY_SECONDS, EARLIEST_TIME, MAX_RANGE_DAYS, type TimeRange } from '../api/index.js';
import { DateRangeError } from './range.js';
import { daysBetween, type ResolvedRange } from './resolve.js';

/** Instants from `start` (inclusive) to `end` (exclusive); a ResolvedRange is one. */
export interface TimeSpan {
  start: DateTime;
  end: DateTime;
}

/** The longest inclusive range the API accepts: 31 whole days, their last second included. */
const MAX_SPAN_SECONDS = MAX_RANGE_DAYS * DAY_SECONDS - 1;

/**
 * `oneCall`: why a report that could read a longer range in parts (src/api/long-range.ts) does not,
 * said to the user in place of the API's bare limit.
 */
export function toApiTimeRange(span: TimeSpan, oneCall?: string): TimeRange {
  const start_time = Math.floor(span.start.toSeconds());
  // The range is inclusive (§4), so the end is the last second the span reaches into. A span
  // that ends mid-second (now, 09:00:00.400) reaches into 09:00:00: that second is included —
  // ceil, where rounding would drop it whenever the fraction is under half a second.
  const end_time = Math.max(start_time, Math.ceil(span.end.toSeconds()) - 1);
  if (end_time - start_time > MAX_SPAN_SECONDS) throw new DateRangeError(tooLongMessage(span, oneCall));
  checkDataStart(span);
  return { start_time, end_time };
}

/** Calendar days the span touches in its own timezone (the days the user counted). */
function calendarDays(span: TimeSpan): number {
  return daysBetween(span.start.toISODate()!, span.end.minus({ milliseconds: 1 }).toISODate()!) + 1;
}

function tooLongMessage(span: TimeSpan, oneCall: string | undefined): string {
  const days = calendarDays(span);
  if (days > MAX_RANGE_DAYS) {
    return `that range covers ${days} days; ${oneCall ?? `the reporting API allows at most ${MAX_RANGE_DAYS}`} — try last ${MAX_RANGE_DAYS}d or a shorter YYYY-MM-DD..YYYY-MM-DD`;
  }
  // 31 local days that include a DST change can be 31 × 24 h + 1 h long.
  return `those ${days} days include a daylight-saving change and exceed the API's 31 × 24 hours; use ${MAX_RANGE_DAYS - 1} days`;
}

/**
 * The most days a report reads in parts (src/api/long-range.ts): a year and a week, twelve calls
 * of 31 days. A bound on the calls one answer makes, not a limit of the API.
 */
export const MAX_LONG_RANGE_DAYS = 12 * MAX_RANGE_DAYS;

/**
 * The API's seconds for a span of any length up to MAX_LONG_RANGE_DAYS, for the reports that read
 * a long range in parts of at most 31 days (the dashboard and the breakdown: src/api/long-range.ts).
 * The API's own limit still holds: nothing before 2020-01-01.
 */
export function toReportTimeRange(span: TimeSpan): TimeRange {
  const start_time = Math.floor(span.start.toSeconds());
  const end_time = Math.max(start_time, Math.ceil(span.end.toSeconds()) - 1);
  const days = calendarDays(span);
  checkDataStart(span);
  if (days > MAX_LONG_RANGE_DAYS) {
    throw new DateRangeError(`that range covers ${days} days; I read at most ${MAX_LONG_RANGE_DAYS} (${MAX_LONG_RANGE_DAYS / MAX_RANGE_DAYS} calls of ${MAX_RANGE_DAYS} days, the API's limit per call) — try last 365d, this year or a shorter YYYY-MM-DD..YYYY-MM-DD`);
  }
  return { start_time, end_time };
}

/**
 * Nothing before 2020-01-01 UTC (spec §4): the time-range operations refuse it, so no own figure
 * exists there — the reports over calendar dates (demand, reconcile: src/reports/demand.ts
 * `demandWindow`) refuse it too, in the same words.
 */
export function checkDataStart(span: TimeSpan): void {
  if (Math.floor(span.start.toSeconds()) < EARLIEST_TIME) {
    throw new DateRangeError(`the reporting API has no data before 2020-01-01 and this range starts on ${span.start.toISODate()}; start it on 2020-01-01 or later`);
  }
}

export function toApiDates(r: ResolvedRange, maxDays: number): { start_date: string; end_date: string } {
  if (r.days > maxDays) {
    throw new DateRangeError(`that range covers ${r.days} days; this report allows at most ${maxDays} — try last ${maxDays}d or a shorter YYYY-MM-DD..YYYY-MM-DD`);
  }
  return { start_date: r.startDate, end_date: r.endDate };
}
