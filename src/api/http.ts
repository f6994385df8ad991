// The one HTTP client of the API core: an undici keep-alive pool with real deadlines,
// bearer auth, status → error mapping, and the project's one retry policy (./retry.ts:
// Retry-After honoured, else backoff with jitter; only idempotent calls are repeated).
// Resources (one file each under resources/) call `send`.
import { Pool, errors as undiciErrors } from 'undici';
import type { ZodType } from 'zod';
import { isAddressRefusal, publicOnlyConnector } from './addresses.js';
import { readBounded, refuseDeclaredLength } from './body.js';
import { errorField, readErrorText } from './error-text.js';
import { ApiError, CancelledError, errorFromStatus, NetworkError, ResponseTooLargeError, SchemaError, TooSlowError, type Grant } from './errors.js';
import { fairShareOf, type FairShare } from './fair-share.js';
import { InFlight } from './in-flight.js';
import { ERROR_BODY_LIMIT, fixedBodyLimit, LARGEST_BODY_LIMIT } from './limits.js';
import { isDeadlineReason, type Question } from './question.js';
import { abortableSleep, parseRetryAfter, withRetries, type RetryPolicy } from './retry.js';
export { API_MESSAGE_MAX, readErrorText } from './error-text.js';

// query-cache.ts and older callers read the sleep from here; it lives in ./retry.ts.
export { abortableSleep };
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

/** Sockets of a client's own pool: room for a slow endpoint's half (./fair-share.ts) and the rest. */
export const OWN_POOL_CONNECTIONS = 32;

/** Pools by the number of sockets they were built with (their fair share is cut from it). */
const poolSizes = new WeakMap<Pool, number>();

/**
 * The keep-alive pool to an API origin: one per client, or one shared by many (HttpOptions.pool).
 * Redirects are never followed (undici's pool does not): a 3xx is an error like any other status.
 */
export function apiPool(
  origin: string,
  o: { connections?: number; timeouts?: Partial<TimeoutOptions>; publicOnly?: boolean; maxResponseBytes?: number } = {},
): Pool {
  const t = { ...DEFAULT_TIMEOUTS, ...o.timeouts };
  const connections = o.connections ?? OWN_POOL_CONNECTIONS;
  const pool = new Pool(origin, {
    connections,
    // The outer bound; each operation's own (./limits.ts) is checked first, as the body streams.
    maxResponseSize: o.maxResponseBytes ?? LARGEST_BODY_LIMIT,
    connect: o.publicOnly ? publicOnlyConnector({ timeout: t.connectMs }) : { timeout: t.connectMs },
    headersTimeout: t.headersMs,
    bodyTimeout: t.bodyMs,
    keepAliveTimeout: 30_000,
  });
  poolSizes.set(pool, connections);
  return pool;
}

export type QueryValue = string | number | boolean | undefined | null | ReadonlyArray<string | number | boolean>;
export type Query = Record<string, QueryValue>;

export interface SendOptions {
  operation: string;
  /** The permission and features the spec's section for this operation requires (§4); none for auth.status. */
  needs?: readonly Grant[];
  method: 'GET' | 'POST';
  path: string;
  query?: Query;
  body?: unknown;
  /** Safe to repeat: GETs, and export creation (the spec makes identical requests reuse one export). */
  idempotent: boolean;
  signal?: AbortSignal;
  accept?: 'json' | 'csv';
  /** The most of a successful answer read (default: the operation's, ./limits.ts). */
  maxBytes?: number;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/** What a client and the clients scoped from it (`within`) share: one pool, one single-flight map. */
interface Core {
  pool: Pool;
  shares: FairShare;
  inFlight: InFlight<RawResponse>;
  retry: RetryPolicy;
  timeouts: TimeoutOptions;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  authorization: string;
  /** Names this client's account in its fair share (never the key itself). */
  account: string;
}

export class HttpClient {
  readonly baseUrl: URL;
  private readonly core: Core;

  constructor(
    private readonly options: HttpOptions,
    shared?: Core,
    /** The question every call of this client serves (./question.ts); none for the client itself. */
    readonly question?: Question,
  ) {
    this.baseUrl = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
    this.core = shared ?? this.newCore();
  }

  private newCore(): Core {
    const o = this.options;
    const timeouts = { ...DEFAULT_TIMEOUTS, ...o.timeouts };
    const { maxRetries, ...steps } = { ...DEFAULT_RETRY, ...o.retry };
    const pool = o.pool ?? apiPool(this.baseUrl.origin, { connections: o.connections, timeouts, publicOnly: o.publicOnly, maxResponseBytes: o.maxResponseBytes });
    return {
      pool,
      shares: fairShareOf(pool, poolSizes.get(pool) ?? o.connections ?? OWN_POOL_CONNECTIONS),
      inFlight: new InFlight<RawResponse>(),
      retry: { attempts: maxRetries + 1, ...steps },
      timeouts,
      sleep: o.sleep ?? abortableSleep,
      authorization: `Bearer ${o.apiKey}`,
      account: `${this.baseUrl.href} ${Math.random().toString(36).slice(2)}`,
    };
  }

  /** This client for one question: every call carries its signal, deadline and share (./question.ts). */
  within(question: Question): HttpClient {
    return new HttpClient(this.options, this.core, question);
  }

  /** The connections this client's pool holds for calls now, and the calls waiting for one. */
  get connections(): { held: number; waiting: number } {
    return { held: this.core.shares.holding(), waiting: this.core.shares.waiting };
  }

  /** Sends, retries what may be retried, and returns the body parsed by `schema`. */
  async json<T>(schema: ZodType<T>, opts: SendOptions): Promise<T> {
    const res = await this.send(opts);
    return parseBody(schema, res.text, opts.operation);
  }

  /**
   * Sends with retries; resolves only with a 2xx response, otherwise throws an ApiError. A GET
   * identical to one in flight (same URL, query and format; this client's key) joins it while that
   * call can still end before this one's deadline (./in-flight.ts).
   */
  async send(opts: SendOptions): Promise<RawResponse> {
    const signals = [opts.signal, this.question?.signal].filter((s): s is AbortSignal => s !== undefined);
    const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
    const deadline = this.question?.deadline;
    const stopped = (reason: unknown) => stoppedError(reason, opts.operation, this.question);
    if (signal?.aborted) throw stopped(signal.reason);
    if (opts.method !== 'GET') return this.sendWithRetries({ ...opts, signal }, deadline);
    const key = `${opts.accept ?? 'json'} ${buildUrl(this.baseUrl, opts.path, opts.query).href}`;
    return this.core.inFlight.run(key, { signal, deadline }, (shared) => this.sendWithRetries({ ...opts, signal: shared }, deadline), stopped);
  }

  private async sendWithRetries(opts: SendOptions, deadline: number | undefined): Promise<RawResponse> {
    let attempts = 0;
    try {
      return await withRetries(() => (attempts++, this.once(opts, deadline)), {
        policy: this.core.retry,
        // A POST that is not idempotent is never repeated: its outcome may be unknown.
        retryable: (kind) => opts.idempotent && kind.transient,
        signal: opts.signal,
        wait: (ms, _kind, signal) => this.core.sleep(ms, signal),
        onRetry: ({ attempt, delayMs, err }) =>
          this.options.logger?.warn(
            { operation: opts.operation, attempt, delayMs, code: (err as ApiError).code, ...(err instanceof NetworkError ? { reason: err.reason } : {}) },
            'retrying API call',
          ),
      });
    } catch (err) {
      if (err instanceof ApiError) err.attempts = attempts;
      // Stopped during a wait between attempts: said as the stop, not as the attempt before it.
      if (opts.signal?.aborted && !(err instanceof ApiError)) throw stoppedError(opts.signal.reason, opts.operation, this.question);
      throw err;
    }
  }

  async close(): Promise<void> {
    // A shared pool's owner closes it; a client scoped to a question closes nothing.
    if (this.options.pool || this.question) return;
    await this.core.pool.close();
  }

  /**
   * One attempt, as a span when traced: the method, the operation and the path — never the query,
   * whose values can carry figures and names — and the status.
   */
  private once(opts: SendOptions, deadline: number | undefined): Promise<RawResponse> {
    const url = buildUrl(this.baseUrl, opts.path, opts.query);
    if (!this.options.tracing) return this.attempt(opts, url, deadline);
    const attributes = { 'http.request.method': opts.method, 'url.path': url.pathname, 'adops.api.operation': opts.operation };
    return this.options.tracing.inSpan(`API ${opts.method} ${opts.operation}`, attributes, async (span) => {
      try {
        const res = await this.attempt(opts, url, deadline);
        span.set('http.response.status_code', res.status);
        return res;
      } catch (err) {
        const status = (err as { status?: unknown }).status;
        if (typeof status === 'number' && status > 0) span.set('http.response.status_code', status);
        else span.set('error.type', err instanceof NetworkError ? 'network' : 'error');
        throw err;
      }
    });
  }

  /**
   * One request, bounded three ways: a connection slot of its fair share (./fair-share.ts), the
   * time it has (one attempt's whole, or less when the question's deadline is nearer: waiting for
   * the slot counts), and the bytes its operation may answer (./limits.ts).
   */
  private async attempt(opts: SendOptions, url: URL, deadline: number | undefined): Promise<RawResponse> {
    const started = performance.now();
    const allowedMs = Math.min(this.core.timeouts.totalMs, deadline === undefined ? Infinity : deadline - Date.now());
    if (allowedMs <= 0) throw new TooSlowError(opts.operation, 'deadline');
    const timer = AbortSignal.timeout(allowedMs);
    const signal = opts.signal ? AbortSignal.any([opts.signal, timer]) : timer;
    const limit = Math.min(opts.maxBytes ?? fixedBodyLimit(opts.operation), this.options.maxResponseBytes ?? Infinity);
    let release: (() => void) | undefined;
    let status: number;
    let headers: Record<string, string>;
    let text: string;
    try {
      release = await this.core.shares.acquire(this.core.shares.claimsOf(this.core.account, opts.operation, this.question?.id), signal);
      const res = await this.core.pool.request({
        method: opts.method,
        path: url.pathname + url.search,
        headers: {
          authorization: this.core.authorization,
          accept: opts.accept === 'csv' ? 'text/csv' : 'application/json',
          ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal,
      });
      status = res.statusCode;
      headers = flattenHeaders(res.headers);
      const ok = status >= 200 && status < 300;
      if (ok) refuseDeclaredLength(res.body, headers['content-length'], limit, opts.operation);
      // An error body is read only for its first words (the spec's `error` field).
      text = await readBounded(res.body, ok ? limit : ERROR_BODY_LIMIT, opts.operation, !ok);
    } catch (err) {
      this.count(opts.operation, 'network', started, undefined);
      throw this.attemptFailure(err, opts, { timer, started, limit });
    } finally {
      release?.();
    }
    this.count(opts.operation, status, started, headers['retry-after']);
    if (opts.needs && this.options.onGatedAnswer) this.options.onGatedAnswer({ operation: opts.operation, needs: opts.needs, status });
    this.options.logger?.debug(
      { operation: opts.operation, status, ms: Math.round(performance.now() - started) },
      'API call',
    );
    if (status >= 200 && status < 300) return { status, headers, text };
    const said = errorField(text);
    // The API's whole `error` text is for the operator's log; the asker sees it scrubbed (./error-text.ts).
    if (said !== undefined) this.options.logger?.warn({ operation: opts.operation, status, apiError: said.slice(0, 4_000) }, 'API answered with an error');
    throw errorFromStatus({
      operation: opts.operation,
      needs: opts.needs,
      status,
      apiMessage: readErrorText(text),
      retryAfterMs: parseRetryAfter(headers['retry-after']),
    });
  }

  /** What an attempt's failure is: too large, too slow (which bound), stopped, or no answer. */
  private attemptFailure(err: unknown, opts: SendOptions, a: { timer: AbortSignal; started: number; limit: number }): ApiError {
    if (err instanceof ApiError) return err;
    const waited = performance.now() - a.started;
    if (opts.signal?.aborted) return stoppedError(opts.signal.reason, opts.operation, this.question);
    if (a.timer.aborted) return new TooSlowError(opts.operation, this.question?.deadline !== undefined && this.question.timeLeft() <= 0 ? 'deadline' : 'attempt', waited);
    if (err instanceof undiciErrors.ResponseExceededMaxSizeError) return new ResponseTooLargeError(opts.operation, a.limit);
    return toNetworkError(err, opts.operation);
  }
  /** One attempt in the metrics: its status, its time, a 429 and any Retry-After the API asked for. */
  private count(operation: string, status: number | 'network', started: number, retryAfter: string | undefined): void {
    const m = this.options.metrics;
    if (!m) return;
    m.apiCalls.inc({ operation, status: String(status) });
    m.apiSeconds.observe({ operation }, (performance.now() - started) / 1000);
    if (status === 429) m.rateLimited.inc({ service: 'api' });
    const asked = parseRetryAfter(retryAfter);
    if (asked !== undefined) m.retryAfter.inc({ service: 'api' }, asked / 1000);
  }
}

/** A call stopped by its signal: too slow when the question's deadline passed, else cancelled. */
function stoppedError(reason: unknown, operation: string, question: Question | undefined): ApiError {
  if (reason instanceof ApiError) return reason;
  if (isDeadlineReason(reason) && question?.deadline !== undefined) return new TooSlowError(operation, 'deadline');
  return new CancelledError(operation);
}

export function buildUrl(base: URL, path: string, query: Query = {}): URL {
  const url = new URL(path.replace(/^\//, ''), base);
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) url.searchParams.append(name, String(v));
  }
  return url;
}

export function parseBody<T>(schema: ZodType<T>, text: string, operation: string): T {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new SchemaError('', 'the body is not JSON', { operation });
  }
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  const path = first ? first.path.map(String).join('.') : '';
  throw new SchemaError(path, first?.message ?? 'invalid', { operation });
}

function flattenHeaders(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw)) if (v !== undefined) out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}

function toNetworkError(err: unknown, operation: string): NetworkError {
  if (err instanceof NetworkError) return err;
  const e = err as { name?: string; code?: string; message?: string };
  let what = e.code ?? e.name ?? 'error';
  if (err instanceof undiciErrors.HeadersTimeoutError) what = 'no response headers in time';
  else if (err instanceof undiciErrors.BodyTimeoutError) what = 'the response body stalled';
  else if (err instanceof undiciErrors.ConnectTimeoutError) what = 'could not connect in time';
  else if (e.name === 'AbortError' || err instanceof undiciErrors.RequestAbortedError) what = 'cancelled';
  else if (isAddressRefusal(err)) what = 'its address is not public';
  return new NetworkError(operation, what, err);
}
