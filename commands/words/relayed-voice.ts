// The twenty-first set's voices (issue 38's seventeenth round), made the reader's words before
// anything else reads them; each rule is a class of phrasing, never one question's words:
//   the asker's own next step with the figures ("I'll line it up against our CPIs in the sheet
//     myself", "I'll compare it with install cohorts on my side"): done by them, so asking nothing;
//   what a growth team wants the figures for ("for the payback model", "for the UA bid caps"): no
//     part of the question — and "UA" there is user acquisition, never Ukraine;
//   who writes, said as a lead ("growth here —", "Sam from UA here:") and a sign-off of kisses
//     ("xx sam", "x Jo") after the ask's end;
//   a publisher's clock named the long way ("in their timezone (CET)"): that clock;
//   "ISO week 47", "iso wk 46": the week (not iOS);
//   an order's deadline ("before the freeze", "ahead of the release"): when it is wanted, not a period;
//   an A/B test's results "since it started": its whole run, which is what its report is.
import { meaningOf } from './lexicon.js';
import { COUNTRY_WORDS } from './names.js';

type Replacer = (match: string, ...groups: string[]) => string;

/** Words a growth or UA team names its own work with (never a figure or place of ours). */
const GROWTH = String.raw`(?:ua|user acquisition|growth|payback|ltv|roas|cpi|cpis|bid|bidding|media|marketing|budget|pacing|cohort|cohorts|install|installs|spend|campaign|campaigns)`;
const GROWTH_WORK = String.raw`(?:model|models|caps?|forecast|plan|planning|sheet|spreadsheet|budget|bids|targets?|calc|calculation)`;

/** An order the bot carries out, beside which a deadline says when, not what. */
const ORDER = /\b(?:validate|validation|export|send|post|run|check|schedule|set up|pause|resume|ack|snooze)\b/i;

const RULES: readonly (readonly [RegExp, string | Replacer])[] = [
  // the asker's own next step, said as theirs ("myself", "on my side", "in our sheet")
  [/[,;—–-]\s*(?:and\s+)?(?:i'?ll|i will|i'?m going to|we'?ll|we will|we'?re going to)\b[^,;?.!]{0,80}?\b(?:myself|ourselves|on (?:my|our) (?:side|end)|in (?:the|my|our) (?:sheet|spreadsheet|model|excel))\b(?:\s+(?:myself|ourselves|on (?:my|our) (?:side|end)))?/gi, ' '],
  // what a growth team wants the figures for
  [new RegExp(String.raw`[,;]?\s*\bfor (?:the|our|my) (?:${GROWTH} ){0,3}${GROWTH_WORK}\b|[,;]?\s*\bfor (?:the|our|my) (?:${GROWTH} ){1,3}(?=[?.!,;]|\s*(?:pls|please|thanks|thx)?\s*$)`, 'gi'), ' '],
  // who writes, as a lead: "growth here —", "Sam from UA here:"
  // (never a word the ask reads: "Japan here:", "revenue here — by country")
  [/^\s*(?:hi|hey|hello|hiya)?[,!]?\s*(?:[A-Za-z]+ (?:from|in|on) )?(?:the )?([A-Za-z/]{2,20})(?: team)? here\s*[—–:,-]\s*/i, (m, who: string) => (COUNTRY_WORDS.has(who.toLowerCase()) || meaningOf(who.toLowerCase()) !== who.toLowerCase() ? m : '')],
  // a sign-off of kisses after the ask's end; a letter's sign-off with a name in any alphabet and a title
  // ("Kind regards, Anke Müller | Ad Operations | Berlin"), and its opening wish ("I hope you're well")
  [/\bI hope (?:you(?:'re| are)|this finds you|all is) (?:well|doing well|good)\b[.,!]?/gi, ''],
  [/([?.!])\s*(?:kind|best|warm) regards,?\s*(\p{Lu}[\p{L}'-]{1,20}(?: \p{Lu}[\p{L}'-]{1,20})?)(?:\s*\|[^|?]{1,40}){0,3}\s*$/giu, (all, end: string, name: string) => (name.toLowerCase().split(' ').some((w) => COUNTRY_WORDS.has(w)) ? all : end)],
  [/([?.!])\s*(?:xx+|x|xoxo)\s+[A-Za-z]{2,15}\s*$/i, '$1'],
  // a clock named the long way
  [/\bin (?:their|his|her|my|our|the publisher'?s|the client'?s|the customer'?s|its) (?:own |local )?(?:time ?zone|tz|local time|time)\s*\(\s*([A-Za-z][A-Za-z/_+-]{1,30})\s*\)/gi, 'in $1'],
  // "ISO week 47": the week
  [/\biso[- ]?(?=(?:week|wk|w)\s?\d)/gi, ''],
  [/\biso[- ]?(week|wk)\b/gi, '$1'],
  // an order's deadline (only beside an order: "revenue before the launch" may be a period, asked)
  [/[,;]?\s*\b(?:before|ahead of|prior to) (?:the|our|today'?s|tomorrow'?s|this week'?s|next week'?s) (?:code |config |release |holiday |change |deploy )?(?:freeze|release|deploy|deployment|cutoff|cut-off|rollout|roll-out)\b/gi, (m, ...rest) => (ORDER.test(String(rest[rest.length - 1])) ? ' ' : m)],
  // an A/B test's whole run
  [/\b((?:test|experiment)(?: results?)?) (?:since|from) (?:it|the test|the experiment) (?:started|began|launched|went live|started running)\b/gi, '$1'],
];

export function relayedVoice(text: string): string {
  return RULES.reduce((s, [re, to]) => (typeof to === 'string' ? s.replace(re, to) : s.replace(re, to)), text).replace(/\s+/g, ' ').trim();
}
