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

/**
 * Two periods named apart: one when they are the same days (asked about otherwise, as lying ahead
 * is) — "today, it's black friday", and a span restated by its days ("this past weekend, sat + sun").
 */
export function sameDays(a: RangeWords, b: RangeWords): RangeWords | 'several' {
  const [x, y] = [daysAt(a, REFERENCE), daysAt(b, REFERENCE)];
  const oneDayEach = [x, y].every((d) => d !== undefined && d.from === d.to);
  // (a span only where both said the same days: "the weekend, sat and sun", never "last week, monday")
  const sameSpan = x !== undefined && y !== undefined && x.from === y.from && x.to === y.to;
  // ("the weekend 21-22 nov": a span restated by its dates — as long on any day, the same days checked on the day asked; round 35)
  const length = (d: { from: string; to: string }) => DateTime.fromISO(d.to).diff(DateTime.fromISO(d.from), 'days').days;
  // ("last quarter, july through september": whole months as many, whose days differ on the day of reference — round 49)
  const months = (d: { from: string; to: string }) => { const [f, t] = [DateTime.fromISO(d.from), DateTime.fromISO(d.to)]; return f.day === 1 && t.day === t.daysInMonth ? Math.round(t.diff(f, 'months').months) : -1; };
  const restated = x !== undefined && y !== undefined && (length(x) === length(y) || (months(x) > 0 && months(x) === months(y)));
  if (!(oneDayEach || sameSpan || restated) || (!('days' in a) && !('days' in b))) return 'several';
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

/**
 * "the weekend of the 21st", "the weekend of nov 22": the Saturday and Sunday that day is one of
 * (forty-second round). A weekday named is no weekend's own day (the one before or after?): asked,
 * as a weekend still to come is.
 */
export function weekendHolding(day: (today: DateTime) => DateTime): DaysWords {
  return { days: (today) => {
    const d = day(today);
    if (d.weekday < 6) return undefined;
    const saturday = d.weekday === 7 ? d.minus({ days: 1 }) : d;
    const sunday = saturday.plus({ days: 1 });
    return sunday > today ? undefined : { from: saturday.toISODate()!, to: sunday.toISODate()! };
  } };
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

/**
 * (issue 38's twelfth round) "the two days before thanksgiving", "the 3 days after black friday": that
 * many days beside the holiday, the holiday's own day left out; "the last business day before
 * thanksgiving" (or "weekday", "working day"): the last Monday-to-Friday day before it. Days still
 * to come are asked about.
 */
export function daysBesideHoliday(t: readonly string[], i: number): Found<RangeWords> | undefined {
  const at = t[i] === 'the' ? i + 1 : i;
  const n = /^\d{1,2}$/.test(t[at] ?? '') ? Number(t[at]) : undefined;
  // ("2 days before thanksgiving", without "the", may be the one day two days before it: left to be asked)
  if (t[i] === 'the' && n !== undefined && n >= 1 && /^days?$/.test(t[at + 1] ?? '') && /^(before|after)$/.test(t[at + 2] ?? '')) {
    const h = holidayAt(t, at + 3);
    if (!h) return undefined;
    const sign = t[at + 2] === 'before' ? -1 : 1;
    return { start: i, end: h.end, value: { days: (today) => {
      const day = h.value(today);
      const [a, b] = sign < 0 ? [day.minus({ days: n }), day.minus({ days: 1 })] : [day.plus({ days: 1 }), day.plus({ days: n })];
      return b > today ? undefined : { from: a.toISODate()!, to: b.toISODate()! };
    } } };
  }
  const words = t[at] === 'last' && ((t[at + 1] === 'business' || t[at + 1] === 'working') && t[at + 2] === 'day' ? 3 : t[at + 1] === 'weekday' ? 2 : 0);
  if (!words || t[at + words] !== 'before') return undefined;
  const h = holidayAt(t, at + words + 1);
  if (!h) return undefined;
  return { start: i, end: h.end, value: { days: (today) => {
    let day = h.value(today).minus({ days: 1 });
    while (day.weekday > 5 || dayOff(day)) day = day.minus({ days: 1 });
    return day > today ? undefined : { from: day.toISODate()!, to: day.toISODate()! };
  } } };
}

/** A US public holiday no business is done on (New Year's Day, July 4th, Thanksgiving, Christmas): never "the last business day". */
function dayOff(d: DateTime): boolean {
  const thanksgiving = d.month === 11 && d.weekday === 4 && d.day >= 22 && d.day <= 28;
  return thanksgiving || (d.month === 1 && d.day === 1) || (d.month === 7 && d.day === 4) || (d.month === 12 && d.day === 25);
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
