// "vs the same days in october", "compared with the same dates of september" in a thread whose command
// is of days within one month (issue 38's forty-eighth round, the eighty-fifth set): the same days of
// the month named, written as their dates before the words are read ("vs 2026-10-01..2026-10-15"),
// which the follow-up reads as the period compared with. Read alone, "the same days" named nothing and
// the month's whole days were offered. Only in a thread: outside one, which days are "the same" is
// whatever the words before named, as the older sets leave it; days the named month lacks (the 31st
// of September), or a month not yet over, are left as said.
import { DateTime } from 'luxon';
import { periodOf } from './command-text.js';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const SAID = /\b(vs\.?|versus|compared (?:to|with)|against|to)\s+(?:the\s+)?same\s+(?:days?|dates?|period|stretch)\s+(?:in|of)\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;

/** The words with "the same days in <month>" written as those days' dates, from the thread's days. */
export function sameDaysIn(text: string, previous: string | undefined, today: DateTime): string {
  const m = SAID.exec(text);
  const period = m && previous ? periodOf(previous) : undefined;
  const days = period?.match(/^(\d{4})-(\d{2})-(\d{2})(?:\.\.(\d{4})-(\d{2})-(\d{2}))?$/);
  if (!m || !days) return text;
  const [y, mo, d1] = [Number(days[1]), Number(days[2]), Number(days[3])];
  const d2 = days[4] ? Number(days[6]) : d1;
  if (days[4] && (Number(days[4]) !== y || Number(days[5]) !== mo)) return text;
  const want = MONTHS.indexOf(m[2]!.toLowerCase()) + 1;
  // (the named month's last time before the thread's: october of this year, december of the last)
  const month = DateTime.fromObject({ year: want < mo ? y : y - 1, month: want, day: 1 }, { zone: today.zone });
  if (want === mo || d2 > month.daysInMonth! || month.endOf('month') >= today.startOf('day')) return text;
  const date = (d: number) => month.set({ day: d }).toISODate()!;
  const said = `${m[1]} ${d1 === d2 ? date(d1) : `${date(d1)}..${date(d2)}`}`;
  return text.slice(0, m.index) + said + text.slice(m.index + m[0].length);
}
