// The contract between the Slack edge (src/app) and each subcommand (commands/<name>/).
//
// A subcommand is a `CommandDefinition`, declared in one place (commands/<name>/): name, group,
// summary, usage, examples, a pure `parse(text)` (checks every parameter, before any API call),
// `run(request, ctx)` returning what to show (a message, or a form to open), what a request `need`s
// before it runs (the access check), and the `buttons` and `forms` that stand for it. The Slack
// edge (src/app) registers every listener from these declarations, so it names no subcommand.
// Adding one touches commands/<name>/, its view in views/, its test and one line in
// commands/registry.ts. Everything a command may use reaches it through CommandContext (a form's
// submission: FormContext); nothing is a process-wide singleton.
import type { ApiClient, FeatureStates, OriginPolicy } from '../src/api/index.js';
import type { ChartImage, ChartSpec } from '../src/charts/spec.js';
import type { DigestOutput } from '../src/jobs/digests/types.js';
import type { ExportRequest } from '../src/jobs/export-delivery.js';
import type { Logger } from '../src/logger.js';
import type { SlackLine } from '../src/outbox/outbox.js';
import type { Capability } from '../src/store/access-policy.js';
import type { ExportJob, Run, SecretBox, Store, Subscription } from '../src/store/index.js';
import type { ModalView } from '../views/modal-kit.js';
import type { RollUpRow } from '../views/account-rollup.js';
import type { BotMessage, UploadedFile } from '../views/types.js';
import type { ViewState } from './shared/form-state.js';

export type CommandGroup = 'Reports' | 'Network & auctions' | 'Exports' | 'Digests & alerts' | 'Configuration & Tasks' | 'Account' | 'Help';

/** The account a question names (`account=`, commands/shared/account.ts): one connection by its name, or every account the asker may read. */
export type AccountOption = { name: string } | { all: true };

/** `account`: the `account=` of the question (commands/shared/account.ts), read for every command. */
export type ParseResult<R> = { ok: true; request: R; account?: AccountOption } | { ok: false; error: string };

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
  /** A DM from the bot to someone of workspace `teamId` (an owner told their digest moved account). */
  dm(teamId: string, userId: string, message: BotMessage): Promise<void>;
  /** Builds a digest as it would be posted now, without posting it. */
  previewDigest(subscription: Subscription, signal: AbortSignal): Promise<DigestOutput>;
}

/** A connected reporting account as commands see it (src/app/tenants/accounts.ts): never its key. */
export interface AccountInfo {
  connectionId: string;
  /** The connection's name (`connect bind … <name>`, `account=<name>`). */
  name: string;
  /** The account as /auth/status names it. */
  account: string;
  /** How answers and posts name it: `acct_1 (globex)`. */
  line: string;
  permissions: readonly string[];
  /** Features as last learned (on/off; absent: not known yet) and when. */
  features: FeatureStates;
  featuresCheckedAt: Date | null;
  isDefault: boolean;
  /** The channels bound to it. */
  channels: readonly string[];
}

/** The workspace's reporting accounts (undefined everywhere: it answers from the environment's key, nothing connected). */
export interface CommandAccounts {
  /** The account this request answers with: `account=<name>`, else the channel's. */
  current(): AccountInfo | undefined;
  /** The account a digest, alert or export made for `channelId` runs on: that channel's binding, else the workspace's default. */
  forChannel(channelId: string | undefined): AccountInfo | undefined;
  byId(connectionId: string | null | undefined): AccountInfo | undefined;
  /** Every connected account of the workspace, the default first. */
  all(): AccountInfo[];
  /** Those the asker may read (the access policy's per-account scopes: src/store/access-policy.ts). */
  readable(): Promise<AccountInfo[]>;
  /** The bot's own key (nothing connected): its features as its answers have taught them, and when. */
  ownKey(): { features: FeatureStates; checkedAt: Date | null };
  /** Learns the features of the connection's key now (the cheapest call each needs) and stores them; undefined: not connected. */
  checkFeatures(connectionId: string): Promise<AccountInfo | undefined>;
}

export interface CommandContext {
  api: ApiClient;
  /** The workspace's reporting accounts: which answers, which a digest or alert made now would run on. */
  accounts: CommandAccounts;
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

/**
 * What a request needs before it may run: the capability, the channels the user must be a member
 * of (where a digest or alert posts and mentions people), the digest or alert whose creator (or an
 * admin) alone may touch it — and how it is written in the audit log (ids only).
 */
export interface Need {
  /** undefined: only who is asking is checked (help, usage, `access show`). */
  capability?: Capability;
  /**
   * A report answer (the question itself, e.g. `revenue yesterday`): the only kind of request an
   * admin's external grant (Slack Connect) may admit. Lists of the workspace's digests, alerts or
   * anything else leave it unset and stay refused to another organisation.
   */
  question?: boolean;
  /** The user must be a member of each (conversations.members). */
  memberOf: string[];
  /** Only its creator or an admin may touch it. */
  owned?: { kind: 'subscription' | 'watch'; id: string };
  audit: { action: string; subject: string; detail: Record<string, string> };
}

/**
 * A command's need, decided on purpose for each one: `'read'` (it only reads reports: a
 * `question`, which an external grant may admit), `'anyone'` (nothing is checked but who is asking), or per request — one that exports, posts in a
 * channel or changes state. Both words are audited as a plain command under the command's name.
 */
export type NeedDeclaration<R> = 'read' | 'anyone' | ((request: R, channelId: string | undefined) => Need);

/** Where the answer to a click or a form goes: the user's DM, or there only when it is a problem (the effect shows elsewhere). */
export type AnswerBy = 'dm' | 'dm-problems-only';

/**
 * A button that stands for this command. `id` is the action id the view that draws it uses (the
 * view defines it, as it puts it in the Block Kit); a click runs `commandText(value)` — the
 * command as typed — through the same pipeline as /adops. A click on App Home also redraws Home.
 */
export interface ButtonDeclaration {
  id: string;
  commandText(value: string): string;
  answer: AnswerBy;
}

/** A submitted or changed form as Slack sends it (the fields its handlers read). */
export interface FormView {
  id: string;
  hash?: string;
  state?: { values: ViewState };
  private_metadata?: string;
}

/** What a form's submission handler may use: who submitted it, and the edge's parts it needs. */
export interface FormContext {
  userId: string;
  teamId: string;
  now(): number;
  logger: Logger;
  /** Slack, through the outbox, for the form's workspace (e.g. whether the bot may post in a channel). */
  slack: SlackLine;
  durable: CommandDurable;
  /** The operator's allowed API origins and the key sealer (undefined: keys cannot be stored). */
  connections: { origins: OriginPolicy; box: SecretBox | undefined };
  /** The access check of a request of this command, run now (recorded): the refusal's sentence, or undefined when admitted. */
  refusal(request: unknown): Promise<string | undefined>;
}

/** The submission read and checked: the request to run and where its answer goes; or each field's mistake, said inline. */
export type FormSubmission<R> = { ok: true; request: R; answer: AnswerBy } | { ok: false; errors: Record<string, string> };

/** A form (modal) of this command: its callback id (defined by its view), its submission and the fields whose change redraws it. */
export interface FormDeclaration<R> {
  callbackId: string;
  submit(view: FormView & { state: { values: ViewState } }, ctx: FormContext): FormSubmission<R> | Promise<FormSubmission<R>>;
  rerender?: { fields: readonly string[]; render(view: FormView, now: number): ModalView };
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
  /** More for `help <subcommand>`, one mrkdwn line each (e.g. the kinds of digest). */
  details?: readonly string[];
  /** Pure and fast: text after the subcommand name → a checked request, or a usage error. */
  parse(text: string): ParseResult<R>;
  /** The work (after ack): API calls, the store, charts, uploads. Throws ApiError / DateRangeError on failure. */
  run(request: R, ctx: CommandContext): Promise<CommandAnswer>;
  /** Who may ask for it (src/app/access/gate.ts applies it before any API call). */
  need: NeedDeclaration<R>;
  buttons?: readonly ButtonDeclaration[];
  forms?: readonly FormDeclaration<R>[];
  /** Running it may change which API account answers (connect): the instance reads them again after it. */
  changesAccounts?: boolean;
  /**
   * Its answers name the accounts they concern themselves (a digest's, an alert's, every connection):
   * the asker's channel's account line is not added (it would name the wrong one).
   */
  namesOwnAccount?: boolean;
  /**
   * `account=all`: the same question for one account as one row of figures (ctx answers as that
   * account). A command without it answers `account=all` with where it is understood.
   */
  rollUp?(request: R, ctx: CommandContext): Promise<RollUpRow>;
  /** Without `rollUp`: why one row per account would mislead, said when `account=all` is asked. */
  rollUpWhyNot?: string;
}

/** A command with its request type erased, as the registry holds it. */
export interface RegisteredCommand extends Omit<CommandDefinition<unknown>, 'run' | 'parse' | 'need' | 'forms' | 'rollUp'> {
  parse(text: string): ParseResult<unknown>;
  run(request: unknown, ctx: CommandContext): Promise<CommandAnswer>;
  rollUp?(request: unknown, ctx: CommandContext): Promise<RollUpRow>;
  need(request: unknown, channelId: string | undefined): Need;
  buttons: readonly ButtonDeclaration[];
  forms: readonly FormDeclaration<unknown>[];
}

export function defineCommand<R>(def: CommandDefinition<R>): RegisteredCommand {
  const declared = def.need;
  const plain = (capability: Capability | undefined): Need => ({ ...(capability ? { capability } : {}), ...(capability === 'read' ? { question: true } : {}), memberOf: [], audit: { action: 'command', subject: def.name, detail: {} } });
  return {
    ...def,
    parse: (text) => def.parse(text),
    run: (request, ctx) => def.run(request as R, ctx),
    rollUp: def.rollUp && ((request, ctx) => def.rollUp!(request as R, ctx)),
    need: (request, channelId) => (declared === 'read' ? plain('read') : declared === 'anyone' ? plain(undefined) : declared(request as R, channelId)),
    buttons: def.buttons ?? [],
    forms: (def.forms ?? []) as readonly FormDeclaration<unknown>[],
  };
}

export function isForm(answer: CommandAnswer): answer is FormAnswer {
  return answer.kind === 'form';
}
