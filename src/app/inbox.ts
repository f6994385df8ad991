// The hand-over between the process that takes a Slack request and the one that answers it, both
// through the store's inbox (src/store/inbox.ts), whatever the roles (config.role, ./create-app.ts):
//   - HandOver is what a receiver (./http-receiver.ts, ./socket-receiver.ts) does with a request it
//     took, as transport: a request the listeners would ack with an empty body (slash commands,
//     button clicks, Events API callbacks) is written to the inbox, then acked — an acked request is
//     never lost to a crash or a restart (while the store cannot be written, it is answered where it
//     arrived). Any other request (a form's submission, whose field errors travel in the ack) runs
//     here, through the Bolt app, within Slack's 3 s. Either way the app's processEvent runs once.
//   - inboxWorker claims requests under a lease (the one claim loop, src/scheduler/workers.ts) and
//     runs each through the Bolt app (its authorization, the replay guard, the listeners, the
//     pipeline), then deletes it.
// In a process of role `all` the hand-over wakes the worker beside it at once; a `worker` process
// polls.
import type { App, ReceiverEvent } from '@slack/bolt';
import { inRequest, type Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import { noTracing, type Tracing } from '../tracing.js';
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
  /** The ack's span starts the request's trace; its traceparent is stored with the request. */
  tracing?: Tracing;
  /** Acks counted by outcome, with their latency from the request's arrival (src/metrics.ts). */
  metrics?: Metrics;
}

/** The ack, counted: from the request's arrival (HTTP mode: before its signature was checked) to the ack written. */
function countedAck(metrics: Metrics | undefined, ack: ReceiverEvent['ack'], arrived: number): ReceiverEvent['ack'] {
  if (!metrics) return ack;
  return async (response) => {
    try {
      await ack(response);
      metrics.acks.inc({ outcome: 'acked' });
      metrics.ackSeconds.observe((performance.now() - arrived) / 1000);
    } catch (err) {
      metrics.acks.inc({ outcome: 'failed' });
      throw err;
    }
  };
}

/** What a span may say of a request: its kind only (a command's name and text stay out). */
const requestType = (body: Record<string, unknown>) => (typeof body.command === 'string' ? 'command' : String(body.type ?? 'unknown'));

/** What the receiver keeps of Slack's side of a request beside its body: how to ack it, and Slack's retry facts. */
export type SlackSide = Omit<ReceiverEvent, 'body'>;

/** THE hand-over of a taken request (transport only): to the inbox and acked, or run here at once. */
export class HandOver {
  constructor(private readonly o: HandOverOptions) {}

  /**
   * Every line about the request, here and in the app if it runs here, carries one request id; the
   * ack is a span (a new trace), ended when the ack is written. `arrived`: when the receiver took it
   * (performance.now()).
   */
  receive(body: Record<string, unknown>, slack: SlackSide, app: App, arrived = performance.now()): Promise<void> {
    const reqId = newRequestId();
    const span = (this.o.tracing ?? noTracing).open('Slack ack', { 'slack.request.type': requestType(body), 'adops.request_id': reqId }, { root: true });
    const ack = countedAck(this.o.metrics, slack.ack, arrived);
    const traced: SlackSide = {
      ...slack,
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
    return span.run(() => inRequest(this.o.logger, reqId, () => this.handOver(body, traced, app))).finally(() => span.end());
  }

  private async handOver(body: Record<string, unknown>, slack: SlackSide, app: App): Promise<void> {
    if (!handedOver(body)) return app.processEvent({ ...slack, body });
    try {
      const traceparent = (this.o.tracing ?? noTracing).traceparent();
      await this.o.inbox.add({ body, retryNum: slack.retryNum, retryReason: slack.retryReason, ...(traceparent ? { traceparent } : {}) }, new Date());
    } catch (err) {
      // Not written, so not acked yet: answered here instead, as a request was before the inbox
      // (the replay guard then runs what only reads and refuses changes in words). Only this one is
      // at the mercy of this process; a lost answer would leave someone in silence.
      this.o.logger.warn({ err, type: body.type ?? 'command' }, 'could not write a Slack request to the inbox: answering it in this process');
      return app.processEvent({ ...slack, body });
    }
    await slack.ack();
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

/** Set when the inbox's note sweep told the asker already (./inbox-sweep.ts). */
const NOTED = 'adopsNoted';

/** Whether a request in the listeners' `context` was told "working on it" while it waited (./inbox-sweep.ts). */
export function notedOf(context: Record<string, unknown>): boolean {
  return context[NOTED] === true;
}

export interface InboxWorkerOptions {
  inbox: InboxRepo;
  app: App;
  logger: Logger;
  metrics?: Metrics;
  instanceId: string;
  /** Requests answered at once (ANSWER_CONCURRENCY): THE bound on answer work; the rest wait in the inbox. */
  concurrency: number;
  pollMs: number;
  /** Each answer continues the trace its ack started (the traceparent stored with it). */
  tracing?: Tracing;
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
  const attributes = { 'slack.request.type': requestType(req.body), 'adops.inbox.attempts': req.attempts };
  try {
    await (o.tracing ?? noTracing).inSpan(
      'Slack request answered',
      attributes,
      () =>
        o.app.processEvent({
          body: req.body,
          // Acked when it was written to the inbox.
          ack: async () => undefined,
          retryNum: req.retryNum,
          retryReason: req.retryReason,
          customProperties: { [REDELIVERED]: req.attempts > 1, [RECEIVED_AT]: req.receivedAt.getTime(), [NOTED]: req.noted },
        }),
      { traceparent: req.traceparent },
    );
  } catch (err) {
    // Bolt's error handler has logged it; the request is done either way (running it again would not help).
    o.logger.warn({ err }, 'a Slack request failed in the app');
  }
  await o.inbox.done(req.id);
}
