// The digest scheduler of one bot instance. Every minute (node-cron), and every few seconds, it
// creates the runs of the subscriptions that are due through the RunCoordinator — a database
// step, so with several instances on one PostgreSQL each (subscription, scheduled time) gets
// exactly one run — and wakes its claim loops. A scheduled run is then leased work like any other
// (./workers.ts, the one claim loop): claimed by whichever instance has a free slot, its lease
// renewed while it works (./run-executor.ts works it), taken over by another instance when it expires,
// given back for a retry when Slack or the API fail for a while, handed back by a stop, and
// finished exactly once. Owners' notices still to send (Slack was down when the run ended) are
// leased work too. The minute tick never waits on deliveries: it starts a step and returns, so a
// slow minute cannot make node-cron skip the next one.
import cron, { type ScheduledTask } from 'node-cron';
import type { Metrics } from '../metrics.js';
import { LEASE_KINDS, type ClaimedRun, type ClaimOptions, type Run, type RunLease, type Subscription } from '../store/index.js';
import { RunCoordinator } from './coordinator.js';
import { DEFAULT_GRACE_MS } from './plan.js';
import { errorText, RunExecutor, type ExecutorOptions, type RunOutcome } from './run-executor.js';
import { LeasedWorker } from './workers.js';

export type { DigestRun, PostedRef, RunNotifier, RunProgress } from './types.js';

/**
 * How late a run may still be posted after failures when the caller does not say (`deadlineMs`:
 * the app passes each digest kind's own, declared in src/jobs/digests/); past it, the owner is told.
 */
const FALLBACK_DEADLINE_MS = 2 * 3_600_000;

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
  /** How often due subscriptions, expired leases, due retries and notices are looked for (default 5 s). */
  pollMs?: number;
  /** Delivery deadline of a subscription's runs (its digest kind's, src/jobs/digests/registry.ts; default 2 h). */
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
const noOutcomes = (): TickReport => ({ ok: 0, failed: 0, skipped: 0, interrupted: 0, retried: 0, lost: 0 });

export class Scheduler {
  private readonly coordinator: RunCoordinator;
  /** Aborted when a stop's grace is over: cuts off manual runs (the claim loops cut off their own). */
  private readonly controller = new AbortController();
  private readonly executor: RunExecutor;
  private readonly runLease: RunLease;
  /** Runs created per transaction: as many as it runs at once, so instances at one minute create side by side. */
  private readonly createBatch: number;
  /** The claim loops of scheduled runs and of owners' notices still to send. */
  private readonly runs: LeasedWorker<ClaimedRun>;
  private readonly notices: LeasedWorker<ClaimedRun>;
  private task: ScheduledTask | undefined;
  private poll: NodeJS.Timeout | undefined;
  private preparing: Promise<void> | undefined;
  private prepareAgain = false;
  private passing: Promise<TickReport> | undefined;
  /** The reports of the passes under way: every outcome meanwhile counts in each. */
  private readonly reports = new Set<TickReport>();
  /** Set when stopping begins: nothing more is created or claimed, the runs in flight go on. */
  private stopping = false;
  /** Failing housekeeping or claims are logged once until they work again. */
  private readonly troubled = new Set<string>();

  constructor(private readonly o: SchedulerOptions) {
    this.coordinator = new RunCoordinator(o.store, o.instanceId, o.graceMs ?? DEFAULT_GRACE_MS);
    const leaseMs = o.leaseMs ?? 20_000;
    this.runLease = { leaseMs, deadlineMs: o.deadlineMs ?? (() => FALLBACK_DEADLINE_MS) };
    this.executor = new RunExecutor({
      store: o.store, instanceId: o.instanceId, now: o.now, run: o.run, notify: o.notify, logger: o.logger, leaseMs,
      runTimeoutMs: o.runTimeoutMs ?? 5 * 60_000, retryBaseMs: o.retryBaseMs ?? 5_000, retryMaxMs: o.retryMaxMs ?? 5 * 60_000,
      lateAfterMs: 5 * 60_000, defaultDeadlineMs: FALLBACK_DEADLINE_MS, metrics: o.metrics,
    });
    const lease = (slots: number): ClaimOptions => ({ now: new Date(o.now()), instanceId: o.instanceId, leaseMs, limit: slots });
    // Both are woken by this scheduler's tick and poll, not polls of their own.
    const common = { pollMs: o.pollMs ?? 5_000, renewMs: Math.max(50, leaseMs / 3), logger: o.logger, metrics: o.metrics };
    const concurrency = (this.createBatch = o.concurrency ?? 16);
    this.runs = new LeasedWorker<ClaimedRun>({
      ...common,
      kind: LEASE_KINDS.digest,
      concurrency,
      // Claims wait for a few free slots (fewer claim transactions in a busy minute).
      minBatch: Math.ceil(concurrency / 8),
      claim: (slots) => this.tracked('claim', () => o.store.runs.claim(lease(slots))),
      run: async ({ subscription, run }, signal) => this.count(await this.execute(subscription, run, signal)),
      renew: ({ run }) => o.store.runs.renew(run.id, o.instanceId, new Date(o.now() + leaseMs)),
      // Its lease ends now: the next instance (or this one, restarted) claims it at once.
      handBack: async ({ run }) => void (await o.store.runs.handBack(run.id, o.instanceId, new Date(o.now()))),
    });
    this.notices = new LeasedWorker<ClaimedRun>({
      ...common,
      kind: LEASE_KINDS.notice,
      concurrency: 8,
      claim: (slots) => this.tracked('notices', () => o.store.runs.claimNotices(lease(slots))),
      run: (claimed) => this.sendNotice(claimed),
    });
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
   * Stops ticking and claiming, lets the runs in flight go on until `graceMs` is over, then cuts
   * them off: each scheduled run is handed back (./workers.ts) for the next instance to resume.
   */
  async stop(graceMs = 0): Promise<void> {
    await this.task?.destroy();
    this.task = undefined;
    if (this.poll) clearInterval(this.poll);
    this.stopping = true;
    await Promise.all([this.runs.stop(graceMs), this.notices.stop(graceMs)]);
    this.controller.abort(new Error('shutting down'));
    await Promise.all([this.preparing, this.passing].map((p) => p?.catch(() => undefined)));
  }

  /** True while the store answers the scheduler (for /healthz's degraded report). */
  get storeReachable(): boolean {
    return this.troubled.size === 0;
  }

  /** Creates the runs now due and wakes the claim loops; never waits. */
  kick(): void {
    if (this.stopping) return;
    void this.prepare()
      .catch((err: unknown) => this.o.logger.error({ err }, 'scheduler step failed; retrying at the next tick'))
      .then(() => [this.runs, this.notices].forEach((loop) => loop.wake()));
  }

  /**
   * One pass: the runs due now are created, and everything claimable is claimed and worked until
   * nothing is left. Overlapping calls share it (and make it look again).
   */
  tick(): Promise<TickReport> {
    if (this.passing) {
      this.kick();
      return this.passing;
    }
    const report = noOutcomes();
    this.reports.add(report);
    const loops = () => Promise.all([this.runs.pass(), this.notices.pass()]);
    this.passing = (async () => {
      // What is claimable already (a lease run out, a retry due) is claimed at once, while the due
      // runs are created; then once more, for the runs created meanwhile.
      await Promise.all([this.prepare(), loops()]);
      await loops();
      return report;
    })().finally(() => {
      this.reports.delete(report);
      this.passing = undefined;
    });
    return this.passing;
  }

  /** Housekeeping, then the due subscriptions' runs; a call while one is under way makes it look again. */
  private prepare(): Promise<void> {
    if (this.preparing) {
      this.prepareAgain = true;
      return this.preparing;
    }
    this.preparing = (async () => {
      do {
        this.prepareAgain = false;
        await this.housekeeping();
        await this.createDue();
      } while (this.prepareAgain && !this.stopping);
    })().finally(() => (this.preparing = undefined));
    return this.preparing;
  }

  /**
   * The exactly-once step before the claim: each due (subscription, scheduled time) gets its one
   * run, claimable by any instance. A skipped occurrence (missed while the bot was down) is told
   * to its owner here.
   */
  private async createDue(): Promise<void> {
    while (!this.stopping) {
      const created = await this.guard('create', () => this.coordinator.createDue(new Date(this.o.now()), this.createBatch, this.runLease));
      if (!created) return;
      // The runs start while the next batch is created.
      if (created.some((c) => c.run.status === 'running')) this.runs.wake();
      await Promise.all(
        created
          .filter((c) => c.run.status === 'skipped')
          .map(async ({ subscription, run }) => {
            this.o.logger.warn({ subscriptionId: subscription.id, runId: run.id, reason: run.error }, 'digest run skipped');
            await this.executor.tell('skipped', subscription, run, undefined);
            this.o.metrics?.digestRuns.inc({ outcome: 'skipped' });
            this.count('skipped');
          }),
      );
      if (created.length < this.createBatch) return;
    }
  }

  private async housekeeping(): Promise<void> {
    const now = new Date(this.o.now());
    // Housekeeping any instance may do: shared query answers past their minute.
    await this.guard('purge', () => this.o.store.queryCache.purgeExpired(now));
    const stale = await this.guard('interrupt', () => this.o.store.runs.interruptStale(new Date(now.getTime() - (this.o.staleRunMs ?? 15 * 60_000)), now));
    for (const run of stale ?? []) {
      this.count('interrupted');
      const sub = await this.guard('interrupt', () => this.o.store.subscriptions.get(run.subscriptionId));
      if (sub) await this.executor.tell('interrupted', sub, run, undefined);
    }
  }

  /** An owner's notice that could not be sent when its run ended (Slack was down): tried again. */
  private async sendNotice({ subscription, run }: ClaimedRun): Promise<void> {
    if (this.o.now() - (run.finishedAt ?? run.startedAt).getTime() > NOTICE_GIVE_UP_MS) {
      this.o.logger.error({ runId: run.id, subscriptionId: subscription.id }, 'owner could not be told for a day; giving up on the notice');
      return this.o.store.runs.noticeOutcome(run.id, { sent: true });
    }
    const kind = run.status === 'skipped' ? 'skipped' : run.status === 'interrupted' ? 'interrupted' : 'failed';
    await this.executor.tell(kind, subscription, run, new Error(run.error ?? 'the run failed'));
  }

  /** Counts an outcome in every pass under way. */
  private count(outcome: keyof TickReport): void {
    for (const report of this.reports) report[outcome]++;
  }

  /** Runs `fn`; a failure is logged once (until it works again) and the pass goes on. */
  private async guard<T>(what: string, fn: () => Promise<T>): Promise<T | undefined> {
    try {
      return await this.tracked(what, fn);
    } catch (err) {
      if (!this.troubled.has(what)) this.o.logger.error({ err: errorText(err), what }, 'scheduler could not reach the store; retrying');
      this.troubled.add(what);
      return undefined;
    }
  }

  /** Runs `fn`, noting whether the store answered (a claim loop logs its own failures). */
  private async tracked<T>(what: string, fn: () => Promise<T>): Promise<T> {
    try {
      const out = await fn();
      if (this.troubled.delete(what)) this.o.logger.info({ what }, 'scheduler store access works again');
      return out;
    } catch (err) {
      this.troubled.add(what);
      throw err;
    }
  }

  /** Works one run (scheduled or manual) and counts how it ended. */
  private async execute(subscription: Subscription, run: Run, signal: AbortSignal): Promise<RunOutcome> {
    const outcome = await this.executor.execute(subscription, run, signal);
    this.o.metrics?.digestRuns.inc({ outcome });
    return outcome;
  }

  /** "Run now": a manual run recorded in the history like a scheduled one; it has no lease, and runs here. */
  async runNow(subscriptionId: string): Promise<Run | undefined> {
    const run = await this.o.store.runs.startManual(subscriptionId, this.o.instanceId, new Date(this.o.now()));
    const sub = run && (await this.o.store.subscriptions.get(subscriptionId));
    if (!run || !sub) return undefined;
    const outcome: RunOutcome = await this.execute(sub, run, this.controller.signal);
    this.o.logger.debug({ runId: run.id, outcome }, 'manual run done');
    return (await this.o.store.runs.recent(subscriptionId, 5)).find((r) => r.id === run.id);
  }
}
