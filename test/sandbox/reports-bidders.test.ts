// /report/bidders through the API client: rates from components, order by revenue, agreement
// with the breakdown's bidder dimension, and only data from 2026-06-01 on.
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/index.js';
import { startSandbox } from '../../src/sandbox/server.js';
import { sandboxAndClient } from '../support/sandbox.js';

const TODAY = Date.parse('2026-11-22T00:00:00Z') / 1000;
const DAY = 86_400;
const RANGE = { start_time: TODAY - 3 * DAY, end_time: TODAY - 1 };

const { api } = await sandboxAndClient({ now: '2026-11-22T09:00:00Z' }, { apiKey: 'sbx_reports' });

describe('bidders', () => {
  it('lists the catalog bidders by revenue, rates computed from their components', async () => {
    const { bidders } = await api.bidders.get(RANGE);
    expect(bidders.map((b) => b.name).sort()).toEqual(['bidder_alpha', 'bidder_bravo', 'bidder_charlie', 'bidder_delta', 'bidder_echo', 'bidder_foxtrot']);
    const revenues = bidders.map((b) => b.revenue);
    expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
    for (const b of bidders) {
      expect(b.bids).toBeLessThanOrEqual(b.requests);
      expect(b.impressions).toBeLessThanOrEqual(b.bids);
      expect(b.bid_rate).toBeCloseTo((b.bids / b.requests) * 100, 3);
      expect(b.ecpm).toBeCloseTo((b.revenue * 1000) / b.impressions, 3);
      expect(b.win_rate).toBeGreaterThan(0);
      expect(b.win_rate).toBeLessThanOrEqual(100);
    }
  });

  it('agrees with the breakdown by bidder: bid requests, impressions, revenue; wins = fills', async () => {
    const { bidders } = await api.bidders.get({ ...RANGE, country: 'DE' });
    const b = await api.breakdown.get({ ...RANGE, country: 'DE', by: 'bidder', metrics: 'bid_requests,fills,impressions,revenue' });
    for (const row of b.rows) {
      const bidder = bidders.find((x) => x.name === row.dimensions.bidder)!;
      expect(bidder.requests).toBe(row.metrics.bid_requests);
      expect(bidder.impressions).toBe(row.metrics.impressions);
      expect(bidder.revenue).toBeCloseTo(row.metrics.revenue!, 4);
      expect(bidder.win_rate).toBeCloseTo((row.metrics.fills! / bidder.bids) * 100, 3);
    }
    expect(b.rows).toHaveLength(bidders.length);
  });

  it('the bidders\' impressions and revenue add up to the dashboard', async () => {
    const { bidders } = await api.bidders.get(RANGE);
    const d = await api.dashboard.get(RANGE);
    expect(bidders.reduce((a, b) => a + b.impressions, 0)).toBe(d.summary.total_impressions);
    expect(bidders.reduce((a, b) => a + b.revenue, 0)).toBeCloseTo(d.summary.revenue, 2);
  });

  it('counts only hours from 2026-06-01 on (a sandbox whose history spans that day)', async () => {
    const june = await startSandbox({ now: '2026-06-10T09:00:00Z' });
    const client = createApiClient({ baseUrl: june.url, apiKey: 'sbx_full' });
    try {
      const june1 = Date.UTC(2026, 5, 1) / 1000;
      const { bidders } = await client.bidders.get({ start_time: june1 - 5 * DAY, end_time: june1 + 3 * DAY - 1 });
      const fromJune = await client.dashboard.get({ start_time: june1, end_time: june1 + 3 * DAY - 1 });
      const before = await client.dashboard.get({ start_time: june1 - 5 * DAY, end_time: june1 - 1 });
      expect(before.summary.total_impressions).toBeGreaterThan(0);
      expect(bidders.reduce((a, b) => a + b.impressions, 0)).toBe(fromJune.summary.total_impressions);
      const early = await client.bidders.get({ start_time: june1 - 5 * DAY, end_time: june1 - 1 });
      expect(early.bidders).toEqual([]);
    } finally {
      await client.close();
      await june.close();
    }
  });
});
