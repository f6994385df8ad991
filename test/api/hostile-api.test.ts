// The API core against a hostile API on loopback (test/support/hostile-api.ts, in front of the
// real sandbox): a drip, an endless body, a 300 MB body with its Content-Length, an endless cursor
// and an error text full of internals. Outcomes only: what the call ends with, how many requests
// were sent, and that nothing is left open once the caller has stopped. The few time bounds are
// generous (seconds where the answer takes milliseconds): they catch a hang, not a speed.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BadRequestError, CancelledError, collectNetworkReport, createApiClient, ResponseTooLargeError, ServerError, TooSlowError, type ApiClient,
} from '../../src/api/index.js';
import { ErrorCode } from '../../src/errors.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { describeFailure } from '../../views/error-message.js';
import { LEAKY_ERROR, startHostileApi, type HostileApi } from '../support/hostile-api.js';

let sandbox: Sandbox;
let hostile: HostileApi;
let api: ApiClient;
const DAY = { start_time: 1_763_683_200, end_time: 1_763_769_599 };
const day = (n: number) => ({ start_time: DAY.start_time - n * 86_400, end_time: DAY.end_time - n * 86_400 });

beforeAll(async () => {
  sandbox = await startSandbox({ now: '2026-11-22T09:00:00Z' });
  hostile = await startHostileApi({ upstream: sandbox.url, dripMs: 200, hugeBytes: 300 * 1024 * 1024, cursorRows: 100 });
  api = createApiClient({ baseUrl: hostile.url, apiKey: 'sbx_full', connections: 16, retry: { maxRetries: 3, baseDelayMs: 10, maxDelayMs: 20 } });
});
afterAll(async () => {
  await api.close();
  await hostile.close();
  await sandbox.close();
});
beforeEach(() => hostile.rules.clear());

async function failure(p: Promise<unknown>): Promise<Error> {
  return p.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e as Error,
  );
}

/** Waits (up to `ms`) until no request is open at the hostile API; returns how many are. */
async function settled(path?: string, ms = 5_000): Promise<number> {
  const until = Date.now() + ms;
  while (hostile.open(path) > 0 && Date.now() < until) await sleep(20);
  return hostile.open(path);
}

describe('a drip', () => {
  it('is cut at the question’s deadline, counted to the last byte, and nothing stays open', async () => {
    hostile.rules.set('/report/dashboard', 'drip');
    const before = hostile.started('/report/dashboard');
    const err = await failure(api.within({ deadline: Date.now() + 1_500 }).dashboard.get(day(1)));
    expect(err).toBeInstanceOf(TooSlowError);
    expect((err as TooSlowError).bound).toBe('deadline');
    expect(hostile.started('/report/dashboard') - before).toBe(1);
    expect(await settled('/report/dashboard')).toBe(0);
    expect(describeFailure(err).what).toMatch(/too slow/);
    expect(describeFailure(err).what).not.toMatch(/could not reach|tried/);
  });

  it('without a question, one attempt is bounded whole (not only the silence between bytes), and retried', async () => {
    hostile.rules.set('/report/dashboard', 'drip');
    const impatient = createApiClient({ baseUrl: hostile.url, apiKey: 'sbx_full', retry: { maxRetries: 1, baseDelayMs: 1 }, timeouts: { totalMs: 800 } });
    try {
      const before = hostile.started('/report/dashboard');
      const err = await failure(impatient.dashboard.get(day(2)));
      expect(err).toBeInstanceOf(TooSlowError);
      expect((err as TooSlowError).attempts).toBe(2);
      expect(hostile.started('/report/dashboard') - before).toBe(2);
      expect(describeFailure(err).what).toMatch(/too slow.*tried 2 times/);
    } finally {
      await impatient.close();
    }
    expect(await settled('/report/dashboard')).toBe(0);
  });

  it('stops the moment the question is cancelled (the asker was told)', async () => {
    hostile.rules.set('/report/dashboard', 'drip');
    const asking = new AbortController();
    const pending = api.within({ signal: asking.signal, deadline: Date.now() + 60_000 }).dashboard.get(day(3));
    await sleep(300);
    asking.abort();
    expect(await failure(pending)).toBeInstanceOf(CancelledError);
    expect(await settled('/report/dashboard', 2_000)).toBe(0);
  });

  it('leaves room for a healthy endpoint: eight dripping questions do not take every connection', async () => {
    hostile.rules.set('/report/dashboard', 'drip');
    const asking = new AbortController();
    const drips = Array.from({ length: 8 }, (_, i) => api.within({ signal: asking.signal, deadline: Date.now() + 30_000 }).dashboard.get(day(10 + i)).catch((e: unknown) => e));
    await sleep(300);
    const t0 = Date.now();
    const tasks = await api.within({ deadline: Date.now() + 30_000 }).tasks.list();
    expect(Array.isArray(tasks)).toBe(true);
    expect(Date.now() - t0).toBeLessThan(10_000);
    expect(api.http.connections.held).toBeLessThanOrEqual(16);
    asking.abort();
    for (const d of await Promise.all(drips)) expect(d).toBeInstanceOf(CancelledError);
    expect(await settled()).toBe(0);
  });

  it('a shared call that may outlive a question’s deadline is not joined: the question makes its own', async () => {
    hostile.rules.set('/report/dashboard', 'drip');
    const before = hostile.started('/report/dashboard');
    const stop = new AbortController();
    const longer = api.within({ signal: stop.signal }).dashboard.get(day(30)).catch((e: unknown) => e);
    await sleep(100);
    const err = await failure(api.within({ deadline: Date.now() + 800 }).dashboard.get(day(30)));
    expect(err).toBeInstanceOf(TooSlowError);
    expect(hostile.started('/report/dashboard') - before).toBe(2);
    stop.abort();
    expect(await longer).toBeInstanceOf(CancelledError);
    expect(await settled()).toBe(0);
  });
});

describe('bodies past their operation’s limit', () => {
  it('a 300 MB body with its Content-Length is refused before reading, and not retried', async () => {
    hostile.rules.set('/config/show', 'huge');
    const before = { started: hostile.started('/config/show'), bytes: hostile.hostileBytes() };
    const err = await failure(api.config.show({}));
    expect(err).toBeInstanceOf(ResponseTooLargeError);
    expect((err as ResponseTooLargeError).declaredBytes).toBe(300 * 1024 * 1024);
    expect(hostile.started('/config/show') - before.started).toBe(1);
    expect(await settled()).toBe(0);
    // What the server got to write before the socket closed: socket buffers, not the body.
    expect(hostile.hostileBytes() - before.bytes).toBeLessThan(64 * 1024 * 1024);
    const told = describeFailure(err);
    expect(told.what).toMatch(/too large/);
    expect(told.what).not.toMatch(/could not reach|I retried|tried \d/);
  });

  it('a body that never ends is cut at the limit, and not retried', async () => {
    hostile.rules.set('/report/bidders', 'endless');
    const before = hostile.started('/report/bidders');
    const err = await failure(api.bidders.get(DAY));
    expect(err).toBeInstanceOf(ResponseTooLargeError);
    expect((err as ResponseTooLargeError).code).toBe(ErrorCode.ApiTooLarge);
    expect(hostile.started('/report/bidders') - before).toBe(1);
    expect(await settled()).toBe(0);
  });
});

describe('a cursor that never ends', () => {
  const query = { start_date: '2026-11-01', end_date: '2026-11-07', dimensions: ['provider'] };

  it('is read up to the question’s page budget, and the answer says from which row nothing was read', async () => {
    hostile.rules.set('/report/network', 'endless-cursor');
    const before = hostile.started('/report/network');
    const report = await collectNetworkReport(api.within({ pages: { pages: 5, rows: 1_000_000 } }).network, query, { maxRows: 1_000_000 });
    expect(report.rows).toHaveLength(500);
    expect(report.cut).toMatchObject({ type: 'cut', reason: 'pages', fromRow: 500 });
    expect(hostile.started('/report/network') - before).toBe(5);
  });

  it('stops when the question is cancelled', async () => {
    hostile.rules.set('/report/network', 'endless-cursor');
    const asking = new AbortController();
    const pending = collectNetworkReport(api.within({ signal: asking.signal }).network, query, { maxRows: 100_000_000 });
    await sleep(300);
    asking.abort();
    expect(await failure(pending)).toBeInstanceOf(CancelledError);
    // A request already on the wire when the signal fired may still arrive: none after that.
    await sleep(100);
    const after = hostile.started('/report/network');
    await sleep(500);
    expect(hostile.started('/report/network')).toBe(after);
    expect(await settled()).toBe(0);
  });
});

describe('an error text full of internals', () => {
  it('keeps the message without addresses, paths or stack frames; says "retried" only when it did', async () => {
    hostile.rules.set('/config/validate', 'leaky-400');
    const bad = await failure(api.config.validate({}));
    expect(bad).toBeInstanceOf(BadRequestError);
    const said = (bad as BadRequestError).apiMessage!;
    expect(said).toContain('ECONNREFUSED');
    for (const internal of ['10.20.30.40', '5432', '/srv/', 'Pool.connect', 'client.js']) {
      expect(said).not.toContain(internal);
      expect(bad.message).not.toContain(internal);
      expect(JSON.stringify(describeFailure(bad))).not.toContain(internal);
    }
    expect(LEAKY_ERROR).toContain('10.20.30.40');

    hostile.rules.set('/config/validate', 'leaky-500');
    const retried = await failure(api.config.validate({}));
    expect(retried).toBeInstanceOf(ServerError);
    expect((retried as ServerError).attempts).toBe(4);
    expect(describeFailure(retried).what).toMatch(/retried/);
    const once = createApiClient({ baseUrl: hostile.url, apiKey: 'sbx_full', retry: { maxRetries: 0 } });
    try {
      const err = await failure(once.config.validate({}));
      expect((err as ServerError).attempts).toBe(1);
      expect(describeFailure(err).what).not.toMatch(/retried/);
    } finally {
      await once.close();
    }
  });
});
