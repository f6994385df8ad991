// The agent view's first word while every answer slot is busy (src/app/inbox-sweep.ts `statusSweep`) over
// the real inbox on both backends: a message to the app that waits untaken gets its thread's
// status, is marked noted (the door sets no second one) and is given back to the workers; a slash
// command, a mention or a message already taken is left alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.js';
import { statusSweep } from '../../src/app/inbox-sweep.js';
import type { Store } from '../../src/store/index.js';
import { announceSkip, backends } from './backends.js';

const dm = (ts: string, threadTs?: string) => ({ type: 'event_callback', team_id: 'T1', event: { type: 'message', channel_type: 'im', channel: 'D1', user: 'U1', text: 'revenue yesterday', ts, ...(threadTs ? { thread_ts: threadTs } : {}) } });
const mention = { type: 'event_callback', team_id: 'T1', event: { type: 'app_mention', channel: 'C1', user: 'U1', text: 'hi', ts: '9.9' } };
const slash = { command: '/adops', text: 'revenue', response_url: 'https://hooks.slack.test/x', team_id: 'T1' };

for (const backend of backends()) {
  announceSkip(backend);
  describe.skipIf(backend.skip !== undefined)(`the agent view status sweep on ${backend.name}`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await backend.open();
      await store.inbox.forgetAll();
    });
    afterAll(() => backend.cleanup());

    it('sets the status of each message waiting untaken, once, and gives it back noted', async () => {
      const past = new Date(Date.now() - 1_000);
      await store.inbox.add({ body: dm('1.1') }, past);
      await store.inbox.add({ body: dm('2.2', '1.0') }, past);
      await store.inbox.add({ body: mention }, past);
      await store.inbox.add({ body: slash }, past);
      const set: { teamId: string; channel: string; threadTs: string }[] = [];
      const sweep = statusSweep({ inbox: store.inbox, instanceId: 'i1', logger: createLogger({ level: 'silent' }), setStatus: async (p) => void set.push(p), waitedMs: 0 });
      expect(await sweep.look()).toBe(2);
      expect(set).toEqual(expect.arrayContaining([{ teamId: 'T1', channel: 'D1', threadTs: '1.1' }, { teamId: 'T1', channel: 'D1', threadTs: '1.0' }]));
      expect(await sweep.look()).toBe(0);
      const claimed = await store.inbox.claim({ now: new Date(), instanceId: 'w1', leaseMs: 10_000, limit: 10 });
      expect(claimed).toHaveLength(4);
      const noted = claimed.filter((c) => c.noted).map((c) => (c.body.event as { ts?: string } | undefined)?.ts);
      expect(noted.sort()).toEqual(['1.1', '2.2']);
      for (const c of claimed) await store.inbox.done(c.id);
      sweep.stop();
    });

    it('leaves a message a worker has taken, and one that has not waited long enough', async () => {
      await store.inbox.add({ body: dm('3.3') }, new Date(Date.now() - 1_000));
      await store.inbox.claim({ now: new Date(), instanceId: 'w1', leaseMs: 10_000, limit: 10 });
      await store.inbox.add({ body: dm('4.4') }, new Date());
      const sweep = statusSweep({ inbox: store.inbox, instanceId: 'i1', logger: createLogger({ level: 'silent' }), setStatus: async () => undefined, waitedMs: 60_000 });
      expect(await sweep.look()).toBe(0);
      sweep.stop();
    });
  });
}
