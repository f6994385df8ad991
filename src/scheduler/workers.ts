// The one claim loop of leased work items: digest runs and their owners' notices (./scheduler.ts),
// export delivery steps, watch checks (src/app/durable.ts) and inbound Slack requests
// (src/app/inbox.ts). It claims as many items as it has free slots
// whenever a slot frees, something is added (`wake`) or its poll comes round — so an item never
// waits behind another's run — and runs each under its lease, renewed by holdLease; a renewal the
// store refuses means another instance took the item over, and its run is aborted. Items claimed
// from an instance whose lease ran out are counted (adops_lease_takeovers_total{kind}).
// Stopping (src/app/stop.ts) first stops claiming, gives the items in flight a grace to finish,
// then aborts the rest and hands each back (its lease released) for the next instance.
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import type { Claimed, LeaseKind } from '../store/index.js';
import { holdLease } from './lease.js';

export interface LeasedWorkerOptions<T> {
  kind: LeaseKind;
  /** How often it looks for work without being woken. */
  pollMs: number;
  concurrency: number;
  /** While items run, claim only once this many slots are free (fewer claims of a busy loop; default 1). */
  minBatch?: number;
  claim(slots: number): Promise<Array<Claimed<T>>>;
  run(item: T, signal: AbortSignal): Promise<void>;
  /** Renews the item's lease; false when it was lost. Called every `renewMs` while it runs. */
  renew?(item: T): Promise<boolean>;
  renewMs: number;
  /** Releases the item's lease at once: it was cut off by a stop, not failed. */
  handBack?(item: T): Promise<void>;
  logger: Logger;
  metrics?: Metrics;
}

export class LeasedWorker<T> {
  private timer: NodeJS.Timeout | undefined;
  /** Aborted when stopping begins: nothing more is claimed. */
  private readonly intake = new AbortController();
  /** Aborted when the stop's grace is over: the items still running are cut off and handed back. */
  private readonly controller = new AbortController();
  private readonly running = new Set<Promise<void>>();
  private claiming = false;
  /** Woken while a claim was under way: look again once it ends. */
  private again = false;
  private failing = false;
  /** Waiting for the loop to be idle (pass()). */
  private idle: Array<() => void> = [];
  private readonly log: Logger;

  constructor(private readonly o: LeasedWorkerOptions<T>) {
    this.log = o.logger.child({ worker: o.kind });
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.wake(), this.o.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Claims what the free slots can take, now; a claim under way looks again once it ends. */
  wake(): void {
    if (this.intake.signal.aborted) return this.settle();
    if (this.claiming) {
      this.again = true;
      return;
    }
    this.claiming = true;
    void this.claimFree().finally(() => {
      this.claiming = false;
      if (this.again) {
        this.again = false;
        this.wake();
      } else this.settle();
    });
  }

  /** Claims and runs until nothing is due and nothing runs (tests and benches drive it so). */
  pass(): Promise<void> {
    const done = new Promise<void>((resolve) => this.idle.push(resolve));
    this.wake();
    return done;
  }

  /** Stops claiming, lets the items in flight run until `graceMs` is over, then cuts them off. */
  async stop(graceMs = 0): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    this.intake.abort(new Error('shutting down'));
    const all = () => Promise.all([...this.running]).then(() => undefined);
    let timer: NodeJS.Timeout | undefined;
    if (graceMs > 0) await Promise.race([all(), new Promise((r) => (timer = setTimeout(r, graceMs)))]);
    clearTimeout(timer);
    this.controller.abort(new Error('shutting down'));
    await all();
  }

  /** Wakes pass() callers once no claim is under way and nothing runs. */
  private settle(): void {
    if (this.claiming || this.running.size > 0) return;
    const waiting = this.idle;
    this.idle = [];
    for (const resolve of waiting) resolve();
  }

  private async claimFree(): Promise<void> {
    const free = this.o.concurrency - this.running.size;
    if (free <= 0 || (free < Math.min(this.o.minBatch ?? 1, this.o.concurrency) && this.running.size > 0)) return;
    let claimed: Array<Claimed<T>>;
    try {
      claimed = await this.o.claim(free);
    } catch (err) {
      // Once per outage: a store that is down fails every look until it is back.
      if (!this.failing) this.log.error({ err }, 'could not claim work; retrying at every interval');
      this.failing = true;
      return;
    }
    if (this.failing) this.log.info('work is claimed again');
    this.failing = false;
    for (const item of claimed) {
      if (item.takenOver) this.o.metrics?.leaseTakeovers.inc({ kind: this.o.kind });
      const p: Promise<void> = this.runOne(item).finally(() => {
        this.running.delete(p);
        this.wake();
      });
      this.running.add(p);
    }
    // Every free slot filled: there may be more waiting.
    if (claimed.length === free) this.again = true;
  }

  private async runOne(item: T): Promise<void> {
    const renew = this.o.renew;
    const lease = holdLease({ renew: renew ? () => renew(item) : undefined, everyMs: this.o.renewMs, logger: this.log });
    const signal = AbortSignal.any([this.controller.signal, lease.lost]);
    try {
      await this.o.run(item, signal);
    } catch (err) {
      if (!this.controller.signal.aborted) this.log.warn({ err }, 'work item failed; it will be retried when its lease expires');
    } finally {
      lease.release();
    }
    if (this.controller.signal.aborted && !lease.lost.aborted && this.o.handBack) {
      await this.o.handBack(item).catch((err: unknown) => this.log.warn({ err }, 'could not hand the item back; it is taken over when its lease expires'));
    }
  }
}
