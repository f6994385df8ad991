// The sandbox's transport: routing, auth, error bodies and request size — over raw HTTP,
// because these are the answers a client that does not validate first would get.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/index.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';

let sandbox: Sandbox;
const auth = { authorization: 'Bearer sbx_full' };

beforeAll(async () => {
  sandbox = await startSandbox({ now: '2026-11-22T09:00:00Z' });
});
afterAll(() => sandbox.close());

async function call(path: string, init: RequestInit = {}) {
  const res = await fetch(`${sandbox.url}${path}`, init);
  return { status: res.status, type: res.headers.get('content-type'), body: (await res.json()) as { error?: string } };
}

describe('sandbox transport', () => {
  it('answers an unknown operation with 404 and a JSON error body', async () => {
    const res = await call('/report/everything', { headers: auth });
    expect(res.status).toBe(404);
    expect(res.type).toMatch(/application\/json/);
    expect(res.body.error).toMatch(/no such operation: GET \/api\/v1\/report\/everything/);
  });

  it('answers a known path with the wrong method with 405', async () => {
    const res = await call('/auth/status', { method: 'POST', headers: auth });
    expect(res.status).toBe(405);
    expect(res.body.error).toMatch(/POST not allowed/);
  });

  it('asks for the bearer key when it is missing, before anything else', async () => {
    const res = await call('/report/dashboard?start_time=nonsense');
    expect(res.status).toBe(401);
    expect(res.body.error).toMatch(/Authorization: Bearer/);
  });

  it('refuses a request body that is not JSON with 400', async () => {
    const res = await call('/export/impressions', { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{"date":' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/not valid JSON/);
  });

  it('accepts the largest network filter the spec allows: 100 values of 1,024 bytes', async () => {
    const api = createApiClient({ baseUrl: sandbox.url, apiKey: 'sbx_full' });
    const values = Array.from({ length: 100 }, (_, i) => `${String(i).padStart(3, '0')}-${'é'.repeat(510)}`);
    expect(values.every((v) => Buffer.byteLength(v) === 1024)).toBe(true);
    const report = await api.network.report({ start_date: '2026-11-20', end_date: '2026-11-20', filters: { app_name: values } });
    expect(report.rows).toEqual([]);
    expect(report.page.has_more).toBe(false);
    await api.close();
  });
});
