// "ecpm instead of revenue", "ecpm rather than revenue", "ecpm not revenue", "swap revenue for ecpm", "replace revenue
// with ecpm": the figure after "instead of" / "rather than" (or between "swap" and "for") is the one
// given up, not one more asked for. Without this the reader put both figures in the table, an
// answer the asker said they did not want (the twentieth set's class). Only figures are swapped
// here; anything else in the phrase is left to the reader as it was.
import type { MetricWord } from './lexicon.js';
import { metricOf, type Reading } from './reading.js';

const SWAP = new Set(['swap', 'switch', 'replace', 'change']);
const INTO = new Set(['for', 'with', 'to', 'into']);

/** The figures named from `from` on, up to the first word that is none (a "rate" after one kept in). */
function figuresAt(t: readonly string[], from: number): { figures: MetricWord[]; end: number } {
  const figures: MetricWord[] = [];
  let i = from;
  for (; i < t.length; i++) {
    const m = metricOf(t[i]!);
    if (m) figures.push(m);
    else if (!(figures.length && t[i] === 'rate') && !(t[i] === 'the' && !figures.length)) break;
  }
  return { figures, end: i };
}

/** The reading with a swapped-out figure taken out of its figures, the phrase's words read. */
export function unswap(r: Reading): Reading {
  const t = r.tokens.words;
  if (r.metrics.length < 2) return r;
  for (let i = 0; i < t.length; i++) {
    // ("ecpm not revenue", "fill rate, not ecpm": a figure, then "not" and the one given up — round 43)
    const not = t[i] === 'not' && i > 0 && (metricOf(t[i - 1]!) !== undefined || (t[i - 1] === 'rate' && metricOf(t[i - 2] ?? '') !== undefined));
    const phrase = (t[i] === 'instead' && t[i + 1] === 'of') || (t[i] === 'rather' && t[i + 1] === 'than') ? 2 : SWAP.has(t[i]!) || not ? 1 : 0;
    if (!phrase) continue;
    const { figures: out, end } = figuresAt(t, i + phrase);
    // ("swap revenue for ecpm": the figure after "for" is the one put in)
    if (phrase === 1 && !not && !INTO.has(t[end] ?? '')) continue;
    const kept = r.metrics.filter((m) => !out.includes(m));
    if (!out.length || !kept.length || kept.length === r.metrics.length) continue;
    r.metrics = kept;
    const read = [i, ...(phrase === 2 ? [i + 1] : [end])];
    for (const k of read) r.used[k] = true;
    r.unknown = r.unknown.filter((w) => !read.some((k) => t[k] === w));
    return r;
  }
  return r;
}
