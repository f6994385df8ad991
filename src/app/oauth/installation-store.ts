// Bolt's InstallationStore over our database, for the OAuth mode (SLACK_CLIENT_ID …). An
// org-wide (Enterprise Grid) install is stored and found by its enterprise alone; any other by
// its team. The whole installation, tokens and refresh tokens included, is sealed with
// ADOPS_ENCRYPTION_KEY (src/store/crypto.ts) before it is written. Bolt's installer refreshes
// rotating tokens through `fetchInstallation` + `storeInstallation`, so background jobs asking the
// installer for a token get a fresh one.
import type { Installation, InstallationQuery, InstallationStore } from '@slack/bolt';
import { AdopsError, ErrorCode } from '../../errors.js';
import { installationContext, type InstallationKey, type SecretBox, type Store } from '../../store/index.js';

function keyOfInstall(i: Installation): InstallationKey {
  return i.isEnterpriseInstall && i.enterprise ? { enterpriseId: i.enterprise.id } : { enterpriseId: i.enterprise?.id, teamId: i.team?.id };
}

function keyOfQuery(q: InstallationQuery<boolean>): InstallationKey {
  return q.isEnterpriseInstall && q.enterpriseId ? { enterpriseId: q.enterpriseId } : { enterpriseId: q.enterpriseId, teamId: q.teamId };
}

/**
 * No install is stored for the workspace or org asked for: never installed, or uninstalled. Thrown
 * here to Bolt (which wraps it in its AuthorizationError, found again with `adopsErrorIn`) and by
 * the installer to background work asking for a workspace's token.
 */
export class NotInstalledError extends AdopsError {
  readonly code = ErrorCode.NotInstalled;
  constructor(key: InstallationKey) {
    super(`no installation for${key.enterpriseId ? ` enterprise ${key.enterpriseId}` : ''}${key.teamId ? ` team ${key.teamId}` : ''}`);
  }
}

/** A workspace's install could not be read just now (the store is down, a token refresh failed): `cause` says why. */
export class InstallationUnreadableError extends AdopsError {
  readonly code = ErrorCode.InstallationUnreadable;
  constructor(cause: unknown) {
    super('the installation could not be read', { cause });
  }
}

export function sealedInstallationStore(store: () => Store, box: SecretBox, now: () => number = Date.now): InstallationStore {
  return {
    async storeInstallation(installation) {
      const key = keyOfInstall(installation);
      await store().installations.put(key, box.seal(JSON.stringify(installation), installationContext(key)), new Date(now()));
    },
    async fetchInstallation(query) {
      const key = keyOfQuery(query);
      const row = await store().installations.get(key);
      if (!row) throw new NotInstalledError(key);
      const opened = box.open(row.text, installationContext(key));
      // Sealed with the previous encryption key: sealed again with the current one.
      if (opened.stale) await store().installations.put(key, box.seal(opened.plain, installationContext(key)), new Date(now()));
      return JSON.parse(opened.plain) as Installation<'v1' | 'v2', boolean>;
    },
    async deleteInstallation(query) {
      await store().installations.remove(keyOfQuery(query));
    },
  };
}
