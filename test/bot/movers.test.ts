// Top movers (views/movers.ts): the one implementation behind `/adops revenue … by <dim>` and
// the revenue digests. The join and its order, and — against the sandbox over HTTP — the reason
// for the dimension list: each one splits the period's revenue into parts that add up to it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient, type BreakdownResponse } from '../../src/api/index.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { MOVER_DIMENSIONS, moverQuery, moversOf } from '../../views/movers.js';

function revenueByCountry(rows: [string, number][]): BreakdownResponse {
  return {
    dimensions: ['country'],
    metrics: ['revenue'],
    rows: rows.map(([country, revenue]) => ({ dimensions: { country }, metrics: { revenue } })),
    row_count: rows.length,
  };
}

describe('moversOf', () => {
  it('joins both periods by value (absent in one period counts 0), biggest absolute change first, ties by name', () => {
    const now = revenueByCountry([['US', 100], ['DE', 50], ['FR', 10], ['BR', 7]]);
    const before = revenueByCountry([['US', 130], ['DE', 50], ['JP', 10], ['BR', 17]]);
    expect(moversOf(now, before, 'country')).toEqual({
      dimension: 'country',
      rows: [
        { key: 'US', now: 100, before: 130 },
        { key: 'BR', now: 7, before: 17 },
        { key: 'FR', now: 10, before: 0 },
        { key: 'JP', now: 0, before: 10 },
        { key: 'DE', now: 50, before: 50 },
      ],
    });
  });

  it('has no rows when neither period has revenue', () => {
    expect(moversOf(revenueByCountry([]), revenueByCountry([]), 'country').rows).toEqual([]);
  });
});

describe('the mover dimensions', () => {
  let sandbox: Sandbox;
  let api: ApiClient;
  beforeAll(async () => {
    sandbox = await startSandbox({ now: '2026-11-22T09:00:00Z' });
    api = createApiClient({ baseUrl: sandbox.url, apiKey: 'sbx_full' });
  });
  afterAll(async () => {
    await api?.close();
    await sandbox?.close();
  });

  it('each splits the dashboard’s revenue of a day into parts that add up to it', async () => {
    const day = { start_time: Date.parse('2026-11-21T00:00:00Z') / 1000, end_time: Date.parse('2026-11-22T00:00:00Z') / 1000 - 1 };
    const filters = { device_os: 'iOS' as const };
    const total = (await api.dashboard.get({ ...day, ...filters })).summary.revenue;
    for (const dimension of MOVER_DIMENSIONS) {
      const res = await api.breakdown.get(moverQuery(day, filters, dimension));
      const rows = moversOf(res, res, dimension).rows;
      expect(rows.length, dimension).toBeGreaterThan(0);
      expect(rows.reduce((sum, r) => sum + r.now, 0), dimension).toBeCloseTo(total, 2);
    }
  });
});
