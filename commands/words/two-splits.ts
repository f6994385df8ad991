// A thread's answer split by two dimensions at once, said as an edit of it (issue 38's fortieth round, b).
// Its own module because ./thread-edits.ts and ./follow-up.ts are shared by the round's helpers:
// - "and by format within country", "by app inside each country": a split nested in another — the outer
//   one first, the inner within it (`by country,format`), as the older sets hold ("and by country inside
//   each format?" after revenue by format → `revenue yesterday by format,country`);
// - "make it country and format", "change it to app and os": both named together are the new split, not the
//   second one dropped and the first put in for the thread's (as "swap country for app" is one for another).
// Either keeps the thread's report: revenue's movers by the two (the grammar takes two), a table by=both.
// Every word must be the edit's (or glue); anything more is left to ./follow-up.ts.
import { breakdownCommand } from '../breakdown/index.js';
import { dispatch } from '../dispatch.js';
import { COMMANDS } from '../registry.js';
import { revenueCommand } from '../revenue/index.js';
import { MOVER_DIMENSIONS } from '../../views/movers.js';
import type { Composed } from './compose.js';
import { dimensionOf, type Reading } from './reading.js';

const LEAD = /^(and|now|then|ok|okay|so|also|pls|please|can|could|you|split|break|broken|it|that|this|down|show|me|make|change|switch|turn|to|into)$/;
const WITHIN = /^(within|inside|in|per|under)$/;
const REMAKE = /^(make|change|switch|turn)$/;

/** The two splits the words ask, outer first; undefined unless every word is the edit's. */
function splitsSaid(t: readonly string[]): [string, string] | undefined {
  const by = t.lastIndexOf('by');
  // "by format within (each) country": country, then format within it
  if (by >= 0 && t.slice(0, by).every((w) => LEAD.test(w) && !REMAKE.test(w))) {
    const inner = dimensionOf(t[by + 1] ?? '');
    const k = ['each', 'every', 'the'].includes(t[by + 3] ?? '') ? by + 4 : by + 3;
    const outer = dimensionOf(t[k] ?? '');
    if (inner && outer && WITHIN.test(t[by + 2] ?? '') && k === t.length - 1) return [outer, inner];
  }
  // "make it country and format (instead)": both, in the order said
  const remake = t.findIndex((w) => REMAKE.test(w));
  if (remake < 0 || !t.slice(0, remake).every((w) => LEAD.test(w))) return undefined;
  const rest = t.slice(remake + 1).filter((w) => !['it', 'that', 'this', 'to', 'into', 'by'].includes(w));
  const [a, and, b, ...more] = rest;
  const first = dimensionOf(a ?? '');
  const second = dimensionOf(b ?? '');
  if (!first || !second || (and !== 'and' && and !== '&') || more.some((w) => !['together', 'instead', 'then'].includes(w))) return undefined;
  return [first, second];
}

/** The thread's command split by the two dimensions the words nest or name together, its report kept. */
export function twoSplits(previous: string, r: Reading): Composed | undefined {
  const text = previous.trim().replace(/^\/adops\b\s*/i, '');
  const d = dispatch(COMMANDS, text);
  if (d.kind !== 'run' || r.range !== undefined) return undefined;
  const splits = splitsSaid(r.tokens.words);
  if (!splits || splits[0] === splits[1]) return undefined;
  const words = text.split(/\s+/);
  if (d.command === breakdownCommand) {
    const at = words.findIndex((w) => /^by=/.test(w));
    return at < 0 ? undefined : { kind: 'command', text: words.map((w, i) => (i === at ? `by=${splits.join(',')}` : w)).join(' ') };
  }
  if (d.command !== revenueCommand || !splits.every((s) => (MOVER_DIMENSIONS as readonly string[]).includes(s))) return undefined;
  const by = words.indexOf('by');
  const out = by < 0 ? [...words, 'by', splits.join(',')] : words.map((w, i) => (i === by + 1 ? splits.join(',') : w));
  return { kind: 'command', text: out.join(' ') };
}
