// One part's wobble is no segment's cause (src/reports/why-parts.ts): on the bench's
// root-cause-localisation generator (bench/why-cube.ts, seed 404: leaves with independent noise of
// their own size), served over real HTTP in the API's shape and read by the real report function, a
// noise-only day whose ad unit's eCPM fall (past the threshold against its lucky-quiet history) is
// its US traffic's ordinary wobble gets "no single cause"; an ad unit's cause, which moves every one
// of its countries, is still named. Then the rule itself, on rows made by hand.
import { describe, expect, it } from 'vitest';
import { onePartsWobble, partMovesOf, type Part } from '../../src/reports/why-parts.js';
import type { Case } from '../../bench/why-cases.js';
import { servedCube } from '../support/why-cube.js';

const { cases, why } = servedCube('rcl', 404);

const day = (requests: number, impressions: number, revenue: number) => ({ requests, impressions, revenue });
/** A part whose eCPM moved by `factor` (before: $2 eCPM). */
const part = (country: string, volume: number, factor: number): Part => ({ values: { country }, before: day(volume, volume / 2, volume / 1000), after: day(volume, volume / 2, (factor * volume) / 1000) });
/** Eight earlier weeks in which every part's eCPM moved ±`spread`. */
const history = (parts: readonly Part[], spread: number) => Array.from({ length: 8 }, (_, i) => partMovesOf(parts.map((p) => ({ ...p, after: { ...p.before, revenue: p.before.revenue * Math.exp(i % 2 ? spread : -spread) } }))));
const sum = (parts: readonly Part[]) => ({
  before: parts.reduce((t, p) => day(t.requests + p.before.requests, t.impressions + p.before.impressions, t.revenue + p.before.revenue), day(0, 0, 0)),
  after: parts.reduce((t, p) => day(t.requests + p.after.requests, t.impressions + p.after.impressions, t.revenue + p.after.revenue), day(0, 0, 0)),
});

describe("why: a segment whose move is one part's ordinary wobble is no cause (rcl generator, over HTTP)", () => {
  it('says "no single cause" on a noise-only day whose ad unit eCPM fall is its US traffic', async () => {
    const noise: Case = { kind: 'noise only', day: '2026-10-07', metric: 'revenue', truth: [], scenario: 0 };
    const r = await why(noise);
    expect(r.verdict).toEqual({ kind: 'none' });
    // The ad unit is still far outside its own (lucky-quiet) history in eCPM: without the rule it was the cause.
    const unit = r.ranked.find((c) => c.dimension === 'ad_unit' && c.value === 'app6.android.u1')!;
    expect(Math.abs(unit.surprises!.ecpm!)).toBeGreaterThanOrEqual(1);
    expect(unit.stands).toBe(false);
  });

  it("still names an ad unit's cause, which moves every one of its countries", async () => {
    const c = cases.find((x) => x.kind.startsWith('ad_unit') && x.truth[0]?.value === 'app1.ios.u0')!;
    const r = await why(c);
    expect(r.verdict).toMatchObject({ kind: 'cause', cause: { dimension: 'ad_unit', value: 'app1.ios.u0', component: c.truth[0]!.component } });
  });
});

describe('onePartsWobble', () => {
  const quiet = [part('GB', 5e5, 1), part('DE', 3e5, 1), part('JP', 2e5, 1)];
  it('is one part\'s wobble when the rest kept less than half the move and that part moved within its own history', () => {
    const parts = [part('US', 1e6, 0.8), ...quiet];
    expect(onePartsWobble('ecpm', sum(parts), parts, history(parts, 0.1), 4.25)).toBe(true);
  });
  it('is not when the move is in every part', () => {
    const parts = [part('US', 1e6, 0.8), part('GB', 5e5, 0.8), part('DE', 3e5, 0.85), part('JP', 2e5, 0.8)];
    expect(onePartsWobble('ecpm', sum(parts), parts, history(parts, 0.1), 4.25)).toBe(false);
  });
  it('is not when that one part moved far outside its own history (a cause in its own right)', () => {
    const parts = [part('US', 1e6, 0.8), ...quiet];
    expect(onePartsWobble('ecpm', sum(parts), parts, history(parts, 0.01), 4.25)).toBe(false);
  });
});
