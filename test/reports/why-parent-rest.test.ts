// A parent explains its child only when the parent's other traffic moved like the child itself
// (src/reports/why-overlap.ts explains): on the bench's root-cause-localisation generator
// (bench/why-cube.ts, seed 404), served over real HTTP in the API's shape and read by the real report
// function, an app's eCPM collapse is named as the app, not as its OS, though the OS's diluted move
// (with some noise of its other apps) stands too and its other traffic kept half of the OS's own move;
// and an ad unit's fill jump is named as the ad unit, not as its app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/index.js';
import { whyReport, type WhyReport } from '../../src/reports/why.js';
import { componentValue, type Components } from '../../src/reports/why-math.js';
import { resolveRange } from '../../src/time/resolve.js';
import { makeCube } from '../../bench/why-cube.js';
import { cubeCases, type Case } from '../../bench/why-cases.js';
import { serveCube } from '../../bench/why-serve.js';

const SEED = 404;
const { cases, scenarios } = cubeCases(SEED, false);
let server: Awaited<ReturnType<typeof serveCube>>;

beforeAll(async () => {
  server = await serveCube(makeCube('rcl', SEED, scenarios));
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

const minus = (a: Components, b: Components): Components => ({ requests: a.requests - b.requests, impressions: a.impressions - b.impressions, revenue: a.revenue - b.revenue });
const ecpmMove = (before: Components, after: Components) => Math.log(componentValue('ecpm', after) / componentValue('ecpm', before));

describe("why: a parent is named for its child only when the parent's other traffic moved like the child (rcl generator, over HTTP)", () => {
  it("names an app's eCPM collapse as the app, not as its OS", async () => {
    const c = cases.find((x) => x.kind === 'app ecpm drops' && x.truth[0]?.value === 'app4.android')!;
    const r = await why(c);
    expect(r.verdict).toMatchObject({ kind: 'cause', cause: { dimension: 'app', value: 'app4.android', component: 'ecpm' } });
    const os = r.ranked.find((x) => x.dimension === 'os' && x.value === 'Android')!;
    const app = r.ranked[0]!;
    // The OS stands in eCPM too; its other apps moved the same way, but far less than the app did.
    expect(os.stands).toBe(true);
    const rest = ecpmMove(minus(os.before, app.before), minus(os.after, app.after));
    expect(Math.sign(rest)).toBe(Math.sign(ecpmMove(app.before, app.after)));
    expect(Math.abs(rest)).toBeLessThan(0.5 * Math.abs(ecpmMove(app.before, app.after)));
  });

  it("names an ad unit's fill jump as the ad unit, not as its app", async () => {
    const c = cases.find((x) => x.kind === 'ad_unit fill rises' && x.truth[0]?.value === 'app7.ios.u2')!;
    const r = await why(c);
    expect(r.verdict).toMatchObject({ kind: 'cause', cause: { dimension: 'ad_unit', value: 'app7.ios.u2', component: 'fill' } });
    expect(r.ranked.find((x) => x.dimension === 'app' && x.value === 'app7.ios')?.stands).toBe(true);
  });
});
