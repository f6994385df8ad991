// A parent named for its child (src/reports/why-nested.ts): the child goes first only when it
// carries most of the parent's move and the parent's other children stayed inside their usual moves.
import { describe, expect, it } from 'vitest';
import { carriedShare, nestingOf, preferChild } from '../../src/reports/why-nested.js';
import type { Candidate } from '../../src/reports/why-segments.js';
import type { Components } from '../../src/reports/why-math.js';

const c = (requests: number, impressions: number, revenue: number): Components => ({ requests, impressions, revenue });

function cand(dimension: Candidate['dimension'], value: string, before: Components, after: Components, z: number, stands = false): Candidate {
  return { dimension, value, before, after, split: { change: 0, effects: { volume: 0, mix: 0, fill: 0, price: 0 } }, excess: 0, score: z, component: 'fill', stands, surprises: { requests: 0, fill: z, ecpm: 0 } };
}

// An app of three ad units; the small unit u2 loses a third of its fill, the others hold theirs.
const u0 = [c(1000, 500, 5), c(1000, 500, 5)] as const;
const u1 = [c(600, 240, 2), c(600, 240, 2)] as const;
const u2 = [c(400, 300, 1), c(400, 200, 0.7)] as const;
const app = [c(2000, 1040, 8), c(2000, 940, 7.7)] as const;

describe('why: a parent named for its child', () => {
  it('counts the share of the parent move the child carries from the move itself', () => {
    expect(carriedShare('fill', { before: app[0], after: app[1] }, { before: u2[0], after: u2[1] })).toBeCloseTo(1, 6);
    expect(carriedShare('fill', { before: app[0], after: app[1] }, { before: u0[0], after: u0[1] })).toBeCloseTo(0, 6);
  });

  it('reads which children lie wholly inside one parent', () => {
    const rows = [{ values: { os: 'iOS', app: 'a' } }, { values: { os: 'iOS', app: 'a' } }, { values: { os: 'iOS', app: 'b' } }, { values: { os: 'Android', app: 'b' } }];
    expect([...nestingOf(rows, 'os', 'app')]).toEqual([['a', 'iOS']]);
  });

  const nesting = new Map([['u0', 'app'], ['u1', 'app'], ['u2', 'app']]);
  const parent = cand('app', 'app', app[0], app[1], -1.3, true);

  it('names the child that carries the move when its siblings stayed quiet', () => {
    const ranked = [parent, cand('ad_unit', 'u2', u2[0], u2[1], -1.1, true), cand('ad_unit', 'u0', u0[0], u0[1], 0.1), cand('ad_unit', 'u1', u1[0], u1[1], -0.2)];
    const out = preferChild(ranked, nesting);
    expect(out.map((x) => x.value)).toEqual(['u2', 'app', 'u0', 'u1']);
    expect(out[0]).toMatchObject({ stands: true, component: 'fill' });
  });

  it('keeps the parent when its other children moved too', () => {
    const ranked = [parent, cand('ad_unit', 'u2', u2[0], u2[1], -1.1, true), cand('ad_unit', 'u0', u0[0], u0[1], -0.9), cand('ad_unit', 'u1', u1[0], u1[1], -0.2)];
    expect(preferChild(ranked, nesting)[0]!.value).toBe('app');
  });
});
