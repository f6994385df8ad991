// A connection changed on one instance reaches another without a restart and without reading
// every workspace again (issue 29): the other instance's next sync asks which workspace versions
// moved and reads only those. Two stores on one PostgreSQL schema are two instances; PGlite holds
// one instance, so there both Accounts share its store (the same SQL, the same version check).
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { Accounts } from '../../src/app/tenants/accounts.js';
import { createLogger } from '../../src/logger.js';
import { maskKey, sealContext, SecretBox, type Store } from '../../src/store/index.js';
import { announceSkip, backends } from '../store/backends.js';
import { testConfig } from '../support/harness.js';

const KEY = randomBytes(32);
const API_URL = 'http://127.0.0.1:2/api/v1';
const box = new SecretBox(KEY);

function accountsOver(store: Store): Accounts {
  const config = { ...testConfig({ apiUrl: API_URL, apiKey: 'sbx_env' }), encryption: { current: new Uint8Array(KEY) } };
  return new Accounts({ config, logger: createLogger({ level: 'silent' }), now: Date.now, store: () => store });
}

/** Saved as the connect form saves it: the key sealed for its row. */
const connect = (store: Store, teamId: string, name: string, account: string) =>
  store.connections.save(
    { teamId, name, baseUrl: API_URL, keyHint: maskKey(`sbx_${teamId}_${name}`), account, permissions: [], createdBy: 'U1' },
    box.seal(`sbx_${teamId}_${name}`, sealContext(teamId, name)),
    new Date(),
  );

for (const backend of backends()) {
  describe.skipIf(!!backend.skip)(`connections reach other instances by version (${backend.name})`, () => {
    announceSkip(backend);
    afterAll(() => backend.cleanup());

    it('reads only the workspace that changed, and uses its connection without a restart', async () => {
      const [here, there] = [await backend.open(), await backend.open()];
      for (let i = 0; i < 20; i++) await connect(here, `T${i}`, 'main', `acct_${i}`);
      const a = accountsOver(here);
      const b = accountsOver(there);
      try {
        await a.sync();
        await b.sync();
        expect(a.reads).toEqual({ everything: 1, checks: 0, workspaces: 0 });
        expect(b.choose({ teamId: 'T3' }).connection?.account).toBe('acct_3');

        // Nothing changed: a version check, no workspace read.
        await b.sync();
        expect(b.reads).toEqual({ everything: 1, checks: 1, workspaces: 0 });

        // A workspace connects on instance A (which reads it at once, as the connect form does).
        await connect(here, 'TNEW', 'main', 'acct_new');
        await a.refresh('TNEW');
        expect(b.choose({ teamId: 'TNEW' }).connection).toBeUndefined();
        await b.sync();
        expect(b.reads).toEqual({ everything: 1, checks: 2, workspaces: 1 });
        expect(b.choose({ teamId: 'TNEW' }).connection?.account).toBe('acct_new');
        expect(b.apiFor({ teamId: 'TNEW' })).not.toBe(b.apiFor({ teamId: 'T0' }));

        // A second account and a channel bound to it, then the workspace uninstalled: one read each.
        const agency = await connect(here, 'T5', 'agency', 'acct_agency');
        await here.connections.bind('T5', 'C5', agency.id, 'U1', new Date());
        await b.sync();
        expect(b.reads.workspaces).toBe(2);
        expect(b.choose({ teamId: 'T5', channelId: 'C5' })).toMatchObject({ connection: { account: 'acct_agency' }, named: true });
        expect(b.choose({ teamId: 'T5', channelId: 'C6' }).connection?.account).toBe('acct_5');

        await here.connections.removeTeam('T7');
        await b.sync();
        expect(b.reads).toEqual({ everything: 1, checks: 4, workspaces: 3 });
        expect(b.choose({ teamId: 'T7' }).connection).toBeUndefined();
        expect(b.choose({ teamId: 'T8' }).connection?.account).toBe('acct_8');
      } finally {
        await a.close();
        await b.close();
      }
    });
  });
}
