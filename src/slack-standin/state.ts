// What the stand-in remembers: every Web API call, every response_url post, uploaded files,
// users and their timezones, and injected rate limits. Tests and the local console read it;
// `waitFor` resolves when a recorded item matches.
import { EventEmitter } from 'node:events';

export interface StandinUser {
  id: string;
  name: string;
  tz: string;
  /** The user's own workspace (default: the stand-in's): another one is a Slack Connect user. */
  teamId?: string;
  /** Multi-channel guest (users.info is_restricted). */
  isRestricted?: boolean;
  /** Single-channel guest (is_ultra_restricted). */
  isUltraRestricted?: boolean;
  /** A user of another organisation seen through a shared channel (is_stranger). */
  isStranger?: boolean;
  isAdmin?: boolean;
  isOwner?: boolean;
  deleted?: boolean;
  /**
   * Enterprise Grid: the user's role in particular workspaces of the org, over the flags above —
   * users.info answers for the workspace the call acts in (an org-wide token's `team_id`).
   */
  workspaces?: Record<string, Pick<StandinUser, 'isAdmin' | 'isOwner' | 'isRestricted' | 'isUltraRestricted'>>;
}

export interface RecordedCall {
  method: string;
  args: Record<string, unknown>;
  ok: boolean;
  error?: string;
  /** What the stand-in answered (ts of a posted message, file ids…). */
  result?: Record<string, unknown>;
  /** The workspace whose bot token made the call. */
  teamId?: string;
}

export interface ResponsePost {
  /** Id of the response_url (one per slash command or click). */
  urlId: string;
  body: {
    text?: string;
    blocks?: unknown[];
    response_type?: string;
    replace_original?: boolean;
    delete_original?: boolean;
  };
  ok: boolean;
  error?: string;
}

export interface StoredFile {
  id: string;
  filename: string;
  title?: string;
  bytes: Buffer;
  declaredLength: number;
  channelId?: string;
  comment?: string;
  completed: boolean;
}

export interface RateLimit {
  method: string;
  retryAfterSeconds: number;
  left: number;
}

/** A window of Web API failures (fault tests): every call of `methods` (default all) answers `status` until `until` (ms since epoch). */
export interface Outage {
  status: number;
  until: number;
  retryAfterSeconds?: number;
  methods?: string[];
}

/**
 * Slack's read-back limits of 2026 for commercially distributed apps outside the Marketplace
 * (slack-platform-facts.md): conversations.history and conversations.replies each allow one call
 * a minute per workspace, and at most 15 messages a call. Off unless a test or bench turns it on.
 */
export interface ReadBackLimits {
  /** One call of each method per this window per workspace; sooner gets 429 with Retry-After (default 60 s). */
  windowMs?: number;
  /** Most messages one call returns, whatever `limit` asks (default 15). */
  maxMessages?: number;
}

export const READ_BACK_METHODS = ['conversations.history', 'conversations.replies'] as const;

export type Recorded = { kind: 'call'; item: RecordedCall } | { kind: 'response'; item: ResponsePost };

export class StandinState {
  readonly calls: RecordedCall[] = [];
  readonly responses: ResponsePost[] = [];
  readonly files = new Map<string, StoredFile>();
  readonly users = new Map<string, StandinUser>();
  readonly responseUrls = new Map<string, { created: number; posts: number }>();
  /** User groups (S…) → their members (usergroups.users.list). */
  readonly usergroups = new Map<string, string[]>();
  /** Channel → its members (conversations.members); a channel not listed has every known user. */
  readonly channelMembers = new Map<string, string[]>();
  /** Channels where the bot is not a member: posts and file shares there fail with not_in_channel. */
  readonly channelsWithoutBot = new Set<string>();
  readonly rateLimits: RateLimit[] = [];
  /** Set by fault tests: Slack failing for a while. */
  outage: Outage | undefined;
  /**
   * Set by exactly-once tests and benches: Slack under load, answering calls of `methods` only
   * `afterMs` after they arrive and carrying them out then — a post whose caller gave up waiting
   * still lands, late (it shows in conversations.history from that moment).
   */
  lateAnswers: { methods: string[]; afterMs: number } | undefined;
  /** Workspace → block types its Slack does not know yet: messages with them get invalid_blocks. */
  readonly refusedBlockTypes = new Map<string, Set<string>>();
  /** The read-back limits, when on. */
  readBackLimits: ReadBackLimits | undefined;
  private readonly lastReadBack = new Map<string, number>();
  private readonly events = new EventEmitter();
  private seq = 0;

  constructor() {
    this.events.setMaxListeners(1_000);
  }

  nextId(prefix: string): string {
    this.seq += 1;
    return `${prefix}${this.seq.toString(36).toUpperCase().padStart(6, '0')}`;
  }

  record(entry: Recorded): void {
    if (entry.kind === 'call') this.calls.push(entry.item);
    else this.responses.push(entry.item);
    // Bounded: a long local session or a bench must not grow without limit.
    if (this.calls.length > 20_000) this.calls.splice(0, 10_000);
    if (this.responses.length > 20_000) this.responses.splice(0, 10_000);
    this.events.emit('recorded');
    this.events.emit('entry', entry);
  }

  /** Calls `listener` for everything recorded from now on; returns the unsubscribe function. */
  onRecord(listener: (entry: Recorded) => void): () => void {
    this.events.on('entry', listener);
    return () => this.events.off('entry', listener);
  }

  /**
   * The workspace each trigger (and each view opened with one) belongs to: a view is opened, and
   * later submitted, in the workspace of the click or command that gave its trigger — under an
   * org-wide install, not the token's. Bounded like the logs above.
   */
  private readonly workspaceOf = new Map<string, string>();

  /** Remembers that `id` (a trigger or a view id) belongs to `teamId`. */
  rememberWorkspace(id: string, teamId: string): void {
    this.workspaceOf.set(id, teamId);
    if (this.workspaceOf.size > 20_000) for (const old of [...this.workspaceOf.keys()].slice(0, 10_000)) this.workspaceOf.delete(old);
  }

  /** The workspace of a trigger or view id, when the stand-in gave it out. */
  workspaceFor(id: string | undefined): string | undefined {
    return id === undefined ? undefined : this.workspaceOf.get(id);
  }

  private readonly lastPostAt = new Map<string, number>();

  /** With a per-channel pace, a chat.postMessage sooner than `intervalMs` after the last one to that channel gets Retry-After (s). */
  takeChannelPace(method: string, channel: unknown, intervalMs: number | undefined): number | undefined {
    if (!intervalMs || method !== 'chat.postMessage' || typeof channel !== 'string') return undefined;
    const now = Date.now();
    const last = this.lastPostAt.get(channel);
    if (last !== undefined && now - last < intervalMs) return Math.max(1, Math.ceil((intervalMs - (now - last)) / 1000));
    this.lastPostAt.set(channel, now);
    return undefined;
  }

  /** With the read-back limits on, a second read of `method` in one workspace within the window gets Retry-After (s). */
  takeReadBack(method: string, teamId: string): number | undefined {
    const limits = this.readBackLimits;
    if (!limits || !(READ_BACK_METHODS as readonly string[]).includes(method)) return undefined;
    const windowMs = limits.windowMs ?? 60_000;
    const key = `${teamId}|${method}`;
    const now = Date.now();
    const last = this.lastReadBack.get(key);
    if (last !== undefined && now - last < windowMs) return Math.max(1, Math.ceil((windowMs - (now - last)) / 1000));
    this.lastReadBack.set(key, now);
    return undefined;
  }

  /** Most messages a read-back call may return (Infinity with the limits off). */
  readBackPage(): number {
    return this.readBackLimits ? (this.readBackLimits.maxMessages ?? 15) : Infinity;
  }

  /** The first block of `blocks` whose type `teamId`'s Slack does not know, answered as Slack does. */
  refusedBlock(teamId: string, blocks: unknown): { error: 'invalid_blocks'; detail: string } | undefined {
    const refused = this.refusedBlockTypes.get(teamId);
    if (!refused || !Array.isArray(blocks)) return undefined;
    const i = blocks.findIndex((b) => refused.has(String((b as { type?: unknown } | null)?.type)));
    if (i < 0) return undefined;
    const type = String((blocks[i] as { type: unknown }).type);
    return { error: 'invalid_blocks', detail: `[ERROR] unsupported type: ${type} [json-pointer:/blocks/${i}/type]` };
  }

  /** The outage `method` falls in right now, if any. */
  outageFor(method: string): Outage | undefined {
    const o = this.outage;
    return o && Date.now() < o.until && (!o.methods || o.methods.includes(method)) ? o : undefined;
  }

  /** Consumes one injected 429 for `method`, if any. */
  takeRateLimit(method: string): number | undefined {
    const limit = this.rateLimits.find((r) => r.method === method && r.left > 0);
    if (!limit) return undefined;
    limit.left -= 1;
    return limit.retryAfterSeconds;
  }

  /** Resolves with the first value `probe` returns that is not undefined; rejects after `timeoutMs`. */
  waitFor<T>(probe: () => T | undefined, timeoutMs = 10_000, what = 'a Slack call'): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = probe();
        if (found === undefined) return;
        cleanup();
        resolve(found);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.events.off('recorded', check);
      };
      this.events.on('recorded', check);
      check();
    });
  }
}
