// Issue 33 item 8: exactly once when Slack answers posts after the client's timeout. Under load
// Slack may carry out a chat.postMessage and answer it only after our client gave up waiting: the
// message lands late. A retried run that read the channel back before that found nothing and posted
// again. Here the stand-in answers every post (main and thread) only after the background client's
// timeout, carrying it out then; the retry comes at once, before the late post lands. A run looks for
// its earlier attempt only once that attempt's settle time has passed, so each channel gets one
// digest and one thread reply, found by reading back, never posted twice.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../src/store/index.js';
import { TEAM, useWorld, type World } from '../jobs/world.js';
import { deliveries, DUE, exactlyOnce, sleep, subscribeMany } from './support.js';

const TIMEOUT_MS = 300;
const LATE_MS = 1_200;
const SETTLE_MS = 30_000;
const N = 4;

describe('a Slack that answers posts after the timeout', () => {
  const suite = useWorld();
  let world: World;
  let store: Store;
  beforeAll(() => {
    ({ world, store } = suite);
  });

  it(`posts each of ${N} digests and their thread replies once, though every post is answered after the client gave up`, { timeout: 120_000 }, async () => {
    await subscribeMany(world, store, 'C0LATE', N);
    world.standin.state.lateAnswers = { methods: ['chat.postMessage'], afterMs: LATE_MS };
    const clock = world.sandbox.ctx.clock;
    clock.set(DUE + 500);
    const instance = world.instance(store, 'late-0', { slackTimeoutMs: TIMEOUT_MS, postSettleMs: SETTLE_MS, retryBaseMs: 10, schedulerConcurrency: 8 });
    const outcomes: string[] = [];
    const tick = async () => {
      const r = await instance.scheduler.tick();
      outcomes.push(`ok ${r.ok} retried ${r.retried} failed ${r.failed}`);
      return r;
    };

    // The main posts time out (Slack has them, and answers late).
    expect((await tick()).retried).toBe(N);
    // Retried at once, before the late posts land: put off, nothing read back, nothing posted again.
    const readsBefore = world.standin.state.calls.filter((c) => c.method === 'conversations.history').length;
    clock.advance(1_000);
    expect((await tick()).retried).toBe(N);
    expect(world.standin.state.calls.filter((c) => c.method === 'conversations.history').length).toBe(readsBefore);
    await sleep(LATE_MS + 500);

    // Past the settle time: each run finds its late post and goes on to the thread reply, which is
    // answered late too; the same again for the replies (conversations.replies).
    for (let round = 0; round < 6 && !exactlyOnceAndDone(); round++) {
      clock.advance(SETTLE_MS + 1_000);
      await tick();
      clock.advance(1_000);
      await tick();
      await sleep(LATE_MS + 500);
    }
    clock.advance(SETTLE_MS + 1_000);
    await tick();

    expect(exactlyOnce(world, 'C0LATE', N), JSON.stringify([...deliveries(world, 'C0LATE')])).toBe(true);
    const runs = await store.runs.latest((await store.subscriptions.list({ teamId: TEAM })).filter((s) => s.channelId.startsWith('C0LATE')).map((s) => s.id));
    expect([...runs.values()].map((r) => r.status), outcomes.join(' / ')).toEqual(Array(N).fill('ok'));
    // The recorded post is the one Slack took late.
    const mains = world.calls('chat.postMessage').filter((c) => String(c.args.channel).startsWith('C0LATE') && !c.args.thread_ts);
    expect(new Set([...runs.values()].map((r) => r.messageTs))).toEqual(new Set(mains.map((c) => (c.result as { ts: string }).ts)));
  });

  function exactlyOnceAndDone(): boolean {
    return exactlyOnce(world, 'C0LATE', N);
  }
});
