// The dependencies every listener and command receives. Built once per app instance by
// `createDeps` and passed down explicitly — never a process-wide singleton, so tests and the
// local mode can run several bots in one process, and one bot can later serve many workspaces.
//
// SEAMS FOR ISSUE 6:
// - `apiFor({ teamId, channelId })` is the only way to get an ApiClient. Today every scope maps
//   to the env's ADOPS_API_URL/ADOPS_API_KEY; the store will map workspaces/channels to their
//   own accounts by replacing `apiFor` (see createDeps' `apiResolver` option).
// - `store` is the slot for the durable store (src/store/types.ts `Store`): pass it to
//   createDeps as `store`; listeners and commands of issue 6 read it from deps.
// - `background` runs follow-up work in-process; durable jobs (src/jobs) replace it behind
//   CommandContext.followUp.
import type { ApiClient } from '../api/index.js';
import { createApiClient } from '../api/index.js';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { Store } from '../store/types.js';
import { COMMANDS } from '../../commands/registry.js';
import type { RegisteredCommand } from '../../commands/types.js';
import { BackgroundTasks } from './background.js';
import { createDurable, type Durable, type DurableSetup } from './durable.js';
import { ResponsePoster } from './response-url.js';
import { TimezoneCache } from './timezones.js';
import { WorkQueue } from './work-queue.js';

export interface ApiScope {
  teamId?: string;
  channelId?: string;
}

export interface ApiResolver {
  apiFor(scope: ApiScope): ApiClient;
  close(): Promise<void>;
}

export interface AppDeps {
  config: Config;
  logger: Logger;
  apiFor(scope: ApiScope): ApiClient;
  now(): number;
  timezones: TimezoneCache;
  background: BackgroundTasks;
  commands: readonly RegisteredCommand[];
  /** Answer work, bounded so acks stay fast under load (./work-queue.ts). */
  answers: WorkQueue;
  /** Posts to response_url (./response-url.ts). */
  responses: ResponsePoster;
  /** Durable store of issue 6 (subscriptions, alert state); absent until that lands. */
  store?: Store;
  /** The store, scheduler and workers (src/app/durable.ts); absent when none was set up. */
  durable?: Durable;
  /** Frees pools and stops background work. */
  close(): Promise<void>;
}

/** Today's resolver: one API client (one keep-alive pool) for every workspace and channel. */
export function envApiResolver(config: Config, logger: Logger, now: () => number): ApiResolver {
  let client: ApiClient | undefined;
  return {
    apiFor: () => {
      if (!config.adopsApiUrl) throw new Error('ADOPS_API_URL is not configured');
      client ??= createApiClient({ baseUrl: config.adopsApiUrl, apiKey: config.adopsApiKey, now, logger: logger.child({ component: 'api' }) });
      return client;
    },
    close: async () => {
      await client?.close();
      client = undefined;
    },
  };
}

export interface CreateDepsOptions {
  config: Config;
  logger: Logger;
  now?: () => number;
  apiResolver?: ApiResolver;
  commands?: readonly RegisteredCommand[];
  store?: Store;
  /** Builds the durable side (store, scheduler, workers) over this app's config and API clients. */
  durable?: DurableSetup;
}

export function createDeps(opts: CreateDepsOptions): AppDeps {
  const now = opts.now ?? Date.now;
  const resolver = opts.apiResolver ?? envApiResolver(opts.config, opts.logger, now);
  const background = new BackgroundTasks(opts.logger);
  const responses = new ResponsePoster();
  const durable =
    opts.durable &&
    createDurable({ ...opts.durable, config: opts.config, logger: opts.logger, apiFor: (scope) => resolver.apiFor(scope), now });
  if (durable && opts.durable?.autoStart !== false) durable.start();
  return {
    config: opts.config,
    logger: opts.logger,
    apiFor: (scope) => resolver.apiFor(scope),
    now,
    timezones: new TimezoneCache(opts.logger),
    background,
    answers: new WorkQueue(opts.config.answerConcurrency),
    responses,
    commands: opts.commands ?? COMMANDS,
    store: opts.store,
    durable,
    close: async () => {
      await durable?.close();
      await background.close();
      await resolver.close();
      await responses.close();
    },
  };
}
