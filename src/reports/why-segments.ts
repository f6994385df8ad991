// The segments of `/adops why` (./why.ts): joining two periods' breakdown rows, each segment's
// split (./why-math.ts), and how surprising its move is against its OWN history.
//
// Surprise. For each segment and each of its components (requests, fill rate, eCPM; a bidder's bid
// requests, bid rate, win rate, eCPM) its MOVE is the log of after / before. The same move is
// measured in each earlier pair of periods (the history, read by ./why.ts: for a day, the eight
// earlier week-on-week pairs). The surprise is today's move over the segment's typical move — the
// root mean square of its history's moves, pooled with its dimension's typical one worth
// PRIOR_WEIGHT pairs, never below the counting noise of its events nor MOVE_FLOOR, so a short or
// quiet history cannot make noise look like news (./why-surprise.ts). A component stands out at Z_CAUSE typical moves when the segment also moved unlike the
// rest of its dimension (APART: what moved every country alike is no one country's news). Between
// segments that stand out, the size of the effect decides, weighted by the surprise: its effect in
// that component beyond its share of the dimension's (rank, below).
import type { BreakdownResponse } from '../api/index.js';
import { countingNoise, dimensionSpread, surprise, typicalMove } from './why-surprise.js';
import { onePartsWobble, type PartMoves } from './why-parts.js';
import { isRebound, type Rebound } from './why-rebound.js';
import { add, bidderEffects, componentEffect, componentValue, mainComponent, segmentSplit, valueOf, ZERO, type Component, type Components, type SegmentSplit, type TotalComponent, type WhyMetric } from './why-math.js';

/** Dimensions searched, and the ones a `why` may be narrowed to locally (the API filters only country and OS). */
export const WHY_DIMENSIONS = ['country', 'app', 'format', 'os', 'ad_unit', 'bidder'] as const;
export type WhyDimension = (typeof WHY_DIMENSIONS)[number];

/** A component stands out when its move is this many of its own typical moves. */
export const Z_CAUSE = 4.25;
/** A drill names a sub-segment when it carries at least this share of its parent's change beyond its own share. */
export const DRILL_SHARE = 0.4;
/** A segment stands out only when its move differs from the rest of its dimension's by at least this share of it. */
export const APART = 0.5;

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
  /** Its effect in the component it is named by, beyond its share of the dimension's, as a fraction of the total: what ranks causes. */
  excess: number;
  /** How surprising its move is, in units of Z_CAUSE (|score| ≥ 1: it stands out), signed as the move. */
  score: number;
  /** The component it is named by. */
  component: Component;
  /** Whether it stands out from its own history (and is not the mirror side of a two-segment dimension). */
  stands: boolean;
  /** Per component: how surprising its move is, in units of Z_CAUSE (./why-nested.ts compares a parent's children by them). */
  surprises?: Partial<Record<Component, number>>;
  /** The component that would have stood out but was the rebound of a jump in the comparison period (./why-rebound.ts), the most surprising such. */
  rebound?: Rebound;
}

/** Per segment value, its move per component in one pair of periods: one sample of the history. */
export type Moves = Map<string, Partial<Record<Component, number>>>;

export const COMPONENTS: readonly TotalComponent[] = ['requests', 'fill', 'ecpm'];
export const BIDDER_COMPONENTS = ['bid_requests', 'bid_rate', 'win_rate', 'ecpm'] as const;

function componentsIn(dim: WhyDimension): readonly Component[] {
  return dim === 'bidder' ? BIDDER_COMPONENTS : COMPONENTS;
}

export function componentsOf(m: Record<string, number>): Components {
  return { requests: m.requests ?? 0, impressions: m.impressions ?? 0, revenue: m.revenue ?? 0 };
}

/** Two periods' breakdown rows joined by their dimension values (a segment missing on one side counts as zero there). */
export function joinRows(before: BreakdownResponse, after: BreakdownResponse): Row[] {
  const rows = new Map<string, Row>();
  const put = (res: BreakdownResponse, side: 'before' | 'after') => {
    for (const r of res.rows) {
      const key = JSON.stringify(Object.entries(r.dimensions).sort());
      const row = rows.get(key) ?? { values: r.dimensions, before: ZERO, after: ZERO };
      row[side] = add(row[side], componentsOf(r.metrics));
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

/** A segment's split for the table; a bidder's revenue change by its own components (mapped onto the table's columns). */
function splitOf(metric: WhyMetric, dim: WhyDimension, seg: Totals, totals: Totals): SegmentSplit {
  if (dim !== 'bidder' || metric !== 'revenue') return segmentSplit(metric, seg, totals);
  const e = bidderEffects(seg.before, seg.after);
  return { change: e.bid_requests + e.bid_rate + e.win_rate + e.ecpm, effects: { volume: e.bid_requests, mix: 0, fill: e.bid_rate + e.win_rate, price: e.ecpm } };
}

/** Its own effect per component, in the metric's units (a bidder's in revenue). */
function ownEffects(metric: WhyMetric, dim: WhyDimension, seg: Totals, split: SegmentSplit): Partial<Record<Component, number>> {
  if (dim === 'bidder') return bidderEffects(seg.before, seg.after);
  return { requests: componentEffect('requests', split.effects), fill: componentEffect('fill', split.effects), ecpm: componentEffect('ecpm', split.effects) };
}

function logMove(k: Component, seg: Totals): number | undefined {
  const a = componentValue(k, seg.after);
  const b = componentValue(k, seg.before);
  return a > 0 && b > 0 ? Math.log(a / b) : undefined;
}

interface Segment {
  value: string;
  /** Its rows: its parts (./why-parts.ts). */
  group: readonly Row[];
  seg: Totals;
  split: SegmentSplit;
  /** Per component: its own effect beyond its share of the dimension's, as a fraction of the total. */
  excess: Partial<Record<Component, number>>;
  /** Per component: its log move. */
  move: Partial<Record<Component, number>>;
  /** Per component: its log move less the rest of its dimension's (the other segments together). */
  apart: Partial<Record<Component, number>>;
}

function segmentsOf(metric: WhyMetric, dim: WhyDimension, rows: readonly Row[], totals: Totals): Segment[] {
  const comps = componentsIn(dim);
  // Bidders are weighed in revenue (their components split revenue); everything else in the metric.
  const weigh: WhyMetric = dim === 'bidder' ? 'revenue' : metric;
  const segments = [...groupBy(rows, dim)].map(([value, group]) => {
    const seg = sum(group);
    const split = splitOf(metric, dim, seg, totals);
    return { value, group, seg, split, share: baseShare(weigh, seg, totals), own: ownEffects(metric, dim, seg, split), raw: Object.fromEntries(comps.map((k) => [k, logMove(k, seg)])) as Partial<Record<Component, number>> };
  });
  const dimEffect = (k: Component) => segments.reduce((t, s) => t + (s.own[k] ?? 0), 0);
  const scale = Math.abs(valueOf(weigh, totals.before)) || 1;
  const all = sum(segments.map((s) => ({ values: {}, ...s.seg })));
  const minus = (a: Components, b: Components): Components => add(a, { requests: -b.requests, impressions: -b.impressions, revenue: -b.revenue, ...(b.bids === undefined ? {} : { bids: -b.bids, wins: -(b.wins ?? 0) }) });
  const effects = Object.fromEntries(comps.map((k) => [k, dimEffect(k)]));
  return segments.map((s) => {
    const rest = { before: minus(all.before, s.seg.before), after: minus(all.after, s.seg.after) };
    const apart = Object.fromEntries(comps.flatMap((k) => {
      const r = logMove(k, rest);
      return s.raw[k] === undefined ? [] : [[k, r === undefined ? s.raw[k]! : s.raw[k]! - r]];
    })) as Partial<Record<Component, number>>;
    return {
      value: s.value,
      group: s.group,
      seg: s.seg,
      split: s.split,
      excess: Object.fromEntries(comps.map((k) => [k, ((s.own[k] ?? 0) - s.share * effects[k]!) / scale])),
      move: s.raw,
      apart,
    };
  });
}

/** Every segment's move per component in one pair of periods: one sample of the history. */
export function movesOf(metric: WhyMetric, dim: WhyDimension, rows: readonly Row[], totals: Totals): Moves {
  return new Map(segmentsOf(metric, dim, rows, totals).map((s) => [s.value, s.move]));
}

/**
 * The dimension's typical move in a component: the median of its segments' own, or with no history
 * (a range over 31 days), the robust spread of today's moves across the segments (MAD × 1.4826).
 */
function priorOf(k: Component, segs: readonly Segment[], pasts: Map<string, Partial<Record<Component, number[]>>>): number {
  return dimensionSpread(segs.map((s) => pasts.get(s.value)?.[k] ?? []), segs.map((s) => s.move[k]).filter((x) => x !== undefined));
}

/**
 * Every segment of `dim` among `rows`, with its split, its surprise per component against its own
 * `history` (its moves in earlier pairs of periods) and the component it is named by: of those that
 * stand out, the one with the largest effect; of none, the most surprising. `priorScale` widens
 * the dimension's typical spread for a window shorter than a day (./why.ts); `partsHistory`, the
 * rows' moves in the same earlier pairs, tells one part's wobble (./why-parts.ts); `previous`, the
 * comparison period's own moves (the history's latest pair), tells a rebound (./why-rebound.ts).
 */
export function candidatesOf(metric: WhyMetric, dim: WhyDimension, rows: readonly Row[], totals: Totals, history: readonly Moves[] = [], priorScale = 1, partsHistory: readonly PartMoves[] = [], previous?: Moves): Candidate[] {
  const comps = componentsIn(dim);
  const segs = segmentsOf(metric, dim, rows, totals);
  const pasts = new Map(segs.map((s) => [s.value, Object.fromEntries(comps.map((k) => [k, history.map((h) => h.get(s.value)?.[k]).filter((x) => x !== undefined)])) as Partial<Record<Component, number[]>>]));
  const priors = Object.fromEntries(comps.map((k) => [k, priorOf(k, segs, pasts) * priorScale]));
  return segs.map((s) => {
    const z = comps.flatMap((k) => (s.move[k] === undefined ? [] : [[k, surprise(s.move[k]!, pasts.get(s.value)?.[k] ?? [], priors[k]!, countingNoise(k, s.seg.before, s.seg.after))] as const]));
    // It stands out in a component when its move is far outside its own history, unlike the rest
    // of its dimension's (what moved every country alike is no one country's news), and not one
    // part's ordinary wobble (an ad unit whose rise is all its US traffic did not rise: ./why-parts.ts).
    const unusual = z.filter(([k, v]) => Math.abs(v) >= Z_CAUSE && Math.abs(s.apart[k] ?? 0) >= APART * Math.abs(s.move[k] ?? 0) && !onePartsWobble(k, s.seg, s.group, partsHistory, Z_CAUSE));
    // Nor when the comparison period was the unusual one and today is back near the level before it (./why-rebound.ts).
    const rebounds = unusual.filter(([k, v]) => reboundOf(s.move[k]! / v, s.move[k]!, previous?.get(s.value)?.[k], pasts.get(s.value)?.[k] ?? [], priors[k]!, countingNoise(k, s.seg.before, s.seg.after)));
    const standing = unusual.filter((x) => !rebounds.includes(x));
    const rebound = rebounds.length ? rebounds.reduce((best, x) => (Math.abs(x[1]) > Math.abs(best[1]) ? x : best)) : undefined;
    const pick = standing.length
      ? standing.reduce((best, x) => (Math.abs(s.excess[x[0]] ?? 0) > Math.abs(s.excess[best[0]] ?? 0) ? x : best))
      : z.reduce((best, x) => (Math.abs(x[1]) > Math.abs(best[1]) ? x : best), [comps[0]!, 0] as readonly [Component, number]);
    const [component, score] = pick;
    const surprises = Object.fromEntries(z.map(([k, v]) => [k, v / Z_CAUSE]));
    return { dimension: dim, value: s.value, ...s.seg, split: s.split, excess: s.excess[component] ?? 0, score: score / Z_CAUSE, component, stands: standing.length > 0, surprises, ...(rebound ? { rebound: { component: rebound[0], twoBack: s.move[rebound[0]]! + previous!.get(s.value)![rebound[0]]!, previous: previous!.get(s.value)![rebound[0]]! } } : {}) };
  });
}

/**
 * Whether a component's unusual move today is the rebound of the comparison period's own move
 * `prev` (the history's latest pair, which `past` holds first): judged against today's typical
 * move, and the comparison period's move against the history without it.
 */
function reboundOf(typical: number, now: number, prev: number | undefined, past: readonly number[], prior: number, counting: number): boolean {
  return prev !== undefined && isRebound(now, prev, Math.abs(typical), typicalMove(past.slice(1), prior, counting), Z_CAUSE);
}

/** A segment's own effect in the component it is named by (a bidder's from its own split). */
function ownEffectOf(c: Candidate): number {
  if (c.dimension === 'bidder') return bidderEffects(c.before, c.after)[c.component as keyof ReturnType<typeof bidderEffects>] ?? 0;
  return componentEffect(c.component as TotalComponent, c.split.effects);
}

/**
 * Whether `c` is the mirror side of a dimension of two segments (OS): there each one's move less
 * the median is the other's mirror image, so both stand out or neither does. The side named is the
 * one whose own effect in that component is the larger (the OS that lost the requests).
 */
export function isMirrorSide(c: Candidate, ranked: readonly Candidate[]): boolean {
  const dim = ranked.filter((x) => x.dimension === c.dimension);
  if (dim.length !== 2) return false;
  const other = dim.find((x) => x.value !== c.value)!;
  return Math.abs(ownEffectOf(c)) < Math.abs(ownEffectOf({ ...other, component: c.component }));
}

export function byScore(a: Candidate, b: Candidate): number {
  return Math.abs(b.score) - Math.abs(a.score) || a.dimension.localeCompare(b.dimension) || a.value.localeCompare(b.value);
}

/**
 * Dollars the total cannot confirm (explanatory power, after Adtributor): an effect smaller than
 * this share of the total's own typical week-on-week move leaves the total's move as ordinary with
 * it as without it, so between two such effects the dollars are no evidence and count alike — the
 * surprise decides (a bidder's 0.5 % jump does not outrank an ad unit's 0.04 % fill collapse when
 * the total moves ±3.7 % a week). Half: the midpoint the method uses for "moved like it" elsewhere.
 */
export const DOLLAR_FLOOR = 0.5;

/** The size of the effect (never below `floor`, a fraction of the total) weighted by how far outside its own history it is. */
function evidence(c: Candidate, floor: number): number {
  return Math.max(Math.abs(c.excess), floor) * Math.abs(c.score);
}

/**
 * THE ranking, the order of evidence: the segments that stand out from their own history (not a
 * mirror side), the largest effect × surprise first (effects below `floor` counting as `floor`,
 * DOLLAR_FLOOR × the total's typical move, from ./why.ts); then the rest, the most surprising
 * first. The first row, when it stands out, is the cause.
 */
export function rank(all: readonly Candidate[], floor = 0): Candidate[] {
  const marked = all.map((c) => (c.stands && isMirrorSide(c, all) ? { ...c, stands: false } : c));
  const standing = marked.filter((c) => c.stands).sort((a, b) => evidence(b, floor) - evidence(a, floor) || byScore(a, b));
  return [...standing, ...marked.filter((c) => !c.stands).sort(byScore)];
}

/** The top sub-segment of `parent` by another dimension, when it explains more than its share. */
export function drillInto(metric: WhyMetric, parent: Candidate, rows: readonly Row[], dims: readonly WhyDimension[], totals: Totals): Candidate | undefined {
  const inside = rows.filter((r) => r.values[parent.dimension] === parent.value);
  const parentShare = baseShare(metric, parent, totals) || 1;
  const children = dims
    .filter((d) => d !== parent.dimension)
    .flatMap((d) =>
      segmentsOf(metric, d, inside, totals).map((s): Candidate => {
        const beyond = s.split.change - (baseShare(metric, s.seg, totals) / parentShare) * parent.split.change;
        return { dimension: d, value: s.value, ...s.seg, split: s.split, excess: beyond, score: beyond, component: mainComponent(s.split.effects), stands: false };
      }),
    )
    .sort(byScore);
  const top = children[0];
  return top && Math.abs(top.excess) >= DRILL_SHARE * Math.abs(parent.split.change) && Math.sign(top.excess) === Math.sign(parent.split.change) ? top : undefined;
}
