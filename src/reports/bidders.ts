// THE bidders report (spec 4.4): each bidder's figures over a range and over the period it is
// compared with (src/time/compare.ts, the main comparison), read with the same filters. Ranking
// and rendering are the view's; the figures are the API's as given.
import type { ApiClient, BidderRow, ReportFilters } from '../api/index.js';
import { toApiTimeRange } from '../time/api-range.js';
import { comparisonsFor, type Comparison } from '../time/compare.js';
import type { ResolvedRange } from '../time/resolve.js';

export interface BiddersQuestion {
  range: ResolvedRange;
  filters: ReportFilters;
}

export interface BiddersReport {
  question: BiddersQuestion;
  comparison: Comparison;
  rows: BidderRow[];
  /** The same bidders over the comparison period. */
  previous: BidderRow[];
}

export async function biddersReport(q: BiddersQuestion, api: Pick<ApiClient, 'bidders'>): Promise<BiddersReport> {
  const [comparison] = comparisonsFor(q.range);
  const [now, before] = await Promise.all([
    api.bidders.get({ ...toApiTimeRange(q.range), ...q.filters }),
    api.bidders.get({ ...toApiTimeRange(comparison!.range), ...q.filters }),
  ]);
  return { question: q, comparison: comparison!, rows: now.bidders, previous: before.bidders };
}
