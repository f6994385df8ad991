// A TCP proxy in front of PostgreSQL for fault tests: it passes bytes both ways until told to
// refuse new connections (accepted, then closed at once, as a server at its connection limit or
// restarting looks), cut the open ones, or stall (hold every byte until it is told to pass again).
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export type ProxyMode = 'pass' | 'refuse' | 'stall';

export interface PgProxy {
  /** A connection string like `target` but through the proxy. */
  url: string;
  mode: ProxyMode;
  /** Closes every open connection (both sides). */
  cut(): void;
  close(): Promise<void>;
}

export async function startPgProxy(targetUrl: string): Promise<PgProxy> {
  const target = new URL(targetUrl);
  const pairs = new Set<[Socket, Socket]>();
  const held: (() => void)[] = [];
  const proxy = { mode: 'pass' as ProxyMode };
  const cut = () => {
    for (const [a, b] of pairs) {
      a.destroy();
      b.destroy();
    }
    pairs.clear();
  };
  const server: Server = createServer((client) => {
    if (proxy.mode === 'refuse') return void client.destroy();
    const upstream = createConnection({ host: target.hostname, port: Number(target.port || 5432) });
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const forward = (from: Socket, to: Socket) =>
      from.on('data', (chunk: Buffer) => {
        // Stalled: bytes wait (in order) until the proxy passes again.
        if (proxy.mode === 'stall' || held.length > 0) held.push(() => to.write(chunk));
        else to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.toString(),
    get mode() {
      return proxy.mode;
    },
    set mode(m: ProxyMode) {
      proxy.mode = m;
      if (m !== 'stall') held.splice(0).forEach((send) => send());
    },
    cut,
    async close() {
      cut();
      await new Promise((r) => server.close(r));
    },
  };
}
