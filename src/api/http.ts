// The one HTTP client of the API core: an undici keep-alive pool with real deadlines,
// bearer auth, status → error mapping, and the project's one retry policy (./retry.ts:
// Retry-After honoured, else backoff with jitter; only idempotent calls are repeated).
// Resources (one file each under resources/) call `send`. Its parts: options and defaults
// (./http-options.ts), the pool (./pool.ts), a request's shapes and failures (./request.ts).
import { errors as undiciErrors, type Pool } from 'undici';
import type { ZodType } from 'zod';
import { readBounded, refuseDeclaredLength } from './body.js';
import { errorField, readErrorText } from './error-text.js';
import { ApiError, errorFromStatus, NetworkError, ResponseTooLargeError, SchemaError, TooSlowError } from './errors.js';
import { fairShareOf, type FairShare } from './fair-share.js';
import { DEFAULT_RETRY, DEFAULT_TIMEOUTS, type HttpOptions, type TimeoutOptions } from './http-options.js';
import { InFlight } from './in-flight.js';
import { ERROR_BODY_LIMIT, fixedBodyLimit } from './limits.js';
import { apiPool, OWN_POOL_CONNECTIONS, poolSizeOf } from './pool.js';
import type { Question } from './question.js';
import { buildUrl, flattenHeaders, stoppedError, toNetworkError, type RawResponse, type SendOptions } from './request.js';
import { abortableSleep, parseRetryAfter, timeoutSignal, withRetries, type RetryPolicy } from './retry.js';
// The client's parts, from where callers have always imported them: its options (./http-options.ts),
// its pool (./pool.ts), a request's shapes (./request.ts).
export { API_MESSAGE_MAX, readErrorText } from './error-text.js';
export { DEFAULT_RETRY, DEFAULT_TIMEOUTS, type HttpOptions, type RetryOptions, type TimeoutOptions } from './http-options.js';
export { apiPool, OWN_POOL_CONNECTIONS } from './pool.js';
export { buildUrl, type Query, type QueryValue, type RawResponse, type SendOptions } from './request.js';

// query-cache.ts and older callers read the sleep from here; it lives in ./retry.ts.
export { abortableSleep };

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
      shares: fairShareOf(pool, poolSizeOf(pool) ?? o.connections ?? OWN_POOL_CONNECTIONS),
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
    // A digest's calls pass their question's own signal again: one signal then, not a composite
    // of it with itself (AbortSignal.any costs more than the rest of the call's set-up).
    const signals = [...new Set([opts.signal, this.question?.signal])].filter((s): s is AbortSignal => s !== undefined);
    const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
    const deadline = this.question?.deadline;
    const stopped = (reason: unknown) => stoppedError(reason, opts.operation, this.question);
    if (signal?.aborted) throw stopped(signal.reason);
    // Built once for the call: every attempt sends the same URL, and a GET's in-flight key is it.
    const url = buildUrl(this.baseUrl, opts.path, opts.query);
    if (opts.method !== 'GET') return this.sendWithRetries({ ...opts, signal }, url, deadline);
    const key = `${opts.accept ?? 'json'} ${url.href}`;
    return this.core.inFlight.run(key, { signal, deadline }, (shared) => this.sendWithRetries({ ...opts, signal: shared }, url, deadline), stopped);
  }

  private async sendWithRetries(opts: SendOptions, url: URL, deadline: number | undefined): Promise<RawResponse> {
    let attempts = 0;
    try {
      return await withRetries(() => (attempts++, this.once(opts, url, deadline)), {
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
  private once(opts: SendOptions, url: URL, deadline: number | undefined): Promise<RawResponse> {
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
    const timer = timeoutSignal(allowedMs, 'the API call took longer than it may');
    const signal = opts.signal ? AbortSignal.any([opts.signal, timer.signal]) : timer.signal;
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
      throw this.attemptFailure(err, opts, { timer: timer.signal, started, limit });
    } finally {
      timer.clear();
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



