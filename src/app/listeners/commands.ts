// The /adops slash command: ack at once (before anything else, even parsing), then the one
// pipeline (../pipeline.ts) answers through response_url — privately, with a Share button.
import type { App } from '@slack/bolt';
import type { AppDeps } from '../deps.js';
import { edgeFactsOf } from '../access/edge.js';
import { notedOf, receivedAtOf } from '../inbox.js';
import { handle } from '../pipeline.js';

export const SLASH_COMMAND = '/adops';

export function registerCommandListeners(app: App, deps: AppDeps): void {
  app.command(SLASH_COMMAND, async ({ command, ack, client, context }) => {
    await ack();
    await handle(deps, {
      asker: { userId: command.user_id, teamId: command.team_id, channelId: command.channel_id, triggerId: command.trigger_id, edge: edgeFactsOf(command) },
      work: { text: command.text ?? '' },
      delivery: { to: 'response_url', respond: deps.outbox.respond(command.response_url, command.team_id), visibility: 'ephemeral' },
      client,
      log: { chars: command.text?.length ?? 0 },
      arrivedAt: receivedAtOf(context),
      noted: notedOf(context),
    });
  });
}
