// The poster of durable work (digests, alerts, export links, A/B cards) for one workspace. Every
// call leaves through the outbox (./outbox.ts), paced: the workspace's method budgets and channel
// spacing, a 429's pause shared with every caller of that method, the one retry policy. A post
// whose outcome is unknown is not sent again here (the run's resume looks for its marker).
// A message whose newer blocks (a chart, a table) the workspace's Slack refuses goes out again
// with their plain fallback (views/fallback.ts), and the workspace is remembered for next time.
import { webApi } from '@slack/bolt';
import { classifyFailure } from '../api/retry.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import type { BotMessage, KnownBlock } from '../../views/types.js';
import { fallbackText } from '../../views/blocks.js';
import { slackClientOptions, type WebClient } from './slack-io.js';
import { sendWithFallback, type BlockSupport } from './block-refusal.js';
import type { SlackCallOptions, SlackOutbox } from './outbox.js';

export interface PostedMessage {
  channelId: string;
  ts: string;
}

export interface OutgoingMessage {
  /** Plain text: escaped on the way out (views/blocks.ts `fallbackText`), after `mentions`. */
  text: string;
  mentions?: string;
  blocks?: KnownBlock[];
  /** Reply in the thread of this message. */
  threadTs?: string;
}

/** Slack message metadata: marks a post so that it can be found again (PostMarker). */
export interface PostMarker {
  eventType: string;
  id: string;
}

export interface PosterOptions {
  logger: Logger;
  /** The way out; its gate of `workspace` paces this poster's calls. */
  outbox: SlackOutbox;
  /** The workspace (team id) posted to. */
  workspace: string | undefined;
  /** Attempts per call (429s and network errors). */
  attempts?: number;
  /** A Retry-After longer than this fails the call instead of waiting. */
  maxRetryAfterMs?: number;
  /**
   * The workspace's bot token, asked for before each call (the OAuth mode: one poster per
   * workspace, its token from the installer, refreshed when it rotates). Unset: the client's own.
   */
  token?: () => Promise<string>;
  /** The workspace's refused block types (./block-refusal.ts); without it every refusal is met afresh. */
  blockSupport?: BlockSupport;
}

/** Slack's most messages per conversations.history / replies call for apps outside the Marketplace (2026). */
export const READ_BACK_PAGE = 15;
/** Pages one look reads (with the 2026 limits, a minute each) before it gives up and posts. */
const READ_BACK_PAGES = 4;
/** Our clock and Slack's may differ a little: a look starts this much before the attempt began. */
const CLOCK_SKEW_S = 120;

const readBackOldest = (since: Date) => (since.getTime() / 1000 - CLOCK_SKEW_S).toFixed(6);

type ReadBackPage = {
  messages?: { ts?: string; metadata?: { event_type?: string; event_payload?: unknown } }[];
  has_more?: boolean;
  response_metadata?: { next_cursor?: string };
};

/** What each call adds to its arguments: the workspace's token, when the poster has one. */
type Auth = { token?: string };

/**
 * A message's blocks (or metadata) as the JSON text Slack's form field carries, made once here.
 * Given objects, the WebClient copies them key by key for a redacted debug line it builds at every
 * log level, serialises that copy, then serialises the objects again for the request: over a
 * sixth of what a digest allocated (issue 36). Given the text, it keeps it as it is, and the
 * request carries the same field.
 */
const serialised = (value: unknown): string => JSON.stringify(value);

/** A WebClient for background posting: short timeout, no built-in retries, 429s returned to us; `metrics` counts every call. */
export function backgroundClient(token: string | undefined, slackApiUrl?: string, metrics?: Metrics, timeoutMs?: number): WebClient {
  return new webApi.WebClient(token, slackClientOptions(slackApiUrl, metrics, timeoutMs));
}

/**
 * How long after a post's attempt began it may still land in the channel. A post whose answer
 * did not come within the client's timeout (SLACK_TIMEOUT_MS, 10 s) may be carried out by Slack
 * later — under load it answers after the timeout, and the message appears only then. Reading the
 * channel back before that finds nothing and posts again: a duplicate. So a run looks for an
 * earlier attempt's post only once this has passed since the attempt began (the client's 10 s and
 * 50 s more for Slack to finish a call it had taken; chat.postMessage answers in well under a second
 * when Slack is healthy).
 */
export const POST_SETTLE_MS = 60_000;

export class Poster {
  private readonly dmChannels = new Map<string, string>();

  constructor(
    private readonly client: WebClient,
    private readonly opts: PosterOptions,
  ) {}

  /**
   * Posts `message`. `sending` runs right before each attempt reaches Slack (after any wait for
   * the channel's pace or a 429): a run notes there that its post may be out.
   */
  async post(channelId: string, message: OutgoingMessage | BotMessage, signal?: AbortSignal, marker?: PostMarker, sending?: () => Promise<void>): Promise<PostedMessage> {
    return sendWithFallback(message, (m: OutgoingMessage | BotMessage) => this.postOnce(channelId, m, signal, marker, sending), this.opts.blockSupport, this.opts.logger);
  }

  private async postOnce(channelId: string, message: OutgoingMessage | BotMessage, signal?: AbortSignal, marker?: PostMarker, sending?: () => Promise<void>): Promise<PostedMessage> {
    // A post that failed without an answer (timeout, network, 5xx) may have reached Slack: the
    // outbox does not send it again; a marked one's run looks for the marker before posting again (findMarked).
    const res = await this.call('chat.postMessage', channelId, signal, { sending }, async (auth) =>
      (await this.client.apiCall('chat.postMessage', {
        ...auth,
        channel: channelId,
        text: fallbackText(message),
        ...(message.blocks ? { blocks: serialised(message.blocks) } : {}),
        ...('threadTs' in message && message.threadTs ? { thread_ts: message.threadTs } : {}),
        ...(marker ? { metadata: serialised({ event_type: marker.eventType, event_payload: { id: marker.id } }) } : {}),
        unfurl_links: false,
      })) as webApi.ChatPostMessageResponse,
    );
    return { channelId: res.channel ?? channelId, ts: String(res.ts) };
  }

  /**
   * A post carrying `marker` in the channel, posted after `since` (our clock, when its attempt
   * began), if any. Narrow enough for Slack's 2026 read-back limits (one conversations.history a
   * minute per workspace, 15 messages a call): only messages from `since` on, 15 a page, a few
   * pages at most; a 429 waits Retry-After for every caller (the outbox policy). A failure that
   * passes is thrown — the run is retried later rather than posting blind; undefined when no
   * such post is found or the channel cannot be read at all (then the caller posts: a rare
   * duplicate is better than a lost digest).
   */
  async findMarked(channelId: string, marker: PostMarker, since: Date, signal?: AbortSignal): Promise<PostedMessage | undefined> {
    return this.findIn('conversations.history', channelId, marker, signal, (auth, cursor) =>
      this.client.conversations.history({ ...auth, channel: channelId, oldest: readBackOldest(since), include_all_metadata: true, limit: READ_BACK_PAGE, ...(cursor ? { cursor } : {}) }),
    );
  }

  /** The same for a reply in the thread of `parentTs` sent after `since` (conversations.replies). */
  async findMarkedReply(channelId: string, parentTs: string, marker: PostMarker, since: Date, signal?: AbortSignal): Promise<PostedMessage | undefined> {
    return this.findIn('conversations.replies', channelId, marker, signal, (auth, cursor) =>
      this.client.conversations.replies({ ...auth, channel: channelId, ts: parentTs, oldest: readBackOldest(since), include_all_metadata: true, limit: READ_BACK_PAGE, ...(cursor ? { cursor } : {}) }),
    );
  }

  private async findIn(method: string, channelId: string, marker: PostMarker, signal: AbortSignal | undefined, read: (auth: Auth, cursor?: string) => Promise<ReadBackPage>): Promise<PostedMessage | undefined> {
    let cursor: string | undefined;
    for (let pages = 1; ; pages++) {
      let res: ReadBackPage;
      try {
        // No channel: the limit is the method's, not the channel's — posts there are not held up.
        res = await this.call(method, undefined, signal, {}, (auth) => read(auth, cursor));
      } catch (err) {
        if (classifyFailure(err).transient || signal?.aborted) throw err;
        this.opts.logger.warn({ err, channel: channelId }, 'could not read the channel to find an earlier post; posting it');
        return undefined;
      }
      const hit = res.messages?.find((m) => m.metadata?.event_type === marker.eventType && (m.metadata.event_payload as { id?: unknown } | undefined)?.id === marker.id);
      if (hit?.ts) return { channelId, ts: hit.ts };
      cursor = res.response_metadata?.next_cursor || undefined;
      if (!res.has_more || !cursor) return undefined;
      if (pages >= READ_BACK_PAGES) {
        this.opts.logger.warn({ channel: channelId, pages }, 'earlier post not found in the messages read back; posting it');
        return undefined;
      }
    }
  }

  async update(channelId: string, ts: string, message: OutgoingMessage | BotMessage, signal?: AbortSignal): Promise<void> {
    await sendWithFallback(
      message,
      (m: OutgoingMessage | BotMessage) =>
        this.call('chat.update', channelId, signal, {}, (auth) =>
          this.client.apiCall('chat.update', { ...auth, channel: channelId, ts, text: fallbackText(m), ...(m.blocks ? { blocks: serialised(m.blocks) } : {}) }),
        ),
      this.opts.blockSupport,
      this.opts.logger,
    );
  }

  /** The DM channel with a user (conversations.open, remembered). */
  async dmChannel(userId: string, signal?: AbortSignal): Promise<string> {
    const known = this.dmChannels.get(userId);
    if (known) return known;
    const res = await this.call('conversations.open', undefined, signal, {}, (auth) => this.client.conversations.open({ ...auth, users: userId }));
    const id = res.channel?.id;
    if (!id) throw new Error('conversations.open returned no channel');
    if (this.dmChannels.size > 10_000) this.dmChannels.clear();
    this.dmChannels.set(userId, id);
    return id;
  }

  async dm(userId: string, message: OutgoingMessage | BotMessage, signal?: AbortSignal): Promise<PostedMessage> {
    return this.post(await this.dmChannel(userId, signal), message, signal);
  }

  /** The token to call with ({} for the client's own); for a file upload of the same workspace. */
  async auth(): Promise<Auth> {
    return this.opts.token ? { token: await this.opts.token() } : {};
  }

  private async call<T>(method: string, channel: string | undefined, signal: AbortSignal | undefined, o: Pick<SlackCallOptions, 'sending'>, fn: (auth: Auth) => Promise<T>): Promise<T> {
    return this.opts.outbox.call(this.opts.workspace, method, async () => fn(await this.auth()), {
      channel,
      paced: true,
      signal,
      sending: o.sending,
      attempts: this.opts.attempts ?? 4,
      maxRetryAfterMs: this.opts.maxRetryAfterMs ?? 60_000,
    });
  }
}
