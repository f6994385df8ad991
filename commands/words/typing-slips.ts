// Typing slips the word corrector (./slips.ts) cannot reach (issue 38's thirty-first round), each left a
// question asked back though its meaning was plain:
//   a word too short to correct alone ("hw much", "we mak"), read only in the phrase where it belongs
//     ("hw" before much/many/did; "mak" after whom it asks of) — never alone;
//   a letter too many ("whay"): ./slips.ts only adds or swaps letters, so a word with one extra letter is
//     read as the one word its deletion gives, only into a question word or a clock's short name;
//   a city's clock slipped ("in tokoyo time"): the city, only before "time" where ./zones.ts reads a city;
//   a slip inside an account's bidder's or A/B test's name ("alpa", "ecoh", "the coin ofer test"): those
//     names are no vocabulary word, so the corrector never offered them; read only when exactly one fits
//     (a test's word only where a test is said);
//   "setup" for set up, "mdt" for mtd after a figure (see the rules).
// Only words unknown as typed are touched; two fits are no reading (left as typed, asked back).
import { knownWord } from './tokens.js';
import { ZONE_WORDS } from './zones.js';
import { whyCommand } from '../why/index.js';

const PHRASES: readonly (readonly [RegExp, string])[] = [
  // "hw much did we make", "hw many requests": how, before what it asks
  [/\bhw (?=(?:much|many|did|does|do|is|are|was|were)\b)/gi, 'how '],
  // "did we mak yesterday", "how much did they mak": make, after whom it asks of
  [/\b(we|you|u|they|i) mak\b/gi, '$1 make'],
  // "what digests are setup": set up, after the verb it is the participle of ("the setup" stays a noun)
  [/\b(are|is|was|were|got|get|been|be) setup\b/gi, '$1 set up'],
  // "uk revenue mdt": month to date, its letters swapped, right after a figure and ending the ask (never "in MDT",
  // "MDT time", or beside a period of its own — there it is the Mountain clock, as ./zones.ts reads it)
  [/\b(revenue|rev|fill|fill rate|ecpm|impressions|imps|requests|demand|bidders|networks?) mdt\s*[?!.]*$/gi, '$1 mtd'],
];

const QUESTION_WORDS = [whyCommand.name, 'how', 'what', 'when', 'where', 'which'];

/** The words `word` gives with one letter taken out (after the first, as people slip after it). */
function lessOne(word: string): Set<string> {
  const out = new Set<string>();
  for (let i = 1; i < word.length; i++) out.add(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/** One slip away: a letter added, dropped, swapped or replaced (the first letter kept). */
function oneSlip(a: string, b: string): boolean {
  if (a === b || a[0] !== b[0]) return false;
  if (a.length === b.length) {
    const diff = [...a].flatMap((c, i) => (c === b[i] ? [] : [i]));
    return diff.length === 1 || (diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!]);
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  return long.length === short.length + 1 && lessOne(long).has(short);
}

function fixWord(w: string, bidderWords: readonly string[], testWords: readonly string[]): string | undefined {
  const low = w.toLowerCase();
  if (low.length < 4 || knownWord(low) || ZONE_WORDS.includes(low)) return undefined;
  const less = lessOne(low);
  const fits = new Set<string>();
  for (const q of QUESTION_WORDS) if (less.has(q)) fits.add(q);
  for (const z of ZONE_WORDS) if (z.length >= 5 && less.has(z)) fits.add(z);
  // (a bidder's name of 4 letters or more: "alpa" is alpha; shorter ones are too near other words)
  for (const b of bidderWords) if (b.length >= 4 && oneSlip(low, b)) fits.add(b);
  // (a word of an A/B test's name, "the bonus coin ofer test": only where a test is said, as ./chat-slips.ts reads its cut words)
  for (const n of testWords) if (n.length >= 4 && oneSlip(low, n)) fits.add(n);
  return fits.size === 1 ? [...fits][0] : undefined;
}

/** The one IANA zone's city (one word, 5 letters or more) `word` is one slip from. */
function cityOf(word: string): string | undefined {
  const fits = new Set(Intl.supportedValuesOf('timeZone').map((z) => z.split('/').at(-1)!.toLowerCase()).filter((c) => /^[a-z]{5,}$/.test(c) && oneSlip(word, c)));
  return fits.size === 1 ? [...fits][0] : undefined;
}

/** The text with these slips read as the words they slipped from; `protect`: the account's words. */
export function typingSlips(text: string, protect: (word: string) => boolean, bidders: readonly string[] = [], tests: readonly { name?: string }[] = []): string {
  // (a bidder's name slipped only where bidders are said: after "bidder", or in a list beside another bidder named
  // as spelt — "foxtrot and ecoh"; alone, "ecoh win rate" stays asked back, as the twenty-second round holds)
  const names = bidders.map((b) => b.toLowerCase().replace(/^bidder[_-]?/, ''));
  const said = /\bbidders?\b/i.test(text) || names.some((n) => new RegExp(`\\b${n}\\b`, 'i').test(text));
  const bidderWords = said ? names : [];
  const testWords = /\b(?:test|tests|experiment|experiments|a\/b|ab)\b/i.test(text) ? [...new Set(tests.flatMap((x) => (x.name ?? '').toLowerCase().split(/[^a-z]+/)))] : [];
  const phrased = PHRASES.reduce((t, [pattern, to]) => t.replace(pattern, to), text);
  // "in tokoyo time": a city's clock, one slip from the city an IANA zone is named by (before "time" only, as ./zones.ts reads it)
  const cities = phrased.replace(/(?<![\w'’./-])([A-Za-z]{4,})(?= time\b)/gi, (w) => (protect(w.toLowerCase()) || knownWord(w.toLowerCase()) || ZONE_WORDS.includes(w.toLowerCase()) ? w : cityOf(w.toLowerCase()) ?? w));
  return cities.replace(/(?<![\w'’./-])[A-Za-z]{4,}(?![\w'’/-])/g, (w) => (protect(w.toLowerCase()) ? w : fixWord(w, bidderWords, testWords) ?? w));
}
