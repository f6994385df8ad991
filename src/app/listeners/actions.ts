// Buttons. "Share to channel" re-runs the command carried in the button's value and posts the
// fresh answer in the channel through the action's response_url, then removes the private copy
// (Slack does not send an ephemeral message's content with the click). App Home's buttons are the
// commands they stand for (`digest pause <id>` …), run through the same pipeline; their effect
// shows in the refreshed Home, so only a problem (or a preview) comes by DM.
import type { App, BlockButtonAction } from '@slack/bolt';
import { HOME_ACTION } from '../../../views/app-home.js';
import { SHARE_ACTION_ID } from '../../../views/share.js';
import type { AppDeps } from '../deps.js';
import { publishHome } from '../home.js';
import { handle, type Asker } from '../pipeline.js';

/** Each App Home button: the command it runs (its value is a subscription or alert id). */
const HOME_COMMANDS: ReadonlyArray<{ action: string; text: (id: string) => string; dmAnswer?: boolean }> = [
  { action: HOME_ACTION.exportNew, text: () => 'export' },
  { action: HOME_ACTION.digestNew, text: () => 'digest add' },
  { action: HOME_ACTION.digest.edit, text: (id) => `digest edit ${id}` },
  { action: HOME_ACTION.digest.pause, text: (id) => `digest pause ${id}` },
  { action: HOME_ACTION.digest.resume, text: (id) => `digest resume ${id}` },
  { action: HOME_ACTION.digest.delete, text: (id) => `digest delete ${id}` },
  { action: HOME_ACTION.digest.run, text: (id) => `digest run ${id}` },
  { action: HOME_ACTION.digest.preview, text: (id) => `digest preview ${id}`, dmAnswer: true },
  { action: HOME_ACTION.watch.pause, text: (id) => `alerts pause ${id}` },
  { action: HOME_ACTION.watch.resume, text: (id) => `alerts resume ${id}` },
  { action: HOME_ACTION.watch.remove, text: (id) => `alerts remove ${id}` },
];

function askerOf(body: BlockButtonAction): Asker {
  return { userId: body.user.id, teamId: body.team?.id ?? body.user.team_id ?? '', channelId: body.channel?.id ?? body.container?.channel_id, triggerId: body.trigger_id };
}

export function registerActionListeners(app: App, deps: AppDeps): void {
  app.action<BlockButtonAction>(SHARE_ACTION_ID, async ({ ack, body, action, client }) => {
    await ack();
    await handle(deps, {
      asker: askerOf(body),
      work: { text: action.value ?? '' },
      delivery: { to: 'response_url', respond: deps.responses.to(body.response_url), visibility: 'in_channel', sharedBy: body.user.id },
      client,
      log: { action: 'share' },
    });
  });

  for (const button of HOME_COMMANDS) {
    app.action<BlockButtonAction>(button.action, async ({ ack, body, action, client }) => {
      await ack();
      const asker = askerOf(body);
      await handle(deps, { asker, work: { text: button.text(action.value ?? '') }, delivery: { to: 'dm', problemsOnly: !button.dmAnswer }, client, log: { action: button.action } });
      await publishHome(deps, client, asker.teamId, asker.userId).catch((err: unknown) => deps.logger.warn({ err }, 'could not refresh App Home'));
    });
  }
  app.action<BlockButtonAction>(HOME_ACTION.refresh, async ({ ack, body, client }) => {
    await ack();
    const asker = askerOf(body);
    await publishHome(deps, client, asker.teamId, asker.userId).catch((err: unknown) => deps.logger.warn({ err }, 'could not refresh App Home'));
  });
}
