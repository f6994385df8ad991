// A month's halves and weeks (issue 38's tenth round), written as their dates before the words are
// read: "the second half of last month" (the 16th to its last day), "the first week of the month"
// (the 1st to the 7th), "the last week of october" (its last seven days). "The first half" the
// reader knows already; the other parts it read as a half or a week of their own. A month is the
// latest one of that name that has begun; "the month" and "this month" are the current one. A part
// not yet begun is left as typed (the reader says that period is still to come).
import type { DateTime } from 'luxon';
import { MONTH, monthOf } from './month-ends.js';

const PART = new RegExp(String.raw`\b(?:the )?(second|2nd|first|1st|third|3rd|fourth|4th|last|final) (half|week) of ${MONTH}\b`, 'gi');
const WEEK_START: Record<string, number> = { first: 1, '1st': 1, second: 8, '2nd': 8, third: 15, '3rd': 15, fourth: 22, '4th': 22 };

export function monthParts(text: string, today: DateTime): string {
  return text.replace(PART, (all, which: string, part: string, month: string) => {
    const m = monthOf(month, today);
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
    return `from ${from.toISODate()} to ${(to > today ? today : to).toISODate()}`;
  });
}
