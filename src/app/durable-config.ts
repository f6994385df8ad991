// Settings of the durable side (store, scheduler, workers), read from the environment like the
// rest of the configuration: checked at start-up, every problem reported in plain words.
// DATABASE_URL and DATA_DIR are read by src/config.ts; the others here:
//   INSTANCE_ID             this instance's name in run history and leases (default host-pid)
//   SCHEDULER_CONCURRENCY   digests run at once by one instance (default 64; most of a run is waiting)
//   SCHEDULER_GRACE_MINUTES how late a missed digest may still be posted (default 60)
//   WORKER_INTERVAL_MS      how often exports and watches are looked at (default 2000)
//   SLACK_CHANNEL_INTERVAL_MS  spacing of posts to one channel (default 1000)
//   SCHEDULER_LEASE_MS      lease of a scheduled digest run; a dead instance's runs are taken over after it (default 20000)
//   SCHEDULER_POLL_MS       how often expired leases, retries and owner notices are looked for (default 5000)
//   SCHEDULER_RETRY_BASE_MS first retry of a digest that failed for now, doubling up to 5 minutes (default 5000)
//   SCHEDULER_DEADLINE_SECONDS  how late any digest may still be posted after failures (default per kind: 1–6 h)
//   ADOPS_STOP_GRACE_SECONDS  how long a stopping instance lets work in flight finish before handing it back (default 20; src/app/stop.ts)
//   ADOPS_NEW_STORE         1: make a new embedded store in a DATA_DIR that exists but holds none (default: refuse; docs/security.md)
import { hostname } from 'node:os';
import { z } from 'zod';
import { ConfigError, type Config } from '../config.js';
import { openStore, StoreRefusal, type Store } from '../store/index.js';
import { StartupError } from './startup.js';

export interface DurableConfig {
  databaseUrl?: string;
  dataDir: string;
  instanceId: string;
  schedulerConcurrency: number;
  graceMs: number;
  workerIntervalMs: number;
  channelIntervalMs: number;
  runLeaseMs?: number;
  runPollMs?: number;
  retryBaseMs?: number;
  /** One delivery deadline for every kind of digest (default: per kind). */
  deliveryDeadlineMs?: number;
  /** ADOPS_STOP_GRACE_SECONDS: a stop's grace (src/app/stop.ts); default 20 s. */
  stopGraceMs?: number;
  /** ADOPS_NEW_STORE=1: the operator asks for a new embedded store in a DATA_DIR that holds none. */
  newStore?: boolean;
  /** Background Slack calls' timeout (default SLACK_TIMEOUT_MS, 10 s) and a post's settle time (POST_SETTLE_MS): not in the environment, tests and benches shorten them. */
  slackTimeoutMs?: number;
  postSettleMs?: number;
}

const int = (name: string, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((s) => (s?.trim() ? s.trim() : undefined))
    .refine((s) => s === undefined || (/^\d+$/.test(s) && Number(s) >= min && Number(s) <= max), { message: `${name} must be a whole number from ${min} to ${max}` })
    .transform((s) => (s === undefined ? undefined : Number(s)));

const EnvSchema = z.object({
  INSTANCE_ID: z
    .string()
    .optional()
    .refine((s) => s === undefined || s.trim() === '' || /^[A-Za-z0-9._:-]{1,64}$/.test(s.trim()), { message: 'INSTANCE_ID may hold letters, digits and . _ : - (at most 64)' }),
  SCHEDULER_CONCURRENCY: int('SCHEDULER_CONCURRENCY', 1, 256),
  SCHEDULER_GRACE_MINUTES: int('SCHEDULER_GRACE_MINUTES', 0, 24 * 60),
  WORKER_INTERVAL_MS: int('WORKER_INTERVAL_MS', 100, 600_000),
  SLACK_CHANNEL_INTERVAL_MS: int('SLACK_CHANNEL_INTERVAL_MS', 0, 60_000),
  SCHEDULER_LEASE_MS: int('SCHEDULER_LEASE_MS', 300, 600_000),
  SCHEDULER_POLL_MS: int('SCHEDULER_POLL_MS', 100, 600_000),
  SCHEDULER_RETRY_BASE_MS: int('SCHEDULER_RETRY_BASE_MS', 10, 600_000),
  SCHEDULER_DEADLINE_SECONDS: int('SCHEDULER_DEADLINE_SECONDS', 1, 7 * 24 * 3600),
  ADOPS_STOP_GRACE_SECONDS: int('ADOPS_STOP_GRACE_SECONDS', 0, 600),
  ADOPS_NEW_STORE: z
    .string()
    .optional()
    .refine((s) => s === undefined || ['', '0', '1'].includes(s.trim()), { message: 'ADOPS_NEW_STORE must be 1 (make a new store in DATA_DIR) or unset' }),
});

export function loadDurableConfig(env: NodeJS.ProcessEnv, base: Pick<Config, 'databaseUrl' | 'dataDir'>): DurableConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((i) => i.message));
  const e = parsed.data;
  return {
    databaseUrl: base.databaseUrl,
    dataDir: base.dataDir ?? './data',
    instanceId: e.INSTANCE_ID?.trim() || `${hostname()}-${process.pid}`,
    schedulerConcurrency: e.SCHEDULER_CONCURRENCY ?? 64,
    graceMs: (e.SCHEDULER_GRACE_MINUTES ?? 60) * 60_000,
    workerIntervalMs: e.WORKER_INTERVAL_MS ?? 2_000,
    channelIntervalMs: e.SLACK_CHANNEL_INTERVAL_MS ?? 1_000,
    runLeaseMs: e.SCHEDULER_LEASE_MS,
    runPollMs: e.SCHEDULER_POLL_MS,
    retryBaseMs: e.SCHEDULER_RETRY_BASE_MS,
    deliveryDeadlineMs: e.SCHEDULER_DEADLINE_SECONDS === undefined ? undefined : e.SCHEDULER_DEADLINE_SECONDS * 1000,
    newStore: e.ADOPS_NEW_STORE?.trim() === '1',
    stopGraceMs: e.ADOPS_STOP_GRACE_SECONDS === undefined ? undefined : e.ADOPS_STOP_GRACE_SECONDS * 1000,
  };
}

/**
 * Reads the settings and opens the store (running its migrations): what createDeps' `durable`
 * takes. A store that cannot be opened is a StartupError naming what to check.
 */
export async function openDurableSetup(env: NodeJS.ProcessEnv, base: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<{ store: Store; durable: DurableConfig }> {
  const durable = loadDurableConfig(env, base);
  try {
    // Each migration applied is said, as the store's other notices are (stderr, before the logger exists).
    const onMigration = (m: { id: number; name: string }) => console.error(`adops-bot: applied migration ${m.id} (${m.name})`);
    const store = await openStore({ databaseUrl: durable.databaseUrl, dataDir: durable.dataDir, newStore: durable.newStore, onMigration });
    return { store, durable };
  } catch (err) {
    // The embedded store's refusals say what is wrong and what to do already.
    if (err instanceof StoreRefusal) throw new StartupError(err.message);
    throw new StartupError(`${(err as Error).message}. Check DATABASE_URL (or DATA_DIR for the embedded database).`);
  }
}
