// A 403 always names what the key lacks. The API's body may not say (the spec shows no error
// texts), so every operation carries what its section of the spec requires (§4, §5.2) and the
// error falls back to that. A loopback server stands in for such an API: it answers every
// request with 403 and a body that names nothing; the client speaks real HTTP to it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, ForbiddenError, type ApiClient } from '../../src/api/index.js';
import { describeFailure } from '../../views/error-message.js';

const NOW = Date.parse('2026-11-22T09:00:00Z');
const DAY = { start_time: Date.parse('2026-11-21T00:00:00Z') / 1000, end_time: Date.parse('2026-11-22T00:00:00Z') / 1000 - 1 };
const DATES = { start_date: '2026-11-19', end_date: '2026-11-20' };

/** Every operation of the client, called with valid parameters, and what the spec says it needs. */
const OPERATIONS: [section: string, needs: string, call: (api: ApiClient) => Promise<unknown>][] = [
  ['4.2 dashboard', 'reports:read', (api) => api.dashboard.get(DAY)],
  ['4.3 breakdown', 'reports:read', (api) => api.breakdown.get({ ...DAY, by: 'country', metrics: 'revenue' })],
  ['4.4 bidders', 'reports:read', (api) => api.bidders.get(DAY)],
  ['4.5 A/B test', 'reports:read', (api) => api.abTest.get({ ab_test_id: 'abt_1', ...DAY })],
  ['4.6 network report', 'reports:read or network reporting', (api) => api.network.report(DATES)],
  ['4.6 network report as CSV', 'reports:read or network reporting', (api) => api.network.reportCsv(DATES)],
  ['4.7 demand comparison', 'reports:read or demand comparison', (api) => api.demand.comparison(DATES)],
  ['4.7 demand ad units', 'reports:read or demand comparison', (api) => api.demand.adUnits(DATES)],
  ['4.8 impression export', 'reports:read', (api) => api.exports.createImpressions({ date: '2026-11-20' })],
  ['4.8 impression export status', 'reports:read', (api) => api.exports.getImpressions('exp_1')],
  ['4.9 request export', 'reports:read', (api) => api.exports.createRequests({ date: '2026-11-20' })],
  ['4.10 bid export', 'reports:read', (api) => api.exports.getBids('bidexp_1')],
  ['4.11 auction rounds', 'auctions:read', (api) => api.auctions.rounds({ auction_id: 'auc_1' })],
  ['4.12 auction bids', 'auctions:read', (api) => api.auctions.bids(DAY)],
  ['4.13 config show', 'configuration:read', (api) => api.config.show()],
  ['4.14 config validate', 'configuration:read', (api) => api.config.validate()],
  ['4.15 Task list', 'configuration:read or scheduled agents', (api) => api.tasks.list()],
  ['4.16 Task', 'configuration:read or scheduled agents', (api) => api.tasks.get('task_1')],
];

let server: Server;
let api: ApiClient;
let body = '';
let requests = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    requests += 1;
    req.resume();
    res.writeHead(403, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  api = createApiClient({ baseUrl: `http://127.0.0.1:${port}/api/v1`, apiKey: 'key_under_test', now: () => NOW });
});
afterAll(async () => {
  await api?.close();
  await new Promise((resolve) => server?.close(resolve));
});
beforeEach(() => {
  body = JSON.stringify({ error: 'Forbidden' });
  requests = 0;
});

async function forbidden(call: Promise<unknown>): Promise<ForbiddenError> {
  const err = await call.then(() => undefined, (e: unknown) => e);
  expect(err).toBeInstanceOf(ForbiddenError);
  return err as ForbiddenError;
}

describe('a 403 whose body names nothing', () => {
  for (const [section, needs, call] of OPERATIONS) {
    it(`${section}: names ${needs}, as the spec lists for it`, async () => {
      const err = await forbidden(call(api));
      expect(requests).toBe(1);
      expect(err.missing).toBe(needs);
    });
  }

  it('an empty body, or one that is not JSON, names it too', async () => {
    body = '';
    expect((await forbidden(api.dashboard.get(DAY))).missing).toBe('reports:read');
    body = '<html>403 Forbidden</html>';
    expect((await forbidden(api.auctions.bids(DAY))).missing).toBe('auctions:read');
  });

  it('reaches the user as the permission to ask an admin for', async () => {
    const text = describeFailure(await forbidden(api.dashboard.get(DAY)));
    expect(text.what).toContain('reports:read');
    expect(text.next).toContain('grant reports:read');
  });

  it('auth/status needs no permission (4.1), so nothing is named', async () => {
    expect((await forbidden(api.auth.status())).missing).toBeUndefined();
  });
});

describe('a 403 whose body names the grant', () => {
  it('names the one the body names, not the whole requirement', async () => {
    body = JSON.stringify({ error: 'network reporting is not enabled for this account' });
    expect((await forbidden(api.network.report(DATES))).missing).toBe('network reporting');
  });
});
