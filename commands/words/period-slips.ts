// Slips of a period's unit where only a unit can stand (round 40): "vs the same day last yeat",
// "compared to the same days last wek", "vs spet" after last month, "the same peroid" (round 42). The token corrector reads most
// of these, but the phrase rules of comparisons and follow-ups read the text before it does, so the
// words are asked back. Spelt out here — only in a unit's slot (after "last", "this", "same", "per",
// a number…) or, for a month, after a word of comparison — and only when the words were asked back
// as typed (./thread-asks.ts spellOut): never in place of an answer. A word is a slip of a unit when
// unknown as typed and one slip from it (a letter changed, dropped, added or two swapped, the first
// letter kept), or the unit's chat shorthand ("wk", "mnth").
import { MONTHS } from './date-forms.js';
import { knownWord } from './tokens.js';

const UNITS = ['day', 'week', 'month', 'year', 'quarter', 'weekend', 'period'];
const SHORTHAND: Record<string, string> = { wk: 'week', wks: 'weeks', mnth: 'month', mth: 'month', mnths: 'months', qtr: 'quarter' };

/** Whether `w` is one slip from `target`, the first letter kept. */
function oneSlip(w: string, target: string): boolean {
  if (w === target || w[0] !== target[0]) return false;
  if (w.length === target.length) {
    const diff = [...w].flatMap((c, i) => (c === target[i] ? [] : [i]));
    return diff.length === 1 || (diff.length === 2 && diff[1] === diff[0]! + 1 && w[diff[0]!] === target[diff[1]!] && w[diff[1]!] === target[diff[0]!]);
  }
  const [short, long] = w.length < target.length ? [w, target] : [target, w];
  if (long.length - short.length !== 1) return false;
  return [...long].some((_, i) => long.slice(0, i) + long.slice(i + 1) === short);
}

/** The one unit (or month) `w` is a slip of, among `among`; undefined for a known word, none or two. */
function slipOf(w: string, among: readonly string[]): string | undefined {
  const lower = w.toLowerCase();
  if (among === UNITS && SHORTHAND[lower]) return SHORTHAND[lower];
  if (lower.length < 3 || knownWord(lower) || among.includes(lower)) return undefined;
  const fits = (among === UNITS ? [...UNITS, ...UNITS.map((u) => `${u}s`)] : among).filter((u) => oneSlip(lower, u));
  return fits.length === 1 ? fits[0] : undefined;
}

const MONTH_WORDS = Object.keys(MONTHS).filter((m) => m.length > 3);

/** The words with a slipped unit after a period's lead, and a slipped month after a comparison, spelt out. */
export function spellPeriodSlips(words: string): string {
  return words
    .replace(/\b(last|this|next|per|prior|previous|past|same|a|one|\d{1,2}) ([a-z]{2,8})\b/gi, (m, lead: string, w: string) => {
      const unit = slipOf(w, UNITS);
      return unit ? `${lead} ${unit}` : m;
    })
    .replace(/\b(vs\.?|versus|against|than|compared? (?:to|with)) ([a-z]{3,10})\b/gi, (m, lead: string, w: string) => {
      const month = slipOf(w, MONTH_WORDS);
      return month ? `${lead} ${month}` : m;
    });
}
