// One segment's move explained by another's (src/reports/why-overlap.ts): the overlap is taken out
// of both, and the one still moving without the other's traffic is the cause.
import { describe, expect, it } from 'vitest';
import { explainFirst, overlapOf, preferParent, unitParentsOf } from '../../src/reports/why-overlap.js';
import { sum, Z_CAUSE, type Candidate, type Row } from '../../src/reports/why-segments.js';
import type { Components } from '../../src/reports/why-math.js';

const c = (requests: number, impressions: number, revenue: number): Components => ({ requests, impressions, revenue });
const row = (os: string, format: string, fillBefore: number, fillAfter: number): Row => ({ values: { os, format, country: 'US', app: `${os}-app` }, before: c(1000, 1000 * fillBefore, 5), after: c(1000, 1000 * fillAfter, 5) });

/** A candidate whose typical fill move is `typical` (log units): its surprise follows from its rows. */
function cand(dimension: Candidate['dimension'], value: string, rows: readonly Row[], typical: number): Candidate {
  const t = sum(rows.filter((r) => r.values[dimension] === value));
  const z = Math.log(t.after.impressions / t.after.requests / (t.before.impressions / t.before.requests)) / typical / Z_CAUSE;
  return { dimension, value, ...t, split: { change: 0, effects: { volume: 0, mix: 0, fill: 0, price: 0 } }, excess: 0, score: z, component: 'fill', stands: Math.abs(z) >= 1, surprises: { requests: 0, fill: z, ecpm: 0 } };
}

describe('why: one segment explained by another', () => {
  // Banner fill falls by a third on both OS; nothing else moves. iOS (half banner) has a quiet history.
  const rows = [row('iOS', 'banner', 0.9, 0.6), row('iOS', 'rewarded', 0.5, 0.5), row('Android', 'banner', 0.9, 0.6), row('Android', 'rewarded', 0.5, 0.5), row('Android', 'native', 0.4, 0.4)];
  const overlap = overlapOf({ wide: { rows, dims: ['os', 'format'] } });

  it('names the format whose fill fell everywhere, not the OS whose diluted fall looks the more surprising', () => {
    const ios = cand('os', 'iOS', rows, 0.01);
    const banner = cand('format', 'banner', rows, 0.06);
    expect(Math.abs(ios.score)).toBeGreaterThan(Math.abs(banner.score));
    const out = explainFirst([ios, banner], overlap);
    expect(out.map((x) => x.value)).toEqual(['banner', 'iOS']);
    expect(out[0]).toMatchObject({ stands: true, component: 'fill' });
  });

  it('keeps the OS when its fill fell beyond the format (its other traffic fell too)', () => {
    const both = [row('iOS', 'banner', 0.9, 0.6), row('iOS', 'rewarded', 0.5, 0.3), row('Android', 'banner', 0.9, 0.6), row('Android', 'rewarded', 0.5, 0.5)];
    const out = explainFirst([cand('os', 'iOS', both, 0.01), cand('format', 'banner', both, 0.06)], overlapOf({ wide: { rows: both, dims: ['os', 'format'] } }));
    expect(out[0]!.value).toBe('iOS');
  });

  it('reads which app, format and OS each ad unit belongs to', () => {
    const units = [{ values: { ad_unit: 'u1', app: 'iOS-app', format: 'banner' } }, { values: { ad_unit: 'u2', app: 'iOS-app', format: 'rewarded' } }, { values: { ad_unit: 'u2', app: 'Android-app', format: 'rewarded' } }];
    const parents = unitParentsOf(units, rows);
    expect(parents.get('u1')).toEqual({ app: 'iOS-app', format: 'banner', os: 'iOS' });
    expect(parents.get('u2')).toEqual({ format: 'rewarded' });
  });
});

describe('why: a child named for its parent', () => {
  // Requests of three iOS apps; the OS's history is noisy, one app's (app1) quiet.
  const req = (app: string, before: number, after: number): Row => ({ values: { os: 'iOS', app, format: 'banner', country: 'US' }, before: c(before, before / 2, 5), after: c(after, after / 2, 5) });
  const reqCand = (dimension: Candidate['dimension'], value: string, rows: readonly Row[], typical: number): Candidate => {
    const t = sum(rows.filter((r) => r.values[dimension] === value));
    const z = Math.log(t.after.requests / t.before.requests) / typical / Z_CAUSE;
    return { dimension, value, ...t, split: { change: 0, effects: { volume: 0, mix: 0, fill: 0, price: 0 } }, excess: 0, score: z, component: 'requests', stands: Math.abs(z) >= 1, surprises: { requests: z, fill: 0, ecpm: 0 } };
  };
  const parents = () => [{ dimension: 'os' as const, value: 'iOS' }];

  it('names the OS when all its apps lost requests alike, not the app whose quiet history made it stand out first', () => {
    const rows = [req('app1', 1000, 800), req('app2', 3000, 2430), req('app3', 2000, 1620)];
    const app1 = reqCand('app', 'app1', rows, 0.04);
    const ios = reqCand('os', 'iOS', rows, 0.06);
    expect(app1.stands && !ios.stands).toBe(true);
    const out = preferParent([app1, ios], parents);
    expect(out.map((x) => x.value)).toEqual(['iOS', 'app1']);
    expect(out[0]).toMatchObject({ stands: true, component: 'requests' });
  });

  it('keeps the app when the rest of its OS had an ordinary day', () => {
    const rows = [req('app1', 1000, 700), req('app2', 3000, 2990), req('app3', 2000, 2010)];
    const out = preferParent([reqCand('app', 'app1', rows, 0.04), reqCand('os', 'iOS', rows, 0.01)], parents);
    expect(out[0]!.value).toBe('app1');
  });
});
