// What openStore does with what it finds in DATA_DIR (src/store/pglite-dir.ts): a missing one gets
// a new store; an existing empty one, one without its store, or a store emptied of its files is
// refused in words, and left as it was; a damaged store is said to be damaged, with the recovery
// steps and none of PGlite's internals. One real store is made here, and copied for each case.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, StoreRefusal } from '../../src/store/index.js';

const scratch = mkdtempSync(join(tmpdir(), 'adops-embedded-dir-'));
const made = join(scratch, 'made');
let caseNo = 0;

/** A copy of the store made in beforeAll, in a DATA_DIR of its own. */
function copyOfStore(): string {
  const dir = join(scratch, `case-${++caseNo}`);
  cpSync(made, dir, { recursive: true });
  return dir;
}

function emptyDir(): string {
  const dir = join(scratch, `case-${++caseNo}`);
  mkdirSync(dir);
  return dir;
}

async function refusal(dataDir: string, newStore = false): Promise<string> {
  const err = await openStore({ dataDir, newStore }).then(
    async (store) => {
      await store.close();
      throw new Error('the store opened');
    },
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(StoreRefusal);
  return (err as Error).message;
}

beforeAll(async () => {
  // A missing DATA_DIR is a first start: a new store, no switch needed.
  const store = await openStore({ dataDir: made });
  await store.subscriptions.create({ teamId: 'T1', channelId: 'C1', ownerUserId: 'U1', report: 'network', cron: '0 7 * * 1', timezone: 'UTC' }, null, new Date());
  await store.close();
}, 120_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the embedded store directory', { timeout: 120_000 }, () => {
  it('refuses an existing empty DATA_DIR (an unmounted volume), naming the switch and the restore; leaves it empty', async () => {
    const dir = emptyDir();
    const message = await refusal(dir);
    expect(message).toContain(`DATA_DIR ${dir} exists but is empty`);
    expect(message).toMatch(/mount or restore it/);
    expect(message).toContain('ADOPS_NEW_STORE=1');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('makes a new store in an existing empty DATA_DIR when asked to on purpose', async () => {
    const dir = emptyDir();
    const store = await openStore({ dataDir: dir, newStore: true });
    try {
      expect(await store.subscriptions.list({ teamId: 'T1' })).toEqual([]);
    } finally {
      await store.close();
    }
    expect(readdirSync(dir)).toEqual(['pglite']);
  });

  it('refuses a DATA_DIR that holds other things but no store', async () => {
    const dir = emptyDir();
    writeFileSync(join(dir, 'adops-local.log'), 'a log of an earlier start\n');
    const message = await refusal(dir);
    expect(message).toContain(`DATA_DIR ${dir} holds no store (there is no ${join(dir, 'pglite')})`);
    expect(message).toContain('ADOPS_NEW_STORE=1');
  });

  it('refuses a store emptied of its files, even with the switch, and touches nothing that is left', async () => {
    const emptied = emptyDir();
    mkdirSync(join(emptied, 'pglite'));
    const partly = copyOfStore();
    rmSync(join(partly, 'pglite', 'base'), { recursive: true });
    rmSync(join(partly, 'pglite', 'global'), { recursive: true });
    const leftBefore = readdirSync(join(partly, 'pglite')).sort();
    for (const dir of [emptied, partly]) {
      for (const newStore of [false, true]) {
        const message = await refusal(dir, newStore);
        expect(message).toContain(`The store in ${join(dir, 'pglite')} is missing its files`);
        expect(message).toMatch(/Restore the whole .* directory from a backup/);
        expect(message).toContain(`move ${join(dir, 'pglite')} aside`);
      }
    }
    expect(readdirSync(join(emptied, 'pglite'))).toEqual([]);
    expect(readdirSync(join(partly, 'pglite')).sort()).toEqual(leftBefore);
  });

  it('says a store whose control file is truncated is damaged, with the recovery steps and no PGlite internals', async () => {
    const dir = copyOfStore();
    truncateSync(join(dir, 'pglite', 'global', 'pg_control'), 0);
    const message = await refusal(dir);
    expect(message).toBe(
      `The store in ${join(dir, 'pglite')} is damaged: its database files cannot be read. Restore ${join(dir, 'pglite')} from a backup and start again. ` +
        `To start a new, empty store instead, move ${join(dir, 'pglite')} aside (keep it until you are sure), then start once with ADOPS_NEW_STORE=1.`,
    );
    // What the old open said (PGlite's WebAssembly abort) is gone, and the lock with it.
    expect(message).not.toMatch(/Aborted|ASSERTIONS|wasm/i);
    expect(existsSync(join(dir, 'adops-store.lock'))).toBe(false);
  });

  it('says a store whose tables are overwritten is damaged (PostgreSQL reads invalid pages)', async () => {
    const dir = copyOfStore();
    const database = join(dir, 'pglite', 'base', '5');
    // The bot's own tables and indexes (relfilenodes from 16384 on): PostgreSQL's catalogs still open.
    for (const name of readdirSync(database).filter((n) => /^\d+$/.test(n) && Number(n) >= 16384)) {
      const path = join(database, name);
      const size = statSync(path).size;
      if (size > 0) writeFileSync(path, Buffer.alloc(size, 0x5a));
    }
    const message = await refusal(dir);
    expect(message).toMatch(/^The store in .* is damaged: its database files cannot be read\. Restore /);
    expect(message).not.toMatch(/invalid page|block|relation|base\/5/);
  });

  it('opens the store it made as it is, even when asked for a new one, and says to unset the switch', async () => {
    const dir = copyOfStore();
    const notices: string[] = [];
    const store = await openStore({ dataDir: dir, newStore: true, notice: (m) => notices.push(m) });
    try {
      expect((await store.subscriptions.list({ teamId: 'T1' })).map((s) => s.report)).toEqual(['network']);
    } finally {
      await store.close();
    }
    expect(notices).toEqual([`ADOPS_NEW_STORE=1 is set, but ${dir} holds a store: it was opened as it is. Unset ADOPS_NEW_STORE now.`]);
    expect(readFileSync(join(dir, 'pglite', 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
  });
});
