// Two spans of weekdays compared (issue 38's forty-first round, the sixty-second set): "revenue mon-thu
// this week vs mon-thu last week", "monday to wednesday last week against monday to wednesday this
// week". Each span alone is read ("mon-thu this week" → its dates), but two said on one side each of a
// comparison were "more than one period" and asked back: written here as their dates, the first the
// period asked, the second its `vs=`, as "nov 23 to nov 26 vs nov 16 to nov 19" already reads. Only whole
// past days: a span that reaches today or beyond is left as typed (a day still to come is asked about).
// A module of its own because ./restate.ts gathers its passes at one place and ./comparisons.ts
// reads comparisons without the calendar.
import type { DateTime } from 'luxon';

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const DAY = String.raw`(mon|tue|wed|thu|fri|sat|sun)(?:day|s|sday|nesday|rsday|r|rs|urday|day)?`;
const WEEK = String.raw`(?:of )?(this|last|the previous|the prior) week`;
const SPAN = String.raw`${DAY}\s*(?:-|–|to|through|thru|until|till)\s*${DAY} ${WEEK}`;
const VS = String.raw`(?:vs\.?|versus|against|compared (?:to|with))`;
const TWO = new RegExp(String.raw`\b${SPAN} ${VS} ${SPAN}\b`, 'i');

export function weekdaySpans(text: string, today: DateTime): string {
  const m = TWO.exec(text);
  if (!m) return text;
  const monday = today.startOf('week');
  const span = (from: string, to: string, week: string) => {
    const start = monday.minus({ weeks: week.toLowerCase() === 'this' ? 0 : 1 });
    const [a, b] = [from, to].map((d) => start.plus({ days: DAYS.indexOf(d.toLowerCase().slice(0, 3)) }));
    return a! <= b! && b! < today.startOf('day') ? `${a!.toISODate()}..${b!.toISODate()}` : undefined;
  };
  const [first, second] = [span(m[1]!, m[2]!, m[3]!), span(m[4]!, m[5]!, m[6]!)];
  return first && second && first !== second ? text.replace(TWO, `${first} vs ${second}`) : text;
}
