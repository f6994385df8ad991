// Translation of a resolved range into the API's rules (spec §4 conventions): inclusive integer
// seconds, at most 31 days, nothing before 2020-01-01 UTC; or calendar dates for the network
// report (at most 90 days). Limits are explained to the user with what to type instead.
import { DAY_SECONDS, EARLIEST_TIME, MAX_RANGE_DAYS, type TimeRange } from '../api/index.js';
import { DateRangeError } from './range.js';
import type { ResolvedRange } from './resolve.js';

export function toApiTimeRange(r: ResolvedRange): TimeRange {
  if (r.days > MAX_RANGE_DAYS) {
    throw new DateRangeError(
      `that range covers ${r.days} days; the reporting API allows at most ${MAX_RANGE_DAYS} — try last ${MAX_RANGE_DAYS}d or a shorter YYYY-MM-DD..YYYY-MM-DD`,
    );
  }
  const start_time = Math.floor(r.start.toSeconds());
  // Inclusive end: the last whole second before the exclusive end.
  const end_time = Math.ceil(r.end.toSeconds()) - 1;
  if (start_time < EARLIEST_TIME) throw new DateRangeError('the reporting API has no data before 2020-01-01; pick a later range');
  if (end_time - start_time > MAX_RANGE_DAYS * DAY_SECONDS - 1) {
    // 31 local days that include a DST change can be 31 × 24 h + 1 h long.
    throw new DateRangeError(`those ${r.days} days include a daylight-saving change and exceed the API's 31 × 24 hours; use ${MAX_RANGE_DAYS - 1} days`);
  }
  return { start_time, end_time: Math.max(start_time, end_time) };
}

export function toApiDates(r: ResolvedRange, maxDays: number): { start_date: string; end_date: string } {
  if (r.days > maxDays) {
    throw new DateRangeError(`that range covers ${r.days} days; this report allows at most ${maxDays}`);
  }
  return { start_date: r.startDate, end_date: r.endDate };
}
