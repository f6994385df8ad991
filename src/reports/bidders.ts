// THE bidders report (spec 4.4): each bidder's figures over a range and over the period it is
// compared with (src/time/compare.ts, the main comparison), read with the same filters. Ranking
// and rendering are the view's; the figures are the API's as given, or, over more than 31 days,
// the parts' sums with the rates recomputed from them (src/api/long-range.ts).
import { readBidders, splitTimeRange, type ApiClient, type BidderRow, type ReportFilters } from '../api/index.js';
import { toReportTimeRange } from '../time/api-range.js';
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
  /** The calls of at most 31 days the range was read in (1: the API's figures as given). */
  parts: number;
}

export async function biddersReport(q: BiddersQuestion, api: Pick<ApiClient, 'bidders'>): Promise<BiddersReport> {
  const [comparison] = comparisonsFor(q.range);
  const read = (span: ResolvedRange) => readBidders((p) => api.bidders.get(p), { ...toReportTimeRange(span), ...q.filters });
  const [now, before] = await Promise.all([read(q.range), read(comparison!.range)]);
  return { question: q, comparison: comparison!, rows: now.bidders, previous: before.bidders, parts: splitTimeRange(toReportTimeRange(q.range)).length };
}
