// The digest scheduler of one bot instance. Every minute (node-cron) it claims the subscriptions
// that are due through the RunCoordinator — a database claim, so with several instances on one
// PostgreSQL each (subscription, scheduled time) is run by exactly one of them — runs them with
// bounded concurrency, records each run (status, duration, error) and tells the owner about
// failures and skipped runs. What a run does is the `run` dependency (src/jobs/digest.ts).
import cron, { type ScheduledTask } from 'node-cron';
import type { Logger } from '../logger.js';
import type { Run, Store, Subscription } from '../store/index.js';
import { RunCoordinator } from './coordinator.js';
import { DEFAULT_GRACE_MS } from './plan.js';
import { drainClaims } from './pool.js';

export interface PostedRef {
  channelId: string;
  ts: string;
}

export type DigestRun = (subscription: Subscription, run: Run, signal: AbortSignal) => Promise<PostedRef | undefined>;

export interface RunNotifier {
  failed(subscription: Subscription, run: Run, error: unknown): Promise<void>;
  skipped(subscription: Subscription, run: Run): Promise<void>;
  interrupted(subscription: Subscription, run: Run): Promise<void>;
}

export interface SchedulerOptions {
  store: Store;
  instanceId: string;
  now: () => number;
  run: DigestRun;
  notify: RunNotifier;
  logger: Logger;
  /** How late a run may still be posted (missed-run policy, plan.ts). */
  graceMs?: number;
  /** Digests run at once by this instance. */
  concurrency?: number;
  /** A run still `running` after this long belongs to a dead instance. */
  staleRunMs?: number;
  /** Deadline of one run. */
  runTimeoutMs?: number;
  /** When the instance looks for due work (node-cron syntax, seconds allowed). */
  tickCron?: string;
}

export interface TickReport {
  ok: number;
  failed: number;
  skipped: number;
  interrupted: number;
}

export class Scheduler {
  private readonly coordinator: RunCoordinator;
  private readonly controller = new AbortController();
  private task: ScheduledTask | undefined;
  private ticking: Promise<TickReport> | undefined;

  constructor(private readonly o: SchedulerOptions) {
    this.coordinator = new RunCoordinator(o.store, o.instanceId, o.graceMs ?? DEFAULT_GRACE_MS);
  }

  /** Ticks every minute from now on (and once at once, to catch up after a restart). */
  start(): void {
    if (this.task) return;
    this.task = cron.schedule(this.o.tickCron ?? '* * * * *', () => this.tickSafely(), { noOverlap: true, name: `scheduler-${this.o.instanceId}` });
    void this.tickSafely();
  }

  async stop(): Promise<void> {
    await this.task?.destroy();
    this.task = undefined;
    this.controller.abort(new Error('shutting down'));
    await this.ticking?.catch(() => undefined);
  }

  /** One pass: interrupt dead instances' runs, then claim and run everything due. Overlapping calls share one pass. */
  tick(): Promise<TickReport> {
    this.ticking ??= this.pass().finally(() => (this.ticking = undefined));
    return this.ticking;
  }

  private async tickSafely(): Promise<void> {
    try {
      await this.tick();
    } catch (err) {
      this.o.logger.error({ err }, 'scheduler tick failed; retrying at the next tick');
    }
  }

  private async pass(): Promise<TickReport> {
    const report: TickReport = { ok: 0, failed: 0, skipped: 0, interrupted: 0 };
    const now = new Date(this.o.now());
    // Housekeeping any instance may do: shared query answers past their minute.
    await this.o.store.queryCache.purgeExpired(now);
    for (const run of await this.o.store.runs.interruptStale(new Date(now.getTime() - (this.o.staleRunMs ?? 15 * 60_000)), now)) {
      report.interrupted++;
      const sub = await this.o.store.subscriptions.get(run.subscriptionId);
      if (sub) await this.o.notify.interrupted(sub, run).catch((err: unknown) => this.o.logger.warn({ err }, 'could not tell the owner'));
    }
    const concurrency = this.o.concurrency ?? 16;
    await drainClaims({
      concurrency,
      minBatch: Math.ceil(concurrency / 8),
      signal: this.controller.signal,
      claim: (slots) => this.coordinator.claimDue(new Date(this.o.now()), slots),
      run: async ({ subscription, run }) => {
        const outcome = await this.execute(subscription, run);
        report[outcome]++;
      },
    });
    return report;
  }

  /** "Run now": a manual run recorded in the history like a scheduled one. */
  async runNow(subscriptionId: string): Promise<Run | undefined> {
    const run = await this.o.store.runs.startManual(subscriptionId, this.o.instanceId, new Date(this.o.now()));
    const sub = run && (await this.o.store.subscriptions.get(subscriptionId));
    if (!run || !sub) return undefined;
    await this.execute(sub, run);
    return (await this.o.store.runs.recent(subscriptionId, 5)).find((r) => r.id === run.id);
  }

  private async execute(subscription: Subscription, run: Run): Promise<'ok' | 'failed' | 'skipped'> {
    const log = this.o.logger.child({ subscriptionId: subscription.id, runId: run.id });
    if (run.status === 'skipped') {
      log.warn({ reason: run.error }, 'digest run skipped');
      await this.o.notify.skipped(subscription, run).catch((err: unknown) => log.warn({ err }, 'could not tell the owner'));
      return 'skipped';
    }
    const signal = AbortSignal.any([this.controller.signal, AbortSignal.timeout(this.o.runTimeoutMs ?? 5 * 60_000)]);
    try {
      const posted = await this.o.run(subscription, run, signal);
      await this.o.store.runs.finish(run.id, { status: 'ok', finishedAt: new Date(this.o.now()), messageChannelId: posted?.channelId, messageTs: posted?.ts });
      return 'ok';
    } catch (err) {
      log.warn({ err }, 'digest run failed');
      await this.o.store.runs.finish(run.id, { status: 'failed', finishedAt: new Date(this.o.now()), error: errorText(err) });
      await this.o.notify.failed(subscription, { ...run, status: 'failed', error: errorText(err) }, err).catch((e: unknown) => log.warn({ err: e }, 'could not tell the owner'));
      return 'failed';
    }
  }
}

function errorText(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 500);
}
