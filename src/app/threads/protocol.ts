// What the front thread (transport: signature check, ack, /healthz) and the app thread (Bolt app,
// answers, store, scheduler) say to each other over the worker's MessagePort. Only plain data
// crosses: structured clones of Slack payloads and ack bodies.

/** Front → app: a verified Slack request, and whether the front has already acked it. */
export interface ForwardedEvent {
  type: 'event';
  id: number;
  body: Record<string, unknown>;
  acked: boolean;
  retryNum?: number;
  retryReason?: string;
}

/** `ping` asks the app thread to show it is still taking work (`pong`); see ./app-link.ts. */
export type FrontMessage = ForwardedEvent | { type: 'ping' } | { type: 'stop' };

/**
 * App → front. `ack` answers a request the front is holding (a view submission's errors);
 * `done` ends one the app finished without acking (`error` when it failed). `ready` and
 * `start-failed` end the start-up; `stopped` ends the shutdown.
 */
export type AppMessage =
  | { type: 'ack'; id: number; response?: unknown }
  | { type: 'done'; id: number; error?: string }
  /** `pagesPort`: the OAuth mode's install pages, on the app thread's loopback server (./pages-proxy.ts). */
  | { type: 'ready'; pagesPort?: number }
  | { type: 'start-failed'; message: string }
  /** `degraded`: dependencies the app thread cannot reach now (the store), for /healthz. */
  | { type: 'pong'; degraded?: string[] }
  | { type: 'stopped' };

/**
 * Whether the front acks a request itself, at once, with an empty 200. True for everything the
 * bot's listeners ack with no body before doing anything: slash commands (answers and forms go
 * through response_url or views.open), button clicks and Events API callbacks (Bolt acks those on
 * its own). Everything else — view submissions (field errors travel in the ack), option loads,
 * shortcuts — waits for the app thread's ack, within Slack's 3 s.
 */
export function acksAtOnce(body: Record<string, unknown>): boolean {
  if (typeof body.command === 'string') return true;
  return body.type === 'block_actions' || body.type === 'event_callback';
}
