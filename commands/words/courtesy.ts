// Courtesy around an ask, and the bot addressed in the second person (issue 38's tenth round):
// "thanks in advance", "if it's not too much trouble", "hope everyone had a good thanksgiving",
// "hiya, happy friday!" carry no part of a question and go; "I'd love to see", "would you mind
// pulling", "would you be able to dig into why", "do you know what's dragging ecpm down" are the
// ask itself said politely: the words the reader knows (show, why). Only fixed phrases of courtesy,
// never a word that could narrow ("only", "not", a name) — those the reader still reads or asks.
const WEEKDAY = '(?:mon|tues|wednes|thurs|fri|satur|sun)day';
const RULES: readonly (readonly [RegExp, string])[] = [
  [/\b(?:thanks|thank you|thx|ty|tia|cheers)(?: so much)? (?:in advance|ahead of time)\b/gi, ' '],
  [/\b(?:if it'?s|if that'?s) not (?:too much )?(?:trouble|a bother|a hassle|too much to ask)\b|\bif you (?:don'?t|do not) mind\b|\bwhen(?:ever)? you (?:get|have) a (?:chance|sec|second|minute|moment)\b|\bif you have a (?:sec|second|minute|moment)\b|\bno rush\b/gi, ' '],
  [new RegExp(String.raw`\b(?:hiya|heya|hey there|hi there|hello there|howdy)\b|\bhappy (?:${WEEKDAY}|weekend|holidays|new year|thanksgiving)\b`, 'gi'), ' '],
  [/\bhope (?:the|your|everyone'?s|the long) (?:holiday|holidays|weekend|break|thanksgiving|vacation|time off) (?:was|were|went) (?:good|great|nice|lovely|relaxing|restful|fun|well)\b/gi, ' '],
  [/\bhope (?:everyone|you all|all of you|you|y'?all|everybody)(?: had| has| have| are having| is having)? (?:a )?(?:good|great|nice|lovely|relaxing|restful|happy) [a-z]+(?: break| weekend| holiday)?\b/gi, ' '],
  [/\b(?:i'?d|i would|we'?d|we would) (?:love|like) to (?:see|get|have|know)\b/gi, 'show'],
  [/\b(?:would|could) you (?:mind|please mind) (?:pulling|getting|showing|sending|grabbing|running|fetching|posting|sharing)(?: up)?\b/gi, 'show'],
  [/\b(?:would|will|could) you be able to\b|\bare you able to\b|\bwould it be possible (?:for you )?to\b|\bcould you possibly\b/gi, ' '],
  [/\bdig (?:in)?to (?=why\b|what\b|how\b)/gi, ''],
  [/\bdo you (?:know|happen to know|have any idea) (?=what|why|how|which|where|when|if|whether)/gi, ''],
  // "what's dragging ecpm down", "what is pulling fill down": why it moved
  [/\bwhat(?:'s| is| was| are| were) (?:dragging|pulling|dragged|pushing|weighing|holding)( [a-z_]+(?: rate)?) (down|back)\b/gi, 'why$1 $2'],
];

export function courtesy(text: string): string {
  let out = text;
  for (const [pattern, to] of RULES) out = out.replace(pattern, to);
  return out.replace(/ {2,}/g, ' ');
}
