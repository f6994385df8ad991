// Slips of quick typing the corrector leaves (issue 38's tenth round), each a class of slip that
// makes a known word unknown: two letters swapped ("teh", "tset"), a letter doubled ("didd"), a
// letter dropped from a longer word ("expot", "srted", "tday"). Only a word unknown as typed and no
// account's name; only when exactly one known word fits (two fits are no reading: left as typed,
// asked about); the first letter is always kept, as people slip after it.
import { EVERYDAY, FILLER, MOVEMENT } from './lexicon.js';
import { COUNTRY_WORDS } from './names.js';
import { knownWord } from './tokens.js';
import { ZONE_WORDS } from './zones.js';
import { READ_IN_TEXT, besideKeys, oneOfForms } from './chat-slips.js';
import { doubledOne } from './letter-slips.js';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';
/**
 * Words of dates read from the text in phrases ("the past 30 days": ./dates.ts), so in no vocabulary the
 * token corrector reaches: a slip of one ("pst", "pasr") was left unknown and asked about (issue 38's
 * twenty-second round). Reached by the slips above, and by a key next to the one meant ("pasr": r beside
 * t, as the token corrector's one-edit slips are) — a neighbour only, so "post", "pass", "pest" stay words.
 * "first" too (thirty-third round: "the frist half of november", "frst week"), and the other ordinals of days
 * and quarters (forty-eighth round: "the thrid quarter", "the fiftenth").
 */
export const ORDINAL_WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth', 'thirtieth'];
// ("config verison 12": the config's version, a word of the grammar no vocabulary holds — round 48;
// "on weekdyas", "by country and format togethr": a digest's days and a split's "together", read in phrases — round 53)
const PHRASE_WORDS = new Set(['past', 'version', 'weekday', 'weekdays', 'together', ...ORDINAL_WORDS]);
/** The phrase words a key beside reaches (not the other ordinals: "fifty" is no slip of "fifth"). */
const BESIDE_WORDS = new Set(['past', 'first']);

/** The known words `word` is one slip away from, by the slips above. */
function fits(word: string, extra: readonly string[] = []): Set<string> {
  const found = new Set<string>();
  // (never into a word of a country's name: "mate" is not "malte", Malta in French, then one more slip
  // from Malta; a country one slip away is read where countries are, from its English name)
  const add = (w: string) => w !== word && w[0] === word[0] && (extra.length ? extra.includes(w) : (knownWord(w) || PHRASE_WORDS.has(w) || READ_IN_TEXT.has(w)) && !COUNTRY_WORDS.has(w)) && found.add(w);
  // swapped (after the first letter: "teh", "tset", "srot")
  for (let i = 1; i < word.length - 1; i++) add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  // doubled ("didd", "bidd")
  for (let i = 1; i < word.length; i++) if (word[i] === word[i - 1]) add(word.slice(0, i) + word.slice(i + 1));
  // held down, a letter three times or more ("pooor", "weeeek", twenty-fourth round): the word with it once or twice
  if (/(.)\1\1/.test(word)) for (const n of ['$1', '$1$1']) add(word.replace(/(.)\1{2,}/g, n));
  // dropped (a word of 4 letters or more: "expot", "srted", "tday"; shorter ones are other words)
  if (word.length >= 4) for (let i = 1; i <= word.length; i++) for (const c of ALPHABET) add(word.slice(0, i) + c + word.slice(i));
  // (three letters with no vowel after the first are a word with its vowel dropped, "usr", "rqs": only into a word of figures or dates, never glue)
  // (or into a word of a move, "drp" for drop — glue only by its sense, twenty-fourth round: "drop" is no "dorp")
  if (word.length === 3 && !/[aeiouy]/.test(word.slice(1))) for (let i = 1; i <= 3; i++) for (const c of 'aeiou') { const w = word.slice(0, i) + c + word.slice(i); if (!FILLER.has(w) || MOVEMENT.has(w)) add(w); }
  // a key beside the one meant, into a word of a phrase only ("pasr"; its own vocabulary's are the token corrector's)
  if (word.length >= 4) for (let i = 1; i < word.length; i++) for (const c of besideKeys(word[i]!)) { const w = word.slice(0, i) + c + word.slice(i + 1); if (BESIDE_WORDS.has(w)) add(w); }
  return found;
}

/** The known plurals whose singular is `word` with one letter put back ("eror" → errors). */
function pluralFits(word: string): Set<string> {
  const found = new Set<string>();
  for (let i = 1; i <= word.length; i++) for (const c of ALPHABET) { const w = `${word.slice(0, i)}${c}${word.slice(i)}s`; if (knownWord(w) && !COUNTRY_WORDS.has(w)) found.add(w); }
  return found;
}

/** A known word's own form ("goes", "checked", "settings"): a real word, not a slip ("goes" is not "geos"). */
const formOfKnown = (w: string) => ['s', 'es', 'ed', 'ing', 'er', 'ers', 'ly'].some((end) => w.endsWith(end) && w.length - end.length >= 2 && knownWord(w.slice(0, -end.length)));

/** `extra`: the only words to mend into (a country's word, which slips otherwise never reach: ./mended-first.ts). */
export function unslip(word: string, extra: readonly string[] = []): string | undefined {
  const w = word.toLowerCase();
  if (extra.length) return [...fits(w, extra)][0];
  // (no word the reader knows has 20 letters: a longer run is no slip of one, and its edits would cost 26 strings a letter)
  if (w.length < 3 || w.length > 20 || !/^[a-z]+$/.test(w) || knownWord(w) || formOfKnown(w) || ZONE_WORDS.includes(w) || EVERYDAY.has(w)) return undefined;
  // ("eror types": a letter dropped from a word the reader knows in the plural only — "error" is read as "errors";
  // only when no known word fits as typed, round 48)
  const found = [...fits(w)];
  if (!found.length && w.length >= 4) found.push(...pluralFits(w));
  // ("baner": banner or banter — the doubled letter typed once: ./letter-slips.ts)
  return found.length === 1 ? found[0] : oneOfForms(w, found) ?? doubledOne(w, found);
}

/** The text with each slipped word made the word it slipped from; `protect`: the account's words. */
export function unslipped(text: string, protect: (word: string) => boolean): string {
  return text.replace(/(?<![\w'’./-])[A-Za-z]{3,}(?![\w'’/-])/g, (w) => (protect(w.toLowerCase()) ? w : unslip(w) ?? w));
}
