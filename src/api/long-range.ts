// Ranges longer than the API serves in one call (spec §4 conventions, §8: at most 31 days per
// start_time/end_time call) read as consecutive parts of at most 31 days and merged. THE one place
// every report goes through for the dashboard, the breakdown and the bidders: the revenue summary,
// its chart series and movers, `/adops breakdown`, `/adops bidders` and `/adops why`. A range that
// fits one call is passed through untouched, so short answers are what the API says, byte for byte.
//
// Merging follows spec 4.3 rule 4: counts and revenue are added, rates are recomputed from the
// summed components (never averaged). Users (the dashboard's total_users) are never added across
// parts: the API counts them per call, and a user active in two parts would count twice — the
// merged summary leaves them unknown and keeps each part's own count.
import { LimitExceededError } from './errors.js';
import { DAY_SECONDS, MAX_RANGE_DAYS, type TimeRange } from './params.js';
import {
  BREAKDOWN_METRICS,
  checkBreakdownParams,
  MAX_BREAKDOWN_ROWS,
  type BreakdownMetric,
  type BreakdownParams,
  type BreakdownResponse,
  type BreakdownRow,
  type Having,
} from './resources/breakdown.js';
import type { BiddersParams, BiddersResponse } from './resources/bidders.js';
import type { DashboardParams, DashboardResponse } from './resources/dashboard.js';

/** Seconds one call may cover: 31 whole days (the range is inclusive: end − start ≤ this − 1). */
const PART_SECONDS = MAX_RANGE_DAYS * DAY_SECONDS;
/** Parts read at once: a year is 12 of them, and the API is shared with everyone else's answers. */
const PARALLEL_PARTS = 4;

/** Consecutive parts of at most 31 days, in order, that together cover `range` exactly once. */
export function splitTimeRange(range: TimeRange): TimeRange[] {
  const parts: TimeRange[] = [];
  for (let start = range.start_time; start <= range.end_time; start += PART_SECONDS) {
    parts.push({ start_time: start, end_time: Math.min(range.end_time, start + PART_SECONDS - 1) });
  }
  return parts;
}

/** Whether the API serves `range` in one call. */
export function fitsOneCall(range: TimeRange): boolean {
  return range.end_time - range.start_time <= PART_SECONDS - 1;
}

/** Every part read, a few at a time; the answers in the parts' order. */
export async function readParts<T>(parts: readonly TimeRange[], read: (part: TimeRange) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < parts.length; i += PARALLEL_PARTS) out.push(...(await Promise.all(parts.slice(i, i + PARALLEL_PARTS).map(read))));
  return out;
}

/** part / whole × 100, and 0 for a rate of nothing (as the API reports it). */
const percent = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : 0);
const perMille = (revenue: number, impressions: number) => (impressions > 0 ? (revenue * 1000) / impressions : 0);

// ── The dashboard ────────────────────────────────────────────────────────────────────────────

/** The dashboard's summary, where users are unknown for a range read in parts. */
export type SummaryRead = Omit<DashboardResponse['summary'], 'total_users'> & { total_users: number | undefined };

/** One call's own range and users (the only place users of a long range are known). */
export interface DashboardPart extends TimeRange {
  total_users: number;
}

export type DashboardRead = Omit<DashboardResponse, 'summary'> & {
  summary: SummaryRead;
  /** The calls it was read in, in order; one for a range the API serves in one call. */
  parts: DashboardPart[];
};

type ChartPoint = DashboardResponse['chart_data'][number];
type SourceRow = NonNullable<DashboardResponse['source_breakdown']>[number];

function mergeChart(all: readonly DashboardResponse[]): ChartPoint[] {
  // A UTC bucket cut by a part boundary comes back from both parts: its halves are added.
  const byStart = new Map<string, ChartPoint>();
  for (const p of all.flatMap((d) => d.chart_data)) {
    const had = byStart.get(p.bucket_start);
    byStart.set(p.bucket_start, had ? { ...had, requests: had.requests + p.requests, impressions: had.impressions + p.impressions, revenue: had.revenue + p.revenue, clicks: had.clicks + p.clicks } : { ...p });
  }
  return [...byStart.values()].sort((a, b) => Date.parse(a.bucket_start) - Date.parse(b.bucket_start));
}

function mergeSources(all: readonly DashboardResponse[], totalRevenue: number): SourceRow[] | undefined {
  if (all.every((d) => d.source_breakdown === undefined)) return undefined;
  const bySource = new Map<string, SourceRow>();
  for (const s of all.flatMap((d) => d.source_breakdown ?? [])) {
    const had = bySource.get(s.source);
    bySource.set(s.source, had ? { ...had, requests: had.requests + s.requests, impressions: had.impressions + s.impressions, revenue: had.revenue + s.revenue, clicks: had.clicks + s.clicks } : { ...s });
  }
  return [...bySource.values()].map((s) => ({
    ...s,
    fill_rate: percent(s.impressions, s.requests),
    ecpm: perMille(s.revenue, s.impressions),
    revenue_share: percent(s.revenue, totalRevenue),
  }));
}

/** The parts' dashboards as one: sums added, rates from the sums, users left unknown. */
export function mergeDashboards(parts: readonly TimeRange[], all: readonly DashboardResponse[]): DashboardRead {
  const sum = (pick: (s: DashboardResponse['summary']) => number) => all.reduce((t, d) => t + pick(d.summary), 0);
  const requests = sum((s) => s.total_requests);
  const impressions = sum((s) => s.total_impressions);
  const revenue = sum((s) => s.revenue);
  const clicks = sum((s) => s.total_clicks);
  const source_breakdown = mergeSources(all, revenue);
  return {
    summary: {
      total_requests: requests,
      total_impressions: impressions,
      revenue,
      fill_rate: percent(impressions, requests),
      ecpm: perMille(revenue, impressions),
      total_clicks: clicks,
      ctr: percent(clicks, impressions),
      total_users: all.length === 1 ? all[0]!.summary.total_users : undefined,
    },
    chart_data: mergeChart(all),
    ...(source_breakdown ? { source_breakdown } : {}),
    parts: parts.map((p, i) => ({ ...p, total_users: all[i]!.summary.total_users })),
  };
}

/** The dashboard over any range from 2020-01-01 on: one call, or parts of at most 31 days merged. */
export async function readDashboard(read: (params: DashboardParams) => Promise<DashboardResponse>, params: DashboardParams): Promise<DashboardRead> {
  const parts = splitTimeRange(params);
  if (parts.length === 1) {
    const one = await read(params);
    return { ...one, parts: [{ start_time: params.start_time, end_time: params.end_time, total_users: one.summary.total_users }] };
  }
  return mergeDashboards(parts, await readParts(parts, (part) => read({ ...params, ...part })));
}

// ── The breakdown ────────────────────────────────────────────────────────────────────────────

const ADDITIVE: readonly BreakdownMetric[] = ['requests', 'bid_requests', 'fills', 'impressions', 'revenue', 'clicks'];
/** What each rate is computed from (spec 4.3, metrics table). */
const COMPONENTS: Partial<Record<BreakdownMetric, readonly BreakdownMetric[]>> = {
  fill_rate: ['impressions', 'requests'],
  ecpm: ['revenue', 'impressions'],
  ctr: ['clicks', 'impressions'],
};

function rateOf(metric: BreakdownMetric, m: Record<string, number>): number {
  switch (metric) {
    case 'fill_rate': return percent(m.impressions ?? 0, m.requests ?? 0);
    case 'ecpm': return perMille(m.revenue ?? 0, m.impressions ?? 0);
    case 'ctr': return percent(m.clicks ?? 0, m.impressions ?? 0);
    default: return m[metric] ?? 0;
  }
}

/** The additive metrics each part is asked for: those asked, and the components of every rate. */
export function partMetrics(metrics: readonly BreakdownMetric[], having: Having | undefined): BreakdownMetric[] {
  const wanted = new Set<BreakdownMetric>();
  for (const m of [...metrics, ...(having ? [having.metric] : [])]) for (const c of COMPONENTS[m] ?? [m]) wanted.add(c);
  return BREAKDOWN_METRICS.filter((m) => wanted.has(m) && ADDITIVE.includes(m));
}

function compare(value: number, h: Having): boolean {
  switch (h.op) {
    case '<': return value < h.value;
    case '<=': return value <= h.value;
    case '=':
    case '==': return value === h.value;
    case '!=': return value !== h.value;
    case '>=': return value >= h.value;
    case '>': return value > h.value;
  }
}

function tooManyRows(what: string): LimitExceededError {
  return new LimitExceededError(`${what} has ${MAX_BREAKDOWN_ROWS.toLocaleString('en-US')} rows or more, the most a breakdown returns (spec 4.3)`, { operation: 'reports.breakdown' });
}

/** The API's default order: dimension values ascending, the first dimension first (code-unit order). */
function byDimensions(by: readonly string[]) {
  return (a: BreakdownRow, b: BreakdownRow): number => {
    for (const d of by) {
      const x = a.dimensions[d] ?? '';
      const y = b.dimensions[d] ?? '';
      if (x !== y) return x < y ? -1 : 1;
    }
    return 0;
  };
}

/**
 * The parts' breakdowns as one: rows of the same dimension values added, rates from the sums
 * (4.3 rule 4), then `having`, then top or bottom N by the first metric, as the API does them.
 */
export function mergeBreakdowns(all: readonly BreakdownResponse[], q: { by: readonly string[]; metrics: readonly BreakdownMetric[]; top?: number; bottom?: number; having?: Having }): BreakdownResponse {
  const sums = new Map<string, BreakdownRow>();
  for (const row of all.flatMap((r) => r.rows)) {
    const key = JSON.stringify(q.by.map((d) => row.dimensions[d] ?? ''));
    const had = sums.get(key);
    if (!had) {
      sums.set(key, { dimensions: row.dimensions, metrics: { ...row.metrics } });
      continue;
    }
    for (const [m, v] of Object.entries(row.metrics)) had.metrics[m] = (had.metrics[m] ?? 0) + v;
  }
  let rows = [...sums.values()].sort(byDimensions(q.by));
  const having = q.having;
  if (having) rows = rows.filter((r) => compare(rateOf(having.metric, r.metrics), having));
  const n = q.top ?? q.bottom;
  if (n !== undefined) {
    const first = q.metrics[0]!;
    const sign = q.top !== undefined ? -1 : 1;
    // Stable: equal values keep the dimension order, as the API's.
    rows = rows.sort((a, b) => sign * (rateOf(first, a.metrics) - rateOf(first, b.metrics))).slice(0, n);
  }
  if (rows.length >= MAX_BREAKDOWN_ROWS) throw tooManyRows('The whole range');
  const merged = rows.map((r) => ({ dimensions: r.dimensions, metrics: Object.fromEntries(q.metrics.map((m) => [m, rateOf(m, r.metrics)])) }));
  return { dimensions: [...q.by], metrics: [...q.metrics], rows: merged, row_count: merged.length };
}

/**
 * The breakdown over any range from 2020-01-01 on. One call when the API serves it in one;
 * otherwise parts of at most 31 days, each asked for every row (top, bottom and having apply to
 * the whole range, so they are applied after the merge). A result the API may have cut at its
 * 100,000 rows is refused, never shown as if whole.
 */
export async function readBreakdown(read: (params: BreakdownParams) => Promise<BreakdownResponse>, params: BreakdownParams): Promise<BreakdownResponse> {
  const parts = splitTimeRange(params);
  if (parts.length === 1) {
    const one = await read(params);
    if (one.row_count >= MAX_BREAKDOWN_ROWS) throw tooManyRows('This breakdown');
    return one;
  }
  // The rules of 4.3 are checked once for the whole request (the first part starts earliest).
  const c = checkBreakdownParams({ ...params, ...parts[0]! });
  const metrics = partMetrics(c.metrics, c.having);
  const answers = await readParts(parts, (part) =>
    read({ ...part, by: c.by, metrics, test_mode: c.test_mode, country: c.country, device_os: c.device_os, granularity: c.granularity, timezone: c.timezone }),
  );
  if (answers.some((a) => a.row_count >= MAX_BREAKDOWN_ROWS)) throw tooManyRows('One 31-day part of this range');
  return mergeBreakdowns(answers, { by: c.by, metrics: c.metrics, top: c.top, bottom: c.bottom, having: c.having });
}

/**
 * The API's own summary of a range read in one call (users included); undefined for a range read
 * in parts, whose users are unknown. For surfaces that only ever ask for a day or a week.
 */
export function oneCallSummary(read: DashboardRead): DashboardResponse['summary'] | undefined {
  const users = read.summary.total_users;
  return users === undefined ? undefined : { ...read.summary, total_users: users };
}

// ── The bidders report ───────────────────────────────────────────────────────────────────────

/**
 * The parts' bidders as one: requests, bids, impressions and revenue added per bidder; bid rate,
 * win rate and eCPM recomputed from the sums. The response has no wins, so each part's wins are
 * read back from its win rate × bids (the rate's four decimals give the whole count back for any
 * bidder with fewer than two million bids in a part).
 */
export function mergeBidders(all: readonly BiddersResponse[]): BiddersResponse {
  const sums = new Map<string, { requests: number; bids: number; wins: number; impressions: number; revenue: number }>();
  for (const b of all.flatMap((r) => r.bidders)) {
    const had = sums.get(b.name) ?? { requests: 0, bids: 0, wins: 0, impressions: 0, revenue: 0 };
    sums.set(b.name, {
      requests: had.requests + b.requests,
      bids: had.bids + b.bids,
      wins: had.wins + Math.round((b.win_rate * b.bids) / 100),
      impressions: had.impressions + b.impressions,
      revenue: had.revenue + b.revenue,
    });
  }
  const bidders = [...sums].map(([name, s]) => ({
    name,
    requests: s.requests,
    bids: s.bids,
    bid_rate: percent(s.bids, s.requests),
    impressions: s.impressions,
    win_rate: percent(s.wins, s.bids),
    revenue: s.revenue,
    ecpm: perMille(s.revenue, s.impressions),
  }));
  // The API's order: revenue, highest first, then name.
  return { bidders: bidders.sort((a, b) => b.revenue - a.revenue || (a.name < b.name ? -1 : 1)) };
}

/** The bidders report over any range from 2020-01-01 on: one call, or parts of at most 31 days merged. */
export async function readBidders(read: (params: BiddersParams) => Promise<BiddersResponse>, params: BiddersParams): Promise<BiddersResponse> {
  const parts = splitTimeRange(params);
  if (parts.length === 1) return read(params);
  return mergeBidders(await readParts(parts, (part) => read({ ...params, ...part })));
}
