// The /adops slash command: ack at once (before anything else, even parsing), then parse, run
// and answer through response_url — privately, with a Share button. Answer work goes through
// deps.answers (bounded). Under `npm start` the front thread has already acked (src/app/threads).
import { randomUUID } from 'node:crypto';
import type { App } from '@slack/bolt';
import { dispatch } from '../../../commands/dispatch.js';
import { answer } from '../answer.js';
import { buildCommandContext } from '../command-context.js';
import type { AppDeps } from '../deps.js';
import { deliver, deliverBusy } from '../deliver.js';
import { BusyError } from '../work-queue.js';

export const SLASH_COMMAND = '/adops';

export function newRequestId(): string {
  return randomUUID().slice(0, 8);
}

export function registerCommandListeners(app: App, deps: AppDeps): void {
  app.command(SLASH_COMMAND, async ({ command, ack, client }) => {
    await ack();
    const reqId = newRequestId();
    const respond = deps.responses.to(command.response_url);
    const routed = dispatch(deps.commands, command.text ?? '');
    const logger = deps.logger.child({
      reqId,
      sub: routed.kind === 'run' ? routed.command.name : 'help',
      user: command.user_id,
      team: command.team_id,
    });
    logger.info({ chars: command.text?.length ?? 0 }, 'command received');
    try {
      await deps.answers.run(async () => {
        if (routed.kind === 'reply') {
          await deliver(respond, routed.message, { visibility: 'ephemeral', reqId, logger });
          return;
        }
        const info = { userId: command.user_id, teamId: command.team_id, channelId: command.channel_id, visibility: 'ephemeral' as const, reqId };
        const ctx = buildCommandContext(deps, client, info, logger);
        const message = await answer(routed.command, routed.request, ctx, reqId, logger);
        await deliver(respond, message, { visibility: 'ephemeral', commandText: routed.text, reqId, logger });
      });
    } catch (err) {
      if (err instanceof BusyError) await deliverBusy(respond, reqId, logger);
      else logger.error({ err }, 'could not answer the command');
    }
  });
}
