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
