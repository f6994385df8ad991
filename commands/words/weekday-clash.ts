// A weekday said with a date that falls on another day ("monday the 30th" when the 30th read is a
// Friday, "tuesday nov 26"): one of the two is a slip, and which one is not in the words, so it is
// asked back (issue 38's eighth round). The date is read as the reader reads it: the latest such day
// that is not ahead (this month's 30th when it has passed, else the last month that had one).
import type { DateTime } from 'luxon';

const WEEKDAYS: readonly string[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const MONTHS: readonly string[] = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WEEKDAY = '(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|sday|nesday|rsday|urday)?';
const MONTH = '(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*';
const DAY = '(\\d{1,2})(?:st|nd|rd|th)?(?!\\d|[/.:-]\\d)';
const FORMS: readonly RegExp[] = [
  // "monday the 30th", "fri 30th of oct", "monday 30 november"
  new RegExp(`\\b${WEEKDAY}\\b,?\\s+(?:the\\s+)?${DAY}(?:\\s+(?:of\\s+)?${MONTH})?\\b`, 'i'),
  // "monday, nov 30", "tue november 24th"
  new RegExp(`\\b${WEEKDAY}\\b,?\\s+${MONTH}\\s+${DAY}\\b`, 'i'),
];

/** Why a weekday and the date said with it disagree, or undefined when they agree (or none is said). */
export function weekdayClash(text: string, today: DateTime): string | undefined {
  for (const [i, form] of FORMS.entries()) {
    const m = form.exec(text);
    if (!m) continue;
    const named = WEEKDAYS.findIndex((w) => w.startsWith(m[1]!.toLowerCase().slice(0, 3)));
    const day = Number(i === 0 ? m[2] : m[3]);
    const month = (i === 0 ? m[3] : m[2])?.toLowerCase().slice(0, 3);
    const date = latest(today, day, month === undefined ? undefined : MONTHS.indexOf(month) + 1);
    if (!date || date.weekday - 1 === named) continue;
    return `${m[0].trim()}: that date is a ${WEEKDAYS[date.weekday - 1]} (${date.toISODate()}); which day did you mean?`;
  }
  return undefined;
}

/** The latest date with that day (and month) that is not after today, within a year. */
function latest(today: DateTime, day: number, month: number | undefined): DateTime | undefined {
  if (day < 1 || day > 31) return undefined;
  for (let back = 0; back <= 12; back++) {
    const first = today.startOf('month').minus({ months: back });
    if (month !== undefined && first.month !== month) continue;
    if (day > (first.daysInMonth ?? 0)) continue;
    const date = first.set({ day });
    if (date <= today) return date;
  }
  return undefined;
}
