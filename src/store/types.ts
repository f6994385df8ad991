// The one store of the bot's durable state. Slack channel, user and team are kept by ID, never by
// name; every time is a UTC instant (timestamptz) and schedules keep their IANA timezone beside
// it. Implemented once over SQL (./sql-store.ts) for both PostgreSQL and PGlite. Digest
// subscriptions and runs are described in ./digest-types.ts, watches in ./watch-types.ts, export
// jobs in ./export-types.ts.
import type { RequestKeysRepo } from './request-keys.js';
import type { InboxRepo } from './inbox.js';
import type { SharedAnswersRepo } from './shared-answers.js';
import type { AnsweredRepo } from './answered.js';
import type { AbTestsRepo } from './ab-tests.js';
import type { WordThreadsRepo } from './word-threads.js';
import type { AccessRepo, AuditRepo } from './access.js';
import type { ConnectionsRepo } from './connections.js';
import type { InstallationsRepo } from './installations.js';
import type { RunsRepo, SubscriptionsRepo } from './digest-types.js';
import type { WatchesRepo } from './watch-types.js';
import type { ExportJobsRepo } from './export-types.js';

export * from './digest-types.js';
export * from './watch-types.js';
export * from './export-types.js';

export interface MessageRefsRepo {
  put(teamId: string, key: string, ref: { channelId: string; ts: string }, now: Date): Promise<void>;
  get(teamId: string, key: string): Promise<{ channelId: string; ts: string } | undefined>;
}

export type CacheEntry = { state: 'pending' } | { state: 'done'; body: unknown } | { state: 'error'; error: string };

export interface QueryCacheRepo {
  /** True when this owner now holds `key` (new, or the old entry expired) and must call the API. */
  claim(key: string, owner: string, now: Date, expiresAt: Date): Promise<boolean>;
  complete(key: string, owner: string, outcome: { body: unknown } | { error: string }): Promise<void>;
  read(key: string, now: Date): Promise<CacheEntry | undefined>;
  purgeExpired(now: Date): Promise<number>;
}

/** Newer block types a workspace's Slack refused (invalid_blocks), remembered for every instance. */
export interface BlockRefusalsRepo {
  /** The block types `teamId` refused at or after `since`. */
  list(teamId: string, since: Date): Promise<string[]>;
  /** Notes (again) that `teamId` refused these block types at `at`. */
  record(teamId: string, blockTypes: readonly string[], at: Date): Promise<void>;
}

export interface Store {
  readonly kind: 'postgres' | 'pglite';
  readonly subscriptions: SubscriptionsRepo;
  readonly runs: RunsRepo;
  readonly watches: WatchesRepo;
  readonly exports: ExportJobsRepo;
  readonly refs: MessageRefsRepo;
  readonly queryCache: QueryCacheRepo;
  readonly requestKeys: RequestKeysRepo;
  /** Slack requests acked and not yet answered (./inbox.ts). */
  readonly inbox: InboxRepo;
  /** Answers as shown, for Share (./shared-answers.ts). */
  readonly sharedAnswers: SharedAnswersRepo;
  /** An answer's audit entry, kept answer and inbox removal in one transaction (./answered.ts). */
  readonly answered: AnsweredRepo;
  /** The last command of each thread asked in plain words, and what each person asks most (./word-threads.ts). */
  readonly wordThreads: WordThreadsRepo;
  /** Access policies and the audit log (./access.ts). */
  readonly access: AccessRepo;
  readonly audit: AuditRepo;
  /** Reporting-API connections per workspace and channel bindings (./connections.ts). */
  readonly connections: ConnectionsRepo;
  /** Slack installations of the OAuth mode, sealed (./installations.ts). */
  readonly installations: InstallationsRepo;
  /** Block types each workspace's Slack refused (./block-refusals.ts). */
  readonly blockRefusals: BlockRefusalsRepo;
  /** A/B tests each account was asked about, watched or seen in digests, and their statuses (./ab-tests.ts). */
  readonly abTests: AbTestsRepo;
  /** Probes and metrics: a ping, the durable queues, one sealed key (./health.ts). */
  readonly health: HealthRepo;
  close(): Promise<void>;
}

/** A durable queue's depth and the age of its oldest item (seconds; 0 when empty). */
export interface QueueStats {
  queue: string;
  depth: number;
  oldestAgeSeconds: number;
}

export interface HealthRepo {
  /** Resolves when the store answers a query. */
  ping(): Promise<void>;
  queues(now: Date): Promise<QueueStats[]>;
  /** The most recently saved connection's sealed key, if any (does the encryption key open it?). */
  oneSealedKey(): Promise<{ teamId: string; name: string; keySealed: string } | undefined>;
}
