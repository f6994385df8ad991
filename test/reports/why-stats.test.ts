// The arithmetic of `why`'s judgement (src/reports/why-stats.ts): Student's t tail, the threshold of
// a dimension of n segments, today's level against a line through the earlier ones.
import { describe, expect, it } from 'vitest';
import { familyThreshold, levelSurprise, sizePrior, tTail } from '../../src/reports/why-stats.js';

describe('why statistics', () => {
  it('gives the t tail of the tables (t 2.228 with 10 df: 5 %; a normal 1.96: 5 %)', () => {
    expect(tTail(2.228, 10)).toBeCloseTo(0.05, 3);
    expect(tTail(1.96, 1e6)).toBeCloseTo(0.05, 3);
  });

  it('asks more of a dimension of many segments than of one of two', () => {
    const units = familyThreshold(9, 24, 0.007);
    const os = familyThreshold(9, 2, 0.007);
    expect(units).toBeGreaterThan(os);
    // The most extreme of 24 passes with probability α: each passes with 1 − (1 − α)^(1/24).
    expect(tTail(units, 9)).toBeCloseTo(1 - (1 - 0.007) ** (1 / 24), 6);
  });

  it('judges today against the line through the earlier levels: a steady trend is no news, a break from it is', () => {
    const trend = Array.from({ length: 8 }, () => 0.03);
    expect(Math.abs(levelSurprise(0.03, trend.map((m, i) => m + (i % 2 ? 0.005 : -0.005)), 0.01))).toBeLessThan(1.5);
    expect(Math.abs(levelSurprise(-0.15, trend.map((m, i) => m + (i % 2 ? 0.005 : -0.005)), 0.01))).toBeGreaterThan(10);
  });

  it('expects a bigger segment to move less, never more', () => {
    const prior = sizePrior([{ size: 100, spread: 0.1 }, { size: 10_000, spread: 0.01 }, { size: 1000, spread: 0.03 }])!;
    expect(prior(100_000)).toBeLessThan(prior(100));
    const flat = sizePrior([{ size: 100, spread: 0.01 }, { size: 10_000, spread: 0.1 }, { size: 1000, spread: 0.03 }])!;
    expect(flat(100_000)).toBeCloseTo(flat(100), 10);
  });
});
