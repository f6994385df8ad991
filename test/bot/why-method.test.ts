// The choice of the cause in `/adops why` (src/reports/why-segments.ts), on fixed figures: each
// segment is judged against its own history of moves, and in a dimension of two segments where both
// stand out, the side named is the one whose own effect is the larger.
import { describe, expect, it } from 'vitest';
import { candidatesOf, isMirrorSide, rank, sum, type Moves, type Row } from '../../src/reports/why-segments.js';

/** iOS's requests move by `ios`, Android's by `android`; every price rises by `priceUp`. */
function osRows(ios: number, android: number, priceUp: number): Row[] {
  const ecpm = 10 * (1 + priceUp);
  // A million requests a side: counting noise (a move of √(1/n + 1/m) by chance) stays far below these moves.
  const seg = (os: string, move: number): Row => ({ values: { os }, before: { requests: 1e6, impressions: 5e5, revenue: 5000 }, after: { requests: 1e6 * (1 + move), impressions: 5e5 * (1 + move), revenue: (5e5 * (1 + move) * ecpm) / 1000 } });
  return [seg('iOS', ios), seg('Android', android)];
}

/** Eight earlier weeks in which each OS's requests moved about 1 %. */
const QUIET: Moves[] = Array.from({ length: 8 }, (_, i) => new Map([['iOS', { requests: i % 2 ? 0.01 : -0.01, fill: 0.002, ecpm: 0.01 }], ['Android', { requests: i % 2 ? -0.01 : 0.01, fill: 0.002, ecpm: 0.01 }]]));

describe('the cause in a dimension of two segments', () => {
  for (const [label, priceUp] of [['revenue falls', 0], ['revenue rises on a price ramp', 0.3]] as const) {
    it(`names the side that lost requests (${label})`, () => {
      const rows = osRows(-0.2, 0, priceUp);
      const ranked = rank(candidatesOf('revenue', 'os', rows, sum(rows), QUIET));
      expect(ranked[0]).toMatchObject({ value: 'iOS', component: 'requests', stands: true });
      expect(ranked[1]).toMatchObject({ value: 'Android', stands: false });
    });
  }

  it('when both stand out, names the one whose own effect is the larger', () => {
    const rows = osRows(-0.2, 0.1, 0);
    const all = candidatesOf('revenue', 'os', rows, sum(rows), QUIET);
    expect(all.every((c) => c.stands)).toBe(true);
    expect(isMirrorSide(all.find((c) => c.value === 'Android')!, all)).toBe(true);
    expect(rank(all)[0]).toMatchObject({ value: 'iOS', stands: true });
  });

  it('does not name a segment that moved like the rest of its dimension (a price ramp everywhere)', () => {
    const rows = osRows(0, 0, 0.3);
    expect(candidatesOf('revenue', 'os', rows, sum(rows), QUIET).some((c) => c.stands)).toBe(false);
  });
});
