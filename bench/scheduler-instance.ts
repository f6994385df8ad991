// One bot instance of the scheduler benchmark, in its own process: a store pool on the shared
// PostgreSQL schema and the scheduler ticking every minute. Prints "ready", and on SIGTERM its
// peak RSS and how many digests it ran, as one JSON line.
import { pino } from 'pino';
import { createApiClient } from '../src/api/index.js';
import { createDurable } from '../src/app/durable.js';
import { installLastResort } from '../src/app/threads/last-resort.js';
import { openStore } from '../src/store/index.js';

const env = (name: string): string => {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is required`);
  return v;
};

function optionalMs<K extends string>(names: Record<K, string>): Partial<Record<K, number>> {
  return Object.fromEntries(Object.entries(names).flatMap(([k, v]) => (process.env[v as string] ? [[k, Number(process.env[v as string])]] : []))) as Partial<Record<K, number>>;
}

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
    ...optionalMs({ runLeaseMs: 'BENCH_LEASE_MS', runPollMs: 'BENCH_POLL_MS', retryBaseMs: 'BENCH_RETRY_BASE_MS', deliveryDeadlineMs: 'BENCH_DEADLINE_MS' }),
  },
  store,
  logger,
  apiFor: () => api,
  now: Date.now,
});
let ran = 0;
durable.scheduler.start();
// Count what this instance posted: its own runs in the store at the end.
process.on('SIGTERM', () => {
  void (async () => {
    await durable.stop();
    const subs = await store.subscriptions.list({ teamId: 'TBENCH' });
    const latest = await store.runs.latest(subs.map((s) => s.id));
    ran = [...latest.values()].filter((r) => r.instanceId === env('BENCH_INSTANCE') && r.status === 'ok').length;
    await store.close();
    await api.close();
    process.stdout.write(`${JSON.stringify({ instance: env('BENCH_INSTANCE'), peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024), rssAtReadyMb, cpuS: Math.round((process.cpuUsage(cpuAtReady).user + process.cpuUsage(cpuAtReady).system) / 1e5) / 10, ran })}\n`);
    process.exit(0);
  })();
});
const cpuAtReady = process.cpuUsage();
const rssAtReadyMb = Math.round(process.memoryUsage().rss / 1e6);
process.stdout.write('ready\n');
