// The OAuth mode end to end, over real HTTP and signed requests: two workspaces install through
// /slack/install (the stand-in plays Slack's approval page and oauth.v2.access), each connects its
// own reporting key through the connect form, asks, gets its digest, and one uninstalls — the
// other is untouched. Workspace A's key (sbx_nofeatures) has no network reporting; B's
// (sbx_reports) has no auctions:read: the same commands answer each from its own account.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness, messageText, type BotHarness } from '../support/harness.js';
import { expectCall, lastView, submit, text } from '../support/interactions.js';
import { askAs } from '../access/support.js';
import { CONNECT_MODAL } from '../../views/connect.js';
import { maskKey, sealContext, SecretBox } from '../../src/store/index.js';
import { HOME_ACTION } from '../../views/app-home.js';
import type { StandinUser } from '../../src/slack-standin/state.js';

const ENCRYPTION_KEY = randomBytes(32);
const t = useHarness({ encryption: { current: new Uint8Array(ENCRYPTION_KEY) }, oauth: {} });

const A = { team: 'T0AAAAAAA', admin: 'U0AADMIN1', channel: 'C0AAACHAN', key: 'sbx_nofeatures', keyId: 'key_nofeatures' };
const B = { team: 'T0BBBBBBB', admin: 'U0BADMIN1', channel: 'C0BBBCHAN', key: 'sbx_reports', keyId: 'key_reports' };
type Tenant = typeof A;

const PEOPLE: StandinUser[] = [
  { id: A.admin, name: 'ann.a', tz: 'UTC', teamId: A.team, isAdmin: true },
  { id: B.admin, name: 'bob.b', tz: 'UTC', teamId: B.team, isAdmin: true },
];

const origin = () => new URL(t.h.stack.botUrl).origin;

/** GET without following redirects; the Location and the cookies set. */
async function get(url: string, cookie?: string): Promise<{ status: number; location?: string; cookies: string[]; body: string }> {
  const res = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  return { status: res.status, location: res.headers.get('location') ?? undefined, cookies: res.headers.getSetCookie(), body: await res.text() };
}

/** A person of `tenant` installs the app the way a browser does: install page → Slack → redirect back. */
async function install(tenant: Tenant): Promise<string> {
  const start = await get(`${origin()}/slack/install`);
  expect(start.status).toBe(302);
  const cookie = start.cookies.map((c) => c.split(';')[0]).join('; ');
  const approve = new URL(start.location!);
  expect(approve.searchParams.get('scope')).toContain('chat:write');
  approve.searchParams.set('team', tenant.team);
  approve.searchParams.set('user', tenant.admin);
  const back = await get(approve.toString());
  expect(back.status).toBe(302);
  const done = await get(back.location!, cookie);
  expect(done.status).toBe(200);
  return done.body;
}

async function connect(h: BotHarness, tenant: Tenant): Promise<void> {
  await expectCall(h, 'views.open', () => h.stack.driver.slashCommand('connect', { userId: tenant.admin, teamId: tenant.team, channelId: tenant.channel }));
  const view = lastView(h, 'views.open');
  expect(view.callback_id).toBe(CONNECT_MODAL);
  const ack = await submit(h, view, { base_url: text(h.sandbox.url), api_key: text(tenant.key), name: text('main') }, tenant.admin, tenant.team);
  expect(ack.body).toBe('');
  await waitUntil(async () => (await h.store.connections.list(tenant.team)).length === 1, 'the connection to be saved');
}

async function waitUntil(check: () => Promise<boolean>, what: string): Promise<void> {
  const until = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const ask = (tenant: Tenant, text: string) => askAs(t.h, text, { userId: tenant.admin, teamId: tenant.team, channelId: tenant.channel });

beforeAll(() => {
  for (const p of PEOPLE) t.h.stack.standin.state.users.set(p.id, p);
});

describe('OAuth mode: many workspaces on one deployment', () => {
  it('installs two workspaces through /slack/install; each gets its own sealed bot token and a welcome DM', async () => {
    expect(await install(A)).toContain('adops is installed');
    expect(await install(B)).toContain('/adops connect');
    const tokens = t.h.stack.standin.workspaces.list().filter((w) => w.teamId === A.team || w.teamId === B.team);
    expect(tokens.map((w) => w.teamId).sort()).toEqual([A.team, B.team]);
    for (const tenant of [A, B]) {
      expect(await t.h.store.installations.locate(tenant.team)).toEqual({ enterpriseId: undefined, teamId: tenant.team, orgWide: false });
      // The welcome DM is sent after the page is answered: wait for it.
      const welcome = await t.h.stack.standin.state.waitFor(() => t.h.calls('chat.postMessage', tenant.admin).find((c) => c.teamId === tenant.team), 10_000, 'the welcome DM');
      expect(messageText(welcome)).toMatch(/Next: connect your reporting account/);
    }
    // Sealed: no bot token in any row.
    const rows = JSON.stringify(await t.h.store.installations.get({ teamId: A.team }));
    for (const w of tokens) expect(rows).not.toContain(w.botToken);
  });

  it('until a workspace is connected, a command says how to connect and calls no API', async () => {
    const answer = await ask(A, 'revenue yesterday');
    expect(answer.text).toMatch(/not connected to a reporting account yet/);
    expect(answer.text).toContain('/adops connect');
    expect(t.h.received('/')).toEqual([]);
    expect((await ask(A, 'help')).text).toContain('revenue');
    // App Home says the same, and offers the admin the Connect button.
    const published = await expectCall(t.h, 'views.publish', () => t.h.stack.driver.event({ type: 'app_home_opened', user: A.admin, tab: 'home' }, { teamId: A.team }));
    const home = JSON.stringify(published.args.view);
    expect(home).toContain('not connected to a reporting account yet');
    expect(home).toContain(HOME_ACTION.connect);
    expect(published.teamId).toBe(A.team);
  });

  it('answers a workspace connected a moment ago on another instance from that account, not "not connected"', async () => {
    // Saved as another instance's connect form saves it; this instance has not read it yet.
    await t.h.store.connections.save(
      { teamId: B.team, name: 'main', baseUrl: t.h.sandbox.url, keyHint: maskKey(B.key), createdBy: B.admin, account: 'acct_b', permissions: [] },
      new SecretBox(ENCRYPTION_KEY).seal(B.key, sealContext(B.team, 'main')),
      new Date(),
    );
    try {
      t.h.sandbox.ctx.faults.clear();
      expect((await ask(B, 'revenue yesterday')).text).not.toMatch(/not connected/);
      expect(new Set(t.h.received('/').map((c) => c.keyId))).toEqual(new Set([B.keyId]));
    } finally {
      // B connects through the form in the next test, as a person would.
      await t.h.store.connections.remove(B.team, 'main');
      await t.h.stack.deps.accounts.refresh(B.team);
    }
  });

  it('each workspace connects its own key and gets answers from it; the other’s permissions never leak', async () => {
    await connect(t.h, A);
    await connect(t.h, B);
    const fromA = await ask(A, 'auction auc_demo_0001');
    const fromB = await ask(B, 'auction auc_demo_0001');
    expect(fromA.text).toMatch(/bidder_/);
    expect(fromB.text).toMatch(/auctions:read/);
    const [netA, netB] = await Promise.all([ask(A, 'network yesterday'), ask(B, 'network yesterday')]);
    expect(netA.text).toMatch(/network reporting|network_reporting/i);
    expect(netB.text).toMatch(/Network revenue/);
    // What the API received: each workspace's requests carried its own key.
    const keys = t.h.received('').filter((c) => c.path.includes('auction')).map((c) => c.keyId);
    expect(new Set(keys)).toEqual(new Set([A.keyId, B.keyId]));
    // Slack calls for each request were made with that workspace's token.
    const opened = t.h.stack.standin.state.calls.filter((c) => c.method === 'views.open');
    expect(new Set(opened.map((c) => c.teamId))).toEqual(new Set([A.team, B.team]));
  });

  it('runs both workspaces’ digests at the same minute, each posted with its own token from its own account', async () => {
    for (const tenant of [A, B]) expect((await ask(tenant, 'digest add daily_revenue here at=09:00')).text).toContain('Subscribed');
    const [subA] = await t.h.store.subscriptions.list({ teamId: A.team });
    const [subB] = await t.h.store.subscriptions.list({ teamId: B.team });
    t.h.sandbox.ctx.faults.clear();
    const runs = await Promise.all([t.h.durable.scheduler.runNow(subA!.id), t.h.durable.scheduler.runNow(subB!.id)]);
    expect(runs.map((r) => r?.status)).toEqual(['ok', 'ok']);
    for (const tenant of [A, B]) {
      const posts = t.h.calls('chat.postMessage', tenant.channel);
      expect(posts.length).toBeGreaterThan(0);
      expect(new Set(posts.map((p) => p.teamId))).toEqual(new Set([tenant.team]));
      expect(messageText(posts[0]!)).toMatch(/revenue/i);
    }
    expect(new Set(t.h.received('/').map((c) => c.keyId))).toEqual(new Set([A.keyId, B.keyId]));
  });

  it('runs a digest made on another instance on an account this one has not read yet, instead of telling its owner the account is gone', async () => {
    // Another instance (the web process of a split deployment) connects a second account and makes
    // a digest on it; this instance's snapshot, read every few seconds, does not have it yet.
    const saved = await t.h.store.connections.save(
      { teamId: A.team, name: 'second', baseUrl: t.h.sandbox.url, keyHint: maskKey('sbx_full'), createdBy: A.admin, account: 'acct_second', permissions: [] },
      new SecretBox(ENCRYPTION_KEY).seal('sbx_full', sealContext(A.team, 'second')),
      new Date(),
    );
    const sub = await t.h.store.subscriptions.create(
      { teamId: A.team, channelId: A.channel, ownerUserId: A.admin, report: 'daily_revenue', cron: '0 9 * * *', timezone: 'UTC', connectionId: saved.id },
      null,
      new Date(),
    );
    try {
      t.h.sandbox.ctx.faults.clear();
      const before = t.h.calls('chat.postMessage', A.channel).length;
      expect((await t.h.durable.scheduler.runNow(sub.id))?.status).toBe('ok');
      expect(messageText(t.h.calls('chat.postMessage', A.channel)[before]!)).toMatch(/revenue/i);
      expect(new Set(t.h.received('/').map((c) => c.keyId))).toEqual(new Set(['key_full']));
    } finally {
      await t.h.store.subscriptions.remove(sub.id);
      await t.h.store.connections.remove(A.team, 'second');
    }
  });

  it('keeps every row to its workspace: neither sees the other’s connections, digests or audit entries', async () => {
    const showA = await ask(A, 'connect show');
    expect(showA.text).toContain('main');
    const store = t.h.store;
    for (const [mine, theirs] of [[A, B], [B, A]] as const) {
      expect((await store.subscriptions.list({ teamId: mine.team })).every((s) => s.teamId === mine.team && s.channelId !== theirs.channel)).toBe(true);
      expect((await store.connections.list(mine.team)).every((c) => c.teamId === mine.team)).toBe(true);
      expect((await store.audit.recent(mine.team, 100)).every((e) => e.userId !== theirs.admin)).toBe(true);
    }
    // The audit log names each workspace's own account (a fingerprint, never the key).
    const accountsIn = async (tenant: Tenant) => new Set((await store.audit.recent(tenant.team, 100)).map((e) => e.account).filter(Boolean));
    const [inA, inB] = [await accountsIn(A), await accountsIn(B)];
    expect(inA.size).toBe(1);
    expect(inB.size).toBe(1);
    expect([...inA][0]).not.toBe([...inB][0]);
  });

  it('uninstall removes that workspace’s install, connection, digests and pending exports; the other is untouched', async () => {
    await ask(B, 'export impressions 2026-11-20');
    await waitUntil(async () => (await t.h.store.exports.listForUser(B.team, B.admin, 5)).length > 0, 'B’s export to be queued');
    const sent = await t.h.stack.driver.event({ type: 'app_uninstalled' }, { teamId: B.team });
    expect(sent.status).toBe(200);
    t.h.stack.standin.workspaces.revoke(B.team);
    // Removed in this order; the last part gone means the whole workspace is.
    await waitUntil(async () => (await t.h.store.exports.listForUser(B.team, B.admin, 5)).length === 0, 'B’s data to go');
    expect(await t.h.store.installations.locate(B.team)).toBeUndefined();
    expect(await t.h.store.connections.list(B.team)).toEqual([]);
    expect(await t.h.store.subscriptions.list({ teamId: B.team })).toEqual([]);
    // Someone in B who still asks is told the app is gone, and nothing is answered from any account.
    t.h.sandbox.ctx.faults.clear();
    expect((await ask(B, 'revenue yesterday')).text).toMatch(/not installed in this workspace/);
    expect(t.h.received('/')).toEqual([]);
    // A still answers, from its own account.
    expect(await t.h.store.installations.locate(A.team)).toBeDefined();
    expect((await ask(A, 'revenue yesterday')).text).toMatch(/revenue/i);
    expect(await t.h.store.subscriptions.list({ teamId: A.team })).toHaveLength(1);
  });
});
