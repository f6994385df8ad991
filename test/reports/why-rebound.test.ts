// The rebound a week after a jump is no cause (src/reports/why-rebound.ts): on the bench's
// heavy-tailed generator (bench/why-cube.ts, seed 808: t(3) jumps of whole segments), served over
// real HTTP in the API's shape and read by the real report function, a noise-only day whose country
// eCPM fall is only the way back from the week before's jump (DE eCPM ▲ 11.5 % then ▼ 18.2 %) gets "no
// single cause", and the answer says why in plain words; on a day with a small real cause (ID's eCPM
// drop, within its noise), no other segment is blamed for it: not MX, whose requests came back from
// the week before's fall (▼ 13.8 % then ▲ 36.3 %). Then the rule on numbers.
import { describe, expect, it } from 'vitest';
import { isRebound } from '../../src/reports/why-rebound.js';
import type { Case } from '../../bench/why-cases.js';
import { whyView } from '../../views/why.js';
import { servedCube } from '../support/why-cube.js';

const { cases, why } = servedCube('heavy', 808);

describe('why: the rebound a week after a jump is no cause (heavy generator, over HTTP)', () => {
  it('says "no single cause" on a noise-only day whose DE eCPM fall only undoes the week before\'s jump', async () => {
    const noise: Case = { kind: 'noise only', day: '2026-09-29', metric: 'revenue', truth: [], scenario: 0 };
    const r = await why(noise);
    expect(r.verdict).toEqual({ kind: 'none' });
    const de = r.ranked.find((c) => c.dimension === 'country' && c.value === 'DE')!;
    // Far outside its own history against the comparison day: without the rule it was the cause…
    expect(de.surprises!.ecpm!).toBeLessThanOrEqual(-1);
    expect(de.stands).toBe(false);
    // …but the comparison day was the jump (▲ 11.5 %), and against the day before it DE moved less than a cause.
    expect(de.rebound).toMatchObject({ component: 'ecpm' });
    expect(de.rebound!.previous).toBeGreaterThan(0.1);
    expect(Math.abs(de.rebound!.twoBack)).toBeLessThan(Math.abs(Math.log(de.after.revenue / de.after.impressions / (de.before.revenue / de.before.impressions))));
    const text = JSON.stringify(whyView({ metric: 'revenue', period: 'day', dates: noise.day, against: 'a week earlier', filters: '', valueBefore: r.valueBefore, valueAfter: r.valueAfter, ranked: r.ranked, verdict: r.verdict, notes: [], apiCalls: r.apiCalls, drillBase: 'why revenue' }).blocks);
    expect(text).toContain('country DE eCPM ▼ 18.2% is mostly the way back from a jump in the comparison period: that period was the unusual one (▲ 11.5% on the period before it), and against the period before it country DE eCPM moved ▼ 8.8%, an ordinary move for it');
  });

  it("does not blame MX's requests, coming back from the week before's fall, for ID's small eCPM drop", async () => {
    // ID's drop is within its own noise (a weaker cause): the right answer is ID or "no single cause", never another segment.
    const c = cases.find((x) => x.kind === 'country ecpm drops' && x.truth[0]?.value === 'ID')!;
    const r = await why(c);
    expect(r.verdict).toEqual({ kind: 'none' });
    const mx = r.ranked.find((x) => x.dimension === 'country' && x.value === 'MX')!;
    expect(mx.surprises!.requests!).toBeGreaterThanOrEqual(1);
    expect(mx.rebound).toMatchObject({ component: 'requests' });
  });
});

describe('isRebound', () => {
  // Typical move 3 % (log), the comparison period's own move judged against the same.
  it('is a rebound when the comparison period jumped the other way and today is back near before it', () => {
    expect(isRebound(-0.2, 0.15, 0.03, 0.03, 4.25)).toBe(true);
  });
  it('is not when the comparison period moved the same way', () => {
    expect(isRebound(-0.2, -0.15, 0.03, 0.03, 4.25)).toBe(false);
  });
  it('is not when the comparison period\'s move was ordinary', () => {
    expect(isRebound(-0.2, 0.1, 0.03, 0.03, 4.25)).toBe(false);
  });
  it('is not when today is still far from the level before the jump (a cause on top of it)', () => {
    expect(isRebound(-0.4, 0.15, 0.03, 0.03, 4.25)).toBe(false);
  });
  it('is not without the comparison period\'s own move', () => {
    expect(isRebound(-0.2, undefined, 0.03, 0.03, 4.25)).toBe(false);
  });
});
