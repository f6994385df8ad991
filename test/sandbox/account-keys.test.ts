// The sandbox's `accounts` option: `sbx_full_<n>` keys, each its own account, only up to the
// number asked for — over raw HTTP, as a connect form's /auth/status check sees them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';

let many: Sandbox;
let plain: Sandbox;

beforeAll(async () => {
  [many, plain] = await Promise.all([startSandbox({ now: '2026-11-22T09:00:00Z', accounts: 3 }), startSandbox({ now: '2026-11-22T09:00:00Z' })]);
});
afterAll(() => Promise.all([many.close(), plain.close()]));

async function status(sandbox: Sandbox, key: string) {
  const res = await fetch(`${sandbox.url}/auth/status`, { headers: { authorization: `Bearer ${key}` } });
  return { status: res.status, body: (await res.json()) as { account_id?: string; api_key_id?: string; permissions?: string[]; error?: string } };
}

describe('sandbox account keys', () => {
  it('gives each sbx_full_<n> an account and key id of its own, with full access', async () => {
    const [one, three] = await Promise.all([status(many, 'sbx_full_1'), status(many, 'sbx_full_3')]);
    expect(one.status).toBe(200);
    expect(three.status).toBe(200);
    expect(one.body.account_id).not.toBe(three.body.account_id);
    expect(one.body.api_key_id).toBe('key_full_1');
    expect(three.body.permissions).toEqual(expect.arrayContaining(['reports:read', 'auctions:read', 'configuration:read']));
  });

  it('refuses a number beyond the accounts asked for, and every one when none were', async () => {
    expect((await status(many, 'sbx_full_4')).status).toBe(401);
    expect((await status(many, 'sbx_full_0')).status).toBe(401);
    expect((await status(plain, 'sbx_full_1')).status).toBe(401);
  });

  it('keeps the three keys as they were, and records which key and query each request carried', async () => {
    many.ctx.faults.clear();
    expect((await status(many, 'sbx_full')).body.account_id).toBe('acct_sandbox_01');
    await status(many, 'sbx_full_2');
    await fetch(`${many.url}/report/dashboard?start_time=2026-11-20T00:00:00Z&end_time=2026-11-21T00:00:00Z`, { headers: { authorization: 'Bearer sbx_full_3' } });
    expect(many.ctx.faults.received.map((c) => c.keyId)).toEqual(['key_full', 'key_full_2', 'key_full_3']);
    // With the query string: the multi-tenant bench counts distinct (key, query) pairs from it.
    expect(many.ctx.faults.received[2]).toMatchObject({ path: '/report/dashboard', query: '?start_time=2026-11-20T00:00:00Z&end_time=2026-11-21T00:00:00Z' });
  });
});
