// What the doors of plain words remember (src/store/word-threads.ts), on both backends: the last
// command of each thread, what each person asks most, and nothing of a workspace after uninstall.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../src/store/index.js';
import { announceSkip, backends } from './backends.js';

const at = (iso: string) => new Date(iso);

for (const backend of backends()) {
  announceSkip(backend);
  describe.skipIf(backend.skip !== undefined)(`word threads on ${backend.name}`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await backend.open();
    });
    afterAll(() => backend.cleanup());

    it('keeps the last command of each thread, and none for a thread never asked in', async () => {
      const place = { teamId: 'T1', channelId: 'D1', threadTs: '1.1' };
      expect(await store.wordThreads.last(place)).toBeUndefined();
      await store.wordThreads.ran(place, 'U1', 'revenue yesterday', at('2026-11-22T09:00:00Z'));
      await store.wordThreads.ran(place, 'U1', 'revenue yesterday by country', at('2026-11-22T09:01:00Z'));
      expect(await store.wordThreads.last(place)).toBe('revenue yesterday by country');
      expect(await store.wordThreads.last({ ...place, threadTs: '2.2' })).toBeUndefined();
      expect(await store.wordThreads.last({ ...place, teamId: 'T2' })).toBeUndefined();
    });

    it('lists what a person asks most, most often first, then the latest; only theirs', async () => {
      const p = (ts: string) => ({ teamId: 'T1', channelId: 'D9', threadTs: ts });
      await store.wordThreads.ran(p('3.1'), 'U9', 'bidders yesterday', at('2026-11-22T09:00:00Z'));
      await store.wordThreads.ran(p('3.2'), 'U9', 'revenue last month', at('2026-11-22T09:02:00Z'));
      await store.wordThreads.ran(p('3.3'), 'U9', 'bidders yesterday', at('2026-11-22T09:03:00Z'));
      await store.wordThreads.ran(p('3.4'), 'U8', 'help', at('2026-11-22T09:04:00Z'));
      expect(await store.wordThreads.mostAsked('T1', 'U9', 4)).toEqual(['bidders yesterday', 'revenue last month']);
      expect(await store.wordThreads.mostAsked('T1', 'U9', 1)).toEqual(['bidders yesterday']);
    });

    it('forgets a workspace at uninstall', async () => {
      expect(await store.wordThreads.removeTeam('T1')).toBeGreaterThan(0);
      expect(await store.wordThreads.mostAsked('T1', 'U9', 4)).toEqual([]);
      expect(await store.wordThreads.last({ teamId: 'T1', channelId: 'D1', threadTs: '1.1' })).toBeUndefined();
    });
  });
}
