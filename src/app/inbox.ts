// The hand-over between the process that takes a Slack request and the one that answers it, both
// through the store's inbox (src/store/inbox.ts), whatever the roles (config.role, ./create-app.ts):
//   - HandOverReceiver wraps the transport (the HTTP receiver or Bolt's SocketModeReceiver): a
//     request the listeners would ack with an empty body (slash commands, button clicks, Events
//     API callbacks) is written to the inbox, then acked — an acked request is never lost to a
//     crash or a restart (while the store cannot be written, it is answered where it arrived).
//     Any other request (a form's submission, whose field errors travel in the
//     ack) runs here, through the Bolt app, within Slack's 3 s.
//   - inboxWorker claims requests under a lease (the one claim loop, src/scheduler/workers.ts) and
//     runs each through the same Bolt app (its authorization, the replay guard, the listeners, the
//     pipeline), then deletes it.
// In a process of role `all` the receiver wakes the worker beside it at once; a `worker` process
// polls.
import type { App, Receiver, ReceiverEvent } from '@slack/bolt';
import { inRequest, type Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import { LeasedWorker } from '../scheduler/workers.js';
import { newRequestId } from './pipeline.js';
import { LEASE_KINDS, type InboxRepo, type InboxRequest } from '../store/index.js';

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
}

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

  /** Every line about the request, here and in the app if it runs here, carries one request id. */
  private take(event: ReceiverEvent): Promise<void> {
    return inRequest(this.o.logger, newRequestId(), () => this.handOver(event));
  }

  private async handOver(event: ReceiverEvent): Promise<void> {
    if (!handedOver(event.body)) return this.app!.processEvent(event);
    try {
      await this.o.inbox.add({ body: event.body, retryNum: event.retryNum, retryReason: event.retryReason }, new Date());
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

export interface InboxWorkerOptions {
  inbox: InboxRepo;
  app: App;
  logger: Logger;
  metrics?: Metrics;
  instanceId: string;
  /** Requests run at once (the pipeline's answer queue bounds the answer work itself). */
  concurrency: number;
  pollMs: number;
}

/**
 * Claims requests under a lease and runs each through the Bolt app, in the one claim loop of leased
 * work (src/scheduler/workers.ts): a request never waits behind another's answer. Not handed back
 * on a stop: its asker is told to ask again (./stop.ts), so it must not be answered twice.
 */
export function inboxWorker(o: InboxWorkerOptions): LeasedWorker<InboxRequest> {
  return new LeasedWorker<InboxRequest>({
    kind: LEASE_KINDS.inbound,
    pollMs: o.pollMs,
    concurrency: o.concurrency,
    logger: o.logger,
    metrics: o.metrics,
    claim: (limit) => o.inbox.claim({ now: new Date(), instanceId: o.instanceId, leaseMs: LEASE_MS, limit }),
    renew: (req) => o.inbox.renew(req.id, o.instanceId, new Date(Date.now() + LEASE_MS)),
    renewMs: LEASE_MS / 3,
    run: (req) => answer(o, req),
  });
}

async function answer(o: InboxWorkerOptions, req: InboxRequest): Promise<void> {
  if (req.attempts > MAX_ATTEMPTS) {
    o.logger.error({ id: req.id, attempts: req.attempts - 1, type: req.body.type ?? 'command' }, 'a Slack request failed its answerer every time: given up');
    return o.inbox.done(req.id);
  }
  try {
    await o.app.processEvent({
      body: req.body,
      // Acked when it was written to the inbox.
      ack: async () => undefined,
      retryNum: req.retryNum,
      retryReason: req.retryReason,
      customProperties: { [REDELIVERED]: req.attempts > 1 },
    });
  } catch (err) {
    // Bolt's error handler has logged it; the request is done either way (running it again would not help).
    o.logger.warn({ err }, 'a Slack request failed in the app');
  }
  await o.inbox.done(req.id);
}
