// Apps by nickname or genre (issue 38's fourteenth round): "the farming game", "the word game on
// android", "the puzzle thing" — a word of one app's name (or the word it is made from: "farming"
// → farm) before "game", "app", "title" or "thing" is that app, written as its name run together so
// that the reader's app matching (./names.ts) takes it, with a platform said after it. A word in the
// names of two apps, or in none, is left as typed. A bidder cut short with "bid" after its word
// ("bravo bid report") is that bidder (not "alpha bid rate", a figure of it). An app's name after the
// word "app" ("by app puzzlequest", "for app tiny farm") is that app, the word "app" its label, not a
// split by app (round 49).
import { FILLER } from './lexicon.js';
import { appAt, appCore } from './names.js';

const NOUN = /\b(?:(the|our|that|this|my) )?([a-z]{3,})( (?:game|app|title|thing))('s)?\b/gi;

/** Stems of a word, longest first: "farming" → farming, farm; "words" → words, word. */
function stems(word: string): string[] {
  const w = word.toLowerCase();
  const out = [w];
  if (/ing$/.test(w) && w.length >= 7) out.push(w.slice(0, -3));
  if (/s$/.test(w) && w.length >= 5) out.push(w.slice(0, -1));
  return out;
}

/** Words that rank, judge or point rather than name ("the best game", "the new app"), never read as a name's piece. */
const NOT_NAMES = new Set(['best', 'worst', 'main', 'other', 'same', 'last', 'next', 'first', 'biggest', 'smallest', 'newest', 'oldest', 'free', 'paid', 'mobile', 'whole', 'entire', 'each', 'every', 'which', 'what', 'that', 'this', 'your', 'their']);

/** The one core (an app's name without store prefix or platform) holding the word, if exactly one does. */
function coreFor(word: string, cores: readonly string[]): string | undefined {
  if (NOT_NAMES.has(word.toLowerCase()) || FILLER.has(word.toLowerCase())) return undefined;
  for (const s of stems(word)) {
    if (s.length < 4) continue;
    const holding = cores.filter((c) => c.includes(s));
    if (holding.length === 1) return holding[0];
    if (holding.length > 1) return undefined;
  }
  return undefined;
}

/** "by app puzzlequest", "for the app tiny farm": the word "app" (and a split's "by") before an app's name. */
const LABEL = /\b(?:(by|per|for|on|in) )?(?:the )?app:? ([a-z][a-z0-9]{2,})((?: [a-z][a-z0-9]*){0,2})/gi;

export function nicknamed(text: string, apps: readonly string[]): string {
  const cores = [...new Set(apps.map((a) => appCore(a).core).filter((c) => c.length >= 4))];
  if (!cores.length) return text;
  const labelled = text.replace(LABEL, (m, lead: string | undefined, first: string, more: string) => {
    const t = `${first}${more}`.toLowerCase().trim().split(' ');
    const found = appAt(t, 0, apps);
    if (!found || new Set(found.value.map((a) => appCore(a).core)).size !== 1) return m;
    const keep = lead && !/^(?:by|per)$/i.test(lead) ? `${lead} ` : '';
    return `${keep}${[first, ...more.trim().split(' ')].filter(Boolean).join(' ')}`;
  });
  return labelled.replace(NOUN, (m, _lead: string | undefined, word: string, _noun: string, owned: string | undefined) => {
    const core = coreFor(word, cores);
    return core ? `${core}${owned ?? ''}` : m;
  });
}

/** "what does bravo bid report": the bidder's word with "bid" after it (the name cut short) is the bidder. */
export function bidderNicknamed(text: string, bidders: readonly string[]): string {
  const words = bidders.map((b) => b.toLowerCase().replace(/^bidder[_-]?/, '')).filter((w) => /^[a-z]{3,}$/.test(w));
  if (!words.length) return text;
  const pattern = new RegExp(`\\b(${words.join('|')}) bid\\b(?! (?:rates?|requests?|floors?|prices?|density|count|volume|landscape|stream|shading|win))`, 'gi');
  return text.replace(pattern, (_m, w: string) => bidders.find((b) => b.toLowerCase().endsWith(w.toLowerCase()))!);
}
