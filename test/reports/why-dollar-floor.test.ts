// Dollars too small for the total to confirm count alike (src/reports/why-segments.ts rank, DOLLAR_FLOOR):
// on the bench's heavy-tailed generator (bench/why-cube.ts, seed 2323), served over real HTTP in the
// API's shape and read by the real report function, an ad unit's fill drop (0.04 % of revenue, far
// outside its history) is named over a bidder's bid-rate jump (0.56 % of revenue, just past the
// threshold) — both far below the total's own week-on-week move (3.75 %), so their dollars are no
// evidence either way and the surprise decides.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/index.js';
import { whyReport, type WhyReport } from '../../src/reports/why.js';
import { rank } from '../../src/reports/why-segments.js';
import { resolveRange } from '../../src/time/resolve.js';
import { makeCube } from '../../bench/why-cube.js';
import { cubeCases, type Case } from '../../bench/why-cases.js';
import { serveCube } from '../../bench/why-serve.js';

const SEED = 2323;
const { cases, scenarios } = cubeCases(SEED, false);
let server: Awaited<ReturnType<typeof serveCube>>;

beforeAll(async () => {
  server = await serveCube(makeCube('heavy', SEED, scenarios));
});
afterAll(async () => {
  await server.close();
});

async function why(c: Case): Promise<WhyReport> {
  const api = createApiClient({ baseUrl: server.url, apiKey: `scn_${c.scenario}` });
  try {
    const range = resolveRange({ kind: 'dates', from: c.day, to: c.day }, { nowMs: Date.parse(`${c.day}T00:00:00Z`) + 2 * 86_400_000, tz: 'UTC' });
    return await whyReport({ metric: c.metric, range, filters: {} }, { breakdown: (p) => api.breakdown.get(p), bidders: (p) => api.bidders.get(p) });
  } finally {
    await api.close();
  }
}

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
