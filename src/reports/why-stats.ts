// How rare a move is, for `/adops why` (./why-segments.ts): a segment's move over its typical move,
// learnt from n earlier moves, is distributed as Student's t with n degrees of freedom when nothing
// happened (a ratio to a spread estimated from few samples has heavier tails than a normal one).
// With many segments in a dimension, one of them is far out by chance more often: the dimension's
// threshold is where the most extreme of its n segments would pass by chance with probability α.
import type { Components } from './why-math.js';

/** ln Γ(x), Lanczos (g = 7, 9 terms): enough for the incomplete beta below. */
function logGamma(x: number): number {
  const c = [0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const y = x - 1;
  let a = c[0]!;
  const t = y + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (y + i);
  return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(a);
}

/** The continued fraction of the regularized incomplete beta (modified Lentz). */
function betaFraction(a: number, b: number, x: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  d = 1 / (Math.abs(d) < tiny ? tiny : d);
  let h = d;
  for (let m = 1; m <= 200; m++) {
    for (const num of [(m * (b - m) * x) / ((a + 2 * m - 1) * (a + 2 * m)), (-(a + m) * (a + b + m) * x) / ((a + 2 * m) * (a + 2 * m + 1))]) {
      d = 1 + num * d;
      d = 1 / (Math.abs(d) < tiny ? tiny : d);
      c = 1 + num / c;
      if (Math.abs(c) < tiny) c = tiny;
      h *= d * c;
    }
    if (Math.abs(d * c - 1) < 1e-12) break;
  }
  return h;
}

/** The regularized incomplete beta I_x(a, b). */
function incompleteBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  return x < (a + 1) / (a + b + 2) ? (front * betaFraction(a, b, x)) / a : 1 - (front * betaFraction(b, a, 1 - x)) / b;
}

/** P(|T| ≥ t) for Student's t with `df` degrees of freedom. */
export function tTail(t: number, df: number): number {
  return incompleteBeta(df / (df + t * t), df / 2, 0.5);
}

const critical = new Map<string, number>();

/**
 * The |t| at which the most extreme of `n` independent segments passes by chance with probability
 * `alpha` (Šidák: each at 1 − (1 − α)^(1/n)). Found by bisection; remembered per (df, n, α).
 */
export function familyThreshold(df: number, n: number, alpha: number): number {
  const key = `${df}:${n}:${alpha}`;
  const known = critical.get(key);
  if (known !== undefined) return known;
  const each = 1 - (1 - alpha) ** (1 / Math.max(1, n));
  let lo = 0;
  let hi = 1000;
  for (let i = 0; i < 80; i++) {
    const mid = (lo + hi) / 2;
    if (tTail(mid, df) > each) lo = mid;
    else hi = mid;
  }
  critical.set(key, hi);
  return hi;
}

/** How many history pairs the dimension's typical spread counts as (the prior of the pooled spread). */
export const PRIOR_WEIGHT = 2;
/** The smallest spread of a move (log units): a segment whose component never moves still has sampling noise. */
export const MOVE_FLOOR = 0.005;
/** Earlier moves from which today is judged against a line through the earlier levels (fewer: against the moves). */
export const LEVELS_FROM = 4;

export function median(xs: readonly number[]): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/**
 * The history's typical move: the root mean square of its moves (about zero, not their mean: a
 * segment that grows 3 % every week has a typical move of 3 %, and a 3 % week is no news for it).
 */
export function ownSpread(past: readonly number[]): number {
  return past.length ? Math.sqrt(past.reduce((t, x) => t + x * x, 0) / past.length) : 0;
}

/**
 * How surprising `now` is against `past`: the move over the pooled typical move — the segment's own
 * worth its number of samples, the dimension's `prior` worth PRIOR_WEIGHT — never below MOVE_FLOOR.
 */
export function surprise(now: number, past: readonly number[], prior: number, floor = MOVE_FLOOR): number {
  const own = ownSpread(past);
  const pooled = Math.sqrt((past.length * own * own + PRIOR_WEIGHT * prior * prior) / (past.length + PRIOR_WEIGHT));
  return now / Math.max(pooled, floor);
}

/**
 * How surprising today's level is against the segment's own earlier levels (when it has
 * at least LEVELS_FROM earlier moves): the periods'
 * levels follow from the moves (each move is a step between two periods' levels), a straight line
 * through the earlier ones predicts today's, and today's distance from it is judged against their
 * scatter about the line (t with n − 2 degrees of freedom). A week-on-week move carries the noise of
 * two periods; the line carries the noise of one plus a little: the same cause stands further out.
 */
export function levelSurprise(now: number, past: readonly number[], prior: number, floor = MOVE_FLOOR): number {
  const n = past.length;
  const levels: number[] = [];
  let y = -now;
  for (const m of past) {
    levels.push(y);
    y -= m;
  }
  levels.push(y);
  // Earlier periods at t = −1 … −(n + 1); today at 0.
  const ts = levels.map((_, i) => -(i + 1));
  const mt = ts.reduce((a, b) => a + b, 0) / ts.length;
  const my = levels.reduce((a, b) => a + b, 0) / levels.length;
  const stt = ts.reduce((a, t) => a + (t - mt) ** 2, 0);
  const slope = ts.reduce((a, t, i) => a + (t - mt) * (levels[i]! - my), 0) / stt;
  const predicted = my - slope * mt;
  const rss = levels.reduce((a, l, i) => a + (l - (my + slope * (ts[i]! - mt))) ** 2, 0);
  const df = levels.length - 2;
  // The prior is a move's spread (two periods' noise): one period's is that over √2.
  const level = Math.sqrt((rss + PRIOR_WEIGHT * (prior * prior) / 2) / (df + PRIOR_WEIGHT));
  const spread = Math.max(level, floor / Math.SQRT2) * Math.sqrt(1 + 1 / levels.length + (0 - mt) ** 2 / stt);
  return n >= LEVELS_FROM ? -predicted / spread : surprise(now, past, prior, floor);
}

/**
 * The counting noise of a move (log units): a count of n varies by about 1/√n each period, a fill
 * rate f of n requests by √((1 − f) / (f n)), so a small segment's requests or fill cannot be judged
 * finer than that, however quiet its history.
 */
export function countingFloor(k: string, before: Components, after: Components): number {
  const n = Math.min(before.requests, after.requests);
  const fill = (c: Components) => (c.requests > 0 ? c.impressions / c.requests : 0);
  const f = Math.min(fill(before), fill(after));
  const v = k === 'requests' || k === 'bid_requests' ? 2 / n : k === 'fill' && f > 0 ? (2 * (1 - f)) / (f * n) : 0;
  return n > 0 && Number.isFinite(v) ? Math.max(MOVE_FLOOR, Math.sqrt(v)) : MOVE_FLOOR;
}

/**
 * A dimension's typical move for a segment of a given size: a line through log spread against log
 * size over its segments with a history, its slope between 0 (size does not matter) and −½ (counting
 * noise), so a big steady country is not judged by its small noisy neighbours' typical move. Under
 * three such segments: their median. None: undefined.
 */
export function sizePrior(points: readonly { size: number; spread: number }[]): ((size: number) => number) | undefined {
  const known = points.map((p) => ({ x: Math.log(p.size), y: Math.log(p.spread) })).filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y));
  if (!known.length) return undefined;
  if (known.length < 3) {
    const m = median(known.map((p) => Math.exp(p.y)));
    return () => m;
  }
  const mx = known.reduce((t, p) => t + p.x, 0) / known.length;
  const my = known.reduce((t, p) => t + p.y, 0) / known.length;
  const sxx = known.reduce((t, p) => t + (p.x - mx) ** 2, 0);
  const slope = sxx > 0 ? Math.min(0, Math.max(-0.5, known.reduce((t, p) => t + (p.x - mx) * (p.y - my), 0) / sxx)) : 0;
  return (size) => Math.exp(my + (size > 0 ? slope * (Math.log(size) - mx) : 0));
}
