// Chat shorthand and slips the corrector could not reach (issue 38's twenty-seventh round): each left a
// word unknown, so the question was asked back though its meaning was plain —
//   shorthand of chat with no word of its own: "ydy", "ovr", "w/ rev", "help w/ export cmd", "whyd", "ony";
//   a misspelling the lexicon lists ("revenu"), which the passes that match phrasings on the text as typed
//     ("last month's revenue") never saw: written as the word it stands for;
//   a slip between two real words, decided by the word after it ("mach ours": match, not March — a month
//     is followed by a day or a year, never by "ours");
//   a country's name with a letter dropped where an extra letter would make another country ("austrlia":
//     Australia one letter short, or Austria with an "l" no key beside "r" or "i" puts there);
//   a word of an A/B test's name cut to its letters ("the int floor test", "native lvl complete test"),
//     read only beside another word of that same name and a word for a test ("int" alone stays unknown).
// Only words unknown as typed are touched; real words keep their sense.
import { METRIC_WORDS, DIMENSION_WORDS, FORMAT_WORDS, OS_WORDS, EVERYDAY, FILLER, MOVEMENT, typoDistance } from './lexicon.js';
import { COUNTRY_WORDS } from './names.js';
import { HOLIDAY_NAMES } from './date-forms.js';
import { knownWord } from './tokens.js';

// (each is no English word: "ydy" is yesterday as "yday" is, "ovr" over as "lst" is last, "cmd" a command)
const SHORT: readonly (readonly [RegExp, string | ((...m: string[]) => string)])[] = [
  // ("ystday", "yestday", "ysday": yesterday with letters of its middle dropped — round 53)
  [/\b(?:ydy|ystdy|ystrdy|yestdy|ystday|yestday|ysday)\b/gi, 'yesterday'],
  [/\bovr\b/gi, 'over'],
  // "rev 2 weeks", "ecpm 30 days": a figure's span of days said without "last", ending the ask or before a split (never "2 weeks ago", "3 days in a row") — round 53
  [/\b(rev|revenue|ecpm|fill|fill rate|fillrate|imps|impressions|requests|arpdau|clicks|ctr) (\d{1,3}|two|three|four) (days|weeks|wks)(?=\s*(?:[?.!]|$|\b(?:by|per|split|pls|please|plz)\b))/gi, '$1 last $2 $3'],
  // "KR revenue 2day", "till tmrw": today and tomorrow as chat spells them ("last 2day" is two days: left to the dates; round 50)
  [/(?<!\b(?:last|past|next|over|for|the|in|every)\s+)\b2day\b/gi, 'today'],
  [/\b(?:tmrw|tmrrw|tmrow|2moro|2morrow|2mrw)\b/gi, 'tomorrow'],
  // "why is revenue down to day in the uk": today split in two, where "to day" ends the period said (never "day to day", "switch
  // to day", "up to day 20", "from mon to day 3", "compared to day before"; round 53)
  [/(?<!^\s*|\b(?:day|days|daily|hourly|switch|switched|change|changed|swap|move|go|set|it|up|from \S+|ok|okay|and|now|but|same|then|back|by|per|group|grouped|aggregate|roll|rolled|bump)\s+)\bto day\b(?=\s*(?:$|[,.?!]|(?:in|for|on|vs|versus|so far|by|and|compared|please|pls|plz|thx)\b))/gi, 'today'],
  // ("to day please" in an hourly thread, "ok to day", "same but to day": the grain asked, never today — review r53b)
  // "revenue from october to now", "from oct 5 till today": since that day (the month alone read from its first day; r53b)
  [/\bfrom ((?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*(?: \d{1,2}(?:st|nd|rd|th)?)?)(?! \d{4}) (?:to|till|til|until|thru|through|up to|up until) (?:now|today|date|the present)\b/gi, 'since $1'],
  // "cn u chk …", "cn you": can before the one asked ("cn" alone may be China's code: left as typed)
  [/\bcn (?=(?:u|you|ya|i|we|someone|somebody|some one|anyone)\b)/gi, 'can '],
  // "vs same days lst week": last, for the passes that read phrasings on the text ("lst" is no word; the tokens read it too)
  [/\blst\b/gi, 'last'],
  // "last yr", "same days last yr", "2 yrs ago": a year after a word of a period ("yr numbers" may be yours: left to the tokens)
  [/\b(last|this|next|per|prior|previous|past|a|one|\d{1,2}) (yr|yrs)\b/gi, (_: string, lead: string, y: string) => `${lead} ${y.length === 3 ? 'years' : 'year'}`],
  // "vs=prev", "vs=wk": the grammar's comparison typed with its value cut short ("vs=yr" the year's shorthand, read as "yr" is) — round 51
  [/\bvs=(?:prev|prv)(?=\s|$)/gi, 'vs=previous'],
  [/\bvs=(?:wk|wow)(?=\s|$)/gi, 'vs=week'],
  [/\bcmds\b/gi, 'commands'],
  [/\bcmd\b/gi, 'command'],
  // "w/ rev", "help w/ export": with ("w/o" is without, read elsewhere; never "w/w", week over week)
  [/(?<![\w/])w\/(?=\s|$)/gi, 'with'],
  // "whyd", "howd": the 'd of why'd, how'd with its apostrophe dropped (as "whys" is why's: ./phrase-slips.ts)
  [/\b(why|how|what)d\b/gi, "$1'd"],
  // "whydid rev drop", "howmuch", "whatwas": a question word run into the verb after it, the space missed (no English word is one; round 51)
  [/\b(why|how|what|when|where|which)(did|does|do|is|was|were|are|has|have|much|many)\b/gi, '$1 $2'],
  // "for ios ony", "ony banners": only, its l dropped ("ony" is no word)
  [/\bony\b/gi, 'only'],
  // "something feels of", "fill looks of": off, its f dropped — only as the message's last word after a verb of seeming (round 51)
  [/\b(looks?|looking|looked|feels?|feeling|felt|seems?|seemed) of(?=\s*[.!?]*\s*$)/gi, '$1 off'],
  // "is the native test ded?": dead, of a test or an experiment ("ded" alone may be "did": ./phrase-slips.ts reads "dud")
  [/\b(test|experiment|it) ded\b/gi, '$1 dead'],
  // "does alpha's revenue mach ours": match, before whom or what it is matched with (never "march 3")
  [/\bmach(?=\s+(?:ours|our|theirs|their|us|what|the|with|up)\b)/gi, 'match'],
  // "wht about", "wht's": what, its a dropped ("wht" is no word); "aswell", "aswel": as well run together (round 41)
  [/\bwht(?=\b|'s)/gi, 'what'],
  [/\baswell?\b/gi, 'as well'],
  // "mak it top 10", "mke that weekly": make, a letter dropped, before what is made so (neither is a word; round 48)
  [/\b(?:mak|mke)(?= (?:it|that|this|them|those|these)\b)/gi, 'make'],
];

/** Misspellings the lexicon lists for a figure, a split, a format or a platform: their word ("revenu" → revenue). */
const LISTED = new Map<string, string>(
  [...Object.entries(METRIC_WORDS), ...Object.entries(DIMENSION_WORDS), ...Object.entries(FORMAT_WORDS).map(([w, f]) => [f, [w]] as const), ...Object.entries(OS_WORDS).map(([w, o]) => [o.toLowerCase(), [w]] as const)]
    .flatMap(([key, spellings]) => (spellings as readonly string[]).map((s) => [s, key] as const))
    // (a misspelling only: never the word itself, another form of it, "daily", "clicked", "rewards", nor one cut short by more than a letter, "reward")
    .filter(([s, key]) => /^[a-z]+$/.test(key) && /^[a-z]{5,}$/.test(s) && s !== key && key !== `${s}s` && !/(?:s|ed|ly)$/.test(s) && !s.startsWith(key) && !(key.startsWith(s) && key.length - s.length > 1) && typoDistance(s, key) <= 2),
);

const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
/** Keys beside `c` on a keyboard: the same row and, shifted as keys are, the rows above and below (./slips.ts reads them too). */
export function besideKeys(c: string): string {
  const r = ROWS.findIndex((row) => row.includes(c));
  if (r < 0) return '';
  const i = ROWS[r]!.indexOf(c);
  const at = (row: number, k: number) => ROWS[row]?.[k] ?? '';
  return at(r, i - 1) + at(r, i + 1) + at(r - 1, i) + at(r - 1, i + 1) + at(r + 1, i - 1) + at(r + 1, i);
}
const beside = (a: string, b: string) => b !== '' && besideKeys(a).includes(b);
/** Whether `typed` is `name` with one letter put in that neither doubles nor sits beside a key next to it. */
function strayLetter(typed: string, name: string): boolean {
  if (typed.length !== name.length + 1) return false;
  for (let i = 0; i < typed.length; i++) {
    if (typed.slice(0, i) + typed.slice(i + 1) !== name) continue;
    const [c, l, r] = [typed[i]!, typed[i - 1] ?? '', typed[i + 1] ?? ''];
    if (c !== l && c !== r && !beside(c, l) && !beside(c, r)) return true;
  }
  return false;
}
const COUNTRIES = [...COUNTRY_WORDS].filter((w) => /^[a-z]{5,}$/.test(w));
/** A country's name one slip from the word, first letter kept; of two, the one not needing a stray letter. */
function countryOf(word: string): string | undefined {
  if (word.length < 6 || knownWord(word) || EVERYDAY.has(word) || FILLER.has(word)) return undefined;
  const near = COUNTRIES.filter((c) => c[0] === word[0] && typoDistance(word, c) === 1);
  const kept = near.length > 1 ? near.filter((c) => !strayLetter(word, c)) : near;
  // (one name alone is read where countries are, ./names.ts: here only two names tied, which it leaves)
  return kept.length === 1 && near.length >= 2 ? kept[0] : undefined;
}

/** Letters of `word` in order within `whole`, the first kept: "int" of interstitial, "lvl" of level. */
const cutFrom = (short: string, whole: string) => short[0] === whole[0] && short.length < whole.length && [...short].every(((at) => (c: string) => (at = whole.indexOf(c, at) + 1) > 0)(0));
const TEST_WORD = /\b(?:test|tests|experiment|ab|a\/b)\b/i;

/** A word cut short beside another word of the same A/B test's name: that name's word. */
function testWords(text: string, tests: readonly { name?: string }[]): string {
  if (!TEST_WORD.test(text)) return text;
  const names = tests.map((t) => (t.name ?? '').toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 4));
  const words = text.split(/(\s+)/);
  return words
    .map((w, i) => {
      const lw = w.toLowerCase();
      if (!/^[a-z]{3,4}$/.test(lw) || knownWord(lw) || EVERYDAY.has(lw)) return w;
      const around = [words[i - 2], words[i + 2]].map((x) => (x ?? '').toLowerCase().replace(/[^a-z]/g, ''));
      const meant = names.flatMap((name) => (around.some((a) => a.length >= 4 && name.includes(a)) ? name.filter((n) => !around.includes(n) && cutFrom(lw, n)) : []));
      return new Set(meant).size === 1 ? meant[0]! : w;
    })
    .join('');
}

export function chatSlips(text: string, tests: readonly { name?: string }[] = []): string {
  const short = SHORT.reduce((t, [pattern, to]) => t.replace(pattern, to as string), text);
  const words = short.replace(/(?<![\w'’./-])[A-Za-z]{5,}(?![\w'’/-])/g, (w) => LISTED.get(w.toLowerCase()) ?? countryOf(w.toLowerCase()) ?? w);
  return testWords(words, tests);
}

/**
 * Words read from the text in phrases, in no vocabulary the token corrector reaches (./slips.ts reaches
 * them by its slips): a holiday ("thanksgivng"), a word of a move ("tankng"), a release before which a
 * config is checked ("relase": ./read-more.ts).
 */
// (and a spreadsheet, read in phrases by ./voices.ts and ./table-file.ts: "paste it into the sheeet" — round 50)
export const READ_IN_TEXT = new Set([...HOLIDAY_NAMES().filter((h) => !h.includes(' ')), ...MOVEMENT, 'release', 'rollout', 'launch', 'percent', 'sheet', 'sheets', 'spreadsheet']);

/**
 * Two fits that are one word and its plural ("taks": task or tasks, "tets": test or tests) are one reading:
 * the plural when the word typed ends in s, as it was typed. Any other pair is still no reading.
 */
export function oneOfForms(typed: string, found: readonly string[]): string | undefined {
  if (found.length !== 2) return undefined;
  const [one, many] = [...found].sort((a, b) => a.length - b.length) as [string, string];
  if (many !== `${one}s`) return undefined;
  return typed.endsWith('s') ? many : one;
}
