// The access policy and the audit log in the store, on embedded PGlite and on PostgreSQL: the
// defaults before anything is saved, a saved policy read back, the newest entries first with
// their filters, and the deletion of entries past retention.
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_POLICY, type Store } from '../../src/store/index.js';
import { backends } from '../store/backends.js';

for (const backend of backends()) {
  describe.skipIf(backend.skip)(`access store on ${backend.name}`, () => {
    let store: Store;
    afterAll(() => backend.cleanup());

    it('reads the defaults, then the saved policy', async () => {
      store = await backend.open();
      expect(await store.access.get('T1')).toEqual(DEFAULT_POLICY);
      const policy = { ...DEFAULT_POLICY, guests: ['read' as const], restrictions: { export: { groups: ['S1'], channels: [] } }, admins: ['U9'] };
      await store.access.put('T1', policy, 'U0', new Date());
      expect(await store.access.get('T1')).toEqual(policy);
      expect(await store.access.get('T2')).toEqual(DEFAULT_POLICY);
    });

    it('lists audit entries newest first, filtered, and deletes those past retention', async () => {
      const at = new Date('2026-11-22T09:00:00Z');
      await store.audit.add({ teamId: 'T1', userId: 'U1', action: 'command', subject: 'old', outcome: 'ok' }, new Date('2026-06-01T00:00:00Z'));
      await store.audit.add({ teamId: 'T1', userId: 'U1', channelId: 'C1', action: 'command', subject: 'revenue', outcome: 'ok', account: 'key:abc' }, at);
      await store.audit.add({ teamId: 'T1', userId: 'U2', action: 'refusal', subject: 'export request', outcome: 'refused', detail: { reason: 'guest' } }, at);
      expect((await store.audit.recent('T1', 10)).map((e) => e.subject)).toEqual(['export request', 'revenue', 'old']);
      expect((await store.audit.recent('T1', 10, { outcome: 'refused' })).map((e) => e.userId)).toEqual(['U2']);
      expect((await store.audit.recent('T1', 10, { userId: 'U1' }))[0]).toMatchObject({ channelId: 'C1', account: 'key:abc', detail: {} });
      expect(await store.audit.purge('T1', new Date(at.getTime() - 90 * 86_400_000))).toBe(1);
      expect(await store.audit.recent('T1', 10)).toHaveLength(2);
    });
  });
}
