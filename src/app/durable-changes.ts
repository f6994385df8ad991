// Which Slack requests change something (a subscription, an alert, a policy, an export, a post in a
// channel) and which only read. The replay guard (./durable-replays.ts) refuses a request of the
// first kind when it cannot confirm the request is not a repeat; one of the second kind may run.
// Nothing is listed twice: a command is judged by what ./access/needs.ts already declares for it
// (its capability and how its audit entry is written), a button by the command it runs.
import { dispatch } from '../../commands/dispatch.js';
import type { RegisteredCommand } from '../../commands/types.js';
import { HOME_ACTION } from '../../views/app-home.js';
import { SHARE_ACTION_ID } from '../../views/share.js';
import { needOf, type Need } from './access/needs.js';
import { buttonCommandText } from './listeners/actions.js';

type Body = Record<string, unknown>;

/**
 * Reads only: no capability beyond `read`, and audited as a plain command. Anything else (manage,
 * export, admin; or an entry of its own such as `alerts ack`'s) counts as a change — a read that is
 * misjudged as a change is merely refused while the store is slow, never run twice.
 */
export function needChangesState(need: Need): boolean {
  return need.audit.action !== 'command' || (need.capability !== undefined && need.capability !== 'read');
}

/** What `/adops <text>` (or a button's command) would do, judged before it runs. */
export function textChangesState(commands: readonly RegisteredCommand[], text: string, channelId: string | undefined): boolean {
  const routed = dispatch(commands, text);
  // Help and usage answers run nothing.
  if (routed.kind === 'reply') return false;
  return needChangesState(needOf(routed.command.name, routed.request, channelId));
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** True when running `body` twice could change something twice; unknown kinds count as changes. */
export function changesState(commands: readonly RegisteredCommand[], body: Body): boolean {
  // Events: App Home is drawn again, an install or a cached group is forgotten — each harmless twice.
  if (body.type === 'event_callback') return false;
  // Every form saves something (an export request, a digest, the access policy, a connection).
  if (body.type === 'view_submission') return true;
  if (str(body.command) !== undefined) return textChangesState(commands, str(body.text) ?? '', str(body.channel_id));
  if (body.type === 'block_actions') {
    const view = body.view as { type?: unknown } | undefined;
    // A change in an open form only re-renders it (./listeners/views.ts).
    if (view?.type === 'modal') return false;
    const action = (Array.isArray(body.actions) ? body.actions[0] : undefined) as { action_id?: unknown; value?: unknown } | undefined;
    const actionId = str(action?.action_id) ?? '';
    // Share posts the answer in the channel: twice would be two posts.
    if (actionId === SHARE_ACTION_ID) return true;
    const text = buttonCommandText(actionId, str(action?.value) ?? '');
    if (text === undefined) return actionId !== HOME_ACTION.refresh;
    const channel = body.channel as { id?: unknown } | undefined;
    return textChangesState(commands, text, str(channel?.id));
  }
  return true;
}
