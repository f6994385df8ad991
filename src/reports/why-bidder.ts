// `why` narrowed to a bidder (its drill button): the API breaks bidders down by no other dimension
// (spec 4.3: country, app, ad unit… cannot be searched within a bidder), so the answer is the
// bidder's own change split into its components — bid requests, bid rate, win rate, eCPM, adding
// up to its revenue change exactly (./why-math.ts bidderEffects) — and its days. Bids come only per
// period (the bidders report, spec 2.5), so bid rate and win rate are the whole range's, not a day's.
// Four calls: the breakdown by day and bidder and the bidders report, for the range and its comparison.
// A bidder's rows (its components from both reads) are joined here for ./why.ts too.
import { BIDDER_DATA_START, readBidders, readBreakdown, type BiddersParams, type BiddersResponse, type BreakdownParams, type BreakdownResponse, type ReportFilters, type TimeRange } from '../api/index.js';
import { toReportTimeRange } from '../time/api-range.js';
import { comparisonsFor, type CompareWith, type Comparison } from '../time/compare.js';
import { DateRangeError } from '../time/range.js';
import type { ResolvedRange } from '../time/resolve.js';
import { add, bidderEffects, ZERO, type BidderComponent, type Components } from './why-math.js';
import type { Row } from './why-segments.js';

/** One period's bidder figures: the breakdown by bidder (bid requests, wins, impressions, revenue) and the bidders report's bids. */
export interface BidderReads {
  breakdown: BreakdownResponse;
  bidders: BiddersResponse;
}

/**
 * A bidder's components from the API's unrounded counts: bid requests and wins (`fills` with the
 * bidder dimension, spec 4.3), impressions and revenue from the breakdown; bids from the bidders
 * report (spec 2.5) — never its rounded rates.
 */
function bidderComponents(p: BidderReads): Map<string, Components> {
  const bids = new Map(p.bidders.bidders.map((b) => [b.name, b.bids]));
  const out = new Map<string, Components>();
  for (const r of p.breakdown.rows) {
    const name = r.dimensions.bidder;
    if (name === undefined) continue;
    const m = r.metrics;
    const c: Components = { requests: m.bid_requests ?? 0, impressions: m.impressions ?? 0, revenue: m.revenue ?? 0, bids: 0, wins: m.fills ?? 0 };
    out.set(name, add(out.get(name) ?? { ...ZERO, bids: 0, wins: 0 }, c));
  }
  for (const [name, c] of out) out.set(name, { ...c, bids: bids.get(name) ?? 0 });
  return out;
}

export function joinBidderRows(before: BidderReads, after: BidderReads): Row[] {
  const b = bidderComponents(before);
  const a = bidderComponents(after);
  const none: Components = { ...ZERO, bids: 0, wins: 0 };
  return [...new Set([...b.keys(), ...a.keys()])].map((name) => ({ values: { bidder: name }, before: b.get(name) ?? none, after: a.get(name) ?? none }));
}


export interface WhyBidderQuestion {
  bidder: string;
  range: ResolvedRange;
  vs?: CompareWith;
  filters: ReportFilters;
}

export interface WhyBidderReport {
  question: WhyBidderQuestion;
  comparison: Comparison;
  before: Components;
  after: Components;
  /** Its revenue change split into its own components; they add up to it exactly. */
  effects: Record<BidderComponent, number>;
  /** Its days in the range (UTC), with what the breakdown gives per day. */
  days: { day: string; bidRequests: number; wins: number; impressions: number; revenue: number }[];
  apiCalls: number;
}

export interface WhyBidderReads {
  breakdown(params: BreakdownParams): Promise<BreakdownResponse>;
  bidders(params: BiddersParams): Promise<BiddersResponse>;
}

const METRICS = ['bid_requests', 'fills', 'impressions', 'revenue'];

export async function whyBidderReport(q: WhyBidderQuestion, reads: WhyBidderReads): Promise<WhyBidderReport> {
  const comparison = comparisonsFor(q.range, q.vs)[0]!;
  const now = toReportTimeRange(q.range);
  const then = toReportTimeRange(comparison.range);
  if (then.start_time < BIDDER_DATA_START) throw new DateRangeError('bidder data starts on 2026-06-01 and the period compared with starts earlier: ask for a range from 2026-06-08');
  let apiCalls = 0;
  const counted = <P, R>(f: (p: P) => Promise<R>) => (p: P) => {
    apiCalls++;
    return f(p);
  };
  const read = async (span: TimeRange) => {
    const [breakdown, bidders] = await Promise.all([
      readBreakdown(counted((p: BreakdownParams) => reads.breakdown(p)), { ...span, ...q.filters, by: ['day', 'bidder'], metrics: METRICS }),
      readBidders(counted((p: BiddersParams) => reads.bidders(p)), { ...span, ...q.filters }),
    ]);
    return { breakdown, bidders };
  };
  const [after, before] = await Promise.all([read(now), read(then)]);
  const row = joinBidderRows(before, after).find((r) => r.values.bidder === q.bidder);
  if (!row) throw new DateRangeError(`no bidder "${q.bidder}" in ${q.range.startDate}..${q.range.endDate} or the period compared with — \`/adops bidders\` lists them`);
  const days = after.breakdown.rows
    .filter((r) => r.dimensions.bidder === q.bidder)
    .map((r) => ({ day: (r.dimensions.day ?? '').slice(0, 10), bidRequests: r.metrics.bid_requests ?? 0, wins: r.metrics.fills ?? 0, impressions: r.metrics.impressions ?? 0, revenue: r.metrics.revenue ?? 0 }))
    .sort((a, b) => a.day.localeCompare(b.day));
  return { question: q, comparison, before: row.before, after: row.after, effects: bidderEffects(row.before, row.after), days, apiCalls };
}
