// A TCP proxy on loopback in front of a server (PostgreSQL in test/bot/observe.test.ts), that a
// test cuts and restores: cut, every connection through it is destroyed and new ones are refused
// at once (an outage the client sees as such); restored, it forwards again.
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { once } from 'node:events';

export interface TcpProxy {
  port: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let down = false;
  const server: Server = createServer((client) => {
    if (down) return void client.destroy();
    const upstream = createConnection(target);
    for (const s of [client, upstream]) {
      open.add(s);
      s.on('close', () => open.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as { port: number }).port,
    cut() {
      down = true;
      for (const s of open) s.destroy();
    },
    restore() {
      down = false;
    },
    close: async () => {
      down = true;
      for (const s of open) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}
