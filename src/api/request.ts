// One API request as the client's core (./http.ts) sends it and its answer as read: what a
// resource asks for, the URL built from it, the answer's headers flattened, and what a failed or
// stopped attempt is said as.
import { errors as undiciErrors } from 'undici';
import { isAddressRefusal } from './addresses.js';
import { ApiError, CancelledError, NetworkError, TooSlowError, type Grant } from './errors.js';
import { isDeadlineReason, type Question } from './question.js';

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

export function buildUrl(base: URL, path: string, query: Query = {}): URL {
  const url = new URL(path.replace(/^\//, ''), base);
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) url.searchParams.append(name, String(v));
  }
  return url;
}

export function flattenHeaders(raw: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw)) if (v !== undefined) out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  return out;
}

export /** A call stopped by its signal: too slow when the question's deadline passed, else cancelled. */
function stoppedError(reason: unknown, operation: string, question: Question | undefined): ApiError {
  if (reason instanceof ApiError) return reason;
  if (isDeadlineReason(reason) && question?.deadline !== undefined) return new TooSlowError(operation, 'deadline');
  return new CancelledError(operation);
}

export function toNetworkError(err: unknown, operation: string): NetworkError {
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
