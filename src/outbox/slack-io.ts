// The Slack Web API client's settings and the helpers every path uses (DMs, uploads, posts).
// The calls themselves leave through the outbox (./outbox.ts): one retry policy, 429s handled by
// us rather than by the stock WebClient queue (which would pause for up to ~30 minutes).
import { webApi } from '@slack/bolt';
import type { Metrics } from '../metrics.js';
import { measuredFetch } from './slack-metrics.js';
import type { BotMessage } from '../../views/types.js';
import { esc, safeFileName } from '../../views/blocks.js';
import type { SlackLine } from './outbox.js';

export type WebClient = webApi.WebClient;

/** How long a Web API call waits for Slack's answer. */
export const SLACK_TIMEOUT_MS = 10_000;

/**
 * Every WebClient's options (Bolt's clientOptions, the background client): a short timeout, no
 * retries of its own and 429s returned to us — the outbox retries, once, by its policy;
 * `metrics` counts every call (./slack-metrics.ts).
 */
export function slackClientOptions(slackApiUrl: string | undefined, metrics?: Metrics, timeoutMs = SLACK_TIMEOUT_MS): webApi.WebClientOptions {
  return {
    ...(slackApiUrl ? { slackApiUrl } : {}),
    ...(metrics ? { fetch: measuredFetch(metrics) } : {}),
    timeout: timeoutMs,
    rejectRateLimitedCalls: true,
    retryConfig: { retries: 0 },
  };
}

/** Slack's error code of a failed Web API call ("not_in_channel"), if it was one. */
export function slackErrorCode(err: unknown): string | undefined {
  const e = err as { code?: string; data?: { error?: string } };
  return e?.code === webApi.ErrorCode.PlatformError ? e.data?.error : undefined;
}

export async function openDm(line: SlackLine, userId: string): Promise<string> {
  const res = await line.call('conversations.open', (client) => client.conversations.open({ users: userId }));
  const id = res.channel?.id;
  if (!id) throw new Error('conversations.open returned no channel');
  return id;
}

export interface UploadInput {
  filename: string;
  title: string;
  content: string | Buffer | { path: string };
  comment?: string;
  altText?: string;
  /** Another workspace's bot token than the client's own (OAuth mode, background work). */
  token?: string;
}

/**
 * files upload V2 (getUploadURLExternal → POST bytes → completeUploadExternal). No channel: private
 * to the bot. Name, title, alt text and comment may hold API text (a configuration's kind, a chart's
 * app names): the name is cut to safe characters and the rest escaped here, once (views/blocks.ts);
 * `name` is the name as uploaded, for the message that points at the file.
 */
export async function uploadFile(line: SlackLine, input: UploadInput, channelId?: string): Promise<{ id: string; permalink?: string; name: string }> {
  const name = safeFileName(input.filename);
  const res = await line.call('files.uploadV2', (client) =>
    client.filesUploadV2({
      ...(input.token ? { token: input.token } : {}),
      filename: name,
      title: esc(input.title),
      ...(typeof input.content === 'string'
        ? { content: input.content }
        : Buffer.isBuffer(input.content)
          ? { file: input.content }
          : { file: input.content.path }),
      ...(input.altText ? { alt_text: esc(input.altText) } : {}),
      ...(channelId ? { channel_id: channelId, ...(input.comment ? { initial_comment: esc(input.comment) } : {}) } : {}),
    } as webApi.FilesUploadV2Arguments),
  );
  const completed = (res as { files?: Array<{ files?: Array<{ id?: string; permalink?: string }> }> }).files?.[0]?.files?.[0];
  if (!completed?.id) throw new Error('files upload V2 returned no file id');
  return { id: completed.id, permalink: completed.permalink, name };
}

export async function postMessage(line: SlackLine, channel: string, message: BotMessage): Promise<void> {
  await line.call('chat.postMessage', (client) => client.chat.postMessage({ channel, text: message.text, blocks: message.blocks }), { channel });
}
