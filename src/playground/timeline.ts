// The workspace as the page shows it, built only from what the stand-in recorded: messages posted,
// edited and deleted (chat.*, response_url posts, uploaded files), modals opened and App Home
// published. Each recorded entry becomes the events the page applies; the page asks for the whole
// state on load, then follows the events (server-sent, ./server.ts).
import type { RecordedEntry, ResponseBody } from './types.js';

export interface FileRef {
  id: string;
  name: string;
  title: string;
  size: number;
}

export interface Message {
  /** channel:ts for a real message; an ephemeral one gets a key of its own. */
  key: string;
  channel: string;
  ts: string;
  text: string;
  blocks: unknown[];
  /** The thread it replies in (answers to plain words), shown as a reply. */
  threadTs?: string;
  /** Set on an ephemeral message: only this user sees it ("Only visible to you"). */
  visibleTo?: string;
  files: FileRef[];
  /**
   * When it was posted (ms) on the bot's clock — the sandbox clock in local mode — so the time the
   * page shows agrees with the data's "today"; an edit keeps the first. Set by the timeline.
   */
  at?: number;
}

export type PlaygroundEvent =
  | { type: 'message'; message: Message }
  | { type: 'delete'; key: string }
  | { type: 'modal'; user: string; view: Record<string, unknown> }
  | { type: 'home'; user: string; view: Record<string, unknown> }
  /** The agent view: a thread's status while the bot works ('' clears it), and the suggested prompts of a DM. */
  | { type: 'status'; channel: string; status: string }
  | { type: 'prompts'; channel: string; prompts: Array<{ title: string; message: string }> };

/** Where a request the page sent came from: its response_url posts land there. */
interface Origin {
  channel: string;
  user: string;
  /** The message whose button was pressed (replace_original / delete_original act on it). */
  messageKey?: string;
}

type Json = Record<string, unknown>;

/** Form bodies carry objects as JSON strings. */
function parsed(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const thread = (args: Json) => (typeof args.thread_ts === 'string' && args.thread_ts ? { threadTs: args.thread_ts } : {});

export class Timeline {
  private readonly messages = new Map<string, Message>();
  private readonly origins = new Map<string, Origin>();
  /** trigger_id → user: views.open names no user, the trigger it was given does. */
  private readonly triggers = new Map<string, string>();
  private readonly modals = new Map<string, Json>();
  private readonly homes = new Map<string, Json>();
  private readonly prompts = new Map<string, Array<{ title: string; message: string }>>();
  private seq = 0;

  constructor(
    private readonly dmOf: (userId: string) => string,
    /** The origin of a response_url the page did not hand out (the terminal console's). */
    private readonly elsewhere: Origin,
    /** The bot's clock: messages are stamped with it. */
    private readonly now: () => number = Date.now,
  ) {}

  /** Remembers where a request came from, so its answers land in the right place. */
  sentFrom(responseUrlId: string, origin: Origin, triggerId?: string): void {
    if (responseUrlId) this.origins.set(responseUrlId, origin);
    if (triggerId) this.triggers.set(triggerId, origin.user);
    // Bounded like the stand-in's record: only recent requests still get answers.
    for (const map of [this.origins, this.triggers] as Map<string, unknown>[]) if (map.size > 5_000) map.delete(map.keys().next().value!);
  }

  /** A slash command answered in its ack: Slack shows that body to the asker alone. */
  acked(origin: Origin, body: ResponseBody): PlaygroundEvent[] {
    if (!body.text && !body.blocks) return [];
    const ts = `${(Date.now() / 1000).toFixed(6)}`;
    const content = { text: str(body.text), blocks: Array.isArray(body.blocks) ? body.blocks : [] };
    return this.put({ key: this.ephemeralKey(), channel: origin.channel, ts, ...content, files: [], visibleTo: origin.user });
  }

  snapshot(): { messages: Message[]; modals: Record<string, Json>; homes: Record<string, Json>; prompts: Record<string, Array<{ title: string; message: string }>> } {
    return { messages: [...this.messages.values()], modals: Object.fromEntries(this.modals), homes: Object.fromEntries(this.homes), prompts: Object.fromEntries(this.prompts) };
  }

  /** A modal closed in the page (submitted or cancelled). */
  closeModal(user: string): void {
    this.modals.delete(user);
  }

  apply(entry: RecordedEntry): PlaygroundEvent[] {
    if (!entry.item.ok) return [];
    return entry.kind === 'response' ? this.response(entry.item.urlId, entry.item.body) : this.call(entry.item.method, entry.item.args, entry.item.result ?? {});
  }

  private put(message: Message): PlaygroundEvent[] {
    const m = { ...message, at: message.at ?? this.now() };
    this.messages.set(m.key, m);
    // Bounded: a long session must not grow without limit.
    if (this.messages.size > 2_000) this.messages.delete(this.messages.keys().next().value!);
    return [{ type: 'message', message: m }];
  }

  private remove(key: string): PlaygroundEvent[] {
    this.messages.delete(key);
    return [{ type: 'delete', key }];
  }

  private ephemeralKey(): string {
    this.seq += 1;
    return `eph-${this.seq}`;
  }

  private response(urlId: string, body: ResponseBody): PlaygroundEvent[] {
    const origin = this.origins.get(urlId) ?? this.elsewhere;
    const old = origin.messageKey ? this.messages.get(origin.messageKey) : undefined;
    if (body.delete_original) return old ? this.remove(old.key) : [];
    const content = { text: str(body.text), blocks: Array.isArray(body.blocks) ? body.blocks : [] };
    if (body.replace_original && old) return this.put({ ...old, ...content });
    const ephemeral = body.response_type !== 'in_channel';
    const ts = `${(Date.now() / 1000).toFixed(6)}`;
    return this.put({
      key: ephemeral ? this.ephemeralKey() : `${origin.channel}:${ts}`,
      channel: origin.channel, ts, ...content, files: [], ...(ephemeral ? { visibleTo: origin.user } : {}),
    });
  }

  /** A DM is addressed by the user's id or by the IM's id: both show in the same place. */
  private channelOf(id: string): string {
    return id.startsWith('U') || id.startsWith('W') ? this.dmOf(id) : id;
  }

  private call(method: string, args: Json, result: Json): PlaygroundEvent[] {
    const channel = this.channelOf(str(args.channel));
    const content = () => ({ text: str(args.text), blocks: (parsed(args.blocks) as unknown[] | undefined) ?? [] });
    switch (method) {
      case 'chat.postMessage': {
        const ts = str(result.ts);
        return this.put({ key: `${channel}:${ts}`, channel, ts, ...content(), files: [], ...thread(args) });
      }
      case 'chat.postEphemeral':
        return this.put({ key: this.ephemeralKey(), channel, ts: str(result.message_ts), ...content(), files: [], visibleTo: str(args.user), ...thread(args) });
      // A streamed answer: its text as it comes, then its final blocks; the status clears when it starts.
      case 'chat.startStream': {
        const ts = str(result.ts);
        return [{ type: 'status', channel, status: '' }, ...this.put({ key: `${channel}:${ts}`, channel, ts, text: str(args.markdown_text), blocks: [], files: [], ...thread(args) })];
      }
      case 'chat.appendStream':
      case 'chat.stopStream': {
        const old = this.messages.get(`${channel}:${str(args.ts)}`);
        const blocks = parsed(args.blocks) as unknown[] | undefined;
        return old ? this.put({ ...old, text: old.text + str(args.markdown_text), blocks: blocks ?? old.blocks }) : [];
      }
      case 'assistant.threads.setStatus':
        return [{ type: 'status', channel: this.channelOf(str(args.channel_id)), status: str(args.status) }];
      case 'assistant.threads.setSuggestedPrompts': {
        const dm = this.channelOf(str(args.channel_id));
        const prompts = (parsed(args.prompts) as Array<{ title: string; message: string }> | undefined) ?? [];
        this.prompts.set(dm, prompts);
        return [{ type: 'prompts', channel: dm, prompts }];
      }
      case 'chat.update': {
        const old = this.messages.get(`${channel}:${str(args.ts)}`);
        return old ? this.put({ ...old, ...content() }) : [];
      }
      case 'chat.delete':
        return this.remove(`${channel}:${str(args.ts)}`);
      case 'files.completeUploadExternal':
        return this.files(args, result);
      case 'views.open': {
        const user = this.triggers.get(str(args.trigger_id));
        return user ? this.modal(user, result.view as Json) : [];
      }
      case 'views.update': {
        const view = result.view as Json;
        const user = [...this.modals].find(([, v]) => v.id === view.id || (args.external_id && v.external_id === args.external_id))?.[0];
        return user ? this.modal(user, view) : [];
      }
      case 'views.publish': {
        const user = str(args.user_id);
        this.homes.set(user, result.view as Json);
        return [{ type: 'home', user, view: result.view as Json }];
      }
      default:
        return [];
    }
  }

  private modal(user: string, view: Json): PlaygroundEvent[] {
    this.modals.set(user, view);
    return [{ type: 'modal', user, view }];
  }

  /** Files shared to a channel or DM show as a message with the file; a file kept private to the bot shows nowhere. */
  private files(args: Json, result: Json): PlaygroundEvent[] {
    const target = str(args.channel_id) || str(args.channels);
    if (!target) return [];
    const channel = this.channelOf(target);
    const files = ((result.files as Json[] | undefined) ?? []).map((f) => ({ id: str(f.id), name: str(f.name), title: str(f.title), size: Number(f.size) || 0 }));
    const ts = `${(Date.now() / 1000).toFixed(6)}`;
    return this.put({ key: `${channel}:file:${files.map((f) => f.id).join(',')}`, channel, ts, text: str(args.initial_comment), blocks: [], files });
  }
}
