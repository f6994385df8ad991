// "and the saturday after", "the monday before" in a thread whose command is of one day (issue 38's
// round 45): the nearest such weekday after (before) the thread's day, written as its date before the
// words are read, as "the day after" is moved by ./follow-up.ts. Read alone, the weekday would be the
// last one before today, and "the … after" left over; a holiday or a day named after it ("the friday
// before thanksgiving") is a date of its own (./date-spans.ts) and is left as said, as is a day still
// to come (asked about). The thread's own weekday ("and the thursday before?" after a Thursday) is left as
// said: the day a week before, or that day set beside the thread's (`vs=week`) — asked, as the eighteenth round
// has it; another weekday ("vs the monday before") is its date.
import { DateTime } from 'luxon';
import { periodOf } from './command-text.js';
import { sameDaysIn } from './same-days-in.js';
import { WEEKDAYS } from './weekdays.js';

const SAID = /\bthe (monday|tuesday|wednesday|thursday|friday|saturday|sunday) (after|before)(?: (?:it|that|that one|then))?(?=\s*(?:[?!.,]|$|\b(?:too|instead|please|pls|then)\b))/i;

/** The thread's one day, as a date of the asker's calendar; undefined when its command names none or a span. */
function threadDay(previous: string, today: DateTime): DateTime | undefined {
  const period = periodOf(previous);
  if (period === 'today') return today;
  if (period === 'yesterday') return today.minus({ days: 1 });
  return period && /^\d{4}-\d{2}-\d{2}$/.test(period) ? DateTime.fromISO(period, { zone: today.zone }) : undefined;
}

/** "thurs last year": a weekday, as chat cuts it short, then "last year". */
// (never a holiday's weekday: "black friday last year", "cyber monday a year ago" are that holiday's date)
const YEAR_AGO = /(?<!\b(?:every|each|all|those|these|not|no|except|black|cyber|good|easter)\s)\b(?:the )?(mon|monday|tue|tues|tuesday|wed|weds|wednesday|thu|thur|thurs|thursday|fri|friday|sat|saturday|sun|sunday) (?:last year|a year ago)\b/i;

/** "and thurs last year" after a Thursday's figures: that weekday a year before is the same day last year (vs=year), read as such — round 51. */
function sameWeekdayLastYear(text: string, previous: string | undefined, today: DateTime): string {
  const m = YEAR_AGO.exec(text);
  const day = m && previous ? threadDay(previous, today) : undefined;
  if (!m || !day || WEEKDAYS.findIndex((w) => w.startsWith(m[1]!.toLowerCase().slice(0, 3))) + 1 !== day.weekday) return text;
  return text.slice(0, m.index) + 'the same day last year' + text.slice(m.index + m[0].length);
}

/** The words with "the <weekday> after/before" written as the date it names from the thread's day. */
export function weekdayAfter(said: string, previous: string | undefined, today: DateTime): string {
  // ("vs the same days in october" after days of november: those days' dates — ./same-days-in.ts)
  const text = sameWeekdayLastYear(sameDaysIn(said, previous, today), previous, today);
  const m = SAID.exec(text);
  const day = m && previous ? threadDay(previous, today) : undefined;
  if (!m || !day) return text;
  const want = WEEKDAYS.indexOf(m[1]!.toLowerCase()) + 1;
  const step = m[2]!.toLowerCase() === 'after' ? 1 : -1;
  let d = day.plus({ days: step });
  while (d.weekday !== want) d = d.plus({ days: step });
  if (d.startOf('day') > today.startOf('day')) return text;
  if (d.weekday === day.weekday) return text;
  return text.slice(0, m.index) + d.toISODate()! + text.slice(m.index + m[0].length);
}
