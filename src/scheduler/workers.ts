// The polling workers of one instance: every `intervalMs` they claim leased work from the store
// and run it with bounded concurrency (export delivery steps, watch checks). While an item runs,
// its lease is renewed; if renewal fails, another instance took it over and the step is aborted.
// Stopping (src/app/stop.ts) first stops claiming, gives the items in flight a grace to finish,
// then aborts the rest and hands each back (its lease released) for the next instance.
import type { Logger } from '../logger.js';
import { holdLease } from './lease.js';
import { drainClaims } from './pool.js';

export interface PollingWorkerOptions<T> {
  name: string;
  intervalMs: number;
  concurrency: number;
  claim(slots: number): Promise<T[]>;
  run(item: T, signal: AbortSignal): Promise<void>;
  /** Renews the item's lease; false when it was lost. Called every `heartbeatMs` while it runs. */
  heartbeat?(item: T): Promise<boolean>;
  heartbeatMs?: number;
  /** Releases the item's lease at once: it was cut off by a stop, not failed. */
  handBack?(item: T): Promise<void>;
  logger: Logger;
}

export class PollingWorker<T> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  /** Aborted when stopping begins: nothing more is claimed. */
  private readonly intake = new AbortController();
  /** Aborted when the stop's grace is over: the items still running are cut off and handed back. */
  private readonly controller = new AbortController();
  private failing = false;

  constructor(private readonly o: PollingWorkerOptions<T>) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.passSafely(), this.o.intervalMs);
    this.timer.unref();
    void this.passSafely();
  }

  /** Stops claiming, lets the items in flight run until `graceMs` is over, then cuts them off. */
  async stop(graceMs = 0): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.intake.abort(new Error('shutting down'));
    const running = this.running?.catch(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    if (graceMs > 0) await Promise.race([running, new Promise((r) => (timer = setTimeout(r, graceMs)))]);
    clearTimeout(timer);
    this.controller.abort(new Error('shutting down'));
    await running;
  }

  /** Claims and runs until nothing is due. Overlapping calls share one pass. */
  pass(): Promise<number> {
    this.running ??= drainClaims({
      concurrency: this.o.concurrency,
      signal: this.intake.signal,
      claim: (slots) => this.o.claim(slots),
      run: (item) => this.runOne(item),
    }).finally(() => (this.running = undefined));
    return this.running;
  }

  private async passSafely(): Promise<void> {
    try {
      await this.pass();
      if (this.failing) this.o.logger.info({ worker: this.o.name }, 'worker passes work again');
      this.failing = false;
    } catch (err) {
      // Once per outage: a store that is down fails every pass until it is back.
      if (!this.failing) this.o.logger.error({ err, worker: this.o.name }, 'worker pass failed; retrying at every interval');
      this.failing = true;
    }
  }

  private async runOne(item: T): Promise<void> {
    const heartbeat = this.o.heartbeat;
    const lease = holdLease({
      renew: heartbeat ? () => heartbeat(item) : undefined,
      everyMs: this.o.heartbeatMs ?? 10_000,
      logger: this.o.logger.child({ worker: this.o.name }),
    });
    const signal = AbortSignal.any([this.controller.signal, lease.lost]);
    try {
      await this.o.run(item, signal);
    } catch (err) {
      if (!this.controller.signal.aborted) this.o.logger.warn({ err, worker: this.o.name }, 'work item failed; it will be retried when its lease expires');
    } finally {
      lease.release();
    }
    if (this.controller.signal.aborted && !lease.lost.aborted && this.o.handBack) {
      await this.o.handBack(item).catch((err: unknown) => this.o.logger.warn({ err, worker: this.o.name }, 'could not hand the item back; it is taken over when its lease expires'));
    }
  }
}
