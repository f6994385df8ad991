// What the playground needs from the stack it shows, described here so that src/playground imports
// nothing of the bot or the stand-in (it sits outside the production graph, like them): local mode
// (src/local/playground.ts) adapts the running stack to this.

/** Who the page may act as. `role` is what the stand-in says of the user (admin, guest…). */
export interface PlaygroundUser {
  id: string;
  name: string;
  role: 'member' | 'admin' | 'guest' | 'external';
}

export interface PlaygroundChannel {
  id: string;
  name: string;
}

/** One subcommand as the composer's hint shows it (from the command registry). */
export interface CommandHint {
  name: string;
  usage: string;
  summary: string;
}

/** What the stand-in recorded: a Web API call, or a post to a response_url. */
export type RecordedEntry =
  | { kind: 'call'; item: { method: string; args: Record<string, unknown>; ok: boolean; result?: Record<string, unknown> } }
  | { kind: 'response'; item: { urlId: string; body: ResponseBody; ok: boolean } };

export interface ResponseBody {
  text?: string;
  blocks?: unknown[];
  response_type?: string;
  replace_original?: boolean;
  delete_original?: boolean;
}

/** An element the person used: a button, or a menu with the option chosen. */
export interface UsedElement {
  action_id: string;
  block_id: string;
  type: string;
  value?: string;
  selected_option?: { value: string; text?: unknown };
  selected_date?: string;
}

/** Where the element was: a message (its channel and ts), or a view (modal or App Home). */
export type ActionPlace =
  | { kind: 'message'; channelId: string; ts: string; ephemeral: boolean }
  | { kind: 'view'; view: Record<string, unknown>; values: Record<string, Record<string, unknown>> };

/** The bot's HTTP answer to a request (its ack). */
export interface Sent {
  status: number;
  ackBody: string;
}

/** The stack as the page drives it; every method sends a real signed request into the bot. */
export interface PlaygroundBackend {
  users(): PlaygroundUser[];
  channels: PlaygroundChannel[];
  commands: CommandHint[];
  /**
   * Where answers to requests the page did not send (the terminal console's) are shown: the
   * console's user and channel.
   */
  elsewhere: { user: string; channel: string };
  /** The bot's clock (ms; local mode: the sandbox clock): the times messages are shown with. Default: the wall clock. */
  now?: () => number;
  /** The DM channel between the bot and `userId` (what conversations.open answers). */
  dmOf(userId: string): string;
  onRecord(listener: (entry: RecordedEntry) => void): () => void;
  file(id: string): { name: string; bytes: Buffer } | undefined;
  /**
   * `register` is told the request's response_url before the request is sent: the bot may post
   * there before its ack is back.
   */
  slashCommand(text: string, userId: string, channelId: string, triggerId: string, register: (responseUrlId: string) => void): Promise<Sent>;
  action(element: UsedElement, place: ActionPlace, userId: string, triggerId: string, register: (responseUrlId: string) => void): Promise<Sent>;
  submit(view: Record<string, unknown>, values: Record<string, Record<string, unknown>>, userId: string): Promise<Sent>;
  openHome(userId: string): Promise<Sent>;
  /** Plain words: in the DM, a message to the app (message.im); in a channel, a mention (app_mention); `threadTs`: in that thread. */
  words(text: string, userId: string, channelId: string, threadTs?: string): Promise<Sent>;
  /** The person opened the DM's Messages tab (app_home_opened, tab messages): the agent view's prompts. */
  openMessages(userId: string): Promise<Sent>;
}
