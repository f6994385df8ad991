// Which requests change something (a subscription, an alert, a policy, an export, a post in a
// channel) and which only read. The replay guard (./durable-replays.ts) refuses a request of the
// first kind when it cannot confirm the request is not a repeat, and a slow answer
// (./slow-answer.ts) never gives up on one; one of the second kind may run, or be given up on.
// Nothing is listed twice: a command is judged by the `need` it declares for the access check
// (commands/<name>/: its capability and how its audit entry is written).
import { dispatch } from '../../commands/dispatch.js';
import type { RegisteredCommand } from '../../commands/types.js';
import type { Need } from './access/needs.js';

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
  return requestChangesState(routed.command, routed.request, channelId);
}

/** One parsed request, judged by its need alone. */
export function requestChangesState(command: RegisteredCommand, request: unknown, channelId: string | undefined): boolean {
  return needChangesState(command.need(request, channelId));
}
