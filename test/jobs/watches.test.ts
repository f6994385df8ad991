// Watches end to end: the A/B watch card updated in place and the owner's DM on a status change;
// metric-drop alerts once per incident with a resolved follow-up; the live config turning
// invalid (and valid again) alerting its watchers — through the sandbox and the Slack stand-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Durable } from '../../src/app/durable.js';
import { evaluate } from '../../src/jobs/metric-alert.js';
import { setLiveConfig } from '../../src/sandbox/data/config-store.js';
import type { MetricDropSpec, Store, Watch } from '../../src/store/index.js';
import { anyStore } from '../store/backends.js';
import { messageText, startWorld, TEAM, type World } from './world.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('watches and alerts', () => {
  let world: World;
  let store: Store;
  let cleanup: () => Promise<void>;
  let bot: Durable;
  beforeAll(async () => {
    world = await startWorld();
    ({ store, cleanup } = await anyStore());
    bot = world.instance(store, 'watch-i1');
  });
  afterAll(async () => {
    await world.close();
    await cleanup();
  });
  const clock = () => world.sandbox.ctx.clock;
  const at = (ms: number) => clock().set(ms);

  it('keeps the A/B watch card current and DMs the owner once when the status changes', async () => {
    at(Date.parse('2026-11-22T09:00:00Z'));
    const w = await store.watches.create({ teamId: TEAM, ownerUserId: 'U0OWNER01', spec: { kind: 'abtest', abTestId: 'abt_demo_turning' }, channelId: 'C0ABW', nextCheckAt: new Date(clock().now()) }, new Date(clock().now()));
    await bot.watchWorker.pass();
    const [card] = world.calls('chat.postMessage', 'C0ABW');
    expect(messageText(card!)).toContain('*directional*');
    const cardTs = (card!.result as { ts: string }).ts;
    expect(await store.watches.get(w.id)).toMatchObject({ cardChannelId: 'C0ABW', cardTs, state: { status: 'directional' } });

    at(clock().now() + 20 * 60_000);
    await bot.watchWorker.pass();
    expect(world.calls('chat.update', 'C0ABW').length).toBe(0);
    expect(world.calls('chat.postMessage', 'D0OWNER01').length).toBe(0);

    at(Date.parse('2026-11-25T10:00:00Z'));
    await bot.watchWorker.pass();
    const updates = world.calls('chat.update', 'C0ABW');
    expect(updates.length).toBe(1);
    expect(updates[0]!.args.ts).toBe(cardTs);
    expect(messageText(updates[0]!)).toContain('*achieved*');
    const dms = world.calls('chat.postMessage', 'D0OWNER01');
    expect(dms.length).toBe(1);
    expect(messageText(dms[0]!)).toContain('changed from _directional_ to *achieved*');

    at(clock().now() + 20 * 60_000);
    await bot.watchWorker.pass();
    expect(world.calls('chat.update', 'C0ABW').length).toBe(1);
    expect(world.calls('chat.postMessage', 'D0OWNER01').length).toBe(1);
  });

  it('measures a drop against the mean of the same weekday over the previous four weeks', async () => {
    at(Date.parse('2026-11-22T09:00:00Z'));
    const spec: MetricDropSpec = { kind: 'metric_drop', metric: 'revenue', dropPct: 10, period: 'day', filters: { country: 'US' } };
    const e = (await evaluate(bot.deps, { teamId: TEAM, channelId: null } as Watch, spec, AbortSignal.timeout(10_000)))!;
    const day = async (startMs: number) =>
      (await world.api.dashboard.get({ start_time: startMs / 1000, end_time: (startMs + DAY) / 1000 - 1, country: 'US' })).summary.revenue;
    const d = Date.parse('2026-11-21T00:00:00Z');
    expect(e.period).toBe('2026-11-21');
    expect(e.current).toBeCloseTo(await day(d), 2);
    const weeks = await Promise.all([1, 2, 3, 4].map((k) => day(d - k * 7 * DAY)));
    expect(e.baseline).toBeCloseTo(weeks.reduce((a, b) => a + b, 0) / 4, 2);
    expect(e.baselineSize).toBe(4);
  });

  it('alerts once per incident (mentioning users and groups in the channel) and follows up when resolved', async () => {
    // Late November revenue grows, so look for a metric and country whose drop falls from one
    // day to the next: the alert opens on the first day and resolves on the second.
    const start = Date.parse('2026-11-22T01:00:00Z');
    let found: { spec: MetricDropSpec; k: number } | undefined;
    for (const country of ['US', 'GB', 'DE', 'JP', 'BR', 'FR']) {
      const drops: Record<string, number[]> = { revenue: [], ecpm: [], fill_rate: [] };
      for (let k = 0; k < 10; k++) {
        at(start + k * DAY);
        for (const metric of ['revenue', 'ecpm', 'fill_rate'] as const) {
          const probe: MetricDropSpec = { kind: 'metric_drop', metric, dropPct: 1, period: 'day', filters: { country } };
          drops[metric]!.push((await evaluate(bot.deps, { teamId: TEAM, channelId: null } as Watch, probe, AbortSignal.timeout(10_000)))!.dropPct);
        }
      }
      for (const metric of ['revenue', 'ecpm', 'fill_rate'] as const) {
        const d = drops[metric]!;
        const k = d.findIndex((dk, i) => dk > 0.2 && i + 1 < d.length && d[i + 1]! < dk - 0.05);
        if (k >= 0) found ??= { spec: { kind: 'metric_drop', metric, dropPct: Math.floor(d[k]! * 100) / 100, period: 'day', filters: { country } }, k };
      }
      if (found) break;
    }
    expect(found).toBeDefined();
    const { spec, k } = found!;

    at(start + k * DAY);
    const w = await store.watches.create(
      { teamId: TEAM, ownerUserId: 'U0OWNER01', spec, channelId: 'C0ALERTS', mentions: ['U0ONCALL1', 'S0ADOPS'], nextCheckAt: new Date(clock().now()) },
      new Date(clock().now()),
    );
    const other = world.instance(store, 'watch-i2');
    await Promise.all([bot.watchWorker.pass(), other.watchWorker.pass()]);
    const alerts = world.calls('chat.postMessage', 'C0ALERTS');
    expect(alerts.length).toBe(1);
    const text = messageText(alerts[0]!);
    expect(text).toContain('<@U0ONCALL1> <!subteam^S0ADOPS>');
    expect(text).toMatch(/(Revenue|eCPM|Fill rate) dropped \d+\.\d% on \d{4}-\d{2}-\d{2}/);
    expect(text).toContain(`alerts remove ${w.id}`);

    // Still the same period, and later checks of the same open incident: no second alert.
    for (const later of [40 * 60_000, 80 * 60_000]) {
      at(start + k * DAY + later);
      await Promise.all([bot.watchWorker.pass(), other.watchWorker.pass()]);
    }
    expect(world.calls('chat.postMessage', 'C0ALERTS').length).toBe(1);

    at(start + (k + 1) * DAY);
    await bot.watchWorker.pass();
    const after = world.calls('chat.postMessage', 'C0ALERTS');
    expect(after.length).toBe(2);
    expect(messageText(after[1]!)).toContain('Resolved:');
    expect(after[1]!.args.thread_ts).toBe((alerts[0]!.result as { ts: string }).ts);
    const updated = world.calls('chat.update', 'C0ALERTS');
    expect(updated.map((u) => u.args.ts)).toEqual([(alerts[0]!.result as { ts: string }).ts]);
    expect(messageText(updated[0]!)).toContain('resolved on');
    expect(await store.watches.openIncidentOf(w.id)).toBeUndefined();
    await store.watches.remove(w.id);
  });

  it('alerts the watchers when the live config turns invalid, once, and again when it is valid', async () => {
    at(Date.parse('2026-12-05T09:00:00Z'));
    const good = (await world.api.config.show()).yaml;
    await store.watches.create({ teamId: TEAM, ownerUserId: 'U0CFGOWNR', spec: { kind: 'config', selector: {} }, nextCheckAt: new Date(clock().now()) }, new Date(clock().now()));
    await bot.watchWorker.pass();
    expect(world.calls('chat.postMessage', 'D0CFGOWNR').length).toBe(0);

    setLiveConfig(world.sandbox.ctx, good.replace('currency: USD', 'currency: EUR'), { label: 'Hand edit' });
    for (const step of [6, 12]) {
      at(Date.parse('2026-12-05T09:00:00Z') + step * 60_000);
      await bot.watchWorker.pass();
    }
    const dms = world.calls('chat.postMessage', 'D0CFGOWNR');
    expect(dms.length).toBe(1);
    expect(messageText(dms[0]!)).toContain('configuration is invalid');
    expect(messageText(dms[0]!)).toContain('unsupported_currency');

    setLiveConfig(world.sandbox.ctx, good, { label: 'Fixed' });
    at(Date.parse('2026-12-05T09:20:00Z'));
    await bot.watchWorker.pass();
    const all = world.calls('chat.postMessage', 'D0CFGOWNR');
    expect(all.length).toBe(2);
    expect(messageText(all[1]!)).toContain('valid again');
  });
});
