// Identical GETs in flight share one call (src/api/in-flight.ts), against the real sandbox over
// HTTP with its answers delayed: one call for many askers, errors shared, a caller that gives up
// does not cancel the call for the others, and two accounts never share a call.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, CancelledError, createApiClient, type ApiClient } from '../../src/api/index.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';

let sandbox: Sandbox;
let api: ApiClient;
const yesterday = { start_time: 1_763_683_200, end_time: 1_763_769_599 };

beforeAll(async () => {
  sandbox = await startSandbox({ now: '2026-11-22T09:00:00Z' });
  api = createApiClient({ baseUrl: sandbox.url, apiKey: 'sbx_full', retry: { maxRetries: 0 } });
});
afterAll(async () => {
  await api.close();
  await sandbox.close();
});
beforeEach(() => sandbox.ctx.faults.clear());

const slow = (times = 1) => sandbox.ctx.faults.inject({ path: '/report/dashboard', delayMs: 300, times });

describe('identical requests in flight', () => {
  it('makes one call for ten identical askers, and gives each the answer', async () => {
    slow();
    const answers = await Promise.all(Array.from({ length: 10 }, () => api.dashboard.get(yesterday)));
    expect(sandbox.ctx.faults.count('/report/dashboard')).toBe(1);
    expect(new Set(answers.map((a) => JSON.stringify(a.summary))).size).toBe(1);
    // Settled calls are not kept: the next asker calls again.
    await api.dashboard.get(yesterday);
    expect(sandbox.ctx.faults.count('/report/dashboard')).toBe(2);
  });

  it('calls once per distinct query', async () => {
    slow(2);
    await Promise.all([api.dashboard.get(yesterday), api.dashboard.get(yesterday), api.dashboard.get({ ...yesterday, country: 'US' })]);
    expect(sandbox.ctx.faults.count('/report/dashboard')).toBe(2);
  });

  it('shares an error with every asker', async () => {
    sandbox.ctx.faults.inject({ path: '/report/dashboard', delayMs: 300, status: 400, message: 'bad range' });
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => api.dashboard.get(yesterday)));
    expect(sandbox.ctx.faults.count('/report/dashboard')).toBe(1);
    for (const o of outcomes) {
      expect(o.status).toBe('rejected');
      expect((o as PromiseRejectedResult).reason).toBeInstanceOf(ApiError);
    }
    // The error is not kept: the next asker calls again and gets the answer.
    await expect(api.dashboard.get(yesterday)).resolves.toBeDefined();
    expect(sandbox.ctx.faults.count('/report/dashboard')).toBe(2);
  });

  it('lets one asker give up without cancelling the call for the others', async () => {
    slow();
    const quitter = new AbortController();
    const leaving = api.dashboard.get(yesterday, { signal: quitter.signal });
    const staying = [api.dashboard.get(yesterday), api.dashboard.get(yesterday)];
    setTimeout(() => quitter.abort(), 50);
    await expect(leaving).rejects.toBeInstanceOf(CancelledError);
    const answers = await Promise.all(staying);
    expect(answers).toHaveLength(2);
    expect(sandbox.ctx.faults.count('/report/dashboard')).toBe(1);
  });

  it('drops the call when every asker has given up: the next asker starts a new one', async () => {
    slow(2);
    const a = new AbortController();
    const b = new AbortController();
    const both = [api.dashboard.get(yesterday, { signal: a.signal }), api.dashboard.get(yesterday, { signal: b.signal })];
    setTimeout(() => (a.abort(), b.abort()), 50);
    for (const p of both) await expect(p).rejects.toBeInstanceOf(CancelledError);
    await api.dashboard.get(yesterday);
    expect(sandbox.ctx.faults.count('/report/dashboard')).toBe(2);
  });

  it('never shares a call between two accounts', async () => {
    const other = createApiClient({ baseUrl: sandbox.url, apiKey: 'sbx_reports', retry: { maxRetries: 0 } });
    try {
      slow(2);
      await Promise.all([api.dashboard.get(yesterday), other.dashboard.get(yesterday)]);
      expect(sandbox.ctx.faults.received.filter((c) => c.path.startsWith('/report/dashboard')).map((c) => c.keyId).sort()).toEqual(['key_full', 'key_reports']);
    } finally {
      await other.close();
    }
  });
});
