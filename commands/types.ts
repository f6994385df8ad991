// The contract between the app layer (src/app) and each subcommand (commands/<name>/).
//
// SEAM FOR ISSUE 6 (digest / alerts / watch, modals, App Home): a subcommand is a
// `CommandDefinition` — name, group, summary, usage, examples, a pure `parse(text)` (runs
// before ack, so nothing slow) and `run(request, ctx)` (after ack) returning a BotMessage.
// Adding one touches commands/<name>/index.ts, its view in views/, its test and one line in
// commands/registry.ts. Everything a command may use reaches it through CommandContext;
// nothing is a process-wide singleton.
import type { ApiClient } from '../src/api/index.js';
import type { Logger } from '../src/logger.js';
import type { BotMessage, ChartImage, UploadedFile } from '../views/types.js';
import type { ChartSpec } from '../src/charts/spec.js';
import type { Durable } from '../src/app/durable.js';

export type CommandGroup = 'Reports' | 'Network & auctions' | 'Exports' | 'Digests & alerts' | 'Configuration & Tasks' | 'Account' | 'Help';

export type ParseResult<R> = { ok: true; request: R } | { ok: false; error: string };

/** A file to put next to the answer (CSV, YAML). */
export interface FileToUpload {
  filename: string;
  title: string;
  /** The bytes, or `{ path }` of a file on disk (large CSVs streamed there first). */
  content: string | Buffer | { path: string };
  /** Text posted with the file. */
  comment?: string;
}

export interface CommandContext {
  api: ApiClient;
  userId: string;
  teamId?: string;
  channelId?: string;
  /** The user's IANA timezone (Slack users.info, cached briefly); 'UTC' when Slack does not say. */
  timezone(): Promise<string>;
  now(): number;
  logger: Logger;
  /** ephemeral: only the user sees the answer; in_channel: it was shared. Files follow the same audience. */
  visibility: 'ephemeral' | 'in_channel';
  /** A chart as an image (QuickChart URL, or a PNG uploaded to Slack in CHART_MODE=upload); undefined if it cannot be made. */
  chart(spec: ChartSpec): Promise<ChartImage | undefined>;
  /** Uploads a file with the files upload V2 flow to the answer's audience (the user's DM, or the channel when shared). */
  upload(file: FileToUpload): Promise<UploadedFile>;
  /**
   * Work that finishes after the answer (an export becoming ready): `task` runs in the background
   * and its message is posted with chat.postMessage to the user's DM (or the channel when shared).
   * Issue 6 replaces the in-process runner with durable jobs behind the same call.
   */
  followUp(label: string, task: (signal: AbortSignal) => Promise<BotMessage>): void;
  /** Durable state and jobs (subscriptions, watches, the export queue); absent without a store. */
  durable?: Durable;
}

export interface CommandDefinition<R> {
  name: string;
  aliases?: readonly string[];
  group: CommandGroup;
  /** One line for the help list. */
  summary: string;
  /** Syntax, e.g. `revenue [range] [by <dim>] [country=US] [os=ios] [source=own]`. */
  usage: string;
  /** Full example invocations without the leading /adops. */
  examples: readonly string[];
  /** Pure and fast (runs before ack): text after the subcommand name → request or a usage error. */
  parse(text: string): ParseResult<R>;
  /** Slow work (after ack): API calls, charts, uploads. Throws ApiError / DateRangeError on failure. */
  run(request: R, ctx: CommandContext): Promise<BotMessage>;
}

/** A command with its request type erased, as the registry holds it. */
export interface RegisteredCommand extends Omit<CommandDefinition<unknown>, 'run' | 'parse'> {
  parse(text: string): ParseResult<unknown>;
  run(request: unknown, ctx: CommandContext): Promise<BotMessage>;
}

export function defineCommand<R>(def: CommandDefinition<R>): RegisteredCommand {
  return { ...def, parse: (text) => def.parse(text), run: (request, ctx) => def.run(request as R, ctx) };
}
