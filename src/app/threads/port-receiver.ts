// The app thread's Bolt receiver: transport only, like Bolt's own. Requests arrive already
// verified from the front thread (./front.ts) over the worker's MessagePort and are handed to
// the Bolt app unchanged. A request the front has acked gets a no-op ack (the listeners still call
// ack() first, as in any Bolt app); one it holds gets its ack body sent back.
import type { MessagePort } from 'node:worker_threads';
import type { App, Receiver, ReceiverEvent } from '@slack/bolt';
import type { AppMessage, ForwardedEvent, FrontMessage } from './protocol.js';

/** The one part of a MessagePort the receiver uses (parentPort in the app thread). */
export type Port = Pick<MessagePort, 'postMessage' | 'on' | 'off'>;

export class PortReceiver implements Receiver {
  private app?: App;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly onMessage = (m: FrontMessage) => {
    if (m.type !== 'event') return;
    const done = this.handle(m).finally(() => this.inFlight.delete(done));
    this.inFlight.add(done);
  };

  constructor(private readonly port: Port) {}

  init(app: App): void {
    this.app = app;
  }

  async start(): Promise<void> {
    this.port.on('message', this.onMessage);
  }

  /** Stops taking requests and lets those already taken finish. */
  async stop(): Promise<void> {
    this.port.off('message', this.onMessage);
    await Promise.allSettled([...this.inFlight]);
  }

  private send(message: AppMessage): void {
    this.port.postMessage(message);
  }

  private async handle(m: ForwardedEvent): Promise<void> {
    let acked = m.acked;
    const event: ReceiverEvent = {
      body: m.body,
      retryNum: m.retryNum,
      retryReason: m.retryReason,
      customProperties: {},
      ack: async (response?: unknown) => {
        if (acked) return;
        acked = true;
        this.send({ type: 'ack', id: m.id, response });
      },
    };
    try {
      await this.app!.processEvent(event);
      if (!acked) this.send({ type: 'done', id: m.id });
    } catch (err) {
      if (!acked) this.send({ type: 'done', id: m.id, error: (err as Error).message ?? String(err) });
    }
  }
}
