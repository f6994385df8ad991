// THE delivery of an answer to a question asked in plain words (issue 38): always in the thread of
// the question. It is streamed — chat.startStream with the answer's plain text, chat.stopStream with
// its blocks, so the final message is complete on its own — in the agent view (a DM), where a
// "working on it" note becomes the thread's status, and in a channel's thread; where the channel
// may not see figures (./visibility.ts) it is an ephemeral reply in the thread instead. Every
// answer that ran a command (or tried to) names it in a context block: Ran `/adops …`.
import type { Logger } from '../../logger.js';
import { sendWithFallback } from '../../outbox/block-refusal.js';
import type { SlackLine } from '../../outbox/outbox.js';
import type { WebClient } from '../../outbox/slack-io.js';
import { context, esc } from '../../../views/blocks.js';
import { fitMessage } from '../../../views/limits.js';
import { canShare } from '../../../views/share.js';
import type { BotMessage, KnownBlock } from '../../../views/types.js';
import type { AppDeps } from '../deps.js';

export const RAN_BLOCK_ID = 'adops_ran';

/** Who asked, and the Web API client of their workspace (the pipeline's Destination, narrowed). */
export interface ThreadAsker {
  asker: { userId: string; teamId: string };
  client: WebClient;
}

/** Where in Slack an answer to words goes. */
export interface ThreadPlace {
  channel: string;
  /** The question's ts, or its thread's when it was asked in a thread. */
  threadTs: string;
  /** A DM with the app (the agent view): answers are streamed, a slow answer's note is the status. */
  inDm: boolean;
  /** The channel may not see figures (./visibility.ts): every answer is ephemeral in the thread. */
  privately: boolean;
  /** The command text run (after /adops): named in the answer's context block. */
  ran?: string;
}

/** The context block naming the command that answered. */
export function ranBlock(commandText: string): KnownBlock {
  return { ...context(`Ran \`/adops ${esc(commandText).replace(/`/g, "'")}\``), block_id: RAN_BLOCK_ID };
}

/** The answer's blocks, with the command it ran last (within Slack's limits together). */
export function threadBlocks(message: BotMessage, ran: string | undefined): KnownBlock[] {
  if (ran === undefined) return fitMessage(message.blocks);
  return [...fitMessage(message.blocks, { reserveBlocks: 1, reserveChars: 200 }), ranBlock(ran)];
}

/** Says the thread is being worked on (the agent view's status line). Never throws: a status is a courtesy. */
export async function setThreadStatus(line: SlackLine, place: Pick<ThreadPlace, 'channel' | 'threadTs'>, status: string, logger: Logger): Promise<void> {
  await line
    .call('assistant.threads.setStatus', (client) => client.assistant.threads.setStatus({ channel_id: place.channel, thread_ts: place.threadTs, status }))
    .catch((err: unknown) => logger.warn({ err }, 'could not set the thread status'));
}

export async function answerInThread(deps: AppDeps, to: ThreadAsker, place: ThreadPlace, message: BotMessage, logger: Logger): Promise<void> {
  const { asker } = to;
  const line = deps.outbox.line(to.client, asker.teamId);
  // A slow answer's note: the status says it in the agent view; elsewhere it is a reply like any.
  if (message.kind === 'progress' && place.inDm) return setThreadStatus(line, place, message.text.slice(0, 200), logger);
  const ran = message.kind === 'progress' ? undefined : place.ran;
  const out = { text: message.text, blocks: threadBlocks(message, ran) };
  const support = deps.durable.blockSupport(asker.teamId);
  const base = { channel: place.channel, thread_ts: place.threadTs };
  // In a channel, as Share decides: only an answer that may be shared shows to the channel; a
  // failure, help, a private link or a person's own lists stay with the asker.
  if (!place.inDm && (place.privately || !canShare(message))) {
    await sendWithFallback(out, (m) => line.call('chat.postEphemeral', (c) => c.chat.postEphemeral({ ...base, user: asker.userId, text: m.text, blocks: m.blocks }), { channel: place.channel }), support, logger);
    return;
  }
  const post = (m: typeof out) => line.call('chat.postMessage', (c) => c.chat.postMessage({ ...base, text: m.text, blocks: m.blocks }), { channel: place.channel });
  // Streamed in the thread, in the agent view and in a channel alike (Slack streams in channel
  // threads given the recipient, which startStream always names).
  const ts = await startStream(line, place, asker, out.text).catch((err: unknown) => {
    // A workspace or client that cannot stream still gets the whole answer, in one message.
    logger.warn({ err }, 'could not stream the answer: posted in one message');
    return undefined;
  });
  if (ts === undefined) return void (await sendWithFallback(out, post, support, logger));
  // The blocks end the stream: a block type this workspace refuses is sent again as its fallback, on the same message.
  await sendWithFallback(out, (m) => line.call('chat.stopStream', (c) => c.chat.stopStream({ channel: place.channel, ts, blocks: m.blocks })), support, logger);
}

/** The answer's plain text in the pieces it is streamed in: its first sentence, then the rest. */
export function streamPieces(text: string): string[] {
  const cut = text.search(/[.:!?]\s/);
  return cut < 0 || cut + 2 >= text.length ? [text] : [text.slice(0, cut + 2), text.slice(cut + 2)];
}

/** Starts the answer's stream with its plain text as it is said (the first sentence, then the rest); the stream's ts. */
async function startStream(line: SlackLine, place: ThreadPlace, asker: ThreadAsker['asker'], text: string): Promise<string> {
  const [first = ' ', ...rest] = streamPieces(text);
  const started = await line.call('chat.startStream', (c) =>
    c.chat.startStream({ channel: place.channel, thread_ts: place.threadTs, markdown_text: first, recipient_user_id: asker.userId, recipient_team_id: asker.teamId }),
  );
  const ts = (started as { ts?: string }).ts;
  if (!ts) throw new Error('chat.startStream returned no ts');
  for (const piece of rest) await line.call('chat.appendStream', (c) => c.chat.appendStream({ channel: place.channel, ts, markdown_text: piece }));
  return ts;
}
