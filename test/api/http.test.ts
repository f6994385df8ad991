// The transport of the API core against the real sandbox over HTTP: status → error class,
// retries with Retry-After, deadlines, and the key never leaking into errors or logs.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  BadRequestError,
  CancelledError,
  ConflictError,
  createApiClient,
  ForbiddenError,
  LimitExceededError,
  NetworkError,
  NotFoundError,
  ResponseTooLargeError,
  SchemaError,
  ServerError,
  TimedOutError,
  UnauthorizedError,
  UnavailableError,
  type ApiClient,
} from '../../src/api/index.js';
import { ErrorCode } from '../../src/errors.js';
import { parseRetryAfter } from '../../src/api/retry.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';

let sandbox: Sandbox;
let api: ApiClient;
const sleeps: number[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ now: '2026-11-22T09:00:00Z' });
  api = createApiClient({
    baseUrl: sandbox.url,
    apiKey: 'sbx_full',
    retry: { maxRetries: 3, baseDelayMs: 10, maxDelayMs: 40, maxRetryAfterMs: 5_000 },
    // Record the waits instead of sleeping them: the test asserts what was waited, not how long it took.
    sleep: async (ms) => void sleeps.push(ms),
  });
});
afterAll(async () => {
  await api.close();
  await sandbox.close();
});
beforeEach(() => {
  sandbox.ctx.faults.clear();
  sleeps.length = 0;
});

async function failure(p: Promise<unknown>): Promise<ApiError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe('status → error class', () => {
  const cases = [
    [400, BadRequestError, ErrorCode.ApiBadRequest],
    [401, UnauthorizedError, ErrorCode.ApiUnauthorized],
    [403, ForbiddenError, ErrorCode.ApiForbidden],
    [404, NotFoundError, ErrorCode.ApiNotFound],
    [409, ConflictError, ErrorCode.ApiConflict],
    [422, LimitExceededError, ErrorCode.ApiLimitExceeded],
  ] as const;
  for (const [status, cls, code] of cases) {
    it(`${status} becomes ${cls.name} without retrying`, async () => {
      sandbox.ctx.faults.inject({ path: '/auth/status', status, message: `sandbox says ${status}` });
      const err = await failure(api.auth.status());
      expect(err).toBeInstanceOf(cls);
      expect(err.code).toBe(code);
      expect(err.status).toBe(status);
      expect(err.apiMessage).toBe(`sandbox says ${status}`);
      expect(err.operation).toBe('auth.status');
      expect(sandbox.ctx.faults.count('/auth/status')).toBe(1);
    });
  }

  it('a real 401 from a wrong key', async () => {
    const other = createApiClient({ baseUrl: sandbox.url, apiKey: 'sbx_wrong_key_123' });
    const err = await failure(other.auth.status());
    expect(err).toBeInstanceOf(UnauthorizedError);
    expect(err.apiMessage).toMatch(/API key/);
    await other.close();
  });

  it('403 names the missing permission or feature', async () => {
    sandbox.ctx.faults.inject({ path: '/auth/status', status: 403, message: 'this API key lacks the auctions:read permission' });
    const err = (await failure(api.auth.status())) as ForbiddenError;
    expect(err.missing).toBe('auctions:read');
    sandbox.ctx.faults.inject({ path: '/auth/status', status: 403, message: 'network reporting is not enabled for this account' });
    expect(((await failure(api.auth.status())) as ForbiddenError).missing).toBe('network reporting');
  });

  it('409 tells a changed snapshot from too many exports by operation', () => {
    expect(new ConflictError('x', { operation: 'network.report' }).reason).toBe('snapshot_changed');
    expect(new ConflictError('x', { operation: 'exports.createImpressions' }).reason).toBe('too_many_exports');
  });
});

describe('retries', () => {
  it('retries 503 honouring Retry-After, then succeeds', async () => {
    sandbox.ctx.faults.inject({ path: '/auth/status', status: 503, retryAfterSeconds: 2, times: 2 });
    const me = await api.auth.status();
    expect(me.api_key_name).toBe('Sandbox full access');
    expect(sandbox.ctx.faults.count('/auth/status')).toBe(3);
    expect(sleeps).toEqual([2000, 2000]);
  });

  it('retries 500 and 504 with exponential backoff and jitter when no Retry-After is sent', async () => {
    sandbox.ctx.faults.inject({ path: '/auth/status', status: 500, times: 1 });
    sandbox.ctx.faults.inject({ path: '/auth/status', status: 504, times: 1 });
    await api.auth.status();
    expect(sleeps).toHaveLength(2);
    // attempt 0: step 10 ms → wait in [5, 10]; attempt 1: step 20 ms → wait in [10, 20]
    expect(sleeps[0]).toBeGreaterThanOrEqual(5);
    expect(sleeps[0]).toBeLessThanOrEqual(10);
    expect(sleeps[1]).toBeGreaterThanOrEqual(10);
    expect(sleeps[1]).toBeLessThanOrEqual(20);
  });

  it('gives up after maxRetries with the last error', async () => {
    sandbox.ctx.faults.inject({ path: '/auth/status', status: 503, retryAfterSeconds: 1, times: 10 });
    const err = await failure(api.auth.status());
    expect(err).toBeInstanceOf(UnavailableError);
    expect((err as UnavailableError).retryAfterMs).toBe(1000);
    expect(sandbox.ctx.faults.count('/auth/status')).toBe(4);
  });

  it('fails fast when Retry-After is longer than the cap', async () => {
    sandbox.ctx.faults.inject({ path: '/auth/status', status: 504, retryAfterSeconds: 600 });
    const err = await failure(api.auth.status());
    expect(err).toBeInstanceOf(TimedOutError);
    expect((err as TimedOutError).retryAfterMs).toBe(600_000);
    expect(sandbox.ctx.faults.count('/auth/status')).toBe(1);
    expect(sleeps).toEqual([]);
  });

  it('does not retry client errors', async () => {
    sandbox.ctx.faults.inject({ path: '/auth/status', status: 400 });
    await failure(api.auth.status());
    expect(sleeps).toEqual([]);
  });

  it('retries connection failures as NetworkError and reports them plainly', async () => {
    const dead = createApiClient({
      baseUrl: 'http://127.0.0.1:1/api/v1',
      apiKey: 'sbx_full',
      retry: { maxRetries: 2, baseDelayMs: 1, maxDelayMs: 2 },
    });
    const err = await failure(dead.auth.status());
    expect(err).toBeInstanceOf(NetworkError);
    expect(err.message).toMatch(/could not reach the reporting API/);
    await dead.close();
  });

  it('Retry-After accepts seconds and HTTP dates', () => {
    expect(parseRetryAfter('7')).toBe(7000);
    expect(parseRetryAfter(new Date(10_000 + 3000).toUTCString(), 10_000)).toBe(3000);
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});

describe('deadlines', () => {
  it('a response slower than the headers deadline fails as a network error instead of hanging', async () => {
    const impatient = createApiClient({
      baseUrl: sandbox.url,
      apiKey: 'sbx_full',
      timeouts: { headersMs: 200 },
      retry: { maxRetries: 0 },
    });
    sandbox.ctx.faults.inject({ path: '/auth/status', delayMs: 1500 });
    const err = await failure(impatient.auth.status());
    expect(err).toBeInstanceOf(NetworkError);
    // The message says only that no answer came; which deadline passed is for the log.
    expect(err.message).toMatch(/could not reach the reporting API/);
    expect((err as NetworkError).reason).toMatch(/no response headers in time/);
    await impatient.close();
  });

  it('an aborted call stops without retrying', async () => {
    const controller = new AbortController();
    sandbox.ctx.faults.inject({ path: '/auth/status', delayMs: 1000 });
    const pending = api.auth.status({ signal: controller.signal });
    controller.abort();
    const err = await failure(pending);
    expect(err).toBeInstanceOf(CancelledError);
    expect(err.attempts).toBe(1);
  });
});

describe('schema validation at the boundary', () => {
  let fake: Server;
  let body = '';
  let fakeUrl = '';
  beforeAll(async () => {
    // A stand-in API that answers whatever body the test sets: the client's parsing is what is under test.
    fake = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body);
    });
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
    fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/api/v1`;
  });
  afterAll(() => new Promise<void>((r) => fake.close(() => r())));

  const summary = { total_requests: 10, total_impressions: 5, revenue: 1.5, fill_rate: 50, ecpm: 300, total_clicks: 1, ctr: 20, total_users: 3 };

  it('tolerates fields the spec does not list', async () => {
    body = JSON.stringify({ summary: { ...summary, brand_new: 1 }, chart_data: [], extra: true });
    const client = createApiClient({ baseUrl: fakeUrl, apiKey: 'k' });
    const res = await client.dashboard.get({ start_time: 1_700_000_000, end_time: 1_700_086_399 });
    expect(res.summary.revenue).toBe(1.5);
    await client.close();
  });

  it('a missing required field is a SchemaError naming its path', async () => {
    const { revenue: _dropped, ...withoutRevenue } = summary;
    body = JSON.stringify({ summary: withoutRevenue, chart_data: [] });
    const client = createApiClient({ baseUrl: fakeUrl, apiKey: 'k' });
    const err = (await failure(client.dashboard.get({ start_time: 1_700_000_000, end_time: 1_700_086_399 }))) as SchemaError;
    expect(err).toBeInstanceOf(SchemaError);
    expect(err.path).toBe('summary.revenue');
    expect(err.message).toContain('summary.revenue');
    await client.close();
  });

  it('an answer larger than the bound is not read to its end, and said to be too large', async () => {
    body = JSON.stringify({ summary, chart_data: Array.from({ length: 2_000 }, (_, i) => ({ padding: 'x'.repeat(50), i })) });
    const client = createApiClient({ baseUrl: fakeUrl, apiKey: 'k', maxResponseBytes: 16 * 1024, retry: { maxRetries: 0 } });
    const err = await failure(client.dashboard.get({ start_time: 1_700_000_000, end_time: 1_700_086_399 }));
    expect(err).toBeInstanceOf(ResponseTooLargeError);
    expect(err.code).toBe(ErrorCode.ApiTooLarge);
    await client.close();
  });

  it('a body that is not JSON is a SchemaError', async () => {
    body = '<html>gateway</html>';
    const client = createApiClient({ baseUrl: fakeUrl, apiKey: 'k' });
    expect(await failure(client.auth.status())).toBeInstanceOf(SchemaError);
    await client.close();
  });
});

describe('the key stays secret', () => {
  it('never appears in error messages or in what the logger receives', async () => {
    const secret = 'sbx_super_secret_value_987';
    const logged: string[] = [];
    const log = (obj: object, msg: string) => void logged.push(JSON.stringify(obj) + msg);
    const client = createApiClient({
      baseUrl: sandbox.url,
      apiKey: secret,
      retry: { maxRetries: 1, baseDelayMs: 1 },
      logger: { debug: log, warn: log },
    });
    sandbox.ctx.faults.inject({ path: '/auth/status', status: 500 });
    const err = await failure(client.auth.status());
    const everything = [err.message, err.apiMessage ?? '', JSON.stringify(err), ...logged].join('\n');
    expect(logged.length).toBeGreaterThan(0);
    expect(everything).not.toContain(secret);
    expect(err).toBeInstanceOf(UnauthorizedError);
    await client.close();
  });

  it('ServerError is what a 500 that persists becomes', async () => {
    sandbox.ctx.faults.inject({ path: '/auth/status', status: 500, times: 10 });
    expect(await failure(api.auth.status())).toBeInstanceOf(ServerError);
  });
});

describe('statuses that do not heal', () => {
  it('a 501 is reported at once, not retried', async () => {
    sandbox.ctx.faults.inject({ path: '/auth/status', status: 501, times: 5 });
    expect(await failure(api.auth.status())).toBeInstanceOf(ServerError);
    expect(sandbox.ctx.faults.count('/auth/status')).toBe(1);
  });
});
