// Keys at rest: sealed with AES-256-GCM for one row, opened after a rotation with the previous
// key (and reported stale so it is sealed again), refused when tampered or moved to another row;
// and after connecting, no table of the database holds the plaintext key.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeEncryptionKey, loadConfig, weakKeyProblem } from '../../src/config.js';
import { connectPgliteMigrated } from '../../src/store/pglite-migrated.js';
import { migrate } from '../../src/store/migrations.js';
import { storeOver } from '../../src/store/open.js';
import { maskKey, sealContext, SecretBox } from '../../src/store/index.js';
import { uniqueSchema } from '../store/backends.js';
import { Accounts } from '../../src/app/tenants/accounts.js';
import { createLogger } from '../../src/logger.js';
import { testConfig } from '../support/harness.js';

const K1 = randomBytes(32);
const K2 = randomBytes(32);

describe('SecretBox', () => {
  it('seals and opens; the sealed text names the key, never holds the plaintext', () => {
    const box = new SecretBox(K1);
    const sealed = box.seal('sbx_reports', 'T1/main');
    expect(sealed.text).not.toContain('sbx_reports');
    expect(sealed.text.split(':')[1]).toBe(box.currentId);
    expect(box.open(sealed.text, 'T1/main')).toEqual({ plain: 'sbx_reports', stale: false });
  });

  it('opens a row sealed before a rotation with the previous key, and says it is stale', () => {
    const old = new SecretBox(K1).seal('sbx_full', 'T1/main');
    const rotated = new SecretBox(K2, [K1]);
    expect(rotated.open(old.text, 'T1/main')).toEqual({ plain: 'sbx_full', stale: true });
    expect(() => new SecretBox(K2).open(old.text, 'T1/main')).toThrow(/neither ADOPS_ENCRYPTION_KEY nor ADOPS_ENCRYPTION_KEY_PREVIOUS/);
  });

  it('refuses a sealed key copied to another row or tampered with', () => {
    const box = new SecretBox(K1);
    const sealed = box.seal('sbx_full', 'T1/main');
    expect(() => box.open(sealed.text, 'T2/main')).toThrow(/did not open/);
    const parts = sealed.text.split(':');
    parts[4] = Buffer.from('x'.repeat(8)).toString('base64url');
    expect(() => box.open(parts.join(':'), 'T1/main')).toThrow(/did not open/);
  });

  it('masks keys and reads the environment key as base64 or hex, with plain-word problems', () => {
    expect(maskKey('sbx_reports')).toBe('••••orts');
    expect(maskKey('short')).toBe('••••');
    expect(decodeEncryptionKey(K1.toString('base64'))).toEqual(new Uint8Array(K1));
    expect(decodeEncryptionKey(K1.toString('hex'))).toEqual(new Uint8Array(K1));
    expect(decodeEncryptionKey('too-short')).toBeUndefined();
    expect(() => loadConfig({ ADOPS_ENCRYPTION_KEY: 'nope' })).toThrow(/ADOPS_ENCRYPTION_KEY must be 32 random bytes/);
    expect(loadConfig({ ADOPS_ENCRYPTION_KEY: K1.toString('base64'), ADOPS_ENCRYPTION_KEY_PREVIOUS: K2.toString('hex') }).encryption).toEqual({ current: new Uint8Array(K1), previous: new Uint8Array(K2) });
  });
});

describe('keys that are not random', () => {
  const refusal = (name: string, why: string) => `${name} is not random (${why}): make one with openssl rand -base64 32`;
  const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
    try {
      loadConfig(env);
      return [];
    } catch (err) {
      return (err as { problems: string[] }).problems;
    }
  };

  it.each([
    ['all zero bytes (base64)', Buffer.alloc(32).toString('base64'), 'it has too few different bytes'],
    ['all one byte (hex)', 'ab'.repeat(32), 'it has too few different bytes'],
    ['a short pattern repeated', 'deadbeef'.repeat(8), 'it has too few different bytes'],
    ['16 different bytes repeated', Buffer.from([...Array(16).keys()].map((i) => i * 7 + 3)).toString('hex').repeat(2), 'it repeats a short pattern'],
    ['a counting sequence', Buffer.from([...Array(32).keys()]).toString('hex'), 'it counts up or down'],
    ['a password, not bytes', Buffer.from('correct horse battery staple 42!').toString('base64'), 'it is text, not random bytes'],
  ])('refuses %s, current or previous, saying how to make a good one', (_what, key, why) => {
    expect(problemsOf({ ADOPS_ENCRYPTION_KEY: key })).toEqual([refusal('ADOPS_ENCRYPTION_KEY', why)]);
    expect(problemsOf({ ADOPS_ENCRYPTION_KEY: K1.toString('base64'), ADOPS_ENCRYPTION_KEY_PREVIOUS: key })).toEqual([refusal('ADOPS_ENCRYPTION_KEY_PREVIOUS', why)]);
  });

  it('accepts random keys (a thousand of them)', () => {
    for (let i = 0; i < 1000; i++) expect(weakKeyProblem(randomBytes(32))).toBeUndefined();
  });
});

describe('the GCM tag', () => {
  it('opens only with the full 16-byte tag: a shortened tag does not open even when it is the true prefix', () => {
    const box = new SecretBox(K1);
    const parts = box.seal('sbx_full', 'T1/main').text.split(':');
    expect(Buffer.from(parts[3]!, 'base64url').length).toBe(16);
    for (const bytes of [4, 8, 12, 15]) {
      const cut = [...parts];
      cut[3] = Buffer.from(parts[3]!, 'base64url').subarray(0, bytes).toString('base64url');
      expect(() => box.open(cut.join(':'), 'T1/main'), `${bytes}-byte tag`).toThrow(/did not open/);
    }
  });

  it('opens only with the 12-byte nonce it was sealed with: a nonce of another length is refused', () => {
    const box = new SecretBox(K1);
    const parts = box.seal('sbx_full', 'T1/main').text.split(':');
    for (const iv of [Buffer.alloc(0), Buffer.concat([Buffer.from(parts[2]!, 'base64url'), Buffer.alloc(4)])]) {
      const other = [...parts];
      other[2] = iv.toString('base64url');
      expect(() => box.open(other.join(':'), 'T1/main'), `${iv.length}-byte nonce`).toThrow(/did not open|not in a known format/);
    }
  });
});

describe('connections at rest', () => {
  const schema = uniqueSchema('conn');
  const opened = connectPgliteMigrated({ schema }).then(async (db) => {
    await migrate(db, schema);
    return db;
  });
  afterAll(async () => (await opened).close());

  it('keeps no plaintext key in any table, and the bindings follow their connection', async () => {
    const db = await opened;
    const store = storeOver(db);
    const box = new SecretBox(K1);
    const key = 'sbx_reports_secret_value_42';
    const base = { teamId: 'T1', baseUrl: 'http://127.0.0.1:1/api/v1', keyHint: maskKey(key), account: 'acct_1', permissions: ['reports:read'], createdBy: 'U1' };
    const main = await store.connections.save({ ...base, name: 'main' }, box.seal(key, sealContext('T1', 'main')), new Date());
    const agency = await store.connections.save({ ...base, name: 'agency' }, box.seal(`${key}_b`, sealContext('T1', 'agency')), new Date());
    await store.connections.save({ ...base, teamId: 'T2', name: 'main' }, box.seal('other', sealContext('T2', 'main')), new Date());
    expect([main.isDefault, agency.isDefault]).toEqual([true, false]);
    await store.connections.bind('T1', 'C1', agency.id, 'U1', new Date());
    // Another workspace's connection cannot be bound.
    await store.connections.bind('T2', 'C9', agency.id, 'U1', new Date());
    expect(await store.connections.bindings('T2')).toEqual([]);

    const tables = await db.query<{ table_name: string }>(`SELECT table_name FROM information_schema.tables WHERE table_schema = $1`, [schema]);
    expect(tables.length).toBeGreaterThan(5);
    for (const { table_name } of tables) {
      const rows = await db.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM ${table_name} t`);
      for (const { row } of rows) expect(row, table_name).not.toContain(key);
    }

    expect(await store.connections.remove('T1', 'main')).toBe(true);
    expect((await store.connections.list('T1')).map((c) => [c.name, c.isDefault])).toEqual([['agency', true]]);
    expect(await store.connections.remove('T1', 'agency')).toBe(true);
    expect(await store.connections.bindings('T1')).toEqual([]);
    expect((await store.connections.list('T2')).length).toBe(1);
  });
});

describe('encryption-key rotation', () => {
  const schema = uniqueSchema('rot');
  const opened = connectPgliteMigrated({ schema }).then(async (db) => {
    await migrate(db, schema);
    return db;
  });
  afterAll(async () => (await opened).close());

  it('opens rows sealed with the previous key and seals them again with the new one on first use', async () => {
    const store = storeOver(await opened);
    // The connection's API is the deployment's own (any other origin would be refused at use).
    const conn = { teamId: 'T1', name: 'main', baseUrl: 'http://127.0.0.1:2/api/v1', keyHint: '••••', account: 'acct_1', permissions: [], createdBy: 'U1' };
    await store.connections.save(conn, new SecretBox(K1).seal('sbx_full', sealContext('T1', 'main')), new Date());
    const logger = createLogger({ level: 'silent' });
    const accounts = new Accounts({ config: { ...testConfig({ apiUrl: 'http://127.0.0.1:2/api/v1', apiKey: 'sbx_env' }), encryption: { current: new Uint8Array(K2), previous: new Uint8Array(K1) } }, logger, now: Date.now, store: () => store });
    try {
      await accounts.refresh('T1');
      const connected = accounts.apiFor({ teamId: 'T1' });
      expect(connected.http.baseUrl.href).toBe('http://127.0.0.1:2/api/v1/');
      const box = new SecretBox(K2);
      for (let i = 0; i < 50 && (await store.connections.list('T1'))[0]!.keyId !== box.currentId; i++) await new Promise((r) => setTimeout(r, 20));
      const [row] = await store.connections.list('T1');
      expect(row!.keyId).toBe(box.currentId);
      expect(box.open(row!.keySealed, sealContext('T1', 'main')).plain).toBe('sbx_full');
      // Another workspace, and a channel of none, still get the environment's key.
      const env = accounts.apiFor({ teamId: 'T2', channelId: 'C1' });
      expect(env).not.toBe(connected);
      expect(env.account).not.toBe(connected.account);
    } finally {
      await accounts.close();
    }
  });
});
