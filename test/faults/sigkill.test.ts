// Case 2 of issue 12 with real processes: one of three bot instances (bench/scheduler-instance.ts,
// its own PostgreSQL pool and scheduler) is killed with SIGKILL 0.1 s, 0.6 s or 2 s after it
// started working a minute's digests. The other two take its runs over when their leases expire
// and every digest is posted exactly once — main post and thread reply — with nobody told.
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../src/store/index.js';
import { dropSchema, TEST_DATABASE_URL, uniqueSchema } from '../store/backends.js';
import { startWorld, TEAM, type World } from '../jobs/world.js';
import { exactlyOnce, ownerDms, sleep, startInstance as startFaultInstance } from './support.js';

const N = 9;

describe.skipIf(!TEST_DATABASE_URL)('SIGKILL of one of three instances while it works a minute', () => {
  let world: World;
  let store: Store;
  const schema = uniqueSchema('kill');
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    world = await startWorld();
    store = await openStore({ databaseUrl: TEST_DATABASE_URL, schema, poolSize: 2 });
  });
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await world.close();
    await store.close();
    await dropSchema(schema);
  });

  const startInstance = (name: string) => startFaultInstance(world, { schema, name, leaseMs: 5_000, children });

  for (const killAfterMs of [100, 600, 2_000]) {
    it(`killed ${killAfterMs / 1000} s in: every digest posted exactly once by the others`, async () => {
      const prefix = `C0K${killAfterMs}X`;
      const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000);
      for (let i = 0; i < N; i++) {
        await store.subscriptions.create(
          { teamId: TEAM, channelId: `${prefix}${i}`, ownerUserId: 'U0OWNER01', report: 'daily_revenue', cron: `${minute.getUTCMinutes()} ${minute.getUTCHours()} * * *`, timezone: 'UTC' },
          minute,
          new Date(),
        );
      }
      // Slow answers keep the runs in flight when the kill comes.
      world.sandbox.ctx.faults.inject({ path: '/report/breakdown', delayMs: 400, times: 1_000 });
      const victim = await startInstance(`victim-${killAfterMs}`);
      await sleep(killAfterMs);
      victim.kill('SIGKILL');
      world.sandbox.ctx.faults.clear();
      const others = await Promise.all([startInstance(`other-a-${killAfterMs}`), startInstance(`other-b-${killAfterMs}`)]);
      const deadline = Date.now() + 40_000;
      while (!exactlyOnce(world, prefix, N) && Date.now() < deadline) await sleep(250);
      // A little longer: a duplicate would show now.
      await sleep(1_500);
      for (const o of others) o.kill('SIGTERM');
      expect(exactlyOnce(world, prefix, N)).toBe(true);
      expect(ownerDms(world)).toBe(0);
      expect(others.every((o) => o.exitCode === null || o.exitCode === 0)).toBe(true);
    }, 90_000);
  }
});
