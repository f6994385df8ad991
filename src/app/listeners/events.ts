// Events. app_home_opened publishes the Home tab: what the bot does and how to ask it.
// (Issue 6 replaces the view with subscriptions and alerts managed from App Home.)
import type { App } from '@slack/bolt';
import { homeView } from '../../../views/home.js';
import type { AppDeps } from '../deps.js';
import { slackCall } from '../slack-io.js';

export function registerEventListeners(app: App, deps: AppDeps): void {
  app.event('app_home_opened', async ({ event, client }) => {
    if (event.tab !== 'home') return;
    try {
      await slackCall(() => client.views.publish({ user_id: event.user, view: homeView(deps.commands) }));
    } catch (err) {
      deps.logger.warn({ err, user: event.user }, 'could not publish the Home tab');
    }
  });
}
