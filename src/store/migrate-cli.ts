// `npm run migrate` (in the image: `node dist/src/store/migrate-cli.js`): applies the migrations
// this version knows to the store of DATABASE_URL, else the embedded one under DATA_DIR (default
// ./data), and lists each one applied. `npm run migrate -- --dry-run` lists what would be applied
// and changes nothing. The bot applies them itself at start; running this first makes an upgrade
// a step of its own (before the new version takes traffic) and shows what it will do. A store
// upgraded by a newer version is refused, as at start (./migrations.ts checkSchemaKnown).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { connectPglite, connectPostgres, type Db } from './db.js';
import { migrate, MIGRATIONS, type Migration } from './migrations.js';
import { openStore } from './open.js';
import { dataDirState, STORE_SUBDIR, StoreRefusal } from './pglite-dir.js';
import { lockStore } from './pglite-lock.js';

const say = (line: string) => process.stdout.write(`${line}\n`);
const describe = (m: Migration) => `  ${m.id}  ${m.name}`;

/** The migrations not yet applied, read under the store's own lock (embedded) or migration lock (PostgreSQL); nothing changed. */
async function pending(databaseUrl: string | undefined, dataDir: string): Promise<Migration[] | 'no-store'> {
  const dryRun = async (db: Db) => {
    try {
      const ids = await migrate(db, 'public', MIGRATIONS, { dryRun: true });
      return MIGRATIONS.filter((m) => ids.includes(m.id));
    } finally {
      await db.close();
    }
  };
  if (databaseUrl) return dryRun(await connectPostgres({ connectionString: databaseUrl, max: 1 }));
  if (!existsSync(dataDir) || dataDirState(dataDir) !== 'store') return 'no-store';
  const lock = lockStore(dataDir, (message) => console.error(`adops-bot: ${message}`));
  try {
    return await dryRun(await connectPglite({ dir: join(dataDir, STORE_SUBDIR) }));
  } finally {
    lock.release();
  }
}

async function main(): Promise<number> {
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const dataDir = resolve(process.env.DATA_DIR?.trim() || './data');
  const where = databaseUrl ? 'the PostgreSQL store of DATABASE_URL' : `the embedded store in ${dataDir}`;
  if (process.argv.includes('--dry-run')) {
    const due = await pending(databaseUrl, dataDir);
    if (due === 'no-store') say(`There is no store in ${dataDir} yet: the first start makes one with all ${MIGRATIONS.length} migrations.`);
    else if (due.length === 0) say(`${where} is up to date: nothing to apply.`);
    else say(`${due.length} migration(s) would be applied to ${where}:\n${due.map(describe).join('\n')}`);
    return 0;
  }
  const applied: Migration[] = [];
  // A missing DATA_DIR gets a new store, as at start; an empty existing one is refused (docs/security.md).
  const store = await openStore({ databaseUrl, dataDir, poolSize: 1, onMigration: (m) => applied.push(m) });
  await store.close();
  say(applied.length === 0 ? `${where} is up to date: nothing to apply.` : `Applied ${applied.length} migration(s) to ${where}:\n${applied.map(describe).join('\n')}`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof StoreRefusal ? `adops-bot: ${err.message}` : `adops-bot: the migrations could not be applied: ${(err as Error).message}`);
    process.exit(1);
  },
);
