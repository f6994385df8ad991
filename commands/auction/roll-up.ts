// `auction [stats] … account=all`: one row per account (commands/types.ts rollUp), read by the same
// report as the answer (src/reports/auction.ts: its aggregates, without the bid rows no row shows)
// with that account's key: auctions, those filled and
// the fill rate now and over the period compared with, and the bidder calls that timed out or
// failed. Counts are the API's aggregates; where it says they are a sample, they are named by its
// rate and added only across accounts sampled alike; the fill rate's total comes from the sums.
// One auction, recent bid rows and one metric's rows have no row per account: ./index.ts refuses
// `account=all` for them while parsing.
import { auctionAggregatesReport, type AuctionStatsFilters } from '../../src/reports/auction.js';
import type { CompareWith } from '../../src/time/compare.js';
import { describeSpec, type RangeSpec } from '../../src/time/range.js';
import { formatDates } from '../../src/time/resolve.js';
import type { RollUpFigure, RollUpRow } from '../../views/account-rollup.js';
import { rangeFor } from '../shared/when.js';
import type { CommandContext } from '../types.js';

/** What of an `auction stats` question its row reads (./index.ts AuctionRequest, kind stats). */
interface AuctionStatsQuestion {
  range?: RangeSpec;
  filters: AuctionStatsFilters;
  vs?: CompareWith;
}

export async function auctionRollUp(req: AuctionStatsQuestion, ctx: CommandContext): Promise<RollUpRow> {
  const range = await rangeFor(req.range, ctx);
  const { now, before, samples, comparison } = await auctionAggregatesReport({ range, filters: req.filters, vs: req.vs }, ctx.api);
  const rates = [...new Set(samples.map((s) => s.rate).filter((r): r is string => Boolean(r)))];
  const capped = samples.some((s) => s.capped);
  // Counts of one sampling rate are named by it: accounts sampled alike total, others fall in
  // columns of their own (as network's currencies do); a capped sample or two rates never total.
  const unit = samples.length && !capped && rates.length === 1 ? ` (${rates[0]} sample)` : '';
  const uneven = capped || rates.length > 1 ? { noTotal: 'an account’s counts are samples of different sizes' } : {};
  const count = (name: string, value: number): RollUpFigure => ({ name: `${name}${unit}`, value, kind: 'count', ...uneven });
  const rate = (name: string, filled: string, auctions: string, value: number | null): RollUpFigure => ({
    name, value: value ?? undefined, kind: 'ratio', totalOf: { numerator: `${filled}${unit}`, denominator: `${auctions}${unit}`, scale: 100 },
  });
  return {
    period: `${describeSpec(range.spec)} (${formatDates(range)}) against ${comparison.name} (${formatDates(comparison.range)})`,
    figures: [
      count('Auctions', now.auctions),
      count('Filled', now.filled),
      rate('Fill %', 'Filled', 'Auctions', now.fillRate),
      count('Auctions before', before.auctions),
      count('Filled before', before.filled),
      rate('Fill % before', 'Filled before', 'Auctions before', before.fillRate),
      count('Bidder timeouts', now.calls.timeout),
      count('Bidder errors', now.calls.error),
    ],
    ...(samples.length ? { note: `counts of a sample${rates.length ? ` of ${rates.join(' and ')}` : ''} auctions, as the API aggregates them${capped ? ' (capped)' : ''}` } : {}),
  };
}
