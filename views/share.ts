// What an answer carries around it: a private answer gets a "Share to channel" button whose value
// is the command text; a shared one says who shared it and what was asked. Fitted within Slack's
// limits together with the answer's own blocks.
import { actions, button, context, esc } from './blocks.js';
import { fitMessage, LIMITS } from './limits.js';
import type { BotMessage, KnownBlock } from './types.js';

export const SHARE_ACTION_ID = 'adops_share';

export interface ShareChrome {
  visibility: 'ephemeral' | 'in_channel';
  /** The text after /adops: the Share button's value, or the "shared by" line. */
  commandText?: string;
  sharedBy?: string;
}

export function withShareChrome(message: BotMessage, opts: ShareChrome): KnownBlock[] {
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
