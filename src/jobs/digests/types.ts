// The contract of one digest kind (a `report` of a subscription), declared in one place as a
// subcommand is (commands/types.ts `defineCommand`): its name and labels, schedule defaults,
// delivery deadline, what it needs of the key, the fields of its form, and its builder (what it
// reads: data) and view (views/digest-<kind>.ts: data in, Block Kit out). ./registry.ts lists
// the kinds once; everything that names kinds reads that list (./README.md).
import type { ApiClient, Requirement } from '../../api/index.js';
import type { Subscription } from '../../store/index.js';
import type { DigestFormField } from '../../../views/digest-modal.js';
import type { BotMessage } from '../../../views/types.js';
import type { JobDeps } from '../deps.js';

export interface DigestContext {
  deps: JobDeps;
  subscription: Subscription;
  /** The scheduled time of the run (a preview: now). Periods are read from it, in the subscription's timezone. */
  at: Date;
  api: ApiClient;
  /** Calls `fetch` once per (operation, params, minute of `at`) across every digest of this workspace. */
  query<T>(operation: string, params: unknown, fetch: () => Promise<T>): Promise<T>;
  signal: AbortSignal;
  /** Run by hand (`digest run`) at `at`, not on its schedule. */
  byHand?: boolean;
}

export interface DigestOutput {
  message: BotMessage;
  /** Details posted as a reply in the message's thread. */
  thread?: BotMessage;
  /** Nothing worth posting (config validation with "only when there are issues" and none found). */
  quiet?: boolean;
  /** Why it is quiet, in words, when a subscription condition made it so (shown by `digest preview`). */
  quietReason?: string;
}

export type DigestBuilder = (ctx: DigestContext) => Promise<DigestOutput>;

/**
 * Options of a subscription only some kinds read, beyond the shared ones (country, os, source,
 * networks, the send conditions): `digest add` and the form check each for the kinds that take it
 * (commands/digest/input.ts) and refuse `gap=` elsewhere.
 */
export type DigestOption = 'tests' | 'config_mode' | 'gap';

export interface DigestKindSpec<N extends string, D> {
  /** What `digest add <name>` and the stored subscription call it. */
  name: N;
  /** As lists, the form and confirmations show it: "Daily revenue summary". */
  label: string;
  /** As a sentence names it: "the daily revenue summary for #sales could not be posted". */
  noun: string;
  /** What it holds, for `help digest` (mrkdwn, its options as code). */
  holds: string;
  /** The words after `digest add <name>` in an example `help digest` shows, when it shows one. */
  example?: string;
  /** Its own options in the text form of `digest add` (`tests=<id>,<id>`), when it has any. */
  textOptions?: string;
  /** The options it reads beyond the shared ones (DigestOption). */
  options?: readonly DigestOption[];
  /** The fields of its form below the schedule, in order (views/digest-modal.ts draws each). */
  form: readonly DigestFormField[];
  /** The form's schedule before anyone changes it: days (0 = Sunday) and local time. */
  schedule: { days: readonly number[]; time: string };
  /** How late a run may still be posted after failures; past it, the owner is told (src/scheduler). */
  deadlineMs: number;
  /** What it needs of the key it runs on (spec 4, 5.2); unset: reports only. */
  need?: Requirement;
  /** The builder: what it reads for the subscription at `ctx.at` (the API through `ctx.query`). */
  read(ctx: DigestContext): Promise<D>;
  /** The view: the data drawn, with details for the thread when there are some. */
  view(data: D): BotMessage | { message: BotMessage; thread?: BotMessage };
  /** Nothing worth posting in this data (config validation, issues only, none found). */
  quiet?(data: D, subscription: Subscription): boolean;
}

/** A declared kind: its declaration without the data type, and the one builder runs and previews call. */
export interface DigestKind<N extends string = string> extends Omit<DigestKindSpec<N, unknown>, 'read' | 'view' | 'quiet'> {
  /** Read, drawn, with the subscription's send conditions and the "why" line applied (./why.ts). */
  build: DigestBuilder;
}
