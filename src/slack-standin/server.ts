// The Slack stand-in: a loopback HTTP server that answers the Web API (POST /api/<method>),
// receives response_url posts (POST /response/<id>) and file bytes (POST /upload/<id>), and
// records all of it. Used at run time by local mode, by the tests and by the bench. It also
// answers QuickChart's POST /chart with a small PNG so CHART_MODE=upload runs offline.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkMessage } from './block-kit.js';
import { StandinState, type ReadBackLimits, type StandinUser } from './state.js';
import { callMethod, type Args, type MethodEnv } from './web-api.js';
import { Workspaces, type StandinOAuthOptions, type StandinWorkspace } from './oauth.js';

export interface StandinOptions {
  botToken: string;
  port?: number;
  teamId?: string;
  users?: StandinUser[];
  /** Enforce Slack's pace of chat.postMessage per channel (about one per second): faster posts get 429. Off by default. */
  channelPostIntervalMs?: number;
  /**
   * Socket Mode: `apps.connections.open`, called with this app-level token, answers `url` (a
   * WebSocket server the caller runs, e.g. test/support/socket-mode.ts).
   */
  socketMode?: { appToken: string; url: string };
  /** Play a distributed app's install (./oauth.ts): the authorize page and oauth.v2.access. */
  oauth?: StandinOAuthOptions;
  /** Enforce the 2026 read-back limits (state.ts ReadBackLimits); also settable later on `state`. Off by default. */
  readBackLimits?: ReadBackLimits;
}

export interface SlackStandin {
  origin: string;
  /** Web API base for SLACK_API_URL / WebClient's slackApiUrl (ends in /api/). */
  apiUrl: string;
  teamId: string;
  state: StandinState;
  /** A fresh response_url, valid for 5 posts within 30 minutes like Slack's. */
  newResponseUrl(): { id: string; url: string };
  /** Workspaces and their bot tokens: the default one (botToken), and any installed since (./oauth.ts). */
  workspaces: Workspaces;
  /** Where the authorize page sends people back when the install URL names no redirect_uri. */
  setOAuthRedirect(url: string): void;
  /** The next `times` calls of `method` answer 429 with Retry-After. */
  rateLimit(method: string, retryAfterSeconds: number, times?: number): void;
  close(): Promise<void>;
}

/** A 1×1 white PNG: enough for Slack-side handling of an uploaded chart. */
const PLACEHOLDER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);
const RESPONSE_URL_POSTS = 5;
const RESPONSE_URL_TTL_MS = 30 * 60_000;

async function readBody(req: IncomingMessage, limit = 50_000_000): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function parseArgs(req: IncomingMessage, raw: Buffer): Args {
  const type = req.headers['content-type'] ?? '';
  const text = raw.toString('utf8');
  if (type.includes('application/json')) return text ? (JSON.parse(text) as Args) : {};
  return Object.fromEntries(new URLSearchParams(text));
}

/** The body of the first part of a multipart/form-data request, or undefined if it is not one. */
export function firstMultipartPart(contentType: string, raw: Buffer): Buffer | undefined {
  const boundary = /multipart\/form-data;.*boundary=("?)([^";]+)\1/i.exec(contentType)?.[2];
  if (!boundary) return undefined;
  const delimiter = Buffer.from(`--${boundary}`);
  const start = raw.indexOf(delimiter);
  if (start < 0) return undefined;
  const headersEnd = raw.indexOf('\r\n\r\n', start);
  const next = raw.indexOf(Buffer.from(`\r\n--${boundary}`), headersEnd);
  if (headersEnd < 0 || next < 0) return undefined;
  return raw.subarray(headersEnd + 4, next);
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain' });
  res.end(text);
}

export async function startSlackStandin(opts: StandinOptions): Promise<SlackStandin> {
  const state = new StandinState();
  for (const u of opts.users ?? []) state.users.set(u.id, u);
  state.readBackLimits = opts.readBackLimits;
  const teamId = opts.teamId ?? 'T0STANDIN';
  const workspaces = new Workspaces(opts.oauth);
  workspaces.add({ teamId, teamName: 'Stand-in', botToken: opts.botToken });
  let origin = '';
  let oauthRedirect: string | undefined;
  const envOf = (ws: StandinWorkspace): MethodEnv => ({ state, origin, teamId: ws.teamId, botUserId: ws.botUserId, botId: ws.botId, enterpriseId: ws.enterpriseId, orgWide: ws.orgWide });

  /** Methods that take no bot token: Socket Mode's app-level token, or the app's client credentials. */
  function withoutBotToken(method: string, args: Args, auth: string | undefined): { ok: boolean; error?: string; [k: string]: unknown } | undefined {
    if (method === 'apps.connections.open') return connectionsOpen(auth);
    if (method === 'oauth.v2.access') return workspaces.access(args);
    return undefined;
  }

  function webApi(method: string, req: IncomingMessage, raw: Buffer, res: ServerResponse, late = false): void {
    const lateMs = late ? undefined : state.lateAnswers?.methods.includes(method) ? state.lateAnswers.afterMs : undefined;
    // Carried out when answered, whether or not the caller still waits (an answer to a closed socket is dropped).
    if (lateMs !== undefined) return void setTimeout(() => webApi(method, req, raw, res, true), lateMs);
    const args = parseArgs(req, raw);
    const auth = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? (typeof args.token === 'string' ? args.token : undefined);
    delete args.token;
    const outage = state.outageFor(method);
    if (outage) {
      state.record({ kind: 'call', item: { method, args, ok: false, error: `http_${outage.status}` } });
      const headers: Record<string, string> = outage.retryAfterSeconds === undefined ? {} : { 'retry-after': String(outage.retryAfterSeconds) };
      return sendJson(res, outage.status, { ok: false, error: outage.status === 429 ? 'ratelimited' : 'internal_error' }, headers);
    }
    const retryAfter = state.takeRateLimit(method) ?? state.takeChannelPace(method, args.channel, opts.channelPostIntervalMs);
    if (retryAfter !== undefined) {
      state.record({ kind: 'call', item: { method, args, ok: false, error: 'ratelimited' } });
      return sendJson(res, 429, { ok: false, error: 'ratelimited' }, { 'retry-after': String(retryAfter) });
    }
    const ws = workspaces.resolve(auth);
    const readBackWait = 'error' in ws ? undefined : state.takeReadBack(method, ws.teamId);
    if (readBackWait !== undefined) {
      state.record({ kind: 'call', item: { method, args, ok: false, error: 'ratelimited', teamId: 'error' in ws ? undefined : ws.teamId } });
      return sendJson(res, 429, { ok: false, error: 'ratelimited' }, { 'retry-after': String(readBackWait) });
    }
    const result = withoutBotToken(method, args, auth) ?? ('error' in ws ? { ok: false as const, error: ws.error } : callMethod(method, args, envOf(ws)));
    const team = 'teamId' in ws ? ws.teamId : undefined;
    // oauth.v2.access answers carry tokens: recorded without them.
    const recorded = method === 'oauth.v2.access' ? { ok: result.ok } : result;
    state.record({ kind: 'call', item: { method, args: method === 'oauth.v2.access' ? {} : args, ok: result.ok, error: result.ok ? undefined : (result.error as string), result: recorded, teamId: team } });
    sendJson(res, 200, result);
  }

  /** Socket Mode's one Web API method; it takes the app-level token, not the bot's. */
  function connectionsOpen(auth: string | undefined): { ok: true; url: string } | { ok: false; error: string } {
    if (!opts.socketMode) return { ok: false, error: 'not_allowed_token_type' };
    if (auth !== opts.socketMode.appToken) return { ok: false, error: auth ? 'invalid_auth' : 'not_authed' };
    return { ok: true, url: opts.socketMode.url };
  }

  function responseUrl(id: string, raw: Buffer, res: ServerResponse): void {
    const entry = state.responseUrls.get(id);
    if (!entry) return sendText(res, 404, 'invalid_url');
    if (Date.now() - entry.created > RESPONSE_URL_TTL_MS) return sendText(res, 404, 'expired_url');
    if (entry.posts >= RESPONSE_URL_POSTS) return sendText(res, 404, 'used_url');
    let body: ResponseBody;
    try {
      body = JSON.parse(raw.toString('utf8')) as ResponseBody;
    } catch {
      entry.posts += 1;
      return sendText(res, 400, 'invalid_payload');
    }
    // Injected failures (`rateLimit('response_url', …)`, an outage naming 'response_url'): nothing is shown.
    // An outage reaches response_url only when it names it: the Web API outages of fault tests stay as they were.
    const outage = state.outage?.methods?.includes('response_url') ? state.outageFor('response_url') : undefined;
    const retryAfter = outage ? outage.retryAfterSeconds : state.takeRateLimit('response_url');
    if (outage || retryAfter !== undefined) {
      const status = outage?.status ?? 429;
      state.record({ kind: 'response', item: { urlId: id, body, ok: false, error: `http_${status}` } });
      res.writeHead(status, { 'content-type': 'text/plain', ...(retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) }) });
      res.end(status === 429 ? 'rate_limited' : 'internal_error');
      return;
    }
    entry.posts += 1;
    // Slack's answer to a response_url post names no detail: a refused block type is a bare invalid_blocks.
    const bad = body.delete_original ? undefined : (state.refusedBlock(teamId, body.blocks) ?? checkMessage(body));
    state.record({ kind: 'response', item: { urlId: id, body, ok: !bad, error: bad?.error } });
    if (bad) return sendText(res, 400, bad.error);
    sendText(res, 200, 'ok');
  }

  function upload(id: string, req: IncomingMessage, raw: Buffer, res: ServerResponse): void {
    const file = state.files.get(id);
    if (!file) return sendText(res, 404, 'file_not_found');
    // Like Slack's upload URL: raw bytes, or a multipart form (what the WebClient sends).
    file.bytes = firstMultipartPart(req.headers['content-type'] ?? '', raw) ?? raw;
    sendText(res, 200, `OK - ${raw.length}`);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    const [, area, rest] = /^\/([^/]+)\/?(.*)$/.exec(url.pathname) ?? [];
    readBody(req)
      .then((raw) => {
        if (req.method === 'POST' && area === 'api' && rest) return webApi(rest, req, raw, res);
        if (req.method === 'POST' && area === 'response' && rest) return responseUrl(rest, raw, res);
        if (req.method === 'POST' && area === 'upload' && rest) return upload(rest, req, raw, res);
        if (req.method === 'POST' && area === 'chart') {
          res.writeHead(200, { 'content-type': 'image/png', 'content-length': PLACEHOLDER_PNG.length });
          return res.end(PLACEHOLDER_PNG);
        }
        if (req.method === 'GET' && area === 'oauth' && rest === 'v2/authorize') {
          const approved = workspaces.approve(url.searchParams, oauthRedirect);
          if ('error' in approved) return sendText(res, 400, approved.error);
          res.writeHead(302, { location: approved.location });
          return res.end();
        }
        if (req.method === 'GET' && area === 'files' && rest && state.files.has(rest)) {
          res.writeHead(200, { 'content-type': 'application/octet-stream' });
          return res.end(state.files.get(rest)!.bytes);
        }
        sendText(res, 404, 'not_found');
      })
      .catch((e: unknown) => {
        if (!res.headersSent) sendText(res, 400, (e as Error).message);
      });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    apiUrl: `${origin}/api/`,
    teamId,
    state,
    workspaces,
    setOAuthRedirect(url) {
      oauthRedirect = url;
    },
    newResponseUrl() {
      const id = state.nextId('R');
      state.responseUrls.set(id, { created: Date.now(), posts: 0 });
      return { id, url: `${origin}/response/${id}` };
    },
    rateLimit(method, retryAfterSeconds, times = 1) {
      state.rateLimits.push({ method, retryAfterSeconds, left: times });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type ResponseBody = {
  text?: string;
  blocks?: unknown[];
  response_type?: string;
  replace_original?: boolean;
  delete_original?: boolean;
};
