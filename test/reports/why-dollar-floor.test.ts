// Dollars too small for the total to confirm count alike (src/reports/why-segments.ts rank, DOLLAR_FLOOR):
// on the bench's heavy-tailed generator (bench/why-cube.ts, seed 2323), served over real HTTP in the
// API's shape and read by the real report function, an ad unit's fill drop (0.04 % of revenue, far
// outside its history) is named over a bidder's bid-rate jump (0.56 % of revenue, just past the
// threshold) — both far below the total's own week-on-week move (3.75 %), so their dollars are no
// evidence either way and the surprise decides.
import { describe, expect, it } from 'vitest';
import { rank } from '../../src/reports/why-segments.js';
import { servedCube } from '../support/why-cube.js';

const { cases, why } = servedCube('heavy', 2323);

describe('why: dollars below what the total can confirm do not decide (heavy generator, over HTTP)', () => {
  it("names the ad unit's extraordinary fill drop, not a bidder's borderline jump worth more dollars", async () => {
    const c = cases.find((x) => x.kind === 'ad_unit fill drops' && x.truth[0]?.value === 'app7.ios.u2')!;
    const r = await why(c);
    expect(r.verdict).toMatchObject({ kind: 'cause', cause: { dimension: 'ad_unit', value: 'app7.ios.u2', component: 'fill' } });
    const bidder = r.ranked.find((x) => x.dimension === 'bidder' && x.stands)!;
    const cause = r.ranked[0]!;
    // The bidder stands too, with more dollars and less surprise: by dollars × surprise it would go first…
    expect(Math.abs(bidder.excess)).toBeGreaterThan(5 * Math.abs(cause.excess));
    expect(Math.abs(cause.score)).toBeGreaterThan(Math.abs(bidder.score));
    expect(rank(r.ranked)[0]).toMatchObject({ dimension: 'bidder' });
    // …but both are far below the total's typical move, where dollars say nothing.
    expect(Math.abs(bidder.excess)).toBeLessThan(r.dollarFloor);
  });

  it('keeps dollars deciding when they are large against the total (a big country outranks a small wobble)', async () => {
    const c = cases.find((x) => x.kind === 'country requests drops' && x.truth[0]?.value === 'US')!;
    const r = await why(c);
    expect(r.verdict).toMatchObject({ kind: 'cause', cause: { dimension: 'country', value: 'US', component: 'requests' } });
    expect(Math.abs(r.ranked[0]!.excess)).toBeGreaterThan(r.dollarFloor);
  });
});
