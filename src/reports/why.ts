// THE "why did it move?" report: one question (a metric, a resolved range, what to compare with,
// filters) and the answer — the change against the comparison period (src/time/compare.ts), split
// into requests, fill-rate and eCPM effects that sum exactly to it (./why-math.ts), the segments
// that moved it most over every dimension the API offers for the period, each split into its own
// change and a shift of traffic between segments (mix), a drill into the top one by a second
// dimension when that explains more, and a verdict: one clear cause, or "no single cause".
//
// API calls, per period: one breakdown by country, app, format and OS (every marginal and every
// pair among them is a sum of its rows), one by ad unit and country, and, for periods from
// 2026-06-01 (spec 4.3), one by bidder. Periods: the range, its comparison and, for a range of up
// to 31 days, HISTORY_PAIRS earlier comparison periods to learn each segment's usual moves from
// (./why-segments.ts) — 12 to 18 calls, read in parallel through the account's client, whose
// identical in-flight queries are shared (src/api/in-flight.ts). A longer range is read in 31-day
// parts (src/api/long-range.ts), without history: its days' noise averages out.
import { BIDDER_DATA_START, EARLIEST_TIME, fitsOneCall, readBreakdown, type BreakdownParams, type BreakdownResponse, type ReportFilters, type TimeRange } from '../api/index.js';
import { toReportTimeRange } from '../time/api-range.js';
import { comparisonsFor, type CompareWith, type Comparison } from '../time/compare.js';
import type { ResolvedRange } from '../time/resolve.js';
import { componentValue, isRatio, relChange, totalEffects, valueOf, type Component, type Components, type WhyMetric } from './why-math.js';
import { byScore, candidatesOf, componentsOf, drillInto, excessesOf, isMirrorSide, joinRows, sum, type Candidate, type Excesses, type Row, type Totals, type WhyDimension } from './why-segments.js';

export { WHY_DIMENSIONS, type Candidate, type WhyDimension } from './why-segments.js';

/** The ones a `why` may be narrowed to locally (the API filters only country and OS). */
export const LOCAL_SEGMENT_DIMENSIONS = ['app', 'format', 'ad_unit'] as const;
export type LocalSegmentDimension = (typeof LOCAL_SEGMENT_DIMENSIONS)[number];
/**
 * Earlier pairs of periods read to learn each segment's usual excess (./why-segments.ts): the
 * comparison period shifted back by the comparison's step (a week, a year…) this many times.
 */
export const HISTORY_PAIRS = 4;

export interface WhyQuestion {
  metric: WhyMetric;
  range: ResolvedRange;
  vs?: CompareWith;
  filters: ReportFilters;
  /** A segment the API cannot filter on, applied to the breakdown rows (a drill button's). */
  segment?: { dimension: LocalSegmentDimension; value: string };
}

export interface WhyReads {
  breakdown(params: BreakdownParams): Promise<BreakdownResponse>;
}

export interface WhyReport {
  question: WhyQuestion;
  comparison: Comparison;
  before: Components;
  after: Components;
  valueBefore: number;
  valueAfter: number;
  /** Requests, fill and eCPM effects of the total's change (product metrics); they sum to it exactly. */
  effects?: Record<Component, number>;
  /** Segments by |score|, the biggest first, over every dimension searched. */
  ranked: Candidate[];
  verdict: { kind: 'cause'; cause: Candidate; drill?: Candidate; onset?: string } | { kind: 'none' } | { kind: 'no-data' };
  /** Dimensions searched, and why bidder was not, when it was not. */
  searched: WhyDimension[];
  bidderNote?: string;
  /** Earlier pairs of periods the noise was learnt from. */
  historyPairs: number;
  apiCalls: number;
}

const METRICS = ['requests', 'impressions', 'revenue'];

/**
 * The first UTC day on which the cause's component had moved at least half as far as it did over
 * the whole range, in the same direction, against its level in the comparison period.
 */
function onsetOf(cause: Candidate, daysBefore: number, byDay: BreakdownResponse): { day: string } | undefined {
  const level = (c: Components, days: number) => (cause.component === 'requests' ? c.requests / days : componentValue(cause.component, c));
  const baseline = level(cause.before, daysBefore);
  const whole = relChange(componentValue(cause.component, cause.after), componentValue(cause.component, cause.before));
  if (!baseline || whole === undefined || whole === 0) return undefined;
  const days = byDay.rows.filter((r) => r.dimensions[cause.dimension] === cause.value).sort((a, b) => (a.dimensions.day ?? '').localeCompare(b.dimensions.day ?? ''));
  const first = days.find((r) => {
    const moved = level(componentsOf(r.metrics), 1) / baseline - 1;
    return Math.sign(moved) === Math.sign(whole) && Math.abs(moved) >= Math.abs(whole) / 2;
  });
  return first?.dimensions.day ? { day: first.dimensions.day.slice(0, 10) } : undefined;
}

function matches(row: Row, segment: WhyQuestion['segment']): boolean {
  return !segment || row.values[segment.dimension] === segment.value;
}

/** One period's breakdowns: by country, app, format and OS; by ad unit and country; by bidder (when read). */
interface PeriodReads {
  wide: BreakdownResponse;
  units: BreakdownResponse;
  bidders?: BreakdownResponse;
}

interface Group {
  rows: Row[];
  dims: WhyDimension[];
  totals: Totals;
}

/** The comparison period shifted `steps` comparison steps further back; undefined before the API's data. */
function earlier(now: TimeRange, then: TimeRange, steps: number): TimeRange | undefined {
  const step = now.start_time - then.start_time;
  const span = { start_time: then.start_time - steps * step, end_time: then.end_time - steps * step };
  return step > 0 && span.start_time >= EARLIEST_TIME ? span : undefined;
}

/** The groups of rows searched for one pair of periods, each with the dimensions read from it and its totals. */
function groupsOf(q: WhyQuestion, before: PeriodReads, after: PeriodReads): Group[] {
  const wideRows = joinRows(before.wide, after.wide).filter((r) => matches(r, q.segment));
  const unitRows = joinRows(before.units, after.units).filter((r) => matches(r, q.segment));
  // The totals: every row of the widest breakdown (or, narrowed to an ad unit, of the ad-unit one).
  const totals = sum(q.segment?.dimension === 'ad_unit' ? unitRows : wideRows);
  const wideDims = (['country', 'app', 'format', 'os'] as const).filter((d) => d !== q.segment?.dimension && !(d === 'country' && q.filters.country) && !(d === 'os' && q.filters.device_os));
  const groups: Group[] = [
    ...(q.segment?.dimension === 'ad_unit' ? [] : [{ rows: wideRows, dims: [...wideDims], totals }]),
    { rows: unitRows, dims: q.segment?.dimension === 'ad_unit' ? ['country'] : ['ad_unit'], totals },
  ];
  if (before.bidders && after.bidders) {
    const rows = joinRows(before.bidders, after.bidders, true);
    groups.push({ rows, dims: ['bidder'], totals: sum(rows) });
  }
  return groups;
}

/** Per dimension, its segments' excesses in each earlier pair of periods that has data. */
function historyOf(q: WhyQuestion, pairs: readonly [PeriodReads, PeriodReads][]): Map<WhyDimension, Excesses[]> {
  const out = new Map<WhyDimension, Excesses[]>();
  for (const [before, after] of pairs) {
    for (const g of groupsOf(q, before, after)) {
      if (valueOf(q.metric, g.totals.before) === 0 || valueOf(q.metric, g.totals.after) === 0) continue;
      for (const d of g.dims) out.set(d, [...(out.get(d) ?? []), excessesOf(q.metric, d, g.rows, g.totals)]);
    }
  }
  return out;
}

/**
 * How much wider the prior is for this window than for a day: the prior is the spread of a share
 * over a day's events, and a share counted over 1/n of them spreads √n times as much (sampling
 * noise). An hour range's history is four same hours of earlier weeks — too few to tell a segment's
 * hourly noise from news by themselves — so without this an hour's ordinary wobble of one ad unit's
 * eCPM would be named a cause. Days and longer: 1, as the method was set.
 */
function priorScaleOf(r: ResolvedRange): number {
  const hours = r.end.diff(r.start, 'hours').hours;
  return r.spec.kind === 'hours' && hours < 24 ? Math.sqrt(24 / hours) : 1;
}

export async function whyReport(q: WhyQuestion, reads: WhyReads): Promise<WhyReport> {
  const comparison = comparisonsFor(q.range, q.vs)[0]!;
  const now = toReportTimeRange(q.range);
  const then = toReportTimeRange(comparison.range);
  let apiCalls = 0;
  // A period longer than 31 days is read in parts of at most 31 days, its rows' sums added (src/api/long-range.ts).
  const count = (p: BreakdownParams) => {
    apiCalls++;
    return reads.breakdown(p);
  };
  const read = (span: TimeRange, by: string[], metrics: string[]) => readBreakdown(count, { ...span, ...q.filters, by, metrics });
  const ratioNeedsBidder = q.metric === 'revenue' || q.metric === 'ecpm';
  const bidderNote =
    then.start_time < BIDDER_DATA_START
      ? 'bidders not searched: bidder data starts on 2026-06-01 and the comparison period starts earlier'
      : q.segment
        ? `bidders not searched within a ${q.segment.dimension}: the API breaks bidders down by no other dimension here`
        : !ratioNeedsBidder
          ? `bidders not searched for ${q.metric}: requests repeat per bidder (spec 4.3), so bidders split only revenue and eCPM`
          : undefined;
  const readPeriod = async (span: TimeRange): Promise<PeriodReads> => {
    const [wide, units, bidders] = await Promise.all([
      read(span, ['country', 'app', 'format', 'os'], METRICS),
      read(span, ['ad_unit', 'country'], METRICS),
      bidderNote || span.start_time < BIDDER_DATA_START ? undefined : read(span, ['bidder'], ['impressions', 'revenue']),
    ]);
    return { wide, units, bidders };
  };
  // Periods newest first: the range, its comparison, then the history (./why-segments.ts). Over
  // more than 31 days a period averages its days' noise out and costs several calls: no history.
  const historyPairs = fitsOneCall(now) ? HISTORY_PAIRS : 0;
  const spans = [now, then, ...Array.from({ length: historyPairs }, (_, i) => earlier(now, then, i + 1)).filter((s) => s !== undefined)];
  const periods = await Promise.all(spans.map(readPeriod));
  const groups = groupsOf(q, periods[1]!, periods[0]!);
  const totals = groups[0]!.totals;
  const pairs = periods.slice(2).map((p, i) => [p, periods[i + 1]!] as [PeriodReads, PeriodReads]);
  const history = historyOf(q, pairs);
  const base = {
    question: q,
    comparison,
    ...totals,
    valueBefore: valueOf(q.metric, totals.before),
    valueAfter: valueOf(q.metric, totals.after),
    effects: isRatio(q.metric) ? undefined : totalEffects(q.metric, totals.before, totals.after),
    searched: groups.flatMap((g) => g.dims),
    bidderNote,
    historyPairs: Math.max(0, ...[...history.values()].map((h) => h.length)),
  };
  if (valueOf(q.metric, totals.before) === 0 || valueOf(q.metric, totals.after) === 0) return { ...base, ranked: [], verdict: { kind: 'no-data' }, apiCalls };
  const ranked = groups.flatMap((g) => g.dims.flatMap((d) => candidatesOf(q.metric, d, g.rows, g.totals, history.get(d), priorScaleOf(q.range)))).sort(byScore);
  // Of the segments that stand out, the one that explains the most of the change is the cause: an
  // app that lost requests stands out in each of its ad units too, but the app explains more.
  const top = ranked.filter((c) => Math.abs(c.score) >= 1 && !isMirrorSide(c, ranked)).sort((a, b) => Math.abs(b.excess) - Math.abs(a.excess) || byScore(a, b))[0];
  if (!top) return { ...base, ranked, verdict: { kind: 'none' }, apiCalls };
  const group = groups.find((g) => g.dims.includes(top.dimension))!;
  const drillDims = group === groups[0] || q.segment?.dimension === 'ad_unit' ? [...group.dims, 'country' as const] : ['country' as const];
  const drill = top.dimension === 'bidder' ? undefined : drillInto(q.metric, top, group.rows, [...new Set(drillDims)], totals);
  // Over several days, the UTC day it started: one more breakdown, by day and the cause's dimension
  // (not for an hour range: its hours are no days, even when they cross midnight).
  // Requests per UTC day are only comparable when the range is whole UTC days (a rate is either way).
  const wholeUtcDays = q.range.start.toUTC().hour === 0 && q.range.end.toUTC().hour === 0 && !q.range.partial;
  const onset = q.range.days > 1 && q.range.spec.kind !== 'hours' && !q.segment && top.dimension !== 'bidder' && (top.component !== 'requests' || wholeUtcDays) ? onsetOf(top, comparison.range.days, await read(now, ['day', top.dimension], METRICS)) : undefined;
  return { ...base, ranked, verdict: { kind: 'cause', cause: top, drill, ...(onset ? { onset: onset.day } : {}) }, apiCalls };
}
