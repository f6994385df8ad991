// The A/B tests an account has seen (migration 45), on both backends: the list per workspace and
// account, and the statuses that changed within a period (the monthly digest's "changed state").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../src/store/index.js';
import { announceSkip, backends } from './backends.js';

const at = (iso: string) => new Date(iso);
const acme = { teamId: 'T1', account: 'acct_acme' };
const globex = { teamId: 'T1', account: 'acct_globex' };

for (const backend of backends()) {
  announceSkip(backend);
  describe.skipIf(backend.skip !== undefined)(`A/B tests seen, on ${backend.name}`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await backend.open();
    });
    afterAll(() => backend.cleanup());

    it('lists an account’s tests, most recently seen first, with the latest status and how they were seen', async () => {
      await store.abTests.seen(acme, { abTestId: 'abt_a', seenBy: 'asked', status: 'in_progress' }, at('2026-09-20T10:00:00Z'));
      await store.abTests.seen(acme, { abTestId: 'abt_b', seenBy: 'watched', status: 'directional' }, at('2026-09-25T10:00:00Z'));
      await store.abTests.seen(acme, { abTestId: 'abt_a', seenBy: 'digest', status: 'achieved' }, at('2026-10-12T10:00:00Z'));
      await store.abTests.seen(globex, { abTestId: 'abt_g', seenBy: 'asked', status: null }, at('2026-10-01T10:00:00Z'));
      const list = await store.abTests.list(acme, 10);
      expect(list.map((t) => [t.abTestId, t.seenBy, t.status])).toEqual([['abt_a', 'digest', 'achieved'], ['abt_b', 'watched', 'directional']]);
      expect(list[0]!.firstSeenAt.toISOString()).toBe('2026-09-20T10:00:00.000Z');
      expect(list[0]!.lastSeenAt.toISOString()).toBe('2026-10-12T10:00:00.000Z');
      expect((await store.abTests.list(globex, 10)).map((t) => t.abTestId)).toEqual(['abt_g']);
    });

    it('tells the tests whose status changed within a period: before it against the last seen in it', async () => {
      await store.abTests.seen(acme, { abTestId: 'abt_b', seenBy: 'watched', status: 'directional' }, at('2026-10-20T10:00:00Z'));
      await store.abTests.seen(acme, { abTestId: 'abt_new', seenBy: 'asked', status: 'invalidated' }, at('2026-10-30T10:00:00Z'));
      const october = await store.abTests.changes(acme, at('2026-10-01T00:00:00Z'), at('2026-11-01T00:00:00Z'));
      expect(october.sort((x, y) => x.abTestId.localeCompare(y.abTestId))).toEqual([
        { abTestId: 'abt_a', before: 'in_progress', after: 'achieved', at: at('2026-10-12T10:00:00Z') },
        { abTestId: 'abt_new', after: 'invalidated', at: at('2026-10-30T10:00:00Z') },
      ]);
      expect(await store.abTests.changes(acme, at('2026-11-01T00:00:00Z'), at('2026-12-01T00:00:00Z'))).toEqual([]);
    });
  });
}
