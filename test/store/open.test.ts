// Opening the store: migrations under concurrent start-up, the embedded database's DATA_DIR, and
// that every stored time is a timestamptz (a UTC instant).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, openStore } from '../../src/store/index.js';
import { INITDB_OPTIONS } from '../../src/store/pglite.js';
import { templatePath } from '../../src/store/pglite-template.js';
import { announceSkip, backends, dropSchema, TEST_DATABASE_URL, uniqueSchema } from './backends.js';

describe('openStore', () => {
  it('rejects a DATABASE_URL that is not PostgreSQL, saying what to do', async () => {
    await expect(openStore({ databaseUrl: 'mysql://x' })).rejects.toThrow(/postgres:\/\/.*DATA_DIR/);
  });

  it('keeps the embedded database under DATA_DIR across restarts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'adops-store-'));
    try {
      const first = await openStore({ dataDir: dir, newStore: true });
      const s = await first.subscriptions.create(
        { teamId: 'T1', channelId: 'C1', ownerUserId: 'U1', report: 'network', cron: '0 7 * * 1', timezone: 'Asia/Tokyo' },
        null,
        new Date('2026-11-21T00:00:00Z'),
      );
      await first.close();
      const second = await openStore({ dataDir: dir });
      expect(await second.subscriptions.get(s.id)).toMatchObject({ report: 'network', timezone: 'Asia/Tokyo' });
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('opens a new embedded database when its template is damaged, and makes the template again', async () => {
    const template = templatePath(INITDB_OPTIONS);
    mkdirSync(dirname(template), { recursive: true });
    writeFileSync(template, 'not a tarball');
    const dir = mkdtempSync(join(tmpdir(), 'adops-store-'));
    try {
      // A schema of its own: the migrated template (src/store/pglite-migrated.ts) serves `public`
      // only, so this new database is made from the bare template, the damaged one.
      const store = await openStore({ dataDir: dir, schema: 'damaged_template', newStore: true });
      expect(await store.subscriptions.list({ teamId: 'T1' })).toEqual([]);
      await store.close();
      // initdb ran instead, and its result is the template again (a tar archive, ustar magic at 257).
      expect(readFileSync(template).subarray(257, 262).toString()).toBe('ustar');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const postgres = backends().find((b) => b.name === 'postgres')!;
announceSkip(postgres);
describe.skipIf(postgres.skip !== undefined)('openStore on PostgreSQL', () => {
  const schema = uniqueSchema('pgopen');
  afterAll(() => dropSchema(schema));

  it('lets several instances start at once: each migration is applied exactly once', async () => {
    const stores = await Promise.all([1, 2, 3, 4].map(() => openStore({ databaseUrl: TEST_DATABASE_URL!, schema, poolSize: 2 })));
    await Promise.all(stores.map((s) => s.close()));
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      const applied = await client.query(`SELECT id FROM ${schema}.schema_migrations ORDER BY id`);
      expect(applied.rows.map((r: { id: number }) => r.id)).toEqual(MIGRATIONS.map((m) => m.id));
      // Every time column is a timestamptz: instants in UTC, never local wall-clock times.
      const cols = await client.query(
        `SELECT table_name, column_name, data_type FROM information_schema.columns
         WHERE table_schema = $1 AND (column_name LIKE '%_at' OR column_name LIKE '%_until' OR column_name = 'scheduled_for')`,
        [schema],
      );
      const notTz = cols.rows.filter((c: { data_type: string; column_name: string }) => c.data_type !== 'timestamp with time zone');
      expect(cols.rows.length).toBeGreaterThan(10);
      expect(notTz).toEqual([]);
    } finally {
      await client.end();
    }
  });
});
