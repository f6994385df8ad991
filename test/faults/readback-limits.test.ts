// Issue 24 item 9: exactly once within Slack's 2026 read-back limits. For apps distributed outside
// the Marketplace, conversations.history and conversations.replies allow one call a minute per
// workspace and 15 messages a call; the stand-in enforces that here (429 with Retry-After; a
// shorter window than Slack's minute keeps the suite quick, the rule is the same). A run resumed
// after its instance died reads back only what it must: the channel from the moment its post
// began, 15 messages a page, waiting out each 429; a thread only when its reply was being sent.
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundClient } from '../../src/outbox/poster.js';
import { openStore, type Store } from '../../src/store/index.js';
import type { RecordedCall } from '../../src/slack-standin/state.js';
import { dropSchema, TEST_DATABASE_URL, uniqueSchema } from '../store/backends.js';
import { BOT_TOKEN, startWorld, TEAM, useWorld, type World } from '../jobs/world.js';
import { deadInstanceClaims, DUE, exactlyOnce, ownerDms, sleep, subscribeMany, startInstance as startFaultInstance } from './support.js';

const LEASE_MS = 2_000;
// The stand-in answers posts at once: a post may be read back once the lease has run out (src/jobs/digest.ts `settled`).
const SETTLE_MS = LEASE_MS;
const lease = { leaseMs: LEASE_MS, deadlineMs: () => 2 * 3_600_000 };
const LIMITS = { windowMs: 3_000, maxMessages: 15 };

const marked = (c: RecordedCall, eventType: string) => JSON.stringify(c.args.metadata ?? '').includes(eventType);
const reads = (world: World, method: string) => world.standin.state.calls.filter((c) => c.method === method);

describe('a run resumed after a crash, with the read-back limits on', () => {
  const suite = useWorld();
  let world: World;
  let store: Store;
  beforeAll(() => {
    ({ world, store } = suite);
    world.standin.state.readBackLimits = LIMITS;
  });
  const clock = (ms: number) => world.sandbox.ctx.clock.set(ms);
  const deadClaim = async (at: number) => {
    clock(at);
    return deadInstanceClaims(store, at, lease);
  };

  it('finds its own post past the first 15 messages of a busy channel, paging within the limits: posted once', async () => {
    const [sub] = await subscribeMany(world, store, 'C0BUSY', 1);
    const at = DUE + 300;
    const claimed = await deadClaim(at);
    expect(claimed.length).toBe(1);
    const { run } = claimed[0]!;
    const client = backgroundClient(BOT_TOKEN, world.standin.apiUrl);
    // The dead instance noted it was posting, Slack took its marked post, and it died; then the
    // channel went on talking: 20 messages after it, more than one page of 15.
    expect(await store.runs.recordPosting(run.id, 'dead', new Date(at))).toBe(true);
    await client.chat.postMessage({ channel: sub!.channelId, text: 'Daily revenue (posted by the instance that died)', metadata: { event_type: 'adops_digest_run', event_payload: { id: run.id } } });
    for (let i = 0; i < 20; i++) await client.chat.postMessage({ channel: sub!.channelId, text: `chatter ${i}` });
    const before = reads(world, 'conversations.history').length;
    clock(at + LEASE_MS + 1);
    expect(await world.instance(store, 'survivor-busy', { runLeaseMs: LEASE_MS, postSettleMs: SETTLE_MS }).scheduler.tick()).toMatchObject({ ok: 1 });

    const posts = world.calls('chat.postMessage', sub!.channelId);
    expect(posts.filter((c) => !c.args.thread_ts && marked(c, 'adops_digest_run')).length).toBe(1);
    const main = posts.find((c) => marked(c, 'adops_digest_run'))!;
    const replies = posts.filter((c) => c.args.thread_ts);
    expect(replies.length).toBe(1);
    expect(replies[0]!.args.thread_ts).toBe((main.result as { ts: string }).ts);
    // Two pages of at most 15, the second after the 429's Retry-After; never more calls than that.
    const history = reads(world, 'conversations.history').slice(before);
    expect(history.filter((c) => c.ok).length).toBe(2);
    expect(history.every((c) => Number(c.args.limit) <= 15)).toBe(true);
    expect(history.filter((c) => c.error === 'ratelimited').length).toBeLessThanOrEqual(1);
    expect(ownerDms(world)).toBe(0);
  }, 30_000);

  it('resumed after its main post was recorded: posts the thread reply without reading the thread back', async () => {
    const subs = await subscribeMany(world, store, 'C0NOREAD', 2, { cron: '1 9 * * *' });
    const at = DUE + 60_000 + 300;
    const claimed = await deadClaim(at);
    const client = backgroundClient(BOT_TOKEN, world.standin.apiUrl);
    for (const { run, subscription } of claimed) {
      const res = await client.chat.postMessage({ channel: subscription.channelId, text: 'Daily revenue (posted by the instance that died)' });
      expect(await store.runs.recordPosted(run.id, 'dead', { channelId: subscription.channelId, ts: String(res.ts) })).toBe(true);
    }
    const before = reads(world, 'conversations.replies').length;
    clock(at + LEASE_MS + 1);
    expect(await world.instance(store, 'survivor-noread', { runLeaseMs: LEASE_MS, postSettleMs: SETTLE_MS }).scheduler.tick()).toMatchObject({ ok: 2 });
    expect(exactlyOnce(world, 'C0NOREAD', subs.length)).toBe(true);
    // The reply was never begun: nothing to look for, no rate-limited call spent.
    expect(reads(world, 'conversations.replies').length).toBe(before);
  }, 30_000);

  it('resumed after its thread reply was sent but not recorded: finds it in the thread, not repeated', async () => {
    await subscribeMany(world, store, 'C0REPLY', 1, { cron: '2 9 * * *' });
    const at = DUE + 120_000 + 300;
    const claimed = await deadClaim(at);
    expect(claimed.length).toBe(1);
    const { run, subscription } = claimed[0]!;
    const client = backgroundClient(BOT_TOKEN, world.standin.apiUrl);
    const main = await client.chat.postMessage({ channel: subscription.channelId, text: 'Daily revenue (posted by the instance that died)' });
    expect(await store.runs.recordPosted(run.id, 'dead', { channelId: subscription.channelId, ts: String(main.ts) })).toBe(true);
    expect(await store.runs.recordThreadPosting(run.id, 'dead', new Date(at))).toBe(true);
    await client.chat.postMessage({ channel: subscription.channelId, thread_ts: String(main.ts), text: 'Movers', metadata: { event_type: 'adops_digest_thread', event_payload: { id: run.id } } });
    clock(at + LEASE_MS + 1);
    expect(await world.instance(store, 'survivor-reply', { runLeaseMs: LEASE_MS, postSettleMs: SETTLE_MS }).scheduler.tick()).toMatchObject({ ok: 1 });
    expect(exactlyOnce(world, 'C0REPLY', 1)).toBe(true);
    const [latest] = await store.runs.recent(subscription.id, 1);
    expect(latest).toMatchObject({ status: 'ok', threadTs: expect.any(String) });
  }, 30_000);
});

const N = 6;

describe.skipIf(!TEST_DATABASE_URL)('SIGKILL right after Slack took a post, with the read-back limits on', () => {
  let world: World;
  let store: Store;
  const schema = uniqueSchema('readback');
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    world = await startWorld();
    world.standin.state.readBackLimits = { windowMs: 5_000, maxMessages: 15 };
    store = await openStore({ databaseUrl: TEST_DATABASE_URL, schema, poolSize: 2 });
  });
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await world.close();
    await store.close();
    await dropSchema(schema);
  });

  const startInstance = (name: string) => startFaultInstance(world, { schema, name, leaseMs: 3_000, children });

  it('every digest is posted exactly once by the survivor, nobody is told', async () => {
    const prefix = 'C0RBK';
    const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    for (let i = 0; i < N; i++) {
      await store.subscriptions.create(
        { teamId: TEAM, channelId: `${prefix}${i}`, ownerUserId: 'U0OWNER01', report: 'daily_revenue', cron: `${minute.getUTCMinutes()} ${minute.getUTCHours()} * * *`, timezone: 'UTC' },
        minute,
        new Date(),
      );
    }
    // Killed the moment Slack takes its first main post: before its answer can be recorded.
    const target: { victim?: ChildProcess } = {};
    const off = world.standin.state.onRecord((e) => {
      if (e.kind === 'call' && e.item.ok && e.item.method === 'chat.postMessage' && String(e.item.args.channel).startsWith(prefix) && !e.item.args.thread_ts) target.victim?.kill('SIGKILL');
    });
    const victim = (target.victim = await startInstance('victim'));
    const deadline = Date.now() + 30_000;
    while (victim.exitCode === null && victim.signalCode === null && Date.now() < deadline) await sleep(50);
    off();
    expect(victim.signalCode).toBe('SIGKILL');
    const survivor = await startInstance('survivor');
    const until = Date.now() + 60_000;
    while (!exactlyOnce(world, prefix, N) && Date.now() < until) await sleep(250);
    await sleep(1_500);
    survivor.kill('SIGTERM');
    expect(exactlyOnce(world, prefix, N)).toBe(true);
    expect(ownerDms(world)).toBe(0);
    // The victim's post was taken but never recorded: the survivor had to read the channel back,
    // and no read-back call returned more than 15 messages.
    expect(reads(world, 'conversations.history').filter((c) => c.ok).length).toBeGreaterThan(0);
    expect(reads(world, 'conversations.history').every((c) => ((c.result?.messages as unknown[] | undefined)?.length ?? 0) <= 15)).toBe(true);
  }, 120_000);
});
