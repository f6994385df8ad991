// Slack tells the bot when a user group's members change: the access check reads that group's
// members again on its next use instead of waiting for its cache to expire.
import type { App } from '@slack/bolt';
import type { AppDeps } from '../deps.js';

export function registerAccessListeners(app: App, deps: AppDeps): void {
  app.event('subteam_members_changed', async ({ event }) => {
    deps.access.facts.forgetGroup(event.subteam_id);
    deps.logger.info({ group: event.subteam_id }, 'user group members changed; access will read them again');
  });
}
