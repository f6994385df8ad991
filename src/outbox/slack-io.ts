// Every Web API call the bot makes goes through here: short timeouts, and 429s handled by us
// rather than by the stock WebClient queue (which would pause for up to ~30 minutes): wait the
// Retry-After when it is short, give up with a clear error when it is not.
import { webApi } from '@slack/bolt';
import { abortableSleep } from '../api/http.js';
import type { Metrics } from '../metrics.js';
import { measuredFetch } from './slack-metrics.js';
import type { BotMessage } from '../../views/types.js';

export type WebClient = webApi.WebClient;

/** WebClient options for interactive paths (Bolt's clientOptions); `metrics` counts every call. */
export function interactiveClientOptions(slackApiUrl: string | undefined, metrics?: Metrics): webApi.WebClientOptions {
  return {
    ...(slackApiUrl ? { slackApiUrl } : {}),
    ...(metrics ? { fetch: measuredFetch(metrics) } : {}),
    timeout: 10_000,
    rejectRateLimitedCalls: true,
    retryConfig: { retries: 2, factor: 2, minTimeout: 200, maxTimeout: 2_000, randomize: true },
  };
}

export interface SlackCallOptions {
  /** Longest Retry-After we wait for; longer ones fail at once. */
  maxWaitMs?: number;
  attempts?: number;
  signal?: AbortSignal;
}

function retryAfterMs(err: unknown): number | undefined {
  const e = err as { code?: string; retryAfter?: number; data?: { error?: string } };
  if (e?.code === webApi.ErrorCode.RateLimitedError && typeof e.retryAfter === 'number') return e.retryAfter * 1000;
  return undefined;
}

export async function slackCall<T>(fn: () => Promise<T>, opts: SlackCallOptions = {}): Promise<T> {
  const attempts = opts.attempts ?? 3;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      const wait = retryAfterMs(err);
      if (wait === undefined || attempt >= attempts || wait > (opts.maxWaitMs ?? 10_000)) throw err;
      await abortableSleep(wait, opts.signal);
    }
  }
}

/** Slack's error code of a failed Web API call ("not_in_channel"), if it was one. */
export function slackErrorCode(err: unknown): string | undefined {
  const e = err as { code?: string; data?: { error?: string } };
  return e?.code === webApi.ErrorCode.PlatformError ? e.data?.error : undefined;
}

export async function openDm(client: WebClient, userId: string): Promise<string> {
  const res = await slackCall(() => client.conversations.open({ users: userId }));
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

/** files upload V2 (getUploadURLExternal → POST bytes → completeUploadExternal). No channel: private to the bot. */
export async function uploadFile(client: WebClient, input: UploadInput, channelId?: string): Promise<{ id: string; permalink?: string }> {
  const res = await slackCall(() =>
    client.filesUploadV2({
      ...(input.token ? { token: input.token } : {}),
      filename: input.filename,
      title: input.title,
      ...(typeof input.content === 'string'
        ? { content: input.content }
        : Buffer.isBuffer(input.content)
          ? { file: input.content }
          : { file: input.content.path }),
      ...(input.altText ? { alt_text: input.altText } : {}),
      ...(channelId ? { channel_id: channelId, ...(input.comment ? { initial_comment: input.comment } : {}) } : {}),
    } as webApi.FilesUploadV2Arguments),
  );
  const completed = (res as { files?: Array<{ files?: Array<{ id?: string; permalink?: string }> }> }).files?.[0]?.files?.[0];
  if (!completed?.id) throw new Error('files upload V2 returned no file id');
  return { id: completed.id, permalink: completed.permalink };
}

export async function postMessage(client: WebClient, channel: string, message: BotMessage): Promise<void> {
  await slackCall(() => client.chat.postMessage({ channel, text: message.text, blocks: message.blocks }));
}
