// What an answer carries around it: a private answer gets a "Share to channel" button whose value
// names the answer as it was shown (stored: Share posts that, it never runs the command again); a
// shared one says who shared it and what was asked. Fitted within Slack's limits together with
// the answer's own blocks.
//
// An answer holding a link meant for the asker alone (a signed download link: whoever has it
// can download the file) marks that block with PRIVATE_LINK_BLOCK_ID, and is offered no Share
// button: sharing would post the link in the channel and remove the private copy.
import { actions, button, context, esc } from './blocks.js';
import { fitMessage } from './limits.js';
import type { BotMessage, KnownBlock } from './types.js';

export const SHARE_ACTION_ID = 'adops_share';
export const PRIVATE_LINK_BLOCK_ID = 'adops_private_link';
/** Where an answer's file went (the asker's DM); a shared answer names whose DM instead. */
export const YOUR_DM = 'your DM with the bot';
/** The Share button's value: this prefix and the stored answer's id. */
export const SHARED_ANSWER_PREFIX = 'answer:';

export interface ShareChrome {
  visibility: 'ephemeral' | 'in_channel';
  /** The text after /adops: shown in the "shared by" line. */
  commandText?: string;
  /** The Share button's value (a stored answer); no button without it. */
  shareValue?: string;
  sharedBy?: string;
}

/** Whether a private answer may be offered a Share button at all: not help or a person's own lists (`shareable: false`). */
export function canShare(message: BotMessage): boolean {
  return message.kind === 'answer' && message.shareable !== false && !message.blocks.some((b) => b.block_id === PRIVATE_LINK_BLOCK_ID);
}

export function withShareChrome(message: BotMessage, opts: ShareChrome): KnownBlock[] {
  const extra: KnownBlock[] = [];
  if (opts.visibility === 'ephemeral' && opts.shareValue && canShare(message)) {
    extra.push(actions([button('Share to channel', SHARE_ACTION_ID, opts.shareValue)], 'adops_share_block'));
  }
  if (opts.visibility === 'in_channel' && opts.sharedBy) {
    extra.push(context(`Shared by <@${opts.sharedBy}> · \`/adops ${esc(opts.commandText ?? '')}\``));
  }
  return [...fitMessage(message.blocks, { reserveBlocks: extra.length, reserveChars: 200 }), ...extra];
}

// @channel, @here, @everyone and user-group mentions that were harmless in a private answer (an
// alert list names the groups it notifies) would ping a whole channel once shared: kept as words.
const MASS_MENTION = /<!(subteam\^[A-Z0-9]+|channel|here|everyone)(?:\|([^>]*))?>/g;

function quiet(text: string): string {
  return text.replace(MASS_MENTION, (_m, what: string, label?: string) => {
    if (!what.startsWith('subteam^')) return `@${what}`;
    return label ? `${label.startsWith('@') ? '' : '@'}${label}` : `group ${what.slice('subteam^'.length)}`;
  });
}

function quietDeep(value: unknown): unknown {
  if (typeof value === 'string') return quiet(value);
  if (Array.isArray(value)) return value.map(quietDeep);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, quietDeep(v)]));
  return value;
}

/**
 * The answer as it goes into a channel: no mention in it pings more than one person, and a file
 * it mentions is said to be in the DM of the person who asked (it stays private to them).
 */
export function forChannel(message: BotMessage, askerId: string): BotMessage {
  const quieted = quietDeep(message) as BotMessage;
  return JSON.parse(JSON.stringify(quieted).replaceAll(YOUR_DM, `the DM of <@${askerId}> with the bot (private to them)`)) as BotMessage;
}
