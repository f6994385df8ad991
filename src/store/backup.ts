// Backup and restore of the embedded store (DATA_DIR), for a bot without DATABASE_URL
// (the command: ./backup-cli.ts):
//   npm run backup -- <file.tar>    a consistent copy of the store, taken under its lock
//   npm run restore -- <file.tar>   the copy made the store of a DATA_DIR that holds none
// (in the image: `node dist/src/store/backup-cli.js backup|restore <file>`). The lock is the one
// a running bot holds, so a backup needs the bot stopped — a few seconds, as for an upgrade; the
// lock's refusal says so. The copy is PGlite's own dump of the data directory (dumpDataDir, a
// tar) after a CHECKPOINT: a file copy of a store in use could be torn. A restore never writes
// over a store: it needs a missing or empty DATA_DIR, and the restored store is opened once
// (migrations applied, the schema guard checked) before it is called done. With PostgreSQL, use
// its own tools: pg_dump -Fc and pg_restore (docs/operating.md#backups-and-restore).
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openStore } from './open.js';
import { dataDirState, STORE_SUBDIR, StoreRefusal } from './pglite-dir.js';
import { lockStore } from './pglite-lock.js';
import { openPglite } from './pglite.js';
import { checkTar, untarTo } from './untar.js';

const notice = (message: string) => console.error(`adops-bot: ${message}`);

/** Writes a consistent copy of the store in `dataDir` to `file` (beside, then renamed). */
export async function backupStore(dataDir: string, file: string): Promise<number> {
  if (!existsSync(dataDir) || dataDirState(dataDir) !== 'store') throw new StoreRefusal(`there is no store in ${dataDir} to back up. Check DATA_DIR.`);
  const lock = lockStore(dataDir, notice);
  try {
    const db = await openPglite(join(dataDir, STORE_SUBDIR));
    try {
      await db.exec('CHECKPOINT');
      const tar = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
      const partial = `${file}.partial`;
      writeFileSync(partial, tar);
      renameSync(partial, file);
      return tar.length;
    } finally {
      await db.close();
    }
  } finally {
    lock.release();
  }
}

/** Makes `file` (a backup) the store of `dataDir`, which must hold none; then opens it once. */
export async function restoreStore(file: string, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && dataDirState(dataDir) !== 'empty') {
    throw new StoreRefusal(`${dataDir} is not empty: a restore never writes over a store. Restore into a new DATA_DIR, or move this one aside first.`);
  }
  const tar = readFileSync(file);
  checkTar(tar);
  const partial = join(dataDir, `${STORE_SUBDIR}.restore.partial`);
  rmSync(partial, { recursive: true, force: true });
  untarTo(tar, partial);
  renameSync(partial, join(dataDir, STORE_SUBDIR));
  // Opened as the bot opens it: a backup of an older version is migrated, one of a newer refused.
  await (await openStore({ dataDir })).close();
}

