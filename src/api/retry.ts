// The one retry policy of every outbound call: the reporting API client (./http.ts), every Slack
// call and response_url post (src/outbox/outbox.ts), and background work that is tried again
// later (digest runs, export steps, owner notices). Modelled on openai-node's core: a failure is
// classified once, by its class, HTTP status or error code (never its message), into "passes
// with time" or not; the wait is the server's Retry-After when it said one (never sooner), else
// exponential backoff with jitter; a Retry-After longer than the caller may wait fails at once.
// Whether an operation may be repeated at all (a post is not) is the caller's to say.
import { AdopsError, ErrorCode } from '../errors.js';
import { isAddressRefusal } from './addresses.js';
import { CancelledError, NetworkError, ResponseTooLargeError, RetryableStatusError, TooSlowError } from './errors.js';

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  attempts: number;
  /** First backoff step; each retry doubles it (before jitter). */
  baseDelayMs: number;
  /** Cap of one backoff step. */
  maxDelayMs: number;
  /** Longest server-sent Retry-After waited for; a longer one fails the call now. */
  maxRetryAfterMs: number;
}

export interface FailureKind {
  /** Passes with time: trying again later may succeed. */
  transient: boolean;
  /** What the other side asked us to wait (Retry-After), when it said. */
  retryAfterMs?: number;
  /** A rate limit (HTTP 429, Slack's `ratelimited`): the whole method waits, not only this call. */
  rateLimited?: boolean;
  /**
   * The request may have been carried out though no answer says so (no response, a timeout, a
   * 5xx): a non-idempotent call in this state is checked or reported, never blindly repeated.
   */
  outcomeUnknown?: boolean;
}

/** HTTP statuses that pass with time; a 501 or 505 will not heal on retry. */
const TRANSIENT_STATUSES = new Set([429, 500, 502, 503, 504]);

/** Slack's Web API error codes (WebClient's `code`, and `data.error` of a platform error). */
const SLACK_RATE_LIMITED = 'slack_webapi_rate_limited_error';
const SLACK_NO_ANSWER = new Set(['slack_webapi_request_error', 'slack_webapi_http_error']);
const SLACK_PLATFORM = 'slack_webapi_platform_error';
const SLACK_TRANSIENT = new Set(['internal_error', 'fatal_error', 'service_unavailable', 'request_timeout', 'ratelimited']);

/** Node's network error codes and PostgreSQL's connection classes (08…, 57P… shutdown, 53… resources). */
function isStoreOrNetworkCode(code: string): boolean {
  return /^E[A-Z]+$/.test(code) || /^(08|57P|53)/.test(code);
}

/** pg's connection losses carry no code, only these words: the one place a message is read. */
const PG_CONNECTION_LOST = /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/**
 * A step that must not go on yet and asks to be tried again after `retryAfterMs` (a digest post
 * whose earlier attempt may still land in Slack: src/jobs/digest.ts). Passes with time.
 */
export class RetryLater extends AdopsError {
  readonly code = ErrorCode.RetryLater;
  constructor(
    message: string,
    readonly retryAfterMs: number,
  ) {
    super(message);
  }
}

/**
 * THE classification of a failure of any outbound call or background step: the reporting API
 * (by error class and status), Slack (by WebClient error code, Slack error string, or the HTTP
 * status of a response_url post), the store and the network (by error code). A key the API
 * rejects, a channel the bot is not in, or a bug do not pass: retrying them only delays the
 * person's notice.
 */
export function classifyFailure(err: unknown): FailureKind {
  // Too large is as large again; stopped is nobody's to retry; a question past its deadline is over.
  if (err instanceof ResponseTooLargeError || err instanceof CancelledError) return { transient: false };
  if (err instanceof TooSlowError) return err.bound === 'attempt' ? { transient: true, outcomeUnknown: true } : { transient: false };
  if (err instanceof NetworkError) return isAddressRefusal(err) ? { transient: false } : { transient: true, outcomeUnknown: true };
  if (err instanceof RetryableStatusError) return byStatus(err.status ?? 500, err.retryAfterMs);
  if (err instanceof RetryLater) return { transient: true, retryAfterMs: err.retryAfterMs };
  const e = err as { code?: unknown; status?: unknown; retryAfter?: unknown; retryAfterMs?: unknown; data?: { error?: string }; name?: string; message?: string } | null;
  if (!e || typeof e !== 'object') return { transient: false };
  if (e.code === SLACK_RATE_LIMITED) return { transient: true, rateLimited: true, retryAfterMs: typeof e.retryAfter === 'number' ? e.retryAfter * 1000 : undefined };
  if (typeof e.code === 'string' && SLACK_NO_ANSWER.has(e.code)) return { transient: true, outcomeUnknown: true };
  if (e.code === SLACK_PLATFORM) return { transient: SLACK_TRANSIENT.has(e.data?.error ?? '') };
  // A response_url post (src/outbox/outbox.ts ResponseUrlError) and any other error carrying its HTTP status.
  if (typeof e.status === 'number') return byStatus(e.status, typeof e.retryAfterMs === 'number' ? e.retryAfterMs : undefined);
  if (typeof e.code === 'string' && isStoreOrNetworkCode(e.code)) return { transient: true, outcomeUnknown: true };
  // Our own deadline of one attempt.
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return { transient: true, outcomeUnknown: true };
  if (typeof e.message === 'string' && PG_CONNECTION_LOST.test(e.message)) return { transient: true, outcomeUnknown: true };
  return { transient: false };
}

function byStatus(status: number, retryAfterMs: number | undefined): FailureKind {
  if (!TRANSIENT_STATUSES.has(status)) return { transient: false };
  if (status === 429) return { transient: true, rateLimited: true, retryAfterMs };
  return { transient: true, retryAfterMs, outcomeUnknown: true };
}

/** Half fixed, half random: a wait between step/2 and step, the step doubling from `baseDelayMs` up to `maxDelayMs`. */
export function backoffDelay(attempt: number, steps: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'>): number {
  const step = Math.min(steps.maxDelayMs, steps.baseDelayMs * 2 ** Math.min(attempt, 30));
  return Math.round(step / 2 + (Math.random() * step) / 2);
}

/**
 * When to try again after `attempt` failed attempts (0 for the first): Retry-After when given
 * (never sooner), else backoff with jitter. Undefined when the server asked for a longer pause
 * than the policy waits.
 */
export function retryDelay(kind: FailureKind, attempt: number, policy: Omit<RetryPolicy, 'attempts'>): number | undefined {
  if (kind.retryAfterMs !== undefined) return kind.retryAfterMs > policy.maxRetryAfterMs ? undefined : kind.retryAfterMs;
  return backoffDelay(attempt, policy);
}

/** Retry-After is either delta-seconds or an HTTP date. */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export interface RetryRun {
  policy: RetryPolicy;
  /** Whether this failure may be tried again here (default: it passes with time). */
  retryable?: (kind: FailureKind, err: unknown) => boolean;
  signal?: AbortSignal;
  /** Waits `ms` before the next attempt (default: abortableSleep); a rate limit's waiter may share the pause. */
  wait?: (ms: number, kind: FailureKind, signal?: AbortSignal) => Promise<void>;
  /** Told before each wait (logging, metrics). */
  onRetry?: (info: { attempt: number; delayMs: number; kind: FailureKind; err: unknown }) => void;
}

/** Runs `attempt` until it succeeds, fails for good, the policy's attempts are spent or the signal aborts. */
export async function withRetries<T>(attempt: (n: number) => Promise<T>, run: RetryRun): Promise<T> {
  for (let n = 0; ; n++) {
    try {
      return await attempt(n);
    } catch (err) {
      if (n + 1 >= run.policy.attempts || run.signal?.aborted) throw err;
      const kind = classifyFailure(err);
      if (!(run.retryable ?? ((k) => k.transient))(kind, err)) throw err;
      const delayMs = retryDelay(kind, n, run.policy);
      if (delayMs === undefined) throw err;
      run.onRetry?.({ attempt: n + 1, delayMs, kind, err });
      await (run.wait ?? ((ms, _k, signal) => abortableSleep(ms, signal)))(delayMs, kind, run.signal);
    }
  }
}

export function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * A signal that aborts with a TimeoutError after `ms`, and `clear` to stop its timer once the work
 * is done. AbortSignal.timeout's timer cannot be stopped: it stays until it fires or its signal is
 * collected, and at hundreds of API calls a second those timers were a fifth of a worker's live heap.
 */
export function timeoutSignal(ms: number, message: string): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(message, 'TimeoutError')), ms).unref();
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}
