// Spec 2.8 and 4.8–4.10: export request bodies (every row of the body field table), the export
// record, reuse of identical requests, 200 ready / 202 processing, 409 at the active limit, 404.
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../src/sandbox/server.js';
import { ExportRecord, ExportRecordWithStatus } from './schemas.js';
import { caller, contractSandbox, expectError, expectOk, NOW, type Answer } from './support.js';

// Exports of this sandbox never finish: what is created stays active (the 409 rule needs that).
const { http } = await contractSandbox({ exportDelayMs: 3_600_000 });

// The clock is 2026-11-22T09:00Z: yesterday is the latest completed UTC day, 45 days back the earliest.
const LATEST = '2026-11-21';
const EARLIEST = '2026-10-08';
const CREATE = ['/report/impressions/export', '/export/impressions', '/export/requests'];

/**
 * A new export, in a sandbox of its own: the account's limit of active exports (409) must not
 * decide whether a valid body is accepted.
 */
async function createAlone(path: string, body: unknown): Promise<Answer> {
  const own = await startSandbox({ now: NOW, exportDelayMs: 3_600_000 });
  try {
    return await caller(own.url).post(path, body);
  } finally {
    await own.close();
  }
}

describe.each(CREATE)('POST %s: body rules', (path) => {
  const kind = path.includes('requests') ? 'requests' : 'impressions';

  it('202 with a processing export record for a new export (date is the only required field)', async () => {
    const schema = path === '/report/impressions/export' ? ExportRecord : ExportRecordWithStatus;
    const record = expectOk(await createAlone(path, { date: LATEST }), schema, 202);
    expect(record.status ?? 'processing').toBe('processing');
    expect(record.url).toBeUndefined();
    expect(record.expires_at).toBeUndefined();
  });

  it.each([LATEST, EARLIEST])('accepts date=%s, an edge of the 45-day window', async (date) => {
    expect((await createAlone(path, { date })).status).toBe(202);
  });

  it.each([
    ['missing', {}],
    ['today (not completed)', { date: '2026-11-22' }],
    ['46 days ago', { date: '2026-10-07' }],
    ['not a calendar day', { date: '2026-02-30' }],
    ['not YYYY-MM-DD', { date: '21/11/2026' }],
    ['with a time', { date: '2026-11-21T00:00:00Z' }],
    ['a number', { date: 20261121 }],
  ])('400 naming date: %s', async (_what, body) => {
    expectError(await http.post(path, body), 400, 'date');
  });

  it.each([
    ['country', { country: 'USA' }],
    ['country', { country: 'XX' }],
    ['device_os', { device_os: 'Windows' }],
    ['test_mode', { test_mode: 'staging' }],
    ['app_bundle', { app_bundle: 7 }],
  ])('400 naming %s for %o (ISO alpha-2; iOS or Android; production, test or all; JSON strings)', async (name, change) => {
    expectError(await http.post(path, { date: LATEST, ...change }), 400, name);
  });

  it.each([
    { app_bundle: 'com.acmegames.wordrush' },
    { ad_unit_id: 'au_012_interstitial' },
    { country: 'GB' },
    { device_os: 'iOS' },
    { device_os: 'Android' },
    { test_mode: 'production' },
    { test_mode: 'test' },
    { test_mode: 'all' },
  ])('accepts the optional field %o', async (change) => {
    expect((await createAlone(path, { date: LATEST, ...change })).status).toBe(202);
  });

  const onlyOther = kind === 'requests' ? ['app_id', 'bidder', 'line_item_id'] : ['request_status'];
  it.each(onlyOther)(`400 naming %s: not a field of ${kind} exports`, async (field) => {
    expectError(await http.post(path, { date: LATEST, [field]: 'x' }), 400, field);
  });

  const onlyThis = kind === 'requests' ? ['request_status'] : ['app_id', 'bidder', 'line_item_id'];
  it.each(onlyThis)(`accepts %s, a field of ${kind} exports only`, async (field) => {
    const value = { request_status: 'no_fill', app_id: '1487320112', bidder: 'bidder_alpha', line_item_id: 'li_012_r1' }[field];
    expect((await createAlone(path, { date: LATEST, [field]: value })).status).toBe(202);
  });

  it.each(['[]', '"2026-11-21"', '{"date":'])('400 for a body that is not a JSON object: %s', async (body) => {
    expectError(await http.post(path, body), 400);
  });
});

describe('identical requests reuse one export (4.8, 4.9)', () => {
  it('the same body gives the same export_id, and the impression paths share exports', async () => {
    const body = { date: LATEST, country: 'US' };
    const first = expectOk(await http.post('/export/impressions', body), ExportRecordWithStatus, 202);
    const again = expectOk(await http.post('/report/impressions/export', body), ExportRecord, 202);
    expect(again.export_id).toBe(first.export_id);
  });

  it('409 once the account has the maximum of active exports; an identical request is still reused', async () => {
    const statuses: number[] = [];
    let last: Answer | undefined;
    for (let i = 0; i < 50 && last?.status !== 409; i++) {
      last = await http.post('/export/requests', { date: LATEST, ad_unit_id: `au_limit_${i}` });
      statuses.push(last.status);
    }
    expectError(last!, 409);
    expect(statuses.slice(0, -1).every((s) => s === 202)).toBe(true);
    expect((await http.post('/export/impressions', { date: LATEST, country: 'US' })).status).toBe(202);
  });
});

describe('a ready export (4.8, 2.8)', () => {
  it('answers 200 to the identical request, with a signed url and expires_at; GET returns the record', async () => {
    const quick = await startSandbox({ now: NOW, exportDelayMs: 0 });
    const own = caller(quick.url);
    try {
      // An ad unit with no traffic: the file is written at once.
      const body = { date: LATEST, ad_unit_id: 'au_none' };
      const created = expectOk(await own.post('/export/impressions', body), ExportRecordWithStatus, 202);
      let ready = await own.post('/export/impressions', body);
      for (let i = 0; i < 200 && ready.status === 202; i++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        ready = await own.post('/export/impressions', body);
      }
      const record = expectOk(ready, ExportRecordWithStatus, 200);
      expect(record.export_id).toBe(created.export_id);
      expect(record.url).toBeDefined();
      expect(Date.parse(record.expires_at!)).toBeGreaterThan(Date.parse(NOW));
      const read = expectOk(await own.get(`/report/impressions/export/${record.export_id}`), ExportRecord);
      expect(read.export_id).toBe(record.export_id);
      expect(read.url).toBeDefined();
      expect(read.expires_at).toBeDefined();
    } finally {
      await quick.close();
    }
  });
});

describe('reading exports (4.8, 4.10)', () => {
  it('GET /export/bids/{export_id} returns the export record with status', async () => {
    const processing = expectOk(await http.get('/export/bids/bidexp_demo_processing'), ExportRecordWithStatus);
    expect(processing).toMatchObject({ export_id: 'bidexp_demo_processing', status: 'processing' });
    expect(processing.url).toBeUndefined();
  });

  it('404 for an export this account does not have', async () => {
    expectError(await http.get('/export/bids/bidexp_nobody'), 404);
    expectError(await http.get('/report/impressions/export/exp_nobody'), 404);
  });
});
