// Reading whole network reports (src/api/network-pages.ts) against the sandbox over HTTP: pages
// follow the snapshot; on 409 the caller's choice (fail, or restart and tell the consumer to
// discard); 503/504 waits are http.ts's alone (one wait per Retry-After, bounded); cancellation.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CancelledError, ConflictError, createApiClient, LimitExceededError, NetworkReport, SchemaError, TimedOutError, UnavailableError,
  type ApiClient, type NetworkRow,
} from '../../src/api/index.js';
import { parseBody } from '../../src/api/http.js';
import {
  collectNetworkReport, networkReportPages, type NetworkReportEvent, type NetworkReportQuery,
} from '../../src/api/network-pages.js';
import { configureNetworkReport, DEFAULT_NETWORK_LIMITS, startReingest } from '../../src/sandbox/data/network-store.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';

const NOW = Date.parse('2026-11-22T09:00:00Z');
let sandbox: Sandbox;
let api: ApiClient;
/** What http.ts asked to wait: the sandbox clock moves by that much instead of the test sleeping. */
const waits: number[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ now: NOW });
  api = createApiClient({
    baseUrl: sandbox.url,
    apiKey: 'sbx_full',
    retry: { maxRetries: 3, baseDelayMs: 10, maxDelayMs: 40, maxRetryAfterMs: 5_000 },
    sleep: async (ms) => {
      waits.push(ms);
      sandbox.ctx.clock.advance(ms);
    },
  });
});
afterAll(async () => {
  await api.close();
  await sandbox.close();
});
beforeEach(() => {
  sandbox.ctx.faults.clear();
  sandbox.ctx.clock.set(NOW);
  configureNetworkReport(sandbox.ctx, DEFAULT_NETWORK_LIMITS);
  waits.length = 0;
});

// 2026-11-21 is delivered by net_d and net_e only later in the day: moving the clock changes the data.
const QUERY: NetworkReportQuery = { start_date: '2026-11-19', end_date: '2026-11-21', dimensions: ['provider', 'placement_id', 'country'] };
const requests = () => sandbox.ctx.faults.count('/report/network');

async function drain(events: AsyncIterable<NetworkReportEvent>, onPage?: (n: number) => void): Promise<NetworkReportEvent[]> {
  const seen: NetworkReportEvent[] = [];
  for await (const e of events) {
    seen.push(e);
    if (e.type === 'page') onPage?.(seen.filter((s) => s.type === 'page').length);
  }
  return seen;
}
const rowsAfterLastRestart = (events: NetworkReportEvent[]): NetworkRow[] => {
  const start = events.findLastIndex((e) => e.type === 'restart') + 1;
  return events.slice(start).flatMap((e) => (e.type === 'page' ? e.rows : []));
};

describe('paging', () => {
  it('follows the pages with the first snapshot, one request per page, rows in order', async () => {
    const whole = await api.network.report({ ...QUERY, limit: 10_000 });
    sandbox.ctx.faults.clear();
    const events = await drain(networkReportPages(api.network, QUERY, { pageSize: 200, onConflict: 'fail' }));
    const pages = events.filter((e) => e.type === 'page');
    expect(pages.length).toBe(Math.ceil(whole.rows.length / 200));
    expect(requests()).toBe(pages.length);
    expect(pages.map((p) => p.page.offset)).toEqual(pages.map((_, i) => i * 200));
    expect(new Set(pages.map((p) => p.page.snapshot))).toEqual(new Set([whole.page.snapshot]));
    expect(pages.flatMap((p) => p.rows)).toEqual(whole.rows);
    expect(pages.at(-1)!.page.has_more).toBe(false);
  });

  it('rows are checked cheaply but strictly: a cell that is not a scalar is a SchemaError naming the row', async () => {
    const good = await api.network.report({ ...QUERY, limit: 3 });
    const bad = { ...good, rows: [good.rows[0], { ...good.rows[1], revenue: { amount: 1 } }] };
    const err = (() => {
      try {
        return parseBody(NetworkReport, JSON.stringify(bad), 'network.report');
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(SchemaError);
    expect((err as SchemaError).path).toBe('rows.1');
    expect(parseBody(NetworkReport, JSON.stringify(good), 'network.report').rows).toEqual(good.rows);
  });

  it('an empty report is one page with its fields and no rows', async () => {
    const events = await drain(networkReportPages(api.network, { ...QUERY, filters: { country: ['no such'] } }, { onConflict: 'fail' }));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'page', rows: [], page: { has_more: false } });
  });
});

describe('409: the caller chooses', () => {
  const deliverLateDays = () => sandbox.ctx.clock.set(Date.parse('2026-11-22T23:00:00Z'));

  it("onConflict 'fail' throws the ConflictError once the data changed", async () => {
    const err = await drain(networkReportPages(api.network, QUERY, { pageSize: 200, onConflict: 'fail' }), deliverLateDays).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConflictError);
    expect((err as ConflictError).reason).toBe('snapshot_changed');
  });

  it("onConflict 'restart' tells the consumer to discard, then reads the new data from offset 0", async () => {
    let moved = false;
    const events = await drain(networkReportPages(api.network, QUERY, { pageSize: 200, onConflict: 'restart' }), () => {
      if (!moved) deliverLateDays();
      moved = true;
    });
    const restarts = events.filter((e) => e.type === 'restart');
    expect(restarts).toHaveLength(1);
    expect(restarts[0]).toMatchObject({ type: 'restart', restart: 1, error: expect.any(ConflictError) });
    const after = events.slice(events.indexOf(restarts[0]!) + 1);
    expect(after[0]).toMatchObject({ type: 'page', page: { offset: 0 } });
    const fresh = await api.network.report({ ...QUERY, limit: 10_000 });
    expect(rowsAfterLastRestart(events)).toEqual(fresh.rows);
    expect(fresh.rows.some((r) => r.provider === 'net_d')).toBe(true);
  });

  it('gives up with the ConflictError after maxRestarts', async () => {
    let t = Date.parse('2026-11-22T10:00:00Z');
    const everyPageMovesTime = () => sandbox.ctx.clock.set((t += 3 * 3_600_000)); // each move delivers more
    const err = await drain(
      networkReportPages(api.network, { ...QUERY, end_date: '2026-11-23' }, { pageSize: 100, onConflict: 'restart', maxRestarts: 1 }),
      everyPageMovesTime,
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConflictError);
  });

  it('collectNetworkReport restarts by itself and keeps only the final pass', async () => {
    const fresh = await api.network.report({ ...QUERY, limit: 10_000 });
    // The first request passes, the second (page 2, with the snapshot) answers 409.
    sandbox.ctx.faults.inject({ path: '/report/network', times: 1 });
    sandbox.ctx.faults.inject({ path: '/report/network', status: 409, times: 1, message: 'snapshot mismatch' });
    const report = await collectNetworkReport(api.network, QUERY, { pageSize: 300 });
    expect(report).toMatchObject({ rows: fresh.rows, fields: fresh.fields, snapshot: fresh.page.snapshot, restarts: 1 });
  });
});

describe('503 and 504: http.ts waits, once per Retry-After, bounded', () => {
  it('a re-ingest mid-report: one wait of Retry-After, then 409, then a restart on the restated data', async () => {
    sandbox.ctx.clock.set(NOW - 10_000); // the re-ingest ends before NOW: later tests find none running
    let started = false;
    const events = await drain(networkReportPages(api.network, QUERY, { pageSize: 200, onConflict: 'restart' }), () => {
      if (!started) startReingest(sandbox.ctx, 2_000);
      started = true;
    });
    expect(waits).toEqual([2_000]); // no second layer of waiting on top of http.ts
    expect(events.filter((e) => e.type === 'restart')).toHaveLength(1);
    const fresh = await api.network.report({ ...QUERY, limit: 10_000 });
    expect(rowsAfterLastRestart(events)).toEqual(fresh.rows);
  });

  it('a re-ingest longer than the client may wait fails at once with UnavailableError', async () => {
    sandbox.ctx.clock.set(NOW - 200_000);
    startReingest(sandbox.ctx, 120_000);
    const err = await drain(networkReportPages(api.network, QUERY, { onConflict: 'restart' })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnavailableError);
    expect((err as UnavailableError).retryAfterMs).toBe(120_000);
    expect(waits).toEqual([]);
    expect(requests()).toBe(1);
  });

  it('a query past its budget answers 504; it keeps running, so the retry after Retry-After gets it', async () => {
    configureNetworkReport(sandbox.ctx, { queryBudgetMs: 0 });
    const realWait = createApiClient({
      baseUrl: sandbox.url, apiKey: 'sbx_full', retry: { maxRetries: 2, maxRetryAfterMs: 5_000 },
      sleep: async (ms) => {
        waits.push(ms);
        await sleep(ms);
      },
    });
    try {
      const report = await collectNetworkReport(realWait.network, { start_date: '2026-11-20', end_date: '2026-11-20' });
      expect(report.rows.length).toBeGreaterThan(0);
      expect(waits).toEqual([1_000]);
      expect(requests()).toBe(2);
    } finally {
      await realWait.close();
    }
  });

  it('without retries left, the 504 surfaces as TimedOutError with its Retry-After', async () => {
    configureNetworkReport(sandbox.ctx, { queryBudgetMs: 0 });
    const noRetry = createApiClient({ baseUrl: sandbox.url, apiKey: 'sbx_full', retry: { maxRetries: 0 } });
    const err = await noRetry.network.report({ start_date: '2026-11-01', end_date: '2026-11-03' }).catch((e: unknown) => e);
    await noRetry.close();
    expect(err).toBeInstanceOf(TimedOutError);
    expect((err as TimedOutError).retryAfterMs).toBeGreaterThanOrEqual(1_000);
  });
});

describe('cancellation and limits', () => {
  it('an aborted signal stops the reading with CancelledError and sends nothing more', async () => {
    const stop = new AbortController();
    const err = await drain(networkReportPages(api.network, QUERY, { pageSize: 100, onConflict: 'fail', signal: stop.signal }), () => stop.abort()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CancelledError);
    const sent = requests();
    await sleep(50);
    expect(requests()).toBe(sent);
    expect(sent).toBeLessThanOrEqual(2); // the first page and at most the one fetched ahead
  });

  it('leaving the loop early cancels the page fetched ahead', async () => {
    for await (const event of networkReportPages(api.network, QUERY, { pageSize: 100, onConflict: 'fail' })) {
      expect(event.type).toBe('page');
      break;
    }
    await sleep(50);
    expect(requests()).toBeLessThanOrEqual(2);
  });

  it('collectNetworkReport refuses to hold more than maxRows', async () => {
    const err = await collectNetworkReport(api.network, QUERY, { maxRows: 50, pageSize: 100 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LimitExceededError);
    expect((err as LimitExceededError).message).toMatch(/more than 50 rows; narrow the dates or filters, or export it as a CSV file/);
  });
});
