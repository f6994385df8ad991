// Issue 35, the agency: two accounts in one workspace whose keys differ — `acme` (sbx_full, the
// default) and `globex` (sbx_reports: reports:read and network reporting, no demand comparison) —
// over real signed requests, the real sandbox and its request log (which key each call carried).
// Each trial defect of the issue that is this suite's has a test here that failed before.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageText, useHarness } from '../support/harness.js';
import { checks, conversation, expectCall, lastView, select, submit, text, time, viewAction } from '../support/interactions.js';
import { addPeople, ADMIN, askAs, MEMBER, PARTNER, settled } from '../access/support.js';

const t = useHarness({ encryption: { current: new Uint8Array(randomBytes(32)) } });
/** #revenue-team, bound to globex; #adops-local (the harness's channel) answers with acme, the default. */
const GLOBEX_CHANNEL = 'C0REVTEAM1';
const ACME_CHANNEL = 'C0LOCAL01';
const GLOBEX_KEY = 'key_reports';
const ACME_KEY = 'key_full';

async function connect(key: string, name: string): Promise<string> {
  await expectCall(t.h, 'views.open', () => t.h.stack.driver.slashCommand('connect', { userId: ADMIN }));
  const view = lastView(t.h, 'views.open');
  const before = t.h.calls('chat.postMessage').length;
  const ack = await submit(t.h, view, { base_url: text(t.h.sandbox.url), api_key: text(key), name: text(name) }, ADMIN);
  expect(ack.body).toBe('');
  const dm = await t.h.stack.standin.state.waitFor(() => t.h.calls('chat.postMessage').slice(before)[0], 20_000, 'the DM');
  return messageText(dm);
}

/** The keys the sandbox saw on `path` since the test began. */
const keysOn = (path: string) => new Set(t.h.received(path).map((c) => c.keyId));

beforeAll(async () => {
  addPeople(t.h);
  await connect('sbx_full', 'acme');
  await connect('sbx_reports', 'globex');
  expect((await askAs(t.h, `connect bind ${GLOBEX_CHANNEL} globex`, { userId: ADMIN })).text).toMatch(/now answers with account/);
}, 60_000);

describe('what each key may do', () => {
  it('connect show lists each key’s features, on or off, and its permissions, with when they were checked', async () => {
    const lines = (await askAs(t.h, 'connect show', { userId: ADMIN })).text.split('\n');
    // Each connection: its line, its permissions, its features.
    const of = (name: string) => lines.slice(lines.findIndex((l) => l.startsWith(name)), lines.findIndex((l) => l.startsWith(name)) + 3).join('\n');
    expect(of('globex')).toMatch(/Permissions: reports:read/);
    expect(of('globex')).toMatch(/network reporting \*?on/);
    expect(of('globex')).toMatch(/demand comparison \*?off/);
    expect(of('globex')).toMatch(/last checked/);
    expect(of('acme')).toMatch(/demand comparison \*?on/);
    expect(of('acme')).toMatch(/scheduled agents \*?on/);
  });

  it('whoami in a bound channel shows that account’s key, its features and the other accounts', async () => {
    const who = (await askAs(t.h, 'whoami', { userId: MEMBER, channelId: GLOBEX_CHANNEL })).text;
    expect(who).toMatch(/demand comparison \*?off/);
    expect(who).toMatch(/globex/);
    expect(who).toMatch(/Other accounts you may read[\s\S]*acme/);
  });
});

describe('a digest belongs to the account of the channel it posts in', () => {
  it('refuses a reconcile digest for the account without demand comparison, naming the account and the feature', async () => {
    const a = await askAs(t.h, `digest add reconcile channel=${GLOBEX_CHANNEL} at=10:00`, { userId: MEMBER });
    expect(a.text).toMatch(/globex/);
    expect(a.text).toMatch(/demand comparison/);
    expect(await t.h.store.subscriptions.list({ teamId: t.h.stack.standin.teamId })).toEqual([]);
  });

  it('an A/B digest made from another channel runs on globex and says so in confirmation, list, preview and post', async () => {
    const added = await askAs(t.h, `digest add abtests channel=${GLOBEX_CHANNEL} at=10:00 tests=abt_demo_achieved`, { userId: MEMBER, channelId: ACME_CHANNEL });
    expect(added.text).toMatch(/globex/);
    expect(added.text).not.toMatch(/\(acme\)/);
    const [sub] = await t.h.store.subscriptions.list({ teamId: t.h.stack.standin.teamId });
    const list = await askAs(t.h, 'digest list', { userId: MEMBER, channelId: ACME_CHANNEL });
    expect(list.text).toMatch(/account \*?\S+ \(globex\)/);
    expect(list.text).not.toMatch(/\(acme\)/);
    t.h.sandbox.ctx.faults.clear();
    const preview = await askAs(t.h, `digest preview ${sub!.id}`, { userId: MEMBER, channelId: ACME_CHANNEL });
    expect(preview.text).toMatch(/Account: \*?\S+ \(globex\)/);
    expect(preview.text).not.toMatch(/\(acme\)/);
    expect(keysOn('/report/ab-test')).toEqual(new Set([GLOBEX_KEY]));
    t.h.sandbox.ctx.faults.clear();
    expect((await t.h.durable.scheduler.runNow(sub!.id))?.status).toBe('ok');
    // The run at the preview's minute reuses its answers (the query cache is keyed by account, too).
    const posts = t.h.calls('chat.postMessage', GLOBEX_CHANNEL);
    expect(messageText(posts[posts.length - 1]!)).toMatch(/Account: \*?\S+ \(globex\)/);
  });
});

describe('the digest form says which account the digest will run on', () => {
  const accountLine = (view: Record<string, unknown>) => JSON.stringify((view.blocks as { block_id?: string }[]).find((b) => b.block_id === 'account') ?? null);
  it('the default for an unbound channel, the binding once a bound channel is chosen', async () => {
    await expectCall(t.h, 'views.update', () => t.h.send('digest add', { userId: MEMBER, channelId: ACME_CHANNEL }));
    const form = lastView(t.h, 'views.update');
    expect(accountLine(form)).toMatch(/Runs on account \*\S+ \(acme\)\*, the workspace’s default/);
    await viewAction(t.h, form, 'channel', { report: select('abtests'), channel: conversation(GLOBEX_CHANNEL), time: time('09:00'), days: checks('mon'), timezone: text('UTC') });
    const redrawn = lastView(t.h, 'views.update');
    expect(accountLine(redrawn)).toMatch(/Runs on account \*\S+ \(globex\)\*, the channel’s binding/);
  });
});

describe('account= on any question', () => {
  it('answers revenue with the named account’s key and names it', async () => {
    const a = await askAs(t.h, 'revenue yesterday account=globex', { userId: MEMBER, channelId: ACME_CHANNEL });
    expect(a.text).toMatch(/Account: \*?\S+ \(globex\)/);
    expect(keysOn('/report/dashboard')).toEqual(new Set([GLOBEX_KEY]));
  });

  it('account=all: one row per account, each read with its own key, and a total', async () => {
    const a = await askAs(t.h, 'revenue yesterday account=all', { userId: MEMBER, channelId: ACME_CHANNEL });
    expect(a.text).toMatch(/acme/);
    expect(a.text).toMatch(/globex/);
    expect(a.text).toMatch(/Total/);
    expect(keysOn('/report/dashboard')).toEqual(new Set([GLOBEX_KEY, ACME_KEY]));
  });

  it('network account=all: a row per account in each currency, each read with its own key; breakdown says why not and which commands can', async () => {
    t.h.sandbox.ctx.faults.clear();
    const n = await askAs(t.h, 'network yesterday account=all', { userId: MEMBER, channelId: ACME_CHANNEL });
    expect(n.text).toMatch(/acme/);
    expect(n.text).toMatch(/globex/);
    expect(n.text).toMatch(/Revenue \(USD\)/);
    expect(n.text).toMatch(/Total +\$[\d,.]+/);
    expect(keysOn('/report/network')).toEqual(new Set([GLOBEX_KEY, ACME_KEY]));
    const b = await askAs(t.h, 'breakdown yesterday by=country account=all', { userId: MEMBER, channelId: ACME_CHANNEL });
    expect(b.text).toMatch(/revenue … account=all/);
    expect(b.text).toMatch(/network … account=all/);
  });

  it('an account not connected is said, and nothing is sent', async () => {
    const a = await askAs(t.h, 'revenue yesterday account=initech', { userId: MEMBER });
    expect(a.text).toMatch(/no account called “initech”/);
    expect(t.h.received('/report')).toEqual([]);
  });
});

describe('App Home', () => {
  it('shows the accounts the person may read', async () => {
    const publish = await expectCall(t.h, 'views.publish', () => t.h.stack.driver.event({ type: 'app_home_opened', user: MEMBER, channel: 'D0MEMBER1', tab: 'home' }));
    const home = JSON.stringify(publish.args.view);
    expect(home).toMatch(/Accounts you may read/);
    expect(home).toMatch(/\(acme\)/);
    expect(home).toMatch(/\(globex\)/);
  });
});

describe('a connection’s scope keeps client data apart', () => {
  it('refuses a member outside globex’s scope; its bound channel and admins still read it', async () => {
    expect((await askAs(t.h, 'access allow read account=globex channel=C0CLIENTS1', { userId: ADMIN })).text).toMatch(/globex/);
    const refused = await askAs(t.h, 'revenue yesterday account=globex', { userId: MEMBER, channelId: ACME_CHANNEL });
    expect(refused.text).toMatch(/globex.*can only be read/);
    expect(t.h.received('/report')).toEqual([]);
    expect((await askAs(t.h, 'revenue yesterday', { userId: MEMBER, channelId: GLOBEX_CHANNEL })).text).toMatch(/Revenue/);
    expect((await askAs(t.h, 'revenue yesterday account=globex', { userId: MEMBER, channelId: 'C0CLIENTS1' })).text).toMatch(/Revenue/);
    const all = await askAs(t.h, 'revenue yesterday account=all', { userId: MEMBER, channelId: ACME_CHANNEL });
    expect(all.text).not.toMatch(/globex/);
    expect((await askAs(t.h, 'access deny read account=globex channel=C0CLIENTS1', { userId: ADMIN })).text).toMatch(/taken off/);
  });
});

describe('Slack Connect clients, by an admin’s choice', () => {
  const partner = { userId: PARTNER, userTeamId: 'T0PARTNER', extShared: true };
  it('an allowed organisation reads in its channel only, with that channel’s account, and it is audited', async () => {
    expect((await askAs(t.h, 'revenue yesterday', { ...partner, channelId: GLOBEX_CHANNEL })).text).toMatch(/another workspace/);
    expect((await askAs(t.h, `access allow read external=T0PARTNER channel=${GLOBEX_CHANNEL}`, { userId: ADMIN })).text).toMatch(/T0PARTNER/);
    t.h.sandbox.ctx.faults.clear();
    const ok = await askAs(t.h, 'revenue yesterday', { ...partner, channelId: GLOBEX_CHANNEL });
    expect(ok.text).toMatch(/Revenue/);
    expect(keysOn('/report/dashboard')).toEqual(new Set([GLOBEX_KEY]));
    expect((await askAs(t.h, 'revenue yesterday', { ...partner, channelId: ACME_CHANNEL })).text).toMatch(/another workspace/);
    expect((await askAs(t.h, 'revenue yesterday account=acme', { ...partner, channelId: GLOBEX_CHANNEL })).text).toMatch(/another workspace/);
    expect((await askAs(t.h, `digest add daily_revenue here at=09:00`, { ...partner, channelId: GLOBEX_CHANNEL })).text).toMatch(/another workspace/);
    // Only report answers: the workspace's lists of digests, alerts and A/B tests, and the key, stay closed.
    for (const text of ['digest list', 'alerts list', 'abtest list', 'whoami']) {
      expect((await askAs(t.h, text, { ...partner, channelId: GLOBEX_CHANNEL })).text, text).toMatch(/another workspace/);
    }
    expect((await askAs(t.h, 'breakdown yesterday by=country', { ...partner, channelId: GLOBEX_CHANNEL })).text).not.toMatch(/another workspace/);
    await settled(t.h);
    const audit = await t.h.store.audit.recent(t.h.stack.standin.teamId, 30);
    expect(audit.some((e) => e.userId === PARTNER && e.outcome === 'ok' && e.detail.external === 'T0PARTNER')).toBe(true);
  });
});

describe('a binding changed later', () => {
  it('unbind moves the channel’s digest to the default account, tells its owner by DM, and the list shows it', async () => {
    const [sub] = await t.h.store.subscriptions.list({ teamId: t.h.stack.standin.teamId });
    const before = t.h.calls('chat.postMessage').length;
    await askAs(t.h, `connect unbind ${GLOBEX_CHANNEL}`, { userId: ADMIN });
    const dm = await t.h.stack.standin.state.waitFor(() => t.h.calls('chat.postMessage').slice(before).find((c) => messageText(c).includes(sub!.id)), 10_000, 'the owner’s DM');
    expect(messageText(dm)).toMatch(/acme/);
    const list = await askAs(t.h, 'digest list', { userId: MEMBER, channelId: ACME_CHANNEL });
    expect(list.text).toMatch(/account \*?\S+ \(acme\)/);
  });
});
