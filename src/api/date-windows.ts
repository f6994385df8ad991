// Operations that take calendar dates rather than seconds (the demand comparison: at most 31
// completed dates per window, spec 4.7) read a longer range as consecutive windows, the way
// ./long-range.ts cuts a range of seconds; what their answers mean, and so how they merge, is the
// report's to say (src/reports/demand-long.ts).
import { DAY_SECONDS } from './params.js';

/** Calendar dates (YYYY-MM-DD, inclusive) as an operation that takes them has them. */
export interface DateWindow {
  start_date: string;
  end_date: string;
}

/**
 * Consecutive windows of at most `maxDates` calendar dates that together cover `window` exactly
 * once, in order: for the operations that take dates, not seconds (the demand comparison's 31).
 */
export function splitDates(window: DateWindow, maxDates: number): DateWindow[] {
  const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / (DAY_SECONDS * 1000);
  const date = (n: number) => new Date(n * DAY_SECONDS * 1000).toISOString().slice(0, 10);
  const last = day(window.end_date);
  const out: DateWindow[] = [];
  for (let first = day(window.start_date); first <= last; first += maxDates) out.push({ start_date: date(first), end_date: date(Math.min(last, first + maxDates - 1)) });
  return out;
}
