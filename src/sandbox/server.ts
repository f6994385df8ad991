// The sandbox: a local HTTP server implementing the reporting API spec over generated data.
// Transport only lives here (routing, auth, errors, fault injection); each area's rules live in
// routes/<area>.ts and its data in data/<area>.ts.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { findKey } from './keys.js';
import { HttpError } from './http-error.js';
import { QueryReader } from './query.js';
import { ALL_ROUTES } from './routes/index.js';
import { SandboxClock } from './clock.js';
import { FaultInjector } from './faults.js';
import { API_PREFIX, type Route, type SandboxContext, type SandboxOptions, type SandboxResult } from './types.js';

export { API_PREFIX, memo, type Route, type SandboxContext, type SandboxOptions, type SandboxRequest } from './types.js';

const MAX_REQUEST_HEADER_BYTES = 1024 * 1024;

interface CompiledRoute extends Route {
  re: RegExp;
  names: string[];
}

function compile(route: Route): CompiledRoute {
  const names: string[] = [];
  const re = new RegExp(
    `^${route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, n: string) => (names.push(n), '([^/]+)'))}$`,
  );
  return { ...route, re, names };
}

export interface Sandbox {
  /** Base URL including /api/v1. */
  url: string;
  origin: string;
  ctx: SandboxContext;
  close(): Promise<void>;
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const ctx: SandboxContext = {
    options,
    clock: new SandboxClock(options.now, options.clockRuns),
    seed: options.seed ?? 42,
    scale: options.scale ?? 1,
    faults: new FaultInjector(),
    origin: '',
    state: new Map(),
  };
  const routes = ALL_ROUTES.map(compile);
  // The network report allows 100 filter values of 1,024 bytes each (spec §8): percent-encoded,
  // that is far beyond Node's 16 KiB default header limit.
  const server = createServer({ maxHeaderSize: MAX_REQUEST_HEADER_BYTES }, (req, res) => {
    handle(ctx, routes, req, res).catch((err: unknown) => {
      console.error('sandbox: unhandled error', err);
      if (!res.headersSent) send(res, 500, { error: 'internal sandbox error' });
    });
  });
  server.keepAliveTimeout = 65_000;
  await listen(server, options.port ?? 0, options.host ?? '127.0.0.1');
  const { port } = server.address() as AddressInfo;
  ctx.origin = `http://${options.host ?? '127.0.0.1'}:${port}`;
  return {
    url: `${ctx.origin}${API_PREFIX}`,
    origin: ctx.origin,
    ctx,
    close: () =>
      new Promise<void>((resolve) => {
        for (const close of ctx.state.values()) (close as { dispose?: () => void })?.dispose?.();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
}

async function handle(ctx: SandboxContext, routes: CompiledRoute[], req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://sandbox');
  const method = req.method ?? 'GET';
  let match: RegExpExecArray | null = null;
  const route = routes.find((r) => r.method === method && (match = r.re.exec(url.pathname)) !== null);
  if (!route || !match) {
    const known = routes.some((r) => r.re.test(url.pathname));
    return send(res, known ? 405 : 404, { error: known ? `method ${method} not allowed here` : `no such operation: ${method} ${url.pathname}` });
  }
  try {
    const key = findKey(req.headers.authorization, ctx.options.accounts);
    if (route.auth !== false && !key) throw new HttpError(401, 'missing or invalid API key: send Authorization: Bearer <API_KEY>');
    await ctx.faults.apply(url.pathname.replace(API_PREFIX, ''), method, key?.id, url.search);
    const params = Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(match![i + 1]!)]));
    const body = method === 'POST' ? await readJson(req) : undefined;
    const result = await route.handler({
      method, path: url.pathname, params, query: new QueryReader(url.searchParams), body, headers: req.headers, key: key!, ctx,
    });
    return reply(res, result);
  } catch (err) {
    if (err instanceof HttpError) return send(res, err.status, { error: err.message }, err.headers);
    throw err;
  }
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 1_000_000) throw new HttpError(400, 'request body too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'the request body is not valid JSON');
  }
}

async function reply(res: ServerResponse, result: SandboxResult): Promise<void> {
  const status = result.status ?? 200;
  if ('json' in result) return send(res, status, result.json, result.headers);
  if ('text' in result) {
    res.writeHead(status, { 'content-type': result.contentType, ...result.headers });
    res.end(result.text);
    return;
  }
  const { createReadStream } = await import('node:fs');
  const { pipeline } = await import('node:stream/promises');
  res.writeHead(status, { 'content-type': result.contentType, ...result.headers });
  await pipeline(createReadStream(result.file), res);
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
}
