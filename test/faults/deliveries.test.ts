// Cases 3 and 4 of issue 12: Slack's Web API answering 500 (or 429 with Retry-After) for a while,
// and the reporting API answering 500/503 for a while, at a digest minute. Every due digest is
// retried with backoff and posted exactly once when the other side is back, marked as delayed;
// the owner hears only when the deadline passes, through a notice that is itself retried until
// Slack takes it.
import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../src/store/index.js';
import { messageText, useWorld, type World } from '../jobs/world.js';
import { deliveries, DUE, exactlyOnce, ownerDms, subscribeMany } from './support.js';

const FAST = { runLeaseMs: 2_000, retryBaseMs: 1_000 };

describe('deliveries while Slack or the reporting API fail for a while', () => {
  const suite = useWorld();
  let world: World;
  let store: Store;
  beforeAll(() => {
    ({ world, store } = suite);
  });
  const clock = (ms: number) => world.sandbox.ctx.clock.set(ms);

  it('Slack answering 500: retried, posted once when Slack is back, marked delayed, nobody told', async () => {
    const subs = await subscribeMany(world, store, 'C0SL500', 3);
    const d = world.instance(store, 'slack-500', FAST);
    clock(DUE + 200);
    world.standin.state.outage = { status: 500, until: Date.now() + 60_000 };
    expect(await d.scheduler.tick()).toMatchObject({ ok: 0, retried: 3, failed: 0 });
    world.standin.state.outage = undefined;
    // Within the deadline: the retry posts it, once, saying it is late.
    clock(DUE + 10 * 60_000);
    expect(await d.scheduler.tick()).toMatchObject({ ok: 3 });
    expect(exactlyOnce(world, 'C0SL500', 3)).toBe(true);
    expect([...deliveries(world, 'C0SL500').values()].every((x) => x.delayed)).toBe(true);
    expect(ownerDms(world)).toBe(0);
    const runs = await store.runs.latest(subs.map((s) => s.id));
    expect([...runs.values()].every((r) => r.status === 'ok' && r.delayed && r.attempts === 1)).toBe(true);
  });

  it('Slack answering 429 with Retry-After: waits as told, then posts once', async () => {
    await subscribeMany(world, store, 'C0SL429', 2, { cron: '1 9 * * *' });
    const d = world.instance(store, 'slack-429', FAST);
    clock(DUE + 60_000 + 200);
    world.standin.state.outage = { status: 429, retryAfterSeconds: 1, until: Date.now() + 60_000, methods: ['chat.postMessage'] };
    const first = await d.scheduler.tick();
    expect(first.retried).toBe(2);
    const [run] = (await store.runs.latest((await store.subscriptions.list({ teamId: 'T0STANDIN' })).filter((s) => s.channelId.startsWith('C0SL429')).map((s) => s.id))).values();
    // Never sooner than Slack's Retry-After.
    expect(run!.leaseUntil!.getTime()).toBeGreaterThanOrEqual(DUE + 60_000 + 200 + 1_000);
    world.standin.state.outage = undefined;
    clock(DUE + 5 * 60_000);
    expect(await d.scheduler.tick()).toMatchObject({ ok: 2 });
    expect(exactlyOnce(world, 'C0SL429', 2)).toBe(true);
  });

  it('the reporting API answering 500/503 for a while: retried and posted once when it is back', async () => {
    await subscribeMany(world, store, 'C0API5', 2, { cron: '2 9 * * *' });
    const d = world.instance(store, 'api-500', FAST);
    clock(DUE + 120_000 + 200);
    world.sandbox.ctx.faults.inject({ path: '/report/dashboard', status: 503, retryAfterSeconds: 2, times: 10_000 });
    world.sandbox.ctx.faults.inject({ path: '/report/breakdown', status: 500, times: 10_000 });
    expect(await d.scheduler.tick()).toMatchObject({ ok: 0, retried: 2 });
    clock(DUE + 4 * 60_000);
    expect(await d.scheduler.tick()).toMatchObject({ ok: 0, retried: 2 });
    world.sandbox.ctx.faults.clear();
    // (the API asked to be retried after 2 s, in real time: a call made under the fault runs that long,
    // and identical requests join a call in flight, so a tick at once would share its failure)
    await sleep(3_000);
    clock(DUE + 30 * 60_000);
    expect(await d.scheduler.tick()).toMatchObject({ ok: 2 });
    expect(exactlyOnce(world, 'C0API5', 2)).toBe(true);
    expect([...deliveries(world, 'C0API5').values()].every((x) => x.delayed)).toBe(true);
    expect(ownerDms(world)).toBe(0);
  });

  it('past the deadline the owner is told once, by a notice retried until Slack takes it', async () => {
    const [s] = await subscribeMany(world, store, 'C0DEADL', 1, { cron: '3 9 * * *', ownerUserId: 'U0OWNER01' });
    const d = world.instance(store, 'deadline', { ...FAST, deliveryDeadlineMs: 60_000 });
    clock(DUE + 180_000 + 200);
    world.standin.state.outage = { status: 500, until: Date.now() + 600_000 };
    expect(await d.scheduler.tick()).toMatchObject({ retried: 1 });
    // Past the deadline, still down: the run fails; the owner's DM fails too and stays pending.
    clock(DUE + 180_000 + 90_000);
    expect(await d.scheduler.tick()).toMatchObject({ failed: 1 });
    expect(ownerDms(world)).toBe(0);
    world.standin.state.outage = undefined;
    clock(DUE + 180_000 + 200_000);
    await d.scheduler.tick();
    const dms = world.calls('chat.postMessage').filter((c) => String(c.args.channel).startsWith('D'));
    expect(dms.length).toBe(1);
    expect(messageText(dms[0]!)).toContain('could not be posted');
    expect(deliveries(world, 'C0DEADL').size).toBe(0);
    // Told once: later passes send nothing more.
    clock(DUE + 180_000 + 400_000);
    await d.scheduler.tick();
    expect(ownerDms(world)).toBe(1);
    expect((await store.runs.recent(s!.id, 1))[0]).toMatchObject({ status: 'failed' });
  });
});
