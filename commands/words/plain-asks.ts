// Asks said otherwise in the twenty-first set's voices (issue 38's seventeenth round), made the
// reader's words; each rule a class of phrasing, never one question's words:
//   "first 3 apps by impressions": the top 3 (a ranking's first rows);
//   "top 4 country/format combos": the rows of both splits, ranked;
//   "the first two weeks of november": its first fourteen days (as "the first half" is its first fifteen);
//   an auction that "had no winner": it went unfilled;
//   "the client is chasing …", "I'm looking for …": who waits, or the asker's search — the ask after it;
//   "narrow to rewarded", "narrow it down to iOS": only that value;
//   "revenue that came from Brazil": from that place; an export "for a partner": whom it is for;
//   "ecpm alert 15% drop": the alert on that drop, said as a noun; "round durations": an auction's (round 41).
import { auctionCommand } from '../auction/index.js';
import { workAsks } from './work-asks.js';
import { HOLIDAY_NAMES } from './date-forms.js';
import { remarkFirst } from './remark-first.js';
import { onTheGo } from './on-the-go.js';
import { wholeApps } from './whole-apps.js';
import { newcomerWords } from './newcomer-words.js';
import { saidOtherwise } from './said-otherwise.js';

type Replacer = (match: string, ...groups: string[]) => string;

const DIM = '(?:country|countries|format|formats|app|apps|os|platform|bidder|bidders|geo|ad unit)';
const MONTH = '(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)';
/** The figures an alert on a drop is set on, as people say them. */
const ALERTED = '(?:revenue|rev|ecpm|cpm|fill rate|fillrate|fill|impressions|imps|requests)';
const COUNT: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, '1': 1, '2': 2, '3': 3, '4': 4 };
const singular = (d: string) => d.toLowerCase().replace(/ies$/, 'y').replace(/s$/, '');

const RULES: readonly (readonly [RegExp, string | Replacer])[] = [
  [new RegExp(String.raw`\bfirst (\d{1,3}) (?=${DIM}\b)`, 'gi'), 'top $1 '],
  [new RegExp(String.raw`\b(${DIM})\s*(?:/|&|\+| x | and )\s*(${DIM}) (?:combos?|combinations?|pairs?|pairings?)\b`, 'gi'), (_m, a: string, b: string) => `by ${singular(a)} and ${singular(b)}`],
  [new RegExp(String.raw`\b(?:the )?first (one|two|three|four|[1-4]) weeks? (?:of|in) (${MONTH})\b`, 'gi'), (_m, n: string, month: string) => `${month} 1 to ${7 * COUNT[n.toLowerCase()]!}`],
  [/\b(auctions?(?: auc_\w+)?) (?:had|has|with|got) no (?:winner|winning bid|winning bidder)s?\b/gi, '$1 had no fill'],
  // "who's winning auctions today", "who won the auctions last 7 days", "the auction winners": the auction's winners (its
  // metric=winner, as the thread's "who won?" is); never "the most auctions", a ranking of the bidders (round 52)
  [/\b(?:who(?:'?s| is| was)? (?:won|wins|winning|wining)(?: the| our)? auctions|(?:the |our )?auction winners)\b(?! (?:the )?most\b)/gi, 'metric=winner auctions'],
  [/^\s*(?:the |our |a )?(?:client|customer|publisher|advertiser|partner)s? (?:is|are|keeps?|has been|have been) (?:chasing|asking about|pinging (?:us )?about|waiting on|waiting for)\s+(?:(?:us|me) (?:for|about|on)\s+)?/i, ''],
  [/^\s*(?:i'?m |i am |we'?re |we are |just )?looking for (?=the |our |(?!an?\b|how\b|ways?\b|help\b)\w+ )/i, ''],
  [/\bnarrow (?:it |this |that )?(?:down )?to\b/gi, 'only'],
  // "how much revenue came from brasil", "what comes in from the US": from a place, the filter "from" already is (round 41; "how come" stays why)
  // "yesterday's impression export for a partner": whom the file is for, not the partners' report (round 41)
  [/\b(exports?|csv|download|file|dump)\b([^.?!]*?) (?:for|to send to|to share with|to give to) (?:a|an|the|our|one of our|my) (?:partner|client|customer|advertiser|publisher)s?\b/gi, '$1$2'],
  // "ecpm alert 15% drop", "alert fill rate drop 10%", "a 15% ecpm drop alert": the alert on that figure's drop, as "alert on ecpm drop 15%" is read (round 41)
  // ("ecpm alert for the US, 15% drop", "ecpm alert, 15% drop": the place said first, or a comma before the share — round 53)
  [new RegExp(String.raw`\b(${ALERTED}) alerts? ((?:for|in) (?:the )?(?!an?\b|the\b|\d)[a-z]+(?: (?!drops?\b|falls?\b|at\b|of\b|on\b|for\b)[a-z]+){0,2}),? (?:at |for |on |of )?(?:an? )?(\d{1,2}(?:\.\d+)?%) (?:drops?|falls?|declines?|dips?)\b`, 'gi'), 'alert on $1 drop $3 $2'],
  [new RegExp(String.raw`\b(${ALERTED}) alerts?, (?:at |for |on |of )?(?:an? )?(\d{1,2}(?:\.\d+)?%) (?:drops?|falls?|declines?|dips?)\b`, 'gi'), 'alert on $1 drop $2'],
  [new RegExp(String.raw`\b(${ALERTED}) alerts? (?:at |for |on |of )?(?:an? )?(\d{1,2}(?:\.\d+)?%) (?:drops?|falls?|declines?|dips?)\b`, 'gi'), 'alert on $1 drop $2'],
  [new RegExp(String.raw`\b(?:an? )?(\d{1,2}(?:\.\d+)?%) (${ALERTED}) (?:drops?|falls?|declines?|dips?) alert\b`, 'gi'), 'alert on $2 drop $1'],
  [new RegExp(String.raw`^(\s*(?:(?:pls|please|can you|could you) )?)alert (?=(?:${ALERTED}) (?:drops?|falls?|declines?|dips?) \d)`, 'i'), '$1alert on '],
  // "round durations last 7d": an auction round's durations, the one report that has any (round 41)
  [/(?<!\bauction )\b(rounds?) (?=(?:durations?|latency|latencies)\b)/gi, (_m, rounds: string) => `${auctionCommand.name} ${rounds} `],
  [/(?<!\bhow )\b(?:came|comes|come|coming)(?: in)? from\b/gi, 'from'],
  // "the second half of the month up to yesterday", "mtd up until yesterday": the span's end, as "through yesterday" is read
  // (round 53; never "is revenue up to yesterday", the figure up on that day, nor "up 5%")
  [/(?<!\b(?:is|was|are|were|been|be|it's|its|we're|went|go|gone|going|it|rev|revenue|fill|ecpm|impressions|imps|requests) )\bup (?:to|until|till|til)(?: and including)? (?=(?:yesterday|today)\b)/gi, 'through '],
  // "what commands are available to me", "the commands you support": the bot's commands, its help (round 53; "available" asked of figures stays)
  [/\b(commands) (?:(?:that )?(?:are|is) )?(?:available|supported|on offer)(?: (?:to|for) (?:me|us))?(?=\s*(?:,|\?|\.|!|please|pls|$))/gi, '$1'],
  [/\b(commands) (?:(?:that )?(?:you|the bot|it) (?:support|supports|offer|offers|have|has|know|knows|understand|understands))(?=\s*(?:,|\?|\.|!|please|pls|$))/gi, '$1'],
];

/** A past period said: a day or span gone by, or a holiday ("how bad was thanksgiving"). */
const PAST = new RegExp(String.raw`\b(?:yesterday|last (?:week|month|weekend|quarter|year|\w+day)|(?:mon|tues|wednes|thurs|fri|satur|sun)day|${HOLIDAY_NAMES().join('|')})\b`, 'i');
const FIGURE = /\b(?:revenue|rev|ecpm|fill|fill rate|impressions|imps|requests|earnings|numbers|figures)\b/i;
/**
 * "how bad was thanksgiving for revenue", "how rough was last week for ecpm": a past period's figure asked
 * with a judgement — its figures, as the older sets read "thanksgiving revenue, how bad was it" (round 41).
 * Only with both a past period and a figure said; "how bad is it" (nothing named) stays asked.
 */
const judgedPast = (text: string) => {
  const m = /^\s*(?:(?:ok|okay|so|well)[,\s]+)*how (?:bad|good|rough|ugly|terrible|great) (?:was|were) (?=\S)/i.exec(text);
  const rest = m ? text.slice(m[0].length) : '';
  return m && PAST.test(rest) && FIGURE.test(rest) ? `what was ${rest}` : text;
};

export function plainAsks(text: string): string {
  // (the twenty-ninth round's asks said around the asker's work first: ./work-asks.ts; where the asker is, first or last: ./on-the-go.ts)
  // (the account's apps said as a whole, "for our android apps": ./whole-apps.ts; the thirty-third round's asks said otherwise: ./said-otherwise.ts)
  return RULES.reduce((s, [re, to]) => (typeof to === 'string' ? s.replace(re, to) : s.replace(re, to)), wholeApps(saidOtherwise(newcomerWords(workAsks(judgedPast(remarkFirst(onTheGo(text))))))));
}
