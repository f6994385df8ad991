// Spec §5 (authentication, permissions, features), 4.1 (GET /auth/status, 2.2) and §7's error
// body, over every operation of section 4.
import { describe, expect, it } from 'vitest';
import { IdentityStatus } from './schemas.js';
import { contractSandbox, expectError, expectOk, LAST_WEEK, type Query } from './support.js';

const { sandbox, http } = await contractSandbox();

const DATES = { start_date: '2026-11-14', end_date: '2026-11-20' };

/** Every operation with a valid request; `needs` is what §5 says it requires besides a key. */
const OPERATIONS: { method: 'GET' | 'POST'; path: string; query?: Query; body?: unknown; needs: string[] }[] = [
  { method: 'GET', path: '/auth/status', needs: [] },
  { method: 'GET', path: '/report/dashboard', query: LAST_WEEK, needs: ['reports:read'] },
  { method: 'GET', path: '/report/breakdown', query: { ...LAST_WEEK, by: 'day', metrics: 'revenue' }, needs: ['reports:read'] },
  { method: 'GET', path: '/report/bidders', query: LAST_WEEK, needs: ['reports:read'] },
  { method: 'GET', path: '/report/ab-test', query: { ...LAST_WEEK, ab_test_id: 'abt_demo_achieved' }, needs: ['reports:read'] },
  { method: 'GET', path: '/report/network', query: { ...DATES, limit: '1' }, needs: ['reports:read', 'network reporting'] },
  { method: 'GET', path: '/reports/network', query: { ...DATES, limit: '1' }, needs: ['reports:read', 'network reporting'] },
  { method: 'GET', path: '/report/demand-comparison', query: DATES, needs: ['reports:read', 'demand comparison'] },
  { method: 'GET', path: '/report/demand-comparison/ad-units', query: DATES, needs: ['reports:read', 'demand comparison'] },
  { method: 'POST', path: '/report/impressions/export', body: { date: '2026-11-21' }, needs: ['reports:read'] },
  { method: 'POST', path: '/export/impressions', body: { date: '2026-11-21' }, needs: ['reports:read'] },
  { method: 'POST', path: '/export/requests', body: { date: '2026-11-21' }, needs: ['reports:read'] },
  { method: 'GET', path: '/report/impressions/export/exp_unknown', needs: ['reports:read'] },
  { method: 'GET', path: '/export/bids/bidexp_demo_ready', needs: ['reports:read'] },
  { method: 'GET', path: '/auction/rounds', query: { auction_id: 'auc_demo_0001' }, needs: ['auctions:read'] },
  { method: 'GET', path: '/auction/bids', query: { ...LAST_WEEK, limit: '1' }, needs: ['auctions:read'] },
  { method: 'GET', path: '/config/show', needs: ['configuration:read'] },
  { method: 'GET', path: '/config/validate', needs: ['configuration:read'] },
  { method: 'GET', path: '/scheduled-agents', needs: ['configuration:read', 'scheduled agents'] },
  { method: 'GET', path: '/scheduled-agents/task_floor_watch', needs: ['configuration:read', 'scheduled agents'] },
];

/** The sandbox's keys (README): what each grants. */
const KEYS: Record<string, string[]> = {
  sbx_full: ['reports:read', 'auctions:read', 'configuration:read', 'network reporting', 'demand comparison', 'scheduled agents'],
  sbx_reports: ['reports:read', 'network reporting'],
  sbx_nofeatures: ['reports:read', 'auctions:read', 'configuration:read'],
};

const call = (op: (typeof OPERATIONS)[number], key: string | null) =>
  op.method === 'GET' ? http.get(op.path, op.query, key) : http.post(op.path, op.body, key);

describe('§5 rule 3: a missing or invalid credential gives 401', () => {
  it.each(OPERATIONS)('$method $path', async (op) => {
    expectError(await call(op, null), 401);
    expectError(await call(op, 'sbx_not_a_key'), 401);
  });

  it('the credential goes in Authorization: Bearer <API_KEY>', async () => {
    const status = (authorization: string) => fetch(`${sandbox.url}/auth/status`, { headers: { authorization } }).then((r) => r.status);
    expect(await status('Bearer sbx_full')).toBe(200);
    expect(await status('Basic sbx_full')).toBe(401);
    expect(await status('sbx_full')).toBe(401);
  });
});

describe('§5 rules 2–3: a missing permission or feature gives 403 naming it', () => {
  const cases = OPERATIONS.flatMap((op) =>
    Object.entries(KEYS).map(([key, grants]) => ({ ...op, key, missing: op.needs.find((n) => !grants.includes(n)) })),
  );

  it.each(cases.filter((c) => c.missing))('$method $path with $key: 403 naming $missing', async (c) => {
    expectError(await call(c, c.key), 403, c.missing!);
  });

  it.each(cases.filter((c) => !c.missing))('$method $path with $key: allowed', async (c) => {
    const res = await call(c, c.key);
    expect([401, 403]).not.toContain(res.status);
    expect(res.status).toBeLessThan(500);
  });
});

describe('GET /auth/status (4.1, 2.2)', () => {
  it.each(Object.entries(KEYS))('%s: the identity of the key, never the key itself', async (key, grants) => {
    const status = expectOk(await http.get('/auth/status', {}, key), IdentityStatus);
    expect(status.auth_type).toBe('api_key');
    expect(status.permissions?.sort()).toEqual(grants.filter((g) => g.includes(':')).sort());
    expect(JSON.stringify(status)).not.toContain(key);
  });

  it('"No parameters": one sent anyway gets no status outside 200, 401, 500', async () => {
    expect((await http.get('/auth/status', { verbose: 'true' })).status).toBe(200);
  });
});
