// One bot instance of the chaos bench and the fault tests (bench/chaos.ts, bench/hostile-readback.ts,
// test/faults), in its own process: a store pool on a schema of the caller's and the scheduler
// ticking every minute, with leases, polls and retries shortened by BENCH_* settings. Prints
// "ready", and on SIGTERM its peak RSS and how many digests it ran, as one JSON line. (The
// scheduler bench runs the bot's own worker role instead: ./scheduler-workers.ts.)
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { pino } from 'pino';
import { createApiClient } from '../src/api/index.js';
import { createDurable } from '../src/app/durable.js';
import { installLastResort } from '../src/app/last-resort.js';
import { openStore } from '../src/store/index.js';
import { Metrics } from '../src/metrics.js';

const env = (name: string): string => {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is required`);
  return v;
};

function optionalMs<K extends string>(names: Record<K, string>): Partial<Record<K, number>> {
  return Object.fromEntries(Object.entries(names).flatMap(([k, v]) => (process.env[v as string] ? [[k, Number(process.env[v as string])]] : []))) as Partial<Record<K, number>>;
}

const TEAM = 'TBENCH';
const logger = pino({ level: 'warn' }, process.stderr);
// As `npm start`: nothing uncaught ends the process unless its state is unknown.
installLastResort(logger, () => process.exit(1));
const store = await openStore({ databaseUrl: env('BENCH_DATABASE_URL'), schema: env('BENCH_SCHEMA'), poolSize: 8 });
const api = createApiClient({ baseUrl: env('BENCH_API_URL'), apiKey: 'sbx_full', connections: 32 });
const durable = createDurable({
  config: { slack: { botToken: env('BENCH_BOT_TOKEN'), apiUrl: env('BENCH_SLACK_API_URL') }, chart: { mode: 'slack', quickchartUrl: 'https://quickchart.example' } },
  durable: {
    dataDir: '', instanceId: env('BENCH_INSTANCE'), schedulerConcurrency: Number(env('BENCH_CONCURRENCY')), graceMs: 60 * 60_000,
    workerIntervalMs: 60_000, channelIntervalMs: 1_000,
    // The chaos bench (bench/chaos.ts) shortens leases, polls, retries and deadlines.
    ...optionalMs({ runLeaseMs: 'BENCH_LEASE_MS', runPollMs: 'BENCH_POLL_MS', retryBaseMs: 'BENCH_RETRY_BASE_MS', deliveryDeadlineMs: 'BENCH_DEADLINE_MS', postSettleMs: 'BENCH_POST_SETTLE_MS', slackTimeoutMs: 'BENCH_SLACK_TIMEOUT_MS' }),
  },
  store,
  logger,
  metrics: new Metrics({ process: false }),
  apiFor: () => api,
  now: Date.now,
});

/** Digests this instance posted: its own runs in the store, read at the end. */
async function digestsRan(): Promise<number> {
  const latest = await store.runs.latest((await store.subscriptions.list({ teamId: TEAM })).map((s) => s.id));
  return [...latest.values()].filter((r) => r.instanceId === env('BENCH_INSTANCE') && r.status === 'ok').length;
}

/**
 * Where the peak RSS goes: the JS heap, or memory outside it (buffers, sockets, native), sampled;
 * and the heap just after each full collection, which is what was live rather than garbage waiting.
 */
const peak = { heapMb: 0, externalMb: 0, liveMb: 0 };
new PerformanceObserver((list) => {
  const major = list.getEntries().some((e) => (e as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR);
  if (major) peak.liveMb = Math.max(peak.liveMb, Math.round(process.memoryUsage().heapUsed / 1e6));
}).observe({ entryTypes: ['gc'] });
const sampler = setInterval(() => {
  const m = process.memoryUsage();
  peak.heapMb = Math.max(peak.heapMb, Math.round(m.heapUsed / 1e6));
  peak.externalMb = Math.max(peak.externalMb, Math.round((m.external + m.arrayBuffers) / 1e6));
}, 500);
sampler.unref();

durable.scheduler.start();
process.on('SIGTERM', () => {
  void (async () => {
    await durable.stop();
    const ran = await digestsRan();
    await store.close();
    await api.close();
    process.stdout.write(`${JSON.stringify({ instance: env('BENCH_INSTANCE'), peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024), rssAtReadyMb, peakHeapMb: peak.heapMb, peakExternalMb: peak.externalMb, peakLiveMb: peak.liveMb, cpuS: Math.round((process.cpuUsage(cpuAtReady).user + process.cpuUsage(cpuAtReady).system) / 1e5) / 10, ran })}\n`);
    process.exit(0);
  })();
});
const cpuAtReady = process.cpuUsage();
const rssAtReadyMb = Math.round(process.memoryUsage().rss / 1e6);
process.stdout.write('ready\n');
