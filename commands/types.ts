// The contract between the Slack edge (src/app) and each subcommand (commands/<name>/).
//
// A subcommand is a `CommandDefinition`: name, group, summary, usage, examples, a pure
// `parse(text)` (checks every parameter, before any API call) and `run(request, ctx)` returning
// what to show: a message, or a form to open. Adding one touches commands/<name>/index.ts, its view
// in views/, its test and one line in commands/registry.ts. Everything a command may use reaches it
// through CommandContext; nothing is a process-wide singleton.
import type { ApiClient } from '../src/api/index.js';
import type { ChartImage, ChartSpec } from '../src/charts/spec.js';
import type { DigestOutput } from '../src/jobs/digests/types.js';
import type { ExportRequest } from '../src/jobs/export-delivery.js';
import type { Logger } from '../src/logger.js';
import type { ExportJob, Run, Store, Subscription } from '../src/store/index.js';
import type { ModalView } from '../views/modal-kit.js';
import type { BotMessage, UploadedFile } from '../views/types.js';

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

/** The durable side as commands use it: the store and the jobs that outlive a request. */
export interface CommandDurable {
  store: Store;
  /** Stores the export request (before any API call) and wakes the export worker. */
  enqueueExport(req: ExportRequest): Promise<ExportJob>;
  /** Wakes the watch worker (a new watch gets its first check now). */
  kickWatches(): void;
  /** Whether the bot is in the channel and may post there (false: it must be invited first). */
  /** `teamId`: the workspace whose bot is asked about (OAuth mode: each has its own token). */
  botCanPostIn(channelId: string, teamId: string): Promise<boolean>;
  /** Runs a digest now, outside its schedule; the run as stored. */
  runDigestNow(subscriptionId: string): Promise<Run | undefined>;
  /** Builds a digest as it would be posted now, without posting it. */
  previewDigest(subscription: Subscription, signal: AbortSignal): Promise<DigestOutput>;
}

export interface CommandContext {
  api: ApiClient;
  userId: string;
  teamId: string;
  channelId?: string;
  /** The asker administers the bot in this workspace (the access check's verdict): lists show everyone's. */
  admin?: boolean;
  /** The user's IANA timezone (Slack users.info, cached briefly); 'UTC' when Slack does not say. */
  timezone(): Promise<string>;
  now(): number;
  logger: Logger;
  /** A chart for the message as CHART_MODE makes it (src/charts/make-chart.ts: Slack's chart block or an uploaded PNG by default); undefined if it cannot be made. */
  chart(spec: ChartSpec): Promise<ChartImage | undefined>;
  /** Uploads a file with the files upload V2 flow to the user's DM (answers are private; Share posts the message only). */
  upload(file: FileToUpload): Promise<UploadedFile>;
  durable: CommandDurable;
}

/** A command's answer that is a form (a Slack modal) rather than a message. */
export interface FormAnswer {
  kind: 'form';
  /** Opened at once when `view` must read something first: Slack's trigger expires in 3 s. */
  loading?: ModalView;
  view(): Promise<ModalView>;
  /** Said where no form can open (no trigger: the local console): how to do it in text. */
  instead: BotMessage;
}

export type CommandAnswer = BotMessage | FormAnswer;

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
  /** More for `help <subcommand>`, one mrkdwn line each (e.g. the kinds of digest). */
  details?: readonly string[];
  /** Pure and fast: text after the subcommand name → a checked request, or a usage error. */
  parse(text: string): ParseResult<R>;
  /** The work (after ack): API calls, the store, charts, uploads. Throws ApiError / DateRangeError on failure. */
  run(request: R, ctx: CommandContext): Promise<CommandAnswer>;
}

/** A command with its request type erased, as the registry holds it. */
export interface RegisteredCommand extends Omit<CommandDefinition<unknown>, 'run' | 'parse'> {
  parse(text: string): ParseResult<unknown>;
  run(request: unknown, ctx: CommandContext): Promise<CommandAnswer>;
}

export function defineCommand<R>(def: CommandDefinition<R>): RegisteredCommand {
  return { ...def, parse: (text) => def.parse(text), run: (request, ctx) => def.run(request as R, ctx) };
}

export function isForm(answer: CommandAnswer): answer is FormAnswer {
  return answer.kind === 'form';
}
