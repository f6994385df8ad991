// What an answer carries around it: a private answer gets a "Share to channel" button whose value
// is the command text; a shared one says who shared it and what was asked. Fitted within Slack's
// limits together with the answer's own blocks.
//
// An answer holding a link meant for the asker alone (a signed download link: whoever has it
// can download the file) marks that block with PRIVATE_LINK_BLOCK_ID, and is offered no Share
// button: sharing would post the link in the channel and remove the private copy.
import { actions, button, context, esc } from './blocks.js';
import { fitMessage, LIMITS } from './limits.js';
import type { BotMessage, KnownBlock } from './types.js';

export const SHARE_ACTION_ID = 'adops_share';
export const PRIVATE_LINK_BLOCK_ID = 'adops_private_link';

export interface ShareChrome {
  visibility: 'ephemeral' | 'in_channel';
  /** The text after /adops: the Share button's value, or the "shared by" line. */
  commandText?: string;
  sharedBy?: string;
}

export function withShareChrome(message: BotMessage, opts: ShareChrome): KnownBlock[] {
  const extra: KnownBlock[] = [];
  const text = opts.commandText;
  const holdsPrivateLink = message.blocks.some((b) => b.block_id === PRIVATE_LINK_BLOCK_ID);
  if (opts.visibility === 'ephemeral' && message.kind === 'answer' && !holdsPrivateLink && text && text.length <= LIMITS.buttonValue) {
    extra.push(actions([button('Share to channel', SHARE_ACTION_ID, text)], 'adops_share_block'));
  }
  if (opts.visibility === 'in_channel' && opts.sharedBy) {
    extra.push(context(`Shared by <@${opts.sharedBy}> · \`/adops ${esc(text ?? '')}\``));
  }
  return [...fitMessage(message.blocks, { reserveBlocks: extra.length, reserveChars: 200 }), ...extra];
}
