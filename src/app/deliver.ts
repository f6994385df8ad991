// Posting an answer through response_url. Private answers get a "Share to channel" button whose
// value is the command text; shared answers say who shared them and what was asked.
import type { Logger } from '../logger.js';
import type { Respond } from './response-url.js';
import { actions, button, context, esc, section } from '../../views/blocks.js';
import { errorView } from '../../views/error.js';
import { fitMessage, LIMITS } from '../../views/limits.js';
import type { BotMessage, KnownBlock } from '../../views/types.js';

export const SHARE_ACTION_ID = 'adops_share';

export interface DeliverOptions {
  visibility: 'ephemeral' | 'in_channel';
  /** The text after /adops; gives the Share button (private answers) or the "shared by" line. */
  commandText?: string;
  sharedBy?: string;
  reqId: string;
  logger: Logger;
}

export function decorate(message: BotMessage, opts: Omit<DeliverOptions, 'logger' | 'reqId'>): KnownBlock[] {
  const extra: KnownBlock[] = [];
  const text = opts.commandText;
  if (opts.visibility === 'ephemeral' && message.kind === 'answer' && text && text.length <= LIMITS.buttonValue) {
    extra.push(actions([button('Share to channel', SHARE_ACTION_ID, text)], 'adops_share_block'));
  }
  if (opts.visibility === 'in_channel' && opts.sharedBy) {
    extra.push(context(`Shared by <@${opts.sharedBy}> · \`/adops ${esc(text ?? '')}\``));
  }
  return [...fitMessage(message.blocks, { reserveBlocks: extra.length, reserveChars: 200 }), ...extra];
}

/**
 * Posts the message. If Slack refuses it (a bug on our side: invalid_blocks and the like),
 * posts a plain-text apology instead so the user is never left without an answer.
 */
export async function deliver(respond: Respond, message: BotMessage, opts: DeliverOptions): Promise<void> {
  const blocks = decorate(message, opts);
  try {
    await respond({ response_type: opts.visibility, replace_original: false, text: message.text.slice(0, 3_000), blocks });
  } catch (err) {
    opts.logger.error({ err: describeRespondError(err), blocks: blocks.length }, 'Slack refused the answer');
    await respond({
      response_type: 'ephemeral',
      replace_original: false,
      text: `Slack refused the answer I built (reference ${opts.reqId}). Please tell the bot's maintainers.`,
      blocks: [section(`:x: Slack refused the answer I built. Reference \`${opts.reqId}\`; please tell the bot’s maintainers.`, 'adops_error')],
    });
  }
}

/** Said at once when too many answers are waiting (load shedding). */
export async function deliverBusy(respond: Respond, reqId: string, logger: Logger): Promise<void> {
  logger.warn('answer queue full: told the user to retry');
  await deliver(
    respond,
    errorView({ what: 'I am answering a lot of requests right now and could not take yours.', next: 'Try again in a minute.' }, reqId),
    { visibility: 'ephemeral', reqId, logger },
  ).catch(() => undefined);
}

/** The status and Slack's error code only; never the URL itself (it is a bearer capability). */
function describeRespondError(err: unknown): object {
  const e = err as { status?: unknown; name?: string; slackError?: unknown };
  return { type: e.name, status: typeof e.status === 'number' ? e.status : undefined, slackError: e.slackError };
}
