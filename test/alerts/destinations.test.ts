// Several destinations per alert, with an injected incident: one message per destination (two
// channels mentioning the on-call people, and the owner's DM without mentions), each updated in
// place and threaded on its own; a destination the bot was removed from does not stop the others.
// And the store change: alerts stored before destinations existed keep their one destination.
import { request } from 'undici';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Durable } from '../../src/app/durable.js';
import { connectPglite } from '../../src/store/db.js';
import { MIGRATIONS, migrate, type MetricDropSpec, type Store } from '../../src/store/index.js';
import { destination } from '../../views/watch-list.js';
import { messageText, TEAM, useWorld, type World } from '../jobs/world.js';

describe('an alert with several destinations', () => {
  const suite = useWorld();
  let world: World;
  let store: Store;
  let bot: Durable;
  beforeAll(() => {
    ({ world, store } = suite);
    bot = world.instance(store, 'alerts-dest');
  });
  const pass = async (iso: string) => {
    world.sandbox.ctx.clock.set(Date.parse(iso));
    await bot.watchWorker.pass();
  };
  const inject = async (text: string) => {
    const res = await request(`${world.sandbox.origin}/sandbox/incidents`, { method: 'POST', body: JSON.stringify({ text }), headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(200);
    await res.body.dump();
  };
  const spec: MetricDropSpec = { kind: 'metric_drop', metric: 'revenue', dropPct: 15, period: 'hour', filters: {} };

  it('posts one message per destination, updates each in place and threads follow-ups in each', async () => {
    await inject('drop format=rewarded depth=50% from=2026-11-22T10:00Z hours=4; drop format=rewarded depth=80% from=2026-11-22T12:00Z hours=2');
    world.sandbox.ctx.clock.set(Date.parse('2026-11-22T10:15:00Z'));
    const w = await store.watches.create({ teamId: TEAM, ownerUserId: 'U0OWNER01', spec, destinations: ['C0DEST1', 'C0DEST2', 'dm'], mentions: ['U0ONCALL1', 'S0ADOPS'], nextCheckAt: new Date(Date.parse('2026-11-22T10:15:00Z')) }, new Date());
    expect(w).toMatchObject({ destinations: ['C0DEST1', 'C0DEST2', 'dm'], channelId: 'C0DEST1' });
    expect(destination(w)).toBe('<#C0DEST1>, <#C0DEST2> and DM to you mentioning <@U0ONCALL1> <!subteam^S0ADOPS>');
    await bot.watchWorker.pass(); // 09:00: normal
    await pass('2026-11-22T11:15:00Z'); // 10:00: the drop

    const places = ['C0DEST1', 'C0DEST2', 'D0OWNER01'];
    const firsts = places.map((c) => world.calls('chat.postMessage', c));
    expect(firsts.map((p) => p.length)).toEqual([1, 1, 1]);
    expect(messageText(firsts[0]![0]!)).toContain('<@U0ONCALL1> <!subteam^S0ADOPS>');
    expect(messageText(firsts[1]![0]!)).toContain('<@U0ONCALL1> <!subteam^S0ADOPS>');
    expect(messageText(firsts[2]![0]!)).not.toContain('<@U0ONCALL1>'); // a DM has one reader
    for (const [p] of firsts) expect(messageText(p!)).toMatch(/Revenue is \d+\.\d% below its baseline\* since 2026-11-22T10:00Z/);
    const tss = firsts.map(([p]) => (p!.result as { ts: string }).ts);

    await pass('2026-11-22T12:15:00Z'); // 11:00: still down → each message updated in place
    await pass('2026-11-22T13:15:00Z'); // 12:00: deeper → a follow-up in each thread
    places.forEach((c, i) => {
      const updates = world.calls('chat.update', c);
      expect(updates.length, c).toBeGreaterThanOrEqual(1);
      expect(updates.every((u) => u.args.ts === tss[i]), c).toBe(true);
      const posts = world.calls('chat.postMessage', c);
      expect(posts, c).toHaveLength(2);
      expect(posts[1]!.args.thread_ts, c).toBe(tss[i]);
      expect(messageText(posts[1]!)).toMatch(/Revenue is now \*\d+\.\d% below\* its baseline/);
    });

    await pass('2026-11-22T15:15:00Z'); // 14:00: back → "Recovered" in each thread and in place
    places.forEach((c, i) => {
      const last = world.calls('chat.postMessage', c).at(-1)!;
      expect(last.args.thread_ts, c).toBe(tss[i]);
      expect(messageText(last)).toContain('Recovered:');
      expect(messageText(world.calls('chat.update', c).at(-1)!)).toContain('Recovered:');
    });
    await store.watches.remove(w.id);
  });

  it('keeps alerting the other destinations when the bot was removed from one, and posts there once it is back', async () => {
    await inject('drop format=rewarded depth=60% from=2026-11-24T10:00Z hours=3');
    world.sandbox.ctx.clock.set(Date.parse('2026-11-24T10:15:00Z'));
    world.standin.state.channelsWithoutBot.add('C0GONE');
    const w = await store.watches.create({ teamId: TEAM, ownerUserId: 'U0OWNER01', spec, destinations: ['C0GONE', 'C0STAYS'], nextCheckAt: new Date(Date.parse('2026-11-24T10:15:00Z')) }, new Date());
    await bot.watchWorker.pass();
    await pass('2026-11-24T11:15:00Z'); // 10:00: the drop
    expect(world.calls('chat.postMessage', 'C0STAYS')).toHaveLength(1);
    expect(world.calls('chat.postMessage', 'C0GONE')).toHaveLength(0);
    expect((await store.watches.get(w.id))!.lastError).toContain('not_in_channel');

    world.standin.state.channelsWithoutBot.delete('C0GONE'); // invited again
    await pass('2026-11-24T12:15:00Z'); // 11:00: still down: the missing post goes out, the other is updated, not reposted
    expect(world.calls('chat.postMessage', 'C0GONE')).toHaveLength(1);
    expect(world.calls('chat.postMessage', 'C0STAYS')).toHaveLength(1);
    expect(world.calls('chat.update', 'C0STAYS').length).toBeGreaterThanOrEqual(1);
    expect((await store.watches.get(w.id))!.lastError).toBeNull();
    await store.watches.remove(w.id);
  });
});

describe('migration 20: destinations', () => {
  it('gives alerts stored before it their one destination: the channel, or the DM', async () => {
    const db = await connectPglite({});
    try {
      await migrate(db, 'public', MIGRATIONS.filter((m) => m.id < 20));
      await db.query(
        `INSERT INTO watches (id, team_id, owner_user_id, kind, spec, channel_id, mentions, next_check_at)
         VALUES ('alr_inchannel1', 'T1', 'U1', 'metric_drop', '{}', 'C0OLD', '["U2"]', now()), ('alr_bydm00001', 'T1', 'U1', 'metric_drop', '{}', NULL, '[]', now())`,
      );
      expect(await migrate(db, 'public')).toContain(20);
      const rows = await db.query<{ id: string; destinations: string[] }>('SELECT id, destinations FROM watches ORDER BY id');
      expect(rows).toEqual([{ id: 'alr_bydm00001', destinations: ['dm'] }, { id: 'alr_inchannel1', destinations: ['C0OLD'] }]);
    } finally {
      await db.close();
    }
  });
});
