// "is fill worse on iOS than Android", "is ecpm higher on android than on ios": a comparison of two
// segments the asker named, answered by the split showing both, not by ranking them ("worse" read
// as "worst" put bottom=1 on it: one row, the other segment left out). A rank is kept for
// "which … is worst/best", where no two segments are named and the asker wants the one.
import type { Reading } from './reading.js';

// (only the asking word: "worse" reaches here mended to "worst", a superlative in form only)
const WHICH = new Set(['which', 'who', 'whichever', 'whose']);

/** The reading, a rank taken off when the words compare two named operating systems with "than". */
export function unranked(r: Reading): Reading {
  const t = r.tokens.words;
  if (!r.rank || !(r.anyOs || r.versusPair) || !r.by.includes('os') || !t.includes('than') || t.some((w) => WHICH.has(w))) return r;
  r.rank = undefined;
  return r;
}
