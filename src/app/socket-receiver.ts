// Socket Mode's Bolt receiver: requests off Slack's WebSocket (@slack/socket-mode's client, which
// Bolt's own SocketModeReceiver wraps too), handed to the hand-over (./inbox.ts) — transport only,
// as ./http-receiver.ts is for HTTP mode. Bolt's SocketModeReceiver is not used because it calls
// the app's processEvent for every request itself; here the hand-over decides, once, whether a
// request is written to the inbox and acked or run through the app at once.
import type { App, AppOptions, Receiver, ReceiverEvent } from '@slack/bolt';
import { SocketModeClient } from '@slack/socket-mode';
import type { HandOver, SlackSide } from './inbox.js';

type BoltLogger = NonNullable<AppOptions['logger']>;

export interface SocketReceiverOptions {
  appToken: string;
  logger: BoltLogger;
  /** Where the client opens its connection (apps.connections.open): SLACK_API_URL too. */
  slackApiUrl?: string;
  handOver: HandOver;
}

/** What the client emits for each request; `ack` answers it on the socket. */
interface SocketEvent {
  ack(response?: unknown): Promise<void>;
  body: Record<string, unknown>;
  retry_num?: number;
  retry_reason?: string;
}

export class SlackSocketReceiver implements Receiver {
  /** The connection, followed for /readyz (./readiness.ts followSocketConnection). */
  readonly client: SocketModeClient;
  private app: App | undefined;

  constructor(private readonly o: SocketReceiverOptions) {
    this.client = new SocketModeClient({ appToken: o.appToken, logger: o.logger, ...(o.slackApiUrl ? { clientOptions: { slackApiUrl: o.slackApiUrl } } : {}) });
    this.client.on('slack_event', (e: SocketEvent) => void this.take(e));
  }

  init(app: App): void {
    this.app = app;
  }

  async start(): Promise<unknown> {
    return this.client.start();
  }

  async stop(): Promise<void> {
    await this.client.disconnect();
  }

  private async take(e: SocketEvent): Promise<void> {
    let acked = false;
    // An ack is sent once: a second (a listener acking what the hand-over acked) is ignored.
    const ack: ReceiverEvent['ack'] = async (response) => {
      if (acked) return;
      acked = true;
      await e.ack(response);
    };
    const slack: SlackSide = { ack, ...(e.retry_num !== undefined ? { retryNum: e.retry_num } : {}), ...(e.retry_reason !== undefined ? { retryReason: e.retry_reason } : {}) };
    try {
      await this.o.handOver.receive(e.body, slack, this.app!);
    } catch (err) {
      // Logged, and acked: sent again, it would fail the same way.
      this.o.logger.error(`A Socket Mode request failed: ${(err as Error).message}`);
      await ack().catch(() => undefined);
    }
  }
}
