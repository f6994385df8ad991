// The scheduler over real SQL on both backends: runs recorded, failures and skips told to the
// owner, dead instances' runs interrupted, DST-correct firing, and — with three instances on one
// database — every (subscription, scheduled time) run exactly once.
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Scheduler, type DigestRun, type RunNotifier } from '../../src/scheduler/scheduler.js';
import { createSubscription } from '../../src/scheduler/subscriptions.js';
import type { Run, Store, Subscription } from '../../src/store/index.js';
import { announceSkip, backends } from '../store/backends.js';

const logger = pino({ level: 'silent' });

interface Harness {
  clock: { now: number };
  ran: string[];
  told: { kind: keyof RunNotifier; subscriptionId: string; error: string | null }[];
  scheduler(store: Store, instanceId: string, run?: DigestRun): Scheduler;
}

function harness(startIso: string): Harness {
  const h: Harness = {
    clock: { now: Date.parse(startIso) },
    ran: [],
    told: [],
    scheduler: (store, instanceId, run) =>
      new Scheduler({
        store, instanceId, logger, now: () => h.clock.now, concurrency: 8,
        run: run ?? (async (s: Subscription) => {
          h.ran.push(s.id);
          return { channelId: s.channelId, ts: `${h.ran.length}.000` };
        }),
        notify: {
          failed: async (s: Subscription, r: Run) => void h.told.push({ kind: 'failed', subscriptionId: s.id, error: r.error }),
          skipped: async (s: Subscription, r: Run) => void h.told.push({ kind: 'skipped', subscriptionId: s.id, error: r.error }),
          interrupted: async (s: Subscription, r: Run) => void h.told.push({ kind: 'interrupted', subscriptionId: s.id, error: r.error }),
        },
      }),
  };
  return h;
}

for (const backend of backends()) {
  announceSkip(backend);
  describe.skipIf(backend.skip !== undefined)(`scheduler on ${backend.name}`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await backend.open();
    });
    afterAll(() => backend.cleanup());

    const subscribe = (teamId: string, over: Partial<Subscription> = {}, now = new Date('2026-11-20T12:00:00Z')) =>
      createSubscription(store, { teamId, channelId: 'C1', ownerUserId: 'U1', report: 'daily_revenue', cron: '0 9 * * *', timezone: 'Europe/Paris', ...over }, now);

    it('runs a due digest once, records it with its message, and does nothing until the next occurrence', async () => {
      const h = harness('2026-11-21T08:00:00.300Z');
      const s = await subscribe('TA');
      const sched = h.scheduler(store, 'i1');
      expect(await sched.tick()).toMatchObject({ ok: 1, failed: 0 });
      expect(await sched.tick()).toMatchObject({ ok: 0 });
      const [run] = await store.runs.recent(s.id, 5);
      expect(run).toMatchObject({ status: 'ok', trigger: 'schedule', messageChannelId: 'C1', messageTs: '1.000' });
      expect(run!.scheduledFor.toISOString()).toBe('2026-11-21T08:00:00.000Z');
      expect((await store.subscriptions.get(s.id))!.nextRunAt!.toISOString()).toBe('2026-11-22T08:00:00.000Z');
      await store.subscriptions.remove(s.id);
    });

    it('records a failure with its error and tells the owner', async () => {
      const h = harness('2026-11-21T08:00:05Z');
      const s = await subscribe('TB');
      const sched = h.scheduler(store, 'i1', async () => {
        throw new Error('reports.dashboard: the API key was not accepted');
      });
      expect(await sched.tick()).toMatchObject({ failed: 1 });
      expect((await store.runs.recent(s.id, 1))[0]).toMatchObject({ status: 'failed', error: 'reports.dashboard: the API key was not accepted' });
      expect(h.told).toEqual([{ kind: 'failed', subscriptionId: s.id, error: 'reports.dashboard: the API key was not accepted' }]);
      await store.subscriptions.remove(s.id);
    });

    it('after downtime posts nothing older than the grace window, records it skipped and tells the owner', async () => {
      const h = harness('2026-11-23T15:00:00Z');
      const s = await subscribe('TC');
      const sched = h.scheduler(store, 'i1');
      expect(await sched.tick()).toMatchObject({ ok: 0, skipped: 1 });
      expect(h.ran).toEqual([]);
      expect(h.told[0]).toMatchObject({ kind: 'skipped', subscriptionId: s.id });
      expect(h.told[0]!.error).toMatch(/3 runs missed/);
      expect((await store.subscriptions.get(s.id))!.nextRunAt!.toISOString()).toBe('2026-11-24T08:00:00.000Z');
      await store.subscriptions.remove(s.id);
    });

    it('marks runs of a dead instance interrupted once and tells the owner', async () => {
      const h = harness('2026-11-21T12:00:00Z');
      const s = await subscribe('TD', { paused: true });
      await store.runs.startManual(s.id, 'dead-instance', new Date('2026-11-21T11:00:00Z'));
      expect(await h.scheduler(store, 'i1').tick()).toMatchObject({ interrupted: 1 });
      expect(await h.scheduler(store, 'i2').tick()).toMatchObject({ interrupted: 0 });
      expect(h.told.map((t) => [t.kind, t.subscriptionId])).toEqual([['interrupted', s.id]]);
      await store.subscriptions.remove(s.id);
    });

    it('fires at 09:00 Paris time before and after the DST change', async () => {
      const h = harness('2026-03-27T12:00:00Z');
      const s = await subscribe('TE', {}, new Date(h.clock.now));
      const sched = h.scheduler(store, 'i1');
      // Tick every 30 minutes of sandbox time for four days.
      for (let t = h.clock.now; t < Date.parse('2026-03-31T12:00:00Z'); t += 30 * 60_000) {
        h.clock.now = t;
        await sched.tick();
      }
      const times = (await store.runs.recent(s.id, 10)).map((r) => r.scheduledFor.toISOString()).sort();
      expect(times).toEqual(['2026-03-28T08:00:00.000Z', '2026-03-29T07:00:00.000Z', '2026-03-30T07:00:00.000Z', '2026-03-31T07:00:00.000Z']);
      await store.subscriptions.remove(s.id);
    });

    it('runs a manual "run now" and records it as manual', async () => {
      const h = harness('2026-11-21T15:00:00Z');
      const s = await subscribe('TF');
      const run = await h.scheduler(store, 'i1').runNow(s.id);
      expect(run).toMatchObject({ status: 'ok', trigger: 'manual' });
      expect(h.ran).toEqual([s.id]);
      await store.subscriptions.remove(s.id);
    });

    it('with three instances, runs each of 150 subscriptions due at the same minute exactly once', async () => {
      const h = harness('2026-11-21T08:00:00.500Z');
      const subs = await Promise.all(Array.from({ length: 150 }, (_, i) => subscribe('TG', { channelId: `C${i}` })));
      const instances = await Promise.all([0, 1, 2].map(async (i) => h.scheduler(i === 0 ? store : await backend.open(), `inst-${i}`)));
      const reports = await Promise.all(instances.map((s) => s.tick()));
      expect(reports.reduce((n, r) => n + r.ok, 0)).toBe(150);
      const counts = new Map<string, number>();
      for (const id of h.ran) counts.set(id, (counts.get(id) ?? 0) + 1);
      expect(counts.size).toBe(150);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      const runs = await store.runs.latest(subs.map((s) => s.id));
      expect([...runs.values()].filter((r) => r.status === 'ok').length).toBe(150);
      if (backend.name === 'postgres') expect(new Set([...runs.values()].map((r) => r.instanceId)).size).toBeGreaterThan(1);
    });
  });
}
