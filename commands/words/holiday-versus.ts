// "how did the rev compare to last thanksgiving?", "rev vs last thanksgiving", "how does revenue compare
// with last year's thanksgiving" (issue 38's round 50), asked in the days just after this year's: the
// figures of the holiday just past, against the same holiday a year before — as "thanksgiving vs last
// thanksgiving" reads and the older sets label it. Without their own day the words were read as the
// other side alone (the comparison silently dropped: "revenue 2026-11-26", or last year's day alone).
// Only while this year's holiday is today or at most a week past: asked long after or before it, which days of
// ours are meant is not in the words, and the words are left to the passes after; so are a thread's
// follow-ups ("vs thanksgiving last year", "compare it to …"), whose days are the thread's.
import type { DateTime } from 'luxon';
import { HOLIDAY_NAMES, holidayAt } from './date-forms.js';

/** How many days after this year's holiday "vs last <holiday>" still means it against the one before. */
const JUST_PAST_DAYS = 7;
const VERSUS = String.raw`(?:vs\.?|versus|against|compared? (?:to|with)|compared against)`;
/** A period said before the comparison: the figures' own days, which the comparison is then of. */
const OWN_PERIOD = /\b(?:yesterday|yday|today|tonight|week|weekend|month|quarter|year|mtd|ytd|wtd|qtd|day|days|(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tue|wed|thu|fri|sat|sun|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|q[1-4]|h[12]|\d)\b/i;

/** Words of their own before the comparison (a figure, "we", "how did …"): no thread's follow-up said with "vs …" alone. */
const ASKED_OF_OWN = /\b(?!(?:and|so|ok|okay|but|also|then|what|how|about)\b)[a-z]{2,}\b/i;
/** A thread's answer pointed at ("compare it to …", "how did that compare …"). */
const POINTING = /\b(?:it|that|this|those|these|them|same)\b/i;

const holidayWords = () => HOLIDAY_NAMES().map((h) => h.replace(/(year|valentine|veteran)s\b/, "$1'?s")).join('|');

/** The words with the holiday just past said before "vs last <holiday>", when no day of their own is. */
export function holidayVersus(text: string, today: DateTime): string {
  // ("compare revenue to last thanksgiving": the "to" of a "compare" said before)
  // (not "vs last thanksgiving sales", "… season": other words of the holiday's, left to the passes after; "vs last thanksgiving
  // week", "… weekend": that span this year against last year's, "… day" the day — round 50's review)
  const other = new RegExp(String.raw`\b(${VERSUS}|to|with) (?:last (?:year'?s )?(${holidayWords()})|(?:the )?(${holidayWords()}) last year)\b(?: (week|weekend|day)\b)?(?! (?:wknd|period|stretch|season|sales|days|eve|week'?s)\b)`, 'i');
  const m = other.exec(text);
  if (!m) return text;
  const before = text.slice(0, m.index);
  if (/^(?:to|with)$/i.test(m[1]!) && !/\bcompare\b/i.test(before)) return text;
  // (a follow-up, "vs thanksgiving last year", "compare it to …", "and how did that compare …": the thread's days are compared)
  if (!ASKED_OF_OWN.test(before) || POINTING.test(before)) return text;
  const holiday = (m[2] ?? m[3]!).toLowerCase();
  if (OWN_PERIOD.test(before) || new RegExp(String.raw`\b(?:${holidayWords()})\b`, 'i').test(before)) return text;
  const latest = holidayAt(holiday.replace(/'/g, '').split(' '), 0)?.value(today);
  const past = latest ? today.startOf('day').diff(latest.startOf('day'), 'days').days : -1;
  if (!latest || past < 0 || past > JUST_PAST_DAYS || latest.year !== today.year) return text;
  // (the bare "to" of "compare … to" said as the comparison the reader knows)
  const versus = /^(?:to|with)$/i.test(m[1]!) ? 'vs' : m[1];
  const span = m[4] && !/^day$/i.test(m[4]) ? ` ${m[4].toLowerCase()}` : '';
  return `${before}${span ? '' : 'on '}${holiday}${span} ${versus} last ${holiday}${span}${text.slice(m.index + m[0].length)}`;
}
