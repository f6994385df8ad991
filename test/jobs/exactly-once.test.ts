// Three bot instances, each with its own database pool and scheduler, on one database: many
// subscriptions due at the same minute are each posted exactly once (counted in the Slack
// stand-in, which enforces one message per second per channel), and identical API queries are
// made once across the instances.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubscription } from '../../src/scheduler/subscriptions.js';
import { MOVER_DIMENSIONS } from '../../views/movers.js';
import type { Store } from '../../src/store/index.js';
import { anyStore, TEST_DATABASE_URL } from '../store/backends.js';
import { startWorld, TEAM, type World } from './world.js';

const N = 60;

describe(`exactly once with three instances on ${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite (one database, three schedulers)'}`, () => {
  let world: World;
  let db: Awaited<ReturnType<typeof anyStore>>;
  const stores: Store[] = [];
  beforeAll(async () => {
    world = await startWorld({ channelPostIntervalMs: 1_000 });
    db = await anyStore();
    stores.push(db.store, await db.open(), await db.open());
  });
  afterAll(async () => {
    await world.close();
    await db.cleanup();
  });

  it(`posts each of ${N} digests due at the same minute once, with one API call per distinct query`, async () => {
    const now = new Date(world.sandbox.ctx.clock.now());
    for (let i = 0; i < N; i++) {
      await createSubscription(db.store, { teamId: TEAM, channelId: `C0ONCE${String(i).padStart(3, '0')}`, ownerUserId: 'U0OWNER01', report: 'daily_revenue', cron: '0 9 * * *', timezone: 'Europe/Paris' }, now);
    }
    world.sandbox.ctx.clock.set(Date.parse('2026-11-23T08:00:00.500Z'));
    world.sandbox.ctx.faults.clear();
    const instances = stores.map((s, i) => world.instance(s, `once-${i}`, { channelIntervalMs: 1_000, schedulerConcurrency: 16 }));
    const reports = await Promise.all(instances.map((d) => d.scheduler.tick()));
    expect(reports.reduce((n, r) => n + r.ok, 0)).toBe(N);

    const perChannel = new Map<string, number>();
    for (const c of world.calls('chat.postMessage')) {
      const ch = String(c.args.channel);
      if (ch.startsWith('C0ONCE')) perChannel.set(ch, (perChannel.get(ch) ?? 0) + 1);
    }
    expect(perChannel.size).toBe(N);
    // The digest and its thread reply, never a second digest.
    expect([...perChannel.values()].every((n) => n === 2)).toBe(true);
    expect(world.standin.state.calls.filter((c) => c.error === 'ratelimited').length).toBe(0);
    // Same account, filters and minute: 3 dashboards and, whichever instance asked, one breakdown
    // per mover dimension and period plus the 14-day series.
    expect(world.sandbox.ctx.faults.count('/report/dashboard')).toBe(3);
    expect(world.sandbox.ctx.faults.count('/report/breakdown')).toBe(2 * MOVER_DIMENSIONS.length + 1);
    if (TEST_DATABASE_URL) {
      const runs = await db.store.runs.latest((await db.store.subscriptions.list({ teamId: TEAM })).map((s) => s.id));
      expect(new Set([...runs.values()].map((r) => r.instanceId)).size).toBeGreaterThan(1);
    }
  });
});
