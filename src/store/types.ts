// The one store of the bot's durable state. Slack channel, user and team are kept by ID, never by
// name; every time is a UTC instant (timestamptz) and schedules keep their IANA timezone beside
// it. Implemented once over SQL (./sql-store.ts) for both PostgreSQL and PGlite. Digest
// subscriptions and runs are described in ./digest-types.ts, watches in ./watch-types.ts.
import type { RequestKeysRepo } from './request-keys.js';
import type { InboxRepo } from './inbox.js';
import type { Claimed, ClaimOptions } from './leases.js';
import type { SharedAnswersRepo } from './shared-answers.js';
import type { AnsweredRepo } from './answered.js';
import type { AbTestsRepo } from './ab-tests.js';
import type { WordThreadsRepo } from './word-threads.js';
import type { AccessRepo, AuditRepo } from './access.js';
import type { ConnectionsRepo } from './connections.js';
import type { InstallationsRepo } from './installations.js';
import type { RunsRepo, SubscriptionsRepo } from './digest-types.js';
import type { WatchesRepo } from './watch-types.js';

export * from './digest-types.js';
export * from './watch-types.js';

export type ExportJobState = 'pending' | 'waiting' | 'blocked' | 'ready' | 'delivered' | 'failed';
export const ACTIVE_EXPORT_STATES: readonly ExportJobState[] = ['pending', 'waiting', 'blocked', 'ready'];

export interface ExportJobInput {
  teamId: string;
  requesterUserId: string;
  /** Channel the export was asked in; null delivers by DM. */
  channelId: string | null;
  kind: 'impressions' | 'requests';
  body: Record<string, string>;
  /** On 409 (too many active exports): try again later instead of failing. */
  retryOnConflict: boolean;
  giveUpAt: Date;
  /** The connection (account) it runs on, decided when asked; null/unset: the channel's account. */
  connectionId?: string | null;
}

export interface ExportJob extends ExportJobInput {
  id: string;
  state: ExportJobState;
  exportId: string | null;
  url: string | null;
  urlExpiresAt: Date | null;
  attempts: number;
  nextAttemptAt: Date;
  leaseOwner: string | null;
  leaseUntil: Date | null;
  lastError: string | null;
  messageChannelId: string | null;
  messageTs: string | null;
  createdAt: Date;
  updatedAt: Date;
  deliveredAt: Date | null;
}

export type ExportJobPatch = Partial<
  Pick<ExportJob, 'state' | 'exportId' | 'url' | 'urlExpiresAt' | 'attempts' | 'nextAttemptAt' | 'lastError' | 'messageChannelId' | 'messageTs' | 'deliveredAt'>
>;

export interface ExportJobsRepo {
  enqueue(input: ExportJobInput, now: Date): Promise<ExportJob>;
  get(id: string): Promise<ExportJob | undefined>;
  listForUser(teamId: string, userId: string, limit: number): Promise<ExportJob[]>;
  /**
   * Forgets every export of the workspace (uninstall): pending ones are never delivered, and the
   * signed links of delivered ones are not kept. A step running elsewhere loses its lease.
   */
  removeTeam(teamId: string): Promise<number>;
  /** Leases due active jobs (free, or whose holder's lease expired: a dead instance's work). */
  claim(opts: ClaimOptions): Promise<Array<Claimed<ExportJob>>>;
  /** Extends the lease while a step runs; false when another instance took the job over. */
  renew(id: string, instanceId: string, leaseUntil: Date): Promise<boolean>;
  /** Saves a step's outcome while holding the lease; `release` gives the job back. False if the lease was lost. */
  save(id: string, instanceId: string, patch: ExportJobPatch, now: Date, release: boolean): Promise<boolean>;
}

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
