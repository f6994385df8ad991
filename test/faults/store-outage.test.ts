// Case 1 of issue 12: PostgreSQL stops accepting connections (and drops the open ones) at a digest
// minute, while the minute's runs are in flight. Before, drainClaims threw, the runs' store writes
// rejected with nothing catching them and the process died. Now the pass ends quietly (vitest
// fails the file on any unhandled rejection), the runs' leases run out, and once the database is
// back the runs are taken over and each digest is posted exactly once — main post and thread.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../src/store/index.js';
import { dropSchema, TEST_DATABASE_URL, uniqueSchema } from '../store/backends.js';
import { startWorld, type World } from '../jobs/world.js';
import { startPgProxy, type PgProxy } from './pg-proxy.js';
import { DUE, exactlyOnce, ownerDms, sleep, subscribeMany } from './support.js';

const N = 6;
const LEASE_MS = 1_500;

describe.skipIf(!TEST_DATABASE_URL)('a database that refuses connections at a digest minute', () => {
  let world: World;
  let proxy: PgProxy;
  let direct: Store;
  let proxied: Store;
  const schema = uniqueSchema('faults');
  beforeAll(async () => {
    world = await startWorld();
    proxy = await startPgProxy(TEST_DATABASE_URL!);
    direct = await openStore({ databaseUrl: TEST_DATABASE_URL, schema, poolSize: 2 });
    proxied = await openStore({ databaseUrl: proxy.url, schema, poolSize: 4 });
  });
  afterAll(async () => {
    await world.close();
    await proxied.close().catch(() => undefined);
    await direct.close();
    await proxy.close();
    await dropSchema(schema);
  });

  it('keeps the process alive, then posts every due digest exactly once when the database is back', { timeout: 60_000 }, async () => {
    const subs = await subscribeMany(world, direct, 'C0PGOUT', N);
    world.sandbox.ctx.clock.set(DUE + 500);
    // The minute's runs are in flight (waiting on the API) when the database goes away.
    world.sandbox.ctx.faults.inject({ path: '/report/dashboard', delayMs: 700, times: 1_000 });
    const instance = world.instance(proxied, 'pg-out', { runLeaseMs: LEASE_MS, retryBaseMs: 100 });
    const pass = instance.scheduler.tick();
    await sleep(300);
    proxy.mode = 'refuse';
    proxy.cut();
    // The pass ends (it does not reject, nothing is left unhandled) while the database is down.
    await pass;
    expect(exactlyOnce(world, 'C0PGOUT', N)).toBe(false);
    // A pass while it is still down is just as quiet; /healthz would name the store as degraded.
    await instance.scheduler.tick();
    expect(instance.scheduler.storeReachable).toBe(false);

    proxy.mode = 'pass';
    world.sandbox.ctx.faults.clear();
    world.sandbox.ctx.clock.set(DUE + 500 + LEASE_MS + 1_000);
    await instance.scheduler.tick();
    expect(exactlyOnce(world, 'C0PGOUT', N)).toBe(true);
    expect(instance.scheduler.storeReachable).toBe(true);
    const runs = await direct.runs.latest(subs.map((s) => s.id));
    expect([...runs.values()].map((r) => r.status)).toEqual(Array(N).fill('ok'));
    // Back well within the deadline: nobody was told anything.
    expect(ownerDms(world)).toBe(0);
  });
});
