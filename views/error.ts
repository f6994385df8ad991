// The one shape of a failure shown to a user: what went wrong, and what to do next.
import { context, esc, section } from './blocks.js';
import type { BotMessage, KnownBlock } from './types.js';

export interface FailureText {
  /** What went wrong, in plain words. */
  what: string;
  /** What the user can do about it. */
  next: string;
  /** Technical detail safe to show (the API's own error text), if any. */
  detail?: string;
}

export function errorView(failure: FailureText, reference?: string, kind: 'error' | 'usage' = 'error'): BotMessage {
  const blocks: KnownBlock[] = [
    // The block id tells surfaces that read only the blocks (the local console) which it is.
    section(`:x: ${esc(failure.what)}`, kind === 'error' ? 'adops_error' : 'adops_usage'),
    section(`*What to do:* ${esc(failure.next)}`),
  ];
  const notes = [failure.detail ? `API said: ${esc(failure.detail)}` : '', reference ? `reference ${esc(reference)}` : ''].filter(Boolean);
  if (notes.length) blocks.push(context(notes.join(' · ')));
  return { text: `${failure.what} ${failure.next}`, blocks, kind };
}

/** A request that cannot be served (not a crash): what happened and what to do, as a usage answer. */
export function refusal(what: string, next: string): BotMessage {
  return errorView({ what, next }, undefined, 'usage');
}
