// /report/breakdown through the API client against the real sandbox: totals agree with the
// dashboard, bidder rows add up (except requests, which repeat), top/bottom/having, calendar
// buckets (weeks from Sunday, timezones), hourly rows and the 100,000-row cap.
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { type BreakdownResponse } from '../../src/api/index.js';
import { sandboxAndClient } from '../support/sandbox.js';

const TODAY = Date.parse('2026-11-22T00:00:00Z') / 1000;
const DAY = 86_400;
const WEEK = { start_time: TODAY - 7 * DAY, end_time: TODAY - 1 };

const { sandbox, api } = await sandboxAndClient();

const total = (b: BreakdownResponse, metric: string) => b.rows.reduce((a, r) => a + r.metrics[metric]!, 0);
/** Sums `metric` of rows grouped by the value of `dim`. */
function sumBy(b: BreakdownResponse, dim: string, metric: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of b.rows) out.set(r.dimensions[dim]!, (out.get(r.dimensions[dim]!) ?? 0) + r.metrics[metric]!);
  return out;
}

describe('breakdown totals', () => {
  it('add up to the dashboard for the same range and filters', async () => {
    const filters = { country: 'US', device_os: 'iOS' as const, test_mode: 'all' as const };
    const b = await api.breakdown.get({ ...WEEK, ...filters, by: 'app,format', metrics: 'requests,impressions,revenue,clicks' });
    const d = await api.dashboard.get({ ...WEEK, ...filters });
    expect(b.rows.every((r) => r.dimensions.app!.startsWith('com.acmegames.') && !r.dimensions.app!.endsWith('.android'))).toBe(true);
    expect(total(b, 'requests')).toBe(d.summary.total_requests);
    expect(total(b, 'impressions')).toBe(d.summary.total_impressions);
    expect(total(b, 'clicks')).toBe(d.summary.total_clicks);
    expect(total(b, 'revenue')).toBeCloseTo(d.summary.revenue, 2);
  });

  it('computes rates from each row\'s summed components', async () => {
    const b = await api.breakdown.get({ ...WEEK, by: 'country', metrics: 'fill_rate,ecpm,ctr,requests,impressions,revenue,clicks,fills' });
    for (const { metrics: m } of b.rows) {
      expect(m.fill_rate).toBeCloseTo((m.impressions! / m.requests!) * 100, 3);
      expect(m.ecpm).toBeCloseTo((m.revenue! * 1000) / m.impressions!, 3);
      expect(m.ctr).toBeCloseTo((m.clicks! / m.impressions!) * 100, 3);
      expect(m.fills).toBeGreaterThanOrEqual(m.impressions!);
    }
  });

  it('echoes accepted names lower-cased in request order, with only the requested keys, rows in ascending order', async () => {
    const b = await api.breakdown.get({ ...WEEK, by: 'OS,Country', metrics: 'Revenue,fill_rate' });
    expect(b.dimensions).toEqual(['os', 'country']);
    expect(b.metrics).toEqual(['revenue', 'fill_rate']);
    expect(Object.keys(b.rows[0]!.dimensions)).toEqual(['os', 'country']);
    expect(Object.keys(b.rows[0]!.metrics)).toEqual(['revenue', 'fill_rate']);
    const keys = b.rows.map((r) => `${r.dimensions.os}|${r.dimensions.country}`);
    expect(keys).toEqual([...keys].sort());
    expect(b.rows[0]!.dimensions).toEqual({ os: 'Android', country: 'AU' });
    expect(b.row_count).toBe(24);
  });
});

describe('breakdown by bidder', () => {
  const range = { start_time: TODAY - 3 * DAY, end_time: TODAY - 1 };

  it('bidder rows sum to the totals for bid_requests-free metrics; requests repeat per bidder', async () => {
    const summable = ['fills', 'impressions', 'revenue', 'clicks'];
    const byBidder = await api.breakdown.get({ ...range, by: 'country,bidder', metrics: ['requests', 'bid_requests', ...summable] });
    const plain = await api.breakdown.get({ ...range, by: 'country', metrics: ['requests', ...summable] });
    for (const row of plain.rows) {
      const country = row.dimensions.country!;
      const bidderRows = byBidder.rows.filter((r) => r.dimensions.country === country);
      expect(bidderRows.length).toBeGreaterThanOrEqual(5);
      for (const m of summable) expect(bidderRows.reduce((a, r) => a + r.metrics[m]!, 0)).toBeCloseTo(row.metrics[m]!, 2);
      for (const r of bidderRows) {
        expect(r.metrics.requests).toBe(row.metrics.requests);
        expect(r.metrics.bid_requests).toBeLessThanOrEqual(r.metrics.requests!);
      }
    }
  });

  it('hourly edges and whole days split bidders the same way (a range not aligned to days)', async () => {
    const start = TODAY - 2 * DAY + 5 * 3600;
    const odd = await api.breakdown.get({ start_time: start, end_time: TODAY - 1, by: 'bidder', metrics: 'fills,revenue' });
    const plain = await api.breakdown.get({ start_time: start, end_time: TODAY - 1, by: 'os', metrics: 'fills,revenue' });
    expect(total(odd, 'fills')).toBe(total(plain, 'fills'));
    expect(total(odd, 'revenue')).toBeCloseTo(total(plain, 'revenue'), 2);
  });
});

describe('top, bottom and having', () => {
  it('top N keeps the N highest by the first metric; bottom the lowest', async () => {
    const all = await api.breakdown.get({ ...WEEK, by: 'ad_unit', metrics: 'revenue,impressions' });
    const sorted = [...all.rows].sort((a, b) => b.metrics.revenue! - a.metrics.revenue!);
    const top = await api.breakdown.get({ ...WEEK, by: 'ad_unit', metrics: 'revenue,impressions', top: 5 });
    expect(top.row_count).toBe(5);
    expect(top.rows).toEqual(sorted.slice(0, 5));
    const bottom = await api.breakdown.get({ ...WEEK, by: 'ad_unit', metrics: 'revenue', bottom: 3 });
    expect(bottom.rows.map((r) => r.dimensions.ad_unit)).toEqual(sorted.slice(-3).reverse().map((r) => r.dimensions.ad_unit));
  });

  it('having filters on a computed metric, even one not requested, before top', async () => {
    const all = await api.breakdown.get({ ...WEEK, by: 'country', metrics: 'revenue,ecpm' });
    const expected = all.rows.filter((r) => r.metrics.ecpm! > 5);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(all.rows.length);
    const having = await api.breakdown.get({ ...WEEK, by: 'country', metrics: 'revenue', having: 'ecpm>5' });
    expect(having.rows.map((r) => r.dimensions.country)).toEqual(expected.map((r) => r.dimensions.country));
    expect(Object.keys(having.rows[0]!.metrics)).toEqual(['revenue']);
    const top2 = await api.breakdown.get({ ...WEEK, by: 'country', metrics: 'revenue', having: 'ecpm >= 5', top: 2 });
    expect(top2.rows.every((r) => expected.some((e) => e.dimensions.country === r.dimensions.country))).toBe(true);
  });
});

describe('time buckets', () => {
  it('week buckets start on Sunday and hold the days of that week', async () => {
    const range = { start_time: TODAY - 21 * DAY, end_time: TODAY - 1 };
    const weeks = await api.breakdown.get({ ...range, by: 'week', metrics: 'requests' });
    const days = await api.breakdown.get({ ...range, by: 'day', metrics: 'requests' });
    for (const w of weeks.rows) expect(new Date(`${w.dimensions.week}T00:00:00Z`).getUTCDay()).toBe(0);
    const sunday = (date: string) => DateTime.fromISO(date, { zone: 'UTC' }).minus({ days: new Date(`${date}T00:00:00Z`).getUTCDay() }).toISODate()!;
    const expected = new Map<string, number>();
    for (const d of days.rows) expected.set(sunday(d.dimensions.day!), (expected.get(sunday(d.dimensions.day!)) ?? 0) + d.metrics.requests!);
    expect(sumBy(weeks, 'week', 'requests')).toEqual(expected);
  });

  it('day buckets follow the timezone; start_time and end_time are not shifted', async () => {
    const range = { start_time: TODAY - 3 * DAY, end_time: TODAY - 1, granularity: 'hourly' as const };
    const hours = await api.breakdown.get({ ...range, by: 'hour', metrics: 'revenue,requests' });
    const tokyo = await api.breakdown.get({ ...range, by: 'day', metrics: 'requests', timezone: 'Asia/Tokyo' });
    expect(hours.row_count).toBe(72);
    expect(hours.rows[0]!.dimensions.hour).toBe('2026-11-19T00:00:00Z');
    const localDay = (iso: string) => DateTime.fromISO(iso).setZone('Asia/Tokyo').toISODate()!;
    const expected = new Map<string, number>();
    for (const h of hours.rows) expected.set(localDay(h.dimensions.hour!), (expected.get(localDay(h.dimensions.hour!)) ?? 0) + h.metrics.requests!);
    expect(tokyo.rows.map((r) => r.dimensions.day)).toEqual(['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22']);
    expect(sumBy(tokyo, 'day', 'requests')).toEqual(expected);
    const utc = await api.breakdown.get({ ...range, by: 'day', metrics: 'requests' });
    expect(total(tokyo, 'requests')).toBe(total(utc, 'requests'));
  });

  it('month buckets are YYYY-MM', async () => {
    const b = await api.breakdown.get({ start_time: Date.parse('2026-10-20T00:00:00Z') / 1000, end_time: Date.parse('2026-11-10T00:00:00Z') / 1000, by: 'month', metrics: 'requests' });
    expect(b.rows.map((r) => r.dimensions.month)).toEqual(['2026-10', '2026-11']);
  });
});

describe('row cap', () => {
  it('returns at most 100,000 rows and row_count says how many were returned', async () => {
    // 18 days × 24 hours × 20 ad units × 12 countries = 103,680 groups; read raw to keep the test fast.
    const url = new URL(`${sandbox.url}/report/breakdown`);
    const q = { start_time: TODAY - 18 * DAY, end_time: TODAY - 1, by: 'hour,ad_unit,country', metrics: 'requests', granularity: 'hourly' };
    for (const [k, v] of Object.entries(q)) url.searchParams.set(k, String(v));
    const res = await fetch(url, { headers: { authorization: 'Bearer sbx_full' } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as BreakdownResponse;
    expect(body.row_count).toBe(100_000);
    expect(body.rows).toHaveLength(100_000);
    expect(body.rows[0]!.dimensions.hour).toBe('2026-11-04T00:00:00Z');
  });
});
