// Days said relative to today in the twenty-second set's forms (issue 38's fourteenth round),
// written as the dates they are before the words are read:
//   "this day last month" / "on this day last year": today's date a month (a year) before;
//   "the last 3 weekdays", "the past 2 business days": the weekdays before today, when they run
//     without a weekend between them (else left as said, and asked back: a span would hold it);
//   "the monday of last week", "the friday of this week": that weekday of that Monday-to-Sunday week
//     (one still to come is left as said);
//   "at the end of last month, the 31st": the day named, when it is in that part of the month;
//   "the 3rd of this month", "the 20th of last month" (round 48): that day of that month, when gone by;
//   "october of this year", "october this year" (round 50): that month with the year's number, when begun
//     ("december of this year" in November is left as said, asked back).
import type { DateTime } from 'luxon';
import { monthOf, MONTH } from './month-ends.js';
import { WEEKDAYS } from './weekdays.js';

const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

const iso = (d: DateTime) => d.toISODate()!;

/** The weekdays (Monday to Friday) before today, the nearest last; undefined when a weekend falls between them. */
function weekdaysBefore(today: DateTime, n: number): string | undefined {
  const days: DateTime[] = [];
  for (let d = today.minus({ days: 1 }); days.length < n; d = d.minus({ days: 1 })) if (d.weekday <= 5) days.push(d);
  const [last, first] = [days[0]!, days.at(-1)!];
  if (last.diff(first, 'days').days !== n - 1) return undefined;
  return n === 1 ? iso(last) : `${iso(first)}..${iso(last)}`;
}

export function relativeDays(text: string, today: DateTime): string {
  return text
    // (not "the same day last year", nor "vs this day last year": comparisons, vs=year)
    .replace(/(?<!\b(?:vs\.?|versus|than|to|with|against|and) )\b(?:on )?this (?:day|date) (last|a) (month|year)\b(?! (?:vs|versus|compared)\b)/gi, (_m, _l: string, unit: string) => iso(today.minus(unit.toLowerCase() === 'month' ? { months: 1 } : { years: 1 })))
    .replace(/\b(?:for |over |in )?(?:the )?(?:last|past|previous) (\d{1,2}) (?:weekdays|week days|business days|working days|workdays)\b/gi, (m, n: string) => {
      const count = Number(n);
      const span = count >= 1 && count <= 5 ? weekdaysBefore(today, count) : undefined;
      return span ? `${/^(for|over|in) /i.test(m) ? m.split(' ')[0] + ' ' : ''}${span}` : m;
    })
    .replace(new RegExp(`\\b(?:on )?the (${WEEKDAYS.join('|')}) of (last|this|the previous|the past) week\\b`, 'gi'), (m, day: string, which: string) => {
      const monday = today.startOf('week').minus({ weeks: /this/i.test(which) ? 0 : 1 });
      const date = monday.plus({ days: WEEKDAYS.indexOf(day.toLowerCase()) });
      return date < today ? iso(date) : m;
    })
    .replace(new RegExp(`\\b(?:at |on |from )?the (end|start|beginning) of ${MONTH},? (?:on |i\\.?e\\.? )?the (\\d{1,2})(?:st|nd|rd|th)\\b`, 'gi'), (m, part: string, month: string, d: string) => {
      const first = monthOf(month, today);
      const day = Number(d);
      if (!first || day < 1 || day > first.daysInMonth!) return m;
      const fits = part.toLowerCase() === 'end' ? day > first.daysInMonth! - 7 : day <= 7;
      const date = first.set({ day });
      return fits && date < today ? iso(date) : m;
    })
    .replace(/\b(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.? (?:of )?this year\b/gi, (m, month: string) => {
      const n = MONTH_NAMES.findIndex((name) => name.startsWith(month.toLowerCase().slice(0, 3))) + 1;
      return n >= 1 && n <= today.month ? `${month} ${today.year}` : m;
    })
    .replace(/\bthe (\d{1,2})(?:st|nd|rd|th)? of (this|last|the previous|previous) (?:month|mnth|mth)\b/gi, (m, d: string, which: string) => {
      const first = today.startOf('month').minus({ months: /this/i.test(which) ? 0 : 1 });
      const day = Number(d);
      return day >= 1 && day <= first.daysInMonth! && first.set({ day }) < today ? iso(first.set({ day })) : m;
    });
}
