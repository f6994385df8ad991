// Slips into another real word, or too short to correct alone (issue 38's twenty-fourth round): "las",
// "brake", "hole", "dud", "dat", "di", "th" are words (or glue) of their own, so the corrector keeps them
// as typed (./tokens.ts, ./slips.ts) and the question was asked back. Each is read as the word it slipped
// from only in the fixed phrase where that word belongs — "las week", "brake it down", "the hole of Q3",
// "why dud", "month to dat", "di we make", "th networks" — never alone ("Las Vegas", "a hole in the
// data", "the test was a dud", "hit the brake" keep their sense). A dropped apostrophe ("whys", "arent")
// is the contraction only where the word typed is no word of its own.
import { unslip, unslipped } from './slips.js';
import { knownWord } from './tokens.js';
import { chatSlips } from './chat-slips.js';
import { typingSlips } from './typing-slips.js';
import { plainOrders } from './plain-orders.js';
import { letterSlips } from './letter-slips.js';
import { shortSlips } from './short-slips.js';

const PERIOD = String.raw`(?:week|weeks|month|months|year|quarter|qtr|weekend|night|time|few|\d{1,3}|(?:mon|tues|wednes|thurs|fri|satur|sun)day)`;
const PERSON = String.raw`(?:we|you|u|they|our|i|it|the|revenue|fill|ecpm|requests|impressions)`;
const RULES: readonly (readonly [RegExp, string])[] = [
  // "las week", "las 7 days", "vs las month" (a date word after it: never "Las Vegas")
  [new RegExp(String.raw`\blas (?=${PERIOD}\b)`, 'gi'), 'last '],
  // "month to dat", "year-to-dat": the span to date
  [/\b(month|week|year|quarter)([- ])to([- ])dat\b/gi, '$1$2to$3date'],
  // "how much di we make", "di the networks report": did, before whom it asks of
  [new RegExp(String.raw`\bdi (?=${PERSON}\b)`, 'gi'), 'did '],
  // "why dud requests jump", "dud we make": did after a question word or before whom it asks of ("a dud test" stays)
  [/\b(why|how|what|when|where|which) dud\b/gi, '$1 did'],
  [new RegExp(String.raw`\bdud (?=(?:we|you|u|they|our|i|it)\b)`, 'gi'), 'did '],
  // "brake it down by format", "brake that out by os": a breakdown, not a brake
  [/\bbrake ((?:it |that |this |them |those |these |revenue |fill |ecpm )?)(down|out)\b/gi, 'break $1$2'],
  // "the hole of Q3", "the hole month": all of a period ("a hole in the data" stays)
  [new RegExp(String.raw`\b(the|a) hole (?=(?:of|${PERIOD})\b)`, 'gi'), '$1 whole '],
  // "fill rate to", "add app to": too, ending the ask right after a figure or a split ("what did fill drop to" stays; round 39)
  [/\b(revenue|rev|fill|fill rate|ecpm|cpm|impressions|imps|requests|ctr|clicks|win rate|bid rate|app|apps|country|countries|format|formats|os|platform|bidder|bidders) to\s*[?!.]*$/gi, '$1 too'],
  // "full rate", "worst full rate countries": fill rate, a vowel slipped into another word (round 43)
  [/\bfull[- ]rates?\b/gi, 'fill rate'],
  // "compare wit last year", "wit the week before": with, before what is compared (round 43)
  [/\b(compare|compared|comparing|vs|versus|along|together) wit\b/gi, '$1 with'],
  // "snoze alr_…": snooze slipped, before an alert's id (round 43)
  [/\b(?:snoze|snoz|snoose|snooz|snozze)\b(?=\s+(?:(?:the )?alert\s+)?alr_)/gi, 'snooze'],
  // "lower then september" (round 45): "than" slipped to "then" after a comparative, before the other side of it
  [/\b(lower|higher|more|less|better|worse|bigger|smaller|greater|weaker|stronger)\s+then(?= (?:last|the|a|an|yesterday|before|our|\$?\d|(?:jan|febr)uary|march|april|may|june|july|august|september|october|november|december|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)/gi, '$1 than'],
  // "th networks", "in th UK": the, before a word (never after a figure: "5 th")
  [/(?<!\d\s?)\bth (?=[a-z]|\d)/gi, 'the '],
];

/** "whys", "wheres": the question word's 's, when the word as typed is no word the reader knows. */
const QUESTION_S = /(?<![\w'’])(why|where|who|when|there|that)s(?![\w'’])/gi;
/**
 * "isnt", "arent", "wasnt": the n't, when the word as typed is none the reader knows and a figure or a report
 * follows ("why arent auctions filling"); before "we", "I", "you" it stays unknown, asked back as it was ("why
 * arent we making money": a complaint, not a figure named — twenty-first round).
 */
const NOT = /(?<![\w'’])([a-z]{2,}n)t(?![\w'’])(?!\s+(?:we|i|you|u|they|us)\b)/gi;

export function slipsInPhrase(text: string): string {
  const phrased = RULES.reduce((t, [pattern, to]) => t.replace(pattern, to), text);
  return phrased
    .replace(QUESTION_S, (w: string, q: string) => (knownWord(w.toLowerCase()) ? w : `${q}'s`))
    .replace(NOT, (w: string, stem: string) => (!knownWord(w.toLowerCase()) && knownWord(`${stem.toLowerCase()}'t`) ? `${stem}'t` : w));
}

/**
 * The slips of a phrase and of a word (./slips.ts) read first, before the passes that match phrasings on
 * the text as typed ("which tset should we ship": ./voices.ts reads "tests we can ship" as the list;
 * "comapre … with": ./comparisons.ts) — made after them, those passes never saw the word meant.
 */
export function slipsFirst(text: string, protect: (word: string) => boolean, tests: readonly { name?: string }[] = [], bidders: readonly string[] = []): string {
  // (a word one s short of a known plural, "error" of "errors", is a real word's singular: made plural only
  // where ./restate.ts reads slips, after the passes that take pasted errors and the bot's own words)
  // (chat's shorthand and the slips the corrector cannot reach, before all: ./chat-slips.ts)
  // (a word too short, a letter too many, a bidder's name slipped: ./typing-slips.ts; orders said otherwise: ./plain-orders.ts)
  // (a verb run into its pronoun, "mth": ./letter-slips.ts; a short word, a rate's word or a weekday slipped: ./short-slips.ts)
  return unslipped(slipsInPhrase(chatSlips(plainOrders(typingSlips(letterSlips(shortSlips(text, protect), knownWord), protect, bidders, tests)), tests)), (w) => protect(w) || unslip(w) === `${w}s`);
}
