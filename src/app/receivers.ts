// Slack's transports with GET /healthz beside them: HTTP (POST /slack/events through the front's
// own transport, ./threads/front-http.ts: signature, shape check and ack, then the app) or Socket
// Mode (Bolt's SocketModeReceiver; /healthz on PORT from a small server of our own, so the port
// bound and a port in use are ours to see). One place for both users: the in-thread app (local
// mode, tests) and the front thread of `npm start`.
import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SocketModeReceiver, type App, type AppOptions, type Receiver } from '@slack/bolt';
import { startFrontHttp } from './threads/front-http.js';
import { closeIfBodyIgnored } from './slack-request.js';
import type { Config } from '../config.js';
import type { PageHandler } from './oauth/pages.js';
import { serveRoute, type GetRoute } from './observe-routes.js';
import type { BuildInfo } from '../build-info.js';
import type { Metrics } from '../metrics.js';

/** What the operator's side of a server adds: GET routes (../observe-routes.ts), the build for /healthz, ack metrics. */
export interface OperatorSide {
  routes?: readonly GetRoute[];
  about?: BuildInfo;
  metrics?: Metrics;
}

type BoltLogger = NonNullable<AppOptions['logger']>;

function answerHealth(res: ServerResponse, ready: boolean, about?: BuildInfo): void {
  res.writeHead(ready ? 200 : 503, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ ok: ready, ...about }));
}

/**
 * HTTP mode in this thread: the front's own transport (./threads/front-http.ts — the bounded,
 * verified read of ./slack-request.ts, shape check, ack) handing requests straight to the app. Bolt's HTTPReceiver is not used:
 * a correctly signed `payload=null` crashed the process inside it.
 */
class InThreadHttpReceiver implements Receiver {
  private app: App | undefined;
  private server: Server | undefined;

  constructor(private readonly o: { signingSecret: string; logger: BoltLogger; isReady: () => boolean; pages?: PageHandler } & OperatorSide) {}

  init(app: App): void {
    this.app = app;
  }

  async start(opts: { port: number; host: string }): Promise<Server> {
    this.server = await startFrontHttp({
      ...this.o,
      port: opts.port,
      host: opts.host,
      forward: (event) => this.app!.processEvent(event),
    });
    return this.server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
}

export function slackReceiver(mode: 'http' | 'socket', config: Config, logger: BoltLogger, isReady: () => boolean, pages?: PageHandler, operator: OperatorSide = {}): Receiver {
  if (mode === 'socket') {
    // The Socket Mode client opens its connection with apps.connections.open: through SLACK_API_URL too.
    const clientOptions = config.slack.apiUrl ? { slackApiUrl: config.slack.apiUrl } : undefined;
    return new SocketModeReceiver({ appToken: config.slack.appToken!, logger, installerOptions: { clientOptions } });
  }
  return new InThreadHttpReceiver({ signingSecret: config.slack.signingSecret!, logger, isReady, pages, ...operator });
}

/** Socket Mode's GET /healthz on PORT (HTTP mode serves it beside POST /slack/events). */
export async function startHealthServer(port: number, host: string, isReady: () => boolean, operator: OperatorSide = {}): Promise<Server> {
  const server = createServer((req, res) => {
    // It reads no body: one sent anyway is not drained (docs/security.md, Inbound requests).
    closeIfBodyIgnored(req, res);
    if (req.method === 'GET' && req.url?.split('?')[0] === '/healthz') return answerHealth(res, isReady(), operator.about);
    if (serveRoute(operator.routes, req, res, (err) => console.error(`GET ${req.url} failed: ${(err as Error).message}`))) return;
    res.writeHead(404).end();
  });
  server.listen(port, host);
  await Promise.race([once(server, 'listening'), once(server, 'error').then(([err]) => Promise.reject(err as Error))]);
  return server;
}

export function portOf(server: Server): number {
  return (server.address() as AddressInfo).port;
}
