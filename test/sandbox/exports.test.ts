// Day exports through the API core over real HTTP: the whole lifecycle down to the downloaded
// file, identical-request reuse, the active-export limit, body rules, failures, seeded bid
// exports and signed links (expiry by the sandbox clock, tampering).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/api/csv.js';
import { waitForExport } from '../../src/api/export-wait.js';
import { ConflictError, createApiClient, ExportFailedError, InvalidParameterError, NotFoundError, type ApiClient } from '../../src/api/index.js';
import { failNextExports } from '../../src/sandbox/data/exports-store.js';
import { getFacts, hourIndexAt, sumRows } from '../../src/sandbox/data/facts.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';

let sb: Sandbox;
let api: ApiClient;
const fast = { initialDelayMs: 20, maxDelayMs: 100, deadlineMs: 20_000 };
const client = (s: Sandbox) => createApiClient({ baseUrl: s.url, apiKey: 'sbx_full', now: () => s.ctx.clock.now(), retry: { maxRetries: 0 } });

async function download(url: string): Promise<{ status: number; rows: Record<string, string>[]; error?: string }> {
  const res = await fetch(url);
  if (res.status !== 200) return { status: res.status, rows: [], error: ((await res.json()) as { error: string }).error };
  expect(res.headers.get('content-type')).toBe('application/gzip');
  const [header, ...records] = parseCsv(gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8'));
  return { status: 200, rows: records.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]!]))) };
}

function post(s: Sandbox, path: string, body: unknown, key = 'sbx_full') {
  return fetch(`${s.url}${path}`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

beforeAll(async () => {
  sb = await startSandbox({ now: '2026-11-22T09:00:00Z', exportDelayMs: 30 });
  api = client(sb);
});
afterAll(async () => {
  await api.close();
  await sb.close();
});

describe('impression export lifecycle', () => {
  it('processes, becomes ready, downloads rows that match the filters and the reports, then the link expires', async () => {
    const body = { date: '2026-11-21', ad_unit_id: 'au_012_interstitial', country: 'US' };
    const created = await api.exports.createImpressions(body);
    expect(created).toMatchObject({ ready: false, record: { status: 'processing' } });
    expect(created.record.url).toBeUndefined();
    const statuses: string[] = [];
    const ready = await waitForExport(api, { kind: 'impressions', exportId: created.record.export_id }, { ...fast, onProgress: (p) => statuses.push(p.status) });
    expect(statuses.at(-1)).toBe('ready');
    expect(ready.expiresAt).toBe('2026-11-22T09:15:00.000Z');
    expect(new URL(ready.url).origin).toBe(sb.origin);

    const file = await download(ready.url);
    expect(file.rows.length).toBeGreaterThan(200);
    expect(file.rows.every((r) => r.ad_unit_id === 'au_012_interstitial' && r.country === 'US' && r.event_time!.startsWith('2026-11-21') && r.test_mode === 'false')).toBe(true);
    // Each row stands for sample_weight impressions: the file adds up to the reported revenue.
    const facts = getFacts(sb.ctx);
    const from = hourIndexAt(facts, Date.parse('2026-11-21T00:00:00Z'));
    const reported = sumRows(facts, { fromHour: from, toHour: from + 24 }, { adUnitId: 'au_012_interstitial', country: 'US' });
    const exported = file.rows.reduce((s, r) => s + Number(r.revenue) * Number(r.sample_weight), 0);
    expect(Math.abs(exported / reported.revenue - 1)).toBeLessThan(0.1);
    expect(Math.abs((file.rows.length * 100) / reported.impressions - 1)).toBeLessThan(0.1);
    // Rows are auctions one can inspect.
    const row = file.rows[0]!;
    const { rounds } = await api.auctions.rounds({ auction_id: row.auction_id });
    expect(rounds.find((r) => r.has_winner && !r.shadow_mode)).toMatchObject({ winner_bidder: row.bidder, winner_price_cpm: Number(row.price_cpm), winner_line_item_id: row.line_item_id });

    const tampered = ready.url.replace(/signature=([0-9a-f])/, (_, c: string) => `signature=${c === '0' ? '1' : '0'}`);
    expect(await download(tampered)).toMatchObject({ status: 403, error: expect.stringContaining('not valid') });
    expect((await download(ready.url.replace(/expires=\d+/, (m) => `${m}0`))).status).toBe(403);
    sb.ctx.clock.advance(16 * 60_000);
    expect(await download(ready.url)).toMatchObject({ status: 403, error: expect.stringContaining('expired') });
    const fresh = await api.exports.getImpressions(created.record.export_id);
    expect((await download(fresh.url!)).status).toBe(200);
    sb.ctx.clock.set(Date.parse('2026-11-22T09:00:00Z'));
  });

  it('reuses the export for identical requests on both paths and answers 200 once it is ready', async () => {
    const a = await api.exports.createImpressions({ date: '2026-11-20', country: 'de', bidder: 'bidder_bravo' });
    const b = await api.exports.createImpressions({ bidder: ' bidder_bravo ', country: 'DE', test_mode: 'production', date: '2026-11-20' }, { path: 'report' });
    expect(b.record.export_id).toBe(a.record.export_id);
    await waitForExport(api, { kind: 'impressions', exportId: a.record.export_id }, fast);
    const again = await api.exports.createImpressions({ date: '2026-11-20', country: 'DE', bidder: 'bidder_bravo' });
    expect(again).toMatchObject({ ready: true, record: { export_id: a.record.export_id, status: 'ready' } });
    expect((await download(again.record.url!)).rows.every((r) => r.bidder === 'bidder_bravo' && r.country === 'DE')).toBe(true);
    const other = await api.exports.createImpressions({ date: '2026-11-20', country: 'DE', bidder: 'bidder_bravo', test_mode: 'all' });
    expect(other.record.export_id).not.toBe(a.record.export_id);
  });
});

describe('request exports', () => {
  it('writes request-activity rows, filtered by request_status; waiting re-POSTs the identical body', async () => {
    const body = { date: '2026-11-19', app_bundle: 'com.acmegames.wordrush', request_status: 'no_fill' };
    const created = await api.exports.createRequests(body);
    expect(created.record.status).toBe('processing');
    const before = sb.ctx.faults.count('/export/requests', 'POST');
    const ready = await waitForExport(api, { kind: 'requests', exportId: created.record.export_id, body }, fast);
    expect(ready.exportId).toBe(created.record.export_id);
    expect(sb.ctx.faults.count('/export/requests', 'POST') - before).toBe(ready.attempts);
    const { rows } = await download(ready.url);
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.every((r) => r.request_status === 'no_fill' && r.app_bundle === 'com.acmegames.wordrush' && r.winner_bidder === '')).toBe(true);
  });
});

describe('body rules', () => {
  it('are checked by the client before sending and by the sandbox (raw HTTP)', async () => {
    await expect(api.exports.createImpressions({ date: '2026-11-22' })).rejects.toThrow(/completed UTC day/);
    await expect(api.exports.createRequests({ date: '2026-11-21', bidder: 'bidder_alpha' })).rejects.toBeInstanceOf(InvalidParameterError);
    const cases: [string, unknown, RegExp][] = [
      ['/export/impressions', { date: '2026-11-22' }, /latest is 2026-11-21/],
      ['/export/impressions', { date: '2026-10-07' }, /earliest is 2026-10-08/],
      ['/export/impressions', { date: '2026-02-30' }, /not a calendar date/],
      ['/export/impressions', {}, /date/],
      ['/export/impressions', { date: '2026-11-21', request_status: 'filled' }, /requests exports only/],
      ['/export/requests', { date: '2026-11-21', line_item_id: 'li_012_r1' }, /impressions exports only/],
      ['/export/requests', { date: '2026-11-21', request_status: 'maybe' }, /filled, no_fill, error, timeout/],
      ['/report/impressions/export', { date: '2026-11-21', country: 'XX' }, /country/],
      ['/report/impressions/export', { date: '2026-11-21', device_os: 'Windows' }, /iOS, Android/],
      ['/export/impressions', { date: '2026-11-21', colour: 'red' }, /not an export field/],
      ['/export/impressions', { date: '2026-11-21', country: 7 }, /text/],
      ['/export/impressions', [], /JSON object/],
      ['/export/impressions', '{"date":', /not valid JSON/],
    ];
    for (const [path, body, message] of cases) {
      const res = await post(sb, path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(message);
    }
    expect((await post(sb, '/export/impressions', { date: '2026-10-08', ad_unit_id: 'au_999' })).status).toBe(202);
    expect((await post(sb, '/export/impressions', { date: '2026-11-21' }, 'wrong')).status).toBe(401);
  });
});

describe('failures and bid exports', () => {
  it('a failed export says why and is not reused', async () => {
    failNextExports(sb.ctx, 1, 'the export job failed: the warehouse was unavailable; ask again');
    const body = { date: '2026-11-18', ad_unit_id: 'au_031_banner' };
    const created = await api.exports.createImpressions(body);
    const err = await waitForExport(api, { kind: 'impressions', exportId: created.record.export_id }, fast).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ExportFailedError);
    expect((err as ExportFailedError).apiMessage).toContain('warehouse was unavailable');
    expect(await api.exports.getImpressions(created.record.export_id)).toMatchObject({ status: 'failed' });
    const retry = await api.exports.createImpressions(body);
    expect(retry.record.export_id).not.toBe(created.record.export_id);
  });

  it('serves the seeded bid exports and 404 for unknown ids', async () => {
    const ready = await api.exports.getBids('bidexp_demo_ready');
    expect(ready).toMatchObject({ status: 'ready', expires_at: '2026-11-22T09:15:00.000Z' });
    const { rows } = await download(ready.url!);
    expect(rows.length).toBeGreaterThan(500);
    expect(rows.every((r) => r.event_time!.startsWith('2026-11-21') && r.auction_id!.startsWith('auc_') && r.app_bundle === 'com.acmegames.puzzlequest')).toBe(true);
    expect(new Set(rows.map((r) => r.status))).toContain('won');
    expect(await api.exports.getBids('bidexp_demo_processing')).toEqual({ export_id: 'bidexp_demo_processing', status: 'processing' });
    expect(await api.exports.getBids('bidexp_demo_failed')).toMatchObject({ status: 'failed' });
    await expect(api.exports.getBids('bidexp_nope')).rejects.toBeInstanceOf(NotFoundError);
    await expect(api.exports.getImpressions('bidexp_demo_ready')).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('the active-export limit and cleanup', () => {
  it('allows three exports in progress, answers 409 to a fourth, still reuses identical ones, and removes files on close', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'adops-exports-test-'));
    const slow = await startSandbox({ now: '2026-11-22T09:00:00Z', exportDelayMs: 60_000, dataDir });
    const slowApi = client(slow);
    try {
      const ids = [];
      for (const date of ['2026-11-10', '2026-11-11']) ids.push((await slowApi.exports.createImpressions({ date })).record.export_id);
      ids.push((await slowApi.exports.createRequests({ date: '2026-11-12' })).record.export_id);
      const err = await slowApi.exports.createImpressions({ date: '2026-11-13' }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ConflictError);
      expect(err).toMatchObject({ status: 409, reason: 'too_many_exports', apiMessage: expect.stringContaining(ids[0]!) });
      expect((await slowApi.exports.createImpressions({ date: '2026-11-11' })).record.export_id).toBe(ids[1]);
      expect(readdirSync(dataDir)).toHaveLength(1);
    } finally {
      await slowApi.close();
      await slow.close();
    }
    expect(readdirSync(dataDir)).toEqual([]);
    rmSync(dataDir, { recursive: true, force: true });
  });
});
