// Spec 4.11 (GET /auction/rounds), 4.12 (GET /auction/bids) and the rows of 2.9–2.11. Their
// time-range and shared-filter rules are in time-range.contract.test.ts.
import { describe, expect, it } from 'vitest';
import { Bids, Rounds } from './schemas.js';
import { contractSandbox, DAY, expectError, expectOk, LAST_WEEK, TODAY, withParams, type Query } from './support.js';

const { http } = await contractSandbox();

/** Yesterday, a completed UTC day. */
const YESTERDAY = { start_time: String(TODAY - DAY), end_time: String(TODAY - 1) };
const rounds = async (q: Query) => expectOk(await http.get('/auction/rounds', q), Rounds);
const bids = async (change: Query) => expectOk(await http.get('/auction/bids', withParams({ ...YESTERDAY, limit: '200' }, change)), Bids);

describe('GET /auction/rounds (4.11, 2.9, 2.10)', () => {
  it('with auction_id: the rounds of that auction (2.9); rounds and metrics are both arrays', async () => {
    const listed = await bids({ limit: '1' });
    const auctionId = listed.bids[0]!.auction_id!;
    const body = await rounds({ auction_id: auctionId });
    expect(body.rounds.length).toBeGreaterThan(0);
    expect(body.metrics).toEqual([]);
    for (const r of body.rounds) expect(r.auction_id).toBe(auctionId);
  });

  it('without auction_id: aggregate round metrics (2.10) for `metric`', async () => {
    const body = await rounds({ ...YESTERDAY });
    expect(body.rounds).toEqual([]);
    expect(body.metrics.length).toBeGreaterThan(0);
  });

  it('400 naming metric for a metric name the service does not have', async () => {
    expectError(await http.get('/auction/rounds', { ...YESTERDAY, metric: 'speed' }), 400, 'metric');
  });

  it('limit is the maximum number of rows', async () => {
    const body = await rounds({ ...YESTERDAY, metric: 'bid_status', limit: '2' });
    expect(body.metrics).toHaveLength(2);
  });

  it.each(['0', 'many', '2147483648'])('400 naming limit for limit=%s', async (limit) => {
    expectError(await http.get('/auction/rounds', { ...YESTERDAY, limit }), 400, 'limit');
  });
});

describe('aggregate round metrics over a period (4.11 `metric`, 2.10)', () => {
  // Metric names are not shown in the spec; ours (docs/spec-choices.md) each answer 2.10 rows.
  it.each(['duration', 'winner', 'bid_status', 'nonbid_reason', 'error_type', 'rejection_reason'])('metric=%s: 2.10 rows of that metric', async (metric) => {
    const body = await rounds({ ...YESTERDAY, metric, country: 'US' });
    expect(body.rounds).toEqual([]);
    expect(body.metrics.length).toBeGreaterThan(0);
    for (const m of body.metrics) expect([m.metric, m.count! > 0, m.p50_duration_ms! <= m.p95_duration_ms!]).toEqual([metric, true, true]);
  });

  it('aggregates the whole range: a week counts what its seven days count', async () => {
    const roundOnes = async (q: Query) => (await rounds({ ...q, metric: 'duration' })).metrics.filter((m) => m.round_number === 1).reduce((s, m) => s + m.count!, 0);
    const days = await Promise.all(Array.from({ length: 7 }, (_, i) => roundOnes({ start_time: String(TODAY - (7 - i) * DAY), end_time: String(TODAY - (6 - i) * DAY - 1) })));
    expect(await roundOnes(LAST_WEEK)).toBe(days.reduce((s, n) => s + n, 0));
  });

  it('counts the same calls as the bid rows of the same period', async () => {
    // One hour of one app and country: few enough bid rows to read them all.
    const hour = { start_time: String(TODAY - 6 * 3600), end_time: String(TODAY - 5 * 3600 - 1), app_bundle: 'com.acmegames.puzzlequest', country: 'US' };
    const rows = (await expectOk(await http.get('/auction/bids', { ...hour, limit: '10000' }), Bids)).bids;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(10_000);
    const tally = (keys: (string | number | undefined)[]) => {
      const out: Record<string, number> = {};
      for (const k of keys) if (k !== undefined) out[String(k)] = (out[String(k)] ?? 0) + 1;
      return out;
    };
    const summed = (metrics: { key?: string | null; count?: number | null }[]) => {
      const out: Record<string, number> = {};
      for (const m of metrics) out[m.key!] = (out[m.key!] ?? 0) + m.count!;
      return out;
    };
    expect(summed((await rounds({ ...hour, metric: 'bid_status' })).metrics)).toEqual(tally(rows.map((b) => b.status ?? undefined)));
    expect(summed((await rounds({ ...hour, metric: 'nonbid_reason' })).metrics)).toEqual(tally(rows.map((b) => b.nonbid_reason ?? undefined)));
  });
});

describe('GET /auction/bids (4.12, 2.11)', () => {
  it('returns bid and non-bid rows in the 2.11 shape', async () => {
    const body = await bids({});
    expect(body.bids.length).toBeGreaterThan(0);
    const kinds = new Set(body.bids.map((b) => (b.price_cpm === undefined ? 'non-bid' : 'bid')));
    expect(kinds).toEqual(new Set(['bid', 'non-bid']));
  });

  it('test_mode defaults to production', async () => {
    expect((await bids({})).bids.every((b) => b.test_mode === false)).toBe(true);
    expect((await bids({ test_mode: 'test' })).bids.every((b) => b.test_mode === true)).toBe(true);
  });

  it('filters by app_bundle, ad_unit_id, country and device_os', async () => {
    const q = { app_bundle: 'com.acmegames.puzzlequest', country: 'US', device_os: 'iOS' };
    const body = await bids(q);
    expect(body.bids.length).toBeGreaterThan(0);
    for (const b of body.bids) expect([b.app_bundle, b.device_country, b.device_os]).toEqual(['com.acmegames.puzzlequest', 'US', 'iOS']);
    const unit = body.bids[0]!.ad_unit_id!;
    for (const b of (await bids({ ad_unit_id: unit })).bids) expect(b.ad_unit_id).toBe(unit);
  });

  it('limit caps the rows; floor_source filters them', async () => {
    expect((await bids({ limit: '7' })).bids).toHaveLength(7);
    const floors = await bids({ floor_source: 'configured' });
    expect(floors.bids.length).toBeGreaterThan(0);
    for (const b of floors.bids) expect(b.effective_floor_source).toBe('configured');
  });

  it('400 naming limit for limit=0', async () => {
    expectError(await http.get('/auction/bids', { ...YESTERDAY, limit: '0' }), 400, 'limit');
  });

  it('400 for an unknown parameter', async () => {
    expectError(await http.get('/auction/bids', { ...YESTERDAY, auction_id: 'auc_demo_0001' }), 400, 'auction_id');
  });
});
