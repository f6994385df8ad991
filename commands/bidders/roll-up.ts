// `bidders … account=all`: one row per account (commands/types.ts rollUp), read by the same report
// as the answer (src/reports/bidders.ts) with that account's key: its bidders' figures added up —
// bid requests, bids, wins, impressions and revenue are counts and sums; bid rate, win rate and
// eCPM are derived from those sums (never averaged), so the total row derives them the same way.
// The response has no wins: each bidder's are read back from win rate × bids, as the long-range
// merge does (src/api/long-range.ts). The number of bidders is not added across accounts: the same
// bidder bids for several of them.
import type { BidderRow, ReportFilters } from '../../src/api/index.js';
import { biddersReport } from '../../src/reports/bidders.js';
import { describeSpec } from '../../src/time/range.js';
import { formatDates } from '../../src/time/resolve.js';
import type { RollUpRow } from '../../views/account-rollup.js';
import { rangeFor } from '../shared/when.js';
import type { CommandContext } from '../types.js';
import type { RangeSpec } from '../../src/time/range.js';

/** What of a bidders question its row reads (./index.ts BiddersRequest; its sort orders no row). */
interface BiddersQuestion {
  range?: RangeSpec;
  filters: ReportFilters;
}

const sum = (rows: readonly BidderRow[], of: (b: BidderRow) => number) => rows.reduce((s, b) => s + of(b), 0);
const percentOf = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : undefined);

export async function biddersRollUp(req: BiddersQuestion, ctx: CommandContext): Promise<RollUpRow> {
  const range = await rangeFor(req.range, ctx);
  const { rows, dataNote } = await biddersReport({ range, filters: req.filters }, ctx.api);
  const requests = sum(rows, (b) => b.requests);
  const bids = sum(rows, (b) => b.bids);
  const wins = sum(rows, (b) => Math.round((b.win_rate * b.bids) / 100));
  const impressions = sum(rows, (b) => b.impressions);
  const revenue = sum(rows, (b) => b.revenue);
  return {
    period: `${describeSpec(range.spec)} (${formatDates(range)})`,
    figures: [
      { name: 'Bidders', value: rows.length, kind: 'count', noTotal: 'the same bidder bids for several accounts' },
      { name: 'Bid requests', value: requests, kind: 'count' },
      { name: 'Bids', value: bids, kind: 'count' },
      { name: 'Bid rate %', value: percentOf(bids, requests), kind: 'ratio', totalOf: { numerator: 'Bids', denominator: 'Bid requests', scale: 100 } },
      { name: 'Wins', value: wins, kind: 'count' },
      { name: 'Win rate %', value: percentOf(wins, bids), kind: 'ratio', totalOf: { numerator: 'Wins', denominator: 'Bids', scale: 100 } },
      { name: 'Revenue', value: revenue, kind: 'money', currency: 'USD' },
      { name: 'eCPM', value: impressions > 0 ? (revenue / impressions) * 1000 : undefined, kind: 'money', currency: 'USD', totalOf: { numerator: 'Revenue', denominator: 'Impressions', scale: 1000 } },
      { name: 'Impressions', value: impressions, kind: 'count' },
    ],
    ...(dataNote ? { note: dataNote } : {}),
  };
}
