// `npm run backup -- <file.tar>` and `npm run restore -- <file.tar>` (in the image:
// `node dist/src/store/backup-cli.js backup|restore <file>`): the embedded store of DATA_DIR
// (./backup.ts). With DATABASE_URL, PostgreSQL's own pg_dump and pg_restore do it.
import { resolve } from 'node:path';
import { backupStore, restoreStore } from './backup.js';
import { StoreRefusal } from './pglite-dir.js';

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const [action, file] = process.argv.slice(2);
  if ((action !== 'backup' && action !== 'restore') || !file) throw new StoreRefusal('usage: npm run backup -- <file.tar>, or npm run restore -- <file.tar>');
  if (process.env.DATABASE_URL?.trim()) {
    throw new StoreRefusal('DATABASE_URL is set: back up PostgreSQL with pg_dump -Fc and restore with pg_restore (docs/operating.md#backups-and-restore).');
  }
  const dataDir = resolve(process.env.DATA_DIR?.trim() || './data');
  if (action === 'backup') {
    const bytes = await backupStore(dataDir, resolve(file));
    say(`Backed up the store in ${dataDir} to ${resolve(file)} (${Math.round(bytes / 1e6)} MB).`);
  } else {
    await restoreStore(resolve(file), dataDir);
    say(`Restored ${resolve(file)} into ${dataDir}. Start the bot with DATA_DIR=${dataDir}.`);
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(`adops-bot: ${(err as Error).message}`);
    process.exit(1);
  },
);
