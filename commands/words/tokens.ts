// Words as people type them → tokens the reader can match: lower case, Slack's mention and
// smart quotes gone, possessives and trailing punctuation dropped, "fill-rate" split, typos of
// known words corrected (never an account's own name: those are matched forgivingly by ./names.ts).
import { COMMANDS } from '../registry.js';
import { whyCommand } from '../why/index.js';
import { demandCommand } from '../demand/index.js';
import { intentOf, intentWords } from './intents.js';
import { COUNTRY_WORDS } from './names.js';
import { MONTHS } from './date-forms.js';
import { ZONE_WORDS } from './zones.js';
import { typoDistance, BEYOND, EVERYDAY, READER_WORDS, BUCKET_ADJECTIVES, COMPARE_WORDS, DIMENSION_WORDS, FILLER, FORMAT_WORDS, METRIC_WORDS, meaningOf, nearestWord, NUMBER_WORDS, OS_WORDS } from './lexicon.js';

export interface Tokens {
  /** Lower case, corrected. */
  words: string[];
  /** As typed (case kept), one per word: codes in capitals ("IN") are read from these. */
  typed: string[];
  /** The clause of each word: the message cut at , ; : ! ? and a dash between words ("thanks a lot", "for the QBR:"). */
  clause: number[];
}

const CLAUSE_MARK = '\u241e';

const MAX_WORDS = 60;
/**
 * Words of dates and figures a three-letter slip is read as ("rte", "fal": issue 38's twenty-second
 * round; the real words one letter from them, "rat", "rats", are kept as typed: EVERYDAY).
 */
const SHORT_TARGETS = ['week', 'fill', 'imps', 'days', 'rate', 'fall'];
const DAY_PART = String.raw`(\d{1,2}(st|nd|rd|th)?|\d{1,2}/\d{1,2})`;
const DASHED_SPAN = new RegExp(`^${DAY_PART}[-–]${DAY_PART}$`, 'i');
const WEEKDAY = '(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(day)?|wednesday|tuesday|thursday|saturday';
const DASHED_DAYS = new RegExp(`^(${WEEKDAY})[-–](${WEEKDAY})$`, 'i');

/** Words the reader knows beyond the lexicon's tables: dates, comparisons, intents' words. */
export const KNOWN_WORDS = [
  'yesterday', 'today', 'week', 'month', 'quarter', 'year', 'weekend', 'fortnight', 'days', 'weeks', 'months', 'ago', 'since', 'between', 'last', 'previous',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday',
  'january', 'february', 'march', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december',
  'versus', 'compared', 'compare', 'against', 'before', 'over', 'through', 'thru', 'until', 'till', 'ending', 'back', 'half',
  'explain', 'caused', 'cause', 'reason', 'happened', 'wrong', 'drop', 'dropped', 'decline', 'declined', 'spike',
  'experiments', 'significant', 'download', 'discrepancy', 'discrepancies', 'timeouts', 'validate', 'duration', 'durations', 'latency',
  'highest', 'lowest', 'bottom', 'worst', 'best', 'biggest', 'performing', 'partners', 'unmapped', 'rate', 'rates', 'ad_unit',
  // Everyday words one letter from a known one ("next" → "net", "come" → "some"): kept as typed.
  'next', 'come', 'driving', 'phone', 'phones', 'work', 'worked', 'working', 'silence', 'beta', 'paying',
  // Verbs narrowing a thread's answer ("narrow this to iOS", "limit that to iOS"), so their slips ("narrwo", "limti") are read as them (round 50).
  'narrow', 'limit', 'restrict',
  // Who relays a question ('my manager wants …'), not a report's word one letter away.
  'manager', 'managers', 'boss',
  // What the figures are for ("for the slide", "for my notebook": ./read-more.ts), not "side" or another word.
  // (what an A/B test shows: "the confidence interval", "sample size reached", ./read-more.ts)
  'confidence', 'interval', 'intervals', 'sample', 'size',
  'slide', 'slides', 'notebook', 'deck', 'published', 'client', 'clients', 'customer', 'customers', 'publisher', 'publishers', 'advertiser', 'advertisers', 'studio', 'studios',
  // ('auction round': not the revenue roundup)
  'round', 'rounds',
  // (where an alert or a digest posts, "in this channel": known, so its slips are read — "in this chanel", round 39)
  'channel',
  // (an A/B test watched, "wacth it for me", "montior it": known, so their slips are read — round 40)
  'watch', 'monitor',
  // (partners' reports "late", "delayed", "overdue": not latency cut short — round 48, ./report-glue.ts)
  'late', 'delayed', 'overdue',
  ...Object.values(BEYOND).flatMap((words) => [...words]),
  ...intentWords(),
  // The subcommands' own names and aliases, from their declarations.
  ...COMMANDS.flatMap((c) => [c.name, ...(c.aliases ?? [])]),
];

export const VOCABULARY = [
  ...new Set([
    ...Object.entries(METRIC_WORDS).flatMap(([k, v]) => [k, ...v]),
    ...Object.entries(DIMENSION_WORDS).flatMap(([k, v]) => [k, ...v]),
    ...Object.keys(OS_WORDS), ...Object.keys(FORMAT_WORDS), ...Object.keys(COMPARE_WORDS), ...Object.keys(NUMBER_WORDS), ...Object.keys(BUCKET_ADJECTIVES),
    ...KNOWN_WORDS, ...READER_WORDS,
    ...[...FILLER].filter((w) => w.length >= 4),
  ]),
];
const KNOWN = new Set(VOCABULARY);
const KEPT = new Set([...ZONE_WORDS.filter((w) => w.length > 2), 'ecpi', 'ecpa', 'ecpc', 'cpi', 'cpa']);
/** Whether the reader knows a word as typed (its vocabulary, shorthand, a country's name): ./glued.ts, ./slips.ts. */
export const knownWord = (w: string): boolean => KNOWN.has(w) || FILLER.has(w) || SHORTHANDS[w] !== undefined || COUNTRY_WORDS.has(w);
const MEANINGFUL = VOCABULARY.filter((w) => !FILLER.has(w));
const MEANING = new Set(MEANINGFUL.filter((w) => w.length >= 3));
// Shorthand of ops chat and of quick typing: a word each stands for wherever it appears.
const SHORTHANDS: Record<string, string> = {
  fmt: 'format', fmts: 'formats', wkly: 'weekly', mthly: 'monthly', mnthly: 'monthly', dly: 'daily', cntry: 'country', ctry: 'country', ctrys: 'countries', plcmt: 'placement', plcmts: 'placements',
  u: 'you', r: 'are', ur: 'your', ya: 'you', abt: 'about', wat: 'what', wut: 'what', hve: 'have', hav: 'have', n: 'and', biz: 'business', perf: 'performance', tdy: 'today', '$': 'money', '$$': 'money', '$$$': 'money',
  dmnd: demandCommand.name, yday: 'yesterday', yda: 'yesterday', yest: 'yesterday', ystd: 'yesterday', ytday: 'yesterday', wk: 'week', wks: 'weeks', lst: 'last', mo: 'month', yr: 'year', '&': 'and', 'w/w': 'wow', 'y/y': 'yoy', 'd/d': 'dod', 'y/d': 'yesterday', wknd: 'weekend', wkend: 'weekend', btm: 'bottom', ww: 'worldwide', droid: 'android', 'win%': 'winrate', 'fill%': 'fillrate', 'a/b': 'ab', 'vs.': 'vs', 'v.': 'vs', v: 'vs', yesterdays: 'yesterday', todays: 'today', 'e-cpm': 'ecpm',
  y: whyCommand.name, w: 'with', wr: 'winrate', hrly: 'hourly', hr: 'hour', hrs: 'hours', rpt: 'report', rpts: 'reports', qtr: 'quarter', acct: 'account', accts: 'accounts', "why'd": whyCommand.name, "how'd": 'how', "what'd": 'what',
  // (chat's own spellings, issue 38's twenty-second round: "hw much", "the day b4")
  hw: 'how', b4: 'before', giv: 'give', btwn: 'between', betw: 'between', nite: 'night', tonite: 'tonight', nofill: 'no-fill', nobid: 'no-bid',
  // (a source cut to its consonants, "demand srcs" — round 45)
  src: 'source', srcs: 'sources',
  // (a word's vowels dropped, as "fmt" is: "the floor health chk task" — forty-second round; not "fll", which the
  // sixty-sixth set reads as fill once and asks back once)
  chk: 'check', chck: 'check', rprt: 'report', rprts: 'reports',
  // (a move with its vowel dropped, "why is rev dwn" — round 46; as "dwn" is no word, it is "down" wherever it stands)
  dwn: 'down',
  // (glue words with their first two letters swapped, which ./slips.ts keeps as typed: "in hte UK" — twenty-third round)
  hte: 'the', adn: 'and', nad: 'and', taht: 'that',
  // (a d short: the word "bidder", not the misspelt report "biders" its prefix would make — "revenue by bider")
  bider: 'bidder' };

/** The tokens of a question; `protect`: words never corrected (the account's names). */
export function tokenize(text: string, protect: (word: string) => boolean): Tokens {
  const cleaned = text
    .replace(/<@[A-Z0-9]+(\|[^>]*)?>/g, ' ')
    .replace(/[“”„]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/\u00a0/g, ' ')
    .replace(/^\s*\/adops\b/i, ' ')
    // "10 percent", "5 per cent", "20 pct": a share, as the grammar writes it (10%).
    .replace(/\b(\d{1,3}(?:\.\d+)?)\s*(?:percent|per\s+cent|pct)\b/gi, '$1%')
    // "day by day", "week by week": the table's buckets.
    .replace(/\b(hour|day|week|month) by \1\b/gi, (_, d: string) => (d.toLowerCase() === 'day' ? 'daily' : `${d.toLowerCase()}ly`))
    // "the no-bid reasons row by row": how a split is shown anyway, a row for each (round 50; four sets say it after auction stats).
    .replace(/\brow[\s-]+by[\s-]+row\b/gi, ' ')
    // "operating system": the platform, in one word.
    .replace(/\boperating\s+systems?\b/gi, 'os')
    // "full screen", "full-screen": the format in one word; "the full month", "full list": all of it, which
    // is what is shown anyway — never the fullscreen format that "full" begins (issue 38's sixteenth round).
    .replace(/\bfull[\s-]+screen\b/gi, 'fullscreen')
    .replace(/\bfull (?=(?:calendar )?(?:month|week|year|day|quarter|period|list|picture|breakdown|report|set|table|numbers|figures|data)s?\b)/gi, '')
    // ("the full country breakdown", "full revenue table": the whole table, a split or figure said before it — round 51)
    .replace(/\bfull (?=(?:(?:country|countries|geo|app|apps|format|formats|os|platform|revenue|rev|ecpm|fill|fill rate|network|bidder)\s+){1,2}(?:breakdown|report|table|list)s?\b)/gi, '');
  const marked = cleaned
    // Emoji and their joiners carry a mood, not a part of a command.
    .replace(/\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200d|\ufe0f/gu, ' ')
    // Where a clause ends: a mark of its own ("nov 10 - nov 12" and "1:1" are not cut).
    .replace(/[,;!?]+|:(?=\s)|(?<!\d(?:st|nd|rd|th)?)(?<=\S|^)\s+[-–—]+\s+|\.(?=\s+\D)/g, ` ${CLAUSE_MARK} `)
    .split(/[\s,;!?()"[\]{}]+/)
    // "l7d", "L30D": the last N days, as ops write it.
    .flatMap((w) => (/^l\d{1,3}d$/i.test(w) ? ['last', w.slice(1, -1), 'days'] : [w]))
    // "wk47", "w47": ISO week 47.
    .flatMap((w) => (/^(wk|w|week)\d{1,2}$/i.test(w) ? ['week', w.replace(/^\D+/, '')] : [w]))
    // "lw", "lm", "ly": last week, last month, last year, as "l7d" is the last 7 days.
    .flatMap((w) => (/^l[wmy]$/i.test(w) ? ['last', /w/i.test(w) ? 'week' : /m/i.test(w) ? 'month' : 'year'] : [w]))
    // "last 7d", "past 30d", "lst 7d" (last's shorthand): the grammar's own span after words that say it already.
    .flatMap((w, i, all) => (/^\d{1,3}d$/i.test(w) && /^(last|past|lst)$/i.test(all[i - 1] ?? '') ? [w.slice(0, -1), 'days'] : [w]))
    // "1-15", "10th-20th", "11/20-11/22", "mon-wed": a span of days, said with a dash.
    .flatMap((w) => (DASHED_SPAN.test(w) || DASHED_DAYS.test(w) ? w.split(/[-–]/).flatMap((x, k) => (k ? ['to', x] : [x])) : [w]))
    // "imps/user", "rev/dau": a figure per user.
    .flatMap((w) => (/^[a-z]+\/(user|users|dau)$/i.test(w) ? [w.split('/')[0]!, 'per', w.split('/')[1]!] : [w]))
    // A dash standing alone between two days ("nov 10 - nov 12") is "to".
    .map((w, i, all) => (/^[-–—]$/.test(w) && /\d(st|nd|rd|th)?$/i.test(all[i - 1] ?? '') && /^(\d|[a-z]{3})/i.test(all[i + 1] ?? '') ? 'to' : w))
    // ("i-OS": a word of the reader's cut by a dash into pieces that are no words of their own is that
    // word; "Puzzle-Quest", "click-through": the pieces)
    .flatMap((w) => (/^[A-Za-z]+-[A-Za-z]+(-[A-Za-z]+)*$/.test(w) && !['ab-test', 'e-cpm', 'no-bid', 'no-fill', 'any-segment'].includes(w.toLowerCase()) ? (MEANING.has(w.replace(/-/g, '').toLowerCase()) && !w.split('-').every((x) => MEANING.has(x.toLowerCase())) ? [w.replace(/-/g, '')] : w.split('-')) : [w]))
    // "u.k.", "U.S.A.": letters with dots are the abbreviation; "puzzlequest.android": a name and its platform.
    .flatMap((w) => (/^(?:[a-z]\.){1,3}[a-z]\.?$/i.test(w) ? [w.replace(/\./g, '')] : /^[a-z]+\.(?:android|ios)$/i.test(w) ? w.split('.') : [w]))
    // "top5", "btm3": a rank and its count run together; "2d ago": days.
    .flatMap((w) => (/^(top|btm|bottom|bot)\d{1,3}$/i.test(w) ? [w.replace(/\d+$/, ''), w.replace(/^\D+/, '')] : [w]))
    .flatMap((w, i, all) => (/^\d{1,3}d$/i.test(w) && /^ago$/i.test(all[i + 1] ?? '') ? [w.slice(0, -1), 'days'] : [w]))
    .map((w) => w.replace(/'s$/i, '').replace(/^'+|'+$/g, '').replace(/(?<![.\d])\.+$|(?<=^[^.]*\d)\.$/, '').replace(/(?<!\d):+$/, ''))
    // A dash or other mark standing alone ("test - done?") is punctuation, not a word.
    .filter((w) => w === CLAUSE_MARK || /[\p{L}\p{N}$&%]/u.test(w))
    // "@adops", "@here": a mention typed as text names no part of a question.
    .filter((w) => !/^@[\w.-]+$/.test(w));
  const clause: number[] = [];
  let at = 0;
  const typed = marked.filter((w) => (w === CLAUSE_MARK ? (at += 1, false) : (clause.push(at), true))).slice(0, MAX_WORDS);
  clause.splice(MAX_WORDS);
  // (each distinct word corrected once: a word said many times costs one look through the vocabulary)
  const corrected = new Map<string, string>();
  const words = typed.map((w) => {
    const lower = w.toLowerCase();
    let c = corrected.get(lower);
    if (c === undefined) corrected.set(lower, (c = correct(lower, protect)));
    return c;
  });
  ordinalWords(words, typed, clause);
  // "ad unit" → ad_unit (the dimension's name), one word as the grammar writes it; "ad units" → adunits,
  // the same dimension still plural ("which ad units have the worst fill": ten rows, not one).
  for (let i = words.length - 2; i >= 0; i--) {
    if ((words[i] === 'ad' || words[i] === 'ads') && ['unit', 'units', 'adunit', 'adunits'].includes(words[i + 1]!)) {
      const one = words[i + 1]!.endsWith('s') ? 'adunits' : 'ad_unit';
      words.splice(i, 2, one);
      typed.splice(i, 2, one);
      clause.splice(i, 1);
    }
  }
  return { words, typed, clause };
}

function correct(word: string, protect: (word: string) => boolean): string {
  // "y'day": shorthand written with an apostrophe is the same shorthand.
  const short = SHORTHANDS[word] ?? SHORTHANDS[word.replace(/'/g, '')];
  if (short) return short;
  // (a clock's name, "IST", "CET" (./zones.ts), and a UA figure one letter from ours, "eCPI" (not eCPM): kept as typed, never corrected)
  if (KNOWN.has(word) || protect(word) || COUNTRY_WORDS.has(word) || KEPT.has(word) || EVERYDAY.has(word)) return word;
  // "lookin", "doin": the g dropped in chat.
  if (/in$/.test(word) && word.length >= 5 && KNOWN.has(`${word}g`)) return `${word}g`;
  // "wek", "fil": three letters one short of a word of dates or figures (never of glue: "fro" is not "from").
  if (/^[a-z]{3}$/.test(word)) {
    const near = SHORT_TARGETS.filter((v) => v[0] === word[0] && typoDistance(word, v) === 1);
    if (near.length === 1) return near[0]!;
  }
  // Spellings that point at one subcommand ("biders", "bidders") are one meaning: no tie between them.
  const meaning = (w: string) => (FILLER.has(w) ? '' : (intentOf(w)?.name ?? meaningOf(w)));
  const nearest = nearestWord(word, VOCABULARY, meaning, (w) => FILLER.has(w));
  return prefixOf(word) ?? (nearest !== undefined && plausibleTypo(word, nearest) ? nearest : word);
}

/**
 * Whether a correction is one people make by slipping: the first letter kept (or swapped with the
 * second), and a short word turned into glue only by two letters swapped ("waht" is "what"; "spend"
 * is not "send", "whale" not "whole", "lose" not "rose", "phones" not "iphones") — a real word read as another is a guess; left as typed, it is asked about.
 */
function plausibleTypo(word: string, corrected: string): boolean {
  const firstKept = word[0] === corrected[0] || (word[0] === corrected[1] && word[1] === corrected[0]);
  const swapped = [...word].sort().join('') === [...corrected].sort().join('');
  if (!firstKept || word.length >= 6) return firstKept;
  // A short word that gains or loses a letter is often another word ("long" is not "log", "spend"
  // not "send"): only into a word of figures or dates ("mnth", "weeek"), never into glue or a report.
  // A word cut short by a letter ("expor") is still that word.
  if (word.length !== corrected.length) return corrected.startsWith(word) || (!FILLER.has(corrected) && intentOf(corrected) === undefined);
  return !FILLER.has(corrected) || swapped;
}

/**
 * A word cut short ("andr", "reconcil", "impress"): the one known word it begins, counting a
 * word's longer forms ("android", "androids") as that word. A filler word is never the answer: a
 * word cut short that only filler begins is left as typed (not understood, so asked about).
 */
function prefixOf(word: string): string | undefined {
  if (word.length < 4 || /[^a-z]/.test(word)) return undefined;
  const begun = MEANINGFUL.filter((v) => v.length > word.length && v.startsWith(word));
  if (!begun.length) return undefined;
  const shortest = begun.reduce((a, b) => (b.length < a.length ? b : a));
  if (!begun.every((v) => meaningOf(v) === meaningOf(shortest))) return undefined;
  // A report named by a word of its own beginning: only when most of it is there ("break" is not "breakdown").
  return intentOf(shortest) === undefined || word.length >= 0.7 * shortest.length ? shortest : undefined;
}

const ORDINALS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, eleventh: 11, twelfth: 12, thirteenth: 13,
  fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17, eighteenth: 18, nineteenth: 19, twentieth: 20, thirtieth: 30,
};
/** Words after a day said as a word that leave it a day ("the twentieth of november", "on the third to the fifth"). */
const DAY_FOLLOWERS = new Set(['of', 'to', 'through', 'thru', 'until', 'till', 'and', 'vs', 'versus', 'by', 'for', 'in', 'compared']);
const suffix = (n: number) => (n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th');

/**
 * Days of the month said as words ("on the twentieth", "november twenty-first", "the third of
 * october") → "20th", "21st", "3rd", as dates are read; only where the words around make it a day
 * (not "the first half", "the second test").
 */
function ordinalWords(words: string[], typed: string[], clause: number[]): void {
  const raw = typed.map((w) => w.toLowerCase());
  for (let i = words.length - 1; i >= 0; i--) {
    const tens = raw[i] === 'twenty' ? 20 : raw[i] === 'thirty' ? 30 : 0;
    const unit = tens ? ORDINALS[raw[i + 1] ?? ''] : undefined;
    const n = unit !== undefined && unit < 10 ? tens + unit : ORDINALS[raw[i]!];
    if (n === undefined || n > 31) continue;
    const end = unit !== undefined && unit < 10 ? i + 2 : i + 1;
    const [before, after] = [words[i - 1] ?? '', words[end]];
    const month = (w: string | undefined) => MONTHS[w ?? ''] !== undefined;
    // (the day ends its clause, "through the fifteenth, please"; a second day after "and" of a first, "the twenty-first and twenty-second" — round 48)
    const dayBefore = before === 'and' && (ORDINALS[raw[i - 2] ?? ''] !== undefined || /^\d{1,2}(st|nd|rd|th)$/.test(raw[i - 2] ?? ''));
    if (!(month(before) || dayBefore || (['the', 'on'].includes(before) && (after === undefined || clause[end] !== clause[i] || DAY_FOLLOWERS.has(after) || month(after))))) continue;
    words.splice(i, end - i, `${n}${suffix(n)}`);
    typed.splice(i, end - i, `${n}${suffix(n)}`);
    clause.splice(i, end - i - 1);
  }
}
