// Issue 37: a read-only answer (`/adops revenue yesterday`, role all, HTTP mode) makes at most 3
// store writes, counted on the real pipeline: a signed request through the production receiver,
// the inbox, the worker and the whole chain, over embedded PGlite whose every statement is seen
// here. A write is a statement that inserts, updates or deletes (a transaction counts once); a
// claim that claims nothing (an idle poll) changed nothing and is not counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Sql } from '../../src/store/db.js';
import { migrate, MIGRATIONS } from '../../src/store/migrations.js';
import { storeOver } from '../../src/store/open.js';
import { connectPgliteMigrated } from '../../src/store/pglite-migrated.js';
import { startHarness, type BotHarness } from '../support/harness.js';
import { uniqueSchema } from '../store/backends.js';

/** A statement that may change rows (a `SELECT … FOR UPDATE` only locks them). */
function writes(text: string): boolean {
  const t = text.replace(/FOR\s+UPDATE/gi, '');
  return /\bINSERT\s+INTO\b|\bDELETE\s+FROM\b|\bUPDATE\s+[\w.]+(\s+(AS\s+)?\w+)?\s+SET\b/i.test(t);
}

/** Whether it changed something: a statement returning rows tells; one that returns none may still have. */
const changed = (text: string, rows: unknown[]) => !/\bRETURNING\b/i.test(text) || rows.length > 0;

/** `db` with every write recorded in `log` (its first words), a transaction as one entry. */
function counting(db: Db, log: string[]): Db {
  const watch = (sql: Sql, seen: (text: string) => void): Sql => ({
    async query<R>(text: string, params?: readonly unknown[]) {
      const rows = await sql.query<R>(text, params);
      if (writes(text) && changed(text, rows)) seen(text);
      return rows;
    },
    exec: (text) => sql.exec(text),
  });
  const head = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 70);
  return {
    ...watch(db, (text) => log.push(head(text))),
    kind: db.kind,
    close: () => db.close(),
    async transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T> {
      const inside: string[] = [];
      const out = await db.transaction((tx) => fn(watch(tx, (text) => inside.push(head(text)))));
      if (inside.length) log.push(`transaction: ${inside.join(' + ')}`);
      return out;
    },
  };
}

const log: string[] = [];
let h: BotHarness;

beforeAll(async () => {
  const schema = uniqueSchema('writes');
  const db = await connectPgliteMigrated({ schema });
  await migrate(db, schema, MIGRATIONS);
  // The scheduler and the durable workers stay still: only the request's own writes are seen.
  h = await startHarness({ store: storeOver(counting(db, log)), autoStart: false });
}, 60_000);

afterAll(async () => {
  await h?.close();
});

/** Asks, waits for the answer and for the inbox to forget the request; the writes it made. */
async function writesOf(text: string): Promise<string[]> {
  log.length = 0;
  const answer = await h.ask(text);
  expect(answer.text).not.toMatch(/error|went wrong/i);
  // The answer's last write (src/store/answered.ts) removes its inbox row just after the answer is out.
  for (let i = 0; i < 200 && (await h.store.inbox.depth()) > 0; i++) await new Promise((r) => setTimeout(r, 25));
  await new Promise((r) => setTimeout(r, 200));
  // A lease renewal is written only while an answer runs past a third of its lease (10 s): not this
  // answer's work, but a loaded machine's first answer may take that long.
  return log.filter((w) => !/^UPDATE inbound_requests SET lease_until/.test(w));
}

describe('the store writes of a read-only answer', () => {
  it('makes at most 3 for `/adops revenue yesterday`, the first of the day and the next', async () => {
    for (let n = 0; n < 2; n++) {
      const seen = await writesOf('revenue yesterday');
      expect(seen.length, `request ${n + 1} wrote:\n${seen.join('\n')}`).toBeLessThanOrEqual(3);
      // The inbox row with its replay key, the claim, and the answer's transaction (audit entry, kept answer, the key recorded, removal).
      expect(seen.join('\n')).toMatch(/INSERT INTO inbound_requests[\s\S]*FROM inbound_requ[\s\S]*transaction: INSERT INTO audit_log[\s\S]*INSERT INTO request_keys[\s\S]*DELETE FROM inbound_requests/);
    }
  });
});
