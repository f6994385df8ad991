// Voice-to-text's marks on a question (issue 38's twelfth round): punctuation said aloud ("comma
// top five", "… for yesterday period"), a word heard as letters ("e CPM", "I oh s", "c t r"), a word
// heard in two pieces ("re wardid"), and the sound-alikes a dictation app writes for the reader's
// own words ("film rate", "when rate", "the bitters"). Each is mended only where the heard word
// means nothing there — a sound-alike only in the slot its word belongs in ("when" before "rate"),
// two pieces joined only into one known word — so typed text is left as it was.
import { biddersCommand } from '../bidders/index.js';
import { FILLER } from './lexicon.js';
import { knownWord } from './tokens.js';
import { unslip } from './slips.js';

/** Sound-alikes of a word of figures before "rate": fill, win, bid. */
const RATE_SOUNDS: Readonly<Record<string, string>> = { film: 'fill', feel: 'fill', phil: 'fill', when: 'win', wind: 'win', been: 'bid', bit: 'bid' };
/** Sound-alikes of the bidders heard as words of their own. */
const BIDDER_SOUNDS = /\b(?:bitters|bidder's|bitter|biters|bidets)\b/gi;
/** Words that end a period's name, where "period" is a spoken full stop ("for yesterday period"); never "the same period". */
const SPOKEN_STOP = /\b(yesterday|today|week|month|quarter|year|\d+d|weekend|ios|android|please|pls|thanks)( period| full stop)\s*$/gi;
/** Letters said one by one, "oh" for O: "I oh s", "c t r", "e c p m". */
const LETTERS = /(?<![\w'’.-])(?:[a-z]|oh)(?: (?:[a-z]|oh)\b){1,4}(?![\w'’.-])/gi;

const REGIONS = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
/** A country's two-letter code ("IN", "US"; "UK" as people write it). */
const isRegion = (code: string) => code === 'UK' || REGIONS.of(code) !== undefined;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';
/** The one known word of figures `w` is one letter off from (the first kept), if just one. */
function oneOff(w: string): string | undefined {
  const found = new Set<string>();
  for (let i = 1; i < w.length; i++) for (const c of ALPHABET) { const x = w.slice(0, i) + c + w.slice(i + 1); if (x !== w && knownWord(x) && !FILLER.has(x)) found.add(x); }
  return found.size === 1 ? [...found][0] : undefined;
}
/** Two pieces heard apart that make one known word ("re wardid" → rewarded, "e cpm" → ecpm); never two words known alone. */
function joined(a: string, b: string): string | undefined {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  if (knownWord(y) && (knownWord(x) && x.length > 1)) return undefined;
  const whole = x + y;
  if (knownWord(whole) && !FILLER.has(whole)) return whole;
  // (nor a second piece that is a slip of its own word: "in teh US" is "in the US", not "inter US")
  return knownWord(y) || x.length > 2 || unslip(y) !== undefined ? undefined : oneOff(whole);
}

export function undictated(text: string): string {
  return text
    .replace(/\s+comma\s+/gi, ', ')
    .replace(/\s+question mark\s*$/gi, '?')
    .replace(SPOKEN_STOP, '$1.')
    // ("in I N", "for the U S": a country's code said letter by letter, in capitals as the code is written, where a place is said)
    .replace(/(?<=\b(?:in|for|from|of|to|outside)(?: the)? )([A-Z]) ([A-Z])(?![\w'’.-])/g, (all, a: string, b: string) => (isRegion(`${a}${b}`) ? `${a}${b}` : all))
    .replace(LETTERS, (all) => {
      const word = all.toLowerCase().split(' ').map((l) => (l === 'oh' ? 'o' : l)).join('');
      // ("by o s": the one word of two letters said as letters, the platform's)
      return knownWord(word) && !FILLER.has(word) && (word.length > 2 || word === 'os') ? word : all;
    })
    .replace(/(?<![\w'’.-])([a-z]{1,2}) ([a-z]{3,})(?![\w'’.-])/gi, (all, a: string, b: string) => joined(a, b) ?? all)
    // (only where a figure is named: "sorted by when rate", never "tell me when rates drop")
    .replace(/(^\s*|\b(?:by|the|their|its|our|with|highest|lowest|best|worst|and|of) )([a-z]+) (rates?)\b/gi, (all, lead: string, w: string, rate: string) => (RATE_SOUNDS[w.toLowerCase()] && !(lead.trim() === '' && w.toLowerCase() === 'when') ? `${lead}${RATE_SOUNDS[w.toLowerCase()]} ${rate}` : all))
    .replace(BIDDER_SOUNDS, (w) => (w.toLowerCase().endsWith('s') && w.toLowerCase() !== "bidder's" ? biddersCommand.name : 'bidder'))
    .replace(/^\s*(?:(?:hey|hi|hello|ok|okay|yo) )?ad ops\b(?![-\d])[,:!]?/i, ' ');
}
