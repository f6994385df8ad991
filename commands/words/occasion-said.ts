// The occasion said first, as a lead-in before the ask (issue 38's thirty-ninth round): "weekly review
// time - …", "standup time: …", "monday sync time, …" — when the figures are wanted, not what they are;
// the ask after it is the question. Only with "time" after the occasion's word and a mark (a dash, colon
// or comma) after that, at the very start: "the review time by app" is no lead-in. The occasion's word
// may carry two letters swapped ("reveiw"), which the typo corrector cannot mend: it knows no such word.
// Its own module, run with ./periods-said.ts (./restate.ts); ./work-asks.ts reads "wrap-up:" the same way.
type Replacer = (match: string, ...groups: string[]) => string;

const OCCASIONS = ['review', 'sync', 'standup', 'stand-up', 'recap', 'check-in', 'checkin', 'wbr', 'mbr', 'qbr', 'huddle', 'meeting', 'report', 'reporting'];
const SEP = String.raw`\s*(?:[,:;]|\s[-–—]+)\s*`;
const LEAD_IN = new RegExp(String.raw`^\s*(?:it'?s )?(?:(?:mon|tues|wednes|thurs|fri)day'?s? |weekly |monthly |daily |quarterly |morning |end of (?:the )?(?:week|month) )?([a-z-]{3,9}) time${SEP}(?=\S)`, 'i');

/** The word, or it with two neighbouring letters swapped. */
const slipOf = (w: string, of: string) => w === of || (w.length === of.length && [...w].some((_c, i) => i + 1 < w.length && w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2) === of));

const dropped: Replacer = (m, word: string) => (OCCASIONS.some((o) => slipOf(word.toLowerCase(), o)) ? '' : m);

export function occasionSaid(text: string): string {
  return text.replace(LEAD_IN, dropped);
}
