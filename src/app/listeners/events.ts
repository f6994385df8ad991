// Events. app_home_opened publishes the Home tab: what the bot does and how to ask it (with the
// durable store, Home also manages subscriptions and alerts: ../home.ts). When a user group's
// members change, the access check reads that group's members again on its next use instead of
// waiting for its cache to expire.
import type { App } from '@slack/bolt';
import type { AppDeps } from '../deps.js';
import { edgeFactsOf } from '../access/edge.js';
import { publishHome } from '../home.js';

export function registerEventListeners(app: App, deps: AppDeps): void {
  app.event('app_home_opened', async ({ event, body, client }) => {
    if (event.tab !== 'home') return;
    try {
      await publishHome(deps, client, body.team_id, event.user, edgeFactsOf(body));
    } catch (err) {
      deps.logger.warn({ err, user: event.user }, 'could not publish the Home tab');
    }
  });
  app.event('subteam_members_changed', async ({ event }) => {
    deps.access.facts.forgetGroup(event.subteam_id);
    deps.logger.info({ group: event.subteam_id }, 'user group members changed; access will read them again');
  });
}
