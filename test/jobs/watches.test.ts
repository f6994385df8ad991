// Watches end to end: the A/B watch card updated in place and the owner's DM on a status change;
// the live config turning invalid (and valid again) alerting its watchers — through the sandbox
// and the Slack stand-in. Metric-drop alerts: test/alerts/incident.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Durable } from '../../src/app/durable.js';
import { setLiveConfig } from '../../src/sandbox/data/config-store.js';
import type { Store } from '../../src/store/index.js';
import { messageText, TEAM, useWorld, type World } from './world.js';

describe('watches and alerts', () => {
  const suite = useWorld();
  let world: World;
  let store: Store;
  let bot: Durable;
  beforeAll(() => {
    ({ world, store } = suite);
    bot = world.instance(store, 'watch-i1');
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
