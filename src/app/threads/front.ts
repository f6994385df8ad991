// The front thread of `npm start` in HTTP and Socket Mode: Slack's transport and nothing else.
// The signature is checked with Bolt's exported HTTP functions (./front-http.ts; Socket Mode: Bolt's
// SocketModeReceiver under a listener-less App), public API throughout; the front acks at once
// what the listeners would ack with an empty body (./protocol.ts) and hands every request to the
// app thread (./app-thread.ts), where the bot's Bolt app runs its listeners; /healthz is here. Answer work — API calls, views, posts, the store, the scheduler — never shares
// this event loop, and every other thread of the process gives way to this one (./priority.ts), so
// acks stay as quick as a bare Bolt app's under load (bench/bot.ts).
// The app thread is pinged every second (./app-link.ts). Silent for 10 s: /healthz answers 503
// and commands are acked with a message saying the bot cannot answer. Silent for 60 s, or dead:
// the process exits 1, for its supervisor to start a fresh one.
import type { Server } from 'node:http';
import { Worker } from 'node:worker_threads';
import { App, type ReceiverEvent } from '@slack/bolt';
import { configSecrets, type Config } from '../../config.js';
import { boltLevelOf, boltLoggerFrom, type Logger } from '../../logger.js';
import { errorView } from '../../../views/error.js';
import { portOf, slackReceiver, startHealthServer } from '../receivers.js';
import { startFrontHttp } from './front-http.js';
import { proxyPages } from './pages-proxy.js';
import { AppLink } from './app-link.js';
import { lowerThreads, otherThreadIds, type ThreadPriorityResult } from './priority.js';
import { acksAtOnce } from './protocol.js';
import { readBuildInfo } from '../../build-info.js';
import { livezRoute } from '../observe-routes.js';

export interface FrontOptions {
  config: Config;
  logger: Logger;
  /** Called once if the app thread dies or is given up on; the process should exit (and be restarted). */
  onCrash(reason: string): void;
  /** Pings unanswered this long: the app thread counts as stuck (default 10 s). */
  unresponsiveAfterMs?: number;
  /** Pings unanswered this long: the app thread is given up on (default 60 s). */
  giveUpAfterMs?: number;
  /** Starts the app thread (tests start their own). */
  spawn?: () => Worker;
}

export interface Front {
  /** The port bound: Slack's requests (HTTP mode) or /healthz (Socket Mode). */
  port: number;
  stop(): Promise<void>;
}

/** Within Docker's default 10 s stop grace period, with time left to exit. */
const STOP_TIMEOUT_MS = 8_000;

/**
 * The app thread, from the file beside this one: JavaScript in the compiled image; under tsx
 * (`npm start`, the tests) its TypeScript entry is loaded through tsx.
 */
function spawnAppThread(): Worker {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./app-thread.js', here));
  const entry = new URL('./app-thread.ts', here).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  return new Worker(`import(${JSON.stringify(tsx)}).then((m) => m.tsImport(${JSON.stringify(entry)}, ${JSON.stringify(here)}))`, { eval: true });
}

/**
 * The ack of a command while the app thread is stuck. The front acks commands before the app
 * thread sees them, so without this a stuck app thread would leave people with no answer at all.
 */
function stuckReply(silentMs: number): { response_type: 'ephemeral'; text: string; blocks: unknown[] } {
  const message = errorView({
    what: `adops-bot cannot answer right now: its worker has not responded for ${Math.round(silentMs / 1000)} s.`,
    next: 'Try again in a few minutes. If this keeps happening, tell whoever runs the bot: its health check is failing.',
  });
  return { response_type: 'ephemeral', text: message.text, blocks: message.blocks };
}

/** Every thread but this one gives way to it (./priority.ts); the app thread is up by now. */
async function lowerEveryOtherThread(config: Config, logger: Logger): Promise<void> {
  let result: ThreadPriorityResult;
  try {
    result = await lowerThreads(otherThreadIds(), config.appThreadPriority);
  } catch (err) {
    // A tuning step: the bot runs without it, only with slower acks under load.
    result = { applied: 'unchanged', tids: [], reason: `thread priorities could not be read: ${(err as Error).message}` };
  }
  const fields = { priority: result.applied, threads: result.tids };
  if (!result.reason) {
    const msg = result.applied === 'unchanged' ? 'thread priorities left alone (APP_THREAD_PRIORITY=normal)' : 'the app thread and the helper threads give way to the front';
    return logger.info(fields, msg);
  }
  const consequence = result.applied === 'idle' ? '' : '; acks may wait behind answer work under load';
  // Off Linux there is nothing to set: not worth a warning on every start of a developer's machine.
  const level = process.platform === 'linux' ? 'warn' : 'debug';
  logger[level](fields, `thread priorities: ${result.reason}${consequence}`);
}

export async function startFront(opts: FrontOptions): Promise<Front> {
  const { config, logger } = opts;
  let ready = false;
  const secrets = configSecrets(config);
  const isReady = () => ready && link.responsive();
  const boltLogger = boltLoggerFrom(logger, secrets);
  const link = new AppLink((opts.spawn ?? spawnAppThread)(), logger, {
    unresponsiveAfterMs: opts.unresponsiveAfterMs ?? 10_000,
    giveUpAfterMs: opts.giveUpAfterMs ?? 60_000,
    onDeath: (reason, err) => {
      ready = false;
      logger.fatal({ err, reason }, 'the app thread is gone; exiting so that the bot is restarted');
      opts.onCrash(reason);
    },
  });

  async function forward(event: ReceiverEvent): Promise<void> {
    if (acksAtOnce(event.body)) {
      if (typeof event.body.command === 'string' && !link.responsive()) {
        logger.warn({ silentMs: link.silentForMs() }, 'app thread unresponsive: command answered with a message');
        return event.ack(stuckReply(link.silentForMs()));
      }
      await event.ack();
      link.forward(event);
      return;
    }
    // Left unacked, Slack shows the person its own error after 3 s.
    if (!link.responsive()) return logger.warn({ type: event.body.type }, 'app thread unresponsive: request not handed over');
    await link.hold(event);
  }
  /**
   * Socket Mode: Bolt's SocketModeReceiver under a Bolt App of its own with one global middleware,
   * the hand-over. Bolt has already acked an Events API callback when middleware runs; every other
   * request carries `ack`. No listener and no authorization here: the app thread's app does both.
   */
  function socketFront(): App {
    const front = new App({
      receiver: slackReceiver('socket', config, boltLogger, isReady),
      authorize: async () => ({}),
      ignoreSelf: false,
      convoStore: false,
      logger: boltLogger,
      logLevel: boltLevelOf(logger.level),
    });
    front.use(async (args) => {
      const { body, context } = args;
      const ack = 'ack' in args && typeof args.ack === 'function' ? (args.ack as ReceiverEvent['ack']) : async () => undefined;
      await forward({ body: body as ReceiverEvent['body'], ack, retryNum: context.retryNum, retryReason: context.retryReason });
    });
    front.error(async (error) => logger.error({ err: error }, 'the front could not hand a request over'));
    return front;
  }

  const { pagesPort } = await link.started();
  const about = readBuildInfo();
  // The app thread holds the metrics and the readiness checks; the front answers /livez (the Docker HEALTHCHECK).
  const routes = [livezRoute(about, () => link.responsive())];
  await lowerEveryOtherThread(config, logger);
  // HTTP mode: the transport of ./front-http.ts (GET /healthz beside it). Socket Mode: /healthz
  // on a small server of ours on PORT.
  let server: Server | undefined;
  let socket: App | undefined;
  try {
    if (config.mode === 'socket') {
      server = await startHealthServer(config.port, config.host, isReady, { about, routes });
      socket = socketFront();
      await socket.start();
    } else {
      server = await startFrontHttp({
        signingSecret: config.slack.signingSecret!, port: config.port, host: config.host, logger: boltLogger, isReady, forward, degraded: () => link.degraded(), about, routes,
        ...(pagesPort ? { pages: proxyPages(pagesPort) } : {}),
      });
    }
  } catch (err) {
    server?.close();
    await link.stop(STOP_TIMEOUT_MS);
    throw err;
  }
  const port = portOf(server);
  ready = true;
  link.startPinging();

  let stopping: Promise<void> | undefined;
  return {
    port,
    stop() {
      stopping ??= (async () => {
        ready = false;
        // Acks the app thread still owes go out before the transport closes.
        await link.drain();
        await socket?.stop().catch((err: unknown) => logger.warn({ err }, 'could not close the Slack transport cleanly'));
        await new Promise((resolve) => server!.close(resolve));
        // The app thread finishes the answers it holds and closes the store.
        const outcome = await link.stop(STOP_TIMEOUT_MS);
        if (outcome !== 'timed out') return;
        logger.error({ timeoutMs: STOP_TIMEOUT_MS }, 'the app thread did not stop in time; it was terminated');
        throw new Error('the app thread did not stop in time');
      })();
      return stopping;
    },
  };
}
