// The OAuth mode's installation store over the database: workspace installs by team, org-wide
// installs by enterprise, tokens sealed at rest (no plaintext token in any table), rows of the
// previous encryption key opened and sealed again, and deletion (uninstall).
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Installation } from '@slack/bolt';
import { sealedInstallationStore } from '../../src/app/oauth/installation-store.js';
import { SecretBox } from '../../src/store/index.js';
import { migrate } from '../../src/store/migrations.js';
import { storeOver } from '../../src/store/open.js';
import { connectPgliteMigrated } from '../../src/store/pglite-migrated.js';
import { uniqueSchema } from '../store/backends.js';

const K1 = randomBytes(32);
const K2 = randomBytes(32);

const workspace = (team: string, token: string): Installation<'v2', false> => ({
  team: { id: team, name: team }, enterprise: undefined, user: { id: 'U1', token: undefined, scopes: undefined },
  bot: { token, refreshToken: `xoxe-1-${team}`, expiresAt: 1_900_000_000, scopes: ['commands'], id: 'B1', userId: 'UB1' }, isEnterpriseInstall: false, appId: 'A0ADOPS', tokenType: 'bot', authVersion: 'v2',
});

describe('sealed installation store', () => {
  const schema = uniqueSchema('inst');
  const opened = connectPgliteMigrated({ schema }).then(async (db) => {
    await migrate(db, schema);
    return db;
  });
  afterAll(async () => (await opened).close());

  it('keeps workspaces apart, finds org-wide installs by enterprise, and stores no plaintext token', async () => {
    const db = await opened;
    const store = storeOver(db);
    const installs = sealedInstallationStore(() => store, new SecretBox(K1));
    await installs.storeInstallation(workspace('T1', 'xoxb-secret-one'));
    await installs.storeInstallation(workspace('T2', 'xoxb-secret-two'));
    const org: Installation<'v2', true> = { ...workspace('T9', 'xoxb-secret-org'), team: undefined, enterprise: { id: 'E1', name: 'Org' }, isEnterpriseInstall: true };
    await installs.storeInstallation(org);
    expect((await installs.fetchInstallation({ teamId: 'T1', enterpriseId: undefined, isEnterpriseInstall: false })).bot?.token).toBe('xoxb-secret-one');
    expect((await installs.fetchInstallation({ teamId: 'T2', enterpriseId: undefined, isEnterpriseInstall: false })).bot?.token).toBe('xoxb-secret-two');
    // A workspace of the org, asked for with the org-wide flag, gets the org's install.
    expect((await installs.fetchInstallation({ teamId: 'T5', enterpriseId: 'E1', isEnterpriseInstall: true })).bot?.token).toBe('xoxb-secret-org');
    const rows = await db.query<{ row: string }>('SELECT row_to_json(t)::text AS row FROM slack_installations t');
    expect(rows).toHaveLength(3);
    for (const { row } of rows) expect(row).not.toMatch(/xoxb-|xoxe-/);
  });

  it('opens rows of the previous encryption key after a rotation, and forgets an uninstalled workspace', async () => {
    const store = storeOver(await opened);
    const rotated = sealedInstallationStore(() => store, new SecretBox(K2, [K1]));
    expect((await rotated.fetchInstallation({ teamId: 'T1', enterpriseId: undefined, isEnterpriseInstall: false })).bot?.token).toBe('xoxb-secret-one');
    // Sealed again: the new key alone opens it now.
    const onlyNew = sealedInstallationStore(() => store, new SecretBox(K2));
    expect((await onlyNew.fetchInstallation({ teamId: 'T1', enterpriseId: undefined, isEnterpriseInstall: false })).bot?.token).toBe('xoxb-secret-one');
    await rotated.deleteInstallation!({ teamId: 'T1', enterpriseId: undefined, isEnterpriseInstall: false });
    await expect(rotated.fetchInstallation({ teamId: 'T1', enterpriseId: undefined, isEnterpriseInstall: false })).rejects.toThrow(/no installation/);
    expect((await rotated.fetchInstallation({ teamId: 'T2', enterpriseId: undefined, isEnterpriseInstall: false })).bot?.token).toBe('xoxb-secret-two');
  });
});
