// Scheduled digests end to end: a subscription comes due, the scheduler claims it, the digest is
// built from the sandbox API and posted to the channel through the Slack stand-in, with the
// details in its thread; identical queries of one minute are made once; failures reach the owner.
import { request } from 'undici';
import { beforeAll, describe, expect, it } from 'vitest';
import { digestCommand } from '../../commands/digest/index.js';
import { readDigestForm } from '../../commands/digest/form.js';
import { checkDigestDraft } from '../../commands/digest/input.js';
import { conditionsText } from '../../views/digest-list.js';
import { digestModal } from '../../views/digest-modal.js';
import { DIGEST_KINDS } from '../../src/jobs/digests/registry.js';
import { createSubscription } from '../../src/scheduler/subscriptions.js';
import { setLiveConfig } from '../../src/sandbox/data/config-store.js';
import type { Store, SubscriptionInput } from '../../src/store/index.js';
import { money } from '../../views/format.js';
import { MOVER_DIMENSIONS } from '../../views/movers.js';
import { NETWORK_SHOWN_DIMENSIONS } from '../../views/network.js';
import { messageText, TEAM, useWorld, type World } from './world.js';

describe('scheduled digests', () => {
  const suite = useWorld();
  let world: World;
  let store: Store;
  beforeAll(() => {
    ({ world, store } = suite);
  });

  const subscribe = (over: Partial<SubscriptionInput>) =>
    createSubscription(
      store,
      { teamId: TEAM, channelId: 'C0DIGEST', ownerUserId: 'U0OWNER01', report: 'daily_revenue', cron: '0 9 * * *', timezone: 'Europe/Paris', ...over },
      new Date(world.sandbox.ctx.clock.now()),
    );
  /** Moves the sandbox clock to `iso` and runs one scheduler pass of a fresh instance. */
  const tickAt = async (iso: string, instance = 'digest-i1') => {
    world.sandbox.ctx.clock.set(Date.parse(iso));
    return world.instance(store, instance).scheduler.tick();
  };

  it('posts the daily revenue summary for yesterday in the subscription timezone, with chart, movers and a thread', async () => {
    const s = await subscribe({ channelId: 'C0DAILY' });
    expect(s.nextRunAt?.toISOString()).toBe('2026-11-23T08:00:00.000Z');
    expect(await tickAt('2026-11-23T08:00:02Z')).toMatchObject({ ok: 1, failed: 0 });
    const posts = world.calls('chat.postMessage', 'C0DAILY');
    expect(posts.length).toBe(2);
    const [main, thread] = posts;
    const text = messageText(main!);
    // Sunday 22 November in Paris, against the Sunday a week earlier first (as `/adops revenue`:
    // movers are measured against it) and the Saturday before.
    expect(text).toContain('Daily revenue — Sun 22 Nov');
    expect(text).toContain('Sent at 09:00 (Europe/Paris).'); // why this digest: on schedule, no condition checked
    expect(text).toContain('changes vs the same weekday last week (Sun 15 Nov) and the day before (Sat 21 Nov)');
    expect(text).toContain('Top movers vs the same weekday last week (Sun 15 Nov)');
    expect(text).toContain('Own source only');
    expect(text).toMatch(/"type":"data_visualization"/);
    expect(text).not.toContain('quickchart');
    for (const dimension of ['country', 'OS', 'app', 'ad unit', 'format']) expect(text).toContain(`By ${dimension}:`);
    // Each mover's change is split into impressions and eCPM; users come with ARPDAU and impressions per user.
    expect(text).toMatch(/\(\S+ [\d.]+%: impressions [+-]\$[\d,.]+, eCPM [+-]\$[\d,.]+\)/);
    for (const label of ['ARPDAU', 'Impressions per user']) expect(text).toContain(label);
    // The headline is the dashboard's own number for exactly that Paris day.
    const day = await world.api.dashboard.get({ start_time: Date.parse('2026-11-21T23:00:00Z') / 1000, end_time: Date.parse('2026-11-22T23:00:00Z') / 1000 - 1 });
    expect(text).toContain(money(day.summary.revenue));
    expect(thread!.args.thread_ts).toBe((main!.result as { ts: string }).ts);
    expect(messageText(thread!)).toMatch(/ad unit/);
    expect(messageText(thread!)).toMatch(/"impr\. effect"[^\]]*"eCPM effect"/);
    const [run] = await store.runs.recent(s.id, 1);
    expect(run).toMatchObject({ status: 'ok', messageChannelId: 'C0DAILY', messageTs: (main!.result as { ts: string }).ts });
  });

  it('posts the weekly summary for the last complete week', async () => {
    await subscribe({ channelId: 'C0WEEKLY', report: 'weekly_summary', cron: '0 8 * * 1', timezone: 'America/New_York' });
    await tickAt('2026-11-23T13:00:01Z');
    const [main] = world.calls('chat.postMessage', 'C0WEEKLY');
    expect(messageText(main!)).toContain('Weekly revenue — Mon 16 Nov – Sun 22 Nov');
    expect(messageText(main!)).toContain('the week before (Mon 9 Nov – Sun 15 Nov)');
  });

  it('makes identical API queries of one minute once for many subscriptions', async () => {
    world.sandbox.ctx.clock.set(Date.parse('2026-11-23T10:00:00Z'));
    for (const c of ['C0SAME1', 'C0SAME2', 'C0SAME3']) await subscribe({ channelId: c, cron: '30 11 * * *', filters: { country: 'US' } });
    world.sandbox.ctx.faults.clear();
    await tickAt('2026-11-23T10:30:00Z');
    for (const c of ['C0SAME1', 'C0SAME2', 'C0SAME3']) expect(world.calls('chat.postMessage', c).length).toBe(2);
    // Three dashboards (the day, the day before, a week before) and a breakdown per mover
    // dimension and day plus the 14-day series, not three times as many.
    expect(world.sandbox.ctx.faults.count('/report/dashboard')).toBe(3);
    expect(world.sandbox.ctx.faults.count('/report/breakdown')).toBe(MOVER_DIMENSIONS.length * 2 + 1);
  });

  it('posts the A/B digest with each test status, and says which ids the API does not know', async () => {
    await subscribe({ channelId: 'C0AB', report: 'abtests', cron: '0 12 * * *', filters: { ab_test_ids: ['abt_demo_achieved', 'abt_demo_invalidated', 'abt_nope'] } });
    await tickAt('2026-11-23T11:00:00Z');
    const text = messageText(world.calls('chat.postMessage', 'C0AB')[0]!);
    expect(text).toContain('*abt_demo_achieved*\\n:white_check_mark: *achieved* — conclusive: both groups reached required_n');
    expect(text).toContain('*abt_demo_invalidated*\\n:x: *invalidated* — the traffic split is off');
    expect(text).toContain('abt_nope* — the API knows no A/B test with this id');
  });

  it('posts the network digest per network account, in each currency, with coverage gaps called out', async () => {
    await subscribe({ channelId: 'C0NET', report: 'network', cron: '0 14 * * *', timezone: 'UTC' });
    await tickAt('2026-11-23T14:00:00Z');
    const text = messageText(world.calls('chat.postMessage', 'C0NET')[0]!);
    expect(text).toContain('Network report — 2026-11-22');
    const report = await world.api.network.report({ start_date: '2026-11-22', end_date: '2026-11-22', dimensions: NETWORK_SHOWN_DIMENSIONS });
    const gaps = report.coverage.some((c) => c.status !== 'covered');
    expect(text).toContain(gaps ? 'Not covered yet' : 'Every network account reported every requested day');
    const lines = text.split(/\\n|\n/); // the blocks are JSON: table lines are split by an escaped newline
    for (const row of report.rows) expect(lines.some((l) => l.includes(String(row.provider)) && l.includes(String(row.provider_account_id)))).toBe(true);
    // Rows without revenue are counted as the command counts them, not summed over every metric.
    expect(text).toContain('rows w/o rev.');
    if (report.rows.some((r) => r.currency === 'USD')) expect(text).toContain('USD');
  });

  it('posts the config digest only when there are issues (by default), and always when asked', async () => {
    const quiet = await subscribe({ channelId: 'C0CFGQ', report: 'config_validation', cron: '0 16 * * *', timezone: 'UTC' });
    await subscribe({ channelId: 'C0CFGA', report: 'config_validation', cron: '0 16 * * *', timezone: 'UTC', filters: { config_mode: 'always' } });
    const live = await world.api.config.validate();
    await tickAt('2026-11-23T16:00:00Z');
    expect(world.calls('chat.postMessage', 'C0CFGQ').length).toBe(live.issues.length ? 1 : 0);
    expect(messageText(world.calls('chat.postMessage', 'C0CFGA')[0]!)).toContain(live.valid ? 'Configuration check: valid' : 'INVALID');
    expect((await store.runs.recent(quiet.id, 1))[0]?.status).toBe('ok');

    const good = (await world.api.config.show()).yaml;
    setLiveConfig(world.sandbox.ctx, good.replace('currency: USD', 'currency: EUR'), { label: 'Hand edit' });
    await tickAt('2026-11-24T16:00:00Z');
    const posted = world.calls('chat.postMessage', 'C0CFGQ').at(-1)!;
    expect(messageText(posted)).toContain('Configuration check: INVALID');
    expect(messageText(posted)).toContain('unsupported_currency');
  });

  it('records a failed run and tells the owner by DM in plain words', async () => {
    const s = await subscribe({ channelId: 'C0FAIL', ownerUserId: 'U0FAILER', cron: '0 18 * * *', timezone: 'UTC' });
    world.sandbox.ctx.faults.inject({ path: '/report/dashboard', status: 401, times: 10 });
    await tickAt('2026-11-24T18:00:00Z');
    world.sandbox.ctx.faults.clear();
    expect(world.calls('chat.postMessage', 'C0FAIL').length).toBe(0);
    expect((await store.runs.recent(s.id, 1))[0]).toMatchObject({ status: 'failed' });
    const [dm] = world.calls('chat.postMessage', 'D0FAILER');
    const text = messageText(dm);
    expect(text).toContain('could not be posted');
    expect(text).toContain('did not accept the bot’s API key');
    expect(text).toContain('Run now');
    expect(text).not.toMatch(/at .*\.ts:\d+/);
  });

  const inject = async (text: string) => {
    const res = await request(`${world.sandbox.origin}/sandbox/incidents`, { method: 'POST', body: JSON.stringify({ text }), headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
    await res.body.dump();
  };

  it('"only when something changed": quiet on a usual day, sent with the reason when revenue left its baseline', async () => {
    world.sandbox.ctx.clock.set(Date.parse('2026-11-26T07:00:00Z'));
    await inject('holiday depth=40% from=2026-11-26T00:00Z hours=24');
    const s = await subscribe({ channelId: 'C0ONLYCH', filters: { only_changes: true } });
    await tickAt('2026-11-26T08:00:02Z'); // judges Wed 25 Nov (UTC): a usual day
    expect(world.calls('chat.postMessage', 'C0ONLYCH')).toEqual([]);
    expect((await store.runs.recent(s.id, 1))[0]?.status).toBe('ok');
    const preview = await world.instance(store, 'digest-i1').previewDigest(s, AbortSignal.timeout(60_000));
    expect(preview).toMatchObject({ quiet: true, quietReason: expect.stringMatching(/^Sent at 09:00 \(Europe\/Paris\); nothing unusual: revenue [+−]\d+\.\d% vs its baseline on Wed 25 Nov/) });
    await tickAt('2026-11-27T08:00:02Z'); // judges Thu 26 Nov: 40 % below in every segment
    const [main] = world.calls('chat.postMessage', 'C0ONLYCH');
    const text = messageText(main!);
    expect(text).toMatch(/Revenue −\d+\.\d% vs its baseline on Thu 26 Nov \(UTC day, the same weekday over 6 weeks\) — sent because it changed\. Sent at 09:00 \(Europe\/Paris\)\./);
    expect(text).toContain('Daily revenue — Thu 26 Nov');
    const blocks = (typeof main!.args.blocks === 'string' ? JSON.parse(main!.args.blocks) : main!.args.blocks) as Array<{ block_id?: string }>;
    expect(blocks[0]!.block_id).toBe('adops_digest_why'); // the line is on top
  });

  it('"skip when there is no data": a day whose reports have not arrived posts nothing; the "why" line says when nothing is unusual', async () => {
    world.sandbox.ctx.clock.set(Date.parse('2026-11-28T07:00:00Z'));
    await inject('late from=2026-11-28T00:00Z hours=24 delay=48h');
    await subscribe({ channelId: 'C0USUAL', report: 'network', cron: '0 8 * * *', timezone: 'UTC', filters: { skip_empty: true } });
    await tickAt('2026-11-28T08:00:02Z'); // judges Fri 27 Nov: data, usual
    expect(messageText(world.calls('chat.postMessage', 'C0USUAL')[0]!)).toMatch(/Sent at 08:00 \(UTC\); nothing unusual: revenue [+−]\d+\.\d% vs its baseline on Fri 27 Nov/);
    world.sandbox.ctx.clock.set(Date.parse('2026-11-29T07:00:00Z'));
    const skip = await subscribe({ channelId: 'C0SKIPEM', report: 'network', cron: '0 9 * * *', timezone: 'UTC', filters: { skip_empty: true } });
    await tickAt('2026-11-29T09:00:02Z'); // judges Sat 28 Nov: no rows yet
    expect(world.calls('chat.postMessage', 'C0SKIPEM')).toEqual([]);
    expect((await store.runs.recent(skip.id, 1))[0]?.status).toBe('ok');
  });

  it('posts the reconcile digest on schedule for the latest completed UTC date, the gaps above the channel’s threshold flagged', async () => {
    world.sandbox.ctx.clock.set(Date.parse('2026-12-02T09:00:00Z'));
    await subscribe({ channelId: 'C0RECON', report: 'reconcile', cron: '0 10 * * *', timezone: 'UTC', filters: { gap_pct: 2 } });
    expect(await tickAt('2026-12-02T10:00:02Z')).toMatchObject({ ok: 1, failed: 0 });
    const [main] = world.calls('chat.postMessage', 'C0RECON');
    const text = messageText(main!);
    // 2026-12-01 completes at 12:00 UTC today: the latest completed date is 30 Nov.
    expect(text).toContain('Reconciliation — Mon 30 Nov 2026');
    expect(text).toContain("gaps flagged above 2% (the channel's threshold)");
    // The sandbox's partners report a few % off ours (bidder_bravo over, bidder_charlie under): flagged, as final.
    expect(text).toMatch(/:rotating_light: \*\d+ gaps? above 2\.0%\* \(reported against own revenue\)/);
    expect(text).toMatch(/• bidder_charlie: -\d\.\d\d%/);
    expect(text).toContain('final · GAP');
  });

  it('reads the conditions from the text form and the subscription form, and shows them in the form again', () => {
    const parsed = digestCommand.parse('add daily_revenue here at=09:00 only-changes skip-empty');
    expect(parsed).toMatchObject({ ok: true, request: { action: 'add', draft: { sendWhen: ['only_changes', 'skip_empty'] } } });
    const checked = checkDigestDraft({ report: 'daily_revenue', channelId: 'C1', time: '09:00', days: [1], timezone: 'UTC', sendWhen: ['only_changes'] }, new Date('2026-11-23T00:00:00Z'));
    expect(checked).toMatchObject({ ok: true, value: { filters: { only_changes: true } } });
    expect(conditionsText({ filters: { only_changes: true, skip_empty: true } })).toBe(' · sent only when revenue moved beyond its baseline, not on days without data');
    const form = digestModal({ kinds: DIGEST_KINDS, report: 'daily_revenue', days: [1], time: '09:00', timezone: 'UTC', sendWhen: ['skip_empty'], preview: { ok: false, problem: 'x' } });
    const block = JSON.stringify(form.blocks.find((b) => (b as { block_id?: string }).block_id === 'send_when'));
    expect(block).toContain('When something changed beyond the baseline');
    expect(block).toContain('"initial_options":[{"text":{"type":"plain_text","text":"When there is data (skip empty days)"},"value":"skip_empty"}]');
    const submitted = readDigestForm({ state: { values: { report: { report: { selected_option: { value: 'daily_revenue' } } }, channel: { channel: { selected_conversation: 'C1' } }, days: { days: { selected_options: [{ value: 'mon' }] } }, time: { time: { selected_time: '09:00' } }, timezone: { timezone: { value: 'UTC' } }, send_when: { send_when: { selected_options: [{ value: 'only_changes' }, { value: 'skip_empty' }] } } } } }, new Date('2026-11-23T00:00:00Z'));
    expect(submitted).toMatchObject({ ok: true, value: { filters: { only_changes: true, skip_empty: true } } });
  });
});
