// A hostile reporting API on loopback (issue 33), in front of the real sandbox: by path, it drips
// one byte a second, streams a body that never ends, sends a huge body with its Content-Length,
// pages with a cursor that never ends, or answers with an error text full of internals; every
// other request is passed to the sandbox as it is. It counts the requests it has started and those
// still open (the bot has not closed them), so a test or bench can see what is left running.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';

export type Misbehaviour =
  /** 200 with JSON headers, then one byte every `dripMs`, forever. */
  | 'drip'
  /** 200, chunked, 64 KiB chunks as fast as the bot reads them, forever. */
  | 'endless'
  /** 200 with a Content-Length of `hugeBytes`, and that many bytes. */
  | 'huge'
  /** A network report page (spec 2.7) of `cursorRows` rows with has_more true, whatever the offset. */
  | 'endless-cursor'
  /** 400 whose `error` names an internal address, a path and a stack frame. */
  | 'leaky-400'
  /** The same text with a 500. */
  | 'leaky-500';

/** The internals a leaky error carries; none of them may reach a Slack user. */
export const LEAKY_ERROR = 'connect ECONNREFUSED 10.20.30.40:5432\n    at Pool.connect (/srv/reporting/node_modules/pg/lib/client.js:45:11)\n    at async Query.run (/srv/reporting/dist/query.js:88:3)';

export interface HostileApiOptions {
  /** The sandbox's base URL (with /api/v1), where every other request goes. */
  upstream: string;
  dripMs?: number;
  hugeBytes?: number;
  cursorRows?: number;
}

export interface HostileApi {
  /** Base URL with /api/v1, as ADOPS_API_URL takes it. */
  url: string;
  /** Path (after /api/v1, e.g. `/report/dashboard`) → how it misbehaves; unlisted paths pass through. */
  rules: Map<string, Misbehaviour>;
  /** Requests started on a path (all paths without one). */
  started(path?: string): number;
  /** Requests still open: the answer not finished and the bot not gone. */
  open(path?: string): number;
  /** Bytes written in answers that misbehave. */
  hostileBytes(): number;
  close(): Promise<void>;
}

const CHUNK = Buffer.alloc(64 * 1024, 0x20);

export async function startHostileApi(o: HostileApiOptions): Promise<HostileApi> {
  const rules = new Map<string, Misbehaviour>();
  const started = new Map<string, number>();
  const open = new Map<string, number>();
  let bytes = 0;
  const bump = (m: Map<string, number>, k: string, by: number) => m.set(k, (m.get(k) ?? 0) + by);
  const upstream = new URL(o.upstream);
  const prefix = upstream.pathname.replace(/\/$/, '');
  const timers = new Set<NodeJS.Timeout>();

  const write = async (res: ServerResponse, chunk: Buffer | string): Promise<boolean> => {
    if (res.destroyed || res.writableEnded) return false;
    bytes += Buffer.byteLength(chunk);
    if (!res.write(chunk)) {
      await new Promise<void>((resolve) => {
        const done = () => (res.off('drain', done), res.off('close', done), resolve());
        res.on('drain', done).on('close', done);
      });
    }
    return !res.destroyed;
  };

  const act: Record<Misbehaviour, (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void> | void> = {
    drip: (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const timer = setInterval(() => void write(res, ' '), o.dripMs ?? 1_000);
      timers.add(timer);
      res.once('close', () => (clearInterval(timer), timers.delete(timer)));
      void write(res, '{');
    },
    endless: async (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      if (!(await write(res, '{"summary":"'))) return;
      while (await write(res, CHUNK));
    },
    huge: async (_req, res) => {
      const total = o.hugeBytes ?? 300 * 1024 * 1024;
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(total) });
      for (let sent = 0; sent < total; sent += CHUNK.length) if (!(await write(res, sent + CHUNK.length <= total ? CHUNK : CHUNK.subarray(0, total - sent)))) return;
      res.end();
    },
    'endless-cursor': (_req, res, url) => {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const n = o.cursorRows ?? 100;
      const fields = ['provider', 'source_timezone', 'currency', 'revenue'];
      const rows = Array.from({ length: n }, (_, i) => ({ provider: 'net_a', source_timezone: 'UTC', currency: 'USD', revenue: offset + i }));
      const page = { limit: Number(url.searchParams.get('limit') ?? 1000), offset, has_more: true, snapshot: 'a'.repeat(64) };
      const body = JSON.stringify({ query_time: new Date().toISOString(), fields, rows, coverage: [], page });
      bytes += body.length;
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    },
    'leaky-400': (_req, res) => void res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: LEAKY_ERROR })),
    'leaky-500': (_req, res) => void res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: LEAKY_ERROR })),
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://hostile');
    const path = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : url.pathname;
    bump(started, path, 1);
    bump(open, path, 1);
    res.once('close', () => bump(open, path, -1));
    const rule = rules.get(path);
    if (rule) return void Promise.resolve(act[rule](req, res, url)).catch(() => res.destroy());
    void pass(req, res, url).catch(() => res.destroy());
  });

  /** The request as it came, to the sandbox, and its answer back. */
  async function pass(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const headers: Record<string, string> = {};
    for (const h of ['authorization', 'accept', 'content-type']) if (typeof req.headers[h] === 'string') headers[h] = req.headers[h];
    const answer = await request(`${upstream.origin}${url.pathname}${url.search}`, { method: req.method as 'GET', headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(answer.headers)) if (typeof v === 'string' && !['connection', 'keep-alive', 'transfer-encoding'].includes(k)) out[k] = v;
    res.writeHead(answer.statusCode, out);
    for await (const c of answer.body) res.write(c);
    res.end();
  }

  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  const sum = (m: Map<string, number>, path?: string) => (path === undefined ? [...m.values()].reduce((a, b) => a + b, 0) : (m.get(path) ?? 0));
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    rules,
    started: (path) => sum(started, path),
    open: (path) => sum(open, path),
    hostileBytes: () => bytes,
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearInterval(t);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
