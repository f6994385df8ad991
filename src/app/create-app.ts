// The Bolt app factory: every listener over the request's deps, with this process's part of the
// runtime (by config.role): Slack's transport with the hand-over to the inbox
// (roles `web` and `all`; ./receivers.ts, ./inbox.ts), the inbox worker that answers what was
// handed over (`worker` and `all`), and the server of GET routes (/healthz and whatever `routes`
// adds; in HTTP mode it is the transport's own server). The app is created deferred and
// initialised in start(), so a bad bot token is reported as a clear start-up error instead of an
// unhandled rejection.
import type { Server } from 'node:http';
import { App, ErrorCode } from '@slack/bolt';
import { configSecrets, DEFAULT_ANSWER_TIMES, type Config } from '../config.js';
import { boltLevelOf, boltLoggerFrom } from '../logger.js';
import type { AppDeps } from './deps.js';
import { errorView } from '../../views/error.js';
import { describeFailure } from '../../views/error-message.js';
import { adopsErrorIn } from '../errors.js';
import { registerListeners } from './listeners/index.js';
import { slackTransport, transportServesRoutes } from './receivers.js';
import { closeServer, healthRoute, portOf, serve, type Route } from './http-receiver.js';
import { HandOver, INBOX_POLL_MS, inboxWorker } from './inbox.js';
import { SlackSocketReceiver } from './socket-receiver.js';
import { noteSweep, type InboxSweep } from './inbox-sweep.js';
import { StartupError } from './startup.js';
import { InstallationUnreadableError, NotInstalledError } from './oauth/installation-store.js';
import { stopGracefully } from './stop.js';
import { installPages } from './oauth/pages.js';
import { registerUninstallListeners } from './tenants/uninstall.js';
import { slackClientOptions } from '../outbox/slack-io.js';
import { readBuildInfo, type BuildInfo } from '../build-info.js';
import { observeRoutes } from './observe-routes.js';
import { followSocketConnection, Readiness } from './readiness.js';

export interface BotAppOptions {
  config: Config;
  deps: AppDeps;
  /** GET routes served beside /healthz, /livez, /readyz and /metrics (none by default). */
  routes?: readonly Route[];
  /** The build, for /healthz, /livez and /readyz (default: read now, src/build-info.ts). */
  build?: BuildInfo;
}

export interface BotApp {
  app: App;
  /** Starts the app; resolves with the port its server bound (0 in config: an ephemeral one). */
  start(): Promise<{ port: number }>;
  stop(): Promise<void>;
  readonly ready: boolean;
}

/**
 * A request Bolt could not authorize reaches no listener. In the OAuth mode that is a workspace
 * with no install (removed, or never completed) — or an install that could not be read now (the
 * store is down, a token refresh failed). The person who asked is told which, when the request
 * carries a response_url (commands, buttons); it was acked when it was written to the inbox.
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
  // Socket Mode: whether its connection is up, for /readyz (set once the transport exists).
  let slackConnected: (() => boolean) | undefined;
  const readiness = new Readiness({
    store: () => deps.durable.store,
    // The env's account, when it has one (not the OAuth mode's): its key is checked once a minute at most.
    ...(config.adopsApiUrl && config.adopsApiKey && !config.slack.oauth ? { envApi: () => deps.apiFor({}) } : {}),
    ...(deps.accounts.box ? { box: deps.accounts.box } : {}),
    serving: () => ready && !deps.stop.stopping,
    slackConnected: () => slackConnected?.() ?? true,
    now: deps.now,
  });
  const health = () => ({ ok: ready, degraded: deps.durable.scheduler.storeReachable ? [] : ['store'] });
  const routes = [
    healthRoute(health, build),
    ...observeRoutes({ build, metrics: deps.metrics, readiness, onError: (err, path) => deps.logger.error({ err }, `GET ${path} failed`) }),
    ...(opts.routes ?? []),
  ];
  const takesRequests = config.role !== 'worker';
  const answers = config.role !== 'web';
  let worker: ReturnType<typeof inboxWorker> | undefined;
  let notes: InboxSweep | undefined;
  const handOver = takesRequests ? new HandOver({ inbox: deps.durable.store.inbox, logger: deps.logger, onAdded: () => worker?.wake(), tracing: deps.tracing, metrics: deps.metrics }) : undefined;
  const receiver = slackTransport(config, logger, handOver, routes, pages, deps.metrics);
  if (receiver instanceof SlackSocketReceiver) slackConnected = followSocketConnection(receiver.client);
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
  if (answers) {
    const role = config.role === 'worker' ? 'worker' : 'all';
    worker = inboxWorker({
      inbox: deps.durable.store.inbox,
      app,
      logger: deps.logger,
      metrics: deps.metrics,
      instanceId: deps.durable.deps.instanceId,
      concurrency: config.answerConcurrency,
      pollMs: INBOX_POLL_MS[role],
      tracing: deps.tracing,
    });
    notes = noteSweep({
      inbox: deps.durable.store.inbox,
      instanceId: deps.durable.deps.instanceId,
      logger: deps.logger,
      ...(deps.config.answerTimes ?? DEFAULT_ANSWER_TIMES),
      tell: async (req, note) => void (await deps.outbox.respond(String(req.body.response_url), typeof req.body.team_id === 'string' ? req.body.team_id : undefined)({ response_type: 'ephemeral', replace_original: false, text: note.text, blocks: note.blocks })),
      onNoted: () => worker?.wake(),
    });
  }
  // Socket Mode and a worker: the routes on a server of their own, on PORT.
  let routesServer: Server | undefined;

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
      let port: number;
      if (transportServesRoutes(config)) {
        port = portOf((await app.start({ port: config.port, host: config.host })) as Server);
      } else {
        routesServer = await serve({ port: config.port, host: config.host, routes, ...(pages ? { pages } : {}) });
        port = portOf(routesServer);
        await app.start();
      }
      // Local mode: requests an earlier run left (a one-shot exits once its answer is shown) were to
      // be answered through that run's Slack stand-in, which ended with it.
      if (config.mode === 'local' && worker) await deps.durable.store.inbox.forgetAll();
      worker?.start();
      notes?.start();
      ready = true;
      return { port };
    },
    async stop() {
      ready = false;
      // Nothing new is taken from Slack or the inbox; answers in flight get the grace, then are
      // handed back or their askers told; the store is closed last (./stop.ts).
      await app.stop();
      notes?.stop();
      // Not awaited past the grace: a request still running is cut off with the rest; left in the
      // inbox, it is claimed again by the next worker when its lease ends.
      void worker?.stop().catch((err: unknown) => deps.logger.warn({ err }, 'the inbox worker did not stop cleanly'));
      await stopGracefully(deps);
      await closeServer(routesServer);
    },
  };
}
