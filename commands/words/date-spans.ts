// Periods named beside others: two names of one day ("today, it's black friday"), periods of unlike
// lengths compared ("thanksgiving last year vs this year"), the weekend before or after a holiday.
// Read by ./dates.ts's findRange.
import { DateTime } from 'luxon';
import { grammarDays, holidayAt, type DaysWords, type Found } from './date-forms.js';
import type { HourWords } from './hours.js';

/** A period as ./dates.ts reads it (its RangeWords). */
type RangeWords = DaysWords | { grammar: string } | HourWords;

/** A period's days on `today` ("today" included, which the grammar resolves only once it is over). */
const daysAt = (x: RangeWords, today: DateTime) => ('days' in x ? x.days(today) : 'grammar' in x ? (x.grammar === 'today' ? { from: today.toISODate()!, to: today.toISODate()! } : grammarDays(x.grammar, today)) : undefined);
/** A day to compare periods' lengths on: whether a period is one day, or longer than a month, does not depend on which day is today. */
const REFERENCE = DateTime.utc(2026, 6, 15);

/** A period's days on a day of reference, as words ("" for none): the same words said twice name the same days. */
export const daysOn = (x: RangeWords | { vague: unknown }) => ('vague' in x ? '' : JSON.stringify(daysAt(x, REFERENCE) ?? ('grammar' in x ? x.grammar : '')));

/** Two periods named apart: one when they are the same days (asked about otherwise, as lying ahead is). */
export function sameDays(a: RangeWords, b: RangeWords): RangeWords | 'several' {
  const oneDayEach = [a, b].every((x) => {
    const d = daysAt(x, REFERENCE);
    return d !== undefined && d.from === d.to;
  });
  if (!oneDayEach || (!('days' in a) && !('days' in b))) return 'several';
  return { days: (today) => {
    const [x, y] = [daysAt(a, today), daysAt(b, today)];
    return x && y && x.from === y.from && x.to === y.to ? x : undefined;
  } };
}

const WEEKDAY_NUMBERS: Readonly<Record<string, number>> = { monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6, sunday: 7 };
/** "the friday before thanksgiving", "the monday after black friday": that weekday, the nearest one before or after the holiday (asked about while still to come). */
export function weekdayBesideHoliday(t: readonly string[], i: number): Found<RangeWords> | undefined {
  const at = t[i] === 'the' ? i + 1 : i;
  const weekday = WEEKDAY_NUMBERS[t[at] ?? ''];
  const before = t[at + 1] === 'before';
  const h = weekday !== undefined && (before || t[at + 1] === 'after') ? holidayAt(t, at + 2) : undefined;
  if (!h || weekday === undefined) return undefined;
  return { start: i, end: h.end, value: { days: (today) => {
    const day = h.value(today);
    const found = before ? day.minus({ days: ((day.weekday - weekday + 7) % 7) || 7 }) : day.plus({ days: ((weekday - day.weekday + 7) % 7) || 7 });
    return found > today ? undefined : { from: found.toISODate()!, to: found.toISODate()! };
  } } };
}

/** "the weekend before thanksgiving", "the weekend after christmas": that Saturday and Sunday (asked about while still to come). */
export function weekendBesideHoliday(t: readonly string[], i: number): Found<RangeWords> | undefined {
  const at = t[i] === 'the' ? i + 1 : i;
  const before = t[at + 1] === 'before';
  const h = t[at] === 'weekend' && (before || t[at + 1] === 'after') ? holidayAt(t, at + 2) : undefined;
  if (!h) return undefined;
  return { start: i, end: h.end, value: { days: (today) => {
    const day = h.value(today);
    const saturday = before ? day.minus({ days: (((day.weekday - 6 + 7) % 7) || 7) + (day.weekday === 7 ? 7 : 0) }) : day.plus({ days: ((6 - day.weekday + 7) % 7) || 7 });
    const sunday = saturday.plus({ days: 1 });
    return sunday > today ? undefined : { from: saturday.toISODate()!, to: sunday.toISODate()! };
  } } };
}

/**
 * "the week before thanksgiving", "the week after black friday", "the week of thanksgiving" ("thanksgiving week"): the
 * calendar week (Monday first, as "the week before last" is) before, after or holding the holiday's;
 * one still running ends today, one still to come is asked about.
 */
export function weekBesideHoliday(t: readonly string[], i: number): Found<RangeWords> | undefined {
  const at = t[i] === 'the' ? i + 1 : i;
  // ("thanksgiving week", "black friday week": the week of it)
  // ("christmas week last year": the week of the year before's)
  const named = holidayAt(t, at);
  const weekAt = named?.end ?? -1;
  const back = named && t[weekAt] === 'week' && t[weekAt + 1] === 'last' && t[weekAt + 2] === 'year' ? holidayAt(['last', 'year', ...t.slice(at, weekAt)], 0) : undefined;
  const before = back ? { ...back, end: weekAt + 2 } : named && t[weekAt] === 'week' ? named : undefined;
  const side = before ? 0 : t[at] === 'week' ? ({ before: -1, after: 1, of: 0 } as Record<string, number>)[t[at + 1] ?? ''] : undefined;
  const h = before ?? (side !== undefined ? holidayAt(t, at + 2) : undefined);
  if (!h || side === undefined) return undefined;
  return { start: i, end: h.end + (before ? 1 : 0), value: { days: (today) => {
    const monday = h.value(today).startOf('week').plus({ weeks: side });
    return monday > today ? undefined : { from: monday.toISODate()!, to: DateTime.min(monday.plus({ days: 6 }), today).toISODate()! };
  } } };
}

/** Whether two periods are of very unlike lengths (one day against more than a month). */
export function unlike(a: RangeWords, b: RangeWords): boolean {
  const length = (x: RangeWords) => {
    const d = daysAt(x, REFERENCE);
    return d ? DateTime.fromISO(d.to).diff(DateTime.fromISO(d.from), 'days').days + 1 : undefined;
  };
  const [la, lb] = [length(a), length(b)];
  return la !== undefined && lb !== undefined && Math.min(la, lb) === 1 && Math.max(la, lb) > 31;
}

/**
 * "thanksgiving vs last thanksgiving" the day after it: "last thanksgiving" would be the same day
 * as the one it is compared with, so it is the year before's (a day is not compared with itself).
 */
export function versusHoliday(t: readonly string[], a: { value: RangeWords }, b: { start: number; end: number; value: RangeWords }): RangeWords {
  const before = t[b.start] === 'last' && holidayAt(t, b.start + 1) ? holidayAt(['last', 'year', ...t.slice(b.start + 1, b.end)], 0) : undefined;
  if (!before) return b.value;
  return { days: (today) => {
    const [x, y] = [daysAt(a.value, today), daysAt(b.value, today)];
    const day = before.value(today).toISODate()!;
    return x && y && x.from === y.from && x.to === y.to ? { from: day, to: day } : y;
  } };
}
