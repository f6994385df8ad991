// THE auction aggregate report — "why did auctions not fill?" — over a range and the period it is
// compared with (src/time/compare.ts), read with the same filters. Auctions, fill, bidder calls by
// outcome, no-bid reasons and round durations are the API's aggregate round metrics (spec 4.11
// with `metric=`, 2.10) summed over round numbers, never recomputed from rows; per-bidder timeouts,
// errors and latencies come from bid rows (4.12, 2.11), the one place bidders are named, which
// the API returns newest first up to `limit`: read page by page back through the period, within a
// budget of pages — past it they cover the newest calls, and the answer says so.
import { AUCTION_MAX_LIMIT, type ApiClient, type AuctionFilters, type BidRow, type RoundMetric, type RoundsSample } from '../api/index.js';
import { toApiTimeRange } from '../time/api-range.js';
import { comparisonsFor, type CompareWith, type Comparison } from '../time/compare.js';
import type { ResolvedRange } from '../time/resolve.js';
import { outcomeOf, outcomeOfStatus, type Outcome } from '../../views/bid-outcome.js';
import type { AuctionFigures, BidderCalls } from '../../views/auction-stats.js';

/**
 * Why an auction period is one call of at most 31 days, never parts merged: the round durations
 * are the API's averages and percentiles, the aggregates may be a capped sample (RoundsSample),
 * and bid rows are the newest within a budget — none of them adds up across calls.
 */
export const AUCTION_ONE_CALL = 'auction figures are read in one call of at most 31 days, since round durations are the API’s own percentiles, its aggregates may be a sample and bids are its newest rows: none of them adds up across calls';

/** The aggregate metrics this report reads (our names: docs/spec-choices.md). */
export const STATS_METRICS = ['duration', 'winner', 'bid_status', 'nonbid_reason'] as const;
type StatsMetric = (typeof STATS_METRICS)[number];

export type AuctionStatsFilters = Omit<AuctionFilters, 'start_time' | 'end_time' | 'limit'>;

export interface AuctionStatsQuestion {
  range: ResolvedRange;
  filters: AuctionStatsFilters;
  vs?: CompareWith;
}

/** Pages of bid rows read per period at most (10,000 rows each): the per-bidder figures' budget. */
export const BID_PAGES = 5;

/** One period as the API answered it. */
export interface AuctionPeriodRead {
  range: ResolvedRange;
  metrics: Record<StatsMetric, RoundMetric[]>;
  /** What the aggregates covered, where the API says (not in the spec). */
  sample: RoundsSample | undefined;
  bids: BidRow[];
  /** Every bid row of the period was read (false: the newest, within BID_PAGES). */
  bidsWhole: boolean;
}

export interface AuctionStatsReport {
  question: AuctionStatsQuestion;
  comparison: Comparison;
  now: AuctionPeriodRead;
  before: AuctionPeriodRead;
}

/** A bid row's identity across pages (a page may repeat the boundary second). */
const rowKey = (b: BidRow) => b.bid_id ?? `${b.auction_id}|${b.round_number ?? ''}|${b.bidder ?? ''}|${b.event_time ?? ''}`;

/**
 * Bid rows of a window, newest first, page after page: each next page ends at the oldest second
 * the last one reached (inclusive, so an auction cut by the limit is read whole again; rows seen
 * are skipped). Stops when a page is not full, the budget is spent, or the window cannot move.
 */
async function readBids(api: Pick<ApiClient, 'auctions'>, window: { start_time: number; end_time: number }, filters: AuctionStatsFilters) {
  const seen = new Set<string>();
  const bids: BidRow[] = [];
  let end = window.end_time;
  for (let page = 0; page < BID_PAGES; page++) {
    const res = await api.auctions.bids({ start_time: window.start_time, end_time: end, ...filters, limit: AUCTION_MAX_LIMIT });
    for (const b of res.bids) {
      const key = rowKey(b);
      if (seen.has(key)) continue;
      seen.add(key);
      bids.push(b);
    }
    if (res.bids.length < AUCTION_MAX_LIMIT) return { bids, whole: true };
    const oldest = oldestBid(res.bids);
    const second = oldest === undefined ? NaN : Math.floor(Date.parse(oldest) / 1000);
    if (!(second < end) || second < window.start_time) break;
    end = second;
  }
  return { bids, whole: false };
}

/** The aggregate round metrics of a window (the API's own counts), and its sample if it says so. */
async function readAggregates(api: Pick<ApiClient, 'auctions'>, range: ResolvedRange, filters: AuctionStatsFilters): Promise<Omit<AuctionPeriodRead, 'bids' | 'bidsWhole'>> {
  const window = toApiTimeRange(range, AUCTION_ONE_CALL);
  const metricReads = await Promise.all(STATS_METRICS.map((metric) => api.auctions.rounds({ ...window, ...filters, metric, limit: AUCTION_MAX_LIMIT })));
  const metrics = Object.fromEntries(STATS_METRICS.map((m, i) => [m, metricReads[i]!.metrics])) as Record<StatsMetric, RoundMetric[]>;
  const sample = metricReads.find((r) => r.sample?.capped)?.sample ?? metricReads[0]?.sample ?? undefined;
  return { range, metrics, sample };
}

async function readPeriod(api: Pick<ApiClient, 'auctions'>, range: ResolvedRange, filters: AuctionStatsFilters): Promise<AuctionPeriodRead> {
  const [aggregates, bids] = await Promise.all([readAggregates(api, range, filters), readBids(api, toApiTimeRange(range, AUCTION_ONE_CALL), filters)]);
  return { ...aggregates, bids: bids.bids, bidsWhole: bids.whole };
}

export async function auctionStatsReport(q: AuctionStatsQuestion, api: Pick<ApiClient, 'auctions'>): Promise<AuctionStatsReport> {
  const [comparison] = comparisonsFor(q.range, q.vs);
  // Both windows are checked (31 days, 2020) before anything is sent.
  toApiTimeRange(q.range, AUCTION_ONE_CALL);
  toApiTimeRange(comparison!.range, AUCTION_ONE_CALL);
  const [now, before] = await Promise.all([readPeriod(api, q.range, q.filters), readPeriod(api, comparison!.range, q.filters)]);
  return { question: q, comparison: comparison!, now, before };
}

/**
 * The aggregates alone of the stats report, for the period and its comparison: the figures of
 * `auctionFigures` with no bid rows read (`auction stats … account=all`: one row per account shows
 * only these). The same windows and checks as `auctionStatsReport`.
 */
export async function auctionAggregatesReport(q: AuctionStatsQuestion, api: Pick<ApiClient, 'auctions'>): Promise<{ comparison: Comparison; now: AuctionFigures; before: AuctionFigures; samples: RoundsSample[] }> {
  const [comparison] = comparisonsFor(q.range, q.vs);
  toApiTimeRange(q.range, AUCTION_ONE_CALL);
  toApiTimeRange(comparison!.range, AUCTION_ONE_CALL);
  const [now, before] = await Promise.all([readAggregates(api, q.range, q.filters), readAggregates(api, comparison!.range, q.filters)]);
  const samples = [now.sample, before.sample].filter((s): s is RoundsSample => Boolean(s?.rate || s?.capped));
  return { comparison: comparison!, now: auctionFigures(now), before: auctionFigures(before), samples };
}

/** One metric's rows for one period and its comparison: `auction stats metric=<name>`. */
export async function auctionMetricReport(
  q: AuctionStatsQuestion & { metric: string },
  api: Pick<ApiClient, 'auctions'>,
): Promise<{ comparison: Comparison; now: RoundMetric[]; before: RoundMetric[]; sample: RoundsSample | undefined }> {
  const [comparison] = comparisonsFor(q.range, q.vs);
  const ask = (r: ResolvedRange) => api.auctions.rounds({ ...toApiTimeRange(r, AUCTION_ONE_CALL), ...q.filters, metric: q.metric, limit: AUCTION_MAX_LIMIT });
  toApiTimeRange(q.range, AUCTION_ONE_CALL);
  toApiTimeRange(comparison!.range, AUCTION_ONE_CALL);
  const [now, before] = await Promise.all([ask(q.range), ask(comparison!.range)]);
  return { comparison: comparison!, now: now.metrics, before: before.metrics, sample: now.sample ?? undefined };
}

// --- figures of a period: sums of the API's counts, nothing estimated ---



const sumBy = <K>(rows: readonly RoundMetric[], key: (r: RoundMetric) => K | undefined): Map<K, number> => {
  const out = new Map<K, number>();
  for (const r of rows) {
    const k = key(r);
    if (k !== undefined) out.set(k, (out.get(k) ?? 0) + (r.count ?? 0));
  }
  return out;
};

export function auctionFigures(p: Pick<AuctionPeriodRead, 'metrics'>): AuctionFigures {
  const auctions = p.metrics.duration.filter((r) => r.round_number === 1).reduce((s, r) => s + (r.count ?? 0), 0);
  const filled = p.metrics.winner.reduce((s, r) => s + (r.count ?? 0), 0);
  const statuses = sumBy(p.metrics.bid_status, (r) => r.status ?? r.key ?? undefined);
  const calls: Record<Outcome, number> = { bid: 0, no_bid: 0, timeout: 0, error: 0 };
  for (const [status, n] of statuses) calls[outcomeOfStatus(status)] += n;
  const reasons = sumBy(p.metrics.nonbid_reason, (r) => r.nonbid_reason ?? (r.key != null && /^\d+$/.test(r.key) ? Number(r.key) : undefined));
  const durations = p.metrics.duration
    .filter((r) => r.round_number != null)
    .map((r) => ({ round: r.round_number!, rounds: r.count ?? 0, p50: r.p50_duration_ms ?? null, p95: r.p95_duration_ms ?? null }))
    .sort((a, b) => a.round - b.round);
  return { auctions, filled, fillRate: auctions ? (filled / auctions) * 100 : null, calls, statuses, reasons, durations };
}

// --- per bidder, from bid rows ---


/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function bidderCalls(bids: readonly BidRow[]): BidderCalls[] {
  const per = new Map<string, { row: BidderCalls; latencies: number[] }>();
  for (const b of bids) {
    const name = b.bidder ?? '?';
    const entry = per.get(name) ?? { row: { bidder: name, calls: 0, bids: 0, wins: 0, noBids: 0, timeouts: 0, errors: 0, p50: null, p95: null }, latencies: [] };
    const o = outcomeOf(b);
    entry.row.calls += 1;
    if (o === 'bid') entry.row.bids += 1;
    else if (o === 'no_bid') entry.row.noBids += 1;
    else if (o === 'timeout') entry.row.timeouts += 1;
    else entry.row.errors += 1;
    if (b.is_winner) entry.row.wins += 1;
    if (b.latency_ms != null) entry.latencies.push(b.latency_ms);
    per.set(name, entry);
  }
  return [...per.values()]
    .map(({ row, latencies }) => {
      const sorted = latencies.sort((x, y) => x - y);
      return { ...row, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
    })
    .sort((a, b) => b.timeouts + b.errors - (a.timeouts + a.errors) || b.calls - a.calls || a.bidder.localeCompare(b.bidder));
}

/** The oldest event time among bid rows (what the newest-first listing reached back to). */
export function oldestBid(bids: readonly BidRow[]): string | undefined {
  let oldest: string | undefined;
  for (const b of bids) if (b.event_time && (!oldest || b.event_time < oldest)) oldest = b.event_time;
  return oldest;
}
