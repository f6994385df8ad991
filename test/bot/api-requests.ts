// What the sandbox API received, query strings included. The sandbox's own record
// (ctx.faults.received) keeps paths only, so requests are read where Node's HTTP server announces
// each one it receives (the `http.server.request.start` diagnostics channel), for the sandbox's
// port only.
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, Server } from 'node:http';

const CHANNEL = 'http.server.request.start';

export interface ApiRequests {
  /** Requests whose path (under the API base) starts with `prefix`, oldest first. */
  list(prefix?: string): URL[];
  clear(): void;
  stop(): void;
}

export function recordApiRequests(apiBaseUrl: string): ApiRequests {
  const base = new URL(apiBaseUrl);
  const seen: URL[] = [];
  const onRequest = (message: unknown) => {
    const { request, server } = message as { request: IncomingMessage; server: Server };
    const address = server.address();
    if (typeof address === 'object' && address?.port === Number(base.port)) seen.push(new URL(request.url ?? '/', base.origin));
  };
  subscribe(CHANNEL, onRequest);
  return {
    list: (prefix = '') => seen.filter((u) => u.pathname.startsWith(`${base.pathname}${prefix}`)),
    clear: () => void seen.splice(0),
    stop: () => void unsubscribe(CHANNEL, onRequest),
  };
}
