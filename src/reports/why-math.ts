// The arithmetic behind `/adops why` (./why.ts): pure functions over unrounded API figures.
//
// Revenue = requests × fill × eCPM / 1000 (fill = impressions / requests, eCPM = revenue × 1000 /
// impressions, spec 4.3), a product of factors. A change of a product is split into one effect per
// factor with the Shapley value: each factor's effect is its average marginal change over every
// order in which the factors can move from "before" to "after". Each order telescopes to the whole
// change, so the effects sum EXACTLY to it (up to floating point), whatever the sizes of the moves —
// unlike a one-sided (Laspeyres) split, which leaves a residual, or a log split, which breaks on zeros.
//
// Within a dimension a segment s is split further: its value is Q × w_s × fill_s × eCPM_s / 1000,
// with Q the total requests and w_s the segment's share of them. The Q effect is traffic moving as a
// whole, the w effect a shift of traffic between segments (mix), fill and eCPM the segment's own
// change. A ratio metric (eCPM, fill rate) is a weighted mean, Σ w_s × m_s with w_s the segment's
// share of the denominator (impressions, requests): its change splits symmetrically into a rate
// effect w̄ × Δm and a mix effect m̄ × Δw per segment, exact as well.

/** Unrounded components of a period, as the breakdown gives them. */
export interface Components {
  requests: number;
  impressions: number;
  revenue: number;
  /** A bidder's bids and wins (its `requests` are the bid requests it was sent): bidder rows only. */
  bids?: number;
  wins?: number;
}

export const WHY_METRICS = ['revenue', 'ecpm', 'fill_rate', 'requests', 'impressions'] as const;
export type WhyMetric = (typeof WHY_METRICS)[number];

/** What moved: all traffic, the share between segments, the fill, or the price. */
export type Effect = 'volume' | 'mix' | 'fill' | 'price';
/** The components a total's change is split into: requests (volume and mix), fill rate, eCPM. */
export type TotalComponent = 'requests' | 'fill' | 'ecpm';
/** A bidder's own components, as the API gives them per bidder (spec 2.5): bid requests, bid rate, win rate, eCPM. */
export type BidderComponent = 'bid_requests' | 'bid_rate' | 'win_rate' | 'ecpm';
/** The components a segment's change is named by. */
export type Component = TotalComponent | BidderComponent;

export const ZERO: Components = { requests: 0, impressions: 0, revenue: 0 };

export function add(a: Components, b: Components): Components {
  const sum = { requests: a.requests + b.requests, impressions: a.impressions + b.impressions, revenue: a.revenue + b.revenue };
  return a.bids === undefined && b.bids === undefined ? sum : { ...sum, bids: (a.bids ?? 0) + (b.bids ?? 0), wins: (a.wins ?? 0) + (b.wins ?? 0) };
}

/** Counts per unit of time (a day, an hour): periods of different lengths compared like for like. Rates are unchanged. */
export function perUnit(c: Components, units: number): Components {
  const out: Components = { requests: c.requests / units, impressions: c.impressions / units, revenue: c.revenue / units };
  return c.bids === undefined ? out : { ...out, bids: c.bids / units, wins: (c.wins ?? 0) / units };
}

/** The metric's value for these components; 0 where its denominator is 0. */
export function valueOf(metric: WhyMetric, c: Components): number {
  switch (metric) {
    case 'revenue':
      return c.revenue;
    case 'requests':
      return c.requests;
    case 'impressions':
      return c.impressions;
    case 'ecpm':
      return c.impressions > 0 ? (c.revenue * 1000) / c.impressions : 0;
    case 'fill_rate':
      return c.requests > 0 ? (c.impressions * 100) / c.requests : 0;
  }
}

export function isRatio(metric: WhyMetric): boolean {
  return metric === 'ecpm' || metric === 'fill_rate';
}

function fillOf(c: Components): number {
  return c.requests > 0 ? c.impressions / c.requests : 0;
}

function ecpmOf(c: Components): number {
  return c.impressions > 0 ? (c.revenue * 1000) / c.impressions : 0;
}

function product(xs: readonly number[]): number {
  return xs.reduce((a, b) => a * b, 1);
}

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) => Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]));
}

/**
 * The Shapley split of product(after) − product(before) into one effect per factor. The effects
 * sum to the change exactly (each order of moves telescopes to it); n ≤ 4 here, so 24 orders.
 */
export function shapley(before: readonly number[], after: readonly number[]): number[] {
  const n = before.length;
  const effects = new Array<number>(n).fill(0);
  const orders = permutations(n);
  for (const order of orders) {
    const state = [...before];
    let last = product(state);
    for (const i of order) {
      state[i] = after[i]!;
      const next = product(state);
      effects[i]! += next - last;
      last = next;
    }
  }
  return effects.map((e) => e / orders.length);
}

/**
 * The change of a product metric's total, split into requests, fill and eCPM effects that sum
 * exactly to it (revenue: all three; impressions: requests and fill; requests: requests only).
 */
export function totalEffects(metric: WhyMetric, before: Components, after: Components): Record<TotalComponent, number> {
  const f = (c: Components) => [c.requests, fillOf(c), ecpmOf(c) / 1000];
  const n = metric === 'revenue' ? 3 : metric === 'impressions' ? 2 : 1;
  const e = shapley(f(before).slice(0, n), f(after).slice(0, n));
  // Shapley on the factors reproduces the product, and the product of the factors is the metric
  // (revenue = requests × fill × eCPM / 1000), so the parts add up to valueOf(after) − valueOf(before).
  return { requests: e[0] ?? 0, fill: e[1] ?? 0, ecpm: e[2] ?? 0 };
}

/** One segment's change, split into effects that sum exactly to `change`. */
export interface SegmentSplit {
  change: number;
  effects: Record<Effect, number>;
}

/**
 * A segment's contribution to the change of the total, split into effects. `totals` are the whole
 * dimension's components (for the shares). Summed over the segments of a dimension the changes
 * give the total's change exactly.
 */
export function segmentSplit(metric: WhyMetric, seg: { before: Components; after: Components }, totals: { before: Components; after: Components }): SegmentSplit {
  const effects: Record<Effect, number> = { volume: 0, mix: 0, fill: 0, price: 0 };
  if (isRatio(metric)) {
    const den = (c: Components) => (metric === 'ecpm' ? c.impressions : c.requests);
    const share = (c: Components, t: Components) => (den(t) > 0 ? den(c) / den(t) : 0);
    const w0 = share(seg.before, totals.before);
    const w1 = share(seg.after, totals.after);
    const m0 = valueOf(metric, seg.before);
    const m1 = valueOf(metric, seg.after);
    const rate = ((w0 + w1) / 2) * (m1 - m0);
    const mix = ((m0 + m1) / 2) * (w1 - w0);
    effects[metric === 'ecpm' ? 'price' : 'fill'] = rate;
    effects.mix = mix;
    return { change: rate + mix, effects };
  }
  const factors = (c: Components, t: Components) => [t.requests, t.requests > 0 ? c.requests / t.requests : 0, fillOf(c), ecpmOf(c) / 1000];
  const n = metric === 'revenue' ? 4 : metric === 'impressions' ? 3 : 2;
  const e = shapley(factors(seg.before, totals.before).slice(0, n), factors(seg.after, totals.after).slice(0, n));
  effects.volume = e[0] ?? 0;
  effects.mix = e[1] ?? 0;
  effects.fill = e[2] ?? 0;
  effects.price = e[3] ?? 0;
  return { change: e.reduce((a, b) => a + b, 0), effects };
}

/** A segment's effect in one component: requests (volume and mix), fill or eCPM. */
export function componentEffect(component: TotalComponent, effects: Record<Effect, number>): number {
  return component === 'requests' ? effects.volume + effects.mix : component === 'fill' ? effects.fill : effects.price;
}

/** The component a segment's own change is named by: the largest of its requests, fill and eCPM effects. */
export function mainComponent(effects: Record<Effect, number>): TotalComponent {
  const parts = (['requests', 'fill', 'ecpm'] as const).map((k): [TotalComponent, number] => [k, componentEffect(k, effects)]);
  return parts.reduce((best, p) => (Math.abs(p[1]) > Math.abs(best[1]) ? p : best))[0];
}

/** Relative change after/before − 1; undefined when there was nothing before. */
export function relChange(after: number, before: number): number | undefined {
  return before !== 0 ? after / before - 1 : undefined;
}

/** A component's value for a segment (requests, fill rate as a ratio, eCPM; a bidder's bid requests, bid rate, win rate). */
export function componentValue(component: Component, c: Components): number {
  switch (component) {
    case 'requests':
    case 'bid_requests':
      return c.requests;
    case 'fill':
      return fillOf(c);
    case 'ecpm':
      return ecpmOf(c);
    case 'bid_rate':
      return c.requests > 0 ? (c.bids ?? 0) / c.requests : 0;
    case 'win_rate':
      return c.bids ? (c.wins ?? 0) / c.bids : 0;
  }
}

/**
 * A bidder's revenue change split into its own components, exactly (Shapley): revenue = bid
 * requests × bid rate × win rate × impressions per win × eCPM / 1000. Impressions per win (a won
 * auction that did not render) is counted with the win rate: both are the bidder winning less.
 */
export function bidderEffects(before: Components, after: Components): Record<BidderComponent, number> {
  const f = (c: Components) => [c.requests, componentValue('bid_rate', c), componentValue('win_rate', c), c.wins ? c.impressions / c.wins : 0, ecpmOf(c) / 1000];
  const e = shapley(f(before), f(after));
  return { bid_requests: e[0]!, bid_rate: e[1]!, win_rate: e[2]! + e[3]!, ecpm: e[4]! };
}
