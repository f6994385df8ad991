// The choice of the cause in `/adops why` (src/reports/why-segments.ts), on fixed figures: in a
// dimension of two segments each one's excess mirrors the other's, so the side named is the one
// that moved with the dimension's effect in its component, whatever the total did.
import { describe, expect, it } from 'vitest';
import { candidatesOf, isMirrorSide, sum, type Row } from '../../src/reports/why-segments.js';

/** iOS loses a fifth of its requests while every price rises by `priceUp`; Android keeps its traffic. */
function osRows(priceUp: number): Row[] {
  const ecpm = 10 * (1 + priceUp);
  return [
    { values: { os: 'iOS' }, before: { requests: 1000, impressions: 500, revenue: 5 }, after: { requests: 800, impressions: 400, revenue: (400 * ecpm) / 1000 } },
    { values: { os: 'Android' }, before: { requests: 1000, impressions: 500, revenue: 5 }, after: { requests: 1000, impressions: 500, revenue: (500 * ecpm) / 1000 } },
  ];
}

describe('the cause in a dimension of two segments', () => {
  for (const [label, priceUp] of [['revenue falls', 0.1], ['revenue rises on a price ramp', 0.3]] as const) {
    it(`names the side that lost requests, not its mirror (${label})`, () => {
      const rows = osRows(priceUp);
      const ranked = candidatesOf('revenue', 'os', rows, sum(rows));
      const ios = ranked.find((c) => c.value === 'iOS')!;
      const android = ranked.find((c) => c.value === 'Android')!;
      // Mirror images: the same excess and score, opposite signs, both named by requests.
      expect(ios.excess).toBeCloseTo(-android.excess, 12);
      expect(Math.abs(ios.score)).toBeCloseTo(Math.abs(android.score), 12);
      expect([ios.component, android.component]).toEqual(['requests', 'requests']);
      expect(isMirrorSide(ios, ranked)).toBe(false);
      expect(isMirrorSide(android, ranked)).toBe(true);
    });
  }

  it('leaves a dimension of more segments to "explains the most"', () => {
    const rows = [...osRows(0.1), { values: { os: 'Other' }, before: { requests: 10, impressions: 5, revenue: 0.05 }, after: { requests: 10, impressions: 5, revenue: 0.05 } }];
    const ranked = candidatesOf('revenue', 'os', rows, sum(rows));
    expect(ranked.some((c) => isMirrorSide(c, ranked))).toBe(false);
  });
});
