// Buttons. "Share to channel" posts the answer the user was shown (kept in the store when it was
// shown; the button's value names it) in the channel through the action's response_url, then
// removes the private copy (Slack does not send an ephemeral message's content with the click).
// Every other button stands for a command and is declared with it (commands/<name>/, `buttons`):
// its click runs the command text it gives through the same pipeline as /adops, the answer by DM
// (or only a problem, where the effect shows elsewhere). A click on App Home also redraws Home.
import type { App, BlockButtonAction } from '@slack/bolt';
import type { ButtonDeclaration, RegisteredCommand } from '../../../commands/types.js';
import { HOME_ACTION } from '../../../views/app-home.js';
import { SHARE_ACTION_ID, SHARED_ANSWER_PREFIX } from '../../../views/share.js';
import { edgeFactsOf } from '../access/edge.js';
import type { AppDeps } from '../deps.js';
import { publishHome } from '../home.js';
import { dmDelivery, handle, type Asker } from '../pipeline.js';

/** The command a button runs (App Home, an incident's message, a why answer), or undefined when it runs none. */
export function buttonCommandText(commands: readonly RegisteredCommand[], actionId: string, value: string): string | undefined {
  return commands.flatMap((c) => c.buttons).find((b) => b.id === actionId)?.commandText(value);
}

function askerOf(body: BlockButtonAction): Asker {
  return { userId: body.user.id, teamId: body.team?.id ?? body.user.team_id ?? '', channelId: body.channel?.id ?? body.container?.channel_id, triggerId: body.trigger_id, edge: edgeFactsOf(body) };
}

async function refreshHome(deps: AppDeps, client: Parameters<typeof publishHome>[1], asker: Asker): Promise<void> {
  await publishHome(deps, client, asker.teamId, asker.userId, asker.edge).catch((err: unknown) => deps.logger.warn({ err }, 'could not refresh App Home'));
}

function registerButton(app: App, deps: AppDeps, button: ButtonDeclaration): void {
  app.action<BlockButtonAction>(button.id, async ({ ack, body, action, client }) => {
    await ack();
    const asker = askerOf(body);
    await handle(deps, { asker, work: { text: button.commandText(action.value ?? '') }, delivery: dmDelivery(button.answer), client, log: { action: button.id } });
    // Its effect shows in the redrawn Home.
    if (body.view?.type === 'home') await refreshHome(deps, client, asker);
  });
}

export function registerActionListeners(app: App, deps: AppDeps): void {
  app.action<BlockButtonAction>(SHARE_ACTION_ID, async ({ ack, body, action, client }) => {
    await ack();
    await handle(deps, {
      asker: askerOf(body),
      // A button drawn before answers were kept carries command text: not found, told to run it again.
      work: { sharedAnswer: (action.value ?? '').replace(SHARED_ANSWER_PREFIX, '') },
      delivery: { to: 'response_url', respond: deps.outbox.respond(body.response_url, askerOf(body).teamId), visibility: 'in_channel', sharedBy: body.user.id },
      client,
      log: { action: 'share' },
    });
  });
  for (const command of deps.commands) for (const button of command.buttons) registerButton(app, deps, button);
  app.action<BlockButtonAction>(HOME_ACTION.refresh, async ({ ack, body, client }) => {
    await ack();
    await refreshHome(deps, client, askerOf(body));
  });
}
