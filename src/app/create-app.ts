// The Bolt app factory. HTTP mode: Bolt's HTTPReceiver on POST /slack/events with GET /healthz
// as a custom route. Socket Mode: Bolt's SocketModeReceiver, with /healthz on an HTTP port for
// container health checks. The app is created deferred and initialised in start(), so a bad
// bot token is reported as a clear start-up error instead of an unhandled rejection.
import type { AddressInfo } from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { App, HTTPReceiver, SocketModeReceiver } from '@slack/bolt';
import type { Config } from '../config.js';
import { boltLevelOf, boltLoggerFrom } from '../logger.js';
import type { AppDeps } from './deps.js';
import { registerListeners, type ListenerModule } from './listeners/index.js';
import { interactiveClientOptions } from './slack-io.js';

export interface BotAppOptions {
  config: Config;
  deps: AppDeps;
  /** Defaults to the config's mode; local mode runs the HTTP receiver. */
  receiver?: 'http' | 'socket';
  /** Extra listener modules (issue 6); the default set is always registered. */
  listeners?: readonly ListenerModule[];
}

export interface BotApp {
  app: App;
  /** Starts listening; resolves with the bound port (HTTP mode). */
  start(): Promise<{ port: number }>;
  stop(): Promise<void>;
  readonly ready: boolean;
}

export class StartupError extends Error {
  override name = 'StartupError';
}

export function createBotApp(opts: BotAppOptions): BotApp {
  const { config, deps } = opts;
  const secrets = [config.slack.signingSecret, config.adopsApiKey].filter((s): s is string => !!s);
  const logger = boltLoggerFrom(deps.logger, secrets);
  let ready = false;
  const healthz = {
    path: '/healthz',
    method: ['GET'],
    handler: (_req: IncomingMessage, res: ServerResponse) => {
      res.writeHead(ready ? 200 : 503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok: ready }));
    },
  };
  const mode = opts.receiver ?? (config.mode === 'socket' ? 'socket' : 'http');
  const receiver =
    mode === 'socket'
      ? new SocketModeReceiver({ appToken: config.slack.appToken!, logger, customRoutes: [healthz], installerOptions: { port: config.port } })
      : new HTTPReceiver({ signingSecret: config.slack.signingSecret!, logger, customRoutes: [healthz], processBeforeResponse: false });
  const app = new App({
    token: config.slack.botToken,
    receiver,
    logger,
    logLevel: boltLevelOf(deps.logger.level),
    clientOptions: interactiveClientOptions(config.slack.apiUrl),
    deferInitialization: true,
    // No conversation state is used; Bolt's default store costs a rejected promise (an Error with
    // a stack) on every request.
    convoStore: false,
  });
  app.error(async (error) => {
    deps.logger.error({ err: error }, 'unhandled error in a listener');
  });
  registerListeners(app, deps);
  if (opts.listeners) registerListeners(app, deps, opts.listeners);

  return {
    app,
    get ready() {
      return ready;
    },
    async start() {
      try {
        await app.init();
      } catch (err) {
        const e = err as { code?: string; data?: { error?: string }; message?: string };
        if (e.code === 'slack_webapi_request_error') {
          throw new StartupError(`Slack's Web API could not be reached (${e.message ?? 'request error'}). Check the network and SLACK_API_URL.`);
        }
        throw new StartupError(`Slack did not accept SLACK_BOT_TOKEN (${e.data?.error ?? e.message ?? 'unknown error'}). Check the token.`);
      }
      let port = config.port;
      if (mode === 'http') {
        const server = (await app.start({ port: config.port, host: config.host })) as Server;
        port = (server.address() as AddressInfo).port;
      } else {
        await app.start();
      }
      ready = true;
      return { port };
    },
    async stop() {
      ready = false;
      await app.stop();
      await deps.close();
    },
  };
}
