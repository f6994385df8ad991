// A bidder's win or bid rate told of in chat (issue 38's twenty-ninth round), read as the bidders
// table sorted on that rate — the one report that shows it:
//   "bravo stopped winning this morning, whats going on": a state told, then "what's going on" —
//     the rate shown, not explained (no explanation splits a bidder's rate; "why did alpha's win
//     rate drop" names a cause asked for, and stays asked back);
//   "bid rate by bidder yesterday, is bravo bidding less?": the rate asked, then said again of a bidder;
//   "how did bravo do last week vs the others": the table holds every bidder beside the one named.
import { biddersCommand } from '../bidders/index.js';
import { whyCommand } from '../why/index.js';
import { METRIC, type MetricWord } from './lexicon.js';
import type { Reading } from './reading.js';

/** The rates only the bidders table shows, and the verbs that say them ("winning", "bidding"). */
const RATE_OF: Readonly<Record<string, MetricWord>> = { winning: METRIC.win_rate, wins: METRIC.win_rate, win: METRIC.win_rate, bidding: METRIC.bid_rate, bids: METRIC.bid_rate };
const RATES = new Set<MetricWord>([METRIC.win_rate, METRIC.bid_rate]);
/** A move said of the rate ("stopped winning", "winning less"): the rate, which the table shows. */
const MOVES = new Set(['stopped', 'stopping', 'stops', 'stop', 'quit', 'less', 'more', 'fewer']);
/** "vs the others", "compared to the rest": every other bidder, which the table lists. */
const OTHERS = new Set(['others', 'rest']);

export function bidderRates(r: Reading): Reading {
  const t = r.tokens.words;
  const ofBidders = r.bidder !== undefined || r.intents.has(biddersCommand);
  if (!ofBidders || r.bidders) return r;
  const drop = (w: string) => (r.unknown = r.unknown.filter((x) => x !== w));
  // ("how did bravo do last week vs the others", "bravo and the other bidders": only beside a bidder named, the table's other rows)
  if (r.bidder) {
    t.forEach((w, i) => {
      const from = /^(vs|versus|against|and)$/.test(w) ? i + 1 : w === 'compared' && /^(to|with)$/.test(t[i + 1] ?? '') ? i + 2 : -1;
      const at = t[from] === 'the' ? from + 1 : from;
      if (from > 0 && (OTHERS.has(t[at] ?? '') || (t[at] === 'other' && /^bidders?$/.test(t[at + 1] ?? '')))) ['compared', 'others', 'rest', 'other'].forEach(drop);
    });
  }
  // ("charlie stopped bidding": a bidder's bidding, its bid rate)
  if (r.bidder && !r.metrics.length && t.some((w, i) => RATE_OF[w] !== undefined && r.unknown.includes(w) && MOVES.has(t[i - 1] ?? ''))) r.metrics = [RATE_OF[t.find((w, i) => RATE_OF[w] !== undefined && MOVES.has(t[i - 1] ?? ''))!]!];
  if (!r.metrics.length || !r.metrics.every((m) => RATES.has(m))) return r;
  // (the verb said of the rate the words name already, and the move said with it)
  t.forEach((w, i) => {
    if (RATE_OF[w] !== undefined && r.metrics.includes(RATE_OF[w]) && r.unknown.includes(w)) drop(w);
    if (MOVES.has(w) && (RATE_OF[t[i + 1] ?? ''] ?? RATE_OF[t[i - 1] ?? '']) !== undefined && r.metrics.includes((RATE_OF[t[i + 1] ?? ''] ?? RATE_OF[t[i - 1] ?? ''])!)) drop(w);
  });
  // ("whats going on", "what happened": the state asked, with no "why" said — the rate shown, not explained)
  if (r.intents.size === 1 && r.intents.has(whyCommand) && !t.includes(whyCommand.name) && !(t.includes('how') && t.includes('come')) && t.some((w, i) => RATE_OF[w] !== undefined && MOVES.has(t[i - 1] ?? ''))) {
    r.intents = new Set([biddersCommand]);
    // (the hours a why reads are the day's for the table, as "bravo win rate this morning" is today)
    if (r.range && 'hours' in r.range && t.some((w, i) => w === 'this' && /^(morning|afternoon|evening)$/.test(t[i + 1] ?? ''))) r.range = { grammar: 'today' };
  }
  return r;
}
