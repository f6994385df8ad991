// The breakdown report (src/reports/breakdown.ts) over real HTTP to the sandbox: the rows as the
// API gives them, and ARPDAU and impressions per user derived from unrounded components — the
// row's revenue or impressions as given over the dashboard's users as given, one division — and
// never from a part the API left out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient, type BreakdownRow } from '../../src/api/index.js';
import { breakdownReport } from '../../src/reports/breakdown.js';
import { planUsers, withDerived } from '../../src/reports/breakdown-users.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { resolveRange } from '../../src/time/resolve.js';

const NY = 'America/New_York';

describe('the breakdown report against the sandbox', () => {
  let sandbox: Sandbox;
  let api: ApiClient;
  beforeAll(async () => {
    sandbox = await startSandbox({ now: '2026-11-22T09:00:00Z' });
    api = createApiClient({ baseUrl: sandbox.url, apiKey: 'sbx_full' });
  });
  afterAll(async () => {
    await api.close();
    await sandbox.close();
  });

  it('derives each row’s ARPDAU and impressions per user from the API’s own revenue, impressions and users, unrounded', async () => {
    const range = resolveRange({ kind: 'yesterday' }, { nowMs: sandbox.ctx.clock.now(), tz: NY });
    const reads = { breakdown: (p: Parameters<ApiClient['breakdown']['get']>[0]) => api.breakdown.get(p), dashboard: (p: Parameters<ApiClient['dashboard']['get']>[0]) => api.dashboard.get(p) };
    const report = await breakdownReport({ range, by: ['os', 'format'], metrics: ['revenue', 'arpdau', 'imps_per_user'], hourly: false, filters: {} }, reads);
    if (!('rows' in report)) throw new Error('two OSes need two dashboard queries, over one day read in one call');
    expect(report.rows.length).toBeGreaterThan(2);
    for (const row of report.rows) {
      const os = row.dimensions.os as 'iOS' | 'Android';
      const users = (await api.dashboard.get({ start_time: range.start.toSeconds(), end_time: range.end.toSeconds() - 1, device_os: os })).summary.total_users;
      // Format rows share their OS's users; every value is exactly one division of what the API gave.
      expect(row.metrics.arpdau).toBe(row.metrics.revenue! / users);
      expect(row.metrics.imps_per_user).toBe(row.metrics.impressions! / users);
    }
  });
});

describe('derived metrics of a row with a part unknown', () => {
  const range = resolveRange({ kind: 'yesterday' }, { nowMs: Date.parse('2026-11-22T09:00:00Z'), tz: NY });
  const rows: BreakdownRow[] = [
    { dimensions: { country: 'US' }, metrics: { revenue: 120, impressions: 30_000 } },
    // The API left out this row's revenue: its ARPDAU is unknown, not $0.
    { dimensions: { country: 'DE' }, metrics: { impressions: 8_000 } },
  ];

  it('gives no ARPDAU for a row without revenue, and one for a row with it', () => {
    const plan = planUsers(rows, ['country'], range, {});
    const users = new Map([...plan.queries.keys()].map((key) => [key, 400]));
    const [us, de] = withDerived(rows, ['revenue', 'arpdau', 'imps_per_user'], plan, users);
    expect(us!.metrics).toMatchObject({ arpdau: 0.3, imps_per_user: 75 });
    expect(de!.metrics.arpdau).toBeUndefined();
    expect(de!.metrics.imps_per_user).toBe(20);
  });
});
