// The front thread of `npm start` in HTTP and Socket Mode: Slack's transport and nothing else.
// Bolt's own receiver checks each request's signature (or takes it from the socket); the front
// acks at once what the listeners would ack with an empty body (./protocol.ts), answers
// /healthz, and hands every request to the app thread (./app-thread.ts), where the Bolt app runs
// its listeners. Answer work — API calls, views, posts, the store, the scheduler — never shares
// this event loop, so acks stay as quick as a bare Bolt app's under load (bench/bot.ts).
// It pings the app thread every second; after 10 s without an answer /healthz turns 503 (the
// orchestrator restarts the instance) and commands are acked with a message saying so.
import { Worker } from 'node:worker_threads';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App, HTTPReceiver, ReceiverEvent, SocketModeReceiver } from '@slack/bolt';
import type { Config } from '../../config.js';
import { boltLoggerFrom, type Logger } from '../../logger.js';
import { slackReceiver } from '../receivers.js';
import { StartupFailure } from '../startup.js';
import { errorView } from '../../../views/error.js';
import { acksAtOnce, type AppMessage, type ForwardedEvent, type FrontMessage } from './protocol.js';

export interface FrontOptions {
  config: Config;
  logger: Logger;
  /** Called once if the app thread dies while running; the process should exit (and be restarted). */
  onCrash(reason: string): void;
  /** How long the app thread may leave pings unanswered before it counts as stuck (default 10 s). */
  unresponsiveAfterMs?: number;
  /** Starts the app thread (tests start their own). */
  spawn?: () => Worker;
}

export interface Front {
  /** The HTTP port bound (HTTP mode), else the configured one. */
  port: number;
  stop(): Promise<void>;
}

/** A request whose ack the app thread gives (a view submission's field errors, say). */
interface Held {
  ack: ReceiverEvent['ack'];
  resolve(): void;
  reject(err: Error): void;
}

const STOP_TIMEOUT_MS = 15_000;
const PING_EVERY_MS = 1_000;

/**
 * The ack of a command while the app thread is stuck. The front acks commands before the app
 * thread sees them, so without this a stuck app thread would leave people with no answer at all
 * (a single thread would at least have made Slack report a timeout).
 */
function stuckReply(silentMs: number): { response_type: 'ephemeral'; text: string; blocks: unknown[] } {
  const message = errorView({
    what: `adops-bot cannot answer right now: its worker has not responded for ${Math.round(silentMs / 1000)} s.`,
    next: 'Try again in a few minutes. If this keeps happening, tell whoever runs the bot: its health check is failing, so it should be restarted.',
  });
  return { response_type: 'ephemeral', text: message.text, blocks: message.blocks };
}

/** The app thread; under tsx (`npm start`, tests) its TypeScript entry is loaded through tsx. */
function spawnAppThread(): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./app-thread.js', here));
  const entry = new URL('./app-thread.ts', here).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  return new Worker(`import(${JSON.stringify(tsx)}).then((m) => m.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(here)}))`, { eval: true });
}

export async function startFront(opts: FrontOptions): Promise<Front> {
  const { config, logger } = opts;
  const unresponsiveAfterMs = opts.unresponsiveAfterMs ?? 10_000;
  const worker = (opts.spawn ?? spawnAppThread)();
  const send = (m: FrontMessage) => worker.postMessage(m);
  const held = new Map<number, Held>();
  let nextId = 1;
  let ready = false;
  let stopping = false;
  let settleStart: { resolve(): void; reject(err: Error): void } | undefined;
  let onStopped: (() => void) | undefined;
  // Liveness of the app thread: it answers a ping a second unless its event loop is stuck.
  let lastPong = Date.now();
  const pinger = setInterval(() => ready && send({ type: 'ping' }), PING_EVERY_MS);
  pinger.unref();
  const silentFor = () => Date.now() - lastPong;
  const responsive = () => silentFor() < unresponsiveAfterMs;

  const secrets = [config.slack.signingSecret, config.slack.appToken, config.adopsApiKey].filter((s): s is string => !!s);
  const receiver = slackReceiver(config.mode === 'socket' ? 'socket' : 'http', config, boltLoggerFrom(logger, secrets), () => ready && responsive());

  async function forward(event: ReceiverEvent): Promise<void> {
    const message: ForwardedEvent = { type: 'event', id: nextId++, body: event.body, acked: false, retryNum: event.retryNum, retryReason: event.retryReason };
    if (acksAtOnce(event.body)) {
      if (typeof event.body.command === 'string' && !responsive()) {
        logger.warn({ silentMs: silentFor() }, 'app thread unresponsive: command refused with a message');
        return event.ack(stuckReply(silentFor()));
      }
      await event.ack();
      send({ ...message, acked: true });
      return;
    }
    await new Promise<void>((resolve, reject) => {
      held.set(message.id, { ack: event.ack, resolve, reject });
      send(message);
    });
  }
  // Bolt's receivers hand requests to `app.processEvent`; here that is the hand-over to the app thread.
  receiver.init({ processEvent: forward } as unknown as App);

  function release(m: Extract<AppMessage, { type: 'ack' | 'done' }>): void {
    const h = held.get(m.id);
    if (!h) return;
    held.delete(m.id);
    if (m.type === 'ack') {
      h.ack(m.response).then(h.resolve, (err: unknown) => {
        logger.warn({ err }, 'ack from the app thread came too late');
        h.resolve();
      });
    } else if (m.error) h.reject(new Error(m.error));
    else h.resolve();
  }

  function died(reason: string): void {
    ready = false;
    clearInterval(pinger);
    for (const h of held.values()) h.reject(new Error('the app thread stopped'));
    held.clear();
    if (settleStart) return settleStart.reject(new StartupFailure(`adops-bot stopped: ${reason}`));
    if (onStopped) return onStopped();
    if (!stopping) {
      logger.fatal({ reason }, 'the app thread stopped; exiting so the bot is restarted');
      opts.onCrash(reason);
    }
  }

  worker.on('message', (m: AppMessage) => {
    if (m.type === 'ack' || m.type === 'done') release(m);
    else if (m.type === 'pong') lastPong = Date.now();
    else if (m.type === 'ready') settleStart?.resolve();
    else if (m.type === 'start-failed') settleStart?.reject(new StartupFailure(m.message));
    else if (m.type === 'stopped') onStopped?.();
  });
  worker.on('error', (err) => died(`the app thread failed: ${err.message}`));
  worker.on('exit', (code) => died(`the app thread exited (code ${code})`));

  try {
    await new Promise<void>((resolve, reject) => (settleStart = { resolve, reject }));
  } catch (err) {
    // The failure is the caller's to report; the thread's exit that follows is expected.
    stopping = true;
    await worker.terminate();
    throw err;
  } finally {
    settleStart = undefined;
  }
  let port = config.port;
  if (config.mode === 'socket') {
    await (receiver as SocketModeReceiver).start();
  } else {
    const server: Server = await (receiver as HTTPReceiver).start({ port: config.port, host: config.host });
    port = (server.address() as AddressInfo).port;
  }
  ready = true;
  lastPong = Date.now();

  return {
    port,
    async stop() {
      if (stopping) return;
      stopping = true;
      ready = false;
      clearInterval(pinger);
      await receiver.stop().catch((err: unknown) => logger.warn({ err }, 'could not close the Slack transport cleanly'));
      // The app thread finishes the answers it holds, closes the store, then says it has stopped.
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, STOP_TIMEOUT_MS);
        onStopped = () => {
          clearTimeout(timer);
          resolve();
        };
        send({ type: 'stop' });
      });
      await worker.terminate();
    },
  };
}
