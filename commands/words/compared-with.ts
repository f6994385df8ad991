// A follow-up that names only the period to compare with ("vs last friday", "compared with
// halloween", "vs last thanksgiving" after Thanksgiving's figures): the thread's period kept, the
// named one its `vs=` — never the thread's period replaced, which would answer another question.
import { DateTime } from 'luxon';
import { resolveRange } from '../../src/time/resolve.js';
import { takeRange } from '../../src/time/range.js';
import { holidayAt, MONTHS } from './date-forms.js';
import { COMPARE_LEAD, FILLER } from './lexicon.js';

/** Whether the words open with a comparison ("vs …", "and compared with …"). */
export function comparesFirst(t: readonly string[]): boolean {
  const at = t.findIndex((w) => COMPARE_LEAD.has(w) && w !== 'than');
  // ("how does that compare to …": the question's own glue before it)
  return at >= 0 && at < 5 && t.slice(0, at).every((w) => FILLER.has(w));
}

const WEEKDAY_NAMES = new Set(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'mon', 'tue', 'tues', 'wed', 'thu', 'thur', 'thurs', 'fri', 'sat', 'sun']);

/**
 * The `vs=` value for `named` against the thread's words; undefined when it cannot be said in one
 * option (a period of several words) or would compare the period with itself — save "last
 * thanksgiving" the day after it, which is the year before's (as "thanksgiving vs last thanksgiving").
 */
export function versusValue(previous: readonly string[], named: string, t: readonly string[], clock: { nowMs: number; tz: string }): string | undefined {
  if (!named || /\s/.test(named)) return undefined;
  const days = (words: readonly string[]) => {
    const { spec } = takeRange(words, { hours: false });
    if (!spec) return undefined;
    const r = resolveRange(spec, clock);
    return `${r.startDate}..${r.endDate}`;
  };
  const [was, other] = [days(previous), days([named])];
  if (!was || !other) return named;
  // (the period just before, of the same length — "vs W46" after last week — is `previous`, as said alone)
  const [a, b] = [was.split('..'), other.split('..')].map((x) => x.map((d) => DateTime.fromISO(d)));
  // (and the calendar month just before, "compared w/ september" after last month, as "last month vs september" alone: ./date-text.ts)
  const month = (x: DateTime[]) => x[0]!.day === 1 && x[1]!.hasSame(x[0]!, 'month') && x[1]!.plus({ days: 1 }).day === 1;
  if (b![1]!.plus({ days: 1 }).equals(a![0]!) && ((a![1]!.diff(a![0]!, 'days').days === b![1]!.diff(b![0]!, 'days').days && a![0]!.weekday === 1) || (month(a!) && month(b!)))) return 'previous';
  // (a day against more than a week, "vs halloween" after last month: not like periods — asked, as said alone)
  const [la, lb] = [a!, b!].map((x) => x[1]!.diff(x[0]!, 'days').days + 1);
  if (Math.min(la!, lb!) === 1 && Math.max(la!, lb!) > 7) return undefined;
  // (one day against the same weekday a week earlier named by its weekday, "vs last friday" after today's figures on a Friday:
  // vs=week, as said alone; a date said, "vs the 19th", stays that date, as "Thu 11/26 vs Thu 11/19" is)
  if (la === 1 && lb === 1 && b![0]!.plus({ weeks: 1 }).equals(a![0]!) && t.some((w) => WEEKDAY_NAMES.has(w)) && !t.some((w) => /\d/.test(w))) return 'week';
  // (and the day just before named by its weekday, "and vs wednesday" after Thursday's figures: vs=previous, as "yesterday vs wednesday" alone — round 40)
  if (la === 1 && lb === 1 && b![0]!.plus({ days: 1 }).equals(a![0]!) && t.some((w) => WEEKDAY_NAMES.has(w)) && !t.some((w) => /\d/.test(w))) return 'previous';
  if (was !== other) return named;
  const last = t.indexOf('last');
  // ("vs last october" after October's figures: that month a year before, vs=year — twenty-third round)
  if (last >= 0 && MONTHS[t[last + 1] ?? ''] !== undefined) return 'year';
  // ("vs last thursday" after yesterday's figures, a Thursday: that weekday a week before, vs=week — twenty-eighth round)
  if (last >= 0 && la === 1 && WEEKDAY_NAMES.has(t[last + 1] ?? '')) return 'week';
  const year = last >= 0 && holidayAt(t, last + 1) ? holidayAt(['last', 'year', ...t.slice(last + 1)], 0) : undefined;
  return year?.value(DateTime.fromMillis(clock.nowMs, { zone: clock.tz }).startOf('day')).toISODate() ?? undefined;
}

/**
 * The comparison as `why` takes it (the period before, a week or a year back): a named day or span a week or
 * 52 weeks before the thread's is `week` or `year` ("vs thanksgiving last year" after Thanksgiving); another
 * date is no comparison why can make (undefined: asked back).
 */
export function whyVersus(previous: readonly string[], vs: string, clock: { nowMs: number; tz: string }): string | undefined {
  if (['previous', 'week', 'year'].includes(vs)) return vs;
  const days = (words: readonly string[]) => {
    const { spec } = takeRange(words, { hours: false });
    return spec ? resolveRange(spec, clock) : undefined;
  };
  const [was, other] = [days(previous), days([vs])];
  if (!was || !other || was.days !== other.days) return undefined;
  const back = (weeks: number) => DateTime.fromISO(other.startDate).plus({ weeks }).toISODate() === was.startDate;
  return back(52) ? 'year' : back(1) ? 'week' : undefined;
}
