// How surprising a segment's move is (./why-segments.ts): today's move (the log of after / before
// in one component) over the segment's typical move — the root mean square of its own history's
// moves, pooled with its dimension's typical move, and never below the counting noise of the few
// events a small segment rests on, nor below MOVE_FLOOR.
import type { Component, Components } from './why-math.js';

/**
 * How many history pairs the dimension's typical spread counts as (the prior of the pooled spread):
 * as many as the segment's own history (HISTORY_PAIRS in ./why.ts). Eight moves pin a spread down
 * only to about ±25 %, and a spread guessed too small is what turns noise into a false cause.
 */
export const PRIOR_WEIGHT = 8;

/** The smallest spread of a move (log units): a segment whose component never moves still has sampling noise. */
export const MOVE_FLOOR = 0.005;

/** MAD × this estimates a normal spread's standard deviation. */
const MAD_SCALE = 1.4826;

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
 * worth its number of samples, the dimension's `prior` worth PRIOR_WEIGHT — never below MOVE_FLOOR
 * nor the move's `counting` noise.
 */
export function surprise(now: number, past: readonly number[], prior: number, counting = 0): number {
  return now / typicalMove(past, prior, counting);
}

/** The pooled typical move `surprise` divides by: the history's own spread and the dimension's `prior`, never below MOVE_FLOOR nor `counting`. */
export function typicalMove(past: readonly number[], prior: number, counting = 0): number {
  const own = ownSpread(past);
  const pooled = Math.sqrt((past.length * own * own + PRIOR_WEIGHT * prior * prior) / (past.length + PRIOR_WEIGHT));
  return Math.max(pooled, MOVE_FLOOR, counting);
}

/** The count a component rests on: requests for requests and bid requests, impressions for fill and eCPM, bids for bid rate, wins for win rate. */
function countOf(k: Component, c: Components): number {
  if (k === 'requests' || k === 'bid_requests') return c.requests;
  if (k === 'bid_rate') return c.bids ?? 0;
  if (k === 'win_rate') return c.wins ?? 0;
  return c.impressions;
}

/**
 * The counting noise of a move (log units): a component resting on n events before and m after
 * moves by about √(1/n + 1/m) by chance alone (Poisson), however quiet its history looked. It
 * matters for small segments: 400 impressions a day move ±7 % week on week with nothing wrong.
 */
export function countingNoise(k: Component, before: Components, after: Components): number {
  const n = countOf(k, before);
  const m = countOf(k, after);
  return n > 0 && m > 0 ? Math.sqrt(1 / n + 1 / m) : 0;
}

/**
 * A dimension's typical move in a component: the median of its segments' own (their histories'
 * moves), or with no history the robust spread of today's moves across the segments (MAD × 1.4826).
 */
export function dimensionSpread(histories: readonly (readonly number[])[], today: readonly number[]): number {
  const spreads = histories.map(ownSpread).filter((x) => x > 0);
  if (spreads.length) return median(spreads);
  return MAD_SCALE * median(today.map(Math.abs));
}
