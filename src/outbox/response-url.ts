// A response_url post's shape and its failure. The posting itself is the outbox's
// (./outbox.ts `respond`): the URL is a bearer capability, never logged and never part of an error.
import { AdopsError, ErrorCode } from '../errors.js';

export interface ResponseMessage {
  response_type?: 'ephemeral' | 'in_channel';
  replace_original?: boolean;
  delete_original?: boolean;
  text?: string;
  blocks?: unknown[];
}

export type Respond = (message: ResponseMessage) => Promise<unknown>;

/** Slack's answer to a response_url post was not a 2xx: its status and bare error word (invalid_blocks, used_url). */
export class ResponseUrlError extends AdopsError {
  readonly code = ErrorCode.ResponseUrlRefused;
  constructor(
    readonly status: number,
    readonly slackError: string,
    /** Retry-After of a 429, when Slack sent one. */
    readonly retryAfterMs?: number,
  ) {
    super(`Slack answered ${status} (${slackError}) to the response_url post`);
  }
}
