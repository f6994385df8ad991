// Pacing of one workspace's Slack Web API calls (one gate per workspace, ./outbox.ts): a
// method-wide pause when Slack answers 429 with Retry-After, for every caller; for work made in
// bulk (digests, alerts, export links) also at most one message per `channelIntervalMs` per
// channel and an optional per-method budget (calls per minute). Slots are reserved in call order, so
// concurrent callers queue fairly without a queue object. Clock and sleep are injectable.
import { abortableSleep } from '../api/retry.js';

export interface GateOptions {
  /** Minimum spacing of posts to one channel (Slack: about one per second). */
  channelIntervalMs?: number;
  /** Calls per minute allowed per Web API method; methods not listed are not budgeted. */
  methodBudgets?: Readonly<Record<string, number>>;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export const DEFAULT_METHOD_BUDGETS: Readonly<Record<string, number>> = {
  // Tier 3 (50+/min) and tier 4 (100+/min) methods; chat.postMessage is paced per channel.
  'chat.update': 50,
  'conversations.open': 100,
  'users.info': 100,
};

/** How long a spacing learned from a 429 holds after the last one. */
const LEARNED_FOR_MS = 10 * 60_000;

export class SlackGate {
  private readonly channelNext = new Map<string, number>();
  private readonly methodNext = new Map<string, number>();
  private readonly methodPausedUntil = new Map<string, number>();
  /**
   * Spacing learned from a 429 on a method limited as a whole (no channel, no budget of ours):
   * Slack's Retry-After is its window, so callers queue one per window instead of all retrying
   * at once when the pause ends (conversations.history for apps outside the Marketplace).
   */
  private readonly learnedSpacing = new Map<string, { ms: number; until: number }>();
  private readonly now: () => number;
  private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;

  constructor(private readonly opts: GateOptions = {}) {
    this.now = opts.now ?? Date.now;
    this.sleep = opts.sleep ?? abortableSleep;
  }

  /**
   * Waits for this call's turn: the method's 429 pause always; when `paced` (background work) also
   * its budget and the channel's spacing. Interactive calls are not budgeted: a person is waiting.
   */
  async acquire(method: string, channel?: string, signal?: AbortSignal, paced = true): Promise<void> {
    const now = this.now();
    let at = Math.max(now, this.methodPausedUntil.get(method) ?? 0);
    if (!paced) {
      if (at > now) await this.sleep(at - now, signal);
      return;
    }
    const perMinute = (this.opts.methodBudgets ?? DEFAULT_METHOD_BUDGETS)[method];
    const learned = this.learnedSpacing.get(method);
    const spacing = perMinute ? 60_000 / perMinute : learned && learned.until > now ? learned.ms : undefined;
    if (spacing) {
      at = Math.max(at, this.methodNext.get(method) ?? 0);
      this.methodNext.set(method, at + spacing);
    }
    if (channel) {
      at = Math.max(at, this.channelNext.get(channel) ?? 0);
      this.channelNext.set(channel, at + (this.opts.channelIntervalMs ?? 1_000));
      this.forgetIdleChannels(now);
    }
    if (at > now) await this.sleep(at - now, signal);
  }

  /**
   * A post to `channel` has just been answered: the next one waits a full interval from now.
   * (Slack counts from when it received the post, which is before this moment, never after.)
   */
  posted(channel: string): void {
    const next = this.now() + (this.opts.channelIntervalMs ?? 1_000);
    this.channelNext.set(channel, Math.max(this.channelNext.get(channel) ?? 0, next));
  }

  /** Slack said 429: nobody calls `method` (or posts to `channel`) before Retry-After passes. */
  pause(method: string, retryAfterMs: number, channel?: string): void {
    const now = this.now();
    const until = now + retryAfterMs;
    this.methodPausedUntil.set(method, Math.max(this.methodPausedUntil.get(method) ?? 0, until));
    if (!channel && !(this.opts.methodBudgets ?? DEFAULT_METHOD_BUDGETS)[method]) {
      const ms = Math.max(this.learnedSpacing.get(method)?.ms ?? 0, retryAfterMs);
      this.learnedSpacing.set(method, { ms, until: now + LEARNED_FOR_MS });
    }
    if (channel) this.channelNext.set(channel, Math.max(this.channelNext.get(channel) ?? 0, until));
  }

  /** Nothing ahead: no pause, spacing or learned window still running. A settled gate can be made again without loss. */
  settled(now: number = this.now()): boolean {
    const over = (m: Map<string, number>) => [...m.values()].every((t) => t <= now);
    return over(this.channelNext) && over(this.methodNext) && over(this.methodPausedUntil) && [...this.learnedSpacing.values()].every((l) => l.until <= now);
  }

  /** Keeps the channel map small when posting to thousands of channels. */
  private forgetIdleChannels(now: number): void {
    if (this.channelNext.size < 5_000) return;
    for (const [channel, next] of this.channelNext) if (next < now) this.channelNext.delete(channel);
  }
}
