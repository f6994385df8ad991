// A newcomer's words in a busy shared channel (issue 38's round 46, the seventy-eighth set): a new
// hire asks what the bot is for and introduces themselves in a clause of its own. Each a fixed run
// of words, read as the words the reader already knows for the same ask (./said-otherwise.ts holds
// the older ones):
//   "what is this bot for", "what's the bot for", "what does this bot do", "what are you for": what
//   the bot can do, as "what can this bot do" (help) — not a question of figures;
//   "hi! I'm new," said alone in its clause (before a comma, a stop or the end): no part of the ask,
//   as "I'm new here" is;
const RULES: readonly (readonly [RegExp, string])[] = [
  [/\bwhat(?:'s|’s| is| does| do| are)? (?:(?:this|the|that) (?:ad ?ops )?bot|you) (?:(?:even |actually |here |really )?for|(?:even |actually |really )?do)\b(?=\s*[?.!]*\s*$)/gi, 'what can you do'],
  [/\b(?:i'?m|i’m|i am|we'?re|we’re|we are) (?:quite |pretty |fairly |very |brand )?new(?: (?:on|in) the team)?(?=\s*(?:[,.!;:—–-]|$))[,.!;:—–-]*/gi, ''],
];

export function newcomerWords(text: string): string {
  return RULES.reduce((s, [re, to]) => s.replace(re, to), text).replace(/ {2,}/g, ' ').trim();
}
