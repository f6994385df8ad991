// The Bolt app factory: every listener over the request's deps, on Bolt's HTTPReceiver (POST
// /slack/events) or SocketModeReceiver, each with GET /healthz (./receivers.ts). The app is
// created deferred and initialised in start(), so a bad bot token is reported as a clear start-up
// error instead of an unhandled rejection.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { App } from '@slack/bolt';
import type { Config } from '../config.js';
import { boltLevelOf, boltLoggerFrom } from '../logger.js';
import type { AppDeps } from './deps.js';
import { registerListeners } from './listeners/index.js';
import { slackReceiver, type Health } from './receivers.js';
import { StartupError } from './startup.js';
import { interactiveClientOptions } from '../outbox/slack-io.js';

export interface BotAppOptions {
  config: Config;
  deps: AppDeps;
  /** Slack's transport: HTTP (local mode too) or Socket Mode. */
  receiver: 'http' | 'socket';
}

export interface BotApp {
  app: App;
  /** Starts listening; resolves with the bound port (in-thread HTTP), else the configured one. */
  start(): Promise<{ port: number }>;
  stop(): Promise<void>;
  readonly ready: boolean;
}

/** Healthy once started and while no background loop is stuck (the store's own errors are the loops'). */
function healthOf(ready: boolean, deps: AppDeps): Health {
  if (!ready) return { ok: false, problems: ['starting or stopping'] };
  const stalled = deps.durable.stalled();
  return stalled.length ? { ok: false, problems: stalled.map((s) => `${s.name} stuck for ${Math.round(s.forMs / 1000)} s`) } : { ok: true };
}

export function createBotApp(opts: BotAppOptions): BotApp {
  const { config, deps } = opts;
  const secrets = [config.slack.signingSecret, config.adopsApiKey].filter((s): s is string => !!s);
  const logger = boltLoggerFrom(deps.logger, secrets);
  let ready = false;
  const receiver = slackReceiver(opts.receiver, config, logger, () => healthOf(ready, deps));
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
      if (opts.receiver === 'http') {
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
