// The one store of the bot's durable state. Slack channel, user and team are kept by ID, never by
// name; every time is a UTC instant (timestamptz) and schedules keep their IANA timezone beside
// it. Implemented once over SQL (./sql-store.ts) for both PostgreSQL and PGlite.
import type { RequestKeysRepo } from './request-keys.js';
import type { InboxRepo } from './inbox.js';
import type { ClaimOptions } from './leases.js';
import type { SharedAnswersRepo } from './shared-answers.js';
import type { AbTestsRepo } from './ab-tests.js';
import type { WordThreadsRepo } from './word-threads.js';
import type { AccessRepo, AuditRepo } from './access.js';
import type { ConnectionsRepo } from './connections.js';
import type { InstallationsRepo } from './installations.js';
import type { WatchesRepo } from './watch-types.js';
import type { ExportJobsRepo } from './export-types.js';

export * from './watch-types.js';
export * from './export-types.js';

/** A digest kind's name: the kinds are declared in src/jobs/digests/ (registry.ts checks a name before it is saved). */
export type DigestReport = string;

/** What a digest is narrowed to. Each report reads the fields it understands. */
export interface DigestFilters {
  country?: string;
  device_os?: 'iOS' | 'Android';
  /** Dashboard `source`: omitted = own data only. */
  source?: string;
  /** A/B digest: the tests to report on. */
  ab_test_ids?: string[];
  /** Network digest: ad networks to include (empty = all). */
  networks?: string[];
  /** Config digest: post only when the validation finds issues, or every time. */
  config_mode?: 'issues_only' | 'always';
  /** Any digest: send only when the latest day's revenue moved beyond its baseline (src/jobs/digests/why.ts). */
  only_changes?: boolean;
  /** Any digest: skip the send when the latest day has no data. */
  skip_empty?: boolean;
  /** Reconcile digest: flag gaps beyond this share of own revenue (%); unset: the report's default. */
  gap_pct?: number;
}

export interface SubscriptionInput {
  teamId: string;
  channelId: string;
  ownerUserId: string;
  report: DigestReport;
  /** Five-field cron in `timezone`. */
  cron: string;
  timezone: string;
  filters?: DigestFilters;
  paused?: boolean;
  /** The connection (account) it runs on, decided when it is made; null: the channel's account at each run. */
  connectionId?: string | null;
}

export interface Subscription extends Required<Omit<SubscriptionInput, 'connectionId'>> {
  id: string;
  /** The connection it runs on (null or unset: its channel's account at each run). */
  connectionId?: string | null;
  /** The next scheduled occurrence not yet claimed; null while paused. */
  nextRunAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type SubscriptionPatch = Partial<Pick<Subscription, 'channelId' | 'report' | 'cron' | 'timezone' | 'filters' | 'paused' | 'nextRunAt' | 'connectionId'>>;

export interface SubscriptionsRepo {
  create(input: SubscriptionInput, nextRunAt: Date | null, now: Date): Promise<Subscription>;
  get(id: string): Promise<Subscription | undefined>;
  list(query: { teamId: string; ownerUserId?: string; channelId?: string }): Promise<Subscription[]>;
  update(id: string, patch: SubscriptionPatch, now: Date): Promise<Subscription | undefined>;
  remove(id: string): Promise<boolean>;
}

export type RunStatus = 'running' | 'ok' | 'failed' | 'skipped' | 'interrupted';
export type RunTrigger = 'schedule' | 'manual';

export interface Run {
  id: string;
  subscriptionId: string;
  scheduledFor: Date;
  trigger: RunTrigger;
  status: RunStatus;
  instanceId: string;
  startedAt: Date;
  finishedAt: Date | null;
  durationMs: number | null;
  error: string | null;
  messageChannelId: string | null;
  messageTs: string | null;
  /** Leased runs (scheduled ones): who works it, until when; an expired lease is taken over. */
  leaseOwner: string | null;
  leaseUntil: Date | null;
  /** Attempts that failed for a passing reason and were put back for a retry. */
  attempts: number;
  /** After this, a failing run stops being retried and its owner is told. */
  deadlineAt: Date | null;
  /** Posted later than planned (retries): the post says so. */
  delayed: boolean;
  /** The thread reply of the main post, once posted. */
  threadTs: string | null;
  /**
   * Set just before the main post is sent. With no `messageTs`, the instance may have died between
   * Slack taking the post and its recording: a resumed run looks for it in the channel first.
   */
  postingSince: Date | null;
  /** Set just before the thread reply is sent; with no `threadTs`, a resumed run looks for it in the thread first. */
  threadPostingSince: Date | null;
  /**
   * When the latest attempt of the main post (of the thread reply) began. A post whose answer did not
   * come may still land for a while: it is read back only once that settle time has passed
   * (src/jobs/digest.ts).
   */
  postingLastAt: Date | null;
  threadPostingLastAt: Date | null;
}

/** What the scheduler decided for one due subscription (see scheduler/plan.ts). */
export interface RunPlan {
  scheduledFor: Date;
  /** running: post now. skipped: recorded as missed, not posted. */
  status: 'running' | 'skipped';
  error?: string;
  nextRunAt: Date | null;
}

/** How scheduled runs are leased: lease length and the delivery deadline of a subscription's runs. */
export interface RunLease {
  leaseMs: number;
  deadlineMs(s: Subscription): number;
}

export interface RunResult {
  status: 'ok' | 'failed';
  finishedAt: Date;
  error?: string;
  messageChannelId?: string;
  messageTs?: string;
  threadTs?: string;
  delayed?: boolean;
  /** Only while this instance holds the run's lease. */
  instanceId?: string;
  /** The owner must be told (failed; tried from `noticeAt` on) or was told already. */
  notice?: 'pending' | 'sent';
  noticeAt?: Date;
}

export interface ClaimedRun {
  subscription: Subscription;
  run: Run;
  /** Claimed from another instance whose lease ran out (it died or stalled), not a retry come due. */
  takenOver?: boolean;
}

export interface RunsRepo {
  /**
   * Claims up to `limit` due subscriptions for this instance: rows another instance is claiming
   * are skipped (SKIP LOCKED), and each (subscription, scheduled time) can be inserted once only
   * (unique key), so a run is claimed by exactly one instance. Advances next_run_at in the same
   * transaction. Returns the runs this instance won, including those recorded as skipped.
   */
  claimDue(opts: { now: Date; instanceId: string; limit: number; plan: (s: Subscription) => RunPlan; lease?: RunLease }): Promise<ClaimedRun[]>;
  /** A "run now": recorded with trigger manual at `at`. */
  startManual(subscriptionId: string, instanceId: string, at: Date): Promise<Run | undefined>;
  /** Finishes a run; with `instanceId`, only while this instance still holds it. False when it did not. */
  finish(runId: string, result: RunResult): Promise<boolean>;
  /** Running runs whose lease expired (a dead or stalled instance, or a retry now due), taken over by this instance. */
  claimExpired(opts: ClaimOptions): Promise<ClaimedRun[]>;
  /** Extends this instance's lease; false when it was lost to another instance. */
  renew(runId: string, instanceId: string, until: Date): Promise<boolean>;
  /** Records the main post (before the thread reply), so a resumed run never posts it twice. */
  recordPosted(runId: string, instanceId: string, posted: { channelId: string; ts: string }): Promise<boolean>;
  /** Records the thread reply, so a resumed run never posts it twice. */
  recordThreadPosted(runId: string, instanceId: string, ts: string): Promise<boolean>;
  /** Notes that the main post is about to be sent (see Run.postingSince). */
  recordPosting(runId: string, instanceId: string, at: Date): Promise<boolean>;
  /** Notes that the thread reply is about to be sent (see Run.threadPostingSince). */
  recordThreadPosting(runId: string, instanceId: string, at: Date): Promise<boolean>;
  /** Gives the run back for a retry at `at` (the lease expires then); counts the attempt. */
  retryLater(runId: string, instanceId: string, at: Date, error: string): Promise<boolean>;
  /** Gives the run back at once, not counted as an attempt: this instance is stopping (src/app/stop.ts). */
  handBack(runId: string, instanceId: string, now: Date): Promise<boolean>;
  /** Runs whose owner must still be told, claimed for `leaseMs`. */
  claimNotices(opts: { now: Date; instanceId: string; leaseMs: number; limit: number }): Promise<ClaimedRun[]>;
  /** The owner's notice: sent, or to be tried again at `retryAt`. */
  noticeOutcome(runId: string, outcome: { sent: true } | { sent: false; retryAt: Date }): Promise<void>;
  /** Runs still `running` that started before `startedBefore` (their instance died): marked interrupted and returned. */
  interruptStale(startedBefore: Date, finishedAt: Date): Promise<Run[]>;
  recent(subscriptionId: string, limit: number): Promise<Run[]>;
  /** The latest run of each subscription. */
  latest(subscriptionIds: readonly string[]): Promise<Map<string, Run>>;
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
