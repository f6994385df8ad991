// A watch whose reporting API gives no answer: what its owner reads (`/adops alerts` list, App
// Home) says only that the API could not be reached — the same words for a closed port and for a
// TLS failure, so a stored check result cannot be used to tell which hosts and ports answer.
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../src/api/index.js';
import { watchListView } from '../../views/watch-list.js';
import { BOT_TOKEN, TEAM, useWorld } from './world.js';

async function listen(onConnection: (s: Socket) => void): Promise<Server> {
  const server = createServer(onConnection);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}
const portOf = (s: Server) => (s.address() as AddressInfo).port;

describe('a watch whose API does not answer', () => {
  const suite = useWorld();
  const sockets: Socket[] = [];
  let notTls: Server;
  let closedPort: number;
  const clients: ApiClient[] = [];
  beforeAll(async () => {
    notTls = await listen((s) => {
      sockets.push(s);
      s.end('HTTP/1.1 200 OK\r\n\r\nnot tls');
    });
    const gone = await listen((s) => s.destroy());
    closedPort = portOf(gone);
    await new Promise<void>((resolve) => gone.close(() => resolve()));
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await Promise.all(clients.map((c) => c.close()));
    await new Promise<void>((resolve) => notTls.close(() => resolve()));
  });

  it('records and shows the same words for a closed port and a TLS failure, naming neither', async () => {
    const { world, store } = suite;
    const shown: string[] = [];
    for (const [i, baseUrl] of [`http://127.0.0.1:${closedPort}/api/v1`, `https://127.0.0.1:${portOf(notTls)}/api/v1`].entries()) {
      const api = createApiClient({ baseUrl, apiKey: 'sbx_full', retry: { maxRetries: 0 } });
      clients.push(api);
      const bot = world.instance(store, `unreachable-${i}`, {}, { apiFor: () => api });
      const now = world.sandbox.ctx.clock.now();
      const w = await store.watches.create({ teamId: TEAM, ownerUserId: 'U0OWNER01', spec: { kind: 'config', selector: {} }, nextCheckAt: new Date(now) }, new Date(now));
      await bot.watchWorker.pass();
      const checked = (await store.watches.get(w.id))!;
      expect(checked.lastError).toBeTruthy();
      shown.push(JSON.stringify(watchListView([checked], new Map()).blocks).replaceAll(w.id, 'ID'));
      await store.watches.remove(w.id);
    }
    expect(shown[0]).toContain('could not reach the reporting API');
    expect(shown[1]).toBe(shown[0]);
    for (const text of shown) expect(text).not.toMatch(/ECONNREFUSED|SSL|TLS|127\.0\.0\.1/);
  });

  it('keeps no internal address of a failure that is not the API’s (Slack unreachable), and says so in words', async () => {
    const { world, store } = suite;
    const slackApiUrl = `http://127.0.0.1:${closedPort}/api/`;
    const bot = world.instance(store, 'slack-unreachable', {}, {
      config: { slack: { botToken: BOT_TOKEN, apiUrl: slackApiUrl }, chart: { mode: 'slack', quickchartUrl: 'https://quickchart.example' } },
    });
    const now = world.sandbox.ctx.clock.now();
    // An A/B watch posts its card on its first check: that post is what fails.
    const w = await store.watches.create({ teamId: TEAM, ownerUserId: 'U0OWNER01', spec: { kind: 'abtest', abTestId: 'abt_demo_turning' }, channelId: 'C0ABW', nextCheckAt: new Date(now) }, new Date(now));
    await bot.watchWorker.pass();
    const checked = (await store.watches.get(w.id))!;
    expect(checked.lastError).toBe('something went wrong on the bot’s side (its log has the cause)');
    expect(JSON.stringify(watchListView([checked], new Map()).blocks)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|request error/);
    await store.watches.remove(w.id);
  });
});
