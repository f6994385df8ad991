// Who someone is, per workspace, under an org-wide (Enterprise Grid) install: one token serves
// workspaces G1 and G2 of org E, and the same user can be an admin in one and a plain member in the
// other. Every fact about a user is asked of Slack for the workspace the request comes from (the
// stand-in answers users.info per `team_id`), and the policy and the audit log are kept per
// workspace — through signed requests into the real app, as Slack sends them for an org install.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { toAnswer, useHarness, type Answer, type BotHarness } from '../support/harness.js';
import { expectCall, lastView, select, text, type StateValue } from '../support/interactions.js';
import { installThroughSlack } from '../tenants/install.js';
import { settled } from './support.js';
import { DEFAULT_POLICY } from '../../src/store/index.js';
import type { StandinUser } from '../../src/slack-standin/state.js';
import { CONNECT_MODAL } from '../../views/connect.js';
import { ACCESS_MODAL } from '../../views/access-modal.js';

const t = useHarness({ encryption: { current: new Uint8Array(randomBytes(32)) }, oauth: {} });

const ORG = 'E0GRIDORG';
const G1 = 'T0GRIDWS1';
const G2 = 'T0GRIDWS2';
/** Admin in G1, a plain member in G2. */
const MALLORY = 'U0GRIDMAL';
/** Admin in G2, a plain member in G1. */
const GRACE = 'U0GRIDGRC';
/** A plain member everywhere. */
const PETE = 'U0GRIDPET';
/** Of G2 (her home workspace), an admin in G1 only. */
const ADA = 'U0GRIDADA';
/** Only asks in one place per workspace: counts its users.info calls. */
const TESSA = 'U0GRIDTES';

const PEOPLE: StandinUser[] = [
  { id: MALLORY, name: 'mal.g1admin', tz: 'UTC', teamId: G1, workspaces: { [G1]: { isAdmin: true } } },
  { id: GRACE, name: 'grace.g2admin', tz: 'UTC', teamId: G2, workspaces: { [G2]: { isAdmin: true } } },
  { id: PETE, name: 'pete.member', tz: 'UTC', teamId: G2 },
  { id: ADA, name: 'ada.g1admin', tz: 'UTC', teamId: G2, workspaces: { [G1]: { isAdmin: true } } },
  { id: TESSA, name: 'tessa.tokyo', tz: 'Asia/Tokyo', teamId: G2, workspaces: { [G1]: { isRestricted: true } } },
];

const DAY_MS = 86_400_000;
/** A workspace the app was uninstalled from. */
const GONE = 'T0GRIDGONE';

beforeAll(async () => {
  for (const p of PEOPLE) t.h.stack.standin.state.users.set(p.id, p);
  // Written under the org before the audit log was kept per workspace: one past the default retention, one within it.
  await t.h.store.audit.add({ teamId: ORG, userId: MALLORY, action: 'command', subject: 'org old', outcome: 'ok' }, new Date(Date.now() - 100 * DAY_MS));
  await t.h.store.audit.add({ teamId: ORG, userId: MALLORY, action: 'command', subject: 'org recent', outcome: 'ok' }, new Date(Date.now() - 10 * DAY_MS));
  // A workspace uninstalled long ago: its policy went with it, its entries stay until the default retention.
  await t.h.store.audit.add({ teamId: GONE, userId: PETE, action: 'command', subject: 'gone old', outcome: 'ok' }, new Date(Date.now() - 100 * DAY_MS));
  await t.h.store.audit.add({ teamId: GONE, userId: PETE, action: 'command', subject: 'gone recent', outcome: 'ok' }, new Date(Date.now() - 10 * DAY_MS));
  await installThroughSlack(t.h, { team: G1, enterprise: ORG, org_install: '1', user: MALLORY });
});

/** `/adops <text>` in a workspace of the org, as Slack sends it for an org-wide install. */
async function askIn(team: string, userId: string, words: string, channelId = 'C0GRIDCHN'): Promise<Answer> {
  const sent = await t.h.stack.driver.slashCommand(words, { userId, teamId: team, enterpriseId: ORG, orgWideInstall: true, channelId });
  const [post] = await sent.waitForResponses(1);
  return toAnswer(post!);
}

/**
 * A form submitted in a workspace of the org: an org-wide install's payload names no team, only the
 * user's and the org (`team` undefined: not even the user's).
 */
async function submitIn(h: BotHarness, team: string | undefined, userId: string, view: Record<string, unknown>, values: Record<string, StateValue>): Promise<string> {
  const state = { values: Object.fromEntries(Object.entries(values).map(([id, v]) => [id, { [id]: v }])) };
  const payload = {
    type: 'view_submission', team: null, enterprise: { id: ORG, name: 'Grid' }, is_enterprise_install: true,
    user: { id: userId, username: 'u', ...(team ? { team_id: team } : {}) }, api_app_id: 'A0ADOPS', token: 'unused', trigger_id: `${Date.now()}.t`,
    view: { ...view, state, hash: '1.h' },
  };
  const sent = await h.stack.driver.post(new URLSearchParams({ payload: JSON.stringify(payload) }).toString(), 'application/x-www-form-urlencoded', '', {});
  expect(sent.status).toBe(200);
  return sent.ackBody;
}

const NOT_ADMIN = /Only the bot’s admins/;

describe('an admin of one workspace of the org', () => {
  it('is an admin in G1 only: after a request in G1, in G2 he cannot read connections or the audit log, change access, or connect', async () => {
    // In G1 he is an admin: the form opens, and his answers are not refusals.
    expect((await askIn(G1, MALLORY, 'connect show')).text).not.toMatch(NOT_ADMIN);
    await expectCall(t.h, 'views.open', () => t.h.stack.driver.slashCommand('connect', { userId: MALLORY, teamId: G1, enterpriseId: ORG, orgWideInstall: true }));
    const form = lastView(t.h, 'views.open');
    expect(form.callback_id).toBe(CONNECT_MODAL);

    // Within minutes, in G2, where Slack says he is a plain member.
    for (const words of ['connect show', 'audit', 'access allow read guests', 'access allow admin user=U0GRIDMAL', 'connect']) {
      expect((await askIn(G2, MALLORY, words)).text, words).toMatch(NOT_ADMIN);
    }
    expect(await t.h.store.access.get(G2)).toEqual(DEFAULT_POLICY);
    // A connect form of G2 (as Slack sends one opened there) submitted with an API of his choice: refused, nothing saved.
    const ack = await submitIn(t.h, G2, MALLORY, { ...form, team_id: G2 }, { base_url: text(t.h.sandbox.url), api_key: text('sbx_full'), name: text('main') });
    expect(ack).toMatch(/Only the bot’s admins/);
    expect(await t.h.store.connections.list(G2)).toEqual([]);
    await settled(t.h);
    const refusals = await t.h.store.audit.recent(G2, 50, { userId: MALLORY, outcome: 'refused' });
    expect(refusals.map((e) => e.subject)).toEqual(expect.arrayContaining(['connect show', 'audit', 'access allow', 'connect form', 'connect saved']));
    expect(refusals.every((e) => e.detail.reason === 'not_admin')).toBe(true);
  });

  it('is not refused in G2 where she is an admin, though she is not one in G1', async () => {
    expect((await askIn(G1, GRACE, 'audit')).text).toMatch(NOT_ADMIN);
    const answer = await askIn(G2, GRACE, 'audit');
    expect(answer.text).not.toMatch(NOT_ADMIN);
    expect(answer.text).toContain('Audit log');
  });
});

describe('a request of an org-wide install that names no workspace', () => {
  it('is refused, not judged in the workspace that installed the app: nothing saved, the refusal recorded', async () => {
    await expectCall(t.h, 'views.open', () => t.h.stack.driver.slashCommand('connect', { userId: MALLORY, teamId: G1, enterpriseId: ORG, orgWideInstall: true }));
    const form = lastView(t.h, 'views.open');
    // He is an admin in G1 (where the org install was made), but nothing says the form came from G1.
    const { team_id: _opened, ...nowhere } = form;
    const ack = await submitIn(t.h, undefined, MALLORY, nowhere, { base_url: text(t.h.sandbox.url), api_key: text('sbx_full'), name: text('nowhere') });
    expect(ack).toMatch(/could not tell which workspace/);
    for (const team of [G1, G2, '', ORG]) expect(await t.h.store.connections.list(team)).toEqual([]);
    await settled(t.h);
    const [entry] = await t.h.store.audit.recent(ORG, 1, { userId: MALLORY });
    expect(entry).toMatchObject({ subject: 'connect saved', outcome: 'refused', detail: { reason: 'no_workspace' } });
  });
});

describe('policy and audit per workspace under an org-wide install', () => {
  it('binds a channel limit set in G2 in G2, and not in G1', async () => {
    expect((await askIn(G2, GRACE, 'access allow read channel=C0G2ROOM1')).text).toContain('limited to the listed channels');
    const refused = await askIn(G2, PETE, 'revenue yesterday', 'C0G2HALL1');
    expect(refused.text).toMatch(/read can only be used in C0G2ROOM1/);
    await settled(t.h);
    expect((await t.h.store.audit.recent(G2, 5, { userId: PETE }))[0]).toMatchObject({ teamId: G2, outcome: 'refused', detail: { reason: 'channel' } });
    // G1 keeps its own (default) policy.
    expect((await askIn(G1, PETE, 'revenue yesterday', 'C0G2HALL1')).text).not.toMatch(/can only be used in/);
    expect(await t.h.store.access.get(G1)).toEqual(DEFAULT_POLICY);
  });

  it('shows G2’s entries to `/adops audit` in G2, and none of G1’s', async () => {
    await askIn(G1, MALLORY, 'connect show');
    const shown = await askIn(G2, GRACE, 'audit user=U0GRIDMAL limit=50');
    expect(shown.text).toContain(MALLORY);
    await settled(t.h);
    const g2 = await t.h.store.audit.recent(G2, 100, { userId: MALLORY });
    await settled(t.h);
    const g1 = await t.h.store.audit.recent(G1, 100, { userId: MALLORY });
    expect(g2.length).toBeGreaterThan(0);
    expect(g2.every((e) => e.outcome === 'refused')).toBe(true);
    expect(g1.some((e) => e.outcome === 'ok' && e.subject === 'connect show')).toBe(true);
    // What G2's admin is shown is G2's log: Mallory's refusals there, never his admin work in G1.
    // (the terminal rendering draws the status emoji: ⛔ refused, ▫ done)
    expect(shown.text).not.toMatch(/(white_small_square:|▫)[^\n]*U0GRIDMAL/);
    expect(shown.text).toMatch(/(no_entry:|⛔)[^\n]*U0GRIDMAL/);
  });

  it('shows entries written under the org before to no workspace, and lets them (and an uninstalled workspace’s) age out with the default retention', async () => {
    const shown = await askIn(G2, GRACE, 'audit limit=100');
    expect(shown.text).not.toContain('org recent');
    await settled(t.h);
    const underOrg = (await t.h.store.audit.recent(ORG, 10)).map((e) => e.subject);
    expect(underOrg).toContain('org recent');
    expect(underOrg).not.toContain('org old');
    // So do those of a workspace the app was uninstalled from, though no request comes from it any more.
    await settled(t.h);
    expect((await t.h.store.audit.recent(GONE, 10)).map((e) => e.subject)).toEqual(['gone recent']);
  });

  it('asks users.info once per workspace and user, naming the workspace, and takes the timezone from the same answer', async () => {
    const infoCalls = () => t.h.stack.standin.state.calls.filter((c) => c.method === 'users.info' && c.args.user === TESSA);
    // A guest in G1 (a fact of G1 only), a member in G2.
    expect((await askIn(G1, TESSA, 'help')).text).toMatch(/Guest accounts cannot use/);
    expect((await askIn(G2, TESSA, 'tasks', 'C0G2ROOM1')).text).not.toMatch(/Guest accounts|another workspace/);
    await askIn(G2, TESSA, 'help');
    expect(infoCalls().map((c) => c.args.team_id)).toEqual([G1, G2]);
  });
});

describe('a form under an org-wide install', () => {
  it('is judged and run in the workspace it was opened in, not the user’s home workspace', async () => {
    // Ada (of G2) opens the connect form in G1, where she is an admin: Slack's view names G1.
    await expectCall(t.h, 'views.open', () => t.h.stack.driver.slashCommand('connect', { userId: ADA, teamId: G1, enterpriseId: ORG, orgWideInstall: true }));
    const form = lastView(t.h, 'views.open');
    expect(form).toMatchObject({ callback_id: CONNECT_MODAL, team_id: G1 });
    // Submitted as Slack sends it for an org-wide install: no team, the user's home team (G2).
    const ack = await submitIn(t.h, G2, ADA, form, { base_url: text(t.h.sandbox.url), api_key: text('sbx_full'), name: text('ada') });
    expect(ack).not.toMatch(NOT_ADMIN);
    await t.h.stack.standin.state.waitFor(() => t.h.stack.standin.state.calls.find((c) => c.method === 'chat.postMessage' && String(c.args.text).includes('ada')), 10_000, 'the answer');
    expect((await t.h.store.connections.list(G1)).map((c) => c.name)).toContain('ada');
    expect(await t.h.store.connections.list(G2)).toEqual([]);
    // A form's request is answered where it arrived: its audit entry is written just after the answer.
    let entry: { subject: string } | undefined;
    for (let i = 0; i < 100 && (entry = (await t.h.store.audit.recent(G1, 1, { userId: ADA }))[0])?.subject !== 'connect saved'; i++) await new Promise((r) => setTimeout(r, 50));
    expect(entry).toMatchObject({ teamId: G1, subject: 'connect saved', outcome: 'ok' });
  });

  it('changes the access policy of the workspace the access form was opened in', async () => {
    await expectCall(t.h, 'views.open', () => t.h.stack.driver.slashCommand('access edit', { userId: ADA, teamId: G1, enterpriseId: ORG, orgWideInstall: true }));
    const form = lastView(t.h, 'views.open');
    expect(form).toMatchObject({ callback_id: ACCESS_MODAL, team_id: G1 });
    const ack = await submitIn(t.h, G2, ADA, form, { change: select('allow'), capability: select('read'), target: select('guests') });
    expect(ack).toBe('');
    for (let i = 0; i < 200 && !(await t.h.store.access.get(G1)).guests.includes('read'); i++) await new Promise((r) => setTimeout(r, 25));
    expect((await t.h.store.access.get(G1)).guests).toEqual(['read']);
    expect((await t.h.store.access.get(G2)).guests).toEqual([]);
  });
});

describe('uninstall', () => {
  it('removes a workspace’s policy when the org-wide install loses access to that workspace alone', async () => {
    expect((await askIn(G1, MALLORY, 'access allow read channel=C0G1ROOM1')).text).toContain('limited to the listed channels');
    const sent = await t.h.stack.driver.event({ type: 'team_access_revoked', team_ids: [G1] }, { teamId: G1, enterpriseId: ORG, orgWideInstall: true });
    expect(sent.status).toBe(200);
    for (let i = 0; i < 200 && (await t.h.store.access.get(G1)).restrictions.read; i++) await new Promise((r) => setTimeout(r, 25));
    expect(await t.h.store.access.get(G1)).toEqual(DEFAULT_POLICY);
    // The org's install and G2's policy stay: only G1 was taken away.
    expect(await t.h.store.installations.get({ enterpriseId: ORG })).toBeDefined();
    expect((await t.h.store.access.get(G2)).restrictions.read?.channels).toEqual(['C0G2ROOM1']);
  });

  it('removes each workspace’s access policy with the org-wide install', async () => {
    expect((await t.h.store.access.get(G2)).restrictions.read?.channels).toEqual(['C0G2ROOM1']);
    const sent = await t.h.stack.driver.event({ type: 'app_uninstalled' }, { teamId: G1, enterpriseId: ORG, orgWideInstall: true });
    expect(sent.status).toBe(200);
    for (let i = 0; i < 200 && (await t.h.store.installations.get({ enterpriseId: ORG })); i++) await new Promise((r) => setTimeout(r, 25));
    for (let i = 0; i < 200 && (await t.h.store.access.get(G2)).restrictions.read; i++) await new Promise((r) => setTimeout(r, 25));
    expect(await t.h.store.access.get(G2)).toEqual(DEFAULT_POLICY);
  });
});
