// After revenue's movers, how a split asked for is shown (issue 38's thirtieth round), kept out of
// ./follow-up.ts, which is at its size: a table asked for by name ("show me that as a table by format")
// is the table of the split, never the movers by it; "movers" asked by name of two splits ("top movers
// by country and format") is revenue's movers by both, as "revenue yesterday by country,format" reads,
// not their table (as "by country and format too", which names no movers, is).
import { MOVER_DIMENSIONS } from '../../views/movers.js';
import type { Reading } from './reading.js';

/** Whether the words name a table. */
export const tableNamed = (r: Reading) => r.tokens.words.some((w) => w === 'table' || w === 'tables' || w === 'tabular');

/**
 * The splits revenue's movers are asked by, or undefined where the words ask another thing.
 * `compared`: the movers before carry a comparison (`vs=`). The table takes none, so two splits asked
 * after them stay revenue's movers by both, the comparison kept ("split that by country and format"
 * after `revenue last quarter vs=year`; issue 38's round 47), never the table with it dropped.
 */
export function moversSplits(r: Reading, compared = false): readonly string[] | undefined {
  const named = r.tokens.words.some((w) => w === 'movers' || w === 'mover');
  const one = r.by.length === 1 || ((named || compared) && r.by.length === 2);
  return one && !tableNamed(r) && r.by.every((d) => (MOVER_DIMENSIONS as readonly string[]).includes(d)) ? r.by : undefined;
}
