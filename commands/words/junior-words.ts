// A junior coordinator's everyday words for the jargon (issue 38's round 48, the forty-eighth set): each
// a description of a thing the reader has a word for, read as that word. Each a fixed run of words
// (no unbounded repeats), never one question's text:
//   "the ads that pay players in coins", "ads people watch for rewards": rewarded ads;
//   "the price per thousand views/ads/impressions": eCPM;
//   "the % of requests that got filled", "the share of filled requests": the fill rate;
//   "click rate": the click-through rate (ctr), not the clicks;
//   "what's the reason (that)": why;
//   "fewer/more/less ads (got) shown/seen/displayed": that many impressions;
//   "ad buyers", "ad companies": the bidders ("is echo still bidding today": the bidders that day; with no day said, left asked — the older sets read it as yesterday's);
//   "including the partner networks": every source, as "including all sources";
//   "summaries" (several): digests, as "which digests am I on" — one "weekly summary" stays the digest's name;
//     summaries asked to be sent, or of/for figures, stay as typed (a digest to set up; the figures);
//   "check … for mistakes/problems": for errors, the config's check ("check the draft for errors");
//   "compair": compare; "as wel": as well; "vidoe": video (one slip the corrector leaves);
//   "can you make the revenue go up", "could u increase our ecpm": an order to change a figure, read as said
//     without the "can you" (said first it is asked back: the bot reports, it changes no figure);
//   "how many people used the apps": the users; "how many ads does one player see (per day)": impressions per user;
//   "… ? can you check it (for errors)": a second ask that only points back at the first, no part of it;
//   "… ? is that the % of ads that showed?": the asker checking what the figure means — the first ask stands;
//   "how long (the auction) rounds take": the rounds' durations;
//   "message/tell the channel when it's decided/done": watch it here (a test's verdict posted where asked);
//   ", I'm confused" closing a question: a remark, no part of the ask.
import { biddersCommand } from '../bidders/index.js';
import { whyCommand } from '../why/index.js';
import { learnerSlips } from './learner-slips.js';

const SEEN = String.raw`(?:shown|seen|displayed|served|showed|watched)`;

const FIGURE = String.raw`(?:the |our |my )?(?:revenue|rev|money|earnings|ecpm|fill(?: rate)?|impressions|requests|numbers|figures)`;

const RULES: readonly (readonly [RegExp, string])[] = [
  [new RegExp(String.raw`^\s*(?:(?:hey|hi|ok|okay|so)[,!]? )?(?:can|could|would|will) (?:you|u) (?:please |pls |just )?(?=(?:make|get) ${FIGURE} (?:to )?(?:go )?(?:up|higher|grow|rise|increase|better|bigger)\b|(?:increase|raise|boost|improve|grow|double) ${FIGURE}\b)`, 'i'), ''],
  [/\b(?:the )?ads? (?:that|which) (?:pay|pays|give|gives|reward|rewards|hand|hands) (?:the )?(?:players?|users?|people|gamers|kids|someone)(?: out)?(?: (?:in|with))? (?:free )?(?:coins|gems|points|rewards?|lives|currency|prizes)\b/gi, 'rewarded ads'],
  [/\b(?:the )?ads? (?:that )?(?:players?|users?|people|gamers) (?:watch|choose to watch|opt into) (?:for|to get|to earn) (?:free )?(?:coins|gems|points|rewards?|lives|currency|prizes)\b/gi, 'rewarded ads'],
  [/\b(?:the )?(?:price|pay|payment|earnings?|money) (?:per|for (?:a|every|each)|a|each) (?:thousand|1000|1,000|1k) (?:views|ads|impressions|imps|showings)\b/gi, 'ecpm'],
  [/\b(?:the )?(?:%|percent|percentage|share|proportion|fraction) of (?:the )?(?:ad )?requests (?:that )?(?:got |get |were |are |being )?filled\b/gi, 'fill rate'],
  [/\b(?:the )?(?:%|percent|percentage|share|proportion|fraction) of (?:the )?filled (?:ad )?requests\b/gi, 'fill rate'],
  [/\bclick[- ]?rates?\b/gi, 'ctr'],
  // (not the reason for a no-fill or a no-bid, nor its code: the bidders' reasons, a report of their own — round 48's review)
  [/\b(?:what(?:'s|’s| is| was)|whats) the reason(?: (?:that|why))?\b(?![^.?!]{0,40}\b(?:no[- ]?fills?|no[- ]?bids?|non[- ]?bids?|nonbid\w*|not bidding|codes?)\b)/gi, whyCommand.name],
  [new RegExp(String.raw`\b(fewer|less|more) ads (?:(?:got|get|were|are|being|have been|been) )?${SEEN}\b`, 'gi'), '$1 impressions'],
  [/\bad (?:buyers?|compan(?:y|ies))\b/gi, biddersCommand.name],
  // (never "are not bidding", "is nobody bidding": the reasons for no bids, a report of their own — round 48's review)
  [/(?:(?<=\b(?:is|are|was|were) (?!(?:not|never|no one|nobody|none) )[a-z0-9_-]{1,30} (?:even )?)|\bstil{1,2} )bidding(?= (?:today|yesterday|this|last)\b)/gi, biddersCommand.name],
  [/\binclud(?:ing|e|es) (?:the |our |all (?:the |our )?)?(?:partner|ad|other|demand|mediation) (?:networks|partners|sources)\b/gi, 'including all sources'],
  // (not summaries asked to be sent, a digest to set up, nor summaries of or for figures, which are the figures — round 48's review)
  [/(?<!\b(?:send|sent|email|e-mail|mail|dm|post|give|share|want|need|schedule|create|add|set up)(?: me| us)?(?: the| some| a few| my| our)?(?: (?:daily|weekly|monthly|morning|nightly))? )\bsummaries\b(?! (?:of|for|on|about|by|per|from|across)\b)/gi, 'digests'],
  [/\b(check(?:ing)?|look(?:ing)? over|go(?:ing)? over|scan|review)\b([^.?!]{0,40}?) for (?:any )?(?:mistakes|problems|issues|typos|bugs)\b/gi, '$1$2 for errors'],
  [/\bhow many (?:people|players|users|gamers|persons) (?:used|played|opened|were (?:in|on)|visited|had) (?:the |our )?(?:apps?|games?)\b/gi, 'how many users'],
  [/\bhow many ads (?:does|do|did) (?:one|each|a|an average|the average|every|per) (?:player|user|person|gamer) (?:see|get|watch)(?: (?:per|a|each) day)?\b/gi, 'impressions per user'],
  [/([?.!])\s*(?:(?:can|could) (?:you|u) (?:please |pls )?)?(?:check|verify|double[- ]?check|validate) (?:it|that|this|them)(?: for errors)?(?: please| pls)?\s*[?.!]*\s*$/gi, '$1'],
  [/\?\s*(?:is|was) (?:that|it|this) (?:the )?(?:%|percent|percentage|share|number|count|amount|fraction) of [^?]{1,60}\?\s*$/gi, '?'],
  [/\bhow long (?:the |an? |each |auction )?(?:auction )?rounds? (?:take|takes|took|last|lasts|lasted|run|runs)\b/gi, 'round durations'],
  [/\b(?:message|tell|ping|notify|post (?:to|in)|let) (?:the|this|our) channel(?: know)? (?:when|once|as soon as) (?:it'?s|it’s|it is|it has been|it gets|the test is|the test gets) (?:decided|done|finished|over|called|concluded|complete|significant)\b/gi, 'watch it here'],
  [/\bcompair(e?d|ing|s)?\b/gi, 'compare$1'],
  [/\bas wel\b/gi, 'as well'],
  [/\bvidoe(s?)\b/gi, 'video$1'],
  [/,\s*(?:i'?m|i’m|i am) (?:so |a bit |kinda |really |very )?(?:confus+ed|lost|puzzled)\s*[.!?]*\s*$/gi, ''],
];

export function juniorWords(text: string): string {
  return learnerSlips(RULES.reduce((s, [re, to]) => s.replace(re, to), text)).replace(/ {2,}/g, ' ').trim();
}
