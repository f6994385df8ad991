// Working one digest run: a scheduled one claimed by the claim loop (./workers.ts), which keeps its
// lease and hands it back when a stop cuts it off, or a manual one ("Run now", no lease). It
// records the main post before the thread reply (a resumed run posts only what is missing), and
// on failure either gives the run back for a retry (the failure passes with time and the run's
// deadline is not reached) or finishes it failed and tells the owner through a durable notice.
// Every store call is caught here: a store that is down delays the run (its lease expires,
// someone takes it over), it never rejects into the scheduler.
import { setMaxListeners } from 'node:events';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import { classifyFailure, retryDelay, timeoutSignal, withRetries, type FailureKind } from '../api/retry.js';
import { keptFailureText } from '../../views/error-message.js';
import type { Run, Store, Subscription } from '../store/index.js';
import type { DigestRun, RunNotifier } from './types.js';

export type RunOutcome = 'ok' | 'failed' | 'skipped' | 'retried' | 'lost';

export interface ExecutorOptions {
  store: Store;
  instanceId: string;
  now: () => number;
  run: DigestRun;
  notify: RunNotifier;
  logger: Logger;
  leaseMs: number;
  /** Deadline of one attempt. */
  runTimeoutMs: number;
  retryBaseMs: number;
  retryMaxMs: number;
  /** Posted this much after its schedule, a digest says it is delayed. */
  lateAfterMs: number;
  /** The deadline of runs claimed before leases existed. */
  defaultDeadlineMs: number;
  /** Each posted run's lateness (src/metrics.ts). */
  metrics?: Metrics;
}

/** A few quick tries of a store write that must not be lost in a blip (the run's record): whatever failed, it is tried again. */
function persist<T>(fn: () => Promise<T>): Promise<T> {
  return withRetries(fn, { policy: { attempts: 4, baseDelayMs: 1_000, maxDelayMs: 4_000, maxRetryAfterMs: 0 }, retryable: () => true });
}

export function errorText(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 500);
}

/** errorText for the operator's log: with the cause of an API that gave no answer (NetworkError.reason), which the stored text leaves out. */
function logText(err: unknown): string {
  const reason = (err as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' ? `${errorText(err)} (${reason})` : errorText(err);
}

export class RunExecutor {
  constructor(private readonly o: ExecutorOptions) {}

  /**
   * `stopped` aborts when the run must stop: its lease was lost, or this instance is stopping (the
   * claim loop then hands a leased run back).
   */
  async execute(subscription: Subscription, run: Run, stopped: AbortSignal): Promise<RunOutcome> {
    const log = this.o.logger.child({ subscriptionId: subscription.id, runId: run.id });
    if (run.status === 'skipped') {
      log.warn({ reason: run.error }, 'digest run skipped');
      await this.tell('skipped', subscription, run, undefined);
      return 'skipped';
    }
    const leased = run.leaseOwner !== null;
    // Taken over (or retried) past its deadline: too late to post; the owner is told instead.
    if (leased && this.o.now() >= this.deadlineOf(run)) {
      return this.failed(subscription, run, new Error('the digest could not be posted before its deadline'), leased, log).catch(() => 'lost' as const);
    }
    // Aborted when a record is refused: another instance holds the run now.
    const lost = new AbortController();
    const overdue = timeoutSignal(this.o.runTimeoutMs, 'the digest run took longer than it may');
    const signal = AbortSignal.any([stopped, lost.signal, overdue.signal]);
    // A digest's API calls share this signal, a weekly summary a dozen at once: more listeners
    // than Node's default warning threshold (10), which is not a leak here.
    setMaxListeners(64, signal);
    // Late enough for a reader to notice (5 min): a retry that posts seconds after the minute is not "delayed".
    const delayed = this.o.now() - run.scheduledFor.getTime() > this.o.lateAfterMs;
    let threadTs: string | undefined;
    // A record refused means another instance holds the run now (our lease ran out while we were
    // stalled): stop before the next post — the new holder posts, or finds our marked post.
    const stillOurs = (recorded: boolean) => {
      if (recorded) return;
      lost.abort(new Error('another instance took the run over'));
      throw lost.signal.reason;
    };
    try {
      const posted = await this.o.run(subscription, run, signal, {
        delayed,
        posting: () => persist(() => this.o.store.runs.recordPosting(run.id, this.o.instanceId, new Date(this.o.now()))).then(stillOurs),
        posted: (ref) => persist(() => this.o.store.runs.recordPosted(run.id, this.o.instanceId, ref)).then(stillOurs),
        threadPosting: () => persist(() => this.o.store.runs.recordThreadPosting(run.id, this.o.instanceId, new Date(this.o.now()))).then(stillOurs),
        // Recorded at once (not only when the run finishes), so a run taken over never posts it again.
        threadPosted: async (ts) => {
          threadTs = ts;
          stillOurs(await persist(() => this.o.store.runs.recordThreadPosted(run.id, this.o.instanceId, ts)));
        },
      });
      const done = await persist(() =>
        this.o.store.runs.finish(run.id, {
          status: 'ok', finishedAt: new Date(this.o.now()), instanceId: leased ? this.o.instanceId : undefined,
          messageChannelId: posted?.channelId, messageTs: posted?.ts, threadTs, delayed,
        }),
      );
      // Refused: another instance took the run over meanwhile, and its outcome is that instance's to count.
      if (!done) {
        log.warn('digest run finished after another instance took it over');
        return 'lost';
      }
      this.o.metrics?.digestLateness.observe(Math.max(0, this.o.now() - run.scheduledFor.getTime()) / 1000);
      return 'ok';
    } catch (err) {
      if (lost.signal.aborted) {
        log.warn({ err }, 'digest run stopped: another instance took it over');
        return 'lost';
      }
      if (stopped.aborted) {
        // Stopping (a deploy) or its lease lost: not a failure. A leased run is handed back by the
        // claim loop (./workers.ts), and another instance, or this one restarted, resumes it where
        // it stopped: what was posted is recorded, so nothing is posted twice. A manual one, with
        // no lease, is marked interrupted once it is stale (./scheduler.ts).
        log.info({ reason: errorText(stopped.reason) }, 'digest run stopped before it finished; it is resumed by the next instance to claim it');
        return 'lost';
      }
      return await this.failed(subscription, run, err, leased, log).catch((e: unknown) => {
        // The store is down: the lease runs out and the run is taken over when it is back.
        log.error({ err: e, cause: logText(err) }, 'digest run failed and could not be recorded; it will be taken over when its lease expires');
        return 'lost' as const;
      });
    } finally {
      overdue.clear();
    }
  }

  private async failed(subscription: Subscription, run: Run, err: unknown, leased: boolean, log: Logger): Promise<RunOutcome> {
    const kind = classifyFailure(err);
    const now = this.o.now();
    const deadline = this.deadlineOf(run);
    const at = now + this.retryIn(kind, run.attempts);
    if (leased && kind.transient && at < deadline) {
      log.warn({ err: logText(err), attempt: run.attempts + 1, retryAt: new Date(at).toISOString() }, 'digest run failed for now; it will be retried');
      await persist(() => this.o.store.runs.retryLater(run.id, this.o.instanceId, new Date(at), keptFailureText(err)));
      return 'retried';
    }
    log.warn({ err }, kind.transient ? 'digest run failed until its deadline' : 'digest run failed');
    // Shown in `/adops digest list` and `digest run`: no internal host or address.
    const error = keptFailureText(err).slice(0, 500);
    await persist(() =>
      this.o.store.runs.finish(run.id, {
        status: 'failed', finishedAt: new Date(now), error, instanceId: leased ? this.o.instanceId : undefined,
        // Ours to send for a lease's length; then any instance retries it.
        notice: 'pending', noticeAt: new Date(now + this.o.leaseMs),
      }),
    );
    await this.tell('failed', subscription, { ...run, status: 'failed', error }, err);
    return 'failed';
  }

  /** The wait before a later try: Retry-After when given, else backoff; the run's deadline caps it, not a wait limit. */
  private retryIn(kind: FailureKind, attempt: number): number {
    return retryDelay(kind, attempt, { baseDelayMs: this.o.retryBaseMs, maxDelayMs: this.o.retryMaxMs, maxRetryAfterMs: Infinity })!;
  }

  private deadlineOf(run: Run): number {
    return run.deadlineAt?.getTime() ?? run.scheduledFor.getTime() + this.o.defaultDeadlineMs;
  }

  /** Tells the owner; when that fails, the notice stays pending and is retried later. */
  async tell(kind: keyof RunNotifier, subscription: Subscription, run: Run, err: unknown): Promise<boolean> {
    try {
      if (kind === 'failed') await this.o.notify.failed(subscription, run, err ?? new Error(run.error ?? 'the run failed'));
      else await this.o.notify[kind](subscription, run);
      await this.o.store.runs.noticeOutcome(run.id, { sent: true }).catch(() => undefined);
      return true;
    } catch (e) {
      this.o.logger.warn({ err: errorText(e), runId: run.id }, 'could not tell the owner yet; the notice will be retried');
      const retryAt = new Date(this.o.now() + this.retryIn(classifyFailure(e), 1));
      await this.o.store.runs.noticeOutcome(run.id, { sent: false, retryAt }).catch(() => undefined);
      return false;
    }
  }
}
