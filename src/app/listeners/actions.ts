// Buttons. "Share to channel" posts the answer the user was shown (kept in the store when it was
// shown; the button's value names it) in the channel through the action's response_url, then
// removes the private copy (Slack does not send an ephemeral message's content with the click).
// Every other button stands for a command and is declared with it (commands/<name>/, `buttons`):
// its click runs the command text it gives through the same pipeline as /adops, the answer by DM
// (or only a problem, where the effect shows elsewhere). A click on App Home also redraws Home.
import type { App, BlockButtonAction } from '@slack/bolt';
import type { ButtonDeclaration, RegisteredCommand } from '../../../commands/types.js';
import { currentRequestId } from '../../logger.js';
import { HOME_ACTION } from '../../../views/app-home.js';
import { errorView } from '../../../views/error.js';
import { forChannel, SHARE_ACTION_ID, SHARED_ANSWER_PREFIX } from '../../../views/share.js';
import type { BotMessage } from '../../../views/types.js';
import { edgeFactsOf } from '../access/edge.js';
import { SHARE_NEED } from '../access/needs.js';
import { counted, type CommandOutcome } from '../answer-metrics.js';
import type { AppDeps } from '../deps.js';
import { publishHome } from '../home.js';
import { receivedAtOf } from '../inbox.js';
import { deliver, dmDelivery, handle, newRequestId, type Asker, type Destination } from '../pipeline.js';

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
  app.action<BlockButtonAction>(button.id, async ({ ack, body, action, client, context }) => {
    await ack();
    const asker = askerOf(body);
    const work = { text: button.commandText(action.value ?? '') };
    await handle(deps, { asker, work, delivery: dmDelivery(button.answer), client, log: { action: button.id }, arrivedAt: receivedAtOf(context) });
    // Its effect shows in the redrawn Home.
    if (body.view?.type === 'home') await refreshHome(deps, client, asker);
  });
}

/**
 * Share: posts the answer the user was shown, as stored when it was shown (never a second run: that
 * could create a second digest or alert, post a digest again, or show other numbers).
 */
async function share(deps: AppDeps, to: Destination, answerId: string): Promise<void> {
  const { asker } = to;
  const reqId = currentRequestId(deps.logger) ?? newRequestId();
  const logger = deps.logger.child({ sub: 'share', user: asker.userId, team: asker.teamId, action: 'share' });
  const say = (message: BotMessage, o: { commandText?: string; command?: string } = {}) => counted(deps.metrics, 'response_url', deliver(deps, to, message, { reqId, logger, ...o }));
  let outcome: CommandOutcome = 'failed';
  try {
    const admitted = await deps.access.check(to.client, asker, SHARE_NEED);
    if (!admitted.ok) {
      outcome = 'refused';
      return await say(admitted.message);
    }
    const stored = await deps.durable.store.sharedAnswers.find(answerId, asker.teamId, asker.userId);
    if (!stored) return await say(errorView({ what: 'That answer can no longer be shared: answers can be shared for a day after they are shown.', next: 'Run the command again and share the new answer.' }));
    await say(forChannel(stored.message as BotMessage, stored.userId), { commandText: stored.commandText, command: stored.command });
    outcome = 'answered';
  } catch (err) {
    logger.error({ err }, 'could not share the answer');
    await deliver(deps, to, errorView({ what: 'I could not share that answer.', next: 'Try again in a minute, or run the command again.' }, reqId), { reqId, logger }).catch(() => undefined);
  } finally {
    deps.metrics.commands.inc({ command: 'share', outcome });
  }
}

export function registerActionListeners(app: App, deps: AppDeps): void {
  app.action<BlockButtonAction>(SHARE_ACTION_ID, async ({ ack, body, action, client }) => {
    await ack();
    const asker = askerOf(body);
    const delivery = { to: 'response_url', respond: deps.outbox.respond(body.response_url, asker.teamId), visibility: 'in_channel', sharedBy: body.user.id } as const;
    // A button drawn before answers were kept carries command text: not found, told to run it again.
    await share(deps, { asker, delivery, client }, (action.value ?? '').replace(SHARED_ANSWER_PREFIX, ''));
  });
  for (const command of deps.commands) for (const button of command.buttons) registerButton(app, deps, button);
  app.action<BlockButtonAction>(HOME_ACTION.refresh, async ({ ack, body, client }) => {
    await ack();
    await refreshHome(deps, client, askerOf(body));
  });
}
