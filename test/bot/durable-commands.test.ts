// Digest, alerts and A/B watch subcommands and App Home through the real Bolt app, with the store
// behind them: what the user reads, what is stored, and what reaches the channel.
import { describe, expect, it } from 'vitest';
import { HOME_ACTION } from '../../views/app-home.js';
import { CHANNEL, messageText, useHarness, USER } from '../support/harness.js';
import { expectCall, homeClick, lastView } from '../support/interactions.js';

const t = useHarness({ autoStart: false, exportDelayMs: 0 });
const team = () => t.h.stack.standin.teamId;

describe('digest subcommand', () => {
  let id: string;
  it('adds a subscription from the text form in this channel, in the user’s timezone', async () => {
    const a = await t.h.ask('digest add daily_revenue here at=09:00 days=mon-fri');
    expect(a.text).toContain('Subscribed');
    const [s] = await t.h.store.subscriptions.list({ teamId: team() });
    expect(s).toMatchObject({ channelId: CHANNEL, cron: '0 9 * * 1-5', timezone: 'America/New_York', ownerUserId: USER });
    id = s!.id;
  });

  it('refuses a bad schedule in words, and stores nothing', async () => {
    const a = await t.h.ask('digest add network here cron="*/5 * * * *"');
    expect(a.text).toContain('more than once an hour');
    expect((await t.h.store.subscriptions.list({ teamId: team() })).length).toBe(1);
  });

  it('lists subscriptions with schedule, next run and last run', async () => {
    const a = await t.h.ask('digest list');
    expect(a.text).toContain(id);
    expect(a.text).toContain('At 09:00, Monday through Friday (cron 0 9 * * 1-5, America/New_York)');
    expect(a.text).toContain('next Mon 23 Nov 09:00');
    expect(a.text).toContain('never run yet');
  });

  it('previews without posting, runs now into the channel, and records the run', async () => {
    const preview = await t.h.ask(`digest preview ${id}`);
    expect(preview.text).toContain('Daily revenue');
    expect(preview.text).toContain('not posted');
    expect(t.h.calls('chat.postMessage', CHANNEL).length).toBe(0);
    const run = await t.h.ask(`digest run ${id}`);
    expect(run.text).toContain('posted to');
    expect(t.h.calls('chat.postMessage', CHANNEL).length).toBe(2);
    expect((await t.h.store.runs.recent(id, 1))[0]).toMatchObject({ trigger: 'manual', status: 'ok' });
    expect((await t.h.ask('digest list')).text).toContain('last ok');
  });

  it('pauses and resumes, for its owner only', async () => {
    const other = await t.h.ask(`digest pause ${id}`, { userId: 'U0PARIS01' });
    expect(other.text).toContain('Only its owner');
    await t.h.ask(`digest pause ${id}`);
    expect(await t.h.store.subscriptions.get(id)).toMatchObject({ paused: true, nextRunAt: null });
    await t.h.ask(`digest resume ${id}`);
    expect((await t.h.store.subscriptions.get(id))!.nextRunAt?.toISOString()).toBe('2026-11-23T14:00:00.000Z');
  });
});

describe('alerts subcommand and A/B watch', () => {
  it('adds a metric-drop alert posted in this channel with mentions, lists and removes it', async () => {
    const a = await t.h.ask('alerts add fill_rate drop 12.5% hourly country=US here notify=U0PARIS01,<!subteam^S0ADOPS|@adops>');
    expect(a.text).toContain('Fill rate drop ≥ 12.5% per UTC hour (country US)');
    const [w] = await t.h.store.watches.list({ teamId: team(), ownerUserId: USER });
    expect(w).toMatchObject({ kind: 'metric_drop', channelId: CHANNEL, mentions: ['U0PARIS01', 'S0ADOPS'], spec: { metric: 'fill_rate', dropPct: 12.5, period: 'hour', filters: { country: 'US' } } });
    expect((await t.h.ask('alerts list')).text).toContain(w!.id);
    expect((await t.h.ask(`alerts remove ${w!.id}`)).text).toContain('removed');
    expect(await t.h.store.watches.get(w!.id)).toBeUndefined();
  });

  it('refuses mentions without a channel, and names that are not ids', async () => {
    expect((await t.h.ask('alerts add revenue drop 20% notify=U0PARIS01')).text).toContain('add "here"');
    expect((await t.h.ask('alerts add revenue drop 20% here notify=@paul')).text).toContain('not a user or user group id');
    expect((await t.h.ask('alerts add revenue drop 0%')).text).toContain('percentage from 1 to 100');
  });

  it('watches an A/B test: the first check posts the card with its status in the DM', async () => {
    const a = await t.h.ask('abtest watch abt_demo_turning');
    expect(a.text).toContain('Created');
    await t.h.durable.watchWorker.pass();
    const card = t.h.calls('chat.postMessage', 'D0LOCAL01').find((c) => String(c.args.text).includes('abt_demo_turning'));
    expect(messageText(card!)).toContain('directional');
    expect((await t.h.ask('abtest watch abt_demo_turning')).text).toContain('already watch');
  });

  it('refuses to watch an A/B test the API does not know, storing nothing', async () => {
    const a = await t.h.ask('abtest watch abt_nope');
    expect(a.text).toContain('found nothing');
    expect((await t.h.store.watches.list({ teamId: team(), kind: 'abtest' })).length).toBe(1);
  });
});

describe('App Home', () => {
  it('shows the connection, today’s numbers, digests, alerts and exports with buttons', async () => {
    const publish = await expectCall(t.h, 'views.publish', () => t.h.stack.driver.event({ type: 'app_home_opened', user: USER, channel: 'D0LOCAL01', tab: 'home' }));
    const json = JSON.stringify(publish.args.view);
    expect(json).toContain('connected with key');
    expect(json).toContain('Revenue today (own source)');
    expect(json).toContain('Daily revenue summary');
    expect(json).toContain('A/B test abt_demo_turning status');
    for (const action of [HOME_ACTION.digestNew, HOME_ACTION.exportNew, HOME_ACTION.digest.run, HOME_ACTION.digest.delete, HOME_ACTION.watch.remove]) expect(json).toContain(action);
  });

  it('pauses a digest from its button and shows it paused', async () => {
    const [s] = await t.h.store.subscriptions.list({ teamId: team() });
    await homeClick(t.h, HOME_ACTION.digest.pause, s!.id);
    expect((await t.h.store.subscriptions.get(s!.id))!.paused).toBe(true);
    expect(JSON.stringify(lastView(t.h, 'views.publish'))).toContain('paused');
  });

  it('does nothing to someone else’s digest', async () => {
    const [s] = await t.h.store.subscriptions.list({ teamId: team() });
    await homeClick(t.h, HOME_ACTION.digest.delete, s!.id, 'U0PARIS01');
    expect(await t.h.store.subscriptions.get(s!.id)).toBeDefined();
  });

  it('opens the digest form from the New digest button', async () => {
    await expectCall(t.h, 'views.update', () => homeClick(t.h, HOME_ACTION.digestNew, ''));
    expect(lastView(t.h, 'views.update').callback_id).toBe('adops_digest_modal');
  });
});
