// Asks said around the asker's own work in the mainstream sets' voices (issue 38's twenty-ninth
// round), made the reader's words. Each rule is a class of phrasing, never one question's words,
// and each drops only what names no figure, filter or period of the ask:
//   "friday wrap up, …", "weekly wrap-up: …": the occasion of the ask, said first;
//   "before I send the weekly email, …", "before I close the books: …": the work the figures are for;
//   "we close the month on monday - …": the same, said as a plan (its day is not the ask's period);
//   "starting on the monthly report. …": the work under way, a sentence before the ask (round 41);
//   "…? sales wants it for their call": who the answer goes to, said after the ask;
//   "…, are we even getting traffic?": a worry said after an ask that names its figure already;
//   "test + prod traffic combined": both traffics, which "including test traffic" says;
//   "incl. what the partners report": every source, which "all sources" says;
//   "what's killing / hurting rewarded revenue": why it fell;
//   "lower than last year this month": this month against last year (one period, compared).
import { whyCommand } from '../why/index.js';

type Replacer = (match: string, ...groups: string[]) => string;

const SEP = String.raw`\s*(?:[,:;]|\s[-–—]+)\s*`;
const WORK = String.raw`(?:e-?mail|mail|report|update|recap|digest|summary|deck|slides|books|numbers|newsletter|wrap[- ]?up|review|invoice|invoices)`;
const WHO = String.raw`(?:sales|finance|marketing|leadership|management|the client|the customer|the boss|my boss|our boss|the cfo|the ceo|cfo|ceo|(?:the )?execs?|(?:the )?board|(?:the )?ua team|(?:the )?sales team|(?:the )?finance team)`;
const PERIOD = String.raw`(?:this month|this week|this quarter|this year|today|yesterday|mtd|wtd|qtd|ytd|so far this month)`;
const BEFORE = String.raw`(?:last year|last month|last week|last quarter)`;
const MONTH_NAME = String.raw`(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)`;
/** The ask after the work said names a period of its own. */
const ASKED_PERIOD = /\b(?:today|yesterday|week|month|quarter|year|mtd|wtd|qtd|ytd|days?|\d+d|monday|tuesday|wednesday|thursday|friday|saturday|sunday|since|january|february|march|april|may|june|july|august|september|october|november|december)\b/i;

const RULES: readonly (readonly [RegExp, string | Replacer])[] = [
  [new RegExp(String.raw`^\s*(?:(?:mon|tues|wednes|thurs|fri)day'?s? |weekly |monthly |end of (?:the )?(?:week|month) |eow |eom )?wrap[- ]?up${SEP}`, 'i'), ''],
  [new RegExp(String.raw`^\s*before (?:i|we) (?:send|write|share|post|put together|close|finish|do|file) (?:out )?(?:the |our |my |this |this week'?s |this month'?s )?(?:weekly |monthly |daily |quarterly |finance |exec |client |month[- ]end )?${WORK}${SEP}`, 'i'), ''],
  // "hi! starting on the november monthly report. what's revenue mtd?": the work under way, said as a sentence of its own before the
  // ask (round 41); a month named in it is dropped only where the ask names its own period, else the sentence is kept (asked back)
  [new RegExp(String.raw`^\s*(?:(?:hi|hey|hello|morning|good morning)\b[!,.]*\s*)?(?:(?:i'?m|i am|we'?re|we are|just|ok|so) )*(?:starting|started|working|getting started|kicking off|finishing|wrapping up|putting together|prepping|preparing|doing)(?: on| with)? (?:the |our |my |this )?((?:${MONTH_NAME} |weekly |monthly |daily |quarterly |finance |exec |client |month[- ]end |year[- ]end )*)${WORK}\s*[.!:;]+\s+(?=\S)`, 'i'), (m: string, lead: string, ...rest: unknown[]) => (!new RegExp(MONTH_NAME, 'i').test(lead) || ASKED_PERIOD.test(String(rest[rest.length - 1]).slice(Number(rest[rest.length - 2]) + m.length)) ? '' : m)],
  [new RegExp(String.raw`^\s*(?:we|i) (?:close|are closing|'re closing|am closing) (?:the |our )?(?:month|books|quarter)(?: on \w+| tomorrow| today| next week| this week| soon)?${SEP}`, 'i'), ''],
  [new RegExp(String.raw`([?.!,;]|\s[-–—]+)\s*${WHO} (?:wants|needs|asked for|is asking for|asks for|want|need) (?:it|this|that|them|these|those|the number|the numbers)(?: for (?:their|the|a|our|his|her|tomorrow'?s|today'?s) [a-z' -]{1,25})?\s*[.!]?\s*$`, 'i'), '$1'],
  [/([a-z0-9%])\s*[,;]\s*(?:are|is) (?:we|it|there) (?:even |actually |still )?(?:getting|seeing|receiving|serving|getting any|seeing any) (?:any )?(?:traffic|requests)\s*\??\s*$/i, '$1?'],
  [/\btest\s*(?:\+|&|and|plus)\s*(?:prod|production|live|real)(?: traffic)?(?: combined| together| both)?|\b(?:prod|production|live|real)\s*(?:\+|&|and|plus)\s*test(?: traffic)?(?: combined| together| both)?/gi, 'including test traffic'],
  [/\b(?:incl\.?|including|inc\.|plus) (?:what |whatever )?(?:the |our )?(?:partners?|ad networks?|networks?|mediation partners?|other sources?) (?:report|reports|reported|send|sends)\b/gi, 'all sources'],
  [/\bwhat(?:'?s| is| are) (?:killing|hurting|tanking|dragging(?: down)?|sinking) (?=(?:the |our )?[a-z]+ (?:revenue|rev|fill|fill rate|ecpm|impressions|requests)\b|(?:the |our )?(?:revenue|rev|fill|fill rate|ecpm|impressions|requests)\b)/gi, `${whyCommand.name} is `],
  // (only a period and one that holds it a step back: "than last month this week" compares no like with like, left as said)
  [new RegExp(String.raw`\b(lower|higher|down|up|worse|better|less|more|weaker|stronger) (?:then|than) (${BEFORE}) (${PERIOD})\b`, 'gi'), (m, how: string, before: string, now: string) => (likeFor(before, now) ? `${how} ${now} vs ${before}` : m)],
  // "who's bidding most": the bidder with the most bids, as "which bidder bid the most" is read
  [/\bwho(?:'?s| is| was| has been) bidding (?:the )?most\b/gi, 'which bidder bid the most'],
  // "which bidder spent the most": a bidder's spend is its revenue to us, as "which bidder had the most revenue"
  [/\b(which|what) bidders? (?:spent|paid|spends|pays|has spent|paid us) (?:the )?most\b/gi, '$1 bidder had the most revenue'],
  // "did the interstitial floor +20% win?": a change that won or lost is an A/B test's verdict, as "did the floor test win" is read
  // (only a change said — a floor, a refresh, a cap, an offer, a placement, or a number of % or seconds; "did bravo win?" is a bidder's)
  [/^\s*(did|has|have) (the |our )?((?:[a-z0-9+%'→-]+ ){0,4}?(?:floor|refresh|cap|frequency|offer|placement|[+-]?\d+\s*(?:%|s|percent))(?: [a-z0-9+%'-]+){0,2}?) (win|won|lose|lost|work|worked|pay off|paid off)\b(?! rate)/i, (_m, did: string, the: string | undefined, change: string, verdict: string) => `${did} ${the ?? 'the '}${change} test ${verdict}`],
  // "how did the week go", "how's the month going": the one under way (as "how did this week go" is read)
  [/\bhow(?: did|'?s| is| has) the (week|month|quarter) (?:go|going|gone|been going|been)\b/gi, 'how did this $1 go'],
  // "alert if …", "ping when …": the asker is whom the alert tells, as "alert me if …" says
  [/^\s*(?:pls |please )?(alert|ping|notify|warn) (if|when|whenever)\b/i, '$1 me $2'],
  // "… for finance", "an export for the client": whom the work is for, said last; it narrows no figure
  [new RegExp(String.raw`\s+for ${WHO}(?: team)?\s*([?.!]*)\s*$`, 'i'), '$1'],
  // "who ran exports recently": the commands run, which the audit log lists (as "who ran commands")
  [/\bwho (ran|run|has run|has been running|pulled|requested) (?:the |any |those |these )?exports?\b/gi, 'who $1 commands'],
  // "which channels are connected to which account": the connections, as "what channels are linked to accounts" is read
  [/\b(?:which|what) (?:slack )?channels? (?:are|is) (?:connected|linked|mapped|hooked up)(?: to (?:which|what|an?|the) accounts?)?/gi, 'what channels are linked to accounts'],
  // "which ab tests do we have going": the tests running
  [/\b(tests?|experiments?) (?:do|have) we (?:have |got )?(?:going|running|live|on)\b/gi, '$1 are running'],
  // "30→45s", "30 -> 45 s": a change from one number to another, as "30 to 45 second" is said
  [/(\d)\s*s?\s*(?:→|->|=>)\s*(\d)/g, '$1 to $2'],
  // "bidexp_…": a bid export's id names its export, as "the export bidexp_…" says
  [/^(?!.*\bexports?\b)(.*?)\b(bidexp_[a-z0-9_]+)/i, '$1bid export $2'],
];

/** "last year" is a step back from any period; "last month" only from this month's, "last week" from this week's. */
function likeFor(before: string, now: string): boolean {
  const unit = before.toLowerCase().split(' ')[1]!;
  if (unit === 'year') return true;
  const n = now.toLowerCase();
  return n === `this ${unit}` || n === `${unit[0]}td` || n === `so far this ${unit}`;
}

/**
 * A config's "version" said beside it: the config itself ("what config version is live", "the version
 * of the draft config"), which config show gives; "version 12" is one, kept; "when the config changes
 * version" is not beside it, kept (asked back, as before).
 */
const NUMBERED = String.raw`(?!\s*(?:no\.?\s*|number\s*|#\s*)?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty)\b)`;
const configVersion = (s: string) => s.replace(new RegExp(String.raw`\b(config|configuration|cfg) versions?\b${NUMBERED}`, 'gi'), '$1').replace(/\bversions? of (?=(?:the |our )?(?:live |draft )?(?:config|configuration|cfg)\b)/gi, '').replace(/\bwhat version is (the )?(live|draft) (config|configuration|cfg)\b/gi, 'what is $1$2 $3');

export function workAsks(text: string): string {
  return configVersion(RULES.reduce((s, [re, to]) => (typeof to === 'string' ? s.replace(re, to) : s.replace(re, to)), text));
}
