// Auction inspection through the API core over real HTTP: seeded demo auctions, auctions that
// agree with the reporting facts and the live config, filters, limits and round metrics.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, ForbiddenError, InvalidParameterError, ROUND_METRICS, type ApiClient, type BidRow } from '../../src/api/index.js';
import { getFacts, hourIndexAt, sumRows } from '../../src/sandbox/data/facts.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';

let sb: Sandbox;
let api: ApiClient;
const NOW = Date.parse('2026-11-22T09:00:00Z') / 1000;
const lastHours = (hours: number) => ({ start_time: NOW - hours * 3600, end_time: NOW - 1 });
const raw = async (path: string, key = 'sbx_full') => {
  const res = await fetch(`${sb.url}${path}`, { headers: { authorization: `Bearer ${key}` } });
  return { status: res.status, body: (await res.json()) as { error?: string } };
};

beforeAll(async () => {
  sb = await startSandbox({ now: '2026-11-22T09:00:00Z' });
  api = createApiClient({ baseUrl: sb.url, apiKey: 'sbx_full', retry: { maxRetries: 0 } });
});
afterAll(async () => {
  await api.close();
  await sb.close();
});

type LiveUnit = { id: string; floor_cpm?: number; line_items: { id: string; priority: number; floor_multiplier: number }[] };
async function liveUnit(id: string): Promise<LiveUnit> {
  const data = (await api.config.show()).data as { ad_units: LiveUnit[] };
  return data.ad_units.find((u) => u.id === id)!;
}

describe('seeded demo auctions', () => {
  it('auc_demo_0001: no bid clears round 1, a winner in round 2, a shadow round 3', async () => {
    const { rounds, metrics } = await api.auctions.rounds({ auction_id: 'auc_demo_0001' });
    expect(metrics).toEqual([]);
    expect(rounds.map((r) => [r.round_number, r.has_winner, r.shadow_mode])).toEqual([[1, false, false], [2, true, false], [3, true, true]]);
    const [r1, r2] = rounds;
    expect(r2!.winner_price_cpm!).toBeGreaterThanOrEqual(r2!.round_floor!);
    expect(r2!.winner_price_cpm!).toBeLessThan(r1!.round_floor!);
    expect(r1!.round_floor!).toBeGreaterThan(r2!.round_floor!);
    // The winning line item and the round floors come from the live configuration.
    const unit = await liveUnit('au_012_interstitial');
    expect(r2!.winner_line_item_id).toBe(unit.line_items.find((li) => li.priority === 2)!.id);
    expect(r1!.round_floor! / r2!.round_floor!).toBeCloseTo(unit.line_items[0]!.floor_multiplier / unit.line_items[1]!.floor_multiplier, 1);
    expect(r1).toMatchObject({ ad_unit_id: 'au_012_interstitial', device_country: 'US', test_mode: false, dps_model: 'dps_v2', floor_currency: 'USD', configured_floor: unit.floor_cpm });
  });

  it('auc_demo_0002 never fills; auc_demo_0003 takes the publisher floor', async () => {
    const unfilled = (await api.auctions.rounds({ auction_id: 'auc_demo_0002' })).rounds;
    expect(unfilled).toHaveLength((await liveUnit('au_053_rewarded')).line_items.length);
    expect(unfilled.every((r) => !r.has_winner && r.dps_model === undefined)).toBe(true);
    const hour = Math.floor(Date.parse(unfilled[0]!.event_time!) / 1000);
    const bids = (await api.auctions.bids({ start_time: hour - 3600, end_time: hour + 3600, ad_unit_id: 'au_022_interstitial', country: 'GB', limit: 10_000 })).bids;
    const demo3 = bids.filter((b) => b.auction_id === 'auc_demo_0003');
    expect(demo3.length).toBeGreaterThan(0);
    expect(demo3.every((b) => b.effective_floor_source === 'publisher' && b.publisher_floor_applied && b.publisher_override_active)).toBe(true);
    expect(demo3.filter((b) => b.is_winner)).toHaveLength(1);
  });

  it('answers 200 with empty arrays for an auction that does not exist', async () => {
    for (const id of ['auc_nope', 'auc_zzzz00000', 'auc_demo_9999']) {
      expect(await api.auctions.rounds({ auction_id: id })).toEqual({ rounds: [], metrics: [] });
    }
  });
});

describe('GET /auction/bids', () => {
  it('lists bids and non-bids newest first that agree with their auction’s rounds', async () => {
    const { bids } = await api.auctions.bids({ ...lastHours(2), limit: 200 });
    expect(bids).toHaveLength(200);
    expect(Date.parse(bids[0]!.event_time!)).toBeGreaterThan((NOW - 3600) * 1000);
    const statuses = new Set(bids.map((b) => b.status));
    expect([...statuses].every((s) => ['won', 'lost', 'rejected', 'no_bid', 'timeout', 'error'].includes(s!))).toBe(true);
    for (const b of bids) {
      if (b.price_cpm === undefined) expect(b.nonbid_reason).toBeTypeOf('number');
      if (b.status === 'rejected' && b.rejection_reason === 'below_floor') expect(b.price_cpm!).toBeLessThan(b.effective_floor!);
      if (b.status === 'won' || b.status === 'lost') expect(b.price_cpm!).toBeGreaterThanOrEqual(b.effective_floor!);
    }
    const won = bids.find((b) => b.is_winner)!;
    const { rounds } = await api.auctions.rounds({ auction_id: won.auction_id });
    const round = rounds.find((r) => r.round_number === won.round_number)!;
    expect(round).toMatchObject({ has_winner: true, winner_bidder: won.bidder, winner_price_cpm: won.price_cpm, round_floor: won.effective_floor });
    expect(await api.auctions.rounds({ auction_id: won.auction_id })).toEqual({ rounds, metrics: [] });
  });

  it('fills about as often as the reports say', async () => {
    const range = lastHours(6);
    const { bids } = await api.auctions.bids({ ...range, limit: 10_000 });
    const byAuction = new Map<string, BidRow[]>();
    for (const b of bids) byAuction.set(b.auction_id, [...(byAuction.get(b.auction_id) ?? []), b]);
    const auctions = [...byAuction.values()].filter((list) => list.length > 0);
    const filled = auctions.filter((list) => list.some((b) => b.is_winner)).length / auctions.length;
    const facts = getFacts(sb.ctx);
    const t = sumRows(facts, { fromHour: hourIndexAt(facts, range.start_time * 1000), toHour: hourIndexAt(facts, NOW * 1000) });
    expect(auctions.length).toBeGreaterThan(300);
    expect(Math.abs(filled - t.fills / t.requests)).toBeLessThan(0.06);
  });

  it('applies filters, floor_source and limit', async () => {
    const range = lastHours(12);
    const de = (await api.auctions.bids({ ...range, country: 'de', device_os: 'Android', limit: 300 })).bids;
    expect(de.length).toBeGreaterThan(0);
    expect(de.every((b) => b.device_country === 'DE' && b.device_os === 'Android' && b.test_mode === false)).toBe(true);
    const tf = (await api.auctions.bids({ ...range, app_bundle: 'com.acmegames.tinyfarm', floor_source: 'configured', limit: 100 })).bids;
    expect(tf.length).toBeGreaterThan(0);
    expect(tf.every((b) => b.app_bundle === 'com.acmegames.tinyfarm' && b.effective_floor_source === 'configured' && b.dynamic_floor === undefined)).toBe(true);
    const dynamic = (await api.auctions.bids({ ...range, floor_source: 'dynamic', limit: 50 })).bids;
    expect(dynamic.every((b) => b.effective_floor_source === 'dynamic' && b.dynamic_floor !== undefined)).toBe(true);
    const test = (await api.auctions.bids({ ...range, test_mode: 'test', limit: 20 })).bids;
    expect(test.every((b) => b.test_mode === true)).toBe(true);
    expect((await api.auctions.bids({ ...lastHours(24) })).bids).toHaveLength(1000);
    expect((await api.auctions.bids({ ...range, ad_unit_id: 'au_999_missing' })).bids).toEqual([]);
  });

  it('refuses bad parameters, with raw HTTP where the client would not send them', async () => {
    await expect(api.auctions.bids({ ...lastHours(1), limit: 10_001 })).rejects.toThrow(InvalidParameterError);
    await expect(api.auctions.bids({ ...lastHours(1), floor_source: 'magic' })).rejects.toThrow(/static, configured, dynamic, publisher/);
    expect((await raw('/auction/bids?limit=5')).status).toBe(400);
    expect((await raw(`/auction/bids?start_time=${NOW - 32 * 86400}&end_time=${NOW}`)).status).toBe(400);
    expect((await raw(`/auction/bids?start_time=${NOW - 60}&end_time=${NOW}&floor_source=magic`)).status).toBe(400);
    expect((await raw(`/auction/bids?start_time=${NOW - 60}&end_time=${NOW}&limit=0`)).status).toBe(400);
    const err = await createApiClient({ baseUrl: sb.url, apiKey: 'sbx_reports' }).auctions.bids(lastHours(1)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ForbiddenError);
    expect((err as ForbiddenError).missing).toBe('auctions:read');
  });
});

describe('GET /auction/rounds metrics', () => {
  it('aggregates round durations per round number over the last 24 hours by default', async () => {
    const res = await api.auctions.rounds({ metric: 'duration' });
    expect(res.rounds).toEqual([]);
    const [first] = res.metrics;
    expect(first).toMatchObject({ metric: 'duration', key: 'round_1', round_number: 1 });
    expect(first!.count!).toBeGreaterThan(1000);
    for (const m of res.metrics) expect(m.p50_duration_ms! <= m.p95_duration_ms! && m.p95_duration_ms! <= m.max_duration_ms!).toBe(true);
    const counts = res.metrics.filter((m) => m.round_number! <= 3).map((m) => m.count!);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('serves every metric name, with filters and a limit', async () => {
    const range = lastHours(6);
    for (const metric of ROUND_METRICS) {
      const { metrics } = await api.auctions.rounds({ ...range, metric, country: 'US', limit: 50 });
      expect(metrics.length, metric).toBeGreaterThan(0);
      expect(metrics.length).toBeLessThanOrEqual(50);
      expect(metrics.every((m) => m.metric === metric)).toBe(true);
    }
    const nonbids = (await api.auctions.rounds({ ...range, metric: 'nonbid_reason' })).metrics;
    expect(new Set(nonbids.map((m) => m.nonbid_reason))).toEqual(new Set([0, 100, 101, 301, 302].filter((c) => nonbids.some((m) => m.nonbid_reason === c))));
    expect(nonbids.some((m) => m.nonbid_reason === 301)).toBe(true);
    const winners = (await api.auctions.rounds({ ...range, metric: 'winner', limit: 3 })).metrics;
    expect(winners).toHaveLength(3);
    expect(winners[0]!.key).toBe('bidder_alpha');
  });

  it('rejects unknown metrics, naming the known ones', async () => {
    await expect(api.auctions.rounds({ metric: 'speed' })).rejects.toThrow(/duration, bid_status/);
    const res = await raw('/auction/rounds?metric=speed');
    expect(res.status).toBe(400);
    expect(res.body.error).toContain('rejection_reason');
    expect((await raw(`/auction/rounds?start_time=${NOW - 60}`)).status).toBe(400);
  });
});
