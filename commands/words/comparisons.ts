// Comparisons said in unusual forms (issue 38's tenth round), made the forms the reader knows:
// "stack up against" (vs: before the words "up against" are read as a direction), "against the
// same days last year" (vs last year), "the week prior" (the previous week), "wk/wk", "week over
// week", "QoQ", "month over month" (the comparison's short names), "last fortnight vs the fortnight
// before" (14 days), "the last 7 days next to the 7 before that" (the previous 7 days), "Q3 compared
// with Q2" and "q3 weaker than q2" (two quarters: the reader's vs), "H2 vs H2 last year" (vs last year), "ahead or behind last month at this point in the month";
// two periods in a yes/no question, "was yesterday better than the same day last year?", "more in October than in September" (vs).
import { HOLIDAY_NAMES } from './date-forms.js';
import { WEEKDAYS } from './weekdays.js';

type Replacer = (match: string, ...groups: string[]) => string;
const VS = String.raw`(?:vs\.?|versus|against|compared? (?:to|with)|next to|(?:weaker|stronger|better|worse|lower|higher|bigger|smaller|softer) than)`;

/**
 * "q3 ecpm weaker than q2", "Q3 revenue compared with Q2": the two periods side by side, as the
 * reader takes them ("Q3 vs Q2 revenue"); an explanation takes no dates to compare with, only the
 * period before, so one asked of a period beside the one just before it is asked vs previous.
 */
const ASKS_WHY = /\b(?:why|explain|what (?:caused|drove|happened))\b/i;
const twoPeriods: Replacer = (_m, kind: string, n: string, mid: string, other: string, _at: unknown, words: unknown) => {
  const explained = typeof words === 'string' && ASKS_WHY.test(words);
  return explained && Number(other) === Number(n) - 1 ? `${kind}${n}${mid}vs previous` : `${kind}${n} vs ${kind}${other} ${mid}`;
};

/** "Q2 2026 … vs Q2 2025": vs last year when the second year is the one before; else left as said. */
const sameOfYearBefore: Replacer = (m, part: string, year: string, between: string, other: string) => (Number(other) === Number(year) - 1 ? `${part} ${year}${between} vs last year` : m);

const RULES: readonly (readonly [RegExp, string | Replacer])[] = [
  [/\bstack(?:s|ed|ing)? up (?:against|to|with|next to|vs\.?|versus)\b/gi, 'vs'],
  // (the singular "the same day last week" and "a week earlier" the reader and ./rephrase.ts read already)
  [new RegExp(String.raw`\b(${VS}) (?:the )?same (?:days|dates|period|span|stretch|time|tiem|point|weeks|hours)(?: (?:of|in) the (?:month|week|year))? last (year|week|month)\b`, 'gi'), 'vs last $2'],
  // "vs same time last friday" (asked on a Friday, "tiem" slipped): the weekday said, as "vs last friday" is read (round 45)
  [new RegExp(String.raw`\b(${VS}) (?:the )?same (?:time|tiem|point|hours?)(?: on)? last ((?:mon|tues|wednes|thurs|fri|satur|sun)day)\b`, 'gi'), 'vs last $2'],
  [/\bthe (day|week|month|quarter|year) prior\b/gi, 'the previous $1'],
  [/\b(?:wk|week)\s*(?:\/|over|on|-on-|-over-)\s*(?:wk|week)\b/gi, 'wow'],
  // (not "for the year-on-year comparison": a period asked for what it will be compared with)
  [/\b(?:yr|year)\s*(?:\/|over|-over-)\s*(?:yr|year)\b(?! (?:comparison|analysis|report|review|deck|view))/gi, 'yoy'],
  [/\bday\s*(?:\/|over|-over-)\s*day\b(?! (?:comparison|analysis|report|review|deck|view))/gi, 'dod'],
  // (the unit kept: "month over month" said with no period is this month so far against the last, ./read-more.ts)
  [/\b(?:qoq|q\/q|quarter\s*(?:over|on|-on-|-over-)\s*quarter)\b/gi, 'qoq'],
  [/\b(?:month\s*(?:over|on|-on-|-over-)\s*month|m\/m)\b/gi, 'mom'],
  [/\bMoM\b|\bMOM\b/g, 'mom'],
  // "month over month vs september", "yoy against october 2025": the short name restates the comparison the period after it says (round 50)
  [/\b(?:mom|yoy|wow|qoq|dod)\s*,?\s*(?=(?:vs\.?|versus|against|compared (?:to|with)) (?!(?:last|the previous|the prior) (?:week|month|quarter|year)\b))/gi, ''],
  [/\b(last|past|previous|prior) fortnight\b/gi, '$1 14 days'],
  [/\bthe (?:fortnight|two weeks|2 weeks) (?:before|prior)(?: that| it)?\b/gi, 'the 14 days before'],
  // "the last 7 days next to the 7 before that": the same count of days just before
  [/\b(last|past|previous|prior) (\d{1,3}) (days|weeks)\b(.{0,40}?)\bthe \2 (?:before|prior)(?: that| it| them)?\b/gi, '$1 $2 $3$4the $2 $3 before'],
  [/\bnext to (?=the (?:\d{1,3}|same|previous|prior|one|week|month|day)\b)/gi, 'vs '],
  // "Q2 2026 revenue versus Q2 2025": the same quarter or half of the year before, said by its year (round 50)
  [new RegExp(String.raw`\b([qh][1-4]) (20\d\d)\b([^?.!]{0,60}?)\b${VS} \1 (20\d\d)\b`, 'gi'), sameOfYearBefore],
  // two quarters or halves: the one before (vs previous) or the same one last year (vs last year)
  [new RegExp(String.raw`\b([qh])([1-4])\b([^?.!]{0,60}?)\b${VS} \1([1-4])\b(?! (?:of )?last year)`, 'gi'), twoPeriods],
  [new RegExp(String.raw`\b([qh][1-4])\b([^?.!]{0,60}?)\b${VS} \1 (?:of )?last year\b`, 'gi'), '$1$2 vs last year'],
  // "ahead or behind last month at this point in the month": to date, against the one before
  [/\b(?:ahead (?:of|or behind)|behind (?:or ahead of)?|ahead) (?=(?:last|the previous|the prior) (?:week|month|quarter|year)\b)/gi, 'vs '],
  [/\b(?:at )?this point (?:in|of) the (week|month|quarter|year)\b/gi, '$1 to date'],
];

const MONTH_WORD = '(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)';
/** The start of a period's name: the other side of a comparison said with "than". */
const PERIOD_AHEAD = String.raw`(?=(?:the same|the previous|the prior|the day before|the week before|last|yesterday|a (?:week|month|year) (?:ago|earlier)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|(?:mon|tues|wednes|thurs|fri|satur|sun)day|q[1-4]|h[12]|20\d\d)\b)`;
/** Two periods compared in a yes/no question (issue 38's twelfth round): "was yesterday better than the same day last year?", "did we make more in October than in September?". */
const THAN_PERIOD: readonly (readonly [RegExp, string])[] = [
  // ("october revenue lower than september": the month said before its figure, as "revenue lower in october than september" — round 41)
  [new RegExp(String.raw`\b(${MONTH_WORD})(?:'?s)? (revenue|rev|ecpm|fill rate|fill|impressions|requests|earnings) (?:was |is )?(more|less|better|worse|higher|lower|bigger|smaller|stronger|weaker) than (?:in )?(?=${MONTH_WORD}\b)`, 'gi'), '$2 $3 in $1 than '],
  [new RegExp(String.raw`\b(?:more|less|better|worse|higher|lower|bigger|smaller|stronger|weaker) (in|on|during|for) ([a-z0-9 ]{2,25}?) than (?:in |on |during |for )?${PERIOD_AHEAD}`, 'gi'), '$1 $2 vs '],
  [new RegExp(String.raw`\b(yesterday|today|this week|last week|this month|last month|(?:mon|tues|wednes|thurs|fri|satur|sun)day) (?:(?:was|is|looking|look|looks|do|did|doing) )?(?:any )?(?:better|worse|higher|lower|bigger|smaller|stronger|weaker) than ${PERIOD_AHEAD}`, 'gi'), '$1 vs '],
];

/** A holiday as people write it ("new year's eve", "valentine's day"): the reader's name with the apostrophe it may carry. */
const HOLIDAY = `(?:${HOLIDAY_NAMES().map((h) => h.replace(/(year|valentine|veteran)s\b/, "$1'?s")).join('|')})`;
/**
 * (issue 38's fifteenth round) "thanksgiving vs last thanksgiving": the same holiday a year before
 * the first, as "vs thanksgiving last year" is — alone, "last thanksgiving" is the latest one (as
 * "last friday" is), which the day after it is the very day compared.
 */
const HOLIDAY_YEAR_BEFORE = new RegExp(String.raw`\b(${HOLIDAY})\b([^?.!]{0,40}?)\b${VS} last (?:year'?s )?\1\b`, 'gi');


/** `weekday`: today's name; "today vs last friday" ("last fri", "last thurs") on a Friday is today against the same day last week. */
export function comparisons(text: string, weekday?: string): string {
  let out = weekday && WEEKDAYS.includes(weekday) ? text.replace(new RegExp(String.raw`(\btoday(?:'s)?\b.{0,60}?\b(?:vs\.?|versus|against|compared (?:to|with)) )last (?:${weekday}|${weekday.slice(0, 3)}|${weekday.slice(0, 4)}|${weekday.slice(0, 5)})\b`, 'gi'), '$1the same day last week') : text;
  for (const [pattern, to] of THAN_PERIOD) out = out.replace(pattern, to);
  // (the words between, "revenue", said first: the two days then stand side by side)
  out = out.replace(HOLIDAY_YEAR_BEFORE, (_m, day: string, between: string) => `${between.trim()} ${day} vs ${day} last year`.trim());
  for (const [pattern, to] of RULES) out = typeof to === 'string' ? out.replace(pattern, to) : out.replace(pattern, to as Replacer);
  return out;
}
