// Two or more bidders set against each other with no figure named ("compare alpha and bravo",
// "alpha vs bravo last week"): the bid side (their table: win rate, bid rate, eCPM) or what they
// report paying us (demand, which takes them as sources) are both the comparison, so it is asked.
// With a figure of their table ("delta vs bravo win rate") the table sorted by it answers.
import { demandCommand } from '../demand/index.js';
import type { Reading } from './read.js';
import { bidders, clarify, type Composed } from './compose-reports.js';

export function bidderPairUnsaid(r: Reading, range: string): Composed | undefined {
  const named = r.bidders ?? [];
  if (named.length < 2 || r.metrics.length || r.intents.size) return undefined;
  const table = bidders(r, range);
  return clarify('Compare those bidders on what: their bids (win rate, eCPM) or what they report paying us?', [
    table.kind === 'command' ? table.text : undefined,
    `${demandCommand.name} ${range} source=${named.join(',')}`.replace(/\s+/g, ' '),
  ]);
}
