// Two months side by side under one table over time (issue 38's forty-eighth round): "revenue per week for
// September and October", "weekly revenue for october and november so far", "daily fill for aug & sep".
// With a split by day, week or month the two months are one span of days, the first's first to the
// second's last (to today where the second is the month running) — a table that runs across both, as the
// older sets label it. Without such a split "september and october" stays two periods, asked back (their
// totals apart, or together, is not in the words); months that are not next to each other stay asked too.
import { DateTime } from 'luxon';

const NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const PAIR = new RegExp(String.raw`\b(?:for |in |over |across |during )?(?:both )?${MONTH} (?:and|&) ${MONTH}\b(?:,? (20\d\d)\b)?(?: (?:so far|to date|until now|up to now))?`, 'i');
/** A split over time said: the table the two months are one span of. */
const OVER_TIME = /\b(?:daily|weekly|monthly|(?:per|by|each|every) (?:day|week|month)|week by week|day by day|month by month|(?:day|week|month)-by-(?:day|week|month))\b/i;

const monthOf = (w: string) => NAMES.findIndex((n) => n.startsWith(w.toLowerCase().slice(0, 3))) + 1;

export function monthPairs(text: string, now: Date, timezone: string): string {
  if (!OVER_TIME.test(text)) return text;
  const m = PAIR.exec(text);
  if (!m) return text;
  const [a, b] = [monthOf(m[1]!), monthOf(m[2]!)];
  if (!a || !b || b !== (a % 12) + 1) return text;
  const today = DateTime.fromJSDate(now).setZone(timezone);
  // (of this year, or the last one while the second month is still to come)
  // ("september and october 2025": the year said, the second month's — round 48's review)
  const year = m[3] ? Number(m[3]) : b > today.month ? today.year - 1 : today.year;
  const first = DateTime.fromObject({ year: a === 12 ? year - 1 : year, month: a, day: 1 }, { zone: timezone });
  const end = DateTime.fromObject({ year, month: b, day: 1 }, { zone: timezone }).endOf('month');
  // (a year said is written out; a year said whose months are not over is left as typed)
  if (m[3] && end >= today.startOf('day')) return text;
  const y = (d: DateTime) => (m[3] ? ` ${d.year}` : '');
  const to = end >= today.startOf('day') ? 'to today' : `to ${NAMES[b - 1]} ${end.day}${y(end)}`;
  return `${text.slice(0, m.index)} from ${NAMES[a - 1]} ${first.day}${y(first)} ${to}${text.slice(m.index + m[0].length)}`.replace(/ {2,}/g, ' ').trim();
}
