// The one HTTP client of the API core: an undici keep-alive pool with real deadlines,
// bearer auth, status → error mapping, and the project's one retry policy (./retry.ts:
// Retry-After honoured, else backoff with jitter; only idempotent calls are repeated).
// Resources (one file each under resources/) call `send`.
import { Pool, errors as undiciErrors } from 'undici';
import type { ZodType } from 'zod';
import { isAddressRefusal, publicOnlyConnector } from './addresses.js';
import { errorFromStatus, NetworkError, SchemaError, type ApiError, type Grant } from './errors.js';
import { InFlight } from './in-flight.js';
import { abortableSleep, parseRetryAfter, withRetries, type RetryPolicy } from './retry.js';

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
  /** The largest answer read (default MAX_RESPONSE_BYTES); applies to the client's own pool. */
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

export const DEFAULT_TIMEOUTS: TimeoutOptions = { connectMs: 5_000, headersMs: 30_000, bodyMs: 30_000 };

/**
 * The largest answer read from the API; past it the read stops and the call fails. The largest the
 * spec allows is a breakdown of 100,000 rows (§4.5): every dimension at once is under 1 KiB a row,
 * so ~100 MB. A server that sends more is not the API the spec describes, and must not fill memory.
 */
export const MAX_RESPONSE_BYTES = 128 * 1024 * 1024;

/**
 * The keep-alive pool to an API origin: one per client, or one shared by many (HttpOptions.pool).
 * Redirects are never followed (undici's pool does not): a 3xx is an error like any other status.
 */
export function apiPool(
  origin: string,
  o: { connections?: number; timeouts?: Partial<TimeoutOptions>; publicOnly?: boolean; maxResponseBytes?: number } = {},
): Pool {
  const t = { ...DEFAULT_TIMEOUTS, ...o.timeouts };
  return new Pool(origin, {
    connections: o.connections ?? 16,
    maxResponseSize: o.maxResponseBytes ?? MAX_RESPONSE_BYTES,
    connect: o.publicOnly ? publicOnlyConnector({ timeout: t.connectMs }) : { timeout: t.connectMs },
    headersTimeout: t.headersMs,
    bodyTimeout: t.bodyMs,
    keepAliveTimeout: 30_000,
  });
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
}

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  text: string;
}

export class HttpClient {
  readonly baseUrl: URL;
  private readonly pool: Pool;
  private readonly authorization: string;
  private readonly retry: RetryPolicy;
  private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Identical GETs in flight share one call and its answer (./in-flight.ts). */
  private readonly inFlight = new InFlight<RawResponse>();

  constructor(private readonly options: HttpOptions) {
    this.baseUrl = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
    const t = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
    const { maxRetries, ...steps } = { ...DEFAULT_RETRY, ...options.retry };
    this.retry = { attempts: maxRetries + 1, ...steps };
    this.pool = options.pool ?? apiPool(this.baseUrl.origin, { connections: options.connections, timeouts: t, publicOnly: options.publicOnly, maxResponseBytes: options.maxResponseBytes });
    this.authorization = `Bearer ${options.apiKey}`;
    this.sleep = options.sleep ?? abortableSleep;
  }

  /** Sends, retries what may be retried, and returns the body parsed by `schema`. */
  async json<T>(schema: ZodType<T>, opts: SendOptions): Promise<T> {
    const res = await this.send(opts);
    return parseBody(schema, res.text, opts.operation);
  }

  /**
   * Sends with retries; resolves only with a 2xx response, otherwise throws an ApiError. A GET
   * identical to one in flight (same URL, query and format; this client's key) joins it.
   */
  async send(opts: SendOptions): Promise<RawResponse> {
    if (opts.method !== 'GET') return this.sendWithRetries(opts);
    const key = `${opts.accept ?? 'json'} ${buildUrl(this.baseUrl, opts.path, opts.query).href}`;
    return this.inFlight.run(key, opts.signal, (signal) => this.sendWithRetries({ ...opts, signal }), (reason) => toNetworkError(reason, opts.operation));
  }

  private sendWithRetries(opts: SendOptions): Promise<RawResponse> {
    return withRetries(() => this.once(opts), {
      policy: this.retry,
      // A POST that is not idempotent is never repeated: its outcome may be unknown.
      retryable: (kind) => opts.idempotent && kind.transient,
      signal: opts.signal,
      wait: (ms, _kind, signal) => this.sleep(ms, signal),
      onRetry: ({ attempt, delayMs, err }) =>
        this.options.logger?.warn(
          { operation: opts.operation, attempt, delayMs, code: (err as ApiError).code, ...(err instanceof NetworkError ? { reason: err.reason } : {}) },
          'retrying API call',
        ),
    });
  }

  async close(): Promise<void> {
    if (this.options.pool) return; // shared: its owner closes it
    await this.pool.close();
  }

  /**
   * One attempt, as a span when traced: the method, the operation and the path — never the query,
   * whose values can carry figures and names — and the status.
   */
  private once(opts: SendOptions): Promise<RawResponse> {
    const url = buildUrl(this.baseUrl, opts.path, opts.query);
    if (!this.options.tracing) return this.attempt(opts, url);
    const attributes = { 'http.request.method': opts.method, 'url.path': url.pathname, 'adops.api.operation': opts.operation };
    return this.options.tracing.inSpan(`API ${opts.method} ${opts.operation}`, attributes, async (span) => {
      try {
        const res = await this.attempt(opts, url);
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

  private async attempt(opts: SendOptions, url: URL): Promise<RawResponse> {
    const started = performance.now();
    let status: number;
    let headers: Record<string, string>;
    let text: string;
    try {
      const res = await this.pool.request({
        method: opts.method,
        path: url.pathname + url.search,
        headers: {
          authorization: this.authorization,
          accept: opts.accept === 'csv' ? 'text/csv' : 'application/json',
          ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        signal: opts.signal,
      });
      status = res.statusCode;
      headers = flattenHeaders(res.headers);
      text = await res.body.text();
    } catch (err) {
      this.count(opts.operation, 'network', started, undefined);
      throw toNetworkError(err, opts.operation);
    }
    this.count(opts.operation, status, started, headers['retry-after']);
    if (opts.needs && this.options.onGatedAnswer) this.options.onGatedAnswer({ operation: opts.operation, needs: opts.needs, status });
    this.options.logger?.debug(
      { operation: opts.operation, status, ms: Math.round(performance.now() - started) },
      'API call',
    );
    if (status >= 200 && status < 300) return { status, headers, text };
    throw errorFromStatus({
      operation: opts.operation,
      needs: opts.needs,
      status,
      apiMessage: readErrorText(text),
      retryAfterMs: parseRetryAfter(headers['retry-after']),
    });
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

/** The longest API error text kept: enough to name a parameter, too little to carry a page. */
export const API_MESSAGE_MAX = 200;

/**
 * The spec's error body is a JSON object with a string `error` (§7): that field, on one line and
 * cut to API_MESSAGE_MAX, is the only part of an error body kept. Anything else — HTML from a
 * proxy, a stack trace, another service's page — is dropped unread: it is not the API speaking.
 */
export function readErrorText(text: string): string | undefined {
  let said: unknown;
  try {
    said = (JSON.parse(text) as { error?: unknown } | null)?.error;
  } catch {
    return undefined;
  }
  if (typeof said !== 'string') return undefined;
  // eslint-disable-next-line no-control-regex
  const line = said.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  if (!line) return undefined;
  return line.length > API_MESSAGE_MAX ? `${line.slice(0, API_MESSAGE_MAX - 1)}…` : line;
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
  else if (err instanceof undiciErrors.ResponseExceededMaxSizeError) what = 'the answer was larger than the bot reads';
  return new NetworkError(operation, what, err);
}
