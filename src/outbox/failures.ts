// Which failures of background work pass with time (retry later) and which do not (tell the
// owner now): Slack 429/5xx/network, reporting-API 5xx/503/504/network, a store that refuses or
// drops connections, a run that ran past its own deadline — all pass. A key the API rejects, a
// channel the bot is not in, or a bug do not: retrying them only delays the owner's notice.
import { webApi } from '@slack/bolt';
import { NetworkError, RetryableStatusError } from '../api/errors.js';

/** Slack's own error codes that mean "try again later" on a 200 answer. */
const SLACK_TRANSIENT = new Set(['internal_error', 'fatal_error', 'service_unavailable', 'request_timeout', 'ratelimited']);

/** Node's network error codes and PostgreSQL's connection classes (08…, 57P… shutdown, 53… resources). */
function isStoreOrNetworkCode(code: string): boolean {
  return /^E[A-Z]+$/.test(code) || /^(08|57P|53)/.test(code);
}

export interface FailureKind {
  transient: boolean;
  /** What the other side asked us to wait (Retry-After), when it said. */
  retryAfterMs?: number;
}

export function classifyFailure(err: unknown): FailureKind {
  if (err instanceof RetryableStatusError) return { transient: true, retryAfterMs: err.retryAfterMs };
  if (err instanceof NetworkError) return { transient: true };
  const e = err as { code?: unknown; retryAfter?: number; data?: { error?: string }; name?: string; message?: string } | null;
  if (!e || typeof e !== 'object') return { transient: false };
  if (e.code === webApi.ErrorCode.RateLimitedError) return { transient: true, retryAfterMs: typeof e.retryAfter === 'number' ? e.retryAfter * 1000 : undefined };
  if (e.code === webApi.ErrorCode.RequestError || e.code === webApi.ErrorCode.HTTPError) return { transient: true };
  if (e.code === webApi.ErrorCode.PlatformError) return { transient: SLACK_TRANSIENT.has(e.data?.error ?? '') };
  if (typeof e.code === 'string' && isStoreOrNetworkCode(e.code)) return { transient: true };
  // Our own deadline of one attempt (DOMException's standard names), and pg's words for a
  // connection that went away: node-postgres throws these as plain Errors with no code, so their
  // text is all there is (allowed in test/architecture/error-codes.test.ts).
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return { transient: true };
  if (typeof e.message === 'string' && /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(e.message)) {
    return { transient: true };
  }
  return { transient: false };
}

/**
 * When to try again after `attempt` failed attempts: Retry-After when given (never sooner), else
 * exponential backoff from `baseMs` with jitter, capped at `maxMs`.
 */
export function retryDelayMs(kind: FailureKind, attempt: number, baseMs: number, maxMs: number): number {
  const backoff = Math.min(maxMs, baseMs * 2 ** Math.min(attempt, 16));
  const jittered = backoff / 2 + Math.random() * (backoff / 2);
  return Math.max(kind.retryAfterMs ?? 0, jittered);
}
