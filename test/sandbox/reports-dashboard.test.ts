// /report/dashboard through the API client against the real sandbox: rates from components,
// chart buckets that add up to the summary, filters, and the `source` rule (own, one, list, all).
import { describe, expect, it } from 'vitest';
import { OWN_SOURCE, type DashboardResponse } from '../../src/api/index.js';
import { sandboxAndClient } from '../support/sandbox.js';

const NOW = '2026-11-22T09:00:00Z';
const TODAY = Date.parse('2026-11-22T00:00:00Z') / 1000;
const DAY = 86_400;
/** The 7 completed UTC days before today. */
const WEEK = { start_time: TODAY - 7 * DAY, end_time: TODAY - 1 };

const { api } = await sandboxAndClient({ now: NOW });

function chartTotals(d: DashboardResponse) {
  return d.chart_data.reduce(
    (t, p) => ({ requests: t.requests + p.requests, impressions: t.impressions + p.impressions, revenue: t.revenue + p.revenue, clicks: t.clicks + p.clicks }),
    { requests: 0, impressions: 0, revenue: 0, clicks: 0 },
  );
}

describe('dashboard', () => {
  it('computes fill rate, eCPM and CTR from the summed components', async () => {
    const { summary: s } = await api.dashboard.get(WEEK);
    expect(s.fill_rate).toBeCloseTo((s.total_impressions / s.total_requests) * 100, 3);
    expect(s.ecpm).toBeCloseTo((s.revenue * 1000) / s.total_impressions, 3);
    expect(s.ctr).toBeCloseTo((s.total_clicks / s.total_impressions) * 100, 3);
  });

  it('looks like a mid-size publisher: $8k–20k and millions of requests a day', async () => {
    const { summary: s } = await api.dashboard.get(WEEK);
    expect(s.revenue / 7).toBeGreaterThan(8_000);
    expect(s.revenue / 7).toBeLessThan(20_000);
    expect(s.total_requests / 7).toBeGreaterThan(1_000_000);
    expect(s.total_users / 7).toBeGreaterThan(50_000);
    expect(s.fill_rate).toBeGreaterThan(50);
    expect(s.fill_rate).toBeLessThan(100);
  });

  it('charts one bucket per UTC day whose sums equal the summary', async () => {
    const d = await api.dashboard.get(WEEK);
    expect(d.chart_data.map((p) => p.date)).toEqual(['2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21']);
    expect(d.chart_data[0]!.bucket_start).toBe('2026-11-15T00:00:00Z');
    const t = chartTotals(d);
    expect(t.requests).toBe(d.summary.total_requests);
    expect(t.impressions).toBe(d.summary.total_impressions);
    expect(t.clicks).toBe(d.summary.total_clicks);
    expect(t.revenue).toBeCloseTo(d.summary.revenue, 3);
  });

  it('charts hours with granularity=hourly, with the same totals as daily', async () => {
    const range = { start_time: TODAY - 2 * DAY, end_time: TODAY - 1 };
    const hourly = await api.dashboard.get({ ...range, granularity: 'hourly' });
    const daily = await api.dashboard.get(range);
    expect(hourly.chart_data).toHaveLength(48);
    expect(hourly.chart_data[1]).toMatchObject({ bucket_start: '2026-11-20T01:00:00Z', date: '2026-11-20' });
    expect(hourly.summary.total_requests).toBe(daily.summary.total_requests);
    expect(hourly.summary.revenue).toBeCloseTo(daily.summary.revenue, 3);
  });

  it('reports only completed hours: today so far has 9 hourly buckets at 09:00', async () => {
    const d = await api.dashboard.get({ start_time: TODAY, end_time: TODAY + DAY - 1, granularity: 'hourly' });
    expect(d.chart_data.map((p) => p.bucket_start).at(-1)).toBe('2026-11-22T08:00:00Z');
    expect(d.chart_data).toHaveLength(9);
  });

  it('filters by country and device_os, and test_mode=all adds test traffic to production', async () => {
    const all = await api.dashboard.get(WEEK);
    const us = await api.dashboard.get({ ...WEEK, country: 'us' });
    const ios = await api.dashboard.get({ ...WEEK, device_os: 'iOS' });
    const android = await api.dashboard.get({ ...WEEK, device_os: 'Android' });
    expect(us.summary.total_requests).toBeGreaterThan(0);
    expect(us.summary.total_requests).toBeLessThan(all.summary.total_requests);
    expect(ios.summary.total_requests + android.summary.total_requests).toBe(all.summary.total_requests);
    const test = await api.dashboard.get({ ...WEEK, test_mode: 'test' });
    const both = await api.dashboard.get({ ...WEEK, test_mode: 'all' });
    expect(test.summary.total_requests).toBeGreaterThan(0);
    expect(test.summary.total_requests / both.summary.total_requests).toBeLessThan(0.05);
    expect(both.summary.total_requests).toBe(all.summary.total_requests + test.summary.total_requests);
  });

  it('has weekly seasonality: weekend days above midweek days for these games', async () => {
    const d = await api.dashboard.get({ start_time: TODAY - 14 * DAY, end_time: TODAY - 1 });
    const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
    const avg = (days: number[]) => {
      const pts = d.chart_data.filter((p) => days.includes(weekday(p.date)));
      return pts.reduce((a, p) => a + p.requests, 0) / pts.length;
    };
    expect(avg([0, 6])).toBeGreaterThan(avg([2, 3]) * 1.05);
  });
});

describe('dashboard source', () => {
  it('omitted means own data only, the same as source=own, listed as the one source', async () => {
    const omitted = await api.dashboard.get(WEEK);
    const own = await api.dashboard.get({ ...WEEK, source: OWN_SOURCE });
    expect(own.summary).toEqual(omitted.summary);
    expect(omitted.source_breakdown).toEqual([expect.objectContaining({ source: 'own', revenue_share: 100, revenue: omitted.summary.revenue })]);
  });

  it('all adds both mediation sources; each row has its share of revenue', async () => {
    const own = await api.dashboard.get(WEEK);
    const all = await api.dashboard.get({ ...WEEK, source: 'all' });
    const rows = all.source_breakdown!;
    expect(rows.map((r) => r.source)).toEqual(['own', 'med_x', 'med_y']);
    expect(rows[0]!.revenue).toBeCloseTo(own.summary.revenue, 3);
    expect(rows.reduce((a, r) => a + r.requests, 0)).toBe(all.summary.total_requests);
    expect(rows.reduce((a, r) => a + r.revenue, 0)).toBeCloseTo(all.summary.revenue, 3);
    expect(rows.reduce((a, r) => a + r.revenue_share, 0)).toBeCloseTo(100, 2);
    for (const r of rows) {
      expect(r.revenue_share).toBeCloseTo((r.revenue / all.summary.revenue) * 100, 3);
      expect(r.fill_rate).toBeCloseTo((r.impressions / r.requests) * 100, 3);
    }
    expect(chartTotals(all).requests).toBe(all.summary.total_requests);
  });

  it('mediation sources undercount impressions (SDK coverage), so their fill rate is lower', async () => {
    const all = await api.dashboard.get({ ...WEEK, source: 'all' });
    const [own, medX, medY] = all.source_breakdown!;
    expect(medX!.fill_rate).toBeLessThan(own!.fill_rate);
    expect(medY!.fill_rate).toBeLessThan(medX!.fill_rate);
  });

  it('accepts one source or a comma-separated list, hourly and daily agreeing', async () => {
    const one = await api.dashboard.get({ ...WEEK, source: 'med_y' });
    expect(one.source_breakdown!.map((r) => r.source)).toEqual(['med_y']);
    const list = await api.dashboard.get({ ...WEEK, source: 'med_x,own' });
    expect(list.source_breakdown!.map((r) => r.source)).toEqual(['own', 'med_x']);
    const hourly = await api.dashboard.get({ ...WEEK, source: 'med_y', granularity: 'hourly' });
    expect(hourly.summary.total_requests).toBe(one.summary.total_requests);
    expect(hourly.summary.total_impressions).toBe(one.summary.total_impressions);
    expect(hourly.summary.revenue).toBeCloseTo(one.summary.revenue, 3);
  });
});
