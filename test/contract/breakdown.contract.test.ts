// Spec 4.3 (GET /report/breakdown): rules 1–5, the `by` and `metrics` tables, top/bottom,
// having, timezone, and the response shape 2.4.
import { describe, expect, it } from 'vitest';
import { Breakdown } from './schemas.js';
import { contractSandbox, DAY, expectError, expectOk, LAST_WEEK, TODAY, withParams, type Query } from './support.js';

const { http } = await contractSandbox();

const BASE = { ...LAST_WEEK, by: 'country', metrics: 'revenue' };
const breakdown = (change: Query = {}) => http.get('/report/breakdown', withParams(BASE, change));
const ok = async (change: Query) => expectOk(await breakdown(change), Breakdown);

const DIMENSIONS = ['hour', 'day', 'week', 'month', 'country', 'os', 'app', 'ad_unit', 'format', 'bidder'];
const METRICS = ['requests', 'bid_requests', 'fills', 'impressions', 'revenue', 'fill_rate', 'ecpm', 'clicks', 'ctr'];

describe('rule 1: by and metrics', () => {
  it.each(['by', 'metrics'])('400 naming %s when it is missing', async (name) => {
    expectError(await breakdown({ [name]: undefined }), 400, name);
  });

  it.each(DIMENSIONS)('accepts the dimension %s', async (by) => {
    const body = await ok({ by, granularity: by === 'hour' ? 'hourly' : undefined });
    expect(body.dimensions).toEqual([by]);
    for (const row of body.rows) expect(Object.keys(row.dimensions)).toEqual([by]);
  });

  it.each(METRICS)('accepts the metric %s', async (metric) => {
    const body = await ok({ metrics: metric, by: metric === 'bid_requests' ? 'bidder' : 'country' });
    expect(body.metrics).toEqual([metric]);
    for (const row of body.rows) expect(Object.keys(row.metrics)).toEqual([metric]);
  });

  it('names are case-insensitive; the response keeps the requested order and only the requested names', async () => {
    const body = await ok({ by: 'OS,Country', metrics: 'Impressions,REVENUE' });
    expect(body.dimensions).toEqual(['os', 'country']);
    expect(body.metrics).toEqual(['impressions', 'revenue']);
    for (const row of body.rows) {
      expect(Object.keys(row.dimensions).sort()).toEqual(['country', 'os']);
      expect(Object.keys(row.metrics).sort()).toEqual(['impressions', 'revenue']);
    }
  });

  it('accepts four dimensions; 400 naming by for five', async () => {
    expect((await breakdown({ by: 'day,country,os,format' })).status).toBe(200);
    expectError(await breakdown({ by: 'day,country,os,format,app' }), 400, 'by');
  });

  it.each([
    ['by', 'planet'],
    ['by', 'country,country'],
    ['by', 'country,COUNTRY'],
    ['by', 'country,,os'],
    ['metrics', 'profit'],
    ['metrics', 'revenue,revenue'],
    ['metrics', 'revenue,'],
  ])('400 naming %s for %s (each name supported and listed once)', async (name, value) => {
    expectError(await breakdown({ [name]: value }), 400, name);
  });
});

describe('rule 2: the by table', () => {
  it('hour requires granularity=hourly, and is an RFC 3339 UTC hour', async () => {
    expectError(await breakdown({ by: 'hour' }), 400, /by|granularity/);
    const body = await ok({ by: 'hour', granularity: 'hourly' });
    expect(body.rows).toHaveLength(7 * 24);
    for (const r of body.rows) expect(r.dimensions.hour).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00(\.000)?Z$/);
  });

  it('day is a UTC calendar date; week a bucket starting on Sunday; month a UTC month', async () => {
    const body = await ok({ by: 'day,week,month' });
    for (const { dimensions: d } of body.rows) {
      expect(d.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${d.week!.slice(0, 10)}T00:00:00Z`).getUTCDay()).toBe(0);
      expect(d.day!.startsWith(d.month!.slice(0, 7))).toBe(true);
    }
  });

  it('bidder needs a range starting on or after 2026-06-01', async () => {
    const june = Date.UTC(2026, 5, 1) / 1000;
    expectError(await breakdown({ by: 'bidder', start_time: String(june - 1), end_time: String(june + DAY) }), 400, 'by');
    expect((await breakdown({ by: 'bidder', start_time: String(june), end_time: String(june + DAY) })).status).toBe(200);
  });
});

describe('rules 3 and 4: the metrics table', () => {
  it('bid_requests requires the bidder dimension (in metrics and in having)', async () => {
    expectError(await breakdown({ metrics: 'bid_requests' }), 400, 'bid_requests');
    expectError(await breakdown({ having: 'bid_requests>0' }), 400, 'bid_requests');
    expect((await breakdown({ by: 'bidder', metrics: 'bid_requests', having: 'bid_requests>0' })).status).toBe(200);
  });

  it('rates come from the summed components of each row: percentages and revenue per mille', async () => {
    const body = await ok({ metrics: 'requests,impressions,clicks,revenue,fill_rate,ctr,ecpm' });
    for (const { metrics: m } of body.rows) {
      expect(m.fill_rate).toBeCloseTo((m.impressions! / m.requests!) * 100, 3);
      expect(m.ctr).toBeCloseTo((m.clicks! / m.impressions!) * 100, 3);
      expect(m.ecpm).toBeCloseTo((m.revenue! * 1000) / m.impressions!, 3);
    }
  });

  it('with bidder, requests repeat per bidder; fills, impressions and revenue sum to the group', async () => {
    const perDay = await ok({ by: 'day', metrics: 'requests,fills,impressions' });
    const perBidder = await ok({ by: 'day,bidder', metrics: 'requests,fills,impressions' });
    for (const { dimensions, metrics } of perDay.rows) {
      const rows = perBidder.rows.filter((r) => r.dimensions.day === dimensions.day);
      expect(rows.length).toBeGreaterThan(1);
      for (const r of rows) expect(r.metrics.requests).toBe(metrics.requests);
      expect(rows.reduce((s, r) => s + r.metrics.fills!, 0)).toBe(metrics.fills);
      expect(rows.reduce((s, r) => s + r.metrics.impressions!, 0)).toBe(metrics.impressions);
    }
  });
});

describe('top, bottom and having', () => {
  it('top N keeps the N highest rows by the first metric; bottom N the lowest', async () => {
    const all = (await ok({ by: 'ad_unit', metrics: 'revenue,impressions' })).rows.map((r) => r.metrics.revenue!);
    const top = (await ok({ by: 'ad_unit', metrics: 'revenue,impressions', top: '3' })).rows.map((r) => r.metrics.revenue!);
    const bottom = (await ok({ by: 'ad_unit', metrics: 'revenue,impressions', bottom: '3' })).rows.map((r) => r.metrics.revenue!);
    expect(top).toEqual([...all].sort((a, b) => b - a).slice(0, 3));
    expect(bottom).toEqual([...all].sort((a, b) => a - b).slice(0, 3));
  });

  it('top and bottom accept 1 and 1000', async () => {
    for (const q of [{ top: '1' }, { top: '1000' }, { bottom: '1' }, { bottom: '1000' }]) expect((await breakdown(q)).status).toBe(200);
  });

  it.each([
    ['top', { top: '0' }],
    ['top', { top: '1001' }],
    ['bottom', { bottom: '0' }],
    ['bottom', { bottom: '1001' }],
    ['top', { top: 'ten' }],
    ['top', { top: '2.5' }],
    [/top|bottom/, { top: '5', bottom: '5' }],
  ] as const)('400 naming %s for %o', async (name, q) => {
    expectError(await breakdown(q), 400, name);
  });

  it.each(['<', '<=', '=', '==', '!=', '>=', '>'])('having accepts the operator %s', async (op) => {
    const body = await ok({ by: 'ad_unit', metrics: 'revenue', having: `revenue${op}100` });
    const holds: Record<string, (v: number) => boolean> = {
      '<': (v) => v < 100, '<=': (v) => v <= 100, '=': (v) => v === 100, '==': (v) => v === 100,
      '!=': (v) => v !== 100, '>=': (v) => v >= 100, '>': (v) => v > 100,
    };
    for (const r of body.rows) expect(holds[op]!(r.metrics.revenue!)).toBe(true);
  });

  it.each(['revenue', 'revenue>', '>100', 'revenue~100', 'profit>100', 'revenue>lots'])('400 naming having for having=%s', async (having) => {
    expectError(await breakdown({ having }), 400, 'having');
  });
});

describe('timezone', () => {
  it('accepts an IANA timezone for calendar buckets; day labels follow it', async () => {
    const utc = await ok({ by: 'day', start_time: String(TODAY - 2 * DAY), end_time: String(TODAY - 1) });
    const tokyo = await ok({ by: 'day', start_time: String(TODAY - 2 * DAY), end_time: String(TODAY - 1), timezone: 'Asia/Tokyo' });
    expect(utc.rows.map((r) => r.dimensions.day)).toEqual(['2026-11-20', '2026-11-21']);
    expect(tokyo.rows.map((r) => r.dimensions.day)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
  });

  it.each(['Mars/Olympus', '+01:00', 'GMT+1'])('400 naming timezone for %s', async (timezone) => {
    expectError(await breakdown({ timezone }), 400, 'timezone');
  });

  it('a half-hour offset is refused for hourly reports and bidder breakdowns, accepted for daily ones', async () => {
    expectError(await breakdown({ timezone: 'Asia/Kolkata', granularity: 'hourly' }), 400, 'timezone');
    expectError(await breakdown({ timezone: 'Asia/Kolkata', by: 'bidder' }), 400, 'timezone');
    expect((await breakdown({ timezone: 'Asia/Kolkata', by: 'day' })).status).toBe(200);
  });
});

describe('rule 5 and 2.4', () => {
  it('row_count is the number of rows returned', async () => {
    for (const q of [{}, { by: 'day,country' }, { top: '4' }, { having: 'revenue>1000000000' }]) {
      const body = await ok(q);
      expect(body.row_count).toBe(body.rows.length);
    }
  });

  it('at most 100,000 rows are returned (31 days × 24 hours × 12 countries × 20 ad units would be 178,560)', async () => {
    const month = { start_time: String(TODAY - 31 * DAY), end_time: String(TODAY - 1) };
    const body = await ok({ ...month, by: 'hour,country,ad_unit', granularity: 'hourly', metrics: 'requests' });
    expect(body.rows).toHaveLength(100_000);
    expect(body.row_count).toBe(100_000);
  });
});
