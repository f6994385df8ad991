// The store on both backends: the same suite, once on PGlite and once on the PostgreSQL server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, type Store, type Subscription } from '../../src/store/index.js';
import { announceSkip, backends } from './backends.js';

const T0 = new Date('2026-11-20T08:00:00Z');
const at = (iso: string) => new Date(iso);

for (const backend of backends()) {
  announceSkip(backend);
  describe.skipIf(backend.skip !== undefined)(`store on ${backend.name}`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await backend.open();
    });
    afterAll(() => backend.cleanup());

    const newSub = (over: Partial<Subscription> = {}) =>
      store.subscriptions.create(
        { teamId: 'T1', channelId: 'C1', ownerUserId: 'U1', report: 'daily_revenue', cron: '0 9 * * *', timezone: 'Europe/Paris', ...over },
        over.nextRunAt === undefined ? at('2026-11-20T08:00:00Z') : over.nextRunAt,
        T0,
      );

    it('applies every migration once, and reopening applies none', async () => {
      const again = await backend.open();
      expect(again.kind).toBe(backend.name);
      // Opening again must not fail and must leave data in place.
      const s = await newSub();
      expect(await again.subscriptions.get(s.id)).toMatchObject({ id: s.id });
      expect(MIGRATIONS.map((m) => m.id)).toEqual([...MIGRATIONS.map((m) => m.id)].sort((a, b) => a - b));
    });

    it('keeps a subscription by ids, with its timezone and filters, and times as UTC instants', async () => {
      const s = await newSub({ channelId: 'C42', filters: { country: 'US', ab_test_ids: ['abt_1'] } });
      const read = await store.subscriptions.get(s.id);
      expect(read).toMatchObject({ teamId: 'T1', channelId: 'C42', ownerUserId: 'U1', timezone: 'Europe/Paris', paused: false });
      expect(read!.filters).toEqual({ country: 'US', ab_test_ids: ['abt_1'] });
      expect(read!.nextRunAt!.toISOString()).toBe('2026-11-20T08:00:00.000Z');
      expect(read!.createdAt.getTime()).toBe(T0.getTime());
    });

    it('lists by owner and channel, updates a patch, and deletes with its run history', async () => {
      const a = await newSub({ teamId: 'T2', ownerUserId: 'UA', channelId: 'CA' });
      await newSub({ teamId: 'T2', ownerUserId: 'UB', channelId: 'CA' });
      expect((await store.subscriptions.list({ teamId: 'T2' })).length).toBe(2);
      expect((await store.subscriptions.list({ teamId: 'T2', ownerUserId: 'UA' })).map((s) => s.id)).toEqual([a.id]);
      expect((await store.subscriptions.list({ teamId: 'T2', channelId: 'CB' })).length).toBe(0);
      const updated = await store.subscriptions.update(a.id, { paused: true, nextRunAt: null, cron: '30 8 * * 1-5' }, at('2026-11-20T09:00:00Z'));
      expect(updated).toMatchObject({ paused: true, nextRunAt: null, cron: '30 8 * * 1-5' });
      expect(updated!.updatedAt.toISOString()).toBe('2026-11-20T09:00:00.000Z');
      const run = await store.runs.startManual(a.id, 'i1', at('2026-11-20T09:00:00Z'));
      expect(run?.trigger).toBe('manual');
      expect(await store.subscriptions.remove(a.id)).toBe(true);
      expect(await store.subscriptions.get(a.id)).toBeUndefined();
      expect(await store.runs.recent(a.id, 10)).toEqual([]);
      expect(await store.subscriptions.remove(a.id)).toBe(false);
    });

    it('claims each due (subscription, time) once, records skips and advances next_run_at', async () => {
      const due = await newSub({ teamId: 'T3', nextRunAt: at('2026-11-21T08:00:00Z') });
      const missed = await newSub({ teamId: 'T3', nextRunAt: at('2026-11-19T08:00:00Z') });
      const later = await newSub({ teamId: 'T3', nextRunAt: at('2026-11-22T08:00:00Z') });
      const paused = await newSub({ teamId: 'T3', nextRunAt: at('2026-11-21T08:00:00Z'), paused: true });
      const now = at('2026-11-21T08:00:02Z');
      const plan = (s: Subscription) =>
        s.id === missed.id
          ? { scheduledFor: at('2026-11-21T08:00:00Z'), status: 'skipped' as const, error: 'missed', nextRunAt: at('2026-11-22T08:00:00Z') }
          : { scheduledFor: s.nextRunAt!, status: 'running' as const, nextRunAt: at('2026-11-22T08:00:00Z') };
      const lease = { leaseMs: 60_000, deadlineMs: () => 3_600_000 };
      const claims = (await store.runs.createDue({ now, instanceId: 'i1', limit: 100, plan, lease })).filter((c) => c.subscription.teamId === 'T3');
      expect(claims.map((c) => c.subscription.id).sort()).toEqual([due.id, missed.id].sort());
      const skipped = claims.find((c) => c.subscription.id === missed.id)!.run;
      expect(skipped).toMatchObject({ status: 'skipped', error: 'missed' });
      expect(skipped.finishedAt?.getTime()).toBe(now.getTime());
      expect((await store.subscriptions.get(due.id))!.nextRunAt!.toISOString()).toBe('2026-11-22T08:00:00.000Z');
      // Nothing is due any more; and a second claim of the same time is refused by the unique key.
      expect((await store.runs.createDue({ now, instanceId: 'i2', limit: 100, plan, lease })).filter((c) => c.subscription.teamId === 'T3')).toEqual([]);
      await store.subscriptions.update(due.id, { nextRunAt: at('2026-11-21T08:00:00Z') }, now);
      expect((await store.runs.createDue({ now, instanceId: 'i2', limit: 100, plan, lease })).filter((c) => c.subscription.teamId === 'T3')).toEqual([]);
      expect((await store.subscriptions.get(later.id))!.nextRunAt!.toISOString()).toBe('2026-11-22T08:00:00.000Z');
      expect((await store.subscriptions.get(paused.id))!.nextRunAt!.toISOString()).toBe('2026-11-21T08:00:00.000Z');
    });

    it('records a run outcome with its duration, the latest run, and interrupts stale runs once', async () => {
      const s = await newSub({ teamId: 'T4' });
      const run = (await store.runs.startManual(s.id, 'i1', at('2026-11-21T10:00:00Z')))!;
      await store.runs.finish(run.id, { status: 'ok', finishedAt: at('2026-11-21T10:00:01.250Z'), messageChannelId: 'C1', messageTs: '1.2' });
      const stale = (await store.runs.startManual(s.id, 'i9', at('2026-11-21T11:00:00Z')))!;
      expect((await store.runs.recent(s.id, 5)).map((r) => r.id)).toEqual([stale.id, run.id]);
      const done = (await store.runs.recent(s.id, 5))[1]!;
      expect(done).toMatchObject({ status: 'ok', durationMs: 1250, messageTs: '1.2' });
      expect((await store.runs.latest([s.id])).get(s.id)?.id).toBe(stale.id);
      const [a, b] = await Promise.all([
        store.runs.interruptStale(at('2026-11-21T11:30:00Z'), at('2026-11-21T12:00:00Z')),
        store.runs.interruptStale(at('2026-11-21T11:30:00Z'), at('2026-11-21T12:00:00Z')),
      ]);
      const mine = [...a, ...b].filter((r) => r.subscriptionId === s.id);
      expect(mine.map((r) => r.id)).toEqual([stale.id]);
      expect(mine[0]!.status).toBe('interrupted');
    });

    it('leases watches, compares-and-sets their state, and keeps one open incident per watch', async () => {
      const now = at('2026-11-21T10:00:00Z');
      const w = await store.watches.create(
        { teamId: 'T5', ownerUserId: 'U5', spec: { kind: 'abtest', abTestId: 'abt_x' }, channelId: 'C5', mentions: ['U6', 'S7'], nextCheckAt: now },
        now,
      );
      expect(w).toMatchObject({ kind: 'abtest', channelId: 'C5', mentions: ['U6', 'S7'], state: {} });
      const first = await store.watches.claimDue({ now, instanceId: 'i1', leaseMs: 60_000, limit: 50 });
      expect(first.map((x) => x.id)).toContain(w.id);
      expect((await store.watches.claimDue({ now, instanceId: 'i2', leaseMs: 60_000, limit: 50 })).map((x) => x.id)).not.toContain(w.id);
      // An expired lease (its instance died) is taken over.
      const later = at('2026-11-21T10:02:00Z');
      expect((await store.watches.claimDue({ now: later, instanceId: 'i2', leaseMs: 60_000, limit: 50 })).map((x) => x.id)).toContain(w.id);
      await store.watches.release(w.id, 'i2', { nextCheckAt: at('2026-11-21T10:15:00Z'), checkedAt: later });
      expect((await store.watches.get(w.id))!.nextCheckAt.toISOString()).toBe('2026-11-21T10:15:00.000Z');

      expect(await store.watches.compareAndSetState(w.id, {}, { status: 'directional' })).toBe(true);
      expect(await store.watches.compareAndSetState(w.id, {}, { status: 'achieved' })).toBe(false);
      expect((await store.watches.get(w.id))!.state).toEqual({ status: 'directional' });

      const opened = await Promise.all([1, 2, 3].map(() => store.watches.openIncident(w.id, '2026-11-20', { drop: 40 }, now)));
      expect(opened.filter(Boolean).length).toBe(1);
      expect((await store.watches.openIncidentOf(w.id))?.period).toBe('2026-11-20');
      const resolved = await Promise.all([1, 2].map(() => store.watches.resolveIncident(w.id, '2026-11-21', later)));
      expect(resolved.filter(Boolean).map((i) => i!.resolvedPeriod)).toEqual(['2026-11-21']);
      expect(await store.watches.openIncidentOf(w.id)).toBeUndefined();
      expect(await store.watches.openIncident(w.id, '2026-11-22', {}, later)).toBeDefined();
      await store.watches.setCard(w.id, 'C5', '111.222');
      expect(await store.watches.setPaused(w.id, true)).toBe(true);
      expect((await store.watches.list({ teamId: 'T5', ownerUserId: 'U5' }))[0]).toMatchObject({ paused: true, cardTs: '111.222' });
      expect(await store.watches.remove(w.id)).toBe(true);
    });

    it('queues an export, leases it, and lets another instance take over only after the lease expires', async () => {
      const now = at('2026-11-21T10:00:00Z');
      const job = await store.exports.enqueue(
        { teamId: 'T6', requesterUserId: 'U6', channelId: null, kind: 'impressions', body: { date: '2026-11-20' }, retryOnConflict: true, giveUpAt: at('2026-11-21T12:00:00Z') },
        now,
      );
      expect(job).toMatchObject({ state: 'pending', attempts: 0, body: { date: '2026-11-20' }, channelId: null });
      const [mine] = await store.exports.claim({ now, instanceId: 'i1', leaseMs: 30_000, limit: 10 });
      expect(mine).toMatchObject({ id: job.id, takenOver: false });
      expect(await store.exports.claim({ now, instanceId: 'i2', leaseMs: 30_000, limit: 10 })).toEqual([]);
      expect(await store.exports.renew(job.id, 'i1', at('2026-11-21T10:01:00Z'))).toBe(true);
      expect(await store.exports.save(job.id, 'i1', { state: 'waiting', exportId: 'exp_1', attempts: 1 }, now, false)).toBe(true);
      // i1 dies; after its lease, i2 takes over; i1's late write is refused.
      const takeover = await store.exports.claim({ now: at('2026-11-21T10:01:01Z'), instanceId: 'i2', leaseMs: 30_000, limit: 10 });
      expect(takeover.map((j) => [j.id, j.state, j.exportId, j.takenOver])).toEqual([[job.id, 'waiting', 'exp_1', true]]);
      expect(await store.exports.save(job.id, 'i1', { state: 'failed' }, now, true)).toBe(false);
      expect(await store.exports.save(job.id, 'i2', { state: 'delivered', deliveredAt: now, messageTs: '9.9' }, now, true)).toBe(true);
      expect(await store.exports.claim({ now: at('2026-11-21T11:00:00Z'), instanceId: 'i3', leaseMs: 30_000, limit: 10 })).toEqual([]);
      expect((await store.exports.listForUser('T6', 'U6', 5)).map((j) => j.state)).toEqual(['delivered']);
    });

    it('reports a claim as a takeover only when the lease ran out in another instance’s hands', async () => {
      const now = at('2026-11-21T10:00:00Z');
      const lapsed = at('2026-11-21T10:05:00Z');
      const lease = (instanceId: string, when = now) => ({ now: when, instanceId, leaseMs: 60_000, limit: 50 });
      // A watch released after its check is free again: claiming it takes nothing over.
      const w = await store.watches.create({ teamId: 'T8', ownerUserId: 'U8', spec: { kind: 'config', selector: {} }, nextCheckAt: now }, now);
      const mine = (await store.watches.claimDue(lease('i1'))).find((x) => x.id === w.id);
      expect(mine?.takenOver).toBe(false);
      await store.watches.release(w.id, 'i1', { nextCheckAt: now, checkedAt: now });
      expect((await store.watches.claimDue(lease('i2'))).find((x) => x.id === w.id)?.takenOver).toBe(false);
      // i2 dies holding it: i3 takes it over once the lease ran out, and i2 can no longer renew it.
      expect((await store.watches.claimDue(lease('i3', lapsed))).find((x) => x.id === w.id)?.takenOver).toBe(true);
      expect(await store.watches.renew(w.id, 'i2', lapsed)).toBe(false);
      expect(await store.watches.renew(w.id, 'i3', lapsed)).toBe(true);
      await store.watches.remove(w.id);

      // An inbound request: each claim counts an attempt; a lapsed one is a takeover.
      await store.inbox.forgetAll();
      await store.inbox.add({ body: { command: '/adops', text: 'help' } }, now);
      expect((await store.inbox.claim(lease('i1'))).map((r) => [r.attempts, r.takenOver])).toEqual([[1, false]]);
      expect(await store.inbox.claim(lease('i2'))).toEqual([]);
      expect((await store.inbox.claim(lease('i2', lapsed))).map((r) => [r.attempts, r.takenOver])).toEqual([[2, true]]);
      expect(await store.inbox.forgetAll()).toBe(1);

      // A digest run given back for a retry is claimed again without a takeover; a dead holder's is one.
      const s = await newSub({ teamId: 'T8', nextRunAt: now });
      const plan = (sub: Subscription) => ({ scheduledFor: sub.nextRunAt!, status: 'running' as const, nextRunAt: null });
      const runLease = { leaseMs: 60_000, deadlineMs: () => 3_600_000 };
      const [created] = (await store.runs.createDue({ now, instanceId: 'i1', limit: 100, plan, lease: runLease })).filter((c) => c.subscription.id === s.id);
      // Created unowned: its first claim takes nothing over.
      const claimed = (await store.runs.claim(lease('i1'))).find((c) => c.run.id === created!.run.id);
      expect(claimed).toMatchObject({ takenOver: false, run: { leaseOwner: 'i1' } });
      expect(await store.runs.claim(lease('i2'))).not.toContainEqual(expect.objectContaining({ run: expect.objectContaining({ id: created!.run.id }) }));
      expect(await store.runs.retryLater(claimed!.run.id, 'i1', now, 'for now')).toBe(true);
      const retried = (await store.runs.claim(lease('i2'))).find((c) => c.run.id === claimed!.run.id);
      expect(retried).toMatchObject({ takenOver: false, run: { attempts: 1, instanceId: 'i2' } });
      const taken = (await store.runs.claim(lease('i3', lapsed))).find((c) => c.run.id === claimed!.run.id);
      expect(taken).toMatchObject({ takenOver: true, run: { instanceId: 'i3', leaseOwner: 'i3' } });
      expect(await store.runs.handBack(claimed!.run.id, 'i2', lapsed)).toBe(false);
      expect(await store.runs.handBack(claimed!.run.id, 'i3', lapsed)).toBe(true);

      // Its owner's notice, once it failed: leased to the finisher, taken over once that lease ran out, gone once sent.
      const run = (await store.runs.claim(lease('i4', lapsed))).find((c) => c.run.id === claimed!.run.id)!.run;
      const failedAt = new Date(lapsed.getTime() + 1_000);
      expect(await store.runs.finish(run.id, { status: 'failed', finishedAt: failedAt, instanceId: 'i4', notice: 'pending', noticeAt: new Date(failedAt.getTime() + 60_000) })).toBe(true);
      const noticeOf = async (instanceId: string, when: Date) => (await store.runs.claimNotices(lease(instanceId, when))).find((c) => c.run.id === run.id);
      expect(await noticeOf('i5', failedAt)).toBeUndefined();
      expect(await noticeOf('i5', new Date(failedAt.getTime() + 60_000))).toMatchObject({ takenOver: true, run: { status: 'failed', leaseOwner: 'i5' } });
      await store.runs.noticeOutcome(run.id, { sent: true });
      expect(await noticeOf('i6', new Date(failedAt.getTime() + 600_000))).toBeUndefined();
    });

    it('keeps message refs, and a query cache one caller fills', async () => {
      const now = at('2026-11-21T10:00:00Z');
      await store.refs.put('T7', 'abtest:abt_1', { channelId: 'C1', ts: '1.1' }, now);
      await store.refs.put('T7', 'abtest:abt_1', { channelId: 'C2', ts: '2.2' }, now);
      expect(await store.refs.get('T7', 'abtest:abt_1')).toEqual({ channelId: 'C2', ts: '2.2' });

      const exp = at('2026-11-21T10:02:00Z');
      const claims = await Promise.all(['a', 'b', 'c'].map((o) => store.queryCache.claim('k1', o, now, exp)));
      expect(claims.filter(Boolean).length).toBe(1);
      const owner = ['a', 'b', 'c'][claims.indexOf(true)]!;
      expect(await store.queryCache.read('k1', now)).toEqual({ state: 'pending' });
      await store.queryCache.complete('k1', owner, { body: { rows: [1, 2] } });
      expect(await store.queryCache.read('k1', now)).toEqual({ state: 'done', body: { rows: [1, 2] } });
      expect(await store.queryCache.read('k1', exp)).toBeUndefined();
      expect(await store.queryCache.claim('k1', 'd', exp, at('2026-11-21T10:04:00Z'))).toBe(true);
      await store.queryCache.complete('k1', 'd', { error: 'boom' });
      expect(await store.queryCache.read('k1', exp)).toEqual({ state: 'error', error: 'boom' });
      expect(await store.queryCache.purgeExpired(at('2026-11-21T10:05:00Z'))).toBeGreaterThanOrEqual(1);
    });

    it('keeps the answers completed together as they were, whatever their text holds', async () => {
      const now = at('2026-11-21T11:00:00Z');
      const exp = at('2026-11-21T11:03:00Z');
      const answers = [
        { rows: [{ dimensions: { app: 'Say "hi" \\ \u00e9\u{1F600}', day: '2026-11-20' }, metrics: { revenue: 12.345, ecpm: 0.1 } }], row_count: 1 },
        { totals: { revenue: 0 }, note: null, list: [[1, 2], []] },
        [],
      ];
      const keys = answers.map((_, i) => `T8|acct|reports.x|1|{"i":${i},"q":"a\\"b"}`);
      expect(await Promise.all(keys.map((k) => store.queryCache.claim(k, 'w1', now, exp)))).toEqual([true, true, true]);
      // At once: one statement for the three (src/store/batched.ts), one of them failed.
      await Promise.all([...keys.map((k, i) => store.queryCache.complete(k, 'w1', { body: answers[i] })), store.queryCache.complete(keys[2]!, 'other', { error: 'not the owner' })]);
      expect(await Promise.all(keys.map((k) => store.queryCache.read(k, now)))).toEqual(answers.map((body) => ({ state: 'done', body })));
    });
  });
}
