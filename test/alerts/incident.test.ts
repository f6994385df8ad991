// Metric-drop alerts end to end with incidents injected into the sandbox (through its own admin
// endpoint): an hourly alert on total revenue opens once when rewarded ads drop, names that format
// as the driver, updates its message in place, threads a follow-up when the drop deepens, and posts
// "recovered" when it is over; a late report is waited for, never alerted on.
import { request } from 'undici';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Durable } from '../../src/app/durable.js';
import type { MetricDropSpec, Store } from '../../src/store/index.js';
import { watchState } from '../../views/watch-list.js';
import { messageText, TEAM, useWorld, type World } from '../jobs/world.js';

describe('metric alerts with injected incidents', () => {
  const suite = useWorld();
  let world: World;
  let store: Store;
  let bot: Durable;
  beforeAll(() => {
    ({ world, store } = suite);
    bot = world.instance(store, 'alerts-i1');
  });
  const at = (iso: string) => world.sandbox.ctx.clock.set(Date.parse(iso));
  const inject = async (text: string) => {
    const res = await request(`${world.sandbox.origin}/sandbox/incidents`, { method: 'POST', body: JSON.stringify({ text }), headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
    await res.body.dump();
  };
  const pass = async (iso: string) => {
    at(iso);
    await bot.watchWorker.pass();
  };

  it('opens once, names the segment, updates in place, threads follow-ups and posts "recovered"', async () => {
    // Rewarded ads earn ~36 % of revenue at every hour: half of it gone is ~18 % of the total; then 90 % of it (~32 %).
    await inject('drop format=rewarded depth=50% from=2026-11-22T10:00Z hours=4; drop format=rewarded depth=80% from=2026-11-22T12:00Z hours=2');
    at('2026-11-22T10:15:00Z');
    const spec: MetricDropSpec = { kind: 'metric_drop', metric: 'revenue', dropPct: 15, period: 'hour', filters: {} };
    const w = await store.watches.create({ teamId: TEAM, ownerUserId: 'U0OWNER01', spec, channelId: 'C0ALERTS', mentions: ['U0ONCALL1', 'S0ADOPS'], nextCheckAt: new Date(Date.parse('2026-11-22T10:15:00Z')) }, new Date());
    await bot.watchWorker.pass(); // judges 09:00: normal
    expect(world.calls('chat.postMessage', 'C0ALERTS')).toHaveLength(0);

    await pass('2026-11-22T11:15:00Z'); // 10:00: the drop
    const posts = world.calls('chat.postMessage', 'C0ALERTS');
    expect(posts).toHaveLength(1);
    const first = messageText(posts[0]!);
    expect(first).toContain('<@U0ONCALL1> <!subteam^S0ADOPS>');
    expect(first).toMatch(/Revenue is \d+\.\d% below its baseline\* since 2026-11-22T10:00Z/);
    expect(first).toContain('format *rewarded*');
    expect(first).toContain('Acknowledge');
    const ts = (posts[0]!.result as { ts: string }).ts;

    await pass('2026-11-22T11:45:00Z'); // same period: nothing new
    await pass('2026-11-22T12:15:00Z'); // 11:00: still down, message updated in place
    expect(world.calls('chat.postMessage', 'C0ALERTS')).toHaveLength(1);
    const updates = world.calls('chat.update', 'C0ALERTS');
    expect(updates.length).toBeGreaterThanOrEqual(1);
    expect(updates.every((u) => u.args.ts === ts)).toBe(true);
    expect(messageText(updates.at(-1)!)).toContain('2026-11-22T11:00Z');

    await pass('2026-11-22T13:15:00Z'); // 12:00: deeper → a follow-up in the thread
    const deeper = world.calls('chat.postMessage', 'C0ALERTS');
    expect(deeper).toHaveLength(2);
    expect(deeper[1]!.args.thread_ts).toBe(ts);
    expect(messageText(deeper[1]!)).toMatch(/Revenue is now \*\d+\.\d% below\* its baseline/);

    await pass('2026-11-22T14:15:00Z'); // 13:00: as deep, no new follow-up
    expect(world.calls('chat.postMessage', 'C0ALERTS')).toHaveLength(2);
    await pass('2026-11-22T15:15:00Z'); // 14:00: back
    const all = world.calls('chat.postMessage', 'C0ALERTS');
    expect(all).toHaveLength(3);
    expect(all[2]!.args.thread_ts).toBe(ts);
    expect(messageText(all[2]!)).toContain('Recovered:');
    expect(messageText(world.calls('chat.update', 'C0ALERTS').at(-1)!)).toContain('Recovered:');
    expect(await store.watches.openIncidentOf(w.id)).toBeUndefined();
    await store.watches.remove(w.id);
  });

  it('"any segment" watches every country, app, format and OS as one alert and names the one that dropped', async () => {
    await inject('drop country=FR depth=60% from=2026-11-24T10:00Z hours=3');
    at('2026-11-24T10:15:00Z');
    const spec: MetricDropSpec = { kind: 'metric_drop', metric: 'revenue', dropPct: 20, period: 'hour', filters: {}, anySegment: true };
    const w = await store.watches.create({ teamId: TEAM, ownerUserId: 'U0OWNER01', spec, channelId: 'C0ANYSEG', nextCheckAt: new Date(Date.parse('2026-11-24T10:15:00Z')) }, new Date());
    await bot.watchWorker.pass(); // 09:00: nothing
    expect(world.calls('chat.postMessage', 'C0ANYSEG')).toHaveLength(0);
    await pass('2026-11-24T11:15:00Z'); // 10:00: France down 60 %, the total barely moves
    const [alert, ...more] = world.calls('chat.postMessage', 'C0ANYSEG');
    expect(more).toHaveLength(0);
    expect(messageText(alert!)).toMatch(/Revenue is \d+\.\d% below its baseline\* in country \*FR\* since 2026-11-24T10:00Z/);
    expect(messageText(alert!)).toContain('in any country, app, format or OS');
    expect(messageText(alert!)).toContain(`"value":"${w.id} country=FR"`); // the "Mute country FR" button
    await pass('2026-11-24T14:15:00Z'); // 13:00: back
    expect(messageText(world.calls('chat.postMessage', 'C0ANYSEG').at(-1)!)).toContain('Recovered:');
    await store.watches.remove(w.id);
  });

  it('never fires on data that has not arrived: a late report is waited for and re-checked', async () => {
    await inject('late from=2026-11-23T03:00Z hours=1 delay=1h');
    at('2026-11-23T04:15:00Z');
    const spec: MetricDropSpec = { kind: 'metric_drop', metric: 'revenue', dropPct: 15, period: 'hour', filters: {} };
    const w = await store.watches.create({ teamId: TEAM, ownerUserId: 'U0OWNER01', spec, nextCheckAt: new Date(Date.parse('2026-11-23T04:15:00Z')) }, new Date());
    await bot.watchWorker.pass();
    expect(world.calls('chat.postMessage', 'D0OWNER01').filter((c) => messageText(c).includes('below its baseline'))).toHaveLength(0);
    const waiting = (await store.watches.get(w.id))!;
    expect(waiting.state).toMatchObject({ waiting: { period: '2026-11-23T03:00Z', reason: expect.stringContaining('no data has arrived'), recheckAt: '2026-11-23T04:30:00.000Z' } });
    expect(watchState(waiting)).toContain('waiting for 2026-11-23T03:00Z: no data has arrived for it yet (a late report looks like an outage); re-checks at 04:30 UTC');

    await pass('2026-11-23T05:05:00Z'); // arrived at 05:00: judged, normal
    expect(world.calls('chat.postMessage', 'D0OWNER01').filter((c) => messageText(c).includes('below its baseline'))).toHaveLength(0);
    const state = (await store.watches.get(w.id))!.state;
    expect(state.lastPeriod).toBe('2026-11-23T03:00Z');
    expect(state.waiting).toBeUndefined();
    await store.watches.remove(w.id);
  });
});
