// The account's own names, matched forgivingly: apps by their name cut short or run together
// ("puzzle quest", "puzzlequest", "tiny farm"), countries by name, alias or code ("Brazil",
// "brasil", "the UK", "US"), bidders by their last word ("alpha"), A/B tests and Tasks by words of
// their names. Typos within one edit (two for long words) are forgiven; a word that fits two names
// equally is left to the caller to ask about.
import { createRequire } from 'node:module';
import { editDistance } from '../shared/did-you-mean.js';
import { EVERYDAY, FILLER, nearestWord, typoDistance } from './lexicon.js';
import { clockCodeAt } from './zones.js';

const require = createRequire(import.meta.url);
const isoCountries = require('i18n-iso-countries') as {
  registerLocale(data: unknown): void;
  getNames(lang: string, opts: { select: 'all' }): Record<string, string[]>;
};
isoCountries.registerLocale(require('i18n-iso-countries/langs/en.json'));
/** Countries as their own people and neighbours write them ("deutschland", "españa", "brasil"): read exactly, never as typos. */
const OTHER_LANGUAGES = ['de', 'es', 'fr', 'it', 'pt'];
for (const lang of OTHER_LANGUAGES) isoCountries.registerLocale(require(`i18n-iso-countries/langs/${lang}.json`));

/** Names people use that the ISO list lacks. */
const COUNTRY_EXTRAS: Record<string, string> = {
  usa: 'US', america: 'US', 'united states': 'US', 'the states': 'US', 'u.s.': 'US', 'u.s': 'US', uk: 'GB', britain: 'GB', england: 'GB', 'great britain': 'GB',
  brasil: 'BR', korea: 'KR', 'south korea': 'KR', 's korea': 'KR', 's. korea': 'KR', aus: 'AU', oz: 'AU', holland: 'NL', uae: 'AE', emirates: 'AE', russia: 'RU', czechia: 'CZ', vietnam: 'VN', turkiye: 'TR',
};
/** Two-letter codes read in lower case too ("revenue jp"); others only as written in capitals ("IN", "IT"). */
const LOWERCASE_CODES = new Set(['usa', 'uk', 'gb', 'jp', 'br', 'de', 'fr', 'kr', 'mx', 'au', 'ca', 'es']);

const plain = (n: string) => n.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
/** Other languages' names, read only for the account's own countries ("maurice" is a name before it is Mauritius). */
const FOREIGN_NAMES: ReadonlyMap<string, string> = new Map(
  OTHER_LANGUAGES.flatMap((lang) => Object.entries(isoCountries.getNames(lang, { select: 'all' })).flatMap(([code, names]) => names.filter((n) => n.length >= 5 && !/\s/.test(n)).flatMap((n) => [...new Set([n.toLowerCase(), plain(n)])].map((x) => [x, code] as const)))),
);
const COUNTRY_NAMES: ReadonlyMap<string, string> = new Map([
  ...Object.entries(isoCountries.getNames('en', { select: 'all' })).flatMap(([code, names]) => names.map((n) => [n.toLowerCase(), code] as const)),
  ...Object.entries(COUNTRY_EXTRAS),
]);
/** Every word of a country's name ("united", "states"): never "corrected" to another word. */
export const COUNTRY_WORDS: ReadonlySet<string> = new Set([...COUNTRY_NAMES.keys(), ...FOREIGN_NAMES.keys()].flatMap((n) => n.split(/\s+/)).filter((w) => w.length >= 4));
const FUZZY_COUNTRY_NAMES = [...new Set([...Object.values(isoCountries.getNames('en', { select: 'all' })).flat().map((n) => n.toLowerCase()), ...Object.keys(COUNTRY_EXTRAS)])].filter((n) => n.length >= 5 && !n.includes(' '));

export interface Found<T> {
  value: T;
  start: number;
  end: number;
}

/** A country at tokens[i] (lower-cased; `original` as typed, for codes in capitals). */
export function countryAt(t: readonly string[], original: readonly string[], i: number, known: readonly string[]): Found<string> | undefined {
  // "which countries make us the most money", "what they paid us": a verb's object, not the US.
  // ("did thanksgiving hit us or uk more": a country beside it, so the US too)
  const besideCountry = ['or', 'and', 'vs', 'versus'].includes(t[i + 1] ?? '') && (LOWERCASE_CODES.has(t[i + 2] ?? '') || COUNTRY_NAMES.has(t[i + 2] ?? ''));
  if (t[i] === 'us' && original[i] !== 'US' && US_AFTER.has(t[i - 1] ?? '') && !besideCountry) return undefined;
  // ("how did the holiday do for us", "what did delta report to us": how a thing went for us, or was told us — round 48)
  if (t[i] === 'us' && original[i] !== 'US' && ['for', 'to'].includes(t[i - 1] ?? '') && WENT.has(t[i - 2] ?? '')) return undefined;
  for (const n of [3, 2, 1]) {
    const phrase = t.slice(i, i + n).join(' ');
    const code = COUNTRY_NAMES.get(phrase);
    if (code && t.slice(i, i + n).length === n) return { value: code, start: i, end: i + n };
  }
  const word = t[i]!;
  const foreign = FOREIGN_NAMES.get(word);
  if (foreign && known.includes(foreign)) return { value: foreign, start: i, end: i + 1 };
  const typed = original[i] ?? '';
  // ("hourly rev yesterday ET": Eastern Time, where the account has no Ethiopia — ./zones.ts)
  if (clockCodeAt(t, original, i, known)) return undefined;
  if (/^[A-Z]{2}$/.test(typed) && COUNTRY_NAMES.has(isoName(typed))) return { value: typed, start: i, end: i + 1 };
  if (/^[a-z]{2,3}$/.test(word) && LOWERCASE_CODES.has(word)) return { value: word === 'uk' ? 'GB' : word === 'usa' ? 'US' : word.toUpperCase(), start: i, end: i + 1 };
  if (word === 'us' && (t[i - 1] === 'the' || t[i - 1] === 'in')) return { value: 'US', start: i, end: i + 1 };
  if (FILLER.has(word) || EVERYDAY.has(word)) return undefined;
  const near = nearestWord(word, known.length ? [...FUZZY_COUNTRY_NAMES.filter((n) => known.includes(COUNTRY_NAMES.get(n)!)), ...FUZZY_COUNTRY_NAMES] : FUZZY_COUNTRY_NAMES);
  // One slip from a country's name, first letter kept: two edits turn everyday words into countries ("finance" → France).
  return near && near[0] === word[0] && typoDistance(word, near) === 1 ? { value: COUNTRY_NAMES.get(near)!, start: i, end: i + 1 } : undefined;
}

// ("the same revenue as us", "higher than us": the pronoun compared with — twenty-third round)
const US_AFTER = new Set(['as', 'than', 'make', 'makes', 'made', 'making', 'earn', 'earns', 'earned', 'bring', 'brings', 'brought', 'pay', 'pays', 'paid', 'paying', 'give', 'gives', 'gave', 'owe', 'owes', 'owed', 'cost', 'costs', 'send', 'sent', 'tell', 'told', 'show', 'showed', 'let', 'helped', 'get', 'got', 'gets',
  // ("which app is dragging us down", "what's hurting us": a move's object — round 43)
  'drag', 'drags', 'dragging', 'dragged', 'pull', 'pulling', 'pulled', 'hurt', 'hurts', 'hurting', 'hold', 'holding', 'held', 'costing', 'killing',
  // ("did thanksgiving hit us yesterday", "is the outage affecting us": what a day or an event did to us — round 51)
  'hit', 'hits', 'hitting', 'affect', 'affects', 'affected', 'affecting', 'impact', 'impacts', 'impacted', 'impacting']);

// (a verb of how something went, or of being told, before "for us" / "to us" — round 48)
const WENT = new Set(['do', 'does', 'did', 'done', 'doing', 'go', 'goes', 'went', 'gone', 'going', 'look', 'looks', 'looked', 'looking', 'work', 'works', 'worked', 'working', 'perform', 'performs', 'performed', 'performing', 'turn', 'turned', 'reported', 'reporting', 'mean', 'means', 'meant', 'pan', 'panned', 'out']);

function isoName(code: string): string {
  for (const [name, c] of COUNTRY_NAMES) if (c === code) return name;
  return '';
}

/** An app's words without the store's and publisher's parts: com.acmegames.puzzlequest.android → puzzlequest, android. */
export function appCore(app: string): { core: string; platform?: 'ios' | 'android' } {
  if (/\s/.test(app.trim())) return { core: app.toLowerCase().replace(/[^a-z0-9]/g, '') };
  const parts = app.toLowerCase().split('.');
  const platform = parts.at(-1) === 'android' || parts.at(-1) === 'ios' ? (parts.pop() as 'ios' | 'android') : undefined;
  const words = parts.length >= 3 ? parts.slice(2) : parts.filter((p) => !['com', 'net', 'org', 'io', 'co'].includes(p));
  return { core: words.join('').replace(/[^a-z0-9]/g, ''), platform };
}

function fits(core: string, typed: string): boolean {
  if (typed.length < 4) return false;
  if (core === typed) return true;
  if (typed.length >= 5 && core.startsWith(typed)) return true;
  return typed.length >= 5 && editDistance(core, typed) <= (core.length >= 8 ? 2 : 1);
}

/** The app(s) named at tokens[i]: every platform's variant unless the platform is said beside it. */
export function appAt(t: readonly string[], i: number, apps: readonly string[]): Found<string[]> | undefined {
  const exact = apps.filter((a) => a.toLowerCase() === t[i]);
  if (exact.length) return { value: exact, start: i, end: i + 1 };
  for (const n of [3, 2, 1]) {
    if (i + n > t.length) continue;
    const typed = t.slice(i, i + n).join('').replace(/[^a-z0-9]/g, '');
    if (t.slice(i, i + n).some((w) => FILLER.has(w))) continue;
    const matched = apps.filter((a) => fits(appCore(a).core, typed));
    if (!matched.length) continue;
    const next = t[i + n];
    const platform = next === 'android' ? 'android' : next === 'ios' || next === 'iphone' ? 'ios' : undefined;
    if (platform) {
      const variant = matched.filter((a) => (appCore(a).platform ?? 'ios') === platform);
      if (variant.length) return { value: variant, start: i, end: i + n + 1 };
    }
    return { value: matched, start: i, end: i + n };
  }
  return undefined;
}

/** One app of several variants: the one without a platform suffix (the store's main bundle), else the first. */
export function mainApp(apps: readonly string[]): string | undefined {
  return apps.find((a) => !appCore(a).platform) ?? apps[0];
}

/** A bidder at tokens[i]: bidder_alpha, "bidder alpha", "alpha". */
export function bidderAt(t: readonly string[], i: number, bidders: readonly string[]): Found<string> | undefined {
  const found = bidderWordAt(t, i, bidders);
  // "Charlie (the bidder)", "bravo, the partner": the name said with what it is, naming no report.
  if (found && t[found.end] === 'the' && ['bidder', 'partner'].includes(t[found.end + 1] ?? '')) return { ...found, end: found.end + 2 };
  return found;
}

function bidderWordAt(t: readonly string[], i: number, bidders: readonly string[]): Found<string> | undefined {
  const word = t[i]!;
  const shortOf = (b: string) => b.toLowerCase().replace(/^bidder[_-]?/, '');
  const exact = bidders.find((b) => b.toLowerCase() === word);
  if (exact) return { value: exact, start: i, end: i + 1 };
  if ((word === 'bidder' || word === 'partner') && t[i + 1]) {
    const b = bidders.find((x) => shortOf(x) === t[i + 1]);
    if (b) return { value: b, start: i, end: i + 2 };
  }
  const b = bidders.find((x) => shortOf(x) === word && word.length >= 4);
  if (b) return { value: b, start: i, end: i + 1 };
  // "alfa": a bidder's own word as it sounds (ph said f).
  const sound = (x: string) => x.replace(/ph/g, 'f');
  const heard = word.length >= 4 && !FILLER.has(word) ? bidders.find((x) => sound(shortOf(x)) === sound(word)) : undefined;
  if (heard) return { value: heard, start: i, end: i + 1 };
  // "ehco": a four-letter bidder's word with two consonants swapped after its first letter (issue 38's twenty-second
  // round); other slips of four letters ("meat" of "meta", vowels swapped) are too often words of their own.
  if (word.length === 4 && !FILLER.has(word) && !EVERYDAY.has(word)) {
    const swapped = bidders.filter((x) => shortOf(x).length === 4 && [1, 2].some((k) => /^[^aeiouy]{2}$/.test(word.slice(k, k + 2)) && word.slice(0, k) + word[k + 1] + word[k] + word.slice(k + 2) === shortOf(x)));
    if (swapped.length === 1) return { value: swapped[0]!, start: i, end: i + 1 };
  }
  // "charli", "fxtrot", "delat": a bidder's own word cut short or one slip from it (first letter kept), when only one fits.
  if (word.length < 5 || FILLER.has(word)) return undefined;
  const near = bidders.filter((x) => shortOf(x)[0] === word[0] && (shortOf(x).startsWith(word) || typoDistance(word, shortOf(x)) === 1));
  return near.length === 1 ? { value: near[0]!, start: i, end: i + 1 } : undefined;
}

/** Words that name nothing in a test's or Task's name. */
const GENERIC_NAME_WORDS = new Set(['ab', 'a/b', 'per', 'the', 'in', 'of', 'and', 'offer', 's']);
const isGeneric = (w: string) => GENERIC_NAME_WORDS.has(w) || /^(tests?|tasks?|experiments?)$/.test(w);

function nameWords(name: string): string[] {
  return name.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length >= 2 && !isGeneric(w) && !FILLER.has(w));
}

// (one edit apart needs lengths one apart: checked first, so a 500-letter token costs no edit table)
const sameWord = (a: string, b: string) => a === b || (a.length >= 4 && b.startsWith(a)) || (b.length >= 4 && a.startsWith(b)) || (a.length >= 5 && Math.abs(a.length - b.length) <= 1 && typoDistance(a, b) <= 1);

/**
 * The named things (A/B tests, Tasks) the free tokens fit best: by id, else by the most words of
 * their names. Several equally good: all of them (the caller asks which).
 */
export function bestByName(t: readonly string[], used: boolean[], things: readonly { id: string; name?: string }[]): { ids: string[]; score: number; tokens: number[] } {
  const byId = things.find((x) => t.some((w, i) => !used[i] && w === x.id.toLowerCase()));
  if (byId) return { ids: [byId.id], score: 99, tokens: t.flatMap((w, i) => (w === byId.id.toLowerCase() ? [i] : [])) };
  let best: { ids: string[]; score: number; tokens: number[] } = { ids: [], score: 0, tokens: [] };
  for (const thing of things) {
    // The words of its name, and (counting half) of its id ("task_floor_watch" is the floor watch).
    const words = nameWords(thing.name ?? thing.id.replace(/_/g, ' '));
    const idWords = nameWords(thing.id.replace(/^(task|abt)_/i, '').replace(/_/g, ' '));
    // "+20%" names the "Interstitial floor +20%" test by its 20.
    const fit = (w: string, list: string[]) => list.some((n) => sameWord(w.replace(/^[+~-]|%$/g, ''), n));
    // "freqcap", "bonuscoins": two words of its name run together count as both.
    const joined = (w: string) => w.length >= 6 && w.length <= 40 && words.some((n, k) => k + 1 < words.length && [...Array(w.length - 2).keys()].some((c) => sameWord(w.slice(0, c + 2), n) && sameWord(w.slice(c + 2), words[k + 1]!)));
    const tokens = t.flatMap((w, i) => (!used[i] && !isGeneric(w) && !FILLER.has(w) && (fit(w, words) || fit(w, idWords) || joined(w)) ? [i] : []));
    // (a word said twice names one word of it: "bidder alpha vs bidder bravo" is not the weekly bidder review)
    const score = [...new Set(tokens.map((i) => t[i]!))].reduce((s, w) => s + (fit(w, words) ? 1 : joined(w) ? 2 : 0.5), 0);
    if (score > best.score) best = { ids: [thing.id], score, tokens };
    else if (score === best.score && score > 0) best = { ids: [...best.ids, thing.id], score: best.score, tokens: [...new Set([...best.tokens, ...tokens])] };
  }
  return best;
}
