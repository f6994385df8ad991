// /adops connect over real signed requests: the form checks the key with /auth/status before it
// saves (inline errors), the admin is told by DM with the key masked, answers then come from the
// connected account, a channel bound to another account answers with that one (and names it),
// and remove gives the workspace back to the bot's own key.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { isProgressCall, useHarness, messageText } from '../support/harness.js';
import { expectCall, lastView, submit, text } from '../support/interactions.js';
import { CONNECT_MODAL } from '../../views/connect.js';
import { addPeople, ADMIN, askAs, MEMBER } from '../access/support.js';
import { DEFAULT_POLICY } from '../../src/store/index.js';

const t = useHarness({ encryption: { current: new Uint8Array(randomBytes(32)) } });
const AGENCY = 'C0AGENCY1';
beforeAll(() => addPeople(t.h));

async function openForm(): Promise<Record<string, unknown>> {
  await expectCall(t.h, 'views.open', () => t.h.stack.driver.slashCommand('connect', { userId: ADMIN }));
  const view = lastView(t.h, 'views.open');
  expect(view.callback_id).toBe(CONNECT_MODAL);
  return view;
}

async function connect(key: string, name: string): Promise<string> {
  const view = await openForm();
  const before = t.h.calls('chat.postMessage').length;
  const ack = await submit(t.h, view, { base_url: text(t.h.sandbox.url), api_key: text(key), name: text(name) }, ADMIN);
  expect(ack.body).toBe('');
  const dm = await t.h.stack.standin.state.waitFor(() => t.h.calls('chat.postMessage').slice(before).find((c) => !isProgressCall(c)), 10_000, 'the DM');
  return messageText(dm);
}

describe('connect', () => {
  it('is for admins only', async () => {
    const refused = await askAs(t.h, 'connect show', { userId: MEMBER });
    expect(refused.text).toMatch(/admin/i);
  });

  it('says what is wrong inside the form, before saving anything', async () => {
    const view = await openForm();
    const bad = await submit(t.h, view, { base_url: text('reporting.example.com'), api_key: text('a b'), name: text('no way') }, ADMIN);
    expect(JSON.parse(bad.body)).toMatchObject({ response_action: 'errors', errors: { base_url: expect.stringContaining('/api/v1'), api_key: expect.any(String), name: expect.any(String) } });
    const wrongKey = await submit(t.h, view, { base_url: text(t.h.sandbox.url), api_key: text('sbx_wrong'), name: text('main') }, ADMIN);
    expect(JSON.parse(wrongKey.body).errors.api_key).toMatch(/did not accept this key \(401\)/);
    expect(await t.h.store.connections.list(t.h.stack.standin.teamId)).toEqual([]);
  });

  it('connects an account: told by DM with the key masked, and answers come from it', async () => {
    const said = await connect('sbx_reports', 'main');
    expect(said).toMatch(/Connected “main”/);
    expect(said).toContain('••••orts');
    expect(said).toContain('reports:read');
    expect(said).not.toContain('sbx_reports');
    const [row] = await t.h.store.connections.list(t.h.stack.standin.teamId);
    expect(row!.keySealed).not.toContain('sbx_reports');
    // The sandbox key without auctions:read now answers: auctions are refused, naming the permission.
    const auction = await askAs(t.h, 'auction auc_demo_0001', { userId: MEMBER });
    expect(auction.text).toMatch(/auctions:read/);
    expect(t.h.logs.join('\n')).not.toContain('sbx_reports');
  });

  it('answers a bound channel with its own account and names it; the rest of the workspace is untouched', async () => {
    await connect('sbx_nofeatures', 'agency');
    const bound = await askAs(t.h, `connect bind ${AGENCY} agency`, { userId: ADMIN });
    expect(bound.text).toMatch(/now answers with account/);
    // Same command, same minute: the bound channel's key has auctions but no network reporting.
    const [inAgency, inMain] = await Promise.all([
      askAs(t.h, 'auction auc_demo_0001', { userId: MEMBER, channelId: AGENCY }),
      askAs(t.h, 'auction auc_demo_0001', { userId: MEMBER }),
    ]);
    expect(inAgency.text).toMatch(/bidder_/);
    expect(inAgency.text).toMatch(/Account: \S+ \(agency\)/);
    expect(inMain.text).toMatch(/auctions:read/);
    expect(inMain.text).toMatch(/Account: \S+ \(main\)/);
    const [netAgency, netMain] = await Promise.all([
      askAs(t.h, 'network yesterday', { userId: MEMBER, channelId: AGENCY }),
      askAs(t.h, 'network yesterday', { userId: MEMBER }),
    ]);
    expect(netAgency.text).toMatch(/network reporting|network_reporting/i);
    expect(netMain.text).toMatch(/Network revenue/);
    const shown = await askAs(t.h, 'connect show', { userId: ADMIN });
    expect(shown.text).toContain('agency');
    expect(shown.text).not.toMatch(/sbx_/);
    // A digest in the bound channel comes from its account and names it too.
    const sub = await t.h.store.subscriptions.create({ teamId: t.h.stack.standin.teamId, channelId: AGENCY, ownerUserId: ADMIN, report: 'daily_revenue', cron: '0 9 * * *', timezone: 'UTC' }, new Date(), new Date());
    expect((await t.h.durable.scheduler.runNow(sub.id))?.status).toBe('ok');
    const [digest] = t.h.calls('chat.postMessage', AGENCY);
    expect(messageText(digest!)).toMatch(/Account: \S+ \(agency\)/);
    await t.h.store.subscriptions.remove(sub.id);
  });

  it('removes a connection with its bindings: the workspace falls back to the bot’s own key', async () => {
    await askAs(t.h, 'connect remove agency', { userId: ADMIN });
    await askAs(t.h, 'connect remove main', { userId: ADMIN });
    expect(await t.h.store.connections.bindings(t.h.stack.standin.teamId)).toEqual([]);
    const auction = await askAs(t.h, 'auction auc_demo_0001', { userId: MEMBER, channelId: AGENCY });
    expect(auction.text).not.toMatch(/auctions:read|Account:/);
  });
});

describe('uninstall', () => {
  it('removes the workspace’s connection, bindings, digests and access policy when Slack says the app was uninstalled', async () => {
    await connect('sbx_full', 'main');
    expect((await askAs(t.h, 'access allow admin user=U0MEMBER1', { userId: ADMIN })).text).toContain('now hold');
    await askAs(t.h, `connect bind ${AGENCY} main`, { userId: ADMIN });
    const added = await askAs(t.h, 'digest add daily_revenue here at=09:00', { userId: ADMIN });
    expect(added.text).not.toMatch(/✖/);
    const team = t.h.stack.standin.teamId;
    expect(await t.h.store.subscriptions.list({ teamId: team })).not.toEqual([]);
    const sent = await t.h.stack.driver.event({ type: 'app_uninstalled' });
    expect(sent.status).toBe(200);
    // The event is acked first and the removal runs after it: wait for its last step (the policy).
    for (let i = 0; i < 500 && (await t.h.store.access.get(team)).admins.length; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await t.h.store.connections.list(team)).toEqual([]);
    expect(await t.h.store.connections.bindings(team)).toEqual([]);
    expect(await t.h.store.subscriptions.list({ teamId: team })).toEqual([]);
    // A reinstall starts from the defaults: the member named admin before is not one any more.
    expect(await t.h.store.access.get(team)).toEqual(DEFAULT_POLICY);
  });
});
