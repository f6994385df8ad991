// /healthz while a dependency is down: still 200 (the load balancer keeps sending Slack's requests,
// which are acked as ever) but naming what is degraded; 503 only when the app cannot take work.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { healthRoute, serve } from '../../src/app/http-receiver.js';

describe('GET /healthz', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

  const health = async (ready: boolean, degraded: string[]) => {
    server = await serve({ port: 0, host: '127.0.0.1', routes: [healthRoute(() => ({ ok: ready, degraded }))] });
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/healthz`);
    return { status: res.status, body: (await res.json()) as unknown };
  };

  it('is 200 and names the store when it cannot be reached', async () => {
    expect(await health(true, ['store'])).toEqual({ status: 200, body: { ok: true, degraded: ['store'] } });
  });

  it('is 200 and plain when all is well, 503 when the app cannot take work', async () => {
    expect(await health(true, [])).toEqual({ status: 200, body: { ok: true } });
    server!.close();
    expect((await health(false, ['store'])).status).toBe(503);
  });
});
