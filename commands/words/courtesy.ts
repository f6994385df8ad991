// Courtesy around an ask, and the bot addressed in the second person (issue 38's tenth round):
// "thanks in advance", "if it's not too much trouble", "hope everyone had a good thanksgiving",
// "hiya, happy friday!" carry no part of a question and go; "I'd love to see", "would you mind
// pulling", "would you be able to dig into why", "do you know what's dragging ecpm down" are the
// ask itself said politely: the words the reader knows (show, why). Only fixed phrases of courtesy,
// never a word that could narrow ("only", "not", a name) — those the reader still reads or asks.
import { WEEKDAY } from './weekdays.js';
const RULES: readonly (readonly [RegExp, string])[] = [
  [/\b(?:thanks|thank you|thx|ty|tia|cheers)(?: so much)? (?:in advance|ahead of time)\b/gi, ' '],
  [/\b(?:if it'?s|if that'?s) not (?:too much )?(?:trouble|a bother|a hassle|too much to ask)\b|\bif you (?:don'?t|do not) mind\b|\bwhen(?:ever)? you (?:get|have) a (?:chance|sec|second|minute|moment)\b|\bif you have a (?:sec|second|minute|moment)\b|\bno rush\b/gi, ' '],
  [new RegExp(String.raw`\b(?:hiya|heya|hey there|hi there|hello there|howdy)\b|\bhappy (?:${WEEKDAY}|weekend|holidays|new year|thanksgiving)\b`, 'gi'), ' '],
  // (issue 38's twelfth round) chat around the ask: "coffee's on me", "before I forget —", "quick sanity check on",
  // "sorry to bug you on a holiday, but", "(don't ask why)", "heads down on the board deck,", "yes or no", "yes/no is fine"
  [/\b(?:the )?(?:coffee|coffees|drinks|beers?|lunch|donuts|pizza)(?:'s| is| are)? on me\b/gi, ' '],
  [/^\s*(?:oh,? )?before i forget\b\s*[—–:,-]?/gi, ' '],
  // ("sanity check on which account", "quick sanity check:"; never "sanity check the draft config", which asks for a check)
  [/\b(?:(?:a |just a )?quick )?sanity[- ]check(?: on| of| for|\s*[:—–-])/gi, ' '],
  [/\b(?:sorry|apologies) (?:to|for) (?:bug|bother|trouble|ping|pester|disturb)(?:ging)? (?:you|y'?all|everyone)(?: again| so late| so early| on (?:a|the) (?:holiday|weekend|friday|day off))?,?(?: but\b)?/gi, ' '],
  [/\(\s*(?:don'?t|do not) ask(?: me)? why\s*\)|\bdon'?t ask why,?/gi, ' '],
  [/^\s*(?:heads down|deep|knee deep|buried|swamped) (?:on|in|with) (?:the |a |my |our )?(?:(?:board|exec|investor|weekly|monthly|quarterly|month-end|quarter-end|year-end|budget|planning|team) )?(?:deck|slides|doc|memo|report|pack|presentation|review|close|plan|planning|budget|prep)s?,/gi, ' '],
  [/,? (?:(?:just |a )?yes or no|(?:just |a )?yes\/no)(?: (?:is|would be) (?:fine|ok|okay|enough|great)| (?:will do|works|please))?\s*[.!?]*\s*$/gi, ' '],
  // "thanks for yesterday's help! today: …": the thanks, and the word that turns to the new ask
  [/\b(?:thanks|thank you|thx|ty) (?:for|re) (?:(?:yesterday|last week|friday|monday)'?s|your|the|all the|all your) help\b[!.,]*(?: today:| today,| now:)?/gi, ' '],
  // "hope everyone had a good thanksgiving, how did we do on the day itself?": the day the wishes named
  [/\bhope (?:everyone|you all|all of you|you|y'?all|everybody)(?: had| has| have)? (?:a )?(?:good|great|nice|lovely|relaxing|restful|happy) (thanksgiving|christmas|halloween|black friday|cyber monday|new year'?s? day)\b(.*?)\b(?:on )?the (?:day|holiday) itself\b/gi, '$2 on $1'],
  [/\bhope (?:the|your|everyone'?s|the long) (?:holiday|holidays|weekend|break|thanksgiving|vacation|time off) (?:was|were|went) (?:good|great|nice|lovely|relaxing|restful|fun|well)\b/gi, ' '],
  [/\bhope (?:everyone|you all|all of you|you|y'?all|everybody)(?: had| has| have| are having| is having)? (?:a )?(?:good|great|nice|lovely|relaxing|restful|happy) [a-z]+(?: break| weekend| holiday)?\b/gi, ' '],
  // (issue 38's sixteenth round) an over-formal thanks said with "most", "very" or "ever so": "I would be most grateful if you
  // could furnish me with", "it would be most appreciated", "most kind" — courtesy, not a superlative (top=1)
  [/\b(?:i|we)(?:'?d| would| should| shall| will| am| are|'m|'re)? (?:be )?(?:most|very|ever so|so|truly|really|extremely|deeply) (?:grateful|thankful|obliged|appreciative)(?: (?:to you|indeed))?(?: if you (?:could|would|can|will|might)(?: kindly| please)?)?\b/gi, ' '],
  [/\b(?:it|that|this) (?:would|will|'?d) be (?:most|very|much|greatly|truly|really|extremely|highly|so) (?:appreciated|helpful|kind(?: of you)?|welcome)\b|\b(?:most|very|ever so|so) kind(?: of you)?\b|\bmuch obliged\b|\b(?:most|much|greatly|very much) appreciated\b/gi, ' '],
  // "the most recent revenue figures": the latest, not the top row ("the three most recent days", "most recent 5 bids" are counted spans, read as they are)
  [/(?<!\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty) )\bmost (?:recent|current|up[- ]to[- ]date)\b(?! (?:\d+ )?(?:days?|weeks?|months?|hours?|bids?)\b)/gi, 'latest'],
  [/\bfurnish (?:me|us) with\b/gi, 'show'],
  [/\b(?:i'?d|i would|we'?d|we would) (?:love|like) to (?:see|get|have|know)\b/gi, 'show'],
  [/\b(?:would|could) you (?:mind|please mind) (?:pulling|getting|showing|sending|grabbing|running|fetching|posting|sharing)(?: up)?\b/gi, 'show'],
  [/\b(?:would|will|could) you be able to\b|\bare you able to\b|\bwould it be possible (?:for you )?to\b|\bcould you possibly\b/gi, ' '],
  [/\bdig (?:in)?to (?=why\b|what\b|how\b)/gi, ''],
  [/\bdo you (?:know|happen to know|have any idea) (?=what|why|how|which|where|when|if|whether)/gi, ''],
  // "what's dragging ecpm down", "what is pulling fill down": why it moved
  [/\bwhat(?:'s| is| was| are| were) (?:dragging|pulling|dragged|pushing|weighing|holding)( [a-z_]+(?: rate)?) (down|back)\b/gi, 'why$1 $2'],
  // "which app is dragging us down", "which countries are pulling revenue down": the one that fell most, its movers (round 43)
  [/\bwhich (apps?|countries|country|formats?|platforms?) (?:is|are|was|were) (?:dragging|pulling|weighing|holding) (?:(?:us|our revenue|revenue|rev|things|the numbers) )?(?:down|back)\b/gi, 'which $1 dropped the most'],
];

export function courtesy(text: string): string {
  let out = text;
  for (const [pattern, to] of RULES) out = out.replace(pattern, to);
  return out.replace(/ {2,}/g, ' ');
}
