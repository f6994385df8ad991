// Events. app_home_opened publishes the Home tab: what the bot does and how to ask it.
// With the durable store, Home also manages subscriptions and alerts (src/app/home.ts).
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
}
