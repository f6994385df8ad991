// The dependencies every listener and command receives. Built once per app instance by
// `createDeps` and passed down explicitly — never a process-wide singleton, so tests and the
// local mode can run several bots in one process. `apiFor` is the only way to an ApiClient: the
// channel's bound connection, else the workspace's, else the env's ADOPS_API_URL/ADOPS_API_KEY
// (./tenants/accounts.ts).
import type { ApiClient } from '../api/index.js';
import { configSecrets, type Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import { noTracing, type Tracing } from '../tracing.js';
import { COMMANDS } from '../../commands/registry.js';
import type { RegisteredCommand } from '../../commands/types.js';
import { AccessGate } from './access/gate.js';
import { SlackOutbox } from '../outbox/outbox.js';
import { createDurable, type Durable, type DurableSetup } from './durable.js';
import { createInstaller, type Installer } from './oauth/installer.js';
import { Accounts, type ApiScope } from './tenants/accounts.js';
import { finishRotation } from './tenants/rotation.js';
import { DEFAULT_STOP_GRACE_MS, StopState } from './stop.js';

export type { ApiScope };

export interface AppDeps {
  config: Config;
  logger: Logger;
  /** The app's Prometheus metrics (src/metrics.ts), served on GET /metrics. */
  metrics: Metrics;
  /** The app's traces (src/tracing.ts; off unless configured), flushed by the graceful stop. */
  tracing: Tracing;
  apiFor(scope: ApiScope): ApiClient;
  /** The reporting-API connections behind apiFor (./tenants/accounts.ts). */
  accounts: Accounts;
  now(): number;
  commands: readonly RegisteredCommand[];
  /** THE way out to Slack: every Web API call and response_url post (src/outbox/outbox.ts). */
  outbox: SlackOutbox;
  /** The store, scheduler and workers (./durable.ts). */
  durable: Durable;
  /** Who may do what: the one access check before any API call (./access/gate.ts); its `facts` also give users' timezones. */
  access: AccessGate;
  /** The OAuth mode's installs and tokens (./oauth/installer.ts); unset with SLACK_BOT_TOKEN. */
  installer?: Installer;
  /** Whether this instance is stopping, and its answers in flight (./stop.ts). */
  stop: StopState;
  /** Stops the scheduler and workers, closes the store and frees pools (once). */
  close(): Promise<void>;
}

export interface CreateDepsOptions {
  config: Config;
  logger: Logger;
  /** Created where the app is (src/main.ts, src/local/stack.ts) and passed down. */
  metrics: Metrics;
  /** Made like the metrics, where the app is (src/main.ts: startTracing); default off. */
  tracing?: Tracing;
  now?: () => number;
  /** The store and its settings (./durable-config.ts); the durable side is built over them. */
  durable: DurableSetup;
  commands?: readonly RegisteredCommand[];
}

/** How soon a connection saved on another instance reaches this one's background jobs. */
const CONNECTIONS_REFRESH_MS = 5_000;

/** The OAuth mode's installer; config.ts has made sure the encryption key is there. */
function installerOf(config: Config, logger: Logger, accounts: Accounts, store: () => DurableSetup['store'], now: () => number): Installer | undefined {
  const oauth = config.slack.oauth;
  if (!oauth) return undefined;
  if (!accounts.box) throw new Error('the OAuth mode needs ADOPS_ENCRYPTION_KEY');
  return createInstaller({ oauth, slackApiUrl: config.slack.apiUrl, store, box: accounts.box, logger, secrets: configSecrets(config), now });
}

export function createDeps(opts: CreateDepsOptions): AppDeps {
  const now = opts.now ?? Date.now;
  const { config, logger, metrics } = opts;
  const tracing = opts.tracing ?? noTracing;
  const accounts = new Accounts({ config, logger, now, store: () => opts.durable.store, metrics, tracing });
  const apiFor = (scope: ApiScope): ApiClient => accounts.apiFor(scope);
  const outbox = new SlackOutbox({ logger, tracing, channelIntervalMs: opts.durable.durable.channelIntervalMs });
  const installer = installerOf(config, logger, accounts, () => opts.durable.store, now);
  const durable = createDurable({ ...opts.durable, outbox, config, logger, metrics, tracing, apiFor, refreshAccounts: (teamId) => accounts.refresh(teamId), accountLine: (scope) => accounts.accountLine(scope), now, ...(installer ? { botTokenFor: (teamId: string) => installer.botTokenFor(teamId) } : {}) });
  if (opts.durable.autoStart !== false) durable.start();
  // The durable queues' depth and oldest age, read from the store at each scrape of /metrics.
  metrics.watchQueues(() => durable.store.health.queues(new Date(now())));
  // Background jobs have no request to refresh their workspace first: they read a snapshot this keeps.
  accounts.start(CONNECTIONS_REFRESH_MS);
  // A key rotation finishes without waiting for each secret's next use (./tenants/rotation.ts).
  if (accounts.box) void finishRotation(opts.durable.store, accounts.box, logger);
  let closed: Promise<void> | undefined;
  return {
    config,
    logger,
    metrics,
    tracing,
    apiFor,
    accounts,
    now,
    outbox,
    commands: opts.commands ?? COMMANDS,
    durable,
    stop: new StopState(opts.durable.durable.stopGraceMs ?? DEFAULT_STOP_GRACE_MS),
    access: new AccessGate({ store: () => durable.store, outbox, logger, now, accountOf: (scope) => accounts.accountOf(scope) }),
    ...(installer ? { installer } : {}),
    // Idempotent: the app and its owner (the local stack) may both close it.
    close: () =>
      (closed ??= (async () => {
        await durable.close();
        await accounts.close();
        await outbox.close();
      })()),
  };
}
