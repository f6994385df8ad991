// What bench/bot.ts runs the bot with: its store (a PostgreSQL database, or none: embedded PGlite),
// with the clean-up it needs.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface BenchDatabase {
  /** DATABASE_URL for the bot, or undefined: the embedded PGlite store. */
  url?: string;
  label: string;
  drop(): Promise<void>;
}

const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The store the bot runs with in production: a shared PostgreSQL. The bench uses its own
 * database (adops_bench) on the local server when there is one; otherwise none (PGlite only).
 * A smoke run uses the tests' server (TEST_DATABASE_URL) only, with a database of its own that it
 * drops (smoke runs may overlap), and PGlite without it, as the test suites do. `suffix` names a
 * second database beside the first (processes that must not share an inbox).
 */
export async function benchDatabase(smoke: boolean, suffix = ''): Promise<BenchDatabase> {
  const server = smoke ? process.env.TEST_DATABASE_URL?.trim() : LOCAL_SERVER;
  const none: BenchDatabase = { label: 'embedded PGlite', drop: async () => undefined };
  if (!server) return none;
  const name = smoke ? `adops_bench_smoke_${randomBytes(4).toString('hex')}` : `adops_bench${suffix}`;
  try {
    await onServer(server, async (admin) => {
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (found.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
    });
  } catch {
    return none;
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  const drop = async () => {
    if (smoke) await onServer(server, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  };
  return { url: url.toString(), label: `PostgreSQL (${name})`, drop };
}

async function onServer<T>(server: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: server, connectionTimeoutMillis: 2_000 });
  try {
    await admin.connect();
    return await work(admin);
  } finally {
    await admin.end().catch(() => undefined);
  }
}
