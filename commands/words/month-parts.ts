// A month's halves and weeks (issue 38's tenth round), written as their dates before the words are
// read: "the second half of last month" (the 16th to its last day), "the first week of the month"
// (the 1st to the 7th), "the last week of october" (its last seven days). "The first half" the
// reader knows already; the other parts it read as a half or a week of their own. A month is the
// latest one of that name that has begun; "the month" and "this month" are the current one. A part
// not yet begun is left as typed (the reader says that period is still to come). A week said again
// without its month ("the first week of november vs the second week") is of the month just named;
// two weekdays said of a week ("monday to sunday last week") are those days of that calendar week.
import type { DateTime } from 'luxon';
import { MONTH, monthOf } from './month-ends.js';
import { WEEKDAYS } from './weekdays.js';

const PART = new RegExp(String.raw`\b(?:the )?(second|2nd|first|1st|third|3rd|fourth|4th|last|final) (half|week) of ${MONTH}\b`, 'gi');
const WEEK_START: Record<string, number> = { first: 1, '1st': 1, second: 8, '2nd': 8, third: 15, '3rd': 15, fourth: 22, '4th': 22 };
/** "vs the second week" after a week of a month named: the same month's. */
const AGAIN = /\b(vs\.?|versus|against|compared (?:to|with)|and) (?:the )?(second|2nd|first|1st|third|3rd|fourth|4th) week\b(?! of)/gi;
const DAY = String.raw`(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|s?day|nesday|rsday|urday)?`;
/** "monday to sunday last week", "tue-thu of this week": two weekdays of a calendar week. */
const WEEK_SPAN = new RegExp(String.raw`\b(?:from )?${DAY} ?(?:to|through|thru|till|until|-|–) ?${DAY},? (?:of )?(last|this|the previous|previous) week\b`, 'gi');
/** ("from … to …": a span the reader takes whole, a full stop after it too) */
const span = (a: DateTime, b: DateTime) => `from ${a.toISODate()} to ${b.toISODate()}`;

export function monthParts(text: string, today: DateTime): string {
  let named: DateTime | undefined;
  const parts = text.replace(PART, (all, which: string, part: string, month: string) => {
    const m = monthOf(month, today);
    named = m;
    const w = which.toLowerCase();
    // ("the first half": the reader's own)
    if (!m || (part.toLowerCase() === 'half' && /^(first|1st)$/.test(w))) return all;
    const end = m.endOf('month').startOf('day');
    const last = w === 'last' || w === 'final';
    let from: DateTime;
    let to: DateTime;
    if (part.toLowerCase() === 'half') {
      if (!/^(second|2nd|last|final)$/.test(w)) return all;
      [from, to] = [m.set({ day: 16 }), end];
    } else {
      [from, to] = last ? [end.minus({ days: 6 }), end] : [m.set({ day: WEEK_START[w]! }), m.set({ day: WEEK_START[w]! + 6 })];
    }
    if (from > today) return all;
    return span(from, to > today ? today : to);
  });
  const again = named ? parts.replace(AGAIN, (all, lead: string, which: string) => weekOf(named!, which, today, lead) ?? all) : parts;
  return again.replace(WEEK_SPAN, (all, a: string, b: string, which: string) => weekdays(a, b, which, today) ?? all);
}

/** The Nth week of a month, as dates; undefined when it has not begun. */
function weekOf(month: DateTime, which: string, today: DateTime, lead: string): string | undefined {
  const from = month.set({ day: WEEK_START[which.toLowerCase()]! });
  const to = from.plus({ days: 6 });
  return from > today ? undefined : `${lead} ${span(from, to > today ? today : to).replace(/^from /, '')}`;
}

/** Two weekdays of this or last calendar week (Monday first), as dates; undefined for days to come or out of order. */
function weekdays(a: string, b: string, which: string, today: DateTime): string | undefined {
  const day = (w: string) => WEEKDAYS.findIndex((d) => d.startsWith(w.toLowerCase().slice(0, 3)));
  const monday = today.minus({ days: today.weekday - 1 }).minus({ weeks: which.toLowerCase() === 'this' ? 0 : 1 });
  const [from, to] = [monday.plus({ days: day(a) }), monday.plus({ days: day(b) })];
  return day(a) < 0 || day(b) < day(a) || to > today ? undefined : span(from, to);
}
