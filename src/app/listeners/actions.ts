// Buttons. "Share to channel" posts the answer the user was shown (kept when it was shown; the
// button's value names it) in the channel through the action's response_url, then removes the
// private copy. Every other button stands for a command and is declared with it (commands/<name>/,
// `buttons`): its click runs the command text it gives down the same chain as /adops, the answer
// by DM (or only a problem, where the effect shows elsewhere). Both were read into the request
// value before the replay guard (../request.ts). A click on App Home also redraws Home.
import type { App, BlockButtonAction } from '@slack/bolt';
import { HOME_ACTION } from '../../../views/app-home.js';
import { SHARE_ACTION_ID } from '../../../views/share.js';
import type { AppDeps } from '../deps.js';
import { publishHome } from '../home.js';
import { answerIn } from '../pipeline.js';
import { clickAsker } from '../request.js';

async function refreshHome(deps: AppDeps, client: Parameters<typeof publishHome>[1], body: BlockButtonAction): Promise<void> {
  const asker = clickAsker(body as unknown as Record<string, unknown>);
  await publishHome(deps, client, asker.teamId, asker.userId, asker.edge).catch((err: unknown) => deps.logger.warn({ err }, 'could not refresh App Home'));
}

export function registerActionListeners(app: App, deps: AppDeps): void {
  const buttons = [SHARE_ACTION_ID, ...deps.commands.flatMap((c) => c.buttons.map((b) => b.id))];
  for (const id of buttons) {
    app.action<BlockButtonAction>(id, async ({ ack, body, client, context }) => {
      await ack();
      await answerIn(deps, context, client);
      // Its effect shows in the redrawn Home.
      if (body.view?.type === 'home') await refreshHome(deps, client, body);
    });
  }
  app.action<BlockButtonAction>(HOME_ACTION.refresh, async ({ ack, body, client }) => {
    await ack();
    await refreshHome(deps, client, body);
  });
}
