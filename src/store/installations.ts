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
  /** Notes that `teamId` belongs to the org-wide install of `enterpriseId` (idempotent). */
  noteOrgWorkspace(teamId: string, enterpriseId: string, now: Date): Promise<void>;
  /**
   * Where a workspace's token is kept: its own install, else the org-wide install it was seen
   * under. Undefined when the workspace has no install (never installed, or uninstalled).
   */
  locate(teamId: string): Promise<(InstallationKey & { orgWide: boolean }) | undefined>;
  /** The workspaces noted under an org-wide install (its uninstall removes each one's data). */
  orgWorkspaces(enterpriseId: string): Promise<string[]>;
  /** Forgets the workspace's install and its org note (uninstall); an org-wide install stays. */
  removeTeam(teamId: string): Promise<void>;
  /** Installations sealed with a key other than `keyId` (a rotation not finished). */
  sealedWithOther(keyId: string): Promise<Array<{ key: InstallationKey; text: string }>>;
  /** Replaces the sealed text, unless the row changed since `fromText` was read (a token refreshed meanwhile). */
  reseal(key: InstallationKey, fromText: string, sealed: { text: string; keyId: string }): Promise<boolean>;
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
      const gone = (await db.query('DELETE FROM slack_installations WHERE enterprise_id = $1 AND team_id = $2 RETURNING team_id', ids(key))).length > 0;
      // An org-wide install removed: its workspaces' notes go with it.
      if (key.enterpriseId && !key.teamId) await db.query('DELETE FROM slack_org_workspaces WHERE enterprise_id = $1', [key.enterpriseId]);
      return gone;
    },
    async noteOrgWorkspace(teamId, enterpriseId, now) {
      await db.query(
        `INSERT INTO slack_org_workspaces (team_id, enterprise_id, seen_at) VALUES ($1, $2, $3)
         ON CONFLICT (team_id) DO UPDATE SET enterprise_id = EXCLUDED.enterprise_id, seen_at = EXCLUDED.seen_at`,
        [teamId, enterpriseId, now],
      );
    },
    async locate(teamId) {
      const own = await db.query('SELECT enterprise_id FROM slack_installations WHERE team_id = $1 LIMIT 1', [teamId]);
      if (own[0]) return { enterpriseId: str(own[0].enterprise_id) || undefined, teamId, orgWide: false };
      const org = await db.query(
        `SELECT w.enterprise_id FROM slack_org_workspaces w JOIN slack_installations i ON i.enterprise_id = w.enterprise_id AND i.team_id = ''
         WHERE w.team_id = $1`,
        [teamId],
      );
      return org[0] ? { enterpriseId: str(org[0].enterprise_id), orgWide: true } : undefined;
    },
    async orgWorkspaces(enterpriseId) {
      return (await db.query('SELECT team_id FROM slack_org_workspaces WHERE enterprise_id = $1', [enterpriseId])).map((r) => str(r.team_id));
    },
    async sealedWithOther(keyId) {
      const rows = await db.query('SELECT enterprise_id, team_id, sealed FROM slack_installations WHERE key_id <> $1', [keyId]);
      return rows.map((r) => ({ key: { enterpriseId: str(r.enterprise_id) || undefined, teamId: str(r.team_id) || undefined }, text: str(r.sealed) }));
    },
    async reseal(key, fromText, sealed) {
      const rows = await db.query(
        'UPDATE slack_installations SET sealed = $4, key_id = $5 WHERE enterprise_id = $1 AND team_id = $2 AND sealed = $3 RETURNING team_id',
        [...ids(key), fromText, sealed.text, sealed.keyId],
      );
      return rows.length > 0;
    },
    async removeTeam(teamId) {
      await db.query('DELETE FROM slack_installations WHERE team_id = $1', [teamId]);
      await db.query('DELETE FROM slack_org_workspaces WHERE team_id = $1', [teamId]);
    },
  };
}
