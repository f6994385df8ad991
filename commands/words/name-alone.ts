// A bidder's name said alone ("charlie", "delta?") — issue 38's forty-first round. It names whom, not
// what: the bidders' table, that partner's own report of its demand and an A/B test are all read by
// the name, so it is asked back as an app's, a country's or a platform's name alone is ("Which
// figures do you mean?"). With any other word — a period, a figure, "how is …" — the name keeps the
// bidders' table (compose.ts). Its own module: compose.ts is at its 300 lines.
import type { Reading } from './read.js';
import { clarify, type Composed } from './compose-reports.js';
import { biddersCommand } from '../bidders/index.js';
import { demandCommand } from '../demand/index.js';

/** Words that add nothing to a name said alone ("the", "bidder", "partner"). */
const BESIDE_NAME = new Set(['the', 'bidder', 'partner', 'source', 'pls', 'please']);

/** The bidder alone asked back, or undefined where anything else was said. */
export function bidderAlone(r: Reading, range: string): Composed | undefined {
  const bidder = r.bidder;
  if (!bidder || r.bidders?.length && r.bidders.length > 1) return undefined;
  if (r.metrics.length || r.range !== undefined || r.vs !== undefined || r.intents.size || r.by.length || r.howWeDid || r.rank) return undefined;
  const short = bidder.replace(/^bidder_/, '');
  if (!r.tokens.words.every((w) => w === short || w === bidder || BESIDE_NAME.has(w))) return undefined;
  const when = range || 'yesterday';
  return clarify(`What about ${short} do you mean: its bids, or the demand it reports?`, [`${biddersCommand.name} ${when}`, `${demandCommand.name} ${when} source=${bidder}`]);
}
