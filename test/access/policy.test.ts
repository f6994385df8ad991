// The policy admins set and the rules around digests, alerts and exports: capabilities limited to
// user groups (refreshed when Slack reports a change) and to channels, admin-only commands,
// digests and alerts only in channels the user is in, only their creator or an admin touching
// them, `digest run` once a minute, export links only by DM, and the audit log of all of it.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHANNEL, useHarness } from '../support/harness.js';
import { date, expectCall, homeClick, lastView, radio, select, submit, text } from '../support/interactions.js';
import { HOME_ACTION } from '../../views/app-home.js';
import { addPeople, ADMIN, askAs, auditOf, MEMBER, OTHER_CHANNEL, resetPolicy, shareAs, waitForAudit } from './support.js';

const t = useHarness();
const GROUP = 'S0REVOPS';
/** What a request made of the API: not the export jobs earlier tests accepted, which the worker submits whenever it runs. */
const apiCallsOfRequests = () => t.h.received('').filter((call) => !call.path.startsWith('/export'));
beforeAll(() => addPeople(t.h));
beforeEach(async () => {
  await resetPolicy(t.h);
  t.h.stack.standin.state.usergroups.set(GROUP, [ADMIN]);
});

describe('capabilities limited by admins', () => {
  it('limits export to a user group; a member outside it is refused, and let in once Slack reports the change', async () => {
    const set = await askAs(t.h, `access allow export group=${GROUP}`, { userId: ADMIN });
    expect(set.text).toContain(`limited to the listed groups, group ${GROUP} included`);
    const refused = await askAs(t.h, 'export impressions 2026-11-20', { userId: MEMBER });
    expect(refused.text).toMatch(/export is limited to certain user groups, and you are in none of them/);
    expect(t.h.received('')).toEqual([]);
    expect((await auditOf(t.h, MEMBER))[0]).toMatchObject({ action: 'refusal', subject: 'export request', detail: { reason: 'group' } });
    // Reports are not limited: the member still reads them.
    expect((await askAs(t.h, 'revenue yesterday', { userId: MEMBER })).text).toMatch(/Revenue/);

    t.h.stack.standin.state.usergroups.set(GROUP, [ADMIN, MEMBER]);
    await t.h.stack.driver.event({ type: 'subteam_members_changed', subteam_id: GROUP, team_id: t.h.stack.standin.teamId, added_users: [MEMBER], added_users_count: '1' });
    const log = t.h.logs;
    for (let i = 0; i < 50 && !log.some((l) => l.includes('user group members changed')); i++) await new Promise((r) => setTimeout(r, 50));
    const allowed = await askAs(t.h, 'export impressions 2026-11-20', { userId: MEMBER });
    expect(allowed.text).toMatch(/requested/);
    expect((await auditOf(t.h, MEMBER))[0]).toMatchObject({ action: 'export', subject: 'export request', outcome: 'ok', detail: { kind: 'impressions', date: '2026-11-20' } });
  });

  it('limits read to a channel: asked elsewhere it is refused with where to ask', async () => {
    await askAs(t.h, `access allow read channel=${OTHER_CHANNEL}`, { userId: ADMIN });
    const a = await askAs(t.h, 'revenue yesterday', { userId: MEMBER });
    expect(a.text).toMatch(new RegExp(`read can only be used in ${OTHER_CHANNEL}`));
    expect(apiCallsOfRequests()).toEqual([]);
    expect((await askAs(t.h, 'revenue yesterday', { userId: MEMBER, channelId: OTHER_CHANNEL })).text).toMatch(/Revenue/);
    // Admins are not limited.
    expect((await askAs(t.h, 'revenue yesterday', { userId: ADMIN })).text).toMatch(/Revenue/);
  });

  it('limits read to a group: outside it, no export, digest or alert gets the reports either', async () => {
    // A group of its own: the gate caches group members, and other tests move members in and out of GROUP.
    t.h.stack.standin.state.usergroups.set('S0READERS', [ADMIN]);
    await askAs(t.h, 'access allow read group=S0READERS', { userId: ADMIN });
    for (const text of ['export impressions 2026-11-20', 'digest add daily_revenue here at=09:00', 'alerts add revenue drop 20%']) {
      const a = await askAs(t.h, text, { userId: MEMBER });
      expect(a.text, text).toMatch(/limited to certain user groups, and you are in none of them/);
    }
    expect(apiCallsOfRequests()).toEqual([]);
    expect(await t.h.store.subscriptions.list({ teamId: t.h.stack.standin.teamId, ownerUserId: MEMBER })).toEqual([]);
    // In the group, the same requests go through.
    expect((await askAs(t.h, 'export impressions 2026-11-20', { userId: ADMIN })).text).toMatch(/requested/);
  });

  it('judges a form where it was opened: an export limited to a channel submits from there, not from elsewhere', async () => {
    await askAs(t.h, `access allow export channel=${OTHER_CHANNEL}`, { userId: ADMIN });
    const values = { kind: select('impressions'), date: date('2026-11-20') };
    const exportsOf = async () => (await t.h.store.exports.listForUser(t.h.stack.standin.teamId, MEMBER, 10)).length;
    const before = await exportsOf();
    await expectCall(t.h, 'views.open', () => t.h.stack.driver.slashCommand('export', { userId: MEMBER, channelId: OTHER_CHANNEL }));
    const res = await submit(t.h, lastView(t.h, 'views.open'), values, MEMBER);
    expect(res.status).toBe(200);
    // The submission is acked first; the request is stored just after.
    for (let n = 0; n < 100 && (await exportsOf()) === before; n++) await new Promise((r) => setTimeout(r, 50));
    expect(await exportsOf()).toBe(before + 1);
    // Asked anywhere else, the form does not even open: refused, nothing stored.
    await askAs(t.h, `access allow read channel=${OTHER_CHANNEL}`, { userId: ADMIN });
    const opened = await askAs(t.h, 'export', { userId: MEMBER });
    expect(opened.text).toMatch(/can only be used in/);
    expect(await exportsOf()).toBe(before + 1);
  });

  it('keeps policy changes and the audit log to admins, and records policy changes', async () => {
    const denied = await askAs(t.h, 'access allow read guests', { userId: MEMBER });
    expect(denied.text).toMatch(/Only the bot’s admins/);
    expect((await askAs(t.h, 'audit', { userId: MEMBER })).text).toMatch(/Only the bot’s admins/);
    expect((await askAs(t.h, 'access', { userId: MEMBER })).text).toMatch(/Who may use adops/);
    await askAs(t.h, `access allow admin user=${MEMBER}`, { userId: ADMIN });
    expect((await askAs(t.h, 'audit refusals', { userId: MEMBER })).text).toMatch(/access allow/);
    const log = await askAs(t.h, 'audit limit=50', { userId: ADMIN });
    expect(log.text).toContain(`${ADMIN}`);
    expect(log.text).toMatch(/policy access allow/);
    expect((await auditOf(t.h, ADMIN)).find((e) => e.action === 'policy')).toMatchObject({ subject: 'access allow', outcome: 'ok', detail: { capability: 'admin', user: MEMBER } });
  });

  it('changes access from App Home’s form: inline errors, admins only, saved and audited', async () => {
    await expectCall(t.h, 'views.open', () => homeClick(t.h, HOME_ACTION.accessEdit, '', ADMIN));
    const form = lastView(t.h, 'views.open');
    expect(form.callback_id).toBe('adops_access_modal');
    const missing = await submit(t.h, form, { change: radio('allow'), capability: select('export'), target: select('group') }, ADMIN);
    expect(JSON.parse(missing.body)).toMatchObject({ response_action: 'errors', errors: { target_id: expect.stringMatching(/Give the id/) } });
    const wrong = await submit(t.h, form, { change: radio('allow'), capability: select('admin'), target: select('group'), target_id: text(GROUP) }, ADMIN);
    expect(JSON.parse(wrong.body)).toMatchObject({ response_action: 'errors', errors: { target: expect.stringMatching(/one person/) } });
    const values = { change: radio('allow'), capability: select('manage'), target: select('channel'), target_id: text(OTHER_CHANNEL) };
    await submit(t.h, form, values, MEMBER);
    await waitForAudit(t.h, MEMBER, (e) => e.subject === 'access allow' && e.outcome === 'refused');
    expect((await t.h.store.access.get(t.h.stack.standin.teamId)).restrictions.manage).toBeUndefined();
    const state = t.h.stack.standin.state;
    const dm = `D${ADMIN.replace(/^U/, '')}`;
    const before = t.h.calls('chat.postMessage', dm).length;
    await submit(t.h, form, values, ADMIN);
    // The answer's DM, not any DM: on a loaded machine a "still working" note may come first.
    const answered = () => t.h.calls('chat.postMessage', dm).slice(before).some((c) => String(c.args.text ?? '').includes('limited to the listed channels'));
    await state.waitFor(() => (answered() ? true : undefined));
    expect((await t.h.store.access.get(t.h.stack.standin.teamId)).restrictions.manage).toEqual({ groups: [], channels: [OTHER_CHANNEL] });
    await waitForAudit(t.h, ADMIN, (e) => e.action === 'policy' && e.detail.channel === OTHER_CHANNEL);
  });

  it('deletes audit entries past the retention an admin sets', async () => {
    const team = t.h.stack.standin.teamId;
    await t.h.store.audit.add({ teamId: team, userId: MEMBER, action: 'command', subject: 'old', outcome: 'ok' }, new Date('2026-01-01T00:00:00Z'));
    expect((await askAs(t.h, 'access retention 30', { userId: ADMIN })).text).toContain('kept 30 days');
    expect(await t.h.store.audit.purge(team, new Date(Date.parse('2026-11-22T09:00:00Z') - 30 * 86_400_000))).toBe(1);
  });
});

describe('digests and alerts', () => {
  let adminDigest = '';

  it('refuses a digest or an alert in a channel the user is not in, and creates one where they are', async () => {
    const a = await askAs(t.h, `digest add daily_revenue channel=${OTHER_CHANNEL} at=09:00`, { userId: MEMBER });
    expect(a.text).toMatch(new RegExp(`you are not in channel ${OTHER_CHANNEL}`));
    const b = await askAs(t.h, `alerts add revenue drop 20% channel=${OTHER_CHANNEL} notify=${GROUP}`, { userId: MEMBER });
    expect(b.text).toMatch(/you are not in channel/);
    expect(await t.h.store.subscriptions.list({ teamId: t.h.stack.standin.teamId, channelId: OTHER_CHANNEL })).toEqual([]);
    expect(t.h.calls('chat.postMessage', OTHER_CHANNEL)).toEqual([]);
    const c = await askAs(t.h, `digest add daily_revenue channel=${OTHER_CHANNEL} at=09:00`, { userId: ADMIN });
    expect(c.text).toMatch(/daily revenue/i);
    adminDigest = (await t.h.store.subscriptions.list({ teamId: t.h.stack.standin.teamId, channelId: OTHER_CHANNEL }))[0]!.id;
    expect((await auditOf(t.h, ADMIN))[0]).toMatchObject({ action: 'subscription', subject: 'digest add', detail: { channel: OTHER_CHANNEL } });
  });

  it('lets only the creator or an admin run, preview, pause or delete a digest', async () => {
    for (const verb of ['run', 'preview', 'pause', 'delete']) {
      const a = await askAs(t.h, `digest ${verb} ${adminDigest}`, { userId: MEMBER });
      expect(a.text, verb).toMatch(/Only its owner or a workspace admin/);
    }
    expect(apiCallsOfRequests()).toEqual([]);
    expect(t.h.calls('chat.postMessage', OTHER_CHANNEL)).toEqual([]);
    // An admin may act on a member's digest.
    await askAs(t.h, `digest add daily_revenue here at=10:00`, { userId: MEMBER });
    const mine = (await t.h.store.subscriptions.list({ teamId: t.h.stack.standin.teamId, ownerUserId: MEMBER }))[0]!;
    expect((await askAs(t.h, `digest pause ${mine.id}`, { userId: ADMIN })).text).toContain('paused');
  });

  it('runs a digest by hand at most once a minute', async () => {
    const first = await askAs(t.h, `digest run ${adminDigest}`, { userId: ADMIN });
    expect(first.text).toContain('posted to');
    const posted = t.h.calls('chat.postMessage', OTHER_CHANNEL).length;
    const second = await askAs(t.h, `digest run ${adminDigest}`, { userId: ADMIN });
    expect(second.text).toMatch(/was run by hand less than 60 seconds ago/);
    expect(t.h.calls('chat.postMessage', OTHER_CHANNEL).length).toBe(posted);
  });

  it('lets only the creator or an admin change an alert', async () => {
    await askAs(t.h, 'alerts add revenue drop 20%', { userId: ADMIN });
    const watch = (await t.h.store.watches.list({ teamId: t.h.stack.standin.teamId, ownerUserId: ADMIN }))[0]!;
    expect((await askAs(t.h, `alerts remove ${watch.id}`, { userId: MEMBER })).text).toMatch(/Only its owner or a workspace admin/);
    expect(await t.h.store.watches.get(watch.id)).toBeDefined();
  });
});

describe('exports and mentions in channels', () => {
  it('sends an export link to the requester’s DM even when the request was shared in a channel', async () => {
    const shared = await shareAs(t.h, 'export impressions 2026-11-19', MEMBER, CHANNEL);
    expect(shared.text).toContain('in your DM with me');
    // The card (the link's home) goes to the member's DM; nothing of it reaches the channel.
    const card = await t.h.stack.standin.state.waitFor(() => t.h.calls('chat.postMessage').find((c) => String(c.args.channel).startsWith('D') && String(c.args.text).includes('export')));
    expect(card).toBeDefined();
    expect(t.h.calls('chat.postMessage', CHANNEL)).toHaveLength(0);
  });

  it('puts no live mention or link of what a user typed into a channel', async () => {
    await shareAs(t.h, 'revenue yesterday <!channel> <https://evil.example|click>', MEMBER, 'C0MENTION');
    const posts = t.h.stack.standin.state.responses.filter((r) => r.body.response_type === 'in_channel');
    for (const p of posts) expect(JSON.stringify(p.body)).not.toMatch(/<!channel>|<https:\/\/evil/);
  });
});
