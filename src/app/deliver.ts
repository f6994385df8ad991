// THE delivery of an answer (the chain's last Slack step, ./pipeline.ts; words' clarifications too):
// a message goes to the response_url (private, with a Share button; or shared in the channel), to
// the user's DM, or to a plain-words question's thread — each through the block fallback
// (src/outbox/block-refusal.ts: a workspace whose Slack refuses a block type gets the message
// without it).
import type { Logger } from '../logger.js';
import { openDm, postMessage, type WebClient } from '../outbox/slack-io.js';
import { sendWithFallback } from '../outbox/block-refusal.js';
import type { ResponseMessage } from '../outbox/response-url.js';
import { fallbackText, section } from '../../views/blocks.js';
import { withShareChrome } from '../../views/share.js';
import type { BotMessage, KnownBlock } from '../../views/types.js';
import type { AppDeps } from './deps.js';
import type { Asker, Delivery } from './request.js';
import { answerInThread } from './words/thread-answer.js';

/** Where an answer goes, and for whom. */
export interface Destination {
  asker: Asker;
  delivery: Delivery;
  client: WebClient;
}

export interface DeliverOptions {
  reqId: string;
  logger: Logger;
  /** The text after /adops: the shared copy's "Shared by" line names it. */
  commandText?: string;
  /** The Share button's value (the answer was kept for it, ./pipeline.ts `keepForShare`). */
  shareValue?: string;
  /** The asker was told the answer is slow (./slow-answer.ts): it is said wherever it goes. */
  afterNote?: boolean;
}

export async function deliver(deps: AppDeps, to: Destination, message: BotMessage, o: DeliverOptions): Promise<void> {
  const d = to.delivery;
  // `text` is the plain fallback (notifications): escaped here, once, so nothing a user typed into it
  // becomes a live mention or link. Blocks escape what they show themselves (views/blocks.ts).
  const safe = { ...message, text: fallbackText(message), mentions: undefined };
  if (d.to === 'thread') return answerInThread(deps, to, d.place, safe, o.logger);
  if (d.to === 'dm') {
    if (d.problemsOnly && message.kind === 'answer' && !o.afterNote) return;
    const line = deps.outbox.line(to.client, to.asker.teamId);
    const channel = await openDm(line, to.asker.userId);
    await sendWithFallback(safe, (m) => postMessage(line, channel, m), deps.durable.blockSupport(to.asker.teamId), o.logger);
    return;
  }
  // A failure to share stays private: nobody in the channel needs to see it.
  const shared = d.visibility === 'in_channel' && message.kind === 'answer';
  const visibility = shared ? 'in_channel' : 'ephemeral';
  const blocks = withShareChrome(message, { visibility, commandText: o.commandText, shareValue: shared ? undefined : o.shareValue, sharedBy: d.sharedBy });
  try {
    const answer: ResponseMessage & { blocks: KnownBlock[] } = { response_type: visibility, replace_original: false, text: safe.text, blocks };
    await sendWithFallback(answer, d.respond, deps.durable.blockSupport(to.asker.teamId), o.logger);
  } catch (err) {
    // Slack refused what we built (a bug on our side): the user still gets an answer.
    o.logger.error({ err: describeRespondError(err), blocks: blocks.length }, 'Slack refused the answer');
    await d.respond({
      response_type: 'ephemeral',
      replace_original: false,
      text: `Slack refused the answer I built (reference ${o.reqId}). Please tell the bot's maintainers.`,
      blocks: [section(`:x: Slack refused the answer I built. Reference \`${o.reqId}\`; please tell the bot’s maintainers.`, 'adops_error')],
    });
    return;
  }
  if (shared && d.sharedBy) {
    await d.respond({ delete_original: true });
    o.logger.info('answer shared');
  }
}

/** The status and Slack's error code only; never the URL itself (it is a bearer capability). */
function describeRespondError(err: unknown): object {
  const e = err as { status?: unknown; name?: string; slackError?: unknown };
  return { type: e.name, status: typeof e.status === 'number' ? e.status : undefined, slackError: e.slackError };
}
