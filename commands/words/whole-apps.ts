// The account's apps said as a whole (issue 38's thirty-third round): "across all the games", "for our
// android apps", "how did the apps do", "which of our apps" — the words for every app the account has,
// so no app filter and no split of their own ("our android apps" keeps its OS). The plural was read as
// an unknown word and asked back though its meaning was plain. Only with "our"/"the" before the plural:
// bare "across apps", "for all apps" stay the table by app, as the older sets label them; never after
// "compare" ("compare the apps" is asked), nor before "separately", "each", "individually", "one by one"
// (a split said). Each phrase is a fixed run of words: no unbounded repeats.
// (a platform's slip the reader knows, "andriod"; "builds" — a platform's apps as its releases: round 48)
const OS = '(?:(android|andriod|ios|iphone|ipad) )?';
const APPS = '(?:apps|games|titles|builds)';
const OWN = '(?:(?:all )?(?:of )?(?:our|the|my) )';
/** A split said after the plural, or a comparison before it: left as typed. */
const SPLIT_AFTER = String.raw`(?! (?:separately|each|individually|one by one|side by side|split|broken)\b)`;

type Replacer = (match: string, ...groups: string[]) => string;
const osOf = (os: string | undefined) => (os ? ` ${os}` : '');

const RULES: readonly (readonly [RegExp, Replacer])[] = [
  // "across all the games", "across our android apps": summed over them
  [new RegExp(String.raw`\bacross ${OWN}${OS}${APPS}\b${SPLIT_AFTER}`, 'gi'), (_m, os?: string) => osOf(os)],
  // "revenue for our android apps", "fill on the games" (never "of": "each of our games" is a split)
  [new RegExp(String.raw`(?<!\bcompare )\b(?:for|from|on|over|in) ${OWN}${OS}${APPS}\b${SPLIT_AFTER}`, 'gi'), (_m, os?: string) => (os ? ` for ${os}` : '')],
  // "how did the android apps do", "how are our games doing": how it went, for all of them
  [new RegExp(String.raw`\bhow (did|do|does|are|were|have|has|is) (?:the|our|my|all (?:the|our)) ${OS}${APPS} (?=(?:do|doing|done|perform|performing|performed|go|going|gone|look|looking)\b)`, 'gi'), (_m, verb: string, os?: string) => `how ${verb}${osOf(os) || ' we'} `],
  // "what did the iOS apps bring in", "how much have our games made": what they earned, all of them (round 48)
  [new RegExp(String.raw`\b(did|do|does|have|has|had) ${OWN}${OS}${APPS} (?=(?:make|made|earn|earned|bring|brought|generate|generated|produce|produced)\b)`, 'gi'), (_m, verb: string, os?: string) => `${verb}${osOf(os) || ' we'} `],
  // "which of our apps moved the most": which app
  [new RegExp(String.raw`\bwhich (?:one )?of (?:our|the|my|all (?:our|the)) ${OS}${APPS}\b`, 'gi'), (_m, os?: string) => `which${osOf(os)} app`],
];

export function wholeApps(text: string): string {
  return RULES.reduce((s, [re, to]) => s.replace(re, to), text).replace(/ {2,}/g, ' ').trim();
}
