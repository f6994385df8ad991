// One bot instance of the scheduler benchmark, in its own process: a store pool on the shared
// PostgreSQL schema and the scheduler ticking every minute. Prints "ready", and on SIGTERM its
// peak RSS and how many digests it ran, as one JSON line.
// With BENCH_TENANTS (the multi-tenant run) it is the OAuth mode's instance, built as createDeps
// (src/app/deps.ts) builds it: the config read from the OAuth mode's environment, Accounts over
// the stored connections for apiFor, and the installer's botTokenFor for every Slack call.
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { pino } from 'pino';
import { createApiClient, type ApiClient } from '../src/api/index.js';
import { configSecrets, loadConfig, type Config } from '../src/config.js';
import { createDurable } from '../src/app/durable.js';
import { createInstaller } from '../src/app/oauth/installer.js';
import { Accounts, type ApiScope } from '../src/app/tenants/accounts.js';
import { installLastResort } from '../src/app/last-resort.js';
import { openStore } from '../src/store/index.js';
import { teamIdOf } from './scheduler-tenants.js';
import { Metrics } from '../src/metrics.js';

const env = (name: string): string => {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is required`);
  return v;
};

function optionalMs<K extends string>(names: Record<K, string>): Partial<Record<K, number>> {
  return Object.fromEntries(Object.entries(names).flatMap(([k, v]) => (process.env[v as string] ? [[k, Number(process.env[v as string])]] : []))) as Partial<Record<K, number>>;
}

/** What differs between the two shapes: where API clients and Slack tokens come from, and the workspaces. */
interface Tenancy {
  config: Pick<Config, 'slack' | 'chart'>;
  apiFor(scope: ApiScope): ApiClient;
  botTokenFor?: (teamId: string) => Promise<string>;
  teams: string[];
  close(): Promise<void>;
}

/** As deps.ts: how soon a connection saved on another instance reaches background jobs. */
const CONNECTIONS_REFRESH_MS = 5_000;

const logger = pino({ level: 'warn' }, process.stderr);
// As `npm start`: nothing uncaught ends the process unless its state is unknown.
installLastResort(logger, () => process.exit(1));
const store = await openStore({ databaseUrl: env('BENCH_DATABASE_URL'), schema: env('BENCH_SCHEMA'), poolSize: 8 });

function singleWorkspace(): Tenancy {
  const api = createApiClient({ baseUrl: env('BENCH_API_URL'), apiKey: 'sbx_full', connections: 32 });
  return {
    config: { slack: { botToken: env('BENCH_BOT_TOKEN'), apiUrl: env('BENCH_SLACK_API_URL') }, chart: { mode: 'slack', quickchartUrl: 'https://quickchart.example' } },
    apiFor: () => api,
    teams: ['TBENCH'],
    close: () => api.close(),
  };
}

async function oauthMode(): Promise<Tenancy> {
  const config = loadConfig({
    SLACK_CLIENT_ID: env('BENCH_CLIENT_ID'), SLACK_CLIENT_SECRET: env('BENCH_CLIENT_SECRET'), SLACK_STATE_SECRET: env('BENCH_STATE_SECRET'),
    SLACK_SIGNING_SECRET: 'bench-signing-secret', SLACK_API_URL: env('BENCH_SLACK_API_URL'), ADOPS_ENCRYPTION_KEY: env('BENCH_ENCRYPTION_KEY'),
    DATABASE_URL: env('BENCH_DATABASE_URL'), CHART_MODE: 'slack', LOG_LEVEL: 'warn',
    // The workspaces' connections point at the sandbox: the deployment's own API origin.
    ADOPS_API_URL: env('BENCH_API_URL'),
  });
  const accounts = new Accounts({ config, logger, now: Date.now, store: () => store });
  const installer = createInstaller({ oauth: config.slack.oauth!, slackApiUrl: config.slack.apiUrl, store: () => store, box: accounts.box!, logger, secrets: configSecrets(config), now: Date.now });
  // deps.ts starts the scheduler before the first read of the connections lands; the bench reads
  // them first, so that a smoke run's digests (due as the instance starts) find their accounts.
  await accounts.sync();
  accounts.start(CONNECTIONS_REFRESH_MS);
  return {
    config,
    apiFor: (scope) => accounts.apiFor(scope),
    botTokenFor: (teamId) => installer.botTokenFor(teamId),
    teams: Array.from({ length: Number(env('BENCH_TENANTS')) }, (_, i) => teamIdOf(i)),
    close: () => accounts.close(),
  };
}

const tenancy = process.env.BENCH_TENANTS ? await oauthMode() : singleWorkspace();
const durable = createDurable({
  config: tenancy.config,
  durable: {
    dataDir: '', instanceId: env('BENCH_INSTANCE'), schedulerConcurrency: Number(env('BENCH_CONCURRENCY')), graceMs: 60 * 60_000,
    workerIntervalMs: 60_000, channelIntervalMs: 1_000,
    // The chaos bench (bench/chaos.ts) shortens leases, polls, retries and deadlines.
    ...optionalMs({ runLeaseMs: 'BENCH_LEASE_MS', runPollMs: 'BENCH_POLL_MS', retryBaseMs: 'BENCH_RETRY_BASE_MS', deliveryDeadlineMs: 'BENCH_DEADLINE_MS' }),
  },
  store,
  logger,
  metrics: new Metrics({ process: false }),
  apiFor: (scope) => tenancy.apiFor(scope),
  now: Date.now,
  ...(tenancy.botTokenFor ? { botTokenFor: tenancy.botTokenFor } : {}),
});

/** Digests this instance posted: its own runs in the store, read at the end. */
async function digestsRan(): Promise<number> {
  let ran = 0;
  for (let i = 0; i < tenancy.teams.length; i += 50) {
    const subs = (await Promise.all(tenancy.teams.slice(i, i + 50).map((teamId) => store.subscriptions.list({ teamId })))).flat();
    const latest = await store.runs.latest(subs.map((s) => s.id));
    ran += [...latest.values()].filter((r) => r.instanceId === env('BENCH_INSTANCE') && r.status === 'ok').length;
  }
  return ran;
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
    await tenancy.close();
    process.stdout.write(`${JSON.stringify({ instance: env('BENCH_INSTANCE'), peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024), rssAtReadyMb, peakHeapMb: peak.heapMb, peakExternalMb: peak.externalMb, peakLiveMb: peak.liveMb, cpuS: Math.round((process.cpuUsage(cpuAtReady).user + process.cpuUsage(cpuAtReady).system) / 1e5) / 10, ran })}\n`);
    process.exit(0);
  })();
});
const cpuAtReady = process.cpuUsage();
const rssAtReadyMb = Math.round(process.memoryUsage().rss / 1e6);
process.stdout.write('ready\n');
