// The schema guard and `npm run migrate`: a store migrated by a newer version (here: opened by
// "older code", a known-migrations list shorter than the store's) is refused in words — what, and
// what to do — on the embedded store and on PostgreSQL; `npm run migrate -- --dry-run` lists what
// would be applied and changes nothing, `npm run migrate` applies and lists it.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, openStore, StoreRefusal } from '../../src/store/index.js';
import { migratedTemplateDir } from '../../src/store/pglite-migrated.js';
import { dropSchema, TEST_DATABASE_URL, uniqueSchema } from './backends.js';

const ROOT = new URL('../..', import.meta.url).pathname;
const NEWEST = MIGRATIONS.reduce((a, b) => (b.id > a.id ? b : a));
/** The code as it was one migration ago. */
const OLDER = MIGRATIONS.filter((m) => m.id !== NEWEST.id);

async function migrateCli(env: Record<string, string>, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/store/migrate-cli.ts', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
  });
  return stdout;
}

describe('schema guard, embedded store', () => {
  const dir = mkdtempSync(join(tmpdir(), 'adops-guard-'));
  const dataDir = join(dir, 'data');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('an older version refuses a store a newer one migrated, saying what and what to do', async () => {
    await (await openStore({ dataDir })).close();
    const refused = await openStore({ dataDir, migrations: OLDER }).then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(StoreRefusal);
    const text = (refused as Error).message;
    expect(text).toContain('upgraded by a newer version of adops-bot');
    expect(text).toContain(`migration ${NEWEST.id} (${NEWEST.name})`);
    expect(text).toContain('Run the newer version');
    expect(text).toContain('restore the backup');
    // Refused before anything was written, and the lock released: the right version opens it.
    await (await openStore({ dataDir })).close();
  }, 60_000);

  it('npm run migrate: --dry-run lists what an upgrade applies and changes nothing; then it applies and lists it', async () => {
    const older = join(dir, 'older');
    const applied: number[] = [];
    // A store made from the older list's migrated template (left by a run before the newest
    // migration was added) would log none: this one is made from the bare database.
    rmSync(migratedTemplateDir(OLDER), { recursive: true, force: true });
    await (await openStore({ dataDir: older, migrations: OLDER, onMigration: (m) => applied.push(m.id) })).close();
    // Logged at open, each migration once.
    expect(applied).toEqual(OLDER.map((m) => m.id).sort((a, b) => a - b));
    const plan = await migrateCli({ DATA_DIR: older }, '--dry-run');
    expect(plan).toContain('1 migration(s) would be applied');
    expect(plan).toContain(`${NEWEST.id}  ${NEWEST.name}`);
    // The dry run changed nothing: it still lists the same.
    expect(await migrateCli({ DATA_DIR: older }, '--dry-run')).toBe(plan);
    const done = await migrateCli({ DATA_DIR: older });
    expect(done).toContain('Applied 1 migration(s)');
    expect(done).toContain(`${NEWEST.id}  ${NEWEST.name}`);
    expect(await migrateCli({ DATA_DIR: older }, '--dry-run')).toContain('is up to date: nothing to apply');
  }, 120_000);
});

describe.skipIf(!TEST_DATABASE_URL)('schema guard, PostgreSQL', () => {
  const schema = uniqueSchema('guard');
  afterAll(() => dropSchema(schema));

  it('an older version refuses a schema a newer one migrated', async () => {
    await (await openStore({ databaseUrl: TEST_DATABASE_URL, schema, poolSize: 1 })).close();
    await expect(openStore({ databaseUrl: TEST_DATABASE_URL, schema, poolSize: 1, migrations: OLDER })).rejects.toThrow(
      new RegExp(`newer version of adops-bot: it has migration ${NEWEST.id} `),
    );
  }, 60_000);
});
