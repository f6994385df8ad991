// A graceful stop hands digest runs back (src/app/stop.ts, run-executor.ts): an instance stopped
// while a minute's digests wait on a slow API gives each run back with its lease released — not
// failed, nobody told — and another instance finishes every one at once, exactly once, without
// waiting for the stopped instance's lease (60 s here) to run out.
import { describe, expect, it } from 'vitest';
import { useWorld } from '../jobs/world.js';
import { DUE, exactlyOnce, ownerDms, sleep, subscribeMany } from './support.js';

const LONG_LEASE_MS = 60_000;

describe('digest runs of a stopping instance', () => {
  const suite = useWorld();

  it('are handed back and finished once by the next instance, at once', async () => {
    const { world, store } = suite;
    const subs = await subscribeMany(world, store, 'C0STOPD', 3, { cron: '5 9 * * *' });
    world.sandbox.ctx.clock.set(DUE + 5 * 60_000 + 100);
    world.sandbox.ctx.faults.inject({ path: '/report/breakdown', delayMs: 3_000, times: 100 });
    const stopping = world.instance(store, 'stopping', { runLeaseMs: LONG_LEASE_MS });
    const pass = stopping.scheduler.tick();
    // The runs are claimed and waiting on the API when the stop comes.
    for (let i = 0; i < 100 && (await store.runs.latest(subs.map((s) => s.id))).size < 3; i++) await sleep(50);
    await stopping.stop(0);
    expect(await pass).toMatchObject({ ok: 0, failed: 0, lost: 3 });
    for (const run of (await store.runs.latest(subs.map((s) => s.id))).values()) expect(run).toMatchObject({ status: 'running', leaseOwner: null });

    world.sandbox.ctx.faults.clear();
    const next = world.instance(store, 'next', { runLeaseMs: LONG_LEASE_MS });
    // Same clock: no lease had to run out.
    expect(await next.scheduler.tick()).toMatchObject({ ok: 3 });
    expect(exactlyOnce(world, 'C0STOPD', 3)).toBe(true);
    expect(ownerDms(world)).toBe(0);
  }, 60_000);
});
