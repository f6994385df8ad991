// The front thread's handle on the app thread: start-up, requests handed over (acked already, or
// held until the app thread acks), liveness (a ping a second), shutdown and death. One place for
// every way the app thread can end, so each is reported exactly once.
import type { Worker } from 'node:worker_threads';
import type { ReceiverEvent } from '@slack/bolt';
import type { Logger } from '../../logger.js';
import { StartupFailure } from '../startup.js';
import type { AppMessage, ForwardedEvent, FrontMessage } from './protocol.js';

export interface AppLinkOptions {
  /** Pings unanswered this long: the app thread counts as stuck (/healthz 503, commands told). */
  unresponsiveAfterMs: number;
  /** Pings unanswered this long: the app thread is given up on (onDeath). */
  giveUpAfterMs: number;
  /** Once, when the app thread dies or is given up on while running. */
  onDeath(reason: string, err?: Error): void;
}

/** A request whose ack the app thread gives (a view submission's field errors, say). */
interface Held {
  ack: ReceiverEvent['ack'];
  settled: Promise<void>;
  settle(err?: Error): void;
}

const PING_EVERY_MS = 1_000;
/** Slack waits 3 s for an ack; a held request is let go a little after that. */
const HELD_TIMEOUT_MS = 3_500;

export type StopOutcome = 'stopped' | 'exited' | 'timed out';

export class AppLink {
  private readonly held = new Map<number, Held>();
  private nextId = 1;
  private lastPong = Date.now();
  private lastDegraded: string[] = [];
  private pinger?: NodeJS.Timeout;
  private starting?: { resolve(ready: { pagesPort?: number }): void; reject(err: Error): void };
  private onStopped?: () => void;
  private lastError?: Error;
  private stopping = false;
  private ended = false;
  private readonly exited: Promise<void>;

  constructor(
    private readonly worker: Worker,
    private readonly logger: Logger,
    private readonly opts: AppLinkOptions,
  ) {
    worker.on('message', (m: AppMessage) => this.receive(m));
    // A thread that throws emits 'error' and then 'exit': the end is handled once, at 'exit'.
    worker.on('error', (err) => (this.lastError = err));
    this.exited = new Promise((resolve) => worker.once('exit', (code) => resolve(this.end(code))));
  }

  /** Resolves when the app thread is ready (with what it serves); rejects with its start-up failure in words. */
  async started(): Promise<{ pagesPort?: number }> {
    try {
      return await new Promise<{ pagesPort?: number }>((resolve, reject) => (this.starting = { resolve, reject }));
    } catch (err) {
      this.stopping = true;
      await this.worker.terminate();
      throw err;
    } finally {
      this.starting = undefined;
    }
  }

  startPinging(): void {
    this.lastPong = Date.now();
    this.pinger = setInterval(() => this.tick(), PING_EVERY_MS);
    this.pinger.unref();
  }

  silentForMs(): number {
    return Date.now() - this.lastPong;
  }

  /** What the app thread said it cannot reach at its last pong (the store): /healthz reports it. */
  degraded(): string[] {
    return this.lastDegraded;
  }

  responsive(): boolean {
    return !this.ended && this.silentForMs() < this.opts.unresponsiveAfterMs;
  }

  /** Hands over a request the front has acked. */
  forward(event: ReceiverEvent): void {
    this.send({ ...this.envelope(event), acked: true });
  }

  /** Hands over a request and resolves once the app thread has acked it (or let it go). */
  hold(event: ReceiverEvent): Promise<void> {
    const message = this.envelope(event);
    let settle!: (err?: Error) => void;
    const settled = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.logger.warn({ type: event.body.type }, 'the app thread did not ack in time; Slack shows its own error');
        settle();
      }, HELD_TIMEOUT_MS);
      settle = (err) => {
        clearTimeout(timer);
        this.held.delete(message.id);
        if (err) reject(err);
        else resolve();
      };
    });
    this.held.set(message.id, { ack: event.ack, settled, settle });
    this.send(message);
    return settled;
  }

  /** Waits (bounded by the held timeout) until no held request is waiting for its ack. */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.held.values()].map((h) => h.settled));
  }

  /** Asks the app thread to finish and close the store; terminates it after `timeoutMs`. */
  async stop(timeoutMs: number): Promise<StopOutcome> {
    this.stopping = true;
    clearInterval(this.pinger);
    if (this.ended) {
      await this.worker.terminate();
      return 'exited';
    }
    let timer: NodeJS.Timeout | undefined;
    const stopped = new Promise<StopOutcome>((resolve) => (this.onStopped = () => resolve('stopped')));
    this.send({ type: 'stop' });
    const outcome = await Promise.race([
      stopped,
      this.exited.then((): StopOutcome => 'exited'),
      new Promise<StopOutcome>((resolve) => (timer = setTimeout(() => resolve('timed out'), timeoutMs))),
    ]);
    clearTimeout(timer);
    await this.worker.terminate();
    return outcome;
  }

  private envelope(event: ReceiverEvent): ForwardedEvent {
    return { type: 'event', id: this.nextId++, body: event.body, acked: false, retryNum: event.retryNum, retryReason: event.retryReason };
  }

  private send(message: FrontMessage): void {
    if (!this.ended) this.worker.postMessage(message);
  }

  private receive(m: AppMessage): void {
    if (m.type === 'pong') {
      this.lastPong = Date.now();
      this.lastDegraded = m.degraded ?? [];
    }
    else if (m.type === 'ack' || m.type === 'done') this.release(m);
    else if (m.type === 'ready') this.starting?.resolve({ pagesPort: m.pagesPort });
    else if (m.type === 'start-failed') this.starting?.reject(new StartupFailure(m.message));
    else if (m.type === 'stopped') this.onStopped?.();
  }

  private release(m: Extract<AppMessage, { type: 'ack' | 'done' }>): void {
    const h = this.held.get(m.id);
    if (!h) return;
    if (m.type === 'done') return h.settle(m.error ? new Error(m.error) : undefined);
    h.ack(m.response).then(
      () => h.settle(),
      (err: unknown) => {
        this.logger.warn({ err }, 'the app thread acked too late');
        h.settle();
      },
    );
  }

  private tick(): void {
    this.send({ type: 'ping' });
    if (this.silentForMs() < this.opts.giveUpAfterMs || this.stopping || this.ended) return;
    this.ended = true;
    clearInterval(this.pinger);
    this.opts.onDeath(`the app thread has not answered for ${Math.round(this.silentForMs() / 1000)} s`);
  }

  private end(code: number): void {
    const wasEnded = this.ended;
    this.ended = true;
    clearInterval(this.pinger);
    for (const h of this.held.values()) h.settle(new Error('the app thread stopped'));
    const reason = this.lastError ? `the app thread failed: ${this.lastError.message}` : `the app thread exited (code ${code})`;
    if (this.starting) return this.starting.reject(new StartupFailure(`adops-bot stopped: ${reason}`));
    if (!this.stopping && !wasEnded) this.opts.onDeath(reason, this.lastError);
  }
}
