// The front's HTTP transport: what Bolt's HTTPReceiver does for a request, built from the
// functions Bolt exports for exactly this (HTTPModuleFunctions, HTTPResponseAck) and handed
// straight to the app thread — no Bolt App runs on the front, so nothing but the signature check
// and the body parse stands between a request and its ack (docs/bot.md, One thread or two). The
// body is read, bounded and verified by ../slack-request.ts (docs/security.md), not by Bolt's
// parseAndVerifyHTTPRequest, which reads a body whole, with no limit, before checking its signature.
// GET /healthz is answered here too.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { HTTPModuleFunctions as http, HTTPResponseAck, type AppOptions, type ReceiverEvent } from '@slack/bolt';
import { closeIfBodyIgnored, readSlackRequest, refuse } from '../slack-request.js';
import { checkRequestShape } from './request-shape.js';
import { serveRoute, type GetRoute } from '../observe-routes.js';
import type { BuildInfo } from '../../build-info.js';
import type { Metrics } from '../../metrics.js';

type BoltLogger = NonNullable<AppOptions['logger']>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface FrontHttpOptions {
  signingSecret: string;
  port: number;
  host: string;
  logger: BoltLogger;
  isReady(): boolean;
  /** Dependencies the app cannot reach now: /healthz names them but stays 200 (acks still work). */
  degraded?(): string[];
  /** The hand-over (./front.ts); it acks through the event's `ack`. */
  forward(event: ReceiverEvent): Promise<void>;
  /** The OAuth mode's install pages (GET /slack/install, /slack/oauth_redirect): true when handled. */
  pages?(req: IncomingMessage, res: ServerResponse): boolean;
  /** More GET routes (/livez, /readyz, /metrics: ../observe-routes.ts). */
  routes?: readonly GetRoute[];
  /** The build, in /healthz's answer. */
  about?: BuildInfo;
  /** Acks counted by outcome, with their latency (adops_acks_total, adops_ack_seconds). */
  metrics?: Metrics;
}

/** The ack, counted: from the request's arrival to the ack written. */
function countedAck(o: FrontHttpOptions, ack: ReceiverEvent['ack'], arrived: number): ReceiverEvent['ack'] {
  const m = o.metrics;
  if (!m) return ack;
  return async (response) => {
    try {
      await ack(response);
      m.acks.inc({ outcome: 'acked' });
      m.ackSeconds.observe((performance.now() - arrived) / 1000);
    } catch (err) {
      m.acks.inc({ outcome: 'failed' });
      throw err;
    }
  };
}

async function handleSlackRequest(o: FrontHttpOptions, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const arrived = performance.now();
  // Bounded, verified, then parsed (../slack-request.ts): nothing of an unsigned body is held.
  const verdict = await readSlackRequest(req, { signingSecret: o.signingSecret });
  if (!verdict.ok) {
    o.metrics?.acks.inc({ outcome: 'refused' });
    o.logger.warn(`Slack request refused (${verdict.status}): ${verdict.reason}`);
    return refuse(req, res, verdict);
  }
  const parsed = verdict.body;
  if (isObject(parsed) && parsed.ssl_check === '1') return http.buildSSLCheckResponse(res);
  if (isObject(parsed) && parsed.type === 'url_verification') return http.buildUrlVerificationResponse(res, parsed);
  // Signed is not well-formed: nothing reaches Bolt or a listener that assumes a shape.
  const shape = checkRequestShape(parsed);
  if (!shape.forward) {
    o.logger.warn(`Slack request not handed over (${shape.status}): ${shape.reason}`);
    return http.buildNoBodyResponse(res, shape.status);
  }
  const body = shape.body;
  const ack = new HTTPResponseAck({
    logger: o.logger,
    processBeforeResponse: false,
    unhandledRequestHandler: http.defaultUnhandledRequestHandler,
    unhandledRequestTimeoutMillis: 3_001,
    httpRequest: req,
    httpRequestBody: body,
    httpResponse: res,
  });
  await o.forward({
    body,
    ack: countedAck(o, ack.bind(), arrived),
    retryNum: http.extractRetryNumFromHTTPRequest(req),
    retryReason: http.extractRetryReasonFromHTTPRequest(req),
  });
}

/** Starts listening; resolves with the server (its port: server.address()). */
export async function startFrontHttp(o: FrontHttpOptions): Promise<Server> {
  const server = createServer((req, res) => {
    const path = req.url?.split('?')[0];
    const slack = req.method === 'POST' && path === '/slack/events';
    if (!slack) closeIfBodyIgnored(req, res);
    if (req.method === 'GET' && path === '/healthz') {
      const ok = o.isReady();
      const degraded = ok ? (o.degraded?.() ?? []) : [];
      res.writeHead(ok ? 200 : 503, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ ok, ...o.about, ...(degraded.length > 0 ? { degraded } : {}) }));
    }
    if (serveRoute(o.routes, req, res, (err) => o.logger.error(`GET ${path} failed: ${(err as Error).message}`))) return;
    if (o.pages?.(req, res)) return;
    if (!slack) return void res.writeHead(404).end();
    handleSlackRequest(o, req, res).catch((err: unknown) => {
      o.logger.error(`Could not hand a Slack request over: ${(err as Error).message}`);
      if (!res.headersSent) http.buildNoBodyResponse(res, 500);
    });
  });
  server.listen(o.port, o.host);
  await Promise.race([once(server, 'listening'), once(server, 'error').then(([err]) => Promise.reject(err as Error))]);
  return server;
}
