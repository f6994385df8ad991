// The Bolt app factory: every listener over the request's deps. Its receiver is either Bolt's
// HTTPReceiver in this thread (POST /slack/events and GET /healthz: local mode and tests) or the
// app thread's PortReceiver, when `npm start` keeps the transport on the front thread
// (src/app/threads). The app is created deferred and initialised in start(), so a bad bot token
// is reported as a clear start-up error instead of an unhandled rejection.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { App, ErrorCode, type Receiver } from '@slack/bolt';
import { configSecrets, type Config } from '../config.js';
import { boltLevelOf, boltLoggerFrom } from '../logger.js';
import type { AppDeps } from './deps.js';
import { errorView } from '../../views/error.js';
import { describeFailure } from '../../views/error-message.js';
import { adopsErrorIn } from '../errors.js';
import { registerListeners } from './listeners/index.js';
import { slackReceiver } from './receivers.js';
import { StartupError } from './startup.js';
import { InstallationUnreadableError, NotInstalledError } from './oauth/installation-store.js';
import { stopGracefully } from './stop.js';
import { installPages, type PageHandler } from './oauth/pages.js';
import { registerUninstallListeners } from './tenants/uninstall.js';
import { slackClientOptions } from '../outbox/slack-io.js';
import { readBuildInfo, type BuildInfo } from '../build-info.js';
import { observeRoutes, type GetRoute } from './observe-routes.js';
import { Readiness } from './readiness.js';

export interface BotAppOptions {
  config: Config;
  deps: AppDeps;
  /**
   * 'http': Bolt's HTTP receiver in this thread (local mode, tests). A Receiver instance is the app
   * thread's (src/app/threads/port-receiver.ts): transport and /healthz live on the front thread.
   */
  receiver: 'http' | Receiver;
  /** The build, for /healthz and /readyz (default: read now, src/build-info.ts). */
  build?: BuildInfo;
  /** Socket Mode: whether its connection is up (./readiness.ts followSocketConnection), for /readyz. */
  slackConnected?: () => boolean;
}

export interface BotApp {
  app: App;
  /** The OAuth mode's install pages, for a front thread to serve (./threads/front.ts). */
  pages?: PageHandler;
  /** GET /livez, /readyz and /metrics (./observe-routes.ts), for whichever server the app runs behind. */
  routes: readonly GetRoute[];
  /** Starts listening; resolves with the bound port (in-thread HTTP), else the configured one. */
  start(): Promise<{ port: number }>;
  stop(): Promise<void>;
  readonly ready: boolean;
}

/**
 * A request Bolt could not authorize reaches no listener. In the OAuth mode that is a workspace
 * with no install (removed, or never completed) — or an install that could not be read now (the
 * store is down, a token refresh failed). The person who asked is told which, when the request
 * carries a response_url (commands, buttons); the front has acked it already.
 */
async function tellUnauthorized(deps: AppDeps, error: Error & { original?: unknown }, body: unknown): Promise<void> {
  const b = (body ?? {}) as { team_id?: string; team?: { id?: string }; response_url?: string };
  const team = b.team_id ?? b.team?.id;
  const found = adopsErrorIn(error);
  const missing = found instanceof NotInstalledError;
  if (missing) deps.logger.warn({ team }, 'request from a workspace with no installation of the app: not answered from any account');
  else deps.logger.error({ err: error.original ?? error, team }, 'could not read the workspace’s installation: request not answered');
  if (typeof b.response_url !== 'string') return;
  const message = errorView(describeFailure(missing ? found : new InstallationUnreadableError(error.original ?? error)));
  await deps.outbox.respond(b.response_url)({ response_type: 'ephemeral', text: message.text, blocks: message.blocks }).catch((err: unknown) => deps.logger.warn({ err }, 'could not tell the user'));
}

export function createBotApp(opts: BotAppOptions): BotApp {
  const { config, deps } = opts;
  const secrets = configSecrets(config);
  const logger = boltLoggerFrom(deps.logger, secrets);
  let ready = false;
  const installer = deps.installer;
  const pages = installer && installPages(installer, { logger: deps.logger, slackApiUrl: config.slack.apiUrl, outbox: deps.outbox });
  const build = opts.build ?? readBuildInfo();
  const readiness = new Readiness({
    store: () => deps.durable.store,
    // The env's account, when it has one (not the OAuth mode's): its key is checked once a minute at most.
    ...(config.adopsApiUrl && config.adopsApiKey && !config.slack.oauth ? { envApi: () => deps.apiFor({}) } : {}),
    ...(deps.accounts.box ? { box: deps.accounts.box } : {}),
    serving: () => ready,
    ...(opts.slackConnected ? { slackConnected: opts.slackConnected } : {}),
    now: deps.now,
  });
  const routes = observeRoutes({ build, metrics: deps.metrics, readiness });
  const operator = { routes, about: build, metrics: deps.metrics };
  const receiver = opts.receiver === 'http' ? slackReceiver('http', config, logger, () => ready, pages, operator) : opts.receiver;
  const app = new App({
    // One workspace: the env's bot token. The OAuth mode: each request's workspace's own install.
    ...(installer ? { authorize: installer.authorize } : { token: config.slack.botToken }),
    receiver,
    logger,
    logLevel: boltLevelOf(deps.logger.level),
    clientOptions: slackClientOptions(config.slack.apiUrl, deps.metrics),
    deferInitialization: true,
    // The handler sees the request too: an unauthorized one is answered (tellNotInstalled).
    extendedErrorHandler: true,
    // No conversation state is used; Bolt's default store costs a rejected promise (an Error with
    // a stack) on every request.
    convoStore: false,
  });
  app.error(async ({ error, body }: { error: Error & { code?: string }; body?: unknown }) => {
    if (error.code === ErrorCode.AuthorizationError) return tellUnauthorized(deps, error, body);
    deps.logger.error({ err: error }, 'unhandled error in a listener');
  });
  registerListeners(app, deps);
  registerUninstallListeners(app, deps);

  return {
    app,
    routes,
    ...(pages ? { pages } : {}),
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
      // Work in flight gets its grace, then is handed back; the store is closed last (./stop.ts).
      await stopGracefully(deps);
    },
  };
}
