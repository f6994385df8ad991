// Revenue's answer asked again by a split in its thread: "a weekly breakdown" or "breakdown by week"
// is its table by that split, "as a table (with ecpm too)" after its movers by a split is that split's
// plain table (twenty-third round), and "which apps drove it" asks which rows moved it — its movers by
// that split, as "which countries drove revenue" is asked fresh (./compose.ts; issue 38's forty-fourth
// round). "why" said in so many words, or a split beside "what drove it", still asks the explanation.
import type { RegisteredCommand } from '../types.js';
import { MOVER_DIMENSIONS } from '../../views/movers.js';
import { breakdownCommand } from '../breakdown/index.js';
import { revenueCommand } from '../revenue/index.js';
import { whyCommand } from '../why/index.js';
import { dimensionOf, type Reading } from './reading.js';

const WHICH_ROWS = /^(?:which|what)$/;

/**
 * Clears the intent (and sets the split) where the words regroup revenue's answer; `words` are the
 * previous command's. True when the words ask its movers as a plain table.
 */
export function regroupRevenue(cmd: RegisteredCommand, r: Reading, words: readonly string[]): boolean {
  if (cmd !== revenueCommand || r.intents.size !== 1) return false;
  // ("a weekly breakdown", "breakdown by week" after revenue: its table by the split, as "by week" alone is)
  if (r.intents.has(breakdownCommand) && (r.by.length || r.buckets.length) && !r.metrics.length) r.intents.clear();
  // ("as a table (with ecpm too)" after revenue's movers by a split: that split's plain table)
  else if (r.intents.has(breakdownCommand) && r.tokens.words.includes('table') && !r.by.length && words.includes('by')) {
    [r.intents, r.by] = [new Set(), r.metrics.length ? r.by : words[words.indexOf('by') + 1]!.split(',').flatMap((d) => dimensionOf(d) ?? [])];
    return true;
  }
  // ("which apps drove it" after revenue: its movers by apps, the split asked as "which …")
  else if (r.intents.has(whyCommand) && whichRows(r)) r.intents.clear();
  return false;
}

function whichRows(r: Reading): boolean {
  const t = r.tokens.words;
  if (t.includes(whyCommand.name) || r.by.length !== 1 || !(MOVER_DIMENSIONS as readonly string[]).includes(r.by[0]!)) return false;
  const i = t.findIndex((w) => dimensionOf(w) === r.by[0]);
  return i > 0 && WHICH_ROWS.test(t[i - 1]!);
}
