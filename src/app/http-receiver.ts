// The bot's HTTP side: one server for POST /slack/events (the Slack receiver below) and the GET
// routes beside it (/healthz, the OAuth mode's install pages, whatever else is mounted through
// `routes`). In Socket Mode and in a worker process the same server runs with the routes only.
//
// The Slack receiver is a Bolt `Receiver` doing what Bolt's HTTPReceiver does for a request, built
// from the functions Bolt exports for exactly this (HTTPModuleFunctions, HTTPResponseAck). Bolt's
// HTTPReceiver itself is not used: its parseAndVerifyHTTPRequest reads a body whole, with no limit,
// before checking its signature, and a correctly signed `payload=null` crashed the process inside
// it. The body is read, bounded and verified by ./slack-request.ts (docs/security.md), and a signed
// request of the wrong shape never reaches Bolt (its `checkRequestShape`).
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HTTPModuleFunctions as http, HTTPResponseAck, type App, type AppOptions, type Receiver } from '@slack/bolt';
import { checkRequestShape, closeIfBodyIgnored, isObject, readSlackRequest, refuse } from './slack-request.js';
import type { PageHandler } from './oauth/pages.js';
import type { Metrics } from '../metrics.js';
import type { HandOver } from './inbox.js';

type BoltLogger = NonNullable<AppOptions['logger']>;

/** A GET route of the bot's server. None reads a body: one sent anyway is not drained. */
export interface Route {
  path: string;
  handle(req: IncomingMessage, res: ServerResponse): void;
}

/**
 * GET /healthz: 200 while the process takes work (the dependencies it cannot reach now named), else
 * 503; `about`: the running build (src/build-info.ts), answered with it.
 */
export function healthRoute(health: () => { ok: boolean; degraded: string[] }, about: object = {}): Route {
  return {
    path: '/healthz',
    handle(_req, res) {
      const { ok, degraded } = health();
      res.writeHead(ok ? 200 : 503, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ok, ...about, ...(ok && degraded.length > 0 ? { degraded } : {}) }));
    },
  };
}

export interface ServeOptions {
  port: number;
  host: string;
  routes: readonly Route[];
  /** The OAuth mode's install pages (./oauth/pages.ts). */
  pages?: PageHandler;
  /** POST /slack/events (the Slack receiver); unset: 404 like any other path. */
  slack?(req: IncomingMessage, res: ServerResponse): void;
}

/** Starts the server; resolves once it listens (its port: portOf), rejects when the port is taken. */
export async function serve(o: ServeOptions): Promise<Server> {
  const routes = new Map(o.routes.map((r) => [r.path, r]));
  const server = createServer((req, res) => {
    const path = req.url?.split('?')[0] ?? '';
    if (o.slack && req.method === 'POST' && path === '/slack/events') return o.slack(req, res);
    closeIfBodyIgnored(req, res);
    const route = req.method === 'GET' ? routes.get(path) : undefined;
    if (route) return route.handle(req, res);
    if (o.pages?.(req, res)) return;
    res.writeHead(404).end();
  });
  server.listen(o.port, o.host);
  await Promise.race([once(server, 'listening'), once(server, 'error').then(([err]) => Promise.reject(err as Error))]);
  return server;
}

export function portOf(server: Server): number {
  return (server.address() as AddressInfo).port;
}

export async function closeServer(server: Server | undefined): Promise<void> {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

export interface SlackHttpReceiverOptions {
  signingSecret: string;
  logger: BoltLogger;
  routes: readonly Route[];
  pages?: PageHandler;
  /** Counts the requests refused before the hand-over (src/metrics.ts). */
  metrics?: Metrics;
  /** What a taken request becomes (./inbox.ts): the receiver is transport only. */
  handOver: HandOver;
}

/** HTTP mode's Bolt receiver: POST /slack/events, bounded and verified, beside the GET routes. */
export class SlackHttpReceiver implements Receiver {
  private app: App | undefined;
  private server: Server | undefined;

  constructor(private readonly o: SlackHttpReceiverOptions) {}

  init(app: App): void {
    this.app = app;
  }

  async start(opts: { port: number; host: string }): Promise<Server> {
    this.server = await serve({
      port: opts.port,
      host: opts.host,
      routes: this.o.routes,
      ...(this.o.pages ? { pages: this.o.pages } : {}),
      slack: (req, res) =>
        void this.take(req, res).catch((err: unknown) => {
          this.o.logger.error(`Could not take a Slack request: ${(err as Error).message}`);
          if (!res.headersSent) http.buildNoBodyResponse(res, 500);
        }),
    });
    return this.server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    await closeServer(server);
  }

  private async take(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const arrived = performance.now();
    // Bounded, verified, then parsed (./slack-request.ts): nothing of an unsigned body is held.
    const verdict = await readSlackRequest(req, { signingSecret: this.o.signingSecret });
    if (!verdict.ok) {
      this.o.metrics?.acks.inc({ outcome: 'refused' });
      this.o.logger.warn(`Slack request refused (${verdict.status}): ${verdict.reason}`);
      return refuse(req, res, verdict);
    }
    const parsed = verdict.body;
    if (isObject(parsed) && parsed.ssl_check === '1') return http.buildSSLCheckResponse(res);
    if (isObject(parsed) && parsed.type === 'url_verification') return http.buildUrlVerificationResponse(res, parsed);
    // Signed is not well-formed: nothing reaches Bolt or a listener that assumes a shape.
    const shape = checkRequestShape(parsed);
    if (!shape.forward) {
      this.o.logger.warn(`Slack request not handed over (${shape.status}): ${shape.reason}`);
      return http.buildNoBodyResponse(res, shape.status);
    }
    const body = shape.body;
    const ack = new HTTPResponseAck({
      logger: this.o.logger,
      processBeforeResponse: false,
      unhandledRequestHandler: http.defaultUnhandledRequestHandler,
      unhandledRequestTimeoutMillis: 3_001,
      httpRequest: req,
      httpRequestBody: body,
      httpResponse: res,
    });
    const slack = { ack: ack.bind(), retryNum: http.extractRetryNumFromHTTPRequest(req), retryReason: http.extractRetryReasonFromHTTPRequest(req) };
    await this.o.handOver.receive(body, slack, this.app!, arrived);
  }
}
