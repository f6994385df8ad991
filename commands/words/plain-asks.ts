// Asks said otherwise in the twenty-first set's voices (issue 38's seventeenth round), made the
// reader's words; each rule a class of phrasing, never one question's words:
//   "first 3 apps by impressions": the top 3 (a ranking's first rows);
//   "top 4 country/format combos": the rows of both splits, ranked;
//   "the first two weeks of november": its first fourteen days (as "the first half" is its first fifteen);
//   an auction that "had no winner": it went unfilled;
//   "the client is chasing …", "I'm looking for …": who waits, or the asker's search — the ask after it;
//   "narrow to rewarded", "narrow it down to iOS": only that value.
import { workAsks } from './work-asks.js';
import { wholeApps } from './whole-apps.js';
import { saidOtherwise } from './said-otherwise.js';

type Replacer = (match: string, ...groups: string[]) => string;

const DIM = '(?:country|countries|format|formats|app|apps|os|platform|bidder|bidders|geo|ad unit)';
const MONTH = '(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)';
const COUNT: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, '1': 1, '2': 2, '3': 3, '4': 4 };
const singular = (d: string) => d.toLowerCase().replace(/ies$/, 'y').replace(/s$/, '');

const RULES: readonly (readonly [RegExp, string | Replacer])[] = [
  [new RegExp(String.raw`\bfirst (\d{1,3}) (?=${DIM}\b)`, 'gi'), 'top $1 '],
  [new RegExp(String.raw`\b(${DIM})\s*(?:/|&|\+| x | and )\s*(${DIM}) (?:combos?|combinations?|pairs?|pairings?)\b`, 'gi'), (_m, a: string, b: string) => `by ${singular(a)} and ${singular(b)}`],
  [new RegExp(String.raw`\b(?:the )?first (one|two|three|four|[1-4]) weeks? (?:of|in) (${MONTH})\b`, 'gi'), (_m, n: string, month: string) => `${month} 1 to ${7 * COUNT[n.toLowerCase()]!}`],
  [/\b(auctions?(?: auc_\w+)?) (?:had|has|with|got) no (?:winner|winning bid|winning bidder)s?\b/gi, '$1 had no fill'],
  [/^\s*(?:the |our |a )?(?:client|customer|publisher|advertiser|partner)s? (?:is|are|keeps?|has been|have been) (?:chasing|asking about|pinging (?:us )?about|waiting on|waiting for)\s+(?:(?:us|me) (?:for|about|on)\s+)?/i, ''],
  [/^\s*(?:i'?m |i am |we'?re |we are |just )?looking for (?=the |our |(?!an?\b|how\b|ways?\b|help\b)\w+ )/i, ''],
  [/\bnarrow (?:it |this |that )?(?:down )?to\b/gi, 'only'],
];

export function plainAsks(text: string): string {
  // (the twenty-ninth round's asks said around the asker's work first: ./work-asks.ts)
  // (the account's apps said as a whole, "for our android apps": ./whole-apps.ts; the thirty-third round's asks said otherwise: ./said-otherwise.ts)
  return RULES.reduce((s, [re, to]) => (typeof to === 'string' ? s.replace(re, to) : s.replace(re, to)), wholeApps(saidOtherwise(workAsks(text))));
}
