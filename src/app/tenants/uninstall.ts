// A workspace that uninstalls the app (`app_uninstalled`) or revokes its bot token
// (`tokens_revoked` naming a bot) leaves nothing behind that could still act for it: its
// reporting connections and their sealed keys, channel bindings, digests (their runs go with them)
// and alerts. Each part is removed through its repository, scoped by the event's team.
import type { App } from '@slack/bolt';
import type { AppDeps } from '../deps.js';

export interface Removed {
  connections: number;
  subscriptions: number;
  alerts: number;
}

export async function forgetWorkspace(deps: AppDeps, teamId: string): Promise<Removed> {
  const store = deps.durable.store;
  const connections = (await store.connections.list(teamId)).length;
  await store.connections.removeTeam(teamId);
  let subscriptions = 0;
  for (const s of await store.subscriptions.list({ teamId })) if (await store.subscriptions.remove(s.id)) subscriptions++;
  let alerts = 0;
  for (const w of await store.watches.list({ teamId })) if (await store.watches.remove(w.id)) alerts++;
  await deps.accounts.refresh(teamId);
  return { connections, subscriptions, alerts };
}

export function registerUninstallListeners(app: App, deps: AppDeps): void {
  const forget = async (teamId: string | undefined, why: string) => {
    if (!teamId) return;
    try {
      const removed = await forgetWorkspace(deps, teamId);
      deps.logger.info({ team: teamId, ...removed }, `${why}: the workspace's data was removed`);
    } catch (err) {
      deps.logger.error({ err, team: teamId }, `${why}: could not remove the workspace's data`);
    }
  };
  app.event('app_uninstalled', async ({ body }) => forget(body.team_id, 'app uninstalled'));
  app.event('tokens_revoked', async ({ event, body }) => {
    // A user token revoked alone leaves the bot installed.
    if (event.tokens.bot?.length) await forget(body.team_id, 'bot token revoked');
  });
}
