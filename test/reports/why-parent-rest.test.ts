// A parent explains its child only when the parent's other traffic moved like the child itself
// (src/reports/why-overlap.ts explains): on the bench's root-cause-localisation generator
// (bench/why-cube.ts, seed 404), served over real HTTP in the API's shape and read by the real report
// function, an app's eCPM collapse is named as the app, not as its OS, though the OS's diluted move
// (with some noise of its other apps) stands too and its other traffic kept half of the OS's own move;
// and an ad unit's fill jump is named as the ad unit, not as its app.
import { describe, expect, it } from 'vitest';
import { componentValue, type Components } from '../../src/reports/why-math.js';
import { servedCube } from '../support/why-cube.js';

const { cases, why } = servedCube('rcl', 404);

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
