// THE way out to Slack: every Web API call (interactive answers, access facts, App Home, forms,
// digests, alerts, export cards) and every response_url post leaves through `SlackOutbox`, with
// the project's one retry policy (src/api/retry.ts). Per workspace, one SlackGate (./gate.ts):
//   - a 429 stops that method in that workspace until its Retry-After has passed, for every caller
//     (interactive and background alike), and the call is tried again after it;
//   - a Retry-After longer than the caller may wait fails the call at once (a person is waiting);
//   - background work (`paced`) also keeps each method within its budget and each channel to
//     about one post a second.
// A call Slack may have carried out without saying so (no answer, a timeout, a 5xx) is repeated
// only for methods that are safe to repeat. A post (NOT_REPEATABLE) in that state is never sent
// again here: the caller checks (a digest looks for its marked post) or reports it.
import type { webApi } from '@slack/bolt';
import { Agent, request } from 'undici';
import { abortableSleep, parseRetryAfter, withRetries, type RetryPolicy } from '../api/retry.js';
import type { Logger } from '../logger.js';
import { noTracing, type Tracing } from '../tracing.js';
import { SlackGate, type GateOptions } from './gate.js';
import { Recent, WORKSPACE_IDLE_MS } from './recent.js';
import { ResponseUrlError, type Respond } from './response-url.js';

/** Methods whose repeat could show something twice (or spend a single-use trigger). */
export const NOT_REPEATABLE: ReadonlySet<string> = new Set(['chat.postMessage', 'chat.postEphemeral', 'chat.startStream', 'chat.appendStream', 'views.open', 'files.uploadV2', 'response_url']);

export interface SlackCallOptions {
  /** The channel a post goes to: paced per channel (when `paced`) and paused with it on a 429. */
  channel?: string;
  /** Background work: method budgets and channel spacing apply (interactive calls only wait out 429s). */
  paced?: boolean;
  signal?: AbortSignal;
  /** Attempts in all (default the outbox's). */
  attempts?: number;
  /** Longest Retry-After this caller waits for (default the outbox's). */
  maxRetryAfterMs?: number;
  /** Runs right before each attempt reaches Slack, after any wait (a run notes its post may be out). */
  sending?: () => Promise<void>;
}

export interface SlackOutboxOptions extends GateOptions {
  logger: Logger;
  /** A span per call (retries included), inside the request, digest or export it serves. */
  tracing?: Tracing;
  retry?: Partial<RetryPolicy>;
}

/** Interactive defaults: a person is waiting, so a long Retry-After fails fast. */
export const DEFAULT_SLACK_RETRY: RetryPolicy = { attempts: 3, baseDelayMs: 500, maxDelayMs: 4_000, maxRetryAfterMs: 10_000 };

/** The workspace key of calls made before the workspace is known (auth.test of a token). */
const UNKNOWN_WORKSPACE = '';

type WebClient = webApi.WebClient;

export class SlackOutbox {
  /** Kept while the workspace is active, or while its pacing still holds something back (./recent.ts). */
  private readonly gates = new Recent<string, SlackGate>({ idleMs: WORKSPACE_IDLE_MS, canDrop: (gate) => gate.settled() });
  private readonly policy: RetryPolicy;
  // response_url posts: one keep-alive agent per app, not Bolt's respond (global fetch costs
  // several times the CPU per post at hundreds of answers a second).
  private readonly agent = new Agent({ connections: 64, keepAliveTimeout: 30_000, headersTimeout: 10_000, bodyTimeout: 10_000 });

  constructor(private readonly o: SlackOutboxOptions) {
    this.policy = { ...DEFAULT_SLACK_RETRY, ...o.retry };
  }

  /** The pacing of one workspace (its team id), shared by everything that calls Slack there. */
  gate(workspace: string | undefined): SlackGate {
    const key = workspace ?? UNKNOWN_WORKSPACE;
    return this.gates.get(key, () => new SlackGate(this.o));
  }

  /** `client` bound to its workspace: what the helpers of ./slack-io.ts take. */
  line(client: WebClient, workspace: string | undefined): SlackLine {
    return { client, call: (method, fn, o) => this.call(workspace, method, () => fn(client), o) };
  }

  /**
   * One Web API call of workspace `workspace` (a team id), made by `fn`. Traced as the method and
   * its outcome only: never the token, the channel, the text or the response_url.
   */
  call<T>(workspace: string | undefined, method: string, fn: () => Promise<T>, o: SlackCallOptions = {}): Promise<T> {
    return (this.o.tracing ?? noTracing).inSpan(`Slack ${method}`, { 'slack.method': method }, async (span) => {
      try {
        const result = await this.attempts(workspace, method, fn, o);
        span.set('adops.outcome', 'ok');
        return result;
      } catch (err) {
        span.set('adops.outcome', 'failed');
        throw err;
      }
    });
  }

  private attempts<T>(workspace: string | undefined, method: string, fn: () => Promise<T>, o: SlackCallOptions): Promise<T> {
    const gate = this.gate(workspace);
    const repeatable = !NOT_REPEATABLE.has(method);
    // Every attempt of every Slack call passes here: the one place to count calls and 429s.
    const attempt = async () => {
      await gate.acquire(method, o.channel, o.signal, o.paced ?? false);
      await o.sending?.();
      const result = await fn();
      if (o.paced && o.channel && method === 'chat.postMessage') gate.posted(o.channel);
      return result;
    };
    return withRetries(attempt, {
      policy: { ...this.policy, ...(o.attempts ? { attempts: o.attempts } : {}), ...(o.maxRetryAfterMs ? { maxRetryAfterMs: o.maxRetryAfterMs } : {}) },
      // A rate-limited call was not carried out; an unknown outcome is repeated only where safe.
      retryable: (kind) => kind.transient && (kind.rateLimited === true || repeatable || !kind.outcomeUnknown),
      signal: o.signal,
      // A 429 is the method's limit in the workspace: the pause is everyone's, and the next
      // attempt's acquire waits it out with them.
      wait: async (ms, kind, signal) => (kind.rateLimited ? gate.pause(method, ms, o.channel) : abortableSleep(ms, signal)),
      onRetry: ({ attempt: n, delayMs, kind }) =>
        this.o.logger.warn({ method, channel: o.channel, attempt: n, waitMs: delayMs, rateLimited: kind.rateLimited === true }, 'Slack call will be retried'),
    });
  }

  /**
   * Posts to a response_url (a bearer capability: never logged, never in an error). Slack's 429
   * is waited out (Retry-After) and the post sent again; any other failure is the caller's to
   * report — the post may have been shown, so it is never sent twice.
   */
  respond(url: string, workspace?: string): Respond {
    return (message) =>
      this.call(workspace, 'response_url', async () => {
        const res = await request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(message), dispatcher: this.agent });
        const text = await res.body.text();
        if (res.statusCode < 200 || res.statusCode >= 300) throw new ResponseUrlError(res.statusCode, text.slice(0, 100), parseRetryAfter(first(res.headers['retry-after'])));
      });
  }

  close(): Promise<void> {
    return this.agent.close();
  }
}

/** A WebClient and the workspace it calls, through the outbox. */
export interface SlackLine {
  readonly client: WebClient;
  call<T>(method: string, fn: (client: WebClient) => Promise<T>, o?: SlackCallOptions): Promise<T>;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
