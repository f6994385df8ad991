// Case 2 of issue 12: an instance dies just after claiming a minute's runs (0.1 s: nothing
// posted) or between a main post and its thread reply (0.6 s). Its leases run out and another
// instance finishes every run exactly once: the first case posts both, the second only the
// missing thread reply under the recorded main post — never the main message twice.
import { beforeAll, describe, expect, it } from 'vitest';
import { Metrics } from '../../src/metrics.js';
import { backgroundClient } from '../../src/outbox/poster.js';
import type { Store } from '../../src/store/index.js';
import { BOT_TOKEN, useWorld, type World } from '../jobs/world.js';
import { deadInstanceClaims, DUE, exactlyOnce, ownerDms, subscribeMany } from './support.js';

const LEASE_MS = 2_000;
// The stand-in answers posts at once: a post may be read back once the lease has run out (src/jobs/digest.ts `settled`).
const SETTLE_MS = LEASE_MS;
const lease = { leaseMs: LEASE_MS, deadlineMs: () => 2 * 3_600_000 };

describe('runs of an instance that died are taken over and finished once', () => {
  const suite = useWorld();
  let world: World;
  let store: Store;
  beforeAll(() => {
    ({ world, store } = suite);
  });
  const clock = (ms: number) => world.sandbox.ctx.clock.set(ms);
  /** What the dead instance did before it died: claim the minute's runs under its lease. */
  const deadClaim = async (at: number) => {
    clock(at);
    return deadInstanceClaims(store, at, lease);
  };

  it('killed right after claiming: another instance posts every digest once when the lease expires', async () => {
    await subscribeMany(world, store, 'C0KILL1', 4);
    expect((await deadClaim(DUE + 100)).length).toBe(4);
    const metrics = new Metrics({ process: false });
    const survivor = world.instance(store, 'survivor-1', { runLeaseMs: LEASE_MS, postSettleMs: SETTLE_MS }, { metrics });
    // Still leased: not taken yet, nothing posted twice.
    expect(await survivor.scheduler.tick()).toMatchObject({ ok: 0 });
    clock(DUE + 100 + LEASE_MS + 1);
    expect(await survivor.scheduler.tick()).toMatchObject({ ok: 4 });
    // Counted as takeovers of the digest kind, as every leased kind's are.
    expect((await metrics.leaseTakeovers.get()).values).toEqual([expect.objectContaining({ labels: { kind: 'digest' }, value: 4 })]);
    expect(exactlyOnce(world, 'C0KILL1', 4)).toBe(true);
    expect(await survivor.scheduler.tick()).toMatchObject({ ok: 0 });
    expect(ownerDms(world)).toBe(0);
  });

  it('killed between the main post and its thread reply: only the thread reply is posted, under it', async () => {
    await subscribeMany(world, store, 'C0KILL6', 3, { cron: '1 9 * * *' });
    const claimed = await deadClaim(DUE + 60_000 + 600);
    const client = backgroundClient(BOT_TOKEN, world.standin.apiUrl);
    for (const { run, subscription } of claimed) {
      const res = await client.chat.postMessage({ channel: subscription.channelId, text: 'Daily revenue (posted by the instance that died)' });
      expect(await store.runs.recordPosted(run.id, 'dead', { channelId: subscription.channelId, ts: String(res.ts) })).toBe(true);
    }
    const survivor = world.instance(store, 'survivor-6', { runLeaseMs: LEASE_MS, postSettleMs: SETTLE_MS });
    clock(DUE + 60_000 + 600 + LEASE_MS + 1);
    expect(await survivor.scheduler.tick()).toMatchObject({ ok: 3 });
    expect(exactlyOnce(world, 'C0KILL6', 3)).toBe(true);
    // The dead instance cannot finish what is no longer its own.
    expect(await store.runs.finish(claimed[0]!.run.id, { status: 'ok', finishedAt: new Date(), instanceId: 'dead' })).toBe(false);
  });

  it('killed after Slack took the thread reply but before it was recorded: the reply is found in the thread, not repeated', async () => {
    await subscribeMany(world, store, 'C0KILLT', 3, { cron: '3 9 * * *' });
    const at = DUE + 180_000 + 300;
    const claimed = await deadClaim(at);
    const client = backgroundClient(BOT_TOKEN, world.standin.apiUrl);
    for (const { run, subscription } of claimed) {
      // What the dead instance did: the main post (recorded), then noted it was sending the reply,
      // sent it (marked), and died.
      const main = await client.chat.postMessage({ channel: subscription.channelId, text: 'Daily revenue (posted by the instance that died)' });
      expect(await store.runs.recordPosted(run.id, 'dead', { channelId: subscription.channelId, ts: String(main.ts) })).toBe(true);
      expect(await store.runs.recordThreadPosting(run.id, 'dead', new Date(at))).toBe(true);
      await client.chat.postMessage({ channel: subscription.channelId, thread_ts: String(main.ts), text: 'Movers', metadata: { event_type: 'adops_digest_thread', event_payload: { id: run.id } } });
    }
    const survivor = world.instance(store, 'survivor-t', { runLeaseMs: LEASE_MS, postSettleMs: SETTLE_MS });
    clock(at + LEASE_MS + 1);
    expect(await survivor.scheduler.tick()).toMatchObject({ ok: 3 });
    expect(exactlyOnce(world, 'C0KILLT', 3)).toBe(true);
  });

  it('killed after Slack took the main post but before it was recorded: the post is found in the channel, not repeated', async () => {
    await subscribeMany(world, store, 'C0KILLP', 3, { cron: '2 9 * * *' });
    const at = DUE + 120_000 + 300;
    const claimed = await deadClaim(at);
    const client = backgroundClient(BOT_TOKEN, world.standin.apiUrl);
    for (const { run, subscription } of claimed) {
      // What the dead instance did: noted that it was posting, posted (marked with its run), and died.
      expect(await store.runs.recordPosting(run.id, 'dead', new Date(at))).toBe(true);
      await client.chat.postMessage({ channel: subscription.channelId, text: 'Daily revenue (posted by the instance that died)', metadata: { event_type: 'adops_digest_run', event_payload: { id: run.id } } });
    }
    const survivor = world.instance(store, 'survivor-p', { runLeaseMs: LEASE_MS, postSettleMs: SETTLE_MS });
    clock(at + LEASE_MS + 1);
    expect(await survivor.scheduler.tick()).toMatchObject({ ok: 3 });
    expect(exactlyOnce(world, 'C0KILLP', 3)).toBe(true);
    const latest = await store.runs.latest(claimed.map(({ subscription }) => subscription.id));
    expect([...latest.values()].every((r) => r.status === 'ok' && r.messageTs !== null && r.threadTs !== null)).toBe(true);
  });

  it('a stalled instance whose runs were taken over does not post them: the new holder posts each once', async () => {
    await subscribeMany(world, store, 'C0STALL', 2, { cron: '4 9 * * *' });
    const at = DUE + 240_000 + 100;
    clock(at);
    // The stalled instance reaches "about to post" only after its lease ran out and another
    // instance took the run (its renewals could not reach the database). Made exact, not timed:
    // the takeover runs right before the stalled instance's first recordPosting.
    // Every "about to post" of the stalled instance waits for the one takeover: its two runs reach
    // it side by side, and the second must not slip in while the survivor is still claiming.
    let takeover: Promise<void> | undefined;
    // The other run's "about to post" is noted in the same instant as the takeover: the stand-in
    // answers at once, so the survivor may read back at once (no settle time).
    const survivor = world.instance(store, 'survivor-s', { runLeaseMs: LEASE_MS, postSettleMs: 0 });
    const runs = new Proxy(store.runs, {
      get(target, name: string) {
        const real = Reflect.get(target, name) as unknown;
        if (name !== 'recordPosting' || typeof real !== 'function') return typeof real === 'function' ? (real as () => unknown).bind(target) : real;
        return async (...args: unknown[]) => {
          takeover ??= (async () => {
            clock(at + LEASE_MS + 1);
            expect(await survivor.scheduler.tick()).toMatchObject({ ok: 2 });
          })();
          await takeover;
          return (real as (...a: unknown[]) => Promise<boolean>).apply(target, args);
        };
      },
    });
    clock(at);
    const stalled = world.instance({ ...store, runs } as Store, 'stalled', { runLeaseMs: LEASE_MS, postSettleMs: SETTLE_MS });
    const report = await stalled.scheduler.tick();
    expect(report).toMatchObject({ ok: 0 });
    expect(exactlyOnce(world, 'C0STALL', 2)).toBe(true);
  });
});
