// A new embedded database on disk starts as a copy of the migrated template (made at install
// time), and only of the one made from the same migration list: a changed list migrates at open.
// Each case uses a migration list of its own (a unique extra migration), so its template never
// meets the real one or another run's.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/store/db.js';
import { MIGRATIONS, openStore } from '../../src/store/index.js';
import type { Migration } from '../../src/store/migrations.js';
import { connectPgliteMigrated, migratedTemplateDir, prepareMigratedTemplate } from '../../src/store/pglite-migrated.js';

const scratch = mkdtempSync(join(tmpdir(), 'adops-migrated-'));
const lists: Migration[][] = [];

/** The real migrations and one of this case's own. */
function listOfOurOwn(): Migration[] {
  const tag = randomBytes(6).toString('hex');
  const list = [...MIGRATIONS, { id: 900_000, name: `test table ${tag}`, sql: `CREATE TABLE test_${tag} (id integer);` }];
  lists.push(list);
  return list;
}

async function migrationIds(db: Db): Promise<number[]> {
  const [{ present }] = await db.query<{ present: boolean }>("SELECT to_regclass('schema_migrations') IS NOT NULL AS present");
  if (!present) return [];
  return (await db.query<{ id: number }>('SELECT id FROM schema_migrations ORDER BY id')).map((r) => r.id);
}

afterAll(() => {
  for (const list of lists) rmSync(migratedTemplateDir(list), { recursive: true, force: true });
  rmSync(scratch, { recursive: true, force: true });
});

describe('the migrated template', () => {
  it('gives a new DATA_DIR its tables before any migration runs at open', async () => {
    const list = listOfOurOwn();
    expect(await prepareMigratedTemplate(list)).toBe('created');
    expect(await prepareMigratedTemplate(list)).toBe('existed');
    const db = await connectPgliteMigrated({ dir: join(scratch, 'copy', 'pglite') }, list);
    try {
      expect(await migrationIds(db)).toEqual(list.map((m) => m.id).sort((a, b) => a - b));
    } finally {
      await db.close();
    }
  });

  it('is never used for a changed migration list: that database starts bare and migrates at open', async () => {
    const list = listOfOurOwn();
    await prepareMigratedTemplate(list);
    const changed = list.map((m) => (m.id === 900_000 ? { ...m, sql: `${m.sql} SELECT 1;` } : m));
    lists.push(changed);
    expect(migratedTemplateDir(changed)).not.toBe(migratedTemplateDir(list));
    const db = await connectPgliteMigrated({ dir: join(scratch, 'changed', 'pglite') }, changed);
    try {
      expect(await migrationIds(db)).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('leaves an existing database as it is', async () => {
    const list = listOfOurOwn();
    await prepareMigratedTemplate(list);
    const dir = join(scratch, 'existing', 'pglite');
    const bare = await connectPgliteMigrated({ dir }, MIGRATIONS.slice(0, 0));
    await bare.close();
    const db = await connectPgliteMigrated({ dir }, list);
    try {
      expect(await migrationIds(db)).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it('is dropped when damaged, and the new database is made without it', async () => {
    const list = listOfOurOwn();
    const template = migratedTemplateDir(list);
    mkdirSync(template, { recursive: true });
    writeFileSync(join(template, 'PG_VERSION'), 'not a data directory\n');
    const db = await connectPgliteMigrated({ dir: join(scratch, 'damaged', 'pglite') }, list);
    try {
      expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      expect(await migrationIds(db)).toEqual([]);
    } finally {
      await db.close();
    }
    expect(existsSync(template)).toBe(false);
  });

  it('is what openStore starts a new DATA_DIR from: the migrations were applied before the open', async () => {
    await prepareMigratedTemplate();
    const opened = new Date();
    const store = await openStore({ dataDir: join(scratch, 'store') });
    await store.close();
    const db = await connectPgliteMigrated({ dir: join(scratch, 'store', 'pglite') });
    try {
      const rows = await db.query<{ id: number; applied_at: Date }>('SELECT id, applied_at FROM schema_migrations ORDER BY id');
      expect(rows.map((r) => r.id)).toEqual(MIGRATIONS.map((m) => m.id).sort((a, b) => a - b));
      expect(rows.every((r) => r.applied_at < opened)).toBe(true);
    } finally {
      await db.close();
    }
  });
});
