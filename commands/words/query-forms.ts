// Questions written as an analyst writes a query or a pivot table, made the words the reader knows
// before they are read (issue 38's seventh round): "select ecpm, fill_rate … group by country where
// os = ios" (the figures, by the dimension, the filter's value), "sum(impressions)", "avg(ecpm)"
// (the figure: the reports total and average already), "pivot: rows = app, cols = format, value =
// impressions" (the figure by both), two figures written with a slash ("ecpm/fill") and "all three"
// after the figures it counts.
import { metricOf } from './reading.js';

type Rule = readonly [RegExp, string | ((match: string, ...groups: string[]) => string)];
const RULES: readonly Rule[] = [
  // (issue 38's twelfth round) "SELECT revenue FROM daily WHERE …": the table read from is the query's, not a split of the answer.
  [/^(\s*select\s+[\w\s,()*]+?)\s+from\s+(?!hourly\b)[\w.]+(?=\s+(?:where|group|order|limit)\b|\s*$)/i, '$1'],
  // "count(*) of impressions": the count the figure is.
  [/\bcount\s*\(\s*\*\s*\)\s*(?:of\s+)?/gi, ''],
  // "date between '2026-10-01' and '2026-10-31'": that span.
  [/\b(?:where|and)?\s*\b(?:date|day)\s+between\s+['"]?([\w-]+)['"]?\s+and\s+['"]?([\w-]+)['"]?/gi, ' from $1 to $2'],
  // "vlookup-style:", "excel style": how the asker works, not what is asked.
  [/\b(?:vlookup|xlookup|pivot|spreadsheet|excel|sheets|sql)[- ]style\b:?/gi, ' '],
  // "select ecpm, fill" at the start: the figures asked for.
  [/^\s*select\s+/i, ''],
  // (issue 38's fifteenth round) "one row per month", "a line for each app": the split the table's rows are.
  [/\b(?:(?:with|in)\s+)?(?:one|a|1)\s+(?:row|line)\s+(?:per|for each|for every|by)\s+(?=[a-z])/gi, 'by '],
  // "group by country", "grouped by": the split.
  [/\bgroup(?:ed)? by\b/gi, 'by'],
  // "where os = ios", "and country = 'BR'", "country='BR'": the filter's value.
  [/\b(?:where|and|with)?\s*\b(?:os|platform|country|format|app|ad_unit|bidder|date|day|period|filter)\s*==?\s*['"]?([\w.-]+)['"]?/gi, ' $1'],
  // "where os is android": said in words after "where" only ("which country is best" is a question).
  [/\bwhere (?:the )?(?:os|platform|country|format|app|bidder) is ['"]?([\w.-]+)['"]?/gi, '$1'],
  // "sum(impressions)", "avg(ecpm)", "total(revenue)": the figure.
  [/\b(?:sum|avg|average|total|count|mean)\s*\(\s*([a-z_]+)\s*\)/gi, '$1'],
  // "sum of revenue", "the average of ecpm": the figure.
  [/\b(?:the )?(?:sum|avg|average|mean) of (?=[a-z])/gi, ''],
  // "pivot: rows = app, cols = format, value = impressions": the value by the rows and the columns.
  [/\b(?:rows?|cols?|columns?)\s*=\s*([a-z_]+)/gi, 'by $1'],
  [/\bvalues?\s*=\s*([a-z_]+)/gi, '$1'],
  [/^\s*pivot(?: table)?\s*:?\s*/i, ''],
];

/** A day as people write one: a month and a day, a day of a month, an ISO date, "the 3rd", a weekday. */
const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*';
const DAY = String.raw`(?:${MONTH} \d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)? (?:of )?${MONTH}|\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}|the \d{1,2}(?:st|nd|rd|th)|(?:last )?(?:mon|tues|wednes|thurs|fri|satur|sun)day)`;
const NOW = String.raw`(?:until|till|til|through|thru|to|up to|up until|up till)(?: and including)? (?:today|now|date|the present|present|this morning)`;

/**
 * (issue 38's twelfth round) A span open at its end, said as people do: "from nov 1 until today",
 * "nov 1 onwards", "starting nov 3", "beginning the 3rd", "since nov 3 up to today" — since that
 * day, as "since nov 3" is. Only a day said as a date or weekday; a bound said otherwise ("as of",
 * "after", "until nov 10") is left to be asked.
 */
function openSpans(text: string): string {
  return text
    .replace(new RegExp(String.raw`(?:\b(?:from|since) )?\b(${DAY}) ${NOW}\b`, 'gi'), 'since $1')
    .replace(new RegExp(String.raw`\b(?:from )?(${DAY}),? (?:and )?(?:onwards?|forwards?|and after|and later)\b`, 'gi'), 'since $1')
    .replace(new RegExp(String.raw`\b(?:starting|beginning|commencing)(?: from| on| with)? (?=${DAY}\b)`, 'gi'), 'since ');
}

/**
 * "date >= 2026-11-01": since that day; "date > …", "date < …", "date <= …" put in words that are
 * asked back ("after", "before", "until": whether the day itself counts, and to when, is not plain).
 * Run before the symbols are read as "over" and "under", which would lose which bound was meant.
 */
export function dateBounds(text: string): string {
  return openSpans(text)
    .replace(/\b(?:where|and)?\s*\b(?:date|day)\s*>=\s*['"]?([\w.-]+)['"]?/gi, ' since $1')
    .replace(/\b(?:where|and)?\s*\b(?:date|day)\s*(<=|<|>)\s*['"]?([\w.-]+)['"]?/gi, (_all, op: string, day: string) => ` ${op === '>' ? 'after' : op === '<' ? 'before' : 'until'} ${day}`);
}

/**
 * "order by revenue desc limit 3", "order by fill_rate asc, … first 10 rows": the rows ranked, the
 * top or the bottom N; an order with no direction or no count, or by a figure beside others, is left
 * as typed (asked about).
 */
function ordered(text: string): string {
  const order = /\border(?:ed)? by\s+([a-z_]+)\s+(asc|ascending|desc|descending)\b/i.exec(text);
  const count = /\b(?:limit\s+(\d{1,3})|(?:first|top)\s+(\d{1,3})\s+rows?)\b/i.exec(text);
  if (!order || !count) return text;
  // (a table ranks by its first figure: one ordered by another figure than those asked is left as typed)
  const others = text.replace(order[0], ' ').toLowerCase().split(/[^a-z_]+/).filter((w) => metricOf(w) !== undefined && metricOf(w) !== metricOf(order[1]!.toLowerCase()));
  if (others.length) return text;
  const end = /^asc/i.test(order[2]!) ? 'bottom' : 'top';
  return text.replace(order[0], `${order[1]}`).replace(count[0], `${end} ${count[1] ?? count[2]}`);
}

export function queryForms(text: string): string {
  let out = ordered(text);
  for (const [pattern, to] of RULES) out = typeof to === 'string' ? out.replace(pattern, to) : out.replace(pattern, to);
  return out
    // "ecpm/fill", "rev/imps": two figures (never "imps/user", a figure per user).
    .replace(/\b([a-z_]+)\/([a-z_]+)\b/gi, (all, a: string, b: string) => (metricOf(a.toLowerCase()) && metricOf(b.toLowerCase()) && !/^(users?|dau)$/i.test(b) ? `${a} and ${b}` : all))
    // "ecpm, fill, imps — all three for the US": the figures named, counted again.
    .replace(/\b(?:all|each of the|each of) (?:2|3|4|5|both)(?: of (?:them|those|these))?\b/gi, '');
}
