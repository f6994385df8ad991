// What a request needs before it may run (commands/types.ts `Need`). Each subcommand declares its
// own with its definition (commands/<name>/); here is only what runs no subcommand.
import type { Need, RegisteredCommand } from '../../../commands/types.js';

export type { Need } from '../../../commands/types.js';

/** Text answered with help or a usage message: nothing runs, only who is asking is checked. */
const ANSWER_ONLY: Need = { memberOf: [], audit: { action: 'command', subject: 'usage', detail: {} } };

/** Share posts an answer already shown: whoever may read reports may share their own. */
export const SHARE_NEED: Need = { capability: 'read', memberOf: [], audit: { action: 'command', subject: 'share', detail: {} } };

/** `command` undefined: the text was answered with help or a usage message (no API call). */
export function needOf(command: RegisteredCommand | undefined, request: unknown, channelId: string | undefined): Need {
  return command ? command.need(request, channelId) : ANSWER_ONLY;
}
