// Days placed by their position in a month (issue 38's eighth round), written as the dates they are
// before the words are read: "the last 3 days of october", "first three days of the month", "the last
// weekend of october" (its Saturday and Sunday, which may fall in the next month), "the last thursday
// of october", "the first full week of november" (its first Monday to Sunday), and two days named one
// after the other across a month's end ("oct 31 and nov 1", a span as "sat and sun" is), and a span of
// one month's days said with the month once ("nov 16 thru 22"). A month is
// the latest one of that name that has begun; "the month" and "this month" are the current one.
import type { DateTime } from 'luxon';
import { MONTHS } from './date-forms.js';
import { WEEKDAYS } from './weekdays.js';

const ORDINALS: Record<string, number> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, last: -1 };
/** A month in words: a named one, or this, last or the previous month (./month-parts.ts reads them too). */
export const MONTH = `(${Object.keys(MONTHS).join('|')}|last month|this month|the month|the previous month|previous month)`;
const iso = (d: DateTime) => d.toISODate()!;
const span = (a: DateTime, b: DateTime) => (iso(a) === iso(b) ? iso(a) : `${iso(a)}..${iso(b)}`);

/** The first day of the month named, the latest one that has begun. */
export function monthOf(words: string, today: DateTime): DateTime | undefined {
  const w = words.toLowerCase();
  const start = today.startOf('month');
  if (w === 'this month' || w === 'the month') return start;
  if (w.endsWith('month')) return start.minus({ months: 1 });
  const m = MONTHS[w];
  if (m === undefined) return undefined;
  const named = start.set({ month: m });
  return named > start ? named.minus({ years: 1 }) : named;
}

/** The text with days placed in a month written as dates; the rest as it was. */
export function monthEnds(text: string, today: DateTime): string {
  const month = (w: string) => monthOf(w, today);
  return text
    // "the last 3 days of october", "first 3 days of the month"
    .replace(new RegExp(`\\b(?:the )?(first|last) (\\d{1,2}) days (?:of|in) ${MONTH}\\b`, 'gi'), (all, end: string, n: string, m: string) => {
      const first = month(m);
      const count = Number(n);
      if (!first || count < 1 || count > first.daysInMonth!) return all;
      return end.toLowerCase() === 'first' ? span(first, first.plus({ days: count - 1 })) : span(first.endOf('month').startOf('day').minus({ days: count - 1 }), first.endOf('month').startOf('day'));
    })
    // "the last weekend of october", "the first weekend of november": its Saturday and Sunday
    .replace(new RegExp(`\\b(?:the )?(first|last) weekend (?:of|in) ${MONTH}\\b`, 'gi'), (all, which: string, m: string) => {
      const first = month(m);
      if (!first) return all;
      const saturday = which.toLowerCase() === 'first' ? first.plus({ days: (6 - first.weekday + 7) % 7 }) : lastWeekday(first, 6);
      return span(saturday, saturday.plus({ days: 1 }));
    })
    // "the first full week of november": its first Monday to the Sunday after
    .replace(new RegExp(`\\b(?:the )?first full week (?:of|in) ${MONTH}\\b`, 'gi'), (all, m: string) => {
      const first = month(m);
      if (!first) return all;
      const monday = first.plus({ days: (8 - first.weekday) % 7 });
      return span(monday, monday.plus({ days: 6 }));
    })
    // "the last thursday of october", "the second monday of the month"
    .replace(new RegExp(`\\b(?:the )?(first|1st|second|2nd|third|3rd|fourth|4th|last) (${WEEKDAYS.join('|')}) (?:of|in) ${MONTH}\\b`, 'gi'), (all, nth: string, day: string, m: string) => {
      const first = month(m);
      const weekday = WEEKDAYS.indexOf(day.toLowerCase()) + 1;
      const n = ORDINALS[nth.toLowerCase()]!;
      if (!first) return all;
      if (n < 0) return iso(lastWeekday(first, weekday));
      const date = first.plus({ days: (weekday - first.weekday + 7) % 7 + 7 * (n - 1) });
      return date.month === first.month ? iso(date) : all;
    })
    // "nov 16 thru 22", "november 3rd through the 9th": a span of one month's days, the month said once
    // (chrono reads "nov 16 to 22" so, not the other words of a span; a clock, "nov 3 2 to 4pm", is no day — round 40)
    .replace(new RegExp(`\\b(${Object.keys(MONTHS).join('|')})\\.? (\\d{1,2})(?:st|nd|rd|th)? (?:through|thru|till|until|to) (?:the )?(\\d{1,2})(?:st|nd|rd|th)?\\b(?![:.]?\\s*(?:am|pm|[ap]\\b|%|:|\\d|k\\b|days?|weeks?|months?|hours?|hrs?|h\\b))`, 'gi'), (all, m: string, d1: string, d2: string) => {
      const first = month(m);
      if (!first || Number(d1) >= Number(d2) || Number(d2) > first.daysInMonth!) return all;
      const to = first.set({ day: Number(d2) });
      return to > today ? all : span(first.set({ day: Number(d1) }), to);
    })
    // "oct 31 and nov 1": two days one after the other across a month's end are the span of both
    .replace(/\b([a-z]{3,9})\.? (\d{1,2})(?:st|nd|rd|th)? (?:and|&|\+|through|thru) ([a-z]{3,9})\.? (\d{1,2})(?:st|nd|rd|th)?\b/gi, (all, m1: string, d1: string, m2: string, d2: string) => {
      const [a, b] = [month(m1), month(m2)];
      if (!a || !b || MONTHS[m1.toLowerCase()] === MONTHS[m2.toLowerCase()]) return all;
      const from = a.set({ day: Number(d1) });
      const to = from.plus({ days: 1 });
      return Number(d1) === a.daysInMonth && to.month === b.month && to.day === Number(d2) ? span(from, to) : all;
    });
}

/** The last given weekday (1 Monday … 7 Sunday) of the month that begins on `first`. */
function lastWeekday(first: DateTime, weekday: number): DateTime {
  const last = first.endOf('month').startOf('day');
  return last.minus({ days: (last.weekday - weekday + 7) % 7 });
}
