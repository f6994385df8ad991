// Ranges read from words (./dates.ts) written back as command text: the range grammar's words or
// dates, a one-day check, and a second period said as the comparison the grammar takes.
import { DateTime } from 'luxon';
import { grammarDays } from './date-forms.js';
import type { RangeWords } from './dates.js';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The range as command text for an asker whose day is `today` (undefined: it lies in the future). */
export function rangeText(range: RangeWords, today: DateTime): string | undefined {
  if ('grammar' in range) return range.grammar;
  if ('hours' in range) return undefined;
  const days = range.days(today.startOf('day'));
  if (!days) return undefined;
  return days.from === days.to ? days.from : `${days.from}..${days.to}`;
}

/** Whether a range is one day (export takes one day only). */
export function isOneDay(text: string): boolean {
  return text === 'yesterday' || text === 'today' || ISO_DAY.test(text);
}

/** A period compared with another: 'previous' when it is the one just before (as long, or both whole months), 'year' when the same days (or its month) a year before, else its dates; undefined when either lies ahead. */
export function versusText(range: RangeWords, other: RangeWords, today: DateTime): string | undefined {
  // (today is its own day, though not over: "today vs black friday last year" — round 40)
  const [a, b] = [range, other].map((x) => ('days' in x ? x.days(today.startOf('day')) : 'grammar' in x ? (x.grammar === 'today' ? { from: today.toISODate()!, to: today.toISODate()! } : grammarDays(x.grammar, today.startOf('day'))) : undefined));
  if (!a || !b) return 'grammar' in other ? other.grammar : undefined;
  if (a.from === b.from && a.to === b.to && a.from === a.to) return 'week'; // (a day vs itself, "yesterday vs last thursday" on a Friday: the one a week before)
  const [af, at, bf, bt] = [a.from, a.to, b.from, b.to].map((d) => DateTime.fromISO(d));
  const whole = (f: DateTime, t: DateTime) => f.day === 1 && t.hasSame(f, 'month') && t.plus({ days: 1 }).day === 1;
  const before = bt!.plus({ days: 1 }).hasSame(af!, 'day') && (at!.diff(af!, 'days').days === bt!.diff(bf!, 'days').days || (whole(af!, at!) && whole(bf!, bt!)));
  // (not of one day: a day's vs=year is the same weekday 52 weeks back, so a date a calendar year before stays that date — round 40)
  const yearBefore = !af!.equals(at!) && bf!.equals(af!.minus({ years: 1 })) && bf!.month === af!.month && (bt!.equals(at!.minus({ years: 1 })) || whole(bf!, bt!));
  return before ? 'previous' : yearBefore ? 'year' : b.from === b.to ? b.from : `${b.from}..${b.to}`;
}
