// A workspace that uninstalls the app (`app_uninstalled`) or revokes its bot token
// (`tokens_revoked` naming a bot) leaves nothing behind that could still act for it: its Slack
// installation (OAuth mode), its reporting connections and their sealed keys, channel bindings,
// digests (their runs go with them), alerts, exports not yet delivered (and the signed links of
// delivered ones), the answers kept for Share and its access policy (a reinstall starts from the
// defaults, not from limits and admins set before). Each part is removed through its repository,
// scoped by the event's team; an org-wide uninstall removes the org's install too, and an org-wide
// install taken out of a workspace (`team_access_revoked`) removes that workspace's part. The audit log
// (ids only) stays for the default retention, then goes with the daily sweep of teams without a
// policy (../access/gate.ts).
import type { App } from '@slack/bolt';
import type { AppDeps } from '../deps.js';

export interface Removed {
  connections: number;
  subscriptions: number;
  alerts: number;
  exports: number;
  sharedAnswers: number;
  /** 1 when the workspace had an access policy of its own. */
  accessPolicy: number;
}

export async function forgetWorkspace(deps: AppDeps, teamId: string): Promise<Removed> {
  const store = deps.durable.store;
  // The install first: nothing can be posted for the workspace from here on.
  await store.installations.removeTeam(teamId);
  deps.installer?.forget(teamId);
  const connections = (await store.connections.list(teamId)).length;
  await store.connections.removeTeam(teamId);
  let subscriptions = 0;
  for (const s of await store.subscriptions.list({ teamId })) if (await store.subscriptions.remove(s.id)) subscriptions++;
  let alerts = 0;
  for (const w of await store.watches.list({ teamId })) if (await store.watches.remove(w.id)) alerts++;
  const exports = await store.exports.removeTeam(teamId);
  const sharedAnswers = await store.sharedAnswers.removeTeam(teamId);
  await store.wordThreads.removeTeam(teamId);
  const accessPolicy = Number(await store.access.remove(teamId));
  await deps.accounts.refresh(teamId);
  return { connections, subscriptions, alerts, exports, sharedAnswers, accessPolicy };
}

export function registerUninstallListeners(app: App, deps: AppDeps): void {
  const forgetOne = async (teamId: string, why: string) => {
    try {
      const removed = await forgetWorkspace(deps, teamId);
      deps.logger.info({ team: teamId, ...removed }, `${why}: the workspace's data was removed`);
    } catch (err) {
      deps.logger.error({ err, team: teamId }, `${why}: could not remove the workspace's data`);
    }
  };
  const forget = async (body: { team_id?: string; enterprise_id?: string; is_enterprise_install?: boolean }, why: string) => {
    const teams = new Set(body.team_id ? [body.team_id] : []);
    const enterpriseId = body.is_enterprise_install ? body.enterprise_id : undefined;
    if (enterpriseId) {
      // An org-wide install goes for every workspace of the org it was used in, not only the one named.
      try {
        for (const t of await deps.durable.store.installations.orgWorkspaces(enterpriseId)) teams.add(t);
        await deps.durable.store.installations.remove({ enterpriseId });
        deps.installer?.forgetAll();
      } catch (err) {
        deps.logger.error({ err, enterprise: enterpriseId }, `${why}: could not remove the org's install`);
      }
    }
    for (const teamId of teams) await forgetOne(teamId, why);
  };
  app.event('app_uninstalled', async ({ body }) => forget(body, 'app uninstalled'));
  // An org-wide install taken out of some workspaces of its org (the org install itself stays).
  app.event('team_access_revoked', async ({ event }) => {
    for (const teamId of event.team_ids) await forgetOne(teamId, 'workspace removed from the org-wide install');
  });
  app.event('tokens_revoked', async ({ event, body }) => {
    // A user token revoked alone leaves the bot installed.
    if (event.tokens.bot?.length) await forget(body, 'bot token revoked');
  });
}
