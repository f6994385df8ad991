// THE "why did it move?" report: one question (a metric, a resolved range, what to compare with,
// filters) and the answer — the change against the comparison period (src/time/compare.ts), split
// into requests, fill-rate and eCPM effects that sum exactly to it (./why-math.ts), the segments
// that moved it most over every dimension the API offers for the period, each split into its own
// change and a shift of traffic between segments (mix), a drill into the top one by a second
// dimension when that explains more, and a verdict: one clear cause, or "no single cause".
//
// API calls, per period: one breakdown by country, app, format and OS (every marginal and every
// pair among them is a sum of its rows), one by ad unit and country, and, for periods from
// 2026-06-01 (spec 4.3) and revenue or eCPM, one by bidder and the bidders report (bids). Periods:
// the range, its comparison and, for a range of up to 31 days, HISTORY_PAIRS earlier comparison
// periods to learn each segment's (and the total's) usual moves from (./why-segments.ts) — 20 to 40
// calls, in parallel through the account's client, whose identical in-flight queries are shared
// (src/api/in-flight.ts). A longer range is read in 31-day parts (src/api/long-range.ts), without
// history. Periods of different lengths are compared per day (or per hour across DST: perUnit).
import { BIDDER_DATA_START, EARLIEST_TIME, fitsOneCall, readBidders, readBreakdown, type BiddersParams, type BiddersResponse, type BreakdownParams, type BreakdownResponse, type ReportFilters, type TimeRange } from '../api/index.js';
import { toReportTimeRange } from '../time/api-range.js';
import { comparisonsFor, type CompareWith, type Comparison } from '../time/compare.js';
import type { ResolvedRange } from '../time/resolve.js';
import { isRatio, perUnit, totalEffects, valueOf, type Components, type TotalComponent, type WhyMetric } from './why-math.js';
import { joinBidderRows, type BidderReads } from './why-bidder.js';
import { CHILD_DIMENSION, nestingOf, preferChild, type Nesting } from './why-nested.js';
import { explainFirst, needsUnitParents, overlapOf, parentsFor, preferParent, unitParentsOf } from './why-overlap.js';
import { candidatesOf, DOLLAR_FLOOR, drillInto, joinRows, movesOf, rank, sum, type Candidate, type Moves, type Row, type Totals, type WhyDimension } from './why-segments.js';
import { ownSpread } from './why-surprise.js';
import { partMovesOf, type PartMoves } from './why-parts.js';
import { onsetOf } from './why-onset.js';

export { WHY_DIMENSIONS, type Candidate, type WhyDimension } from './why-segments.js';

/** The ones a `why` may be narrowed to locally (the API filters only country and OS). */
export const LOCAL_SEGMENT_DIMENSIONS = ['app', 'format', 'ad_unit'] as const;
export type LocalSegmentDimension = (typeof LOCAL_SEGMENT_DIMENSIONS)[number];
/**
 * Earlier pairs of periods read to learn each segment's usual excess (./why-segments.ts): the
 * comparison period shifted back by the comparison's step (a week, a year…) this many times.
 */
export const HISTORY_PAIRS = 8;

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
  /** The bidders report (spec 4.4), for each bidder's bids; without it bidders are not searched. */
  bidders?(params: BiddersParams): Promise<BiddersResponse>;
}

/** Periods of different lengths are compared per day (or, same days but not hours — DST — per hour). */
export interface PerUnit {
  unit: 'day' | 'hour';
  /** The range's and the comparison's lengths in that unit. */
  now: number;
  then: number;
}

export interface WhyReport {
  question: WhyQuestion;
  comparison: Comparison;
  before: Components;
  after: Components;
  valueBefore: number;
  valueAfter: number;
  /** Requests, fill and eCPM effects of the total's change (product metrics); they sum to it exactly. */
  effects?: Record<TotalComponent, number>;
  /** Set when the range and its comparison differ in length: every count is per day (or hour). */
  perUnit?: PerUnit;
  /** Segments by |score|, the biggest first, over every dimension searched. */
  ranked: Candidate[];
  verdict: { kind: 'cause'; cause: Candidate; drill?: Candidate; onset?: string } | { kind: 'none' } | { kind: 'no-data' };
  /** Dimensions searched, and why bidder was not, when it was not. */
  searched: WhyDimension[];
  bidderNote?: string;
  /** Earlier pairs of periods the noise was learnt from. */
  historyPairs: number;
  /** Effects (fractions of the total) below this count alike in the ranking: DOLLAR_FLOOR × the total's typical move. */
  dollarFloor: number;
  apiCalls: number;
}

const METRICS = ['requests', 'impressions', 'revenue'];
const BIDDER_METRICS = ['bid_requests', 'fills', 'impressions', 'revenue'];
const HOUR = 3600;
const DAY = 24 * HOUR;

/** Whole days of a span in the range's zone (a DST day has 23 or 25 hours: still one day). */
const daysOf = (span: TimeRange): number => Math.max(1, Math.round((span.end_time - span.start_time) / DAY));

/** The unit periods are compared in when their lengths differ; undefined when they are equal. */
function perUnitOf(spans: readonly TimeRange[]): PerUnit['unit'] | undefined {
  const hours = spans.map((s) => Math.round((s.end_time - s.start_time) / HOUR));
  if (hours.every((h) => h === hours[0])) return undefined;
  return hours.every((h) => h >= 23) && spans.some((s) => daysOf(s) !== daysOf(spans[0]!)) ? 'day' : 'hour';
}

/** A span's length in the unit (whole hours: the API's end is the range's last second, included). */
const lengthIn = (unit: PerUnit['unit'], span: TimeRange): number => (unit === 'day' ? daysOf(span) : Math.round((span.end_time - span.start_time) / HOUR));

const matches = (row: Row, segment: WhyQuestion['segment']): boolean => !segment || row.values[segment.dimension] === segment.value;

/** One period's breakdowns: by country, app, format and OS; by ad unit and country; by bidder (when read). */
interface PeriodReads {
  wide: BreakdownResponse;
  units: BreakdownResponse;
  bidders?: BidderReads;
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
function groupsOf(q: WhyQuestion, before: PeriodReads, after: PeriodReads, [lenBefore, lenAfter]: [number, number]): Group[] {
  const wideRows = scaled(joinRows(before.wide, after.wide), lenBefore, lenAfter).filter((r) => matches(r, q.segment));
  const unitRows = scaled(joinRows(before.units, after.units), lenBefore, lenAfter).filter((r) => matches(r, q.segment));
  // The totals: every row of the widest breakdown (or, narrowed to an ad unit, of the ad-unit one).
  const totals = sum(q.segment?.dimension === 'ad_unit' ? unitRows : wideRows);
  const wideDims = (['country', 'app', 'format', 'os'] as const).filter((d) => d !== q.segment?.dimension && !(d === 'country' && q.filters.country) && !(d === 'os' && q.filters.device_os));
  const groups: Group[] = [
    ...(q.segment?.dimension === 'ad_unit' ? [] : [{ rows: wideRows, dims: [...wideDims], totals }]),
    { rows: unitRows, dims: q.segment?.dimension === 'ad_unit' ? ['country'] : ['ad_unit'], totals },
  ];
  if (before.bidders && after.bidders) {
    const rows = scaled(joinBidderRows(before.bidders, after.bidders), lenBefore, lenAfter);
    groups.push({ rows, dims: ['bidder'], totals: sum(rows) });
  }
  return groups;
}

/** A period's rows with every count per unit of time (a day, an hour), when periods differ in length. */
function scaled(rows: Row[], before: number, after: number): Row[] {
  return before === 1 && after === 1 ? rows : rows.map((r) => ({ ...r, before: perUnit(r.before, before), after: perUnit(r.after, after) }));
}

/** Per dimension, its segments' moves and its rows' (./why-parts.ts) in each earlier pair of periods that has data; and the total's relative moves. */
function historyOf(q: WhyQuestion, pairs: readonly { before: PeriodReads; after: PeriodReads; lengths: [number, number] }[]): { byDim: Map<WhyDimension, Moves[]>; parts: Map<WhyDimension, PartMoves[]>; total: number[]; latest: Map<WhyDimension, Moves> } {
  const [out, parts, total, latest] = [new Map<WhyDimension, Moves[]>(), new Map<WhyDimension, PartMoves[]>(), [] as number[], new Map<WhyDimension, Moves>()];
  for (const [p, { before, after, lengths }] of pairs.entries()) {
    for (const [i, g] of groupsOf(q, before, after, lengths).entries()) {
      if (valueOf(q.metric, g.totals.before) === 0 || valueOf(q.metric, g.totals.after) === 0) continue;
      if (i === 0) total.push(valueOf(q.metric, g.totals.after) / valueOf(q.metric, g.totals.before) - 1);
      const rowMoves = partMovesOf(g.rows);
      for (const d of g.dims) {
        const moves = movesOf(q.metric, d, g.rows, g.totals);
        out.set(d, [...(out.get(d) ?? []), moves]);
        if (p === 0) latest.set(d, moves);
        parts.set(d, [...(parts.get(d) ?? []), rowMoves]);
      }
    }
  }
  return { byDim: out, parts, total, latest };
}

/**
 * How much wider the dimension's typical move is for this window than for a day: a share counted
 * over 1/n of a day's events spreads √n times as much (sampling noise), and an hour's history is
 * only the same hours of earlier weeks. Days and longer: 1.
 */
function priorScaleOf(r: ResolvedRange): number {
  const hours = r.end.diff(r.start, 'hours').hours;
  return r.spec.kind === 'hours' && hours < 24 ? Math.sqrt(24 / hours) : 1;
}

/**
 * Which children lie inside the first row, when it is a parent that may be named for its child
 * (./why-nested.ts): apps within an OS from the wide rows; ad units within an app or format from
 * one more breakdown, by ad unit, app and format, of the range.
 */
async function nestingFor(top: Candidate | undefined, groups: readonly Group[], readByUnit: () => Promise<BreakdownResponse>): Promise<Nesting | undefined> {
  const childDim = top?.stands ? CHILD_DIMENSION[top.dimension] : undefined;
  if (!top || !childDim || !groups.some((g) => g.dims.includes(childDim))) return undefined;
  if (childDim === 'app') return nestingOf(groups.find((g) => g.dims.includes('os'))?.rows ?? [], 'os', 'app');
  const res = await readByUnit();
  return nestingOf(res.rows.map((r) => ({ values: r.dimensions })), top.dimension, 'ad_unit');
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
  // A bidder's bids come from the bidders report (spec 2.5), its bid requests and wins from the
  // breakdown by bidder (spec 4.3): both unrounded counts. A bidder read the API refuses leaves
  // bidders out of this answer, said in its notes.
  let bidderProblem: string | undefined;
  const readBidderPeriod = async (span: TimeRange): Promise<BidderReads | undefined> => {
    if (bidderNote || !reads.bidders || span.start_time < BIDDER_DATA_START) return undefined;
    const bidders = reads.bidders;
    try {
      const [breakdown, report] = await Promise.all([
        read(span, ['bidder'], BIDDER_METRICS),
        readBidders((p) => {
          apiCalls++;
          return bidders(p);
        }, { ...span, ...q.filters }),
      ]);
      return { breakdown, bidders: report };
    } catch {
      bidderProblem = 'bidders not searched: the API did not give their figures for every period';
      return undefined;
    }
  };
  const readPeriod = async (span: TimeRange): Promise<PeriodReads> => {
    const [wide, units, bidders] = await Promise.all([read(span, ['country', 'app', 'format', 'os'], METRICS), read(span, ['ad_unit', 'country'], METRICS), readBidderPeriod(span)]);
    return { wide, units, bidders };
  };
  // Periods newest first: the range, its comparison, then the history (./why-segments.ts). Over
  // more than 31 days a period averages its days' noise out and costs several calls: no history.
  const historyPairs = fitsOneCall(now) ? HISTORY_PAIRS : 0;
  const spans = [now, then, ...Array.from({ length: historyPairs }, (_, i) => earlier(now, then, i + 1)).filter((s) => s !== undefined)];
  const periods = await Promise.all(spans.map(readPeriod));
  // Like for like in time: periods of different lengths are compared per day (or hour, across DST).
  // When only a history period differs (a DST week among the earlier ones), it is scaled to the
  // range's length, and the answer's own figures stay as they are.
  const unit = perUnitOf([now, then]);
  const lengths = spans.map((s) => (unit ? lengthIn(unit, s) : lengthIn('hour', s) / lengthIn('hour', now)));
  const groups = groupsOf(q, periods[1]!, periods[0]!, [lengths[1]!, lengths[0]!]);
  const totals = groups[0]!.totals;
  const pairs = periods.slice(2).map((p, i) => ({ before: p, after: periods[i + 1]!, lengths: [lengths[i + 2]!, lengths[i + 1]!] as [number, number] }));
  const { byDim: history, parts: partsHistory, total: totalMoves, latest } = historyOf(q, pairs);
  const dollarFloor = DOLLAR_FLOOR * ownSpread(totalMoves);
  const base = {
    question: q,
    comparison,
    ...totals,
    valueBefore: valueOf(q.metric, totals.before),
    valueAfter: valueOf(q.metric, totals.after),
    effects: isRatio(q.metric) ? undefined : totalEffects(q.metric, totals.before, totals.after),
    ...(unit ? { perUnit: { unit, now: lengths[0]!, then: lengths[1]! } } : {}),
    searched: groups.flatMap((g) => g.dims),
    bidderNote: bidderNote ?? (periods[0]!.bidders && periods[1]!.bidders ? undefined : bidderProblem),
    historyPairs: Math.max(0, ...[...history.values()].map((h) => h.length)),
    dollarFloor,
  };
  if (valueOf(q.metric, totals.before) === 0 || valueOf(q.metric, totals.after) === 0) return { ...base, ranked: [], verdict: { kind: 'no-data' }, apiCalls };
  // THE ranking (./why-segments.ts rank): the order of evidence; its first row, when it stands out, is the cause.
  const first = rank(groups.flatMap((g) => g.dims.flatMap((d) => candidatesOf(q.metric, d, g.rows, g.totals, history.get(d), priorScaleOf(q.range), partsHistory.get(d), latest.get(d)))), dollarFloor);
  // Which app and format each ad unit belongs to: one breakdown of the range, read at most once.
  let byUnit: Promise<BreakdownResponse> | undefined;
  const readByUnit = () => (byUnit ??= read(now, ['ad_unit', 'app', 'format'], ['requests']));
  const wide = groups.find((g) => g.dims.some((d) => d !== 'ad_unit' && d !== 'bidder'));
  const unitParents = needsUnitParents(first) ? unitParentsOf((await readByUnit()).rows.map((r) => ({ values: r.dimensions })), wide?.rows ?? []) : undefined;
  const explained = explainFirst(first, overlapOf({ wide, units: groups.find((g) => g.dims.includes('ad_unit'))?.rows, unitParents }));
  const parented = preferParent(explained, await parentsFor(explained[0], wide?.rows ?? [], readByUnit));
  const ranked = preferChild(parented, await nestingFor(parented[0], groups, readByUnit));
  const top = ranked[0]?.stands ? ranked[0] : undefined;
  if (!top) return { ...base, ranked, verdict: { kind: 'none' }, apiCalls };
  const group = groups.find((g) => g.dims.includes(top.dimension))!;
  const drillDims = group === groups[0] || q.segment?.dimension === 'ad_unit' ? [...group.dims, 'country' as const] : ['country' as const];
  const drill = top.dimension === 'bidder' ? undefined : drillInto(q.metric, top, group.rows, [...new Set(drillDims)], totals);
  // Over several days, the UTC day it started: one more breakdown, by day and the cause's dimension
  // (not for an hour range: its hours are no days, even when they cross midnight).
  // Requests per UTC day are only comparable when the range is whole UTC days (a rate is either way).
  const wholeUtcDays = q.range.start.toUTC().hour === 0 && q.range.end.toUTC().hour === 0 && !q.range.partial;
  const totalComponent = top.component === 'requests' || top.component === 'fill' || top.component === 'ecpm';
  const onsetAsked = q.range.days > 1 && q.range.spec.kind !== 'hours' && !q.segment && top.dimension !== 'bidder' && totalComponent && (top.component !== 'requests' || (wholeUtcDays && unit !== 'hour'));
  const onset = onsetAsked ? onsetOf(top, unit === 'day' ? 1 : comparison.range.days, await read(now, ['day', top.dimension], METRICS)) : undefined;
  return { ...base, ranked, verdict: { kind: 'cause', cause: top, drill, ...(onset ? { onset: onset.day } : {}) }, apiCalls };
}
