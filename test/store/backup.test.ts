// Backup and restore of the embedded store (src/store/backup.ts, `npm run backup` / `restore`):
// a store with digests is backed up under its lock, restored into a new DATA_DIR, and the
// restored store answers the same: the same subscriptions, and a digest run from it posts. A
// restore never writes over a store, and a backup is refused while a bot holds the store.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupStore, restoreStore } from '../../src/store/backup.js';
import { openStore, StoreRefusal } from '../../src/store/index.js';
import { subscribeMany } from '../faults/support.js';
import { startWorld, TEAM, type World } from '../jobs/world.js';

describe('embedded store backup and restore', () => {
  const dir = mkdtempSync(join(tmpdir(), 'adops-backup-'));
  const original = join(dir, 'data');
  const restored = join(dir, 'restored');
  const file = join(dir, 'store.tar');
  let world: World;
  beforeAll(async () => {
    world = await startWorld();
  });
  afterAll(async () => {
    await world?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores a store that lists the same digests, and a digest run from it posts', async () => {
    const store = await openStore({ dataDir: original });
    await subscribeMany(world, store, 'C0BACKUP', 3);
    const before = await store.subscriptions.list({ teamId: TEAM });
    // A running bot holds the store: the backup says so instead of copying a store in use.
    await expect(backupStore(original, file)).rejects.toBeInstanceOf(StoreRefusal);
    await store.close();

    expect(await backupStore(original, file)).toBeGreaterThan(0);
    await restoreStore(file, restored);
    const back = await openStore({ dataDir: restored });
    try {
      expect(await back.subscriptions.list({ teamId: TEAM })).toEqual(before);
      const run = await world.instance(back, 'restored').runDigestNow(before[0]!.id);
      expect(run?.status).toBe('ok');
      expect(world.calls('chat.postMessage', before[0]!.channelId).length).toBeGreaterThan(0);
    } finally {
      await back.close();
    }
  }, 120_000);

  it('never restores over a store', async () => {
    await expect(restoreStore(file, original)).rejects.toThrow(/is not empty: a restore never writes over a store/);
    await (await openStore({ dataDir: original })).close();
  }, 60_000);
});
