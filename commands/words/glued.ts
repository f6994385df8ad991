// Words run together by a missed space (issue 38's tenth round): "revenueyesterday", "lastweek",
// "last7days", "ecpmbycountry", "didwe" — a word the reader does not know that is two or three
// words it knows, typed without the spaces between. Only a word unknown as typed and never an
// account's own name ("puzzlequest", "tinyfarm": ./names.ts reads those); only a cut into the
// fewest parts, and only one such cut (two readings are no reading: left as typed, asked about).
// A cut that makes a negation ("nowhere", "nobody" are not "no where") is never taken.
import { FILLER, typoDistance } from './lexicon.js';
import { knownWord, VOCABULARY } from './tokens.js';

const NEGATION = new Set(['no', 'not', 'non', 'nor', 'never']);
/** Short words that join a figure to its period or split ("by", "vs", "last"), the only filler a part may be. */
const LINKS = new Set(['by', 'vs', 'per', 'last', 'this', 'past', 'each', 'every']);
// (a part is a word of the reader's own or a link: real words cut into glue are no run of words —
// "often" is not "of ten", "invalid" not "in valid", "thousand" not "tho us and")
const part = (w: string) => /^\d{1,3}$/.test(w) || LINKS.has(w) || (w.length >= 3 && knownWord(w) && !FILLER.has(w) && !NEGATION.has(w));

/** The cuts of `word` into `n` known parts. */
function cuts(word: string, n: number): string[][] {
  if (n === 1) return part(word) ? [[word]] : [];
  const out: string[][] = [];
  for (let i = 1; i < word.length; i++) {
    const head = word.slice(0, i);
    if (!part(head)) continue;
    // (a number is one part: "last7days" is last, 7, days, never last, 7d…)
    if (/\d$/.test(head) && /^\d/.test(word.slice(i))) continue;
    for (const rest of cuts(word.slice(i), n - 1)) out.push([head, ...rest]);
  }
  return out;
}

/** A known word typed with a slip ("formay" is "format", not "for may"): the corrector's, never cut. */
const slipOfOne = (w: string) => VOCABULARY.some((v) => v.length >= 4 && Math.abs(v.length - w.length) <= 1 && typoDistance(w, v) <= (w.length >= 8 ? 2 : 1));

/** The words of `word` with the spaces put back, or undefined when it is no run of known words. */
export function unglue(word: string): string[] | undefined {
  const w = word.toLowerCase();
  if (w.length < 5 || !/^[a-z][a-z0-9]*$/.test(w) || knownWord(w)) return undefined;
  for (const n of [2, 3]) {
    const found = cuts(w, n);
    // (the slip checked last: most words have no cut, and the check reads the whole vocabulary)
    if (found.length === 1) return slipOfOne(w) ? undefined : found[0];
    if (found.length > 1) return undefined;
  }
  return undefined;
}

/** The text with each word run together cut into its words; `protect`: the account's words, never cut. */
export function unglued(text: string, protect: (word: string) => boolean): string {
  return text.replace(/(?<![\w'’./-])[A-Za-z][A-Za-z0-9]{4,}(?![\w'’/-])/g, (w) => (protect(w.toLowerCase()) ? w : unglue(w)?.join(' ') ?? w));
}
