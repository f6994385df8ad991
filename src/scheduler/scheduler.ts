// The digest scheduler of one bot instance. Every minute (node-cron) it claims the subscriptions
// that are due through the RunCoordinator — a database claim, so with several instances on one
// PostgreSQL each (subscription, scheduled time) is run by exactly one of them. A scheduled run
// is a durable job with a lease (run-executor.ts): renewed while it works, taken over by another
// instance when it expires, given back for a retry when Slack or the API fail for a while, and
// finished exactly once. The minute tick never waits on deliveries: it starts a pass and returns,
// so a slow minute cannot make node-cron skip the next one. Every few seconds a poll takes over
// expired leases, due retries and owners' notices still to send.
import cron, { type ScheduledTask } from 'node-cron';
import type { Metrics } from '../metrics.js';
import { LEASE_KINDS, type ClaimedRun, type Run, type Subscription } from '../store/index.js';
import { DEFAULT_DIGEST_KIND, DIGEST_DEADLINES_MS } from '../jobs/digests/registry.js';
import { RunCoordinator } from './coordinator.js';
import { DEFAULT_GRACE_MS } from './plan.js';
import { drainClaims } from './pool.js';
import { errorText, RunExecutor, type ExecutorOptions, type RunOutcome } from './run-executor.js';

export type { DigestRun, PostedRef, RunNotifier, RunProgress } from './types.js';

/** How late a digest of each kind may still be posted after failures (its declared `deadlineMs`); past it, the owner is told. */
export const DEFAULT_DEADLINES_MS: Readonly<Record<string, number>> = DIGEST_DEADLINES_MS;
/** A run of a kind this version does not declare: the default kind's. */
const FALLBACK_DEADLINE_MS = DEFAULT_DIGEST_KIND.deadlineMs;

/** What runs need (the store, this instance, the clock, the digest and whom to tell), and the scheduler's own settings. */
export interface SchedulerOptions extends Pick<ExecutorOptions, 'store' | 'instanceId' | 'now' | 'run' | 'notify' | 'logger'> {
  /** How late a run may still be posted (missed-run policy, plan.ts). */
  graceMs?: number;
  /** Digests run at once by this instance. */
  concurrency?: number;
  /** A manual run still `running` after this long belongs to a dead instance. */
  staleRunMs?: number;
  /** Deadline of one attempt. */
  runTimeoutMs?: number;
  /** When the instance looks for due work (node-cron syntax, seconds allowed). */
  tickCron?: string;
  /** Lease of a scheduled run (default 20 s), renewed every third of it. */
  leaseMs?: number;
  /** How often expired leases, due retries and notices are looked for (default 5 s). */
  pollMs?: number;
  /** Delivery deadline of a subscription's runs (default DEFAULT_DEADLINES_MS by report). */
  deadlineMs?: (s: Subscription) => number;
  /** First retry delay (default 5 s), doubling up to `retryMaxMs` (default 5 min); Retry-After wins. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Runs by outcome, their lateness and lease takeovers (src/metrics.ts). */
  metrics?: Metrics;
}

export interface TickReport {
  ok: number;
  failed: number;
  skipped: number;
  interrupted: number;
  /** Given back for a retry (Slack or the API failing for now). */
  retried: number;
  /** Taken over by another instance while this one worked on it. */
  lost: number;
}

const NOTICE_GIVE_UP_MS = 24 * 3_600_000;

export class Scheduler {
  private readonly coordinator: RunCoordinator;
  private readonly controller = new AbortController();
  private readonly executor: RunExecutor;
  private readonly leaseMs: number;
  private task: ScheduledTask | undefined;
  private poll: NodeJS.Timeout | undefined;
  private passing: Promise<TickReport> | undefined;
  private again = false;
  /** Set when stopping begins: nothing more is claimed, the runs in flight go on. */
  private stopping = false;
  /** Failing housekeeping or claims are logged once until they work again. */
  private readonly troubled = new Set<string>();

  constructor(private readonly o: SchedulerOptions) {
    this.coordinator = new RunCoordinator(o.store, o.instanceId, o.graceMs ?? DEFAULT_GRACE_MS);
    this.leaseMs = o.leaseMs ?? 20_000;
    this.executor = new RunExecutor(
      {
        store: o.store, instanceId: o.instanceId, now: o.now, run: o.run, notify: o.notify, logger: o.logger, leaseMs: this.leaseMs,
        runTimeoutMs: o.runTimeoutMs ?? 5 * 60_000, retryBaseMs: o.retryBaseMs ?? 5_000, retryMaxMs: o.retryMaxMs ?? 5 * 60_000,
        lateAfterMs: 5 * 60_000, defaultDeadlineMs: FALLBACK_DEADLINE_MS, metrics: o.metrics,
      },
      this.controller.signal,
    );
  }

  /** Ticks every minute from now on (and once at once, to catch up after a restart). */
  start(): void {
    if (this.task) return;
    // The callback returns at once: node-cron never sees a tick still running.
    this.task = cron.schedule(this.o.tickCron ?? '* * * * *', () => this.kick(), { name: `scheduler-${this.o.instanceId}` });
    this.poll = setInterval(() => this.kick(), this.o.pollMs ?? 5_000);
    this.poll.unref();
    this.kick();
  }

  /**
   * Stops ticking, lets the runs in flight go on until `graceMs` is over, then cuts them off: each
   * is handed back (run-executor.ts) for the next instance to resume.
   */
  async stop(graceMs = 0): Promise<void> {
    await this.task?.destroy();
    this.task = undefined;
    if (this.poll) clearInterval(this.poll);
    this.stopping = true;
    const passing = this.passing?.catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    if (graceMs > 0) await Promise.race([passing, new Promise((r) => (timer = setTimeout(r, graceMs)))]);
    clearTimeout(timer);
    this.controller.abort(new Error('shutting down'));
    await passing;
  }

  /** True while the store answers the scheduler (for /healthz's degraded report). */
  get storeReachable(): boolean {
    return this.troubled.size === 0;
  }

  /** Starts a pass, or asks the running one to look again; never waits. */
  kick(): void {
    if (this.stopping) return;
    void this.tick().catch((err: unknown) => this.o.logger.error({ err }, 'scheduler pass failed; retrying at the next tick'));
  }

  /** One pass: everything due now is claimed and worked. Overlapping calls share it (and make it look again). */
  tick(): Promise<TickReport> {
    if (this.passing) {
      this.again = true;
      return this.passing;
    }
    const report: TickReport = { ok: 0, failed: 0, skipped: 0, interrupted: 0, retried: 0, lost: 0 };
    this.passing = this.pass(report).finally(() => (this.passing = undefined));
    return this.passing;
  }

  private async pass(report: TickReport): Promise<TickReport> {
    do {
      this.again = false;
      await this.housekeeping(report);
      const concurrency = this.o.concurrency ?? 16;
      await this.guard('claim', () =>
        drainClaims<ClaimedRun>({
          concurrency,
          minBatch: Math.ceil(concurrency / 8),
          signal: this.controller.signal,
          claim: async (slots) => (this.stopping ? [] : this.claim(slots)),
          run: async ({ subscription, run }) => void report[await this.execute(subscription, run)]++,
          failed: (item, err) => this.o.logger.error({ err, runId: item.run.id }, 'digest run failed unexpectedly; its lease will expire and it will be taken over'),
          rearm: () => {
            const again = this.again;
            this.again = false;
            return again;
          },
        }),
      );
      await this.guard('notices', () => this.sendNotices());
    } while (this.again && !this.stopping);
    return report;
  }

  /** Runs whose lease expired (dead instance, due retry) first, then newly due subscriptions. */
  private async claim(slots: number): Promise<ClaimedRun[]> {
    const now = new Date(this.o.now());
    const expired = await this.o.store.runs.claimExpired({ now, instanceId: this.o.instanceId, leaseMs: this.leaseMs, limit: slots });
    for (const c of expired) if (c.takenOver) this.o.metrics?.leaseTakeovers.inc({ kind: LEASE_KINDS.digest });
    if (expired.length > 0) return expired;
    const lease = { leaseMs: this.leaseMs, deadlineMs: this.o.deadlineMs ?? ((s: Subscription) => DEFAULT_DEADLINES_MS[s.report] ?? FALLBACK_DEADLINE_MS) };
    return this.coordinator.claimDue(now, slots, lease);
  }

  private async housekeeping(report: TickReport): Promise<void> {
    const now = new Date(this.o.now());
    // Housekeeping any instance may do: shared query answers past their minute.
    await this.guard('purge', () => this.o.store.queryCache.purgeExpired(now));
    const stale = await this.guard('interrupt', () => this.o.store.runs.interruptStale(new Date(now.getTime() - (this.o.staleRunMs ?? 15 * 60_000)), now));
    for (const run of stale ?? []) {
      report.interrupted++;
      const sub = await this.guard('interrupt', () => this.o.store.subscriptions.get(run.subscriptionId));
      if (sub) await this.executor.tell('interrupted', sub, run, undefined);
    }
  }

  /** Owners' notices that could not be sent when their run ended (Slack was down): tried again. */
  private async sendNotices(): Promise<void> {
    for (;;) {
      const now = this.o.now();
      const due = await this.o.store.runs.claimNotices({ now: new Date(now), instanceId: this.o.instanceId, leaseMs: this.leaseMs, limit: 20 });
      if (due.length === 0 || this.controller.signal.aborted) return;
      await Promise.all(
        due.map(async ({ subscription, run }) => {
          if (now - (run.finishedAt ?? run.startedAt).getTime() > NOTICE_GIVE_UP_MS) {
            this.o.logger.error({ runId: run.id, subscriptionId: subscription.id }, 'owner could not be told for a day; giving up on the notice');
            return this.o.store.runs.noticeOutcome(run.id, { sent: true });
          }
          const kind = run.status === 'skipped' ? 'skipped' : run.status === 'interrupted' ? 'interrupted' : 'failed';
          await this.executor.tell(kind, subscription, run, new Error(run.error ?? 'the run failed'));
        }),
      );
    }
  }

  /** Runs `fn`; a failure is logged once (until it works again) and the pass goes on. */
  private async guard<T>(what: string, fn: () => Promise<T>): Promise<T | undefined> {
    try {
      const out = await fn();
      if (this.troubled.delete(what)) this.o.logger.info({ what }, 'scheduler store access works again');
      return out;
    } catch (err) {
      if (!this.troubled.has(what)) this.o.logger.error({ err: errorText(err), what }, 'scheduler could not reach the store; retrying');
      this.troubled.add(what);
      return undefined;
    }
  }

  /** Works one run (scheduled or manual) and counts how it ended. */
  private async execute(subscription: Subscription, run: Run): Promise<RunOutcome> {
    const outcome = await this.executor.execute(subscription, run);
    this.o.metrics?.digestRuns.inc({ outcome });
    return outcome;
  }

  /** "Run now": a manual run recorded in the history like a scheduled one. */
  async runNow(subscriptionId: string): Promise<Run | undefined> {
    const run = await this.o.store.runs.startManual(subscriptionId, this.o.instanceId, new Date(this.o.now()));
    const sub = run && (await this.o.store.subscriptions.get(subscriptionId));
    if (!run || !sub) return undefined;
    const outcome: RunOutcome = await this.execute(sub, run);
    this.o.logger.debug({ runId: run.id, outcome }, 'manual run done');
    return (await this.o.store.runs.recent(subscriptionId, 5)).find((r) => r.id === run.id);
  }
}
