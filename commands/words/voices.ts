// The twenty-second set's voices (issue 38's fourteenth round), made the reader's words before
// anything else reads them; each rule is a class of phrasing, never one question's words:
//   a message typed in capitals ("WHY IS REVENUE DOWN TODAY???"): its words are words, not codes —
//     in capitals "IS", "ME", "US" would be Iceland, Montenegro and the United States;
//   Indian English: "country wise" (by country), "do the needful" (please), "of yesterday" (for);
//   a junior analyst's grouping: "first by country and then by format", "by OS first and then by
//     country", "one row per OS and country" (the splits, in that order);
//   exclusions said as disinterest ("not interested in rewarded", "ios I don't care about", "skip
//     the test traffic"): excluding, which the reader asks back — unless another value of the same
//     kind is asked for alone ("android only please, ios I don't care about" is Android);
//   a team named by a figure ("a memo to the pricing team") is who the figures are for, not a figure.
import { METRIC, OS_WORDS } from './lexicon.js';
import { occasionInitials } from './occasion-initials.js';

/**
 * Words shouted: a run of four words or more in capitals, two of them long ("GIVE ME THE WORST 3
 * APPS", "THIS IS THE THIRD TIME I ASK:") is lowered; "revenue in US yesterday" keeps its code.
 * Ids and codes with digits or underscores keep their case (C0AGENCY1, alr_…).
 */
const SHOUTED = /(?<![\w@#])[A-Z]{1,}(?:[^a-zA-Z\n]+[A-Z]+){3,}(?![\w])/g;
function unshouted(text: string, codes: readonly string[]): string {
  return text.replace(SHOUTED, (run) => {
    const words = run.match(/[A-Za-z]+/g) ?? [];
    if (words.filter((w) => w.length >= 4).length < 2) return run;
    // (one of the account's country codes after a place word keeps its capitals: "REVENUE IN IN", "DOWN IN US"; not "IN ME")
    return run.replace(/(?<![\w@#])[A-Za-z]+(?![\w])/g, (w, at: number) => (w.length === 2 && codes.includes(w) && /\b(?:in|for|from)\s+$/i.test(run.slice(0, at)) ? w : w.toLowerCase()));
  });
}

const DIMS = 'country|countries|format|formats|app|apps|os|platform|day|date|week|month|hour|bidder|network|geo';
const OS = `(?:${[...Object.keys(OS_WORDS)].join('|')})`;
type Replacer = (match: string, ...groups: string[]) => string;
/** The split a kind of rows is: "only apps above $500" is by app. */
const ROWS_SPLIT: Record<string, string> = { bidders: 'by bidder', countries: 'by country', apps: 'by app', games: 'by app', formats: 'by format' };
const RULES: readonly (readonly [RegExp, string | Replacer])[] = [
  // Indian English
  [new RegExp(`\\b(${DIMS})[- ]?wise\\b`, 'gi'), 'by $1'],
  [/\b(?:please |pls |kindly )?do the needful\b(?: (?:and|for|please|pls))?/gi, (m) => (/for$/i.test(m) ? 'for' : '')],
  [/\b(revenue|impressions|requests|ecpm|fill(?: rate)?|dump|export|figures|numbers) of (yesterday|today|last (?:week|month)|this (?:week|month))\b/gi, '$1 for $2'],
  // grouping said in its order
  [new RegExp(`\\b(?:first )?by (${DIMS}) (?:first)?,? ?(?:and )?then by (${DIMS})\\b`, 'gi'), 'by $1 and $2'],
  [new RegExp(`,? ?(?:with )?one row (?:per|for each|for every|each) (${DIMS}) (?:and|&) (${DIMS})\\b`, 'gi'), ' by $1 and $2'],
  [new RegExp(`,? ?(?:with )?one row (?:per|for each|for every|each) (${DIMS})\\b`, 'gi'), (m, dim: string) => (/^(day|date|week|month|hour)$/i.test(dim) ? m.replace(/.*one row (?:per|for each|for every|each)/i, ' per') : ` by ${dim}`)],
  // disinterest: a value left out
  // ("I don't care about the format": no split by it, not a value left out)
  [/\b(?:i'?m |we'?re |i am |we are )?(?:not (?:interested|bothered) (?:in|about|by)|(?:i |we )?(?:don'?t|do not) care (?:about|for)) (?:the |any )?(?:formats?|countries|country|apps?|os|platforms?|split|breakdown|bidders?)\b,?/gi, ''],
  [new RegExp(`\\b(${OS}) only(?: please| pls)?\\s*[,;:–-]?\\s*(${OS}) (?:i|we) (?:don'?t|do not) care (?:about|for)\\b`, 'gi'), '$1 only'],
  // (only a value said before it: "but I don't care about rewarded" excludes rewarded, never "but")
  [/\b([a-z]+) (?:i|we) (?:don'?t|do not) care (?:about|for)\b/gi, (m, w: string) => (/^(?:but|and|so|or|honestly|frankly|though|also|really|tbh|well|ok|okay|yeah|because|as)$/i.test(w) ? m : `excluding ${w}`)],
  [/\b(?:i'?m |we'?re |i am |we are )?not (?:interested|bothered) (?:in|about|by)\b|\b(?:i |we )?(?:don'?t|do not) care (?:about|for)\b/gi, 'excluding'],
  [/\bskip (?:the )?(test (?:traffic|devices|mode))\b/gi, 'excluding $1'],
  // where the figures go: a spreadsheet is the CSV, a chart or deck made of it is no narrowing
  [/\b(?:as|in|into) (?:an? )?(?:excel|spreadsheet|xlsx|google sheets?|sheet)(?: file| sheet)?\b|\b(?:an? )?(?:excel|spreadsheet) (?:file|sheet)\b/gi, 'as csv'],
  [/[,;]? *\b(?:so (?:that )?|as )?(?:i|we) (?:want|need|'d like|would like|can|could|will|am going|'m going)(?: to)? (?:make|build|put|paste|drop|use|draw|plot)\b(?: [a-z']+){0,6}? (?:chart|graph|pivot|dashboard|deck|slides?|memo|excel|sheets?)\b(?: in (?:excel|sheets|google sheets))?/gi, ''],
  // exasperation around an ask: "THIS IS THE THIRD TIME I ASK", "even"; a day "weird" before why is asked
  [/\b(?:this is )?the (?:second|third|fourth|fifth|\d{1,2}(?:st|nd|rd|th)) time (?:i(?:'m| am)? |we(?:'re| are)? )?ask(?:ing|ed)?(?: (?:this|you|for (?:this|it)))?\b[:,!.]*/gi, ''],
  [/\b(networks?|nets|partners) (?:even |actually |really )?(?:paying|pay|paid) (?:us )?what we (?:see|show|have|count|measure|expect)\b/gi, '$1 differ from ours'],
  [/\b(?:had|has|have|having) (?:a|an) (?:weird|strange|odd|bad|rough|funny|unusual) (?:day|week)\b,?/gi, ''],
  [/\btanking\b/gi, 'tanked'],
  // "50 of them" after a list asked for: that many rows
  [/\b(\d{1,4}) of them\b/gi, '$1 rows'],
  // tests "we can ship" (or roll out, launch) are the ones done
  [/\b(tests?|experiments?) (?:that )?(?:can|could|should) we (?:ship|roll out|launch|roll)\b|\b(tests?|experiments?) (?:that )?(?:we )?(?:can|could) (?:ship|roll out|launch)\b/gi, (_m, a?: string, b?: string) => `${a ?? b} are done`],
  // why an order is given, which narrows nothing: "while I'm on holiday", "until I'm back"
  // (only after an order to quiet something: "revenue while I'm on holiday" may name a period)
  [/(?<=\b(?:pause|mute|snooze|silence|stop|disable|quiet|off)\b.*),? *\b(?:while|whilst|as|since|because) (?:i'?m|i am|we'?re|we are) (?:on (?:holiday|vacation|leave|pto)|away|out of (?:the )?office|ooo|off)\b|(?<=\b(?:pause|mute|snooze|silence|stop|disable|quiet|off)\b.*),? *\buntil (?:i'?m|i am|we'?re|we are) back\b/gi, ''],
  // splits and explanations said with other verbs: "broken down per country", "split out the reasons",
  // "how is fill developing day by day"; a move said "went down"
  [/\b(?:broken|break(?:ing)?(?: it)?|split(?:ting)?(?: it)?) (?:down|out|up) (?:per|by|for each|for every|into)\b/gi, 'by'],
  [/\b(?:split|break) (?:out|down) (?:the )?(reasons|causes|drivers)\b/gi, '$1'],
  // ("split that by OS" in a thread: the thread's figure by the split, as "split it down by" — twenty-fourth round;
  // "no need to split it by os" is left to the negation's rule, ./rephrase.ts)
  [/(?<!\b(?:do not|don'?t|dont|never|no need to) )\bsplit(?:ting)? (?:it|that|this|them) (?:per|by|for each|for every|into)\b/gi, 'by'],
  [/\b(?:developing|evolving|progressing|trending|doing|looking)\b(?= (?:day by day|week by week|hour by hour|month by month|daily|weekly|hourly)\b)/gi, ''],
  [/\bwent down\b/gi, 'dropped'],
  [/\bwent up\b/gi, 'jumped'],
  [/\bcollaps(?:e|ed|es|ing)\b/gi, 'dropped'],
  // figures with their units or in the plural: "CTR %", "rev $", "revs"; data "at impression level" is the raw export
  [/\b(ctr|fill rate|win rate|bid rate|fill_rate|win_rate) ?(?:%|percent(?:age)?)(?= |$|[,.?!])/gi, '$1'],
  [/\b(rev|revenue|revs|earnings) ?(?:\$|usd|dollars)(?= |$|[,.?!])/gi, METRIC.revenue],
  [/\brevs\b/gi, METRIC.revenue],
  [/\b(impression|request)[- ]level (?:data|logs?|rows?|records?|detail)\b/gi, 'raw $1s'],
  // "at the moment", "currently": now, which every report is of
  [/\b(?:at the moment|at present|currently|as of now|as we speak)\b/gi, ''],
  // "the floor one in detail", "in more detail": how much of it to show, which every answer shows whole (round 50)
  [/\bin (?:more |full |greater |much )?detail\b/gi, ''],
  // why an order is given: "before we go live"
  [/,? *\bbefore (?:we|it|this|they|you) (?:go(?:es)? live|ship|launch|release|publish|deploy|roll (?:it )?out)\b/gi, ''],
  // German English: "become a notification" (bekommen: get one); a channel told is an alert here
  [/\bbecome (?:a |an )?(notification|alert|message|ping|e-?mail|mail)s?\b/gi, 'get an alert'],
  [/\blet (?:this channel|the channel|everyone here|us all|the team here) know (if|when)\b/gi, 'alert this channel $1'],
  [/\b(?:tell|notify|ping|warn) (?:me|us)(?: know)? (when|if)(?= (?:the )?(?:draft|live) (?:config|configuration|cfg)\b)/gi, 'alert me $1'],
  // (only in an alert: "does the live config have errors" asks for its validation, as it did)
  [/(?<=\balert (?:me|us) (?:when|if) (?:the )?)((?:draft|live) (?:config|configuration|cfg)) (?:has|have|gets?|shows?|throws?) (?:any )?(?:errors?|problems?|issues?)\b/gi, '$1 becomes invalid'],
  [/\b(?:i(?:'d| would) like to|i want to|i wanna|can i|could i|i need to) (?:get|receive|have) (?:an? )?(?:alert|notification|ping|message)s? (when|if)\b/gi, 'alert me $1'],
  [/,? *\bchecked (hourly|every hour)\b/gi, ' $1'],
  // "post updates on the … test": watch it
  [/\b(?:post|send|give) (?:me |us )?(?:updates|news|status updates) (?:on|about|for)\b/gi, 'watch'],
  // a second ask put off ("later I'd also like …, but the first part is enough for now"); a reason
  // passed on after the ask (", because the JP team says …"); the review the figures are for
  [/(?<=[.?!])\s*(?:later|next time|another time|at some point)\b[^.?!]*\b(?:enough|fine|ok|okay|good|all i need) for now\b[.!]*/gi, ''],
  // (only a vague reason — "something happened", "things look off" — never one that names what moved where)
  [/,? *\bbecause (?:the |our |my )?[a-z]{2,12}(?: team| folks| people| guys| lead| manager| boss)? (?:says?|said|thinks?|thought|reported|reports|told me|mentioned)(?: that)? (?:something|things|stuff|somethings?) (?:happened|went wrong|broke|is off|was off|looks? (?:off|weird|odd|strange)|changed)\b(?: (?:during|in|over|at) (?:their|the|our) (?:night|morning|day|evening|weekend))?[.!]*\s*$/gi, ''],
  [/\b(?:for|prepping|preparing) (?:the |our )?(?:bidder|partner|demand|weekly|monthly|quarterly) review\b,?/gi, ''],
  [/^\s*i was asked to (?:look at|check|pull|get)\b/gi, 'show'],
  // "only bidders above $100 in revenue": rows of the table kept by an amount (not the bidders report)
  // (the rows' split kept: "only apps above $500" is the table by app, its rows kept by the amount)
  [/\b(only|just) (?:the )?(bidders|countries|apps|formats|games|networks|rows|ones) (above|over|below|under|with more than|with less than|exceeding)(?= \$?\d)/gi, (_m, only: string, rows: string, than: string) => `${only} ${ROWS_SPLIT[rows.toLowerCase()] ?? ''} those ${than}`.replace(/\s+/g, ' ')],
  [/(?<=\b(?:above|over|below|under|than|exceeding) \$?\d[\d.,]*k?) in (revenue|rev|earnings)\b/gi, ' $1'],
  // a team named by a figure
  [/\b(?:pricing|price|revenue|monetization|monetisation|yield|fill|ad ?ops) (team|squad|folks|people)\b/gi, '$1'],
];

/** The text with the classes above made plain; `codes` are the account's countries (two-letter codes in capitals). */
export function voices(text: string, codes: readonly string[] = []): string {
  const plain = unshouted(text, codes);
  // ("BF": Black Friday, unless the account sells in Burkina Faso — ./occasion-initials.ts)
  return occasionInitials(RULES.reduce((t, [pattern, to]) => (typeof to === 'string' ? t.replace(pattern, to) : t.replace(pattern, to as Replacer)), plain), codes);
}
