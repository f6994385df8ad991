// How surprising a move is (src/reports/why-surprise.ts): against the segment's own history pooled
// with its dimension's, and never against less than the counting noise of the events it rests on.
import { describe, expect, it } from 'vitest';
import { countingNoise, surprise } from '../../src/reports/why-surprise.js';

const quiet = [0.004, -0.003, 0.002, -0.004, 0.003, -0.002, 0.004, -0.003];

describe('why: surprise', () => {
  it('judges a small segment against its counting noise, however quiet its history looked', () => {
    // 400 impressions a day: ±7 % week on week by chance alone.
    const noise = countingNoise('fill', { requests: 800, impressions: 400, revenue: 1 }, { requests: 800, impressions: 360, revenue: 0.9 });
    expect(noise).toBeCloseTo(Math.sqrt(1 / 400 + 1 / 360), 9);
    expect(Math.abs(surprise(Math.log(0.9), quiet, 0.004, noise))).toBeLessThan(2);
    // The same move on a million impressions is far outside that history.
    const big = countingNoise('fill', { requests: 2e6, impressions: 1e6, revenue: 1 }, { requests: 2e6, impressions: 9e5, revenue: 0.9 });
    expect(Math.abs(surprise(Math.log(0.9), quiet, 0.004, big))).toBeGreaterThan(10);
  });

  it('pools the segment’s own typical move with its dimension’s, so eight quiet weeks alone cannot make noise look like news', () => {
    // Own moves ~0.35 %, the dimension's typical 3 %: the pooled typical move lies between.
    const z = surprise(0.1, quiet, 0.03);
    expect(z).toBeGreaterThan(0.1 / 0.03);
    expect(z).toBeLessThan(0.1 / 0.0035);
  });
});
