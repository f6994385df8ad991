// The dependencies every listener and command receives. Built once per app instance by
// `createDeps` and passed down explicitly — never a process-wide singleton, so tests and the
// local mode can run several bots in one process. `apiFor` is the only way to an ApiClient: today
// every workspace and channel maps to the env's ADOPS_API_URL/ADOPS_API_KEY.
import { createApiClient, type ApiClient } from '../api/index.js';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { COMMANDS } from '../../commands/registry.js';
import type { RegisteredCommand } from '../../commands/types.js';
import { AccessGate } from './access/gate.js';
import { createDurable, type Durable, type DurableSetup } from './durable.js';
import { ResponsePoster } from './response-url.js';
import { TimezoneCache } from './timezones.js';
import { WorkQueue } from './work-queue.js';

export interface ApiScope {
  teamId?: string;
  channelId?: string;
}

export interface AppDeps {
  config: Config;
  logger: Logger;
  apiFor(scope: ApiScope): ApiClient;
  now(): number;
  timezones: TimezoneCache;
  commands: readonly RegisteredCommand[];
  /** Answer work, bounded so acks stay fast under load (./work-queue.ts). */
  answers: WorkQueue;
  /** Posts to response_url (./response-url.ts). */
  responses: ResponsePoster;
  /** The store, scheduler and workers (./durable.ts). */
  durable: Durable;
  /** Who may do what: the one access check before any API call (./access/gate.ts). */
  access: AccessGate;
  /** Stops the scheduler and workers, closes the store and frees pools (once). */
  close(): Promise<void>;
}

export interface CreateDepsOptions {
  config: Config;
  logger: Logger;
  now?: () => number;
  /** The store and its settings (./durable-config.ts); the durable side is built over them. */
  durable: DurableSetup;
  commands?: readonly RegisteredCommand[];
}

export function createDeps(opts: CreateDepsOptions): AppDeps {
  const now = opts.now ?? Date.now;
  const { config, logger } = opts;
  // One client (one keep-alive pool) for every workspace and channel, made when first asked for.
  let client: ApiClient | undefined;
  const apiFor = (): ApiClient => {
    if (!config.adopsApiUrl) throw new Error('ADOPS_API_URL is not configured');
    client ??= createApiClient({ baseUrl: config.adopsApiUrl, apiKey: config.adopsApiKey, now, logger: logger.child({ component: 'api' }) });
    return client;
  };
  const responses = new ResponsePoster();
  const durable = createDurable({ ...opts.durable, config, logger, apiFor, now });
  if (opts.durable.autoStart !== false) durable.start();
  let closed: Promise<void> | undefined;
  return {
    config,
    logger,
    apiFor,
    now,
    timezones: new TimezoneCache(logger),
    answers: new WorkQueue(config.answerConcurrency),
    responses,
    commands: opts.commands ?? COMMANDS,
    durable,
    access: new AccessGate({ store: () => durable.store, logger, now, config }),
    // Idempotent: the app and its owner (the local stack) may both close it.
    close: () =>
      (closed ??= (async () => {
        await durable.close();
        await client?.close();
        await responses.close();
      })()),
  };
}
