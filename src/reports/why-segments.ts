// The segments of `/adops why` (./why.ts): joining two periods' breakdown rows, each segment's
// split (./why-math.ts), and how far it stands out from noise.
//
// A segment stands out by its EXCESS per component (requests, fill, eCPM): its effect beyond its
// share of the dimension's effect, as a fraction of the total's value. Whether an excess is news
// depends on how much that segment's excess usually moves: a country's fill barely moves from week
// to week, an app's audience moves a lot. So the excess is judged against the same segment's
// excesses in earlier pairs of periods (the history, read by ./why.ts), as a moderated variance
// (empirical Bayes, as limma's moderated t-statistic): the history's squared excesses pooled with a
// prior of PRIOR_WEIGHT pairs — the spread of a share, total × √(share × (1 − share)) — so a short
// or quiet history cannot make a segment's noise look like nothing.
import type { BreakdownResponse } from '../api/index.js';
import { add, componentEffect, mainComponent, segmentSplit, valueOf, ZERO, type Component, type Components, type SegmentSplit, type WhyMetric } from './why-math.js';

/** Dimensions searched, and the ones a `why` may be narrowed to locally (the API filters only country and OS). */
export const WHY_DIMENSIONS = ['country', 'app', 'format', 'os', 'ad_unit', 'bidder'] as const;
export type WhyDimension = (typeof WHY_DIMENSIONS)[number];

/**
 * The prior's scale per component: with no history, a segment is a cause when its excess reaches
 * √(share × (1 − share)) × this (× RATIO_NOISE for a ratio metric). Audiences drift more from week
 * to week than fill or prices do, so requests need a bigger excess.
 */
export const MIN_CAUSE: Record<Component, number> = { requests: 0.05, fill: 0.03, ecpm: 0.03 };
/**
 * A ratio metric (eCPM, fill rate) of a segment moves more than its share of a sum does: the
 * segments' rates differ by format and country, and so do their weekly drifts.
 */
export const RATIO_NOISE = 2;
/** Shares below this count as this (a tiny segment's noise is not smaller than this one's). */
const MIN_SHARE = 0.02;
/**
 * A cause stands this many of its own noise's standard deviations out: about 190 segment ×
 * component tests per answer, so a one-in-ten-thousand two-sided tail (Bonferroni at 2 %), with
 * room for the variance being estimated from a few pairs.
 */
export const Z_CAUSE = 4.5;
/** How many history pairs the prior counts as (limma's d0). */
export const PRIOR_WEIGHT = 2;
/** A drill names a sub-segment when it carries at least this share of its parent's change beyond its own share. */
export const DRILL_SHARE = 0.4;

export interface Row {
  values: Record<string, string>;
  before: Components;
  after: Components;
}

export interface Totals {
  before: Components;
  after: Components;
}

export interface Candidate {
  dimension: WhyDimension;
  value: string;
  before: Components;
  after: Components;
  split: SegmentSplit;
  /** Its change beyond its share of the total's change (what makes it stand out). */
  excess: number;
  /** How far it stands out from its own noise, in units of the cause threshold (≥ 1: a cause); see candidatesOf. */
  score: number;
  /** The component it stands out in. */
  component: Component;
}

/** Per segment value, its excess per component as a fraction of the total's value (see the header). */
export type Excesses = Map<string, Record<Component, number>>;

export const COMPONENTS: readonly Component[] = ['requests', 'fill', 'ecpm'];

export function componentsOf(m: Record<string, number>): Components {
  return { requests: m.requests ?? 0, impressions: m.impressions ?? 0, revenue: m.revenue ?? 0 };
}

/** Joins both periods' rows by their dimension values (a row missing on one side counts zero). */
export function joinRows(before: BreakdownResponse, after: BreakdownResponse, wins = false): Row[] {
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

export function sum(rows: readonly Row[]): Totals {
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
export function baseShare(metric: WhyMetric, seg: Totals, totals: Totals): number {
  if (metric === 'ecpm' || metric === 'fill_rate') {
    const den = (c: Components) => (metric === 'ecpm' ? c.impressions : c.requests);
    const w = (c: Components, t: Components) => (den(t) > 0 ? den(c) / den(t) : 0);
    return (w(seg.before, totals.before) + w(seg.after, totals.after)) / 2;
  }
  const t = valueOf(metric, totals.before);
  return t !== 0 ? valueOf(metric, seg.before) / t : 0;
}

/** A segment's effects grouped by the component they name: requests (volume and mix), fill, eCPM. */
function byComponent(e: SegmentSplit['effects']): Record<Component, number> {
  return { requests: componentEffect('requests', e), fill: componentEffect('fill', e), ecpm: componentEffect('ecpm', e) };
}

interface Segment {
  value: string;
  seg: Totals;
  split: SegmentSplit;
  share: number;
  excess: Record<Component, number>;
}

function segmentsOf(metric: WhyMetric, dim: WhyDimension, rows: readonly Row[], totals: Totals): Segment[] {
  const segments = [...groupBy(rows, dim)].map(([value, group]) => {
    const seg = sum(group);
    return { value, seg, split: segmentSplit(metric, seg, totals), share: baseShare(metric, seg, totals) };
  });
  const dimEffects = Object.fromEntries(COMPONENTS.map((k) => [k, segments.reduce((t, s) => t + byComponent(s.split.effects)[k], 0)])) as Record<Component, number>;
  const scale = Math.abs(valueOf(metric, totals.before)) || 1;
  return segments.map((s) => {
    const own = byComponent(s.split.effects);
    const excess = Object.fromEntries(COMPONENTS.map((k) => [k, (own[k] - s.share * dimEffects[k]) / scale])) as Record<Component, number>;
    return { ...s, excess };
  });
}

/** Every segment's excess per component in one pair of periods: one sample of the history. */
export function excessesOf(metric: WhyMetric, dim: WhyDimension, rows: readonly Row[], totals: Totals): Excesses {
  return new Map(segmentsOf(metric, dim, rows, totals).map((s) => [s.value, s.excess]));
}

/**
 * The prior's noise of a segment's excess: the spread of a share, at the cause threshold's scale
 * (× `scale`: a window shorter than a day has fewer events, so its shares spread more; ./why.ts).
 */
function priorNoise(metric: WhyMetric, share: number, k: Component, scale = 1): number {
  const ratio = metric === 'ecpm' || metric === 'fill_rate' ? RATIO_NOISE : 1;
  return (Math.sqrt(Math.max(share * (1 - share), MIN_SHARE)) * ratio * MIN_CAUSE[k] * scale) / Z_CAUSE;
}

/** The moderated noise: the history's squared excesses pooled with the prior's (see the header). */
export function moderatedNoise(prior: number, history: readonly number[]): number {
  const squares = history.reduce((t, e) => t + e * e, 0);
  return Math.sqrt((squares + PRIOR_WEIGHT * prior * prior) / (history.length + PRIOR_WEIGHT));
}

/**
 * Every segment of `dim` among `rows`, with its split, its excess and its score: per component,
 * its excess over its moderated noise (the `history` of its excesses in earlier pairs of periods)
 * over Z_CAUSE; the component with the largest |score| names it. With no history the score is the
 * prior's alone. `priorScale` widens the prior for a window shorter than a day (./why.ts).
 */
export function candidatesOf(metric: WhyMetric, dim: WhyDimension, rows: readonly Row[], totals: Totals, history: readonly Excesses[] = [], priorScale = 1): Candidate[] {
  const totalChange = valueOf(metric, totals.after) - valueOf(metric, totals.before);
  return segmentsOf(metric, dim, rows, totals).map(({ value, seg, split, share, excess }) => {
    const past = history.map((h) => h.get(value)).filter((e) => e !== undefined);
    const scores = COMPONENTS.map((k) => [k, excess[k] / moderatedNoise(priorNoise(metric, share, k, priorScale), past.map((e) => e[k])) / Z_CAUSE] as const);
    const [component, score] = scores.reduce((best, x) => (Math.abs(x[1]) > Math.abs(best[1]) ? x : best));
    return { dimension: dim, value, ...seg, split, excess: split.change - share * totalChange, score, component };
  });
}

/**
 * Whether `c` is the mirror side of a dimension of two segments (OS): there each one's excess is
 * the other's mirror image, so both stand out by the same amount or neither does, and which one
 * "explains more" would be floating point. The side named is the one that moved with the
 * dimension's effect in the component they stand out in (the one that lost requests when requests
 * fell); the other is its mirror. `ranked` holds every segment searched.
 */
export function isMirrorSide(c: Candidate, ranked: readonly Candidate[]): boolean {
  const dim = ranked.filter((x) => x.dimension === c.dimension);
  if (dim.length !== 2) return false;
  const effect = dim.reduce((t, x) => t + componentEffect(c.component, x.split.effects), 0);
  return effect !== 0 && Math.sign(c.score) !== Math.sign(effect);
}

export function byScore(a: Candidate, b: Candidate): number {
  return Math.abs(b.score) - Math.abs(a.score) || a.dimension.localeCompare(b.dimension) || a.value.localeCompare(b.value);
}

/** The top sub-segment of `parent` by another dimension, when it explains more than its share. */
export function drillInto(metric: WhyMetric, parent: Candidate, rows: readonly Row[], dims: readonly WhyDimension[], totals: Totals): Candidate | undefined {
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
