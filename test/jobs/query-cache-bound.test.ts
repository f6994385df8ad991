// The query cache's in-process map stays within its bound by dropping its oldest answers first
// (they expire first), and an expired answer is asked again.
import { describe, expect, it } from 'vitest';
import { QueryCache } from '../../src/outbox/query-cache.js';

describe('query cache bound', () => {
  it('keeps at most maxEntries answers, dropping the oldest, and asks again after expiry', async () => {
    let t = Date.parse('2026-11-23T08:00:05Z');
    const cache = new QueryCache({ owner: 'a', now: () => t, maxEntries: 3 });
    let calls = 0;
    const ask = (teamId: string) => cache.get({ teamId, account: 'acct', operation: 'reports.dashboard', params: {} }, async () => ++calls);
    for (const team of ['T1', 'T2', 'T3', 'T4']) await ask(team);
    expect(calls).toBe(4);
    // T1 was the oldest: dropped for T4; T2–T4 still answer from the map.
    await Promise.all(['T2', 'T3', 'T4'].map(ask));
    expect(calls).toBe(4);
    await ask('T1');
    expect(calls).toBe(5);
    // Past their two minutes every answer is asked again (the same minute key, held too long).
    t += 3 * 60_000;
    await cache.get({ teamId: 'T4', account: 'acct', operation: 'reports.dashboard', params: {}, at: t - 3 * 60_000 }, async () => ++calls);
    expect(calls).toBe(6);
  });
});
