// The app thread of `npm start` in HTTP and Socket Mode: the Bolt app with every listener, the
// API clients, the store, the scheduler and the workers — everything but the transport, which
// stays on the front thread (./front.ts) so that acks never wait behind answer work. It reads the
// same environment, reports `ready` (or the start-up failure in words) and stops on request.
import type { AddressInfo } from 'node:net';
import { parentPort } from 'node:worker_threads';
import { pino } from 'pino';
import { configSecrets, loadConfig } from '../../config.js';
import { createLogger } from '../../logger.js';
import { Metrics } from '../../metrics.js';
import { createBotApp } from '../create-app.js';
import { createDeps } from '../deps.js';
import { openDurableSetup } from '../durable-config.js';
import { startupFailureText } from '../startup.js';
import { installLastResort } from './last-resort.js';
import { PortReceiver } from './port-receiver.js';
import { servePages } from './pages-proxy.js';
import { ownThreadId } from './priority.js';
import type { AppMessage, FrontMessage } from './protocol.js';

async function main(): Promise<void> {
  const port = parentPort!;
  const send = (m: AppMessage) => port.postMessage(m);
  try {
    const config = loadConfig(process.env);
    // Written synchronously: pino flushes its buffer at exit on the main thread only, and the front
    // ends this thread (terminate) right after it reports a failure or its stop.
    const destination = pino.destination({ dest: 1, sync: true });
    const secrets = configSecrets(config);
    const logger = createLogger({ level: config.logLevel, secrets, destination }).child({ thread: 'app' });
    // Ending this thread makes the front exit 1 (supervisor restart).
    installLastResort(logger, () => process.exit(1));
    const durable = await openDurableSetup(process.env, config);
    const deps = createDeps({ config, logger, durable, metrics: new Metrics() });
    const bot = createBotApp({ config, deps, receiver: new PortReceiver(port) });
    await bot.start();
    const pagesServer = bot.pages && (await servePages(bot.pages));
    port.on('message', (m: FrontMessage) => {
      if (m.type === 'ping') return send({ type: 'pong', degraded: deps.durable.scheduler.storeReachable ? [] : ['store'] });
      if (m.type !== 'stop') return;
      pagesServer?.close();
      bot.stop().then(
        () => send({ type: 'stopped' }),
        (err: unknown) => {
          logger.error({ err }, 'shutdown failed');
          send({ type: 'stopped' });
        },
      );
    });
    send({ type: 'ready', ...(pagesServer ? { pagesPort: (pagesServer.address() as AddressInfo).port } : {}) });
    // Its thread id, for `chrt -p` or /proc: the front lowers its priority (./priority.ts).
    logger.info({ tid: ownThreadId() }, 'app thread ready');
    // One workspace: its account is checked now, so a wrong key shows in the log at once.
    if (!config.slack.oauth) {
      deps
        .apiFor({})
        .auth.status()
        .then(
          (id) => logger.info({ apiKeyName: id.api_key_name, permissions: id.permissions }, 'reporting API reachable'),
          (err: unknown) => logger.warn({ err }, 'reporting API check failed at start-up; commands will say so'),
        );
    }
  } catch (err) {
    send({ type: 'start-failed', message: startupFailureText(err) });
  }
}

void main();
