// A bot instance in its own process for the durability test: it only runs the export worker,
// against the PostgreSQL schema, sandbox and Slack stand-in the parent names in the environment.
// It prints "ready" once working, and is killed with SIGKILL by the parent mid-flight.
import { pino } from 'pino';
import { createApiClient } from '../../src/api/index.js';
import { createDurable } from '../../src/app/durable.js';
import { openStore } from '../../src/store/index.js';
import { Metrics } from '../../src/metrics.js';

const env = (name: string): string => {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is required`);
  return v;
};

const store = await openStore({ databaseUrl: env('CHILD_DATABASE_URL'), schema: env('CHILD_SCHEMA'), poolSize: 2 });
const api = createApiClient({ baseUrl: env('CHILD_API_URL'), apiKey: 'sbx_full' });
const durable = createDurable({
  config: { slack: { botToken: env('CHILD_BOT_TOKEN'), apiUrl: env('CHILD_SLACK_API_URL') }, chart: { mode: 'slack', quickchartUrl: 'https://quickchart.example' } },
  durable: { dataDir: '', instanceId: env('CHILD_INSTANCE'), schedulerConcurrency: 1, graceMs: 0, workerIntervalMs: 200, channelIntervalMs: 0 },
  store,
  logger: pino({ level: 'silent' }),
  metrics: new Metrics({ process: false }),
  apiFor: () => api,
  now: Date.now,
  leaseMs: Number(env('CHILD_LEASE_MS')),
  exportOptions: { pollBaseMs: 200, maxPollMs: 400, conflictRetryMs: 1_000, giveUpAfterMs: 10 * 60_000 },
});
durable.exportWorker.start();
process.stdout.write('ready\n');
