// The outbox: pacing per channel and per method (injected clock), 429s answered with Retry-After
// by the Slack stand-in, and the query cache coalescing identical queries in and across instances.
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SlackGate } from '../../src/outbox/gate.js';
import { SlackOutbox } from '../../src/outbox/outbox.js';
import { backgroundClient, Poster } from '../../src/outbox/poster.js';
import { QueryCache, stableKey } from '../../src/outbox/query-cache.js';
import { startSlackStandin, type SlackStandin } from '../../src/slack-standin/server.js';
import type { Store } from '../../src/store/index.js';
import { anyStore } from '../store/backends.js';

function fakeClock() {
  const c = { now: 0, slept: [] as number[] };
  return { c, now: () => c.now, sleep: async (ms: number) => void c.slept.push(ms) };
}

describe('SlackGate', () => {
  it('spaces posts to one channel, not to different channels', async () => {
    const { c, now, sleep } = fakeClock();
    const gate = new SlackGate({ now, sleep, channelIntervalMs: 1_000 });
    await Promise.all([gate.acquire('chat.postMessage', 'C1'), gate.acquire('chat.postMessage', 'C1'), gate.acquire('chat.postMessage', 'C1'), gate.acquire('chat.postMessage', 'C2')]);
    expect(c.slept).toEqual([1_000, 2_000]);
  });

  it('keeps a method within its budget and pauses it after a 429', async () => {
    const { c, now, sleep } = fakeClock();
    const gate = new SlackGate({ now, sleep, methodBudgets: { 'chat.update': 60 } });
    await gate.acquire('chat.update');
    await gate.acquire('chat.update');
    expect(c.slept).toEqual([1_000]);
    c.now = 10_000;
    gate.pause('conversations.open', 5_000);
    await gate.acquire('conversations.open');
    expect(c.slept).toEqual([1_000, 5_000]);
  });

  it('after a 429 on a method limited as a whole, lets waiting callers through one per Retry-After', async () => {
    const { c, now, sleep } = fakeClock();
    const gate = new SlackGate({ now, sleep, methodBudgets: {} });
    gate.pause('conversations.history', 60_000);
    await Promise.all([gate.acquire('conversations.history'), gate.acquire('conversations.history'), gate.acquire('conversations.history')]);
    expect(c.slept).toEqual([60_000, 120_000, 180_000]);
    // A 429 on one channel's posts teaches no spacing: other channels wait out the pause together.
    gate.pause('chat.postMessage', 1_000, 'C1');
    await Promise.all([gate.acquire('chat.postMessage', 'C2'), gate.acquire('chat.postMessage', 'C3')]);
    expect(c.slept.length).toBe(5);
    expect(c.slept.slice(3)).toEqual([1_000, 1_000]);
  });
});

describe('Poster against the Slack stand-in', () => {
  let standin: SlackStandin;
  let poster: Poster;
  beforeAll(async () => {
    standin = await startSlackStandin({ botToken: 'xoxb-outbox' });
    const logger = pino({ level: 'silent' });
    const outbox = new SlackOutbox({ logger, channelIntervalMs: 0 });
    poster = new Poster(backgroundClient('xoxb-outbox', standin.apiUrl), { logger, outbox, workspace: standin.teamId, maxRetryAfterMs: 5_000 });
  });
  afterAll(() => standin.close());

  it('waits out a 429 Retry-After and posts once', async () => {
    standin.rateLimit('chat.postMessage', 1, 1);
    const posted = await poster.post('C0RL', { text: 'hello' });
    expect(posted.channelId).toBe('C0RL');
    const calls = standin.state.calls.filter((c) => c.args.channel === 'C0RL');
    expect(calls.map((c) => c.error ?? 'ok')).toEqual(['ratelimited', 'ok']);
  });

  it('fails at once when Slack asks for a longer pause than it may wait', async () => {
    standin.rateLimit('chat.postMessage', 120, 1);
    await expect(poster.post('C0LONG', { text: 'hello' })).rejects.toMatchObject({ code: 'slack_webapi_rate_limited_error' });
    expect(standin.state.calls.filter((c) => c.args.channel === 'C0LONG').length).toBe(1);
  });

  it('opens a DM once per user', async () => {
    await poster.dm('U0DM1', { text: 'one' });
    await poster.dm('U0DM1', { text: 'two' });
    expect(standin.state.calls.filter((c) => c.method === 'conversations.open').length).toBe(1);
    expect(standin.state.calls.filter((c) => c.method === 'chat.postMessage' && c.args.channel === 'D0DM1').length).toBe(2);
  });
});

describe('QueryCache', () => {
  let store: Store;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ store, cleanup } = await anyStore());
  });
  afterAll(() => cleanup());

  const counter = () => {
    const calls = { n: 0 };
    return { calls, fetch: async () => ({ n: ++calls.n }) };
  };

  it('makes identical queries of one minute once, and a new minute asks again', async () => {
    let t = Date.parse('2026-11-23T08:00:05Z');
    const cache = new QueryCache({ owner: 'a', now: () => t });
    const { calls, fetch } = counter();
    const key = { teamId: 'T1', account: 'acct1', operation: 'reports.dashboard', params: { b: 2, a: 1 } };
    await Promise.all([cache.get(key, fetch), cache.get({ ...key, params: { a: 1, b: 2 } }, fetch), cache.get(key, fetch)]);
    expect(calls.n).toBe(1);
    await cache.get({ ...key, teamId: 'T2' }, fetch);
    expect(calls.n).toBe(2);
    // Another API account of the same workspace (a bound channel) never shares an answer.
    await cache.get({ ...key, account: 'acct2' }, fetch);
    expect(calls.n).toBe(3);
    t += 60_000;
    await cache.get(key, fetch);
    expect(calls.n).toBe(4);
    expect(stableKey({ b: [1, { d: 1, c: 2 }], a: undefined })).toBe('{"b":[1,{"c":2,"d":1}]}');
  });

  it('does not keep failures', async () => {
    const cache = new QueryCache({ owner: 'a', now: () => 0 });
    let n = 0;
    const flaky = async () => {
      n++;
      if (n === 1) throw new Error('boom');
      return 'ok';
    };
    await expect(cache.get({ teamId: 'T', account: 'a', operation: 'x', params: {} }, flaky)).rejects.toThrow('boom');
    expect(await cache.get({ teamId: 'T', account: 'a', operation: 'x', params: {} }, flaky)).toBe('ok');
  });

  it('shares one call between instances through the store', async () => {
    const t = Date.parse('2026-11-23T09:00:00Z');
    const { calls, fetch } = counter();
    const slow = async () => {
      await new Promise((r) => setTimeout(r, 100));
      return fetch();
    };
    const caches = ['i1', 'i2', 'i3'].map((owner) => new QueryCache({ owner, now: () => t, store }));
    const answers = await Promise.all(caches.map((c) => c.get({ teamId: 'T9', account: 'a', operation: 'reports.breakdown', params: { by: 'country' } }, slow)));
    expect(calls.n).toBe(1);
    expect(answers).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    expect(caches.reduce((s, c) => s + c.stats.calls, 0)).toBe(1);
  });
});
