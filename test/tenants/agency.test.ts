// Issue 35, the agency: two accounts in one workspace whose keys differ — `acme` (sbx_full, the
// default) and `globex` (sbx_reports: reports:read and network reporting, no demand comparison) —
// over real signed requests, the real sandbox and its request log (which key each call carried).
// Each trial defect of the issue that is this suite's has a test here that failed before.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { isProgressCall, messageText, toAnswer, useHarness } from '../support/harness.js';
import { firstAnswer } from '../support/bot-process.js';
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
  const dm = await t.h.stack.standin.state.waitFor(() => t.h.calls('chat.postMessage').slice(before).find((c) => !isProgressCall(c)), 20_000, 'the DM');
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

describe('account=all on every read command', () => {
  // globex's key is reports:read with network reporting: no auctions, configuration, Tasks or demand comparison.
  // Several accounts, each several calls, on a loaded machine: the answer may come after a "working on it" note, and late.
  const ask = async (q: string) => toAnswer(await firstAnswer(await t.h.stack.driver.slashCommand(q, { userId: MEMBER, channelId: ACME_CHANNEL })));

  it('bidders: each account’s bidding added up, rates from the sums, read with each key; a total, but not of bidders', async () => {
    const a = await ask('bidders yesterday account=all');
    expect(a.text).toMatch(/acme/);
    expect(a.text).toMatch(/globex/);
    expect(a.text).toMatch(/Win rate %/);
    expect(a.text).toMatch(/Total +/);
    expect(a.text).toMatch(/no total of bidders: the same bidder bids for several accounts/);
    expect(keysOn('/report/bidders')).toEqual(new Set([GLOBEX_KEY, ACME_KEY]));
  });

  it('why: each account’s change and its requests, fill and eCPM effects, its cause said; a bidder’s drill is refused, nothing sent', async () => {
    const a = await ask('why revenue yesterday account=all');
    expect(a.text).toMatch(/Requests effect/);
    expect(a.text).toMatch(/\*?acme\)?\*?: (cause|no single cause|no data)/);
    expect(a.text).toMatch(/\*?globex\)?\*?: (cause|no single cause|no data)/);
    expect(keysOn('/report/breakdown')).toEqual(new Set([GLOBEX_KEY, ACME_KEY]));
    const sent = t.h.received('/report').length;
    const b = await ask('why revenue yesterday bidder=bidder_alpha account=all');
    expect(b.text).toMatch(/has no `?account=all`?/);
    expect(b.text).toMatch(/bidders <range> account=all/);
    expect(t.h.received('/report').length).toBe(sent);
  });

  it('demand: a row for the key that can compare; the other says what its key lacks, and no total is made', async () => {
    const a = await ask('demand last 7d account=all');
    expect(a.text).toMatch(/Own revenue/);
    expect(a.text).toMatch(/globex\)?\*?: .*missing \*?demand comparison/i);
    expect(a.text).toMatch(/no totals: an account could not be read/);
    expect(a.text).not.toMatch(/Total +\$/);
    // Each key asked for its own figures; globex's answered 403 (the feature is off).
    expect(keysOn('/report/demand-comparison')).toEqual(new Set([ACME_KEY, GLOBEX_KEY]));
  });

  it('auction stats: each account’s auctions and fill from the aggregates alone (no bid rows read); the key without auctions:read says so', async () => {
    const a = await ask('auction stats yesterday account=all');
    expect(a.text).toMatch(/Fill % before/);
    expect(a.text).toMatch(/globex\)?\*?: .*missing \*?auctions:read/);
    expect(keysOn('/auction/rounds')).toContain(ACME_KEY);
    expect(t.h.received('/auction/bids')).toEqual([]);
  });

  it('tasks and config validate: a row per account that may read them, the reason for the one that may not', async () => {
    const tasks = await ask('tasks account=all');
    expect(tasks.text).toMatch(/Enabled/);
    expect(tasks.text).toMatch(/globex\)?\*?: .*missing/);
    const config = await ask('config validate account=all');
    expect(config.text).toMatch(/Errors/);
    expect(config.text).toMatch(/acme\)?\*?: live, (valid|not valid)/);
    expect(config.text).toMatch(/globex\)?\*?: .*missing \*?configuration:read/);
    expect(keysOn('/scheduled-agents')).toContain(ACME_KEY);
    expect(keysOn('/config/validate')).toContain(ACME_KEY);
  });

  it('a form with no row per account (one auction, a Task, an A/B test, a configuration’s YAML) is refused while parsing, an export says why it has none, each saying what compares accounts, and nothing is sent', async () => {
    for (const [q, instead] of [
      ['auction auc_aos0d4000 account=all', /auction stats <range> account=all/],
      ['auction bids today account=all', /auction stats <range> account=all/],
      ['tasks task_ab_watch_la account=all', /tasks account=all/],
      ['abtest abt_demo_achieved account=all', /abtest list account=all/],
      ['config show account=all', /config validate account=all/],
      ['config validate version 2 account=all', /config validate account=all/],
    ] as const) {
      const a = await ask(q);
      expect(a.text, q).toMatch(/has no `?account=all`?/);
      expect(a.text, q).toMatch(instead);
    }
    const exported = await ask('export impressions yesterday account=all');
    expect(exported.text).toMatch(/an export is one account’s file/);
    expect(t.h.received('/export')).toEqual([]);
    expect(t.h.received('/auction')).toEqual([]);
    expect(t.h.received('/scheduled-agents')).toEqual([]);
    expect(t.h.received('/report/ab-test')).toEqual([]);
    expect(t.h.received('/config')).toEqual([]);
  });

  it('abtest list: each account’s known tests counted by status', async () => {
    await ask('abtest abt_demo_achieved account=globex');
    const a = await ask('abtest list account=all');
    expect(a.text).toMatch(/Can ship \(achieved\)/);
    expect(a.text).toMatch(/acme/);
    expect(a.text).toMatch(/globex/);
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
