// Slack installations of the OAuth mode (src/app/oauth/installation-store.ts seals and opens them):
// keyed by enterprise and team, '' standing for "none" — an org-wide install has no team, a
// workspace outside Enterprise Grid no enterprise. This file stores sealed text only.
import type { Db } from './db.js';
import { str } from './rows.js';

export interface InstallationKey {
  enterpriseId?: string;
  teamId?: string;
}

export interface InstallationsRepo {
  put(key: InstallationKey, sealed: { text: string; keyId: string }, now: Date): Promise<void>;
  get(key: InstallationKey): Promise<{ text: string; keyId: string } | undefined>;
  remove(key: InstallationKey): Promise<boolean>;
}

const ids = (k: InstallationKey) => [k.enterpriseId ?? '', k.teamId ?? ''];

/** What an installation is sealed for: a row's sealed text opens for that row only. */
export const installationContext = (k: InstallationKey): string => `installation/${ids(k).join('/')}`;

export function installationsRepo(db: Db): InstallationsRepo {
  return {
    async put(key, sealed, now) {
      await db.query(
        `INSERT INTO slack_installations (enterprise_id, team_id, sealed, key_id, installed_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (enterprise_id, team_id) DO UPDATE SET sealed = EXCLUDED.sealed, key_id = EXCLUDED.key_id, installed_at = EXCLUDED.installed_at`,
        [...ids(key), sealed.text, sealed.keyId, now],
      );
    },
    async get(key) {
      const rows = await db.query('SELECT sealed, key_id FROM slack_installations WHERE enterprise_id = $1 AND team_id = $2', ids(key));
      return rows[0] && { text: str(rows[0].sealed), keyId: str(rows[0].key_id) };
    },
    async remove(key) {
      return (await db.query('DELETE FROM slack_installations WHERE enterprise_id = $1 AND team_id = $2 RETURNING team_id', ids(key))).length > 0;
    },
  };
}
