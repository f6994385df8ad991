// A bidder's rate beside a figure of the whole account, no bidder named ("revenue and win rates for
// yesterday", "fill and bid rate last week") — issue 38's forty-fourth round. The win and bid rates are
// the bidders' table's alone; the other figure, said of no bidder, is the account's summary: two
// reports, each named on its side of "and", so it is asked as "revenue and bidders" is (./compose.ts).
// Named bidders ("bravo's revenue and win rate"), "bidders" said or a split by bidder keep the table.
import { auctionCommand } from '../auction/index.js';
import { biddersCommand } from '../bidders/index.js';
import { demandCommand } from '../demand/index.js';
import { revenueCommand } from '../revenue/index.js';
import { METRIC } from './lexicon.js';
import { bidders, clarify, filters, type Composed } from './compose-reports.js';
import type { Reading } from './read.js';

const RATES: readonly string[] = [METRIC.win_rate, METRIC.bid_rate];
/** Words that say the figures are the bidders' own ("bidders", "partners", "each bidder"). */
const OF_BIDDERS = new Set([biddersCommand.name, demandCommand.name, auctionCommand.name, 'bidder', 'bidder\'s', 'bidders\'', 'partner', 'partners', 'sources', 'networks', 'auctions']);

/** The two reports offered, or undefined where the words keep the bidders' table. */
export function ratesBeside(r: Reading, range: string): Composed | undefined {
  const other = r.metrics.find((m) => !RATES.includes(m) && m !== 'users');
  if (!other || !r.metrics.some((m) => RATES.includes(m))) return undefined;
  if (r.bidder || r.bidders?.length || r.by.length || r.rank || r.tokens.words.some((w) => OF_BIDDERS.has(w))) return undefined;
  const t = r.tokens.words;
  if (!t.some((w) => w === 'and' || w === 'plus' || w === '&')) return undefined;
  const table = bidders({ ...r, metrics: r.metrics.filter((m) => RATES.includes(m)) }, range);
  const summary = [revenueCommand.name, range, ...filters(r)].filter(Boolean).join(' ');
  return clarify('That asks for two reports: the rates are the bidders’, the other figure the account’s. Which one first?', [table.kind === 'command' ? table.text : undefined, summary]);
}
