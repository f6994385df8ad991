// The contract of one digest report: build the message for a subscription at a scheduled time.
import type { ApiClient } from '../../api/index.js';
import type { Subscription } from '../../store/index.js';
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
