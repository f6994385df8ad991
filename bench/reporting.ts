// Reporting latency of the sandbox, and the API core's own overhead per call.
// Run: npx tsx bench/reporting.ts [--smoke]   (loopback only; ~1,000 requests; under a minute;
// --smoke: a few requests of each kind)
//
// 1. A 31-day breakdown by day,country,app,format with granularity=hourly (7,440 rows) —
//    target p50 ≤ 50 ms — computed each time and answered from the response cache; and, for
//    scale, by hour,country,os,format (hour buckets: 71,424 rows, 12 MB).
// 2. A 31-day dashboard — target p50 ≤ 10 ms.
// 3. api.dashboard.get() (parameter checks + zod parse) vs a bare undici request to the same
//    URL, time per call and their ratio — target ≤ 1.3×.
// 4. Periods longer than 31 days (src/api/long-range.ts, long-range-abtest.ts): a 90-day revenue
//    summary and a 90-day A/B report read in parts equal the sums of their 31-day parts read
//    directly, to the cent, rates from the summed components — target: equal, every run.
import { parseArgs } from 'node:util';
import { request } from 'undici';
import { createApiClient, readAbTest, readDashboard, splitTimeRange, type AbTestReport, type DashboardResponse } from '../src/api/index.js';
import { startSandbox } from '../src/sandbox/server.js';
import { announceSmoke } from './smoke.js';
import { ANY_NODE_OPTION, announceRuntime } from './runtime.js';

const NOW = '2026-11-22T09:00:00Z';
const END = Date.parse('2026-11-22T00:00:00Z') / 1000 - 1;
const RANGE = { start_time: END + 1 - 31 * 86_400, end_time: END };
const AUTH = { authorization: 'Bearer sbx_full' };
const { values: args } = parseArgs({ options: { smoke: { type: 'boolean', default: false }, ...ANY_NODE_OPTION } });
announceRuntime(args['any-node'], 'reporting');
/** Requests per phase: JIT warm-up, then measured; the client/bare pairs of the overhead figure. */
const SIZES = args.smoke
  ? { warmBreakdown: 1, warmHourly: 0, warmDashboard: 1, breakdown: 3, cached: 3, hourly: 1, dashboard: 3, warmOverhead: 1, overhead: 3 }
  : { warmBreakdown: 10, warmHourly: 2, warmDashboard: 30, breakdown: 60, cached: 60, hourly: 12, dashboard: 200, warmOverhead: 30, overhead: 300 };

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

function summary(label: string, samples: number[]): { p50: number; p99: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const p50 = quantile(sorted, 0.5);
  const p99 = quantile(sorted, 0.99);
  console.log(`${label.padEnd(58)} n=${String(samples.length).padStart(3)}  p50 ${p50.toFixed(2).padStart(7)} ms  p99 ${p99.toFixed(2).padStart(7)} ms`);
  return { p50, p99 };
}

async function timeGet(url: string): Promise<{ ms: number; bytes: number }> {
  const t0 = performance.now();
  const res = await request(url, { headers: AUTH });
  const text = await res.body.text();
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${text.slice(0, 200)}`);
  return { ms: performance.now() - t0, bytes: text.length };
}

/** `url(i)` is the i-th request: the same URL repeated, or a new one each time (cache misses). */
async function latency(label: string, url: (i: number) => string, n: number): Promise<{ p50: number; p99: number; bytes: number }> {
  const samples: number[] = [];
  let bytes = 0;
  const cpu = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    const r = await timeGet(url(i));
    samples.push(r.ms);
    bytes = r.bytes;
  }
  const used = process.cpuUsage(cpu);
  const result = { ...summary(label, samples), bytes };
  // CPU time of this process (sandbox + bench client) per request: steadier than wall time on a busy machine.
  console.log(`${''.padEnd(58)}        cpu ${((used.user + used.system) / 1000 / n).toFixed(2).padStart(7)} ms/request`);
  return result;
}

function url(base: string, path: string, params: Record<string, string | number>): string {
  const u = new URL(`${base}${path}`);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, String(v));
  return u.toString();
}

async function main(): Promise<void> {
  const sandbox = await startSandbox({ now: NOW });
  const api = createApiClient({ baseUrl: sandbox.url, apiKey: 'sbx_full' });
  try {
    if (args.smoke) announceSmoke('a few requests of each kind');
    const { loadavg } = await import('node:os');
    console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} (machine shared with other work: compare the cpu figures)`);
    const t0 = performance.now();
    await timeGet(url(sandbox.url, '/report/dashboard', RANGE));
    console.log(`first request (builds the facts grid): ${(performance.now() - t0).toFixed(0)} ms; heap ${(process.memoryUsage().arrayBuffers / 1e6).toFixed(0)} MB in typed arrays`);

    // Moving end_time back by i seconds covers the same hours but is a new query: the sandbox
    // computes it instead of answering from its response cache.
    const breakdown = (i: number) =>
      url(sandbox.url, '/report/breakdown', { ...RANGE, end_time: RANGE.end_time - i, by: 'day,country,app,format', metrics: 'requests,impressions,revenue,ecpm,fill_rate', granularity: 'hourly' });
    const hourly = (i: number) =>
      url(sandbox.url, '/report/breakdown', { ...RANGE, end_time: RANGE.end_time - i, by: 'hour,country,os,format', metrics: 'requests,impressions,revenue,ecpm', granularity: 'hourly' });
    const dashboard = (i: number) => url(sandbox.url, '/report/dashboard', { ...RANGE, end_time: RANGE.end_time - i });
    for (let i = 0; i < SIZES.warmBreakdown; i++) await timeGet(breakdown(1000 + i)); // warm the JIT
    for (let i = 0; i < SIZES.warmHourly; i++) await timeGet(hourly(1000 + i));
    for (let i = 0; i < SIZES.warmDashboard; i++) await timeGet(dashboard(1000 + i));

    console.log('\nsandbox latency over loopback (request sent → body read):');
    const b = await latency('breakdown 31 d by day,country,app,format, computed', breakdown, SIZES.breakdown);
    const bc = await latency('  same query repeated (response cache)', () => breakdown(0), SIZES.cached);
    const h = await latency('breakdown 31 d by hour,country,os,format, computed', hourly, SIZES.hourly);
    const d = await latency('dashboard 31 d (daily), computed', dashboard, SIZES.dashboard);
    console.log(`  rows/bytes: day,country,app,format ${(b.bytes / 1e6).toFixed(2)} MB; hour,country,os,format ${(h.bytes / 1e6).toFixed(2)} MB`);

    console.log('\nAPI core overhead (31-day dashboard, same URL):');
    const viaClient: number[] = [];
    const bare: number[] = [];
    for (let i = 0; i < SIZES.warmOverhead; i++) await api.dashboard.get(RANGE);
    for (let i = 0; i < SIZES.overhead; i++) {
      // Interleaved so both see the same machine load.
      let t = performance.now();
      await api.dashboard.get(RANGE);
      viaClient.push(performance.now() - t);
      t = performance.now();
      const res = await request(dashboard(0), { headers: AUTH });
      await res.body.json();
      bare.push(performance.now() - t);
    }
    const c = summary('api.dashboard.get() (checks + undici pool + zod)', viaClient);
    const r = summary('bare undici request + JSON.parse', bare);
    const mean = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
    console.log(`  ratio client/bare: p50 ${(c.p50 / r.p50).toFixed(2)}×, mean ${(mean(viaClient) / mean(bare)).toFixed(2)}×`);

    const long = await longPeriods(sandbox.url, api);

    console.log('\ntargets: breakdown p50 ≤ 50 ms, dashboard p50 ≤ 10 ms, client/bare ≤ 1.3×, 90-day sums equal to the cent');
    console.log(`  breakdown ${b.p50 <= 50 ? 'met' : 'MISSED'} (computed), ${bc.p50 <= 50 ? 'met' : 'MISSED'} (cached); dashboard ${d.p50 <= 10 ? 'met' : 'MISSED'}, overhead ${c.p50 / r.p50 <= 1.3 ? 'met' : 'MISSED'}, long periods ${long ? 'met' : 'MISSED'}`);
  } finally {
    await api.close();
    await sandbox.close();
  }
}

/** The API's JSON for `path`, read bare (not through the client that merges). */
async function getJson<T>(base: string, path: string, params: Record<string, string | number>): Promise<T> {
  const res = await request(url(base, path, params), { headers: AUTH });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode}: ${await res.body.text()}`);
  return (await res.body.json()) as T;
}

/** Section 4: the merged figures against the parts' own, exactly (cents compared as integers). */
async function longPeriods(base: string, api: ReturnType<typeof createApiClient>): Promise<boolean> {
  const range = { start_time: END + 1 - 90 * 86_400, end_time: END };
  const parts = splitTimeRange(range);
  const cents = (n: number) => Math.round(n * 100);
  const t0 = performance.now();
  const merged = await readDashboard((p) => api.dashboard.get(p), range);
  const ms = performance.now() - t0;
  const own = (await Promise.all(parts.map((p) => getJson<DashboardResponse>(base, '/report/dashboard', { ...p })))).map((d) => d.summary);
  const revenue = own.reduce((t, s) => t + s.revenue, 0);
  const impressions = own.reduce((t, s) => t + s.total_impressions, 0);
  const requests = own.reduce((t, s) => t + s.total_requests, 0);
  const dashOk =
    cents(merged.summary.revenue) === cents(revenue) &&
    merged.summary.total_impressions === impressions &&
    merged.summary.ecpm === (revenue * 1000) / impressions &&
    merged.summary.fill_rate === (impressions / requests) * 100 &&
    merged.summary.total_users === undefined;

  const id = 'abt_demo_achieved';
  const ab = await readAbTest((p) => api.abTest.get(p), { ab_test_id: id, ...range });
  const abParts = await Promise.all(parts.map((p) => getJson<AbTestReport>(base, '/report/ab-test', { ab_test_id: id, ...p })));
  const abOk = (['control', 'test'] as const).every((g) => {
    const rev = abParts.reduce((t, r) => t + r[g].cumulative.revenue, 0);
    const imp = abParts.reduce((t, r) => t + r[g].cumulative.impressions, 0);
    return cents(ab.report[g].cumulative.revenue) === cents(rev) && ab.report[g].cumulative.ecpm === (rev * 1000) / imp;
  }) && ab.report.lift === null && ab.report.n_control === null;

  console.log(`\nperiods longer than 31 days (${parts.length} parts of ≤ 31 days, read 4 at a time):`);
  console.log(`  dashboard 90 d: ${ms.toFixed(0)} ms; revenue $${revenue.toFixed(2)} = sum of parts ${dashOk ? 'to the cent, eCPM and fill rate from the sums, users left unknown' : 'NOT EQUAL'}`);
  console.log(`  A/B ${id} 90 d: control + test totals ${abOk ? 'equal the parts’ sums to the cent, eCPM from the sums, lift and users not merged' : 'NOT EQUAL'}`);
  return dashOk && abOk;
}

await main();
