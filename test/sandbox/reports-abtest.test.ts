// /report/ab-test through the API client: each fixture's status, statistics consistent with the
// daily rows, status independent of the range, and abt_demo_turning moving from directional to
// achieved when the clock passes three days.
import { describe, expect, it } from 'vitest';
import { createApiClient, type AbTestReport, type AbVariant } from '../../src/api/index.js';
import { startSandbox } from '../../src/sandbox/server.js';
import { sandboxAndClient } from '../support/sandbox.js';

const NOW = '2026-11-22T09:00:00Z';
const TODAY = Date.parse('2026-11-22T00:00:00Z') / 1000;
const DAY = 86_400;
const LAST_31_DAYS = { start_time: TODAY - 31 * DAY, end_time: TODAY - 1 };

const { api } = await sandboxAndClient({ now: NOW });

const report = (id: string, range = LAST_31_DAYS): Promise<AbTestReport> => api.abTest.get({ ab_test_id: id, ...range });
const arpdau = (v: AbVariant) => v.daily.map((d) => d.revenue / d.dau);

describe('A/B fixtures', () => {
  it.each([
    ['abt_demo_in_progress', 'in_progress'],
    ['abt_demo_directional', 'directional'],
    ['abt_demo_achieved', 'achieved'],
    ['abt_demo_invalidated', 'invalidated'],
    ['abt_demo_turning', 'directional'],
  ])('%s is %s at the start time', async (id, status) => {
    expect((await report(id)).status).toBe(status);
  });

  it('statuses follow from the statistics', async () => {
    const achieved = await report('abt_demo_achieved');
    expect(achieved.p_value!).toBeLessThan(0.05);
    expect(Math.min(achieved.n_control!, achieved.n_test!)).toBeGreaterThanOrEqual(achieved.required_n!);
    expect(achieved.ci_low!).toBeGreaterThan(0);
    const directional = await report('abt_demo_directional');
    expect(directional.p_value!).toBeGreaterThanOrEqual(0.05);
    expect(directional.p_value!).toBeLessThan(0.2);
    expect(directional.ci_low!).toBeLessThan(0);
    expect(directional.lift!).toBeGreaterThan(0);
    const invalidated = await report('abt_demo_invalidated');
    expect(invalidated.chi_squared_p!).toBeLessThan(0.001);
    expect(invalidated.n_test! / (invalidated.n_control! + invalidated.n_test!)).toBeGreaterThan(0.52);
    expect(achieved.chi_squared_p!).toBeGreaterThan(0.05);
    const inProgress = await report('abt_demo_in_progress');
    expect(inProgress.control.daily).toHaveLength(3);
    expect(inProgress.n_control!).toBeLessThan(inProgress.required_n!);
    const turning = await report('abt_demo_turning');
    expect(turning.p_value!).toBeLessThan(0.05);
    expect(turning.n_control!).toBeLessThan(turning.required_n!);
  });

  it('cumulative totals are the sums of the daily rows, rates from their components', async () => {
    const r = await report('abt_demo_achieved');
    for (const v of [r.control, r.test]) {
      expect(v.cumulative.requests).toBe(v.daily.reduce((a, d) => a + d.requests, 0));
      expect(v.cumulative.impressions).toBe(v.daily.reduce((a, d) => a + d.impressions, 0));
      expect(v.cumulative.revenue).toBeCloseTo(v.daily.reduce((a, d) => a + d.revenue, 0), 3);
      expect(v.cumulative.ecpm).toBeCloseTo((v.cumulative.revenue * 1000) / v.cumulative.impressions, 3);
      expect(v.cumulative.fill_rate).toBeCloseTo((v.cumulative.impressions / v.cumulative.requests) * 100, 3);
      for (const d of v.daily) expect(d.ecpm).toBeCloseTo((d.revenue * 1000) / d.impressions, 3);
    }
    expect(r.n_control).toBe(r.control.daily.reduce((a, d) => a + d.dau, 0));
    expect(r.n_test).toBe(r.test.daily.reduce((a, d) => a + d.dau, 0));
  });

  it('lift is the geometric mean daily ARPDAU ratio, inside its interval', async () => {
    const r = await report('abt_demo_turning');
    const c = arpdau(r.control);
    const t = arpdau(r.test);
    const meanLog = t.reduce((a, x, i) => a + Math.log(x / c[i]!), 0) / t.length;
    expect(r.lift!).toBeCloseTo((Math.exp(meanLog) - 1) * 100, 1);
    expect(r.ci_low!).toBeLessThan(r.lift!);
    expect(r.ci_high!).toBeGreaterThan(r.lift!);
  });

  it('daily rows are the completed UTC days of the run inside the range, ascending', async () => {
    const r = await report('abt_demo_achieved');
    const dates = r.control.daily.map((d) => d.date);
    expect(dates).toEqual([...dates].sort());
    expect(dates).toHaveLength(28);
    expect(dates[0]).toBe('2026-10-23');
    expect(dates.at(-1)).toBe('2026-11-19');
    expect(r.test.daily.map((d) => d.date)).toEqual(dates);
    const running = await report('abt_demo_directional');
    expect(running.control.daily.at(-1)!.date).toBe('2026-11-21');
  });

  it('a narrower range narrows the rows and statistics but not the status', async () => {
    const week = { start_time: TODAY - 6 * DAY, end_time: TODAY - 4 * DAY + 5 };
    const r = await report('abt_demo_achieved', week);
    expect(r.control.daily.map((d) => d.date)).toEqual(['2026-11-16', '2026-11-17', '2026-11-18']);
    expect(r.status).toBe('achieved');
    const full = await report('abt_demo_achieved');
    expect(r.n_control!).toBeLessThan(full.n_control!);
    const outside = await report('abt_demo_in_progress', { start_time: TODAY - 20 * DAY, end_time: TODAY - 10 * DAY });
    expect(outside.control.daily).toEqual([]);
    expect(outside.control.cumulative).toEqual({ revenue: 0, impressions: 0, requests: 0, ecpm: 0, fill_rate: 0 });
    expect(outside.lift).toBeNull();
    expect(outside.status).toBe('in_progress');
  });
});

describe('status over time', () => {
  it('abt_demo_turning becomes achieved once the clock has moved three days', async () => {
    const fresh = await startSandbox({ now: NOW });
    const client = createApiClient({ baseUrl: fresh.url, apiKey: 'sbx_full' });
    try {
      const range = { ab_test_id: 'abt_demo_turning', ...LAST_31_DAYS };
      expect((await client.abTest.get(range)).status).toBe('directional');
      fresh.ctx.clock.advance(3 * DAY * 1000);
      const later = await client.abTest.get({ ...range, start_time: range.start_time + 3 * DAY, end_time: range.end_time + 3 * DAY });
      expect(later.status).toBe('achieved');
      expect(later.control.daily).toHaveLength(11);
      expect(Math.min(later.n_control!, later.n_test!)).toBeGreaterThanOrEqual(later.required_n!);
      // The status is the latest snapshot: the old range now reports it too.
      expect((await client.abTest.get(range)).status).toBe('achieved');
    } finally {
      await client.close();
      await fresh.close();
    }
  });
});
