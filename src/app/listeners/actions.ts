// Buttons. "Share to channel" posts the answer the user was shown (kept in the store when it was
// shown; the button's value names it) in the channel through the action's response_url, then
// removes the private copy (Slack does not send an ephemeral message's content with the click). App Home's buttons are the
// commands they stand for (`digest pause <id>` …), run through the same pipeline; their effect
// shows in the refreshed Home, so only a problem (or a preview) comes by DM.
import type { App, BlockButtonAction } from '@slack/bolt';
import { ALERT_ACTION } from '../../../views/alert-incident.js';
import { HOME_ACTION } from '../../../views/app-home.js';
import { SHARE_ACTION_ID, SHARED_ANSWER_PREFIX } from '../../../views/share.js';
import { WHY_ACTION } from '../../../views/why.js';
import { edgeFactsOf } from '../access/edge.js';
import type { AppDeps } from '../deps.js';
import { publishHome } from '../home.js';
import { handle, type Asker } from '../pipeline.js';

/** Each App Home button: the command it runs (its value is a subscription or alert id). */
const HOME_COMMANDS: ReadonlyArray<{ action: string; text: (id: string) => string; dmAnswer?: boolean }> = [
  { action: HOME_ACTION.exportNew, text: () => 'export' },
  { action: HOME_ACTION.accessEdit, text: () => 'access edit' },
  { action: HOME_ACTION.connect, text: () => 'connect' },
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

/**
 * Buttons on a metric incident's message (views/alert-incident.ts): acknowledge and snooze show in
 * the redrawn message, so only a problem comes by DM; the breakdown is answered by DM. The
 * breakdown button carries its command; anything else in its value is not run.
 */
const ALERT_COMMANDS: ReadonlyArray<{ action: string; text: (value: string) => string; dmAnswer?: boolean }> = [
  { action: ALERT_ACTION.ack, text: (id) => `alerts ack ${id}` },
  { action: ALERT_ACTION.snoozeHour, text: (id) => `alerts snooze ${id} 1h` },
  { action: ALERT_ACTION.snoozeDay, text: (id) => `alerts snooze ${id} 1d` },
  { action: ALERT_ACTION.breakdown, text: (cmd) => (cmd.startsWith('breakdown ') ? cmd : 'breakdown'), dmAnswer: true },
  { action: ALERT_ACTION.mute, text: (v) => `alerts mute ${v}` },
  // `why` buttons (views/why.ts): a drill on a why answer, Explain on an incident or a revenue answer.
  // They carry their command; anything but a `why …` in their value is not run.
  { action: WHY_ACTION.drill, text: whyText, dmAnswer: true },
  { action: WHY_ACTION.explain, text: whyText, dmAnswer: true },
];

function whyText(value: string): string {
  return value.startsWith('why ') ? value : 'why';
}

/** The command a button runs (App Home, an incident's message), or undefined when it runs none. */
export function buttonCommandText(actionId: string, value: string): string | undefined {
  return [...HOME_COMMANDS, ...ALERT_COMMANDS].find((b) => b.action === actionId)?.text(value);
}

function askerOf(body: BlockButtonAction): Asker {
  return { userId: body.user.id, teamId: body.team?.id ?? body.user.team_id ?? '', channelId: body.channel?.id ?? body.container?.channel_id, triggerId: body.trigger_id, edge: edgeFactsOf(body) };
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

  for (const button of HOME_COMMANDS) {
    app.action<BlockButtonAction>(button.action, async ({ ack, body, action, client }) => {
      await ack();
      const asker = askerOf(body);
      await handle(deps, { asker, work: { text: button.text(action.value ?? '') }, delivery: { to: 'dm', problemsOnly: !button.dmAnswer }, client, log: { action: button.action } });
      await publishHome(deps, client, asker.teamId, asker.userId, asker.edge).catch((err: unknown) => deps.logger.warn({ err }, 'could not refresh App Home'));
    });
  }
  for (const button of ALERT_COMMANDS) {
    app.action<BlockButtonAction>(button.action, async ({ ack, body, action, client }) => {
      await ack();
      await handle(deps, { asker: askerOf(body), work: { text: button.text(action.value ?? '') }, delivery: { to: 'dm', problemsOnly: !button.dmAnswer }, client, log: { action: button.action } });
    });
  }
  app.action<BlockButtonAction>(HOME_ACTION.refresh, async ({ ack, body, client }) => {
    await ack();
    const asker = askerOf(body);
    await publishHome(deps, client, asker.teamId, asker.userId, asker.edge).catch((err: unknown) => deps.logger.warn({ err }, 'could not refresh App Home'));
  });
}
