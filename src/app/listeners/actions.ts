// Button clicks. "Share to channel" re-runs the command carried in the button's value and posts
// the fresh answer in the channel through the action's response_url, then removes the private
// copy. Re-running (rather than copying blocks) is needed because Slack does not send the
// content of an ephemeral message with the click, and a value holds at most 2,000 characters.
import type { App, BlockButtonAction } from '@slack/bolt';
import { dispatch } from '../../../commands/dispatch.js';
import { answer } from '../answer.js';
import { buildCommandContext } from '../command-context.js';
import type { AppDeps } from '../deps.js';
import { deliver, deliverBusy, SHARE_ACTION_ID } from '../deliver.js';
import { BusyError } from '../work-queue.js';
import { newRequestId } from './commands.js';

export function registerActionListeners(app: App, deps: AppDeps): void {
  app.action<BlockButtonAction>(SHARE_ACTION_ID, async ({ ack, body, action, client }) => {
    await ack();
    const reqId = newRequestId();
    const respond = deps.responses.to(body.response_url);
    const text = action.value ?? '';
    const logger = deps.logger.child({ reqId, action: 'share', user: body.user.id, team: body.team?.id });
    try {
      await deps.answers.run(async () => {
        const routed = dispatch(deps.commands, text);
        if (routed.kind === 'reply') {
          await deliver(respond, routed.message, { visibility: 'ephemeral', reqId, logger });
          return;
        }
        const channelId = body.channel?.id ?? body.container?.channel_id;
        const info = { userId: body.user.id, teamId: body.team?.id, channelId, visibility: 'in_channel' as const, reqId };
        const message = await answer(routed.command, routed.request, buildCommandContext(deps, client, info, logger), reqId, logger);
        if (message.kind !== 'answer') {
          // Failures stay private: nobody in the channel needs to see them.
          await deliver(respond, message, { visibility: 'ephemeral', reqId, logger });
          return;
        }
        await deliver(respond, message, { visibility: 'in_channel', commandText: routed.text, sharedBy: body.user.id, reqId, logger });
        await respond({ delete_original: true });
        logger.info('answer shared');
      });
    } catch (err) {
      if (err instanceof BusyError) await deliverBusy(respond, reqId, logger);
      else logger.error({ err }, 'could not share the answer');
    }
  });
}
