// The scheduler bench's own database (./scheduler.ts): each run makes one on the tests' server and
// drops it at the end, so the server's counters (transactions, rows written) are the run's alone.
import pg from 'pg';

/** `serverUrl` naming another database on the same server. */
export function databaseUrlOf(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement on `serverUrl`'s own database (the run's database is made and dropped from there). */
export async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The database's committed transactions and rows written so far (pg_stat_database: every client of it). */
export async function databaseWork(url: string): Promise<{ commits: number; written: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const row = (await client.query('SELECT xact_commit, tup_inserted + tup_updated + tup_deleted AS written FROM pg_stat_database WHERE datname = current_database()')).rows[0];
    return { commits: Number(row.xact_commit), written: Number(row.written) };
  } finally {
    await client.end();
  }
}
