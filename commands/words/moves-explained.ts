// "which country's fill fell the most yesterday" (issue 38's twenty-ninth round): the segments that
// moved a figure other than revenue. Top movers are revenue's only, but the explanation of the
// figure's move lists the segments that moved it most over every dimension (commands/why), the
// one asked among them: so it is that explanation. One figure the explanation takes, split by one
// dimension the movers take, nothing else asked; any more (two figures, a bidder, a second split)
// stays asked back.
import { WHY_METRICS } from '../../src/reports/why-math.js';
import { MOVER_DIMENSIONS } from '../../views/movers.js';
import { METRIC } from './lexicon.js';
import type { Reading } from './reading.js';

export const explainsMove = (r: Reading): boolean =>
  r.intents.size === 0 && r.by.length === 1 && (MOVER_DIMENSIONS as readonly string[]).includes(r.by[0]!) && r.metrics.length === 1 && r.metrics[0] !== METRIC.revenue && (WHY_METRICS as readonly string[]).includes(r.metrics[0]!) && !r.bidder && !r.bidders && !r.rank && !r.buckets.length && r.vs === undefined;
