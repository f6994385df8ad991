// Two or more bidders set against each other with no figure named ("compare alpha and bravo",
// "alpha vs bravo last week"): the bid side (their table: win rate, bid rate, eCPM) or what they
// report paying us (demand, which takes them as sources) are both the comparison, so it is asked.
// On revenue ("alpha vs bravo revenue") the same: our revenue by bidder, or what they say they paid.
// With another figure of their table ("delta vs bravo win rate") the table sorted by it answers.
import { breakdownCommand } from '../breakdown/index.js';
import { demandCommand } from '../demand/index.js';
import type { Reading } from './read.js';
import { METRIC } from './lexicon.js';
import { bidders, clarify, filters, type Composed } from './compose-reports.js';
import { BIDDER_SORTS } from '../bidders/index.js';

/** "delta vs echo ecpm": two bidders set against each other on one figure of their table, as "delta vs bravo win rate" is (the table sorted by it; moved from ./compose.ts in round 43). */
export const bidderPair = (r: Reading) => (r.bidders?.length ?? 0) === 2 && new Set(r.metrics).size === 1 && (BIDDER_SORTS as readonly string[]).includes(r.metrics[0]!) && !r.by.length && !r.format && !r.apps.length && !r.rank;

export function bidderPairUnsaid(r: Reading, range: string): Composed | undefined {
  const named = r.bidders ?? [];
  const revenue = r.metrics.length > 0 && r.metrics.every((m) => m === METRIC.revenue);
  if (named.length < 2 || (r.metrics.length && !revenue) || r.intents.size) return undefined;
  const theirs = `${demandCommand.name} ${range} source=${named.join(',')}`.replace(/\s+/g, ' ');
  if (revenue) {
    const ours = [breakdownCommand.name, 'by=bidder', `metrics=${METRIC.revenue}`, range, ...filters(r)].filter(Boolean).join(' ');
    return clarify('Their revenue as we count it, or what they report paying us?', [ours, theirs]);
  }
  const table = bidders(r, range);
  return clarify('Compare those bidders on what: their bids (win rate, eCPM) or what they report paying us?', [table.kind === 'command' ? table.text : undefined, theirs]);
}
