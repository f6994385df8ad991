// Who is asking, checked before any API call: the same command as a member, an admin, a guest, a
// single-channel guest, a Slack Connect user, a user of another organisation (is_stranger), a
// user of another team or org, and a deactivated account — by slash command, Share click, form
// submission and App Home. A refusal is one private sentence, the reporting API hears nothing,
// and the audit log holds the refusal.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useHarness } from '../support/harness.js';
import { date, expectCall, lastView, select, submit } from '../support/interactions.js';
import { addPeople, ADMIN, askAs, auditOf, GONE, GUEST, MEMBER, PARTNER, resetPolicy, SC_GUEST, shareAs, STRANGER, waitForAudit } from './support.js';

const t = useHarness();
beforeAll(() => addPeople(t.h));
beforeEach(() => resetPolicy(t.h));

const refusedCases = [
  { who: 'a guest', env: { userId: GUEST }, reason: 'guest', says: /Guest accounts cannot use/ },
  { who: 'a single-channel guest', env: { userId: SC_GUEST }, reason: 'guest', says: /Guest accounts cannot use/ },
  { who: 'a Slack Connect user in a shared channel', env: { userId: PARTNER, userTeamId: 'T0PARTNER', extShared: true }, reason: 'external', says: /another workspace or organisation/ },
  { who: 'a user of another organisation (is_stranger)', env: { userId: STRANGER, extShared: true }, reason: 'external', says: /another workspace or organisation/ },
  { who: 'a member asking through another team', env: { userId: MEMBER, teamId: 'T0ELSEWHERE' }, reason: 'external', says: /another workspace or organisation/ },
  { who: 'a member of another Enterprise org', env: { userId: MEMBER, enterpriseId: 'E0OTHERORG' }, reason: 'external', says: /another workspace or organisation/ },
  { who: 'a deactivated account', env: { userId: GONE }, reason: 'deleted', says: /deactivated/ },
] as const;

describe('slash commands', () => {
  for (const c of refusedCases) {
    it(`refuses ${c.who}: one private sentence, no API call, audited`, async () => {
      const a = await askAs(t.h, 'revenue yesterday', c.env);
      expect(a.post.body.response_type).toBe('ephemeral');
      expect(a.text).toMatch(c.says);
      expect(a.text).not.toMatch(/\$|revenue today|impressions/i);
      expect(JSON.stringify(a.blocks)).not.toContain('adops_share');
      expect(t.h.received('')).toEqual([]);
      const [entry] = await auditOf(t.h, c.env.userId);
      expect(entry).toMatchObject({ action: 'refusal', subject: 'revenue', outcome: 'refused', detail: { reason: c.reason } });
    });
  }

  it('answers a member and an admin, and audits the command with the API account (never the key)', async () => {
    for (const userId of [MEMBER, ADMIN]) {
      const a = await askAs(t.h, 'revenue yesterday', { userId });
      expect(a.text).toMatch(/Revenue/);
      expect(a.text).not.toMatch(/cannot use|another workspace/);
    }
    expect(t.h.received('').length).toBeGreaterThan(0);
    const [entry] = await auditOf(t.h, MEMBER);
    expect(entry).toMatchObject({ action: 'command', subject: 'revenue', outcome: 'ok', channelId: 'C0LOCAL01' });
    expect(entry!.account).toMatch(/^key:[0-9a-f]{12}$/);
    expect(JSON.stringify(entry)).not.toContain('sbx_full');
  });

  it('refuses guests even help, until an admin allows guests to read', async () => {
    expect((await askAs(t.h, 'help', { userId: GUEST })).text).toMatch(/Guest accounts/);
    const allowed = await askAs(t.h, 'access allow read guests', { userId: ADMIN });
    expect(allowed.text).toContain('guests now hold read');
    expect((await askAs(t.h, 'revenue yesterday', { userId: GUEST })).text).toMatch(/Revenue/);
    // read only: an export is still refused, and so is anything a Slack Connect user asks.
    expect((await askAs(t.h, 'export impressions yesterday', { userId: GUEST })).text).toMatch(/Guest accounts cannot use export/);
    expect((await askAs(t.h, 'revenue yesterday', { userId: PARTNER, userTeamId: 'T0PARTNER', extShared: true })).text).toMatch(/another workspace/);
  });
});

describe('when Slack cannot say who is asking', () => {
  it('refuses (closed, not open) and calls no API', async () => {
    t.h.stack.standin.state.users.set('U0NEWBIE1', { id: 'U0NEWBIE1', name: 'new.member', tz: 'UTC' });
    t.h.stack.standin.rateLimit('users.info', 120, 1);
    const a = await askAs(t.h, 'revenue yesterday', { userId: 'U0NEWBIE1' });
    expect(a.text).toMatch(/could not check just now who may ask/);
    expect(t.h.received('')).toEqual([]);
    expect((await auditOf(t.h, 'U0NEWBIE1'))[0]).toMatchObject({ outcome: 'refused', detail: { reason: 'unavailable' } });
  });
});

describe('Share clicks', () => {
  it('refuses a guest pressing Share: nothing reaches the channel or the API', async () => {
    const a = await shareAs(t.h, 'revenue yesterday', GUEST);
    expect(a.post.body.response_type).toBe('ephemeral');
    expect(a.text).toMatch(/Guest accounts cannot use/);
    expect(t.h.received('')).toEqual([]);
    expect((await auditOf(t.h, GUEST))[0]).toMatchObject({ outcome: 'refused', channelId: 'C0SHARE01' });
  });

  it('shares for a member', async () => {
    const a = await shareAs(t.h, 'whoami', MEMBER);
    expect(a.post.body.response_type).toBe('in_channel');
  });
});

describe('form submissions', () => {
  it('refuses a guest’s export form and a form from another installation; stores no export', async () => {
    await expectCall(t.h, 'views.open', () => t.h.stack.driver.slashCommand('export', { userId: MEMBER }));
    const view = lastView(t.h, 'views.open');
    const values = { kind: select('impressions'), date: date('2026-11-20') };
    const before = await t.h.store.exports.listForUser(t.h.stack.standin.teamId, GUEST, 10);
    expect((await submit(t.h, view, values, GUEST)).status).toBe(200);
    await waitForAudit(t.h, GUEST, (e) => e.subject === 'export request' && e.outcome === 'refused');
    expect(await t.h.store.exports.listForUser(t.h.stack.standin.teamId, GUEST, 10)).toEqual(before);
    const state = t.h.stack.standin.state;
    const dm = await state.waitFor(() => t.h.calls('chat.postMessage', `D${GUEST.replace(/^U/, '')}`).at(-1));
    expect(String(dm.args.text)).toMatch(/Guest accounts cannot use `export`/);

    await submit(t.h, { ...view, app_installed_team_id: 'T0ELSEWHERE' }, values, MEMBER);
    const entry = await waitForAudit(t.h, MEMBER, (e) => e.subject === 'export request');
    expect(entry).toMatchObject({ outcome: 'refused', detail: { reason: 'external' } });
    expect(t.h.received('/api/v1/export')).toEqual([]);
  });
});

describe('App Home', () => {
  it('shows a guest the refusal and no numbers, with no API call', async () => {
    await t.h.stack.driver.event({ type: 'app_home_opened', user: GUEST, channel: 'D0GUEST', tab: 'home' });
    const state = t.h.stack.standin.state;
    const call = await state.waitFor(() => state.calls.find((c) => c.method === 'views.publish' && c.args.user_id === GUEST));
    const text = JSON.stringify(call.args.view);
    expect(text).toContain('Guest accounts cannot use');
    expect(text).not.toContain('Revenue today');
    expect(t.h.received('')).toEqual([]);
  });

  it('gives an admin the admin section', async () => {
    await t.h.stack.driver.event({ type: 'app_home_opened', user: ADMIN, channel: 'D0ADMIN', tab: 'home' });
    const state = t.h.stack.standin.state;
    const call = await state.waitFor(() => state.calls.find((c) => c.method === 'views.publish' && c.args.user_id === ADMIN));
    const text = JSON.stringify(call.args.view);
    expect(text).toContain('Admin: who may use adops');
    expect(text).toContain('Recent audit entries');
  });
});
