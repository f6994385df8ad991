// The SQL edge of the store: one small interface over a PostgreSQL server (`pg` pool — the path
// to several bot instances) and an embedded PGlite database (one instance, no server to run).
// Both speak the same SQL with `$1` parameters, so every repository and migration is shared.
import { openPglite } from './pglite.js';

export interface Sql {
  query<R = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<R[]>;
  /** Several statements, no parameters (migrations). */
  exec(text: string): Promise<void>;
}

export interface Db extends Sql {
  readonly kind: 'postgres' | 'pglite';
  /** Runs `fn` in one transaction on one connection; rolls back when it throws. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A schema name we may splice into SQL (search_path cannot be a bind parameter). */
export function checkSchemaName(schema: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new Error(`database schema "${schema}" must be lower-case letters, digits and _ (at most 63)`);
  }
  return schema;
}

export interface PostgresOptions {
  connectionString: string;
  schema?: string;
  /** Pool size; each bot instance keeps its own pool. */
  max?: number;
}

/**
 * A pool whose every connection uses `schema` (created on first open, under the migration lock).
 * `pg` is loaded here, not at the top: the embedded store (local mode) never needs it, and loading
 * it costs a start-up ~0.1–0.3 s and ~15 MB.
 */
export async function connectPostgres(options: PostgresOptions): Promise<Db> {
  const schema = options.schema ? checkSchemaName(options.schema) : undefined;
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 8,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
    // Sent at connection start-up, so no query ever runs against the wrong schema.
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  return {
    kind: 'postgres',
    async query<R>(text: string, params: readonly unknown[] = []): Promise<R[]> {
      const res = await pool.query(text, params as unknown[]);
      return res.rows as R[];
    },
    async exec(text: string): Promise<void> {
      await pool.query(text);
    },
    async transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const tx: Sql = {
          async query<R>(text: string, params: readonly unknown[] = []): Promise<R[]> {
            return (await client.query(text, params as unknown[])).rows as R[];
          },
          async exec(text: string): Promise<void> {
            await client.query(text);
          },
        };
        const out = await fn(tx);
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export interface PgliteOptions {
  /** A directory for the database files; omitted, the database lives in memory. */
  dir?: string;
  schema?: string;
}

export async function connectPglite(options: PgliteOptions): Promise<Db> {
  // A new database starts from a prepared template and small memory settings (./pglite.ts).
  const db = await openPglite(options.dir);
  const schema = options.schema ? checkSchemaName(options.schema) : undefined;
  if (schema) await db.exec(`CREATE SCHEMA IF NOT EXISTS ${schema}; SET search_path = ${schema};`);
  return {
    kind: 'pglite',
    async query<R>(text: string, params: readonly unknown[] = []): Promise<R[]> {
      return (await db.query<R>(text, params as unknown[])).rows;
    },
    async exec(text: string): Promise<void> {
      await db.exec(text);
    },
    transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
      return db.transaction((t) =>
        fn({
          async query<R>(text: string, params: readonly unknown[] = []): Promise<R[]> {
            return (await t.query<R>(text, params as unknown[])).rows;
          },
          async exec(text: string): Promise<void> {
            await t.exec(text);
          },
        }),
      );
    },
    close: () => db.close(),
  };
}
