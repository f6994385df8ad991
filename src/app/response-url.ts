// Posting to response_url with the project's undici (one keep-alive Agent per app) rather than
// Bolt's respond (global fetch with WHATWG streams, several times the CPU per post — it matters
// at hundreds of answers a second). The URL is a bearer capability: it is never logged and never
// part of an error message.
import { Agent, request } from 'undici';
import { AdopsError, ErrorCode } from '../errors.js';

export interface ResponseMessage {
  response_type?: 'ephemeral' | 'in_channel';
  replace_original?: boolean;
  delete_original?: boolean;
  text?: string;
  blocks?: unknown[];
}

export type Respond = (message: ResponseMessage) => Promise<unknown>;

export class ResponseUrlError extends AdopsError {
  readonly code = ErrorCode.ResponseUrlRefused;
  constructor(
    readonly status: number,
    readonly slackError: string,
  ) {
    super(`Slack answered ${status} (${slackError}) to the response_url post`);
  }
}

export class ResponsePoster {
  private readonly agent = new Agent({ connections: 64, keepAliveTimeout: 30_000, headersTimeout: 10_000, bodyTimeout: 10_000 });

  to(url: string): Respond {
    return async (message) => {
      const res = await request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message),
        dispatcher: this.agent,
      });
      const text = await res.body.text();
      if (res.statusCode < 200 || res.statusCode >= 300) throw new ResponseUrlError(res.statusCode, text.slice(0, 100));
    };
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}
