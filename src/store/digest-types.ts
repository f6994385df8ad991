// The store's digest subscriptions and their runs: what a subscription holds, one run's record,
// and the repositories of both (./subscriptions.ts, ./runs.ts, ./run-leases.ts).
import type { Claimed, ClaimOptions } from './leases.js';

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

/** How scheduled runs are leased: lease length (of a skipped run's notice, told by its creator) and the delivery deadline of a subscription's runs. */
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

/** A run with its subscription. */
export interface ClaimedRun {
  subscription: Subscription;
  run: Run;
}

export interface RunsRepo {
  /**
   * Creates the runs of up to `limit` due subscriptions: rows another instance is creating from
   * are skipped (SKIP LOCKED), and each (subscription, scheduled time) can be inserted once only
   * (unique key), so an occurrence has exactly one run. Advances next_run_at in the same
   * transaction. A running run is left claimable by any instance (`claim`); a skipped one is
   * recorded with its owner's notice leased to this instance, which tells the owner. Returns the
   * runs created here.
   */
  createDue(opts: { now: Date; instanceId: string; limit: number; plan: (s: Subscription) => RunPlan; lease: RunLease }): Promise<ClaimedRun[]>;
  /** A "run now": recorded with trigger manual at `at`. */
  startManual(subscriptionId: string, instanceId: string, at: Date): Promise<Run | undefined>;
  /** Finishes a run; with `instanceId`, only while this instance still holds it. False when it did not. */
  finish(runId: string, result: RunResult): Promise<boolean>;
  /**
   * Running runs nobody holds — created and not claimed yet, given back, or a retry now due — or
   * whose holder's lease ran out (taken over: it died or stalled), leased to this instance.
   */
  claim(opts: ClaimOptions): Promise<Array<Claimed<ClaimedRun>>>;
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
  /** Finished runs whose owner must still be told, their notice leased to this instance for `leaseMs`. */
  claimNotices(opts: ClaimOptions): Promise<Array<Claimed<ClaimedRun>>>;
  /** The owner's notice: sent, or to be tried again at `retryAt` (its lease ends either way). */
  noticeOutcome(runId: string, outcome: { sent: true } | { sent: false; retryAt: Date }): Promise<void>;
  /** Runs still `running` that started before `startedBefore` (their instance died): marked interrupted and returned. */
  interruptStale(startedBefore: Date, finishedAt: Date): Promise<Run[]>;
  recent(subscriptionId: string, limit: number): Promise<Run[]>;
  /** The latest run of each subscription. */
  latest(subscriptionIds: readonly string[]): Promise<Map<string, Run>>;
}
