// Spec 4.2 (dashboard), 4.4 (bidders), 4.5 (A/B test) and their response shapes 2.3, 2.5, 2.6
// and §3. The time-range and filter rules they share are in time-range.contract.test.ts.
import { describe, expect, it } from 'vitest';
import { AB_TEST_STATUSES, AbTestReport, Bidders, Dashboard, isoDate } from './schemas.js';
import { contractSandbox, DAY, expectError, expectOk, LAST_WEEK, TODAY, withParams, type Query } from './support.js';

const { http } = await contractSandbox();

describe('GET /report/dashboard (4.2, 2.3)', () => {
  const dashboard = (change: Query = {}) => http.get('/report/dashboard', withParams(LAST_WEEK, change));

  it('returns the 2.3 shape; granularity defaults to daily: one bucket per UTC day', async () => {
    const body = expectOk(await dashboard(), Dashboard);
    expect(body.chart_data).toHaveLength(7);
    for (const point of body.chart_data) {
      expect(isoDate.safeParse(point.date).success, point.date).toBe(true);
      expect(point.bucket_start.startsWith(point.date)).toBe(true);
    }
    expect(new Set(body.chart_data.map((p) => p.date)).size).toBe(7);
  });

  it('granularity=hourly gives one bucket per hour; the summary is the same', async () => {
    const daily = expectOk(await dashboard({ granularity: 'daily' }), Dashboard);
    const hourly = expectOk(await dashboard({ granularity: 'hourly' }), Dashboard);
    expect(hourly.chart_data).toHaveLength(7 * 24);
    expect(new Set(hourly.chart_data.map((p) => Date.parse(p.bucket_start) % 3_600_000))).toEqual(new Set([0]));
    expect(hourly.summary).toEqual(daily.summary);
  });

  it('400 naming granularity for a value other than daily or hourly', async () => {
    expectError(await dashboard({ granularity: 'weekly' }), 400, 'granularity');
  });

  it('omitted source and source=<own_source> both mean the service\'s own data only', async () => {
    const omitted = expectOk(await dashboard(), Dashboard);
    const own = expectOk(await dashboard({ source: 'own' }), Dashboard);
    expect(own.summary).toEqual(omitted.summary);
  });

  it('source=all adds the other sources: the summary is the sum of source_breakdown', async () => {
    const own = expectOk(await dashboard(), Dashboard);
    const all = expectOk(await dashboard({ source: 'all' }), Dashboard);
    const rows = all.source_breakdown ?? [];
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.reduce((s, r) => s + r.requests, 0)).toBe(all.summary.total_requests);
    expect(all.summary.total_requests).toBeGreaterThan(own.summary.total_requests);
  });

  it('accepts one source and a comma-separated list of sources', async () => {
    const all = expectOk(await dashboard({ source: 'all' }), Dashboard);
    const names = (all.source_breakdown ?? []).map((r) => r.source);
    const [first, second] = names;
    expect(expectOk(await dashboard({ source: second! }), Dashboard).source_breakdown?.map((r) => r.source)).toEqual([second]);
    expect(expectOk(await dashboard({ source: `${first},${second}` }), Dashboard).source_breakdown?.map((r) => r.source)).toEqual([first, second]);
  });

  it.each(['nobody', 'own,', 'all,own'])('400 naming source for source=%s', async (source) => {
    expectError(await dashboard({ source }), 400, 'source');
  });

  it('fill_rate, ecpm and ctr are percentages and per-mille from the summed components', async () => {
    const { summary: s } = expectOk(await dashboard(), Dashboard);
    expect(s.fill_rate).toBeCloseTo((s.total_impressions / s.total_requests) * 100, 3);
    expect(s.ecpm).toBeCloseTo((s.revenue * 1000) / s.total_impressions, 3);
    expect(s.ctr).toBeCloseTo((s.total_clicks / s.total_impressions) * 100, 3);
  });

  it('400 for a parameter the operation does not have', async () => {
    expectError(await dashboard({ by: 'country' }), 400, 'by');
  });
});

describe('GET /report/bidders (4.4, 2.5)', () => {
  it('returns the 2.5 shape', async () => {
    const body = expectOk(await http.get('/report/bidders', LAST_WEEK), Bidders);
    expect(body.bidders.length).toBeGreaterThan(0);
    for (const b of body.bidders) {
      expect(b.bids).toBeLessThanOrEqual(b.requests);
      expect(b.bid_rate).toBeCloseTo((b.bids / b.requests) * 100, 3);
    }
  });

  it('400 for a parameter the operation does not have', async () => {
    expectError(await http.get('/report/bidders', { ...LAST_WEEK, granularity: 'hourly' }), 400, 'granularity');
  });
});

describe('GET /report/ab-test (4.5, 2.6, §3)', () => {
  const abTest = (change: Query = {}) => http.get('/report/ab-test', withParams({ ...LAST_WEEK, ab_test_id: 'abt_demo_achieved' }, change));

  it.each(['abt_demo_in_progress', 'abt_demo_directional', 'abt_demo_achieved', 'abt_demo_invalidated'])(
    '%s: the 2.6 shape, a §3 status, daily rows on UTC dates of the range',
    async (id) => {
      const body = expectOk(await abTest({ ab_test_id: id }), AbTestReport);
      expect(AB_TEST_STATUSES).toContain(body.status);
      for (const variant of [body.control, body.test]) {
        for (const d of variant.daily) {
          const day = Date.parse(`${d.date}T00:00:00Z`) / 1000;
          expect(day + DAY).toBeGreaterThan(Number(LAST_WEEK.start_time));
          expect(day).toBeLessThanOrEqual(Number(LAST_WEEK.end_time));
        }
      }
    },
  );

  it('the cumulative totals are the sums of the daily rows', async () => {
    const body = expectOk(await abTest(), AbTestReport);
    for (const v of [body.control, body.test]) {
      expect(v.daily.length).toBeGreaterThan(0);
      expect(v.cumulative.impressions).toBe(v.daily.reduce((s, d) => s + d.impressions, 0));
      expect(v.cumulative.requests).toBe(v.daily.reduce((s, d) => s + d.requests, 0));
      expect(v.cumulative.revenue).toBeCloseTo(v.daily.reduce((s, d) => s + d.revenue, 0), 4);
    }
  });

  it('400 naming ab_test_id when it is missing', async () => {
    expectError(await abTest({ ab_test_id: undefined }), 400, 'ab_test_id');
  });

  it('timezone=UTC is accepted; any other timezone is 400 (A/B reports support UTC only)', async () => {
    expect((await abTest({ timezone: 'UTC' })).status).toBe(200);
    expectError(await abTest({ timezone: 'Europe/Paris' }), 400, 'timezone');
    expectError(await abTest({ timezone: 'America/New_York' }), 400, 'timezone');
  });

  // Known deviation, left as is (the bot relies on it): the sandbox answers 404 for an unknown
  // test, a status 4.5 does not list (200, 400, 401, 403, 500, 504; §7 rule 3). When the sandbox
  // follows the list, this test starts failing: turn `it.fails` into `it`.
  it.fails('an unknown ab_test_id answers a status that 4.5 lists', async () => {
    const res = await abTest({ ab_test_id: 'abt_nobody' });
    expect([200, 400]).toContain(res.status);
  });

  it('a range before the test ran has empty daily rows and zero totals', async () => {
    const body = expectOk(await abTest({ start_time: String(TODAY - 400 * DAY), end_time: String(TODAY - 380 * DAY) }), AbTestReport);
    expect(body.control.daily).toEqual([]);
    expect(body.test.cumulative.impressions).toBe(0);
  });
});
