// Key rotation finishes on its own (src/app/tenants/rotation.ts): with the new key current and the
// old one previous, every stored API key and Slack installation still sealed with the old key is
// sealed again with the new one at start — without waiting for its next use — and one log line
// says how many and that the previous key is no longer needed. Afterwards the new key alone opens
// every row. A secret saved with the new key meanwhile is never overwritten by the old one.
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { finishRotation } from '../../src/app/tenants/rotation.js';
import { installationContext, openStore, sealContext, SecretBox, type Store } from '../../src/store/index.js';
import { uniqueSchema } from '../store/backends.js';

const OLD = randomBytes(32);
const NEW = randomBytes(32);

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'debug' }, new Writable({ write: (chunk: Buffer, _enc, done) => (lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>), done()) }));
  return { logger, lines };
}

describe('key rotation at start', () => {
  let store: Store;
  afterAll(() => store?.close());

  it('seals every stored secret again with the new key, logs the counts, and the new key alone opens them', async () => {
    store = await openStore({ inMemory: true, schema: uniqueSchema('rotate') });
    const old = new SecretBox(OLD);
    const conn = { baseUrl: 'http://127.0.0.1:2/api/v1', keyHint: '••••', account: 'acct_1', permissions: [], createdBy: 'U1' };
    await store.connections.save({ ...conn, teamId: 'T1', name: 'main' }, old.seal('sbx_one', sealContext('T1', 'main')), new Date());
    await store.connections.save({ ...conn, teamId: 'T2', name: 'main' }, old.seal('sbx_two', sealContext('T2', 'main')), new Date());
    const install = { teamId: 'T1' };
    await store.installations.put(install, old.seal('{"bot":{"token":"xoxb-1"}}', installationContext(install)), new Date());

    const rotated = new SecretBox(NEW, [OLD]);
    // Saved after the rotation began: already sealed with the new key, left as it is.
    await store.connections.save({ ...conn, teamId: 'T3', name: 'main' }, rotated.seal('sbx_three', sealContext('T3', 'main')), new Date());
    const { logger, lines } = capture();
    await finishRotation(store, rotated, logger);

    const done = lines.find((l) => String(l.msg).startsWith('key rotation finished'));
    expect(done).toMatchObject({ connections: 2, installations: 1, failed: 0 });
    expect(String(done!.msg)).toContain('ADOPS_ENCRYPTION_KEY_PREVIOUS is no longer needed');
    expect(JSON.stringify(lines)).not.toMatch(/sbx_one|sbx_two|xoxb-1/);

    const alone = new SecretBox(NEW);
    const { connections } = await store.connections.all();
    expect(connections.map((c) => alone.open(c.keySealed, sealContext(c.teamId, c.name)).plain).sort()).toEqual(['sbx_one', 'sbx_three', 'sbx_two']);
    expect(alone.open((await store.installations.get(install))!.text, installationContext(install)).plain).toContain('xoxb-1');

    // A second start finds nothing left to do and says nothing at info level.
    const again = capture();
    await finishRotation(store, rotated, again.logger);
    expect(again.lines.filter((l) => (l.level as number) >= 30)).toEqual([]);
  });

  it('a stale re-seal never overwrites a key saved with the new key meanwhile', async () => {
    const rotated = new SecretBox(NEW, [OLD]);
    const conn = { teamId: 'T4', name: 'main', baseUrl: 'http://127.0.0.1:2/api/v1', keyHint: '••••', account: 'acct_1', permissions: [], createdBy: 'U1' };
    const saved = await store.connections.save(conn, rotated.seal('sbx_replaced', sealContext('T4', 'main')), new Date());
    // What a re-seal read before the replacement would write: the old key's plaintext, newly sealed.
    await store.connections.reseal('T4', saved.id, rotated.seal('sbx_stale', sealContext('T4', 'main')));
    const [row] = await store.connections.list('T4');
    expect(rotated.open(row!.keySealed, sealContext('T4', 'main')).plain).toBe('sbx_replaced');
  });
});
