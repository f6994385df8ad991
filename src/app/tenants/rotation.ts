// An encryption-key rotation finishes on its own. After the operator sets the new
// ADOPS_ENCRYPTION_KEY and keeps the old one as ADOPS_ENCRYPTION_KEY_PREVIOUS, each instance
// seals every stored secret still sealed with another key — reporting-API keys (api_connections)
// and Slack installations (the OAuth mode's tokens) — again with the current key, in the
// background at start, and logs how many. Once it logged that none is left, the previous key is
// no longer needed (docs/operating.md#key-rotation). Rows are also sealed again when read
// (accounts.ts, oauth/installation-store.ts); both ways never overwrite a secret saved meanwhile.
import type { Logger } from '../../logger.js';
import { installationContext, sealContext, type SecretBox, type Store } from '../../store/index.js';

export interface ResealReport {
  connections: number;
  installations: number;
  /** Rows that did not open with any key given: they stay as they are. */
  failed: number;
}

/** Seals every stored secret not sealed with the current key again with it. */
export async function resealStoredSecrets(store: Store, box: SecretBox, logger: Logger): Promise<ResealReport> {
  const report: ResealReport = { connections: 0, installations: 0, failed: 0 };
  const { connections } = await store.connections.all();
  for (const c of connections.filter((x) => x.keyId !== box.currentId)) {
    try {
      const context = sealContext(c.teamId, c.name);
      await store.connections.reseal(c.teamId, c.id, box.seal(box.open(c.keySealed, context).plain, context));
      report.connections++;
    } catch (err) {
      report.failed++;
      logger.warn({ connection: c.id, err: (err as Error).message }, 'a stored API key could not be sealed again with the current key');
    }
  }
  for (const row of await store.installations.sealedWithOther(box.currentId)) {
    try {
      const context = installationContext(row.key);
      if (await store.installations.reseal(row.key, row.text, box.seal(box.open(row.text, context).plain, context))) report.installations++;
    } catch (err) {
      report.failed++;
      logger.warn({ team: row.key.teamId, enterprise: row.key.enterpriseId, err: (err as Error).message }, 'a stored Slack installation could not be sealed again with the current key');
    }
  }
  return report;
}

/** At start, in the background: the rotation's remaining rows, then one log line with the counts. */
export function finishRotation(store: Store, box: SecretBox, logger: Logger): Promise<void> {
  return resealStoredSecrets(store, box, logger).then(
    (r) => {
      if (r.failed > 0) logger.warn({ ...r, keyId: box.currentId }, 'key rotation not finished: some stored secrets open with neither key; keep ADOPS_ENCRYPTION_KEY_PREVIOUS and see the warnings above');
      else if (r.connections + r.installations > 0) logger.info({ ...r, keyId: box.currentId }, 'key rotation finished: every stored secret is sealed with the current key; ADOPS_ENCRYPTION_KEY_PREVIOUS is no longer needed');
      else logger.debug({ keyId: box.currentId }, 'every stored secret is sealed with the current key');
    },
    (err: unknown) => logger.warn({ err }, 'could not seal stored secrets again with the current key; rows are still sealed again as they are read'),
  );
}
