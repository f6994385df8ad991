// THE bidders report (spec 4.4): each bidder's figures over a range and over the period it is
// compared with (src/time/compare.ts, the main comparison), read with the same filters. Ranking
// and rendering are the view's; the figures are the API's as given, or, over more than 31 days,
// the parts' sums with the rates recomputed from them (src/api/long-range.ts). Bidder data starts
// on 2026-06-01 (spec 4.3): a range ending by then is refused before any call, and a range or
// comparison reaching back before it is answered with a note saying so and what to type.
import { BIDDER_DATA_START, readBidders, splitTimeRange, type ApiClient, type BidderRow, type ReportFilters } from '../api/index.js';
import { toReportTimeRange } from '../time/api-range.js';
import { comparisonsFor, type Comparison } from '../time/compare.js';
import { DateRangeError } from '../time/range.js';
import { addDays, type ResolvedRange } from '../time/resolve.js';

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
  /** Said when the range or its comparison starts before bidder data does. */
  dataNote?: string;
}

const DATA_START = new Date(BIDDER_DATA_START * 1000).toISOString().slice(0, 10);
const startsBeforeData = (r: ResolvedRange) => r.start.toSeconds() < BIDDER_DATA_START;

/** Why part of the range (or of its comparison) has no bidder figures, and what to type. */
function dataNoteOf(range: ResolvedRange, comparison: ResolvedRange): string | undefined {
  if (startsBeforeData(range)) return `Bidder data starts on ${DATA_START} (UTC): the days of this range before it have none. For bidders over days that all have data: \`/adops bidders ${DATA_START}..${range.endDate}\`.`;
  if (startsBeforeData(comparison)) return `Bidder data starts on ${DATA_START} (UTC) and the period compared with starts earlier: its figures cover only the days from ${DATA_START}, so bidders missing there show as new.`;
  return undefined;
}

export async function biddersReport(q: BiddersQuestion, api: Pick<ApiClient, 'bidders'>): Promise<BiddersReport> {
  if (q.range.end.toSeconds() <= BIDDER_DATA_START) {
    throw new DateRangeError(`bidder data starts on ${DATA_START} (UTC) and this range ends on ${q.range.endDate}, so it has none; ask for a range from ${DATA_START}, e.g. bidders ${DATA_START}..${addDays(DATA_START, 6)}`);
  }
  const [comparison] = comparisonsFor(q.range);
  const read = (span: ResolvedRange) => readBidders((p) => api.bidders.get(p), { ...toReportTimeRange(span), ...q.filters });
  const [now, before] = await Promise.all([read(q.range), read(comparison!.range)]);
  return { question: q, comparison: comparison!, rows: now.bidders, previous: before.bidders, parts: splitTimeRange(toReportTimeRange(q.range)).length, dataNote: dataNoteOf(q.range, comparison!.range) };
}
