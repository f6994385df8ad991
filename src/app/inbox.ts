// The hand-over between the process that takes a Slack request and the one that answers it, both
// through the store's inbox (src/store/inbox.ts), whatever the roles (config.role, ./create-app.ts):
//   - HandOverReceiver wraps the transport (the HTTP receiver or Bolt's SocketModeReceiver): a
//     request the listeners would ack with an empty body (slash commands, button clicks, Events
//     API callbacks) is written to the inbox, then acked — an acked request is never lost to a
//     crash or a restart (while the store cannot be written, it is answered where it arrived).
//     Any other request (a form's submission, whose field errors travel in the
//     ack) runs here, through the Bolt app, within Slack's 3 s.
//   - InboxWorker claims requests under a lease and runs each through the same Bolt app (its
//     authorization, the replay guard, the listeners, the pipeline), then deletes it.
// In a process of role `all` the receiver wakes the worker beside it at once; a `worker` process
// polls.
import type { App, Receiver, ReceiverEvent } from '@slack/bolt';
import { inRequest, type Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import { noTracing, type Tracing } from '../tracing.js';
import { newRequestId } from './pipeline.js';
import { countedAck } from './http-receiver.js';
import type { InboxRepo, InboxRequest } from '../store/index.js';

/** True for what the listeners ack with no body before doing anything, so the hand-over acks it. */
export function handedOver(body: Record<string, unknown>): boolean {
  if (typeof body.command === 'string') return true;
  return body.type === 'block_actions' || body.type === 'event_callback';
}

export interface HandOverOptions {
  inbox: InboxRepo;
  logger: Logger;
  /** A request was written to the inbox (role `all`: wake the worker beside it). */
  onAdded?(): void;
  /** The ack's span starts the request's trace; its traceparent is stored with the request. */
  tracing?: Tracing;
  /**
   * Socket Mode's acks, counted here as HTTP mode's are at its receiver (./http-receiver.ts,
   * which counts from the request's arrival, before its signature is checked).
   */
  countAcks?: Metrics;
}

/** What a span may say of a request: its kind only (a command's name and text stay out). */
const requestType = (body: Record<string, unknown>) => (typeof body.command === 'string' ? 'command' : String(body.type ?? 'unknown'));

export class HandOverReceiver implements Receiver {
  private app: App | undefined;

  constructor(
    private readonly transport: Receiver,
    private readonly o: HandOverOptions,
  ) {}

  init(app: App): void {
    this.app = app;
    // The transport sees the app with its processEvent replaced by the hand-over; nothing else changes.
    this.transport.init(Object.create(app, { processEvent: { value: (event: ReceiverEvent) => this.take(event) } }) as App);
  }

  start(...args: unknown[]): Promise<unknown> {
    return this.transport.start(...args);
  }

  stop(...args: unknown[]): Promise<unknown> {
    return this.transport.stop(...args);
  }

  /**
   * Every line about the request, here and in the app if it runs here, carries one request id; the
   * ack is a span (a new trace), ended when the ack is written.
   */
  private take(event: ReceiverEvent): Promise<void> {
    const reqId = newRequestId();
    const span = (this.o.tracing ?? noTracing).open('Slack ack', { 'slack.request.type': requestType(event.body), 'adops.request_id': reqId }, { root: true });
    const ack = countedAck(this.o.countAcks, event.ack, performance.now());
    const traced: ReceiverEvent = {
      ...event,
      ack: async (response) => {
        try {
          await ack(response);
          span.end();
        } catch (err) {
          span.end(true);
          throw err;
        }
      },
    };
    return span.run(() => inRequest(this.o.logger, reqId, () => this.handOver(traced))).finally(() => span.end());
  }

  private async handOver(event: ReceiverEvent): Promise<void> {
    if (!handedOver(event.body)) return this.app!.processEvent(event);
    try {
      const traceparent = (this.o.tracing ?? noTracing).traceparent();
      await this.o.inbox.add({ body: event.body, retryNum: event.retryNum, retryReason: event.retryReason, ...(traceparent ? { traceparent } : {}) }, new Date());
    } catch (err) {
      // Not written, so not acked yet: answered here instead, as a request was before the inbox
      // (the replay guard then runs what only reads and refuses changes in words). Only this one is
      // at the mercy of this process; a lost answer would leave someone in silence.
      this.o.logger.warn({ err, type: event.body.type ?? 'command' }, 'could not write a Slack request to the inbox: answering it in this process');
      return this.app!.processEvent(event);
    }
    await event.ack();
    this.o.onAdded?.();
  }
}

/** How often a worker process looks for requests (role `all` is woken at once and looks this seldom for leftovers). */
export const INBOX_POLL_MS = { worker: 100, all: 1_000 } as const;
/** A request's lease; renewed every third of it while it runs, so only a dead answerer's lapses. */
const LEASE_MS = 30_000;
/** A request claimed this often crashed its answerer each time: it is given up, not tried for ever. */
export const MAX_ATTEMPTS = 3;

/** Marks a request claimed again after its first answerer died: the replay guard lets it through once more. */
export const REDELIVERED = 'adopsRedelivered';
/** When the request was written to the inbox (ms since the epoch): a slow answer's clock starts there. */
const RECEIVED_AT = 'adopsReceivedAt';

/** When a request in the listeners' `context` was taken from Slack; undefined for one answered where it arrived (now). */
export function receivedAtOf(context: Record<string, unknown>): number | undefined {
  const at = context[RECEIVED_AT];
  return typeof at === 'number' ? at : undefined;
}

export interface InboxWorkerOptions {
  inbox: InboxRepo;
  app: App;
  logger: Logger;
  instanceId: string;
  /** Requests answered at once (ANSWER_CONCURRENCY): THE bound on answer work; the rest wait in the inbox. */
  concurrency: number;
  pollMs: number;
  /** Each answer continues the trace its ack started (the traceparent stored with it). */
  tracing?: Tracing;
}

export class InboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private readonly controller = new AbortController();
  /** The requests being answered now. */
  private readonly running = new Set<Promise<void>>();
  private claiming = false;
  /** Woken while a claim was under way: look again once it ends. */
  private again = false;
  private failing = false;

  constructor(private readonly o: InboxWorkerOptions) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.wake(), this.o.pollMs);
    this.timer.unref();
    this.wake();
  }

  /**
   * Claims what the free slots can take, now. Called when a request is added here (role `all`), at
   * every poll, and whenever an answer ends — so a request never waits behind another's answer.
   */
  wake(): void {
    if (this.controller.signal.aborted) return;
    if (this.claiming) {
      this.again = true;
      return;
    }
    this.claiming = true;
    void this.claimFree().finally(() => {
      this.claiming = false;
      if (!this.again) return;
      this.again = false;
      this.wake();
    });
  }

  /** Stops claiming and waits for the requests already claimed. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    this.controller.abort(new Error('shutting down'));
    await Promise.all([...this.running]);
  }

  private async claimFree(): Promise<void> {
    const free = this.o.concurrency - this.running.size;
    if (free <= 0) return;
    let claimed: InboxRequest[];
    try {
      claimed = await this.o.inbox.claim({ now: new Date(), instanceId: this.o.instanceId, leaseMs: LEASE_MS, limit: free });
    } catch (err) {
      // Once per outage: a store that is down fails every look until it is back.
      if (!this.failing) this.o.logger.error({ err }, 'could not read the inbox; retrying at every interval');
      this.failing = true;
      return;
    }
    if (this.failing) this.o.logger.info('the inbox is read again');
    this.failing = false;
    for (const req of claimed) {
      const answering: Promise<void> = this.runOne(req)
        .catch((err: unknown) => this.o.logger.warn({ err }, 'could not finish a Slack request; it is claimed again when its lease ends'))
        .finally(() => {
          this.running.delete(answering);
          this.wake();
        });
      this.running.add(answering);
    }
    // Every free slot filled: there may be more waiting.
    if (claimed.length === free) this.again = true;
  }

  private async runOne(req: InboxRequest): Promise<void> {
    if (req.attempts > MAX_ATTEMPTS) {
      this.o.logger.error({ id: req.id, attempts: req.attempts - 1, type: req.body.type ?? 'command' }, 'a Slack request failed its answerer every time: given up');
      return this.o.inbox.done(req.id);
    }
    const beat = setInterval(() => {
      this.o.inbox.heartbeat(req.id, this.o.instanceId, new Date(Date.now() + LEASE_MS)).catch((err: unknown) => this.o.logger.warn({ err }, 'could not renew an inbox lease'));
    }, LEASE_MS / 3);
    const attributes = { 'slack.request.type': requestType(req.body), 'adops.inbox.attempts': req.attempts };
    try {
      await (this.o.tracing ?? noTracing).inSpan(
        'Slack request answered',
        attributes,
        () =>
          this.o.app.processEvent({
            body: req.body,
            // Acked when it was written to the inbox.
            ack: async () => undefined,
            retryNum: req.retryNum,
            retryReason: req.retryReason,
            customProperties: { [REDELIVERED]: req.attempts > 1, [RECEIVED_AT]: req.receivedAt.getTime() },
          }),
        { traceparent: req.traceparent },
      );
    } catch (err) {
      // Bolt's error handler has logged it; the request is done either way (running it again would not help).
      this.o.logger.warn({ err }, 'a Slack request failed in the app');
    } finally {
      clearInterval(beat);
    }
    await this.o.inbox.done(req.id);
  }
}
