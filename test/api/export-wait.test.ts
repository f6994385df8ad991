// waitForExport against the sandbox over real HTTP: progress, backoff to ready, failure,
// the deadline, cancellation, transient errors, and request exports (re-POST of the same body).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForExport, type ExportProgress } from '../../src/api/export-wait.js';
import { createApiClient, ExportFailedError, NotFoundError, type ApiClient } from '../../src/api/index.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';

let sb: Sandbox;
let api: ApiClient;
const fast = { initialDelayMs: 10, maxDelayMs: 40 };

beforeAll(async () => {
  sb = await startSandbox({ now: '2026-11-22T09:00:00Z', exportDelayMs: 150 });
  api = createApiClient({ baseUrl: sb.url, apiKey: 'sbx_full', now: () => sb.ctx.clock.now(), retry: { maxRetries: 2, baseDelayMs: 5, maxDelayMs: 10 } });
});
afterAll(async () => {
  await api.close();
  await sb.close();
});

describe('waitForExport', () => {
  it('polls until ready, reporting each attempt', async () => {
    const { record } = await api.exports.createImpressions({ date: '2026-11-21', ad_unit_id: 'au_034_native', country: 'FR' });
    const progress: ExportProgress[] = [];
    const ready = await waitForExport(api, { kind: 'impressions', exportId: record.export_id }, { ...fast, onProgress: (p) => progress.push(p) });
    expect(ready).toMatchObject({ exportId: record.export_id, url: expect.stringContaining('/downloads/'), expiresAt: expect.any(String) });
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.map((p) => p.attempt)).toEqual(progress.map((_, i) => i + 1));
    expect(progress.slice(0, -1).every((p) => p.status === 'processing')).toBe(true);
    expect(progress.at(-1)).toMatchObject({ status: 'ready', exportId: record.export_id });
    const elapsed = progress.map((p) => p.elapsedMs);
    expect(elapsed).toEqual([...elapsed].sort((a, b) => a - b));
    expect(ready.attempts).toBe(progress.length);
  });

  it('returns at once for a ready export', async () => {
    const ready = await waitForExport(api, { kind: 'bids', exportId: 'bidexp_demo_ready' }, fast);
    expect(ready.attempts).toBe(1);
  });

  it('ends with ExportFailedError when the export failed', async () => {
    const err = await waitForExport(api, { kind: 'bids', exportId: 'bidexp_demo_failed' }, fast).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ExportFailedError);
    expect(err).toMatchObject({ exportId: 'bidexp_demo_failed', code: 'adops_api_export_failed', reason: 'failed', apiMessage: expect.stringContaining('time budget') });
  });

  it('gives up after the deadline with a clear ExportFailedError, reading one last time at the deadline', async () => {
    const progress: ExportProgress[] = [];
    const before = sb.ctx.faults.count('/export/bids/bidexp_demo_processing');
    const err = await waitForExport(api, { kind: 'bids', exportId: 'bidexp_demo_processing' }, { ...fast, deadlineMs: 200, onProgress: (p) => progress.push(p) }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ExportFailedError);
    expect(err).toMatchObject({ reason: 'deadline' });
    expect((err as Error).message).toMatch(/still processing after [\d.]+ s \(limit 0.2 s\)/);
    expect(progress.length).toBeGreaterThan(2);
    expect(progress.at(-1)!.elapsedMs).toBeGreaterThanOrEqual(200);
    expect(sb.ctx.faults.count('/export/bids/bidexp_demo_processing') - before).toBe(progress.length);
  });

  it('stops when cancelled, without reading again', async () => {
    const controller = new AbortController();
    const reason = new Error('user cancelled');
    let reads = 0;
    const err = await waitForExport(api, { kind: 'bids', exportId: 'bidexp_demo_processing' }, {
      ...fast,
      signal: controller.signal,
      onProgress: (p) => {
        reads = p.attempt;
        if (p.attempt === 2) controller.abort(reason);
      },
    }).catch((e: unknown) => e);
    expect(err).toBe(reason);
    expect(reads).toBe(2);
    const already = await waitForExport(api, { kind: 'bids', exportId: 'bidexp_demo_ready' }, { signal: controller.signal }).catch((e: unknown) => e);
    expect(already).toBe(reason);
  });

  it('rides over transient API errors (the client retries them) and surfaces a 404', async () => {
    sb.ctx.faults.inject({ path: '/export/bids/bidexp_demo_ready', status: 503, times: 1 });
    expect((await waitForExport(api, { kind: 'bids', exportId: 'bidexp_demo_ready' }, fast)).attempts).toBe(1);
    await expect(waitForExport(api, { kind: 'impressions', exportId: 'exp_imp_missing' }, fast)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('waits for a request export by re-POSTing the identical body (no second export is made)', async () => {
    const body = { date: '2026-11-21', ad_unit_id: 'au_061_banner', country: 'IN' };
    const created = await api.exports.createRequests(body);
    const progress: ExportProgress[] = [];
    const ready = await waitForExport(api, { kind: 'requests', exportId: created.record.export_id, body }, { ...fast, onProgress: (p) => progress.push(p) });
    expect(ready.exportId).toBe(created.record.export_id);
    expect(progress.at(-1)!.status).toBe('ready');
    expect((await api.exports.createRequests(body)).record.export_id).toBe(created.record.export_id);
  });
});
