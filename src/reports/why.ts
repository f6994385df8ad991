// THE "why did it move?" report: one question (a metric, a resolved range, what to compare with,
// filters) and the answer — the change against the comparison period (src/time/compare.ts), split
// into requests, fill-rate and eCPM effects that sum exactly to it (./why-math.ts), the segments
// that moved it most over every dimension the API offers for the period, each split into its own
// change and a shift of traffic between segments (mix), a drill into the top one by a second
// dimension when that explains more, and a verdict: one clear cause, or "no single cause".
//
// API calls (the fewest that answer, per period): one breakdown by country, app, format and OS
// (every marginal and every pair among them is a sum of its rows), one by ad unit and country, and,
// for periods from 2026-06-01 (spec 4.3), one by bidder — 4 or 6 calls, read in parallel through
// the account's client, whose identical in-flight queries are shared (src/api/in-flight.ts).
import type { BreakdownParams, BreakdownResponse, ReportFilters, TimeRange } from '../api/index.js';
import { toApiTimeRange } from '../time/api-range.js';
import { comparisonsFor, type CompareWith, type Comparison } from '../time/compare.js';
import type { ResolvedRange } from '../time/resolve.js';
import {
  add,
  componentValue,
  isRatio,
  mainComponent,
  relChange,
  segmentSplit,
  totalEffects,
  valueOf,
  ZERO,
  type Component,
  type Components,
  type SegmentSplit,
  type WhyMetric,
} from './why-math.js';

/** Dimensions searched, and the ones a `why` may be narrowed to locally (the API filters only country and OS). */
export const WHY_DIMENSIONS = ['country', 'app', 'format', 'os', 'ad_unit', 'bidder'] as const;
export type WhyDimension = (typeof WHY_DIMENSIONS)[number];
export const LOCAL_SEGMENT_DIMENSIONS = ['app', 'format', 'ad_unit'] as const;
export type LocalSegmentDimension = (typeof LOCAL_SEGMENT_DIMENSIONS)[number];
/** Bidder rows exist for ranges starting on or after this instant (spec 4.3 rule 2, section 9). */
export const BIDDER_DATA_FROM_SECONDS = Date.UTC(2026, 5, 1) / 1000;

/**
 * The verdict rule, tuned on `npm run bench -- why` (never on a test): a segment is the cause when
 * its score (candidatesOf) in one component reaches that component's MIN_CAUSE — day-to-day noise
 * of any one segment stays below that.
 */
export const MIN_CAUSE: Record<Component, number> = { requests: 0.05, fill: 0.03, ecpm: 0.03 };
/**
 * A ratio metric (eCPM, fill rate) of a segment moves more than its share of a sum does: the
 * segments' rates differ by format and country, and so do their weekly drifts.
 */
export const RATIO_NOISE = 2;
/** Shares below this count as this (a tiny segment's noise is not smaller than this one's). */
const MIN_SHARE = 0.02;
/** A drill names a sub-segment when it carries at least this share of its parent's change beyond its own share. */
export const DRILL_SHARE = 0.4;

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

export interface Candidate {
  dimension: WhyDimension;
  value: string;
  before: Components;
  after: Components;
  split: SegmentSplit;
  /** Its change beyond its share of the total's change (what makes it stand out). */
  excess: number;
  /** How far it stands out from noise, in units of MIN_CAUSE (≥ 1: a cause); see candidatesOf. */
  score: number;
  /** The component it stands out in. */
  component: Component;
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
  apiCalls: number;
}

interface Row {
  values: Record<string, string>;
  before: Components;
  after: Components;
}

const METRICS = ['requests', 'impressions', 'revenue'];

function componentsOf(m: Record<string, number>): Components {
  return { requests: m.requests ?? 0, impressions: m.impressions ?? 0, revenue: m.revenue ?? 0 };
}

/** Joins both periods' rows by their dimension values (a row missing on one side counts zero). */
function joinRows(before: BreakdownResponse, after: BreakdownResponse, wins = false): Row[] {
  const rows = new Map<string, Row>();
  const put = (res: BreakdownResponse, side: 'before' | 'after') => {
    for (const r of res.rows) {
      const key = JSON.stringify(Object.entries(r.dimensions).sort());
      const row = rows.get(key) ?? { values: r.dimensions, before: ZERO, after: ZERO };
      let c = componentsOf(r.metrics);
      // Requests repeat per bidder (spec 4.3 rule 3): a bidder is judged on its wins and their price.
      if (wins) c = { ...c, requests: c.impressions };
      row[side] = add(row[side], c);
      rows.set(key, row);
    }
  };
  put(before, 'before');
  put(after, 'after');
  return [...rows.values()];
}

function sum(rows: readonly Row[]): { before: Components; after: Components } {
  return rows.reduce((t, r) => ({ before: add(t.before, r.before), after: add(t.after, r.after) }), { before: ZERO, after: ZERO });
}

function groupBy(rows: readonly Row[], dim: string): Map<string, Row[]> {
  const out = new Map<string, Row[]>();
  for (const r of rows) {
    const v = r.values[dim];
    if (v === undefined) continue;
    out.set(v, [...(out.get(v) ?? []), r]);
  }
  return out;
}

/** The share of the total's change a segment would carry if it moved like the total. */
function baseShare(metric: WhyMetric, seg: { before: Components; after: Components }, totals: { before: Components; after: Components }): number {
  if (isRatio(metric)) {
    const den = (c: Components) => (metric === 'ecpm' ? c.impressions : c.requests);
    const w = (c: Components, t: Components) => (den(t) > 0 ? den(c) / den(t) : 0);
    return (w(seg.before, totals.before) + w(seg.after, totals.after)) / 2;
  }
  const t = valueOf(metric, totals.before);
  return t !== 0 ? valueOf(metric, seg.before) / t : 0;
}

/** A segment's effects grouped by the component they name: requests (volume and mix), fill, eCPM. */
function byComponent(e: SegmentSplit['effects']): Record<Component, number> {
  return { requests: e.volume + e.mix, fill: e.fill, ecpm: e.price };
}

const COMPONENTS: readonly Component[] = ['requests', 'fill', 'ecpm'];

/**
 * Every segment of `dim` among `rows`, with its split, its excess over `totals` and its score. The
 * score is judged per component: a segment's excess in requests, in fill and in eCPM (its effect
 * beyond its share of the dimension's effect of that component), each over the total × √(share ×
 * (1 − share)) — the spread of a share: a big segment's noise is bigger in money than a small
 * one's — and over that component's MIN_CAUSE. Audiences drift more from week to week than fill
 * or prices do, so requests need a bigger excess to stand out.
 */
export function candidatesOf(metric: WhyMetric, dim: WhyDimension, rows: readonly Row[], totals: { before: Components; after: Components }): Candidate[] {
  const totalChange = valueOf(metric, totals.after) - valueOf(metric, totals.before);
  const segments = [...groupBy(rows, dim)].map(([value, group]) => {
    const seg = sum(group);
    return { value, seg, split: segmentSplit(metric, seg, totals), share: baseShare(metric, seg, totals) };
  });
  const dimEffect = (k: Component) => segments.reduce((t, s) => t + byComponent(s.split.effects)[k], 0);
  const dimEffects = Object.fromEntries(COMPONENTS.map((k) => [k, dimEffect(k)])) as Record<Component, number>;
  const scale = Math.abs(valueOf(metric, totals.before));
  return segments.map(({ value, seg, split, share }) => {
    const own = byComponent(split.effects);
    const norm = scale * Math.sqrt(Math.max(share * (1 - share), MIN_SHARE)) * (isRatio(metric) ? RATIO_NOISE : 1) || 1;
    const scores = COMPONENTS.map((k) => [k, (own[k] - share * dimEffects[k]) / norm / MIN_CAUSE[k]] as const);
    const [component, score] = scores.reduce((best, x) => (Math.abs(x[1]) > Math.abs(best[1]) ? x : best));
    return { dimension: dim, value, ...seg, split, excess: split.change - share * totalChange, score, component };
  });
}

function byScore(a: Candidate, b: Candidate): number {
  return Math.abs(b.score) - Math.abs(a.score) || a.dimension.localeCompare(b.dimension) || a.value.localeCompare(b.value);
}

/** The top sub-segment of `parent` by another dimension, when it explains more than its share. */
function drillInto(metric: WhyMetric, parent: Candidate, rows: readonly Row[], dims: readonly WhyDimension[], totals: { before: Components; after: Components }): Candidate | undefined {
  const inside = rows.filter((r) => r.values[parent.dimension] === parent.value);
  const parentShare = (c: Candidate) => {
    const share = baseShare(metric, c, totals) / (baseShare(metric, parent, totals) || 1);
    return c.split.change - share * parent.split.change;
  };
  const children = dims
    .filter((d) => d !== parent.dimension)
    .flatMap((d) => candidatesOf(metric, d, inside, totals))
    .map((c) => ({ ...c, excess: parentShare(c), score: parentShare(c), component: mainComponent(c.split.effects) }))
    .sort(byScore);
  const top = children[0];
  return top && Math.abs(top.excess) >= DRILL_SHARE * Math.abs(parent.split.change) && Math.sign(top.excess) === Math.sign(parent.split.change) ? top : undefined;
}

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

export async function whyReport(q: WhyQuestion, reads: WhyReads): Promise<WhyReport> {
  const comparison = comparisonsFor(q.range, q.vs)[0]!;
  const now = toApiTimeRange(q.range);
  const then = toApiTimeRange(comparison.range);
  let apiCalls = 0;
  const both = (by: string[], metrics: string[]): Promise<[BreakdownResponse, BreakdownResponse]> => {
    const one = (span: TimeRange) => {
      apiCalls++;
      return reads.breakdown({ ...span, ...q.filters, by, metrics });
    };
    return Promise.all([one(then), one(now)]);
  };
  const ratioNeedsBidder = q.metric === 'revenue' || q.metric === 'ecpm';
  const bidderNote =
    then.start_time < BIDDER_DATA_FROM_SECONDS
      ? 'bidders not searched: bidder data starts on 2026-06-01 and the comparison period starts earlier'
      : q.segment
        ? `bidders not searched within a ${q.segment.dimension}: the API breaks bidders down by no other dimension here`
        : !ratioNeedsBidder
          ? `bidders not searched for ${q.metric}: requests repeat per bidder (spec 4.3), so bidders split only revenue and eCPM`
          : undefined;
  const [wide, units, bidders] = await Promise.all([
    both(['country', 'app', 'format', 'os'], METRICS),
    both(['ad_unit', 'country'], METRICS),
    bidderNote ? undefined : both(['bidder'], ['impressions', 'revenue']),
  ]);
  const wideRows = joinRows(...wide).filter((r) => matches(r, q.segment));
  const unitRows = joinRows(...units).filter((r) => matches(r, q.segment));
  // The totals: every row of the widest breakdown (or, narrowed to an ad unit, of the ad-unit one).
  const mainRows = q.segment?.dimension === 'ad_unit' ? unitRows : wideRows;
  const totals = sum(mainRows);
  const groups: { rows: Row[]; dims: WhyDimension[] }[] = [
    { rows: wideRows, dims: (['country', 'app', 'format', 'os'] as const).filter((d) => d !== q.segment?.dimension && !(d === 'country' && q.filters.country) && !(d === 'os' && q.filters.device_os)) },
    { rows: unitRows, dims: q.segment?.dimension === 'ad_unit' ? ['country'] : ['ad_unit'] },
  ];
  if (q.segment?.dimension === 'ad_unit') groups.shift();
  if (bidders) groups.push({ rows: joinRows(...bidders, true), dims: ['bidder'] });
  const base = {
    question: q,
    comparison,
    ...totals,
    valueBefore: valueOf(q.metric, totals.before),
    valueAfter: valueOf(q.metric, totals.after),
    effects: isRatio(q.metric) ? undefined : totalEffects(q.metric, totals.before, totals.after),
    searched: groups.flatMap((g) => g.dims),
    bidderNote,
  };
  if (valueOf(q.metric, totals.before) === 0 || valueOf(q.metric, totals.after) === 0) return { ...base, ranked: [], verdict: { kind: 'no-data' }, apiCalls };
  const ranked = groups
    .flatMap((g) => g.dims.map((d) => candidatesOf(q.metric, d, g.rows, g.dims.includes('bidder') ? sum(g.rows) : totals)).flat())
    .sort(byScore);
  const top = ranked[0];
  if (!top || Math.abs(top.score) < 1) return { ...base, ranked, verdict: { kind: 'none' }, apiCalls };
  const group = groups.find((g) => g.dims.includes(top.dimension))!;
  const drillDims = group === groups[0] || q.segment?.dimension === 'ad_unit' ? [...group.dims, 'country' as const] : ['country' as const];
  const drill = top.dimension === 'bidder' ? undefined : drillInto(q.metric, top, group.rows, [...new Set(drillDims)], totals);
  // Over several days, the UTC day it started: one more breakdown, by day and the cause's dimension.
  // Requests per UTC day are only comparable when the range is whole UTC days (a rate is either way).
  const wholeUtcDays = q.range.start.toUTC().hour === 0 && q.range.end.toUTC().hour === 0 && !q.range.partial;
  const onset = q.range.days > 1 && !q.segment && top.dimension !== 'bidder' && (top.component !== 'requests' || wholeUtcDays) ? onsetOf(top, comparison.range.days, await reads.breakdown({ ...now, ...q.filters, by: ['day', top.dimension], metrics: METRICS })) : undefined;
  if (onset !== undefined) apiCalls++;
  return { ...base, ranked, verdict: { kind: 'cause', cause: top, drill, ...(onset ? { onset: onset.day } : {}) }, apiCalls };
}
