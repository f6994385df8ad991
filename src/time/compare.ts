// What a range is compared with. Ad revenue has a weekly rhythm (weekends earn more), so a single
// day compares with the same weekday a week earlier by default — Saturday against Friday is the
// weekend, not news — with day over day beside it. Calendar ranges compare with the previous
// calendar period aligned by day: October with September, 1–22 Nov with 1–22 Oct, this week so
// far with the same days of the week before. Any other span compares with the span just before
// it; an hour range (why on an incident), like a day, with the same hours a week earlier. `vs=`
// picks another: the previous period, the same days a week earlier, or a year earlier.
// Like for like: a range still running ends at its last complete hour (./resolve.ts) and every
// comparison is the same range shifted back, so it covers exactly the same elapsed span — the
// same hours of the day, the same days of the week or month — never a whole period against part
// of one. The names say so ("the same hours last Monday").
import type { DateTime, DurationLike } from 'luxon';
import { DateRangeError } from './range.js';
import { daysBetween, type ResolvedRange } from './resolve.js';

export const COMPARE_WITH = ['previous', 'week', 'year'] as const;
export type CompareWith = (typeof COMPARE_WITH)[number];

export interface Comparison {
  /** The period compared with, in the range's timezone. Never partial: "so far" belongs to the range itself. */
  range: ResolvedRange;
  /** How a header names it: "the same weekday last week". */
  name: string;
  /** How a change against it is tagged: "vs last week". */
  tag: string;
}

/** The calendar shape of a range, which decides what "the previous period" is. */
type Shape = 'hours' | 'day' | 'week' | 'monthToDate' | 'wholeMonth' | 'quarterToDate' | 'wholeQuarter' | 'yearToDate' | 'span';

function isWholeMonth(r: ResolvedRange): boolean {
  return !r.partial && r.startDate.endsWith('-01') && r.start.plus({ months: 1 }).equals(r.end);
}

function shapeOf(r: ResolvedRange): Shape {
  switch (r.spec.kind) {
    case 'today':
    case 'yesterday':
      return 'day';
    case 'thisWeek':
    case 'lastWeek':
      return 'week';
    case 'mtd':
      return 'monthToDate';
    case 'lastMonth':
      return 'wholeMonth';
    case 'thisQuarter':
      return 'quarterToDate';
    case 'lastQuarter':
      return 'wholeQuarter';
    case 'ytd':
      return 'yearToDate';
    case 'hours':
      return 'hours';
    case 'lastDays':
    case 'dates':
      return r.days === 1 ? 'day' : isWholeMonth(r) ? 'wholeMonth' : 'span';
  }
}

function between(r: ResolvedRange, start: DateTime, end: DateTime): ResolvedRange {
  const startDate = start.toISODate()!;
  const endDate = end.minus({ milliseconds: 1 }).toISODate()!;
  return { ...r, start, end, partial: false, startDate, endDate, days: daysBetween(startDate, endDate) + 1 };
}

/** The same local days and times, `by` earlier (luxon keeps midnight at midnight across DST). */
export function shiftBack(r: ResolvedRange, by: DurationLike): ResolvedRange {
  return between(r, r.start.minus(by), r.end.minus(by));
}

/**
 * The same days of the month `by` months or years earlier. When the end's day does not exist
 * there (mtd on 31 March → February), the earlier period runs to the end of its month.
 */
function shiftMonths(r: ResolvedRange, by: { months: number } | { years: number }): ResolvedRange {
  const start = r.start.minus(by);
  const end = r.end.minus(by);
  const clamped = end.day !== r.end.day;
  return between(r, start, clamped ? end.startOf('month').plus({ months: 1 }) : end);
}

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function previous(r: ResolvedRange, shape: Shape): Comparison {
  switch (shape) {
    case 'hours': {
      const hours = Math.round(r.end.diff(r.start, 'hours').hours);
      return { range: shiftBack(r, { hours }), name: hours === 1 ? 'the hour before' : `the ${hours} hours before`, tag: `vs previous ${hours}h` };
    }
    case 'day':
      return { range: shiftBack(r, { days: 1 }), name: r.partial ? 'the same hours the day before' : 'the day before', tag: 'vs day before' };
    case 'week':
      return { range: shiftBack(r, { weeks: 1 }), name: r.partial ? 'the same days and hours of the week before' : 'the week before', tag: 'vs week before' };
    case 'monthToDate':
      return { range: shiftMonths(r, { months: 1 }), name: r.partial ? 'the same days and hours last month' : 'the same days last month', tag: 'vs last month' };
    case 'wholeMonth':
      return { range: shiftMonths(r, { months: 1 }), name: 'the month before', tag: 'vs month before' };
    case 'quarterToDate':
      return { range: shiftMonths(r, { months: 3 }), name: r.partial ? 'the same days and hours last quarter' : 'the same days last quarter', tag: 'vs last quarter' };
    case 'wholeQuarter':
      return { range: shiftMonths(r, { months: 3 }), name: 'the quarter before', tag: 'vs quarter before' };
    case 'yearToDate':
      // The year before is the only period before a year to date that covers the same days.
      return { range: shiftMonths(r, { years: 1 }), name: r.partial ? 'the same days and hours last year' : 'the same days last year', tag: 'vs last year' };
    case 'span':
      return { range: shiftBack(r, { days: r.days }), name: `the previous ${r.days} days`, tag: `vs previous ${r.days} days` };
  }
}

function weekEarlier(r: ResolvedRange, shape: Shape): Comparison {
  // A week earlier overlaps any range longer than a week: the comparison would share days.
  if (r.days > 7) throw new DateRangeError(`vs=week compares with the same days a week earlier, which overlaps these ${r.days} days; use vs=previous or vs=year`);
  const hours = `the same hours last ${WEEKDAY_NAMES[r.start.weekday - 1]}`;
  const day = r.partial ? hours : 'the same weekday last week';
  return { range: shiftBack(r, { weeks: 1 }), name: shape === 'hours' ? hours : shape === 'day' ? day : 'the same days a week earlier', tag: 'vs last week' };
}

function yearEarlier(r: ResolvedRange, shape: Shape): Comparison {
  if (shape === 'monthToDate' || shape === 'wholeMonth' || shape === 'quarterToDate' || shape === 'wholeQuarter' || shape === 'yearToDate') {
    const name = shape === 'wholeMonth' ? 'the same month last year' : shape === 'wholeQuarter' ? 'the same quarter last year' : 'the same days last year';
    return { range: shiftMonths(r, { years: 1 }), name, tag: 'vs last year' };
  }
  // 52 weeks, not a calendar year: the weekdays line up, so weekends compare with weekends.
  return { range: shiftBack(r, { weeks: 52 }), name: shape === 'hours' ? 'the same hours and weekday last year' : shape === 'day' ? 'the same weekday last year' : 'the same weekdays last year', tag: 'vs last year' };
}

/**
 * The periods `r` is compared with, the main one first (movers and the chart use it). A single
 * day also gets day over day beside a weekly or yearly comparison.
 */
export function comparisonsFor(r: ResolvedRange, vs?: CompareWith): Comparison[] {
  const shape = shapeOf(r);
  // Hours compare like a day: with the same hours of the same weekday (what the alerts' baseline does).
  const chosen = vs ?? (shape === 'day' || shape === 'hours' ? 'week' : 'previous');
  if (chosen === 'previous') return [previous(r, shape)];
  const main = chosen === 'week' ? weekEarlier(r, shape) : yearEarlier(r, shape);
  return shape === 'day' ? [main, previous(r, shape)] : [main];
}

/**
 * A period the asker chose (`vs=2026-10-01..2026-10-07`): compared as it is, in the range's
 * timezone. It must be over, and must not share days with the range (a change against itself is
 * no change); of another length, the report compares per day (views/revenue.ts).
 */
export function chosenComparison(r: ResolvedRange, other: ResolvedRange): Comparison {
  if (other.partial) throw new DateRangeError('the period to compare with is still running; pick one that is over, e.g. vs=2026-10-01..2026-10-07');
  if (other.start < r.end && r.start < other.end) throw new DateRangeError(`${other.startDate}..${other.endDate} shares days with the range itself; compare with a period that does not overlap it`);
  return { range: other, name: 'the chosen period', tag: 'vs chosen period' };
}
