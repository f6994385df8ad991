// The contract of one alert kind (a watch's `spec.kind`), declared in one place as a digest kind
// is (../digests/types.ts): the spec it stores, how `alerts add` reads it, how lists and the
// confirmation describe it, what it needs of the key, how often it is looked at, and its check.
// ./registry.ts lists the kinds once; the watch worker (../watches.ts), the alerts subcommand and
// the watch list read that list (./README.md).
import type { ApiClient, Requirement } from '../../api/index.js';
import type { Watch, WatchSpec } from '../../store/index.js';
import type { WatchWords } from '../../../views/watch-list.js';
import type { BotMessage } from '../../../views/types.js';
import type { JobDeps } from '../deps.js';

/**
 * What `alerts add` hands a kind's parse: the subcommand's argument reader (commands/shared/args.ts
 * `Args` fits it) and its way to refuse text. Passed in, since src/jobs sits below commands/.
 */
export interface SpecReader {
  word(): string | undefined;
  flag(...words: string[]): boolean;
  option(...keys: string[]): string | undefined;
  /** Says what is wrong with the text and how to write it (a usage problem): never returns. */
  refuse(message: string): never;
}

/** How `/adops alerts add <word> …` makes a watch of this kind. */
export interface AddForm<S extends WatchSpec> {
  /** The words that start it (`revenue`, `config`), as the list of what can be watched names them. */
  words: readonly string[];
  /** Its part of the subcommand's usage, after `alerts add ` (`config [draft|id=<draft id>|version=N]`). */
  usage: string;
  /** Its help examples, after `alerts add `. */
  examples: readonly string[];
  /** Reads the rest of its text into the spec it stores (pure); the destinations are read after it. */
  parse(word: string, args: SpecReader): S;
  /** Looked at once before anything is stored (a spec the API cannot serve): a refusal, or undefined. */
  refuseBeforeSaving?(spec: S, api: ApiClient): Promise<BotMessage | undefined>;
}

export interface AlertKind<S extends WatchSpec = WatchSpec> {
  kind: S['kind'];
  /** Its `alerts add` form; unset: made elsewhere (an A/B watch: `abtest watch <id>`). */
  add?: AddForm<S>;
  /** How lists, App Home and the confirmation describe a watch of it (pure). */
  words(w: Watch, spec: S): WatchWords;
  /** What it needs of the key it runs on (spec 4, 5.2), checked when it is made or moved; unset: reports only. */
  need?: Requirement;
  /** How long after a check it is looked at again. */
  checkEvery(spec: S): number;
  /** One look: report a change (post, update, follow up), keeping what it saw in the watch's state. */
  check(deps: JobDeps, w: Watch, spec: S, signal: AbortSignal): Promise<void>;
}

/** A declared kind, with the test that a stored spec is its own (the store keeps `{ kind: string }`). */
export interface DeclaredAlertKind<S extends WatchSpec = WatchSpec> extends AlertKind<S> {
  owns(spec: WatchSpec): spec is S;
}

export function defineAlertKind<S extends WatchSpec>(kind: AlertKind<S>): DeclaredAlertKind<S> {
  return { ...kind, owns: (spec): spec is S => spec.kind === kind.kind };
}
