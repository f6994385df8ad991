// Top movers (src/reports/movers.ts): the one implementation behind `/adops revenue … by <dim>` and
// the revenue digests. The join, its order and the split of each change into impressions and
// eCPM, and — against the sandbox over HTTP — the reason for the dimension list: each one splits
// the period's revenue into parts that add up to it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient, type BreakdownResponse } from '../../src/api/index.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { moverQuery, moversOf, splitChange } from '../../src/reports/movers.js';
import { revenueDigestView } from '../../views/digest-revenue.js';
import { MOVER_DIMENSIONS } from '../../views/movers.js';

/** Revenue and impressions per country; impressions default to 1,000 per $5 (an eCPM of $5). */
function revenueByCountry(rows: [string, number, number?][]): BreakdownResponse {
  return {
    dimensions: ['country'],
    metrics: ['revenue', 'impressions'],
    rows: rows.map(([country, revenue, impressions]) => ({ dimensions: { country }, metrics: { revenue, impressions: impressions ?? revenue * 200 } })),
    row_count: rows.length,
  };
}

describe('moversOf', () => {
  it('joins both periods by value (absent in one period counts 0), biggest absolute change first, ties by name', () => {
    const now = revenueByCountry([['US', 100], ['DE', 50], ['FR', 10], ['BR', 7]]);
    const before = revenueByCountry([['US', 130], ['DE', 50], ['JP', 10], ['BR', 17]]);
    expect(moversOf(now, before, 'country').rows.map((r) => [r.key, r.now, r.before])).toEqual([
      ['US', 100, 130],
      ['BR', 7, 17],
      ['FR', 10, 0],
      ['JP', 0, 10],
      ['DE', 50, 50],
    ]);
  });

  it('splits each change into an impressions and an eCPM effect that add up to it', () => {
    // US: the same eCPM, fewer impressions — all volume. GB: the same impressions, a higher eCPM —
    // all price. DE: both moved. FR is new: no price before, so all volume.
    const before = revenueByCountry([['US', 130, 26_000], ['GB', 40, 10_000], ['DE', 50, 10_000]]);
    const now = revenueByCountry([['US', 100, 20_000], ['GB', 60, 10_000], ['DE', 72, 12_000], ['FR', 10, 2_000]]);
    const byKey = new Map(moversOf(now, before, 'country').rows.map((r) => [r.key, r]));
    expect(byKey.get('US')).toMatchObject({ volume: -30, price: 0 });
    expect(byKey.get('GB')).toMatchObject({ volume: 0, price: 20 });
    // DE: eCPM $5 → $6, impressions 10k → 12k: volume 2k × $5.50 = $11, price $1 × 11k = $11.
    expect(byKey.get('DE')!.volume).toBeCloseTo(11, 9);
    expect(byKey.get('DE')!.price).toBeCloseTo(11, 9);
    expect(byKey.get('FR')).toMatchObject({ volume: 10, price: 0 });
    for (const r of byKey.values()) expect(r.volume + r.price).toBeCloseTo(r.now - r.before, 9);
  });

  it('counts a change with no impressions on one side as volume', () => {
    expect(splitChange({ revenue: 0, impressions: 0 }, { revenue: 12, impressions: 3_000 })).toEqual({ volume: -12, price: 0 });
  });

  it('leaves out a value the API gave without revenue or impressions, and names it, rather than counting it as 0', () => {
    const now = revenueByCountry([['US', 100], ['DE', 50]]);
    const before = revenueByCountry([['US', 130], ['DE', 50], ['GB', 40]]);
    // DE this period and GB before came without revenue: their change is unknown, not −$50 or −$40.
    delete now.rows[1]!.metrics.revenue;
    delete before.rows[2]!.metrics.revenue;
    const movers = moversOf(now, before, 'country');
    expect(movers.rows.map((r) => r.key)).toEqual(['US']);
    expect(movers.unknown).toEqual(['DE', 'GB']);
    const summary = { revenue: 1, total_impressions: 1, ecpm: 1, fill_rate: 1, total_requests: 1, total_users: 1 } as never;
    const { message, thread } = revenueDigestView({ kind: 'daily', timezone: 'UTC', current: { label: 'Sun', summary }, comparisons: [{ label: 'Sat', summary }], provisional: false, filters: '', movers: [movers] });
    const note = 'Left out: country DE, GB — the reporting API gave them without revenue or impressions, so no change can be told.';
    expect(JSON.stringify(message.blocks)).toContain(note);
    expect(JSON.stringify(thread.blocks)).toContain(note);
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
      expect(rows.every((r) => r.volume === 0 && r.price === 0), dimension).toBe(true);
    }
  });
});
