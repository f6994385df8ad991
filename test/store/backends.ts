// The two store backends every store suite runs on: embedded PGlite and the PostgreSQL server of
// TEST_DATABASE_URL. Each suite gets a schema of its own so parallel runs never collide.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openStore, type Store } from '../../src/store/index.js';

export interface Backend {
  name: 'pglite' | 'postgres';
  /** Skips with this reason when the backend is not available. */
  skip?: string;
  /** Opens another store on the same database and schema (another "instance"). */
  open(): Promise<Store>;
  /** Closes every store opened and drops the schema. */
  cleanup(): Promise<void>;
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

export function uniqueSchema(prefix = 't'): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

export function backends(): Backend[] {
  return [pgliteBackend(), postgresBackend()];
}

function pgliteBackend(): Backend {
  let first: Store | undefined;
  return {
    name: 'pglite',
    // One embedded database holds one instance: further opens hand back the same store.
    async open() {
      first ??= await openStore({ inMemory: true, schema: uniqueSchema('lite') });
      return first;
    },
    async cleanup() {
      await first?.close();
      first = undefined;
    },
  };
}

function postgresBackend(): Backend {
  const schema = uniqueSchema('pgt');
  const stores: Store[] = [];
  return {
    name: 'postgres',
    skip: TEST_DATABASE_URL ? undefined : 'TEST_DATABASE_URL is not set: the PostgreSQL store suite is skipped (set it, e.g. postgres://postgres@127.0.0.1:5432/test)',
    async open() {
      const store = await openStore({ databaseUrl: TEST_DATABASE_URL!, schema, poolSize: 4 });
      stores.push(store);
      return store;
    },
    async cleanup() {
      await Promise.all(stores.splice(0).map((s) => s.close()));
      await dropSchema(schema);
    },
  };
}

export async function dropSchema(schema: string): Promise<void> {
  if (!TEST_DATABASE_URL) return;
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}

/** Prints the skip reason once so a skipped PostgreSQL run is visible in the output. */
export function announceSkip(backend: Backend): void {
  if (backend.skip) console.error(`[store tests] ${backend.skip}`);
}

/**
 * A store for suites that are not about the store: the PostgreSQL server when TEST_DATABASE_URL
 * is set (fast to open), otherwise embedded PGlite. The store suites themselves run on both.
 */
export async function anyStore(): Promise<{ store: Store; open(): Promise<Store>; cleanup(): Promise<void> }> {
  const backend = TEST_DATABASE_URL ? postgresBackend() : pgliteBackend();
  return { store: await backend.open(), open: () => backend.open(), cleanup: () => backend.cleanup() };
}
