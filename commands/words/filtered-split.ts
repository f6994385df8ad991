// A table split two ways narrowed in its thread to one value of one split ("just germany" after
// `breakdown by=country,format …`) — issue 38's forty-first round. One value of a split is no split:
// the table keeps the other split(s), filtered, as revenue's movers by country narrowed to one
// country become that country's summary (the older sets: "[revenue last week by country] only US"
// → `revenue last week country=US`). A table of one split keeps it (breakdown takes a split).
// Its own module: follow-up.ts is at its 300 lines; this is one look at the answer it gave.
import type { Understanding } from './compose.js';

const optionOf = (words: readonly string[], key: string) => words.find((w) => w.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);

/** The breakdown without the split its new one-value filter made a single row of; else as it was. */
export function splitFiltered(u: Understanding, previous: string | undefined): Understanding {
  if (u.kind !== 'command' || !previous || !/^breakdown\s/.test(u.text) || !/^breakdown\s/.test(previous)) return u;
  const words = u.text.split(' ');
  const before = previous.split(/\s+/);
  const by = optionOf(words, 'by')?.split(',') ?? [];
  if (by.length < 2 || optionOf(before, 'by') !== by.join(',')) return u;
  const narrowed = by.filter((d) => { const v = optionOf(words, d); return v !== undefined && !v.includes(',') && optionOf(before, d) === undefined; });
  if (!narrowed.length || narrowed.length === by.length) return u;
  const kept = by.filter((d) => !narrowed.includes(d));
  return { kind: 'command', text: words.map((w) => (w.toLowerCase().startsWith('by=') ? `by=${kept.join(',')}` : w)).join(' ') };
}

/** Revenue's movers by one split, the split's value also named: `by …` as revenue writes it and the filter it takes for that split. */
const MOVERS_FILTER: Readonly<Record<string, string>> = { os: 'os', country: 'country' };

/**
 * Revenue's movers by a split whose one value the words also named ("yesterday's revenue for iOS
 * only; our controller asked for the platform split": `by os os=iOS`): one value of a split is one
 * row, no split — that value's summary, as the older sets label a movers table narrowed to one value
 * (round 50, the fiftieth set; no older line labels a split beside its own one-value filter).
 */
export function oneValueMovers(u: Understanding, previous?: string): Understanding {
  if (u.kind !== 'command' || !/^revenue\s/.test(u.text)) return u;
  const words = u.text.split(' ');
  const at = words.findIndex((w, i) => words[i - 1] === 'by' && MOVERS_FILTER[w] !== undefined);
  if (at < 0) return u;
  const key = MOVERS_FILTER[words[at]!]!;
  const value = optionOf(words, key);
  if (value === undefined || value.includes(',')) return u;
  const alone = words.filter((_, i) => i !== at && i !== at - 1).join(' ');
  // ("split by os" under iOS's figures: the value is the thread's, the split asked anew — every value, or that one as above?
  // Never the thread's answer again; round 50's review)
  if (previous && optionOf(previous.split(/\s+/), key)?.toLowerCase() === value.toLowerCase()) {
    return { kind: 'clarify', reason: `Split by ${words[at]} across every value, or ${value} alone as above?`, suggestions: [words.filter((w) => w.toLowerCase() !== `${key}=${value.toLowerCase()}` && w !== `${key}=${value}`).join(' '), alone] };
  }
  return { kind: 'command', text: alone };
}

/** "rewarded only", "just banner": one ad format (the API's four, spec 4.3) asked to narrow to. */
const ONE_FORMAT = /\b(?:only|just|solely)\b[^.?!]*\b(banner|interstitial|rewarded|native)s?\b|\b(banner|interstitial|rewarded|native)s?\s+(?:only|alone)\b/i;

/**
 * A thread's command given back unchanged although the words narrowed it to one format: the report
 * cannot take that filter (breakdown and revenue filter no format), so the narrowing would be
 * dropped without a word. Asked back instead, the thread's command offered as it is.
 */
export function narrowingDropped(u: Understanding, words: string, previous: string | undefined): Understanding {
  if (u.kind !== 'command' || !previous || u.text.trim() !== previous.trim()) return u;
  const format = ONE_FORMAT.exec(words);
  const named = (format?.[1] ?? format?.[2])?.toLowerCase();
  if (!named || u.text.toLowerCase().includes(named)) return u;
  return { kind: 'clarify', reason: `This report cannot be narrowed to ${named} alone; its table shows every format's row. Do you want it as it is?`, suggestions: [u.text] };
}
