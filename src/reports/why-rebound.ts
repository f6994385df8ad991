// The rebound a week after a jump (./why-segments.ts). Today's move is measured against the
// comparison period (for a day: the same weekday a week earlier). When that period was itself the
// unusual one — the segment had jumped there, against the period before it — and today the segment
// is back near its level of before the jump, today is no news: the analyst's check "it is back where
// it was two weeks ago; last week's day was the outlier". Both moves are in the history already read
// (./why.ts): the comparison period's own move is the history's latest pair, and today against two
// periods back is today's move plus that one (log moves add). No API call of its own, no constant.
import type { Component } from './why-math.js';

/** A component whose move today was the rebound: its move against two periods back, and the comparison period's own move (logs). */
export interface Rebound {
  component: Component;
  twoBack: number;
  previous: number;
}

/**
 * Whether today's move `now` in a component (a log) is the rebound of the comparison period's own
 * move `previous`: that one went the other way and stood out itself — at least `threshold` of the
 * segment's typical move without that pair (`previousTypical`) — and today against two periods back
 * (`now + previous`) is an ordinary move, under `threshold` of the segment's typical move
 * (`typical`, today's).
 */
export function isRebound(now: number, previous: number | undefined, typical: number, previousTypical: number, threshold: number): boolean {
  if (previous === undefined || now === 0 || Math.sign(previous) === Math.sign(now)) return false;
  return Math.abs(now + previous) < threshold * typical && Math.abs(previous) >= threshold * previousTypical;
}
