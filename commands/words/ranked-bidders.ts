// "top 3 bidders by revenue last week", "bottom 5 bidders by ecpm": a count of bidders ranked on
// a figure the breakdown splits by bidder. The bidders table sorts but takes no count, so read as
// that table the count was dropped (and, its default sort being revenue, the figure with it): the
// breakdown by bidder with top=N keeps both. Win and bid rates are the bidders table's own (the
// breakdown has no such metric), so "top 3 bidders by win rate" stays that table, sorted.
import { biddersCommand } from '../bidders/index.js';
import { METRIC } from './lexicon.js';
import type { Reading } from './reading.js';
import { bidderRates } from './bidder-rates.js';

/** Figures the breakdown by bidder shows, so a ranked count of bidders on them is its table. */
const SPLIT_BY_BIDDER = new Set<string>([METRIC.revenue, METRIC.ecpm, METRIC.impressions]);

/** The reading, its bidders report made the breakdown by bidder when a count is ranked on a figure it splits. */
export function rankedBidders(read: Reading): Reading {
  // (a bidder's rate told of in chat first: ./bidder-rates.ts)
  const r = bidderRates(read);
  // ("who brought in the most money, bidder-wise", "most revenue by bidder": the one bidder on top, as "which bidder made the most"
  // is — the bidders table sorted on the figure, no count said; round 38)
  if (!r.intents.size && r.by.length === 1 && r.by[0] === 'bidder' && r.rank?.end === 'top' && r.rank.n === undefined && !r.bidder && r.metrics.length && r.metrics.every((m) => SPLIT_BY_BIDDER.has(m))) {
    r.intents.add(biddersCommand);
    r.by = [];
    return r;
  }
  if (r.intents.size !== 1 || !r.intents.has(biddersCommand) || r.rank?.n === undefined || r.bidder || r.by.length) return r;
  if (!r.metrics.length || !r.metrics.every((m) => SPLIT_BY_BIDDER.has(m))) return r;
  r.intents.delete(biddersCommand);
  r.by = ['bidder'];
  return r;
}
