// What a client of the API core is built with (./http.ts): its origin and key, its timeouts, its
// retry steps, its pool, its limits and its hooks (logger, metrics, tracing), with the defaults.
import type { Pool } from 'undici';
import type { Grant } from './errors.js';
import type { Metrics } from '../metrics.js';
import type { Tracing } from '../tracing.js';

export interface RetryOptions {
  /** Attempts after the first one. */
  maxRetries: number;
  /** First backoff step; each retry doubles it (before jitter). */
  baseDelayMs: number;
  /** Cap of one backoff step. */
  maxDelayMs: number;
  /** Cap on a server-sent Retry-After; longer waits fail fast instead of hanging a user. */
  maxRetryAfterMs: number;
}

export interface TimeoutOptions {
  connectMs: number;
  /** Until the response headers arrive: the API's own query time lives here. */
  headersMs: number;
  /** Between body chunks. */
  bodyMs: number;
  /**
   * One attempt whole, from sending to the last byte: an answer that drips a byte a second is cut
   * here, however steadily it drips. A question's deadline shortens it (./question.ts).
   */
  totalMs: number;
}

export interface HttpOptions {
  /** Base URL including `/api/v1`, e.g. http://127.0.0.1:4010/api/v1 */
  baseUrl: string;
  apiKey: string;
  retry?: Partial<RetryOptions>;
  timeouts?: Partial<TimeoutOptions>;
  connections?: number;
  /**
   * A connection pool to the API's origin shared with other clients (many workspaces' keys on one
   * API server: one set of keep-alive sockets, not one per key). Its owner closes it; without it,
   * the client has a pool of its own (`connections`).
   */
  pool?: Pool;
  /**
   * Connect to public addresses only (src/api/addresses.ts): for an origin the operator allowed
   * beyond the deployment's own. Applies to the client's own pool; a shared pool is built so.
   */
  publicOnly?: boolean;
  /**
   * The largest answer read, whatever the operation (default: each operation's own, ./limits.ts);
   * lower only, for tests and the connect form.
   */
  maxResponseBytes?: number;
  /** pino-compatible; only `debug` and `warn` are used. Never receives the key. */
  logger?: { debug: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
  /** Counts each attempt (adops_api_calls_total, adops_api_call_seconds, 429s and Retry-After asked). */
  metrics?: Metrics;
  /** A span per attempt, inside the request, digest or export it serves (src/tracing.ts). */
  tracing?: Tracing;
  /**
   * Hears each answered attempt of an operation gated by a feature (its status and what the spec
   * says it needs): how the bot learns an account's features, which the API does not list (./features.ts).
   */
  onGatedAnswer?: (answer: { operation: string; needs: readonly Grant[]; status: number }) => void;
  /** For tests and benches: replaces the real sleep between retries. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export const DEFAULT_RETRY: RetryOptions = { maxRetries: 3, baseDelayMs: 250, maxDelayMs: 4_000, maxRetryAfterMs: 30_000 };

export const DEFAULT_TIMEOUTS: TimeoutOptions = { connectMs: 5_000, headersMs: 30_000, bodyMs: 30_000, totalMs: 60_000 };
