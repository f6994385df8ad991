// One error tree for everything the API core can fail with, a branch of the bot's (src/errors.ts).
// Each error carries its `code`, the HTTP status (0 when no response came), the API's own `error`
// text and the operation that failed, so that the bot can turn any of them into a plain message.
// Messages never contain the API key: the transport never puts it anywhere but the header.
import { AdopsError, ErrorCode } from '../errors.js';

export interface ApiErrorInit {
  operation: string;
  status?: number;
  apiMessage?: string;
  cause?: unknown;
}

export abstract class ApiError extends AdopsError {
  readonly operation: string;
  readonly status: number;
  /** The `error` field of the API's body, when it sent one (addresses, paths and stack frames removed). */
  readonly apiMessage: string | undefined;
  /** Requests sent for this call, retries included (src/api/http.ts sets it): "I retried" only when above 1. */
  attempts = 1;

  constructor(message: string, init: ApiErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.operation = init.operation;
    this.status = init.status ?? 0;
    this.apiMessage = init.apiMessage;
  }
}

/** A parameter was rejected before any request was sent. `param` names it as the API does. */
export class InvalidParameterError extends ApiError {
  readonly code = ErrorCode.ApiInvalidParameter;
  constructor(
    readonly param: string,
    readonly reason: string,
    operation: string,
    /** A value outside a fixed list: what was typed and the list, so a "did you mean" can be offered. */
    readonly choices?: { typed: string; allowed: readonly string[] },
  ) {
    super(`${param}: ${reason}`, { operation });
  }
}

export class BadRequestError extends ApiError {
  readonly code = ErrorCode.ApiBadRequest;
}

export class UnauthorizedError extends ApiError {
  readonly code = ErrorCode.ApiUnauthorized;
}

/**
 * Permissions and account features that gate operations (spec §5.2), written as the spec
 * words them: an operation's `needs` lists its own (§4), and a 403 names one of them.
 */
export const GRANTS = [
  'reports:read',
  'auctions:read',
  'configuration:read',
  'network reporting',
  'demand comparison',
  'scheduled agents',
] as const;
export type Grant = (typeof GRANTS)[number];

/**
 * 403. `missing` names the permission or feature: the one the API's message names, else what
 * the spec requires of the operation (`needs`; "A or B" when it requires both, since either may
 * be the one the key lacks), so the user always learns what to ask an admin for.
 */
export class ForbiddenError extends ApiError {
  readonly code = ErrorCode.ApiForbidden;
  readonly missing: string | undefined;
  constructor(message: string, init: ApiErrorInit & { needs?: readonly Grant[] }) {
    super(message, init);
    this.missing = detectMissingGrant(init.apiMessage ?? '') ?? (init.needs?.length ? init.needs.join(' or ') : undefined);
  }
}

export class NotFoundError extends ApiError {
  readonly code = ErrorCode.ApiNotFound;
}

/** 409: on the network report the snapshot changed; on exports the account has too many active. */
export class ConflictError extends ApiError {
  readonly code = ErrorCode.ApiConflict;
  readonly reason: 'snapshot_changed' | 'too_many_exports' | 'other';
  constructor(message: string, init: ApiErrorInit) {
    super(message, init);
    this.reason = init.operation.startsWith('network')
      ? 'snapshot_changed'
      : init.operation.startsWith('exports')
        ? 'too_many_exports'
        : 'other';
  }
}

/** 422: a report limit was exceeded; narrow the request. */
export class LimitExceededError extends ApiError {
  readonly code = ErrorCode.ApiLimitExceeded;
}

/** Statuses that say "try again later"; `retryAfterMs` comes from Retry-After when sent. */
export abstract class RetryableStatusError extends ApiError {
  readonly retryAfterMs: number | undefined;
  constructor(message: string, init: ApiErrorInit & { retryAfterMs?: number }) {
    super(message, init);
    this.retryAfterMs = init.retryAfterMs;
  }
}

/** 503: data being updated. */
export class UnavailableError extends RetryableStatusError {
  readonly code = ErrorCode.ApiUnavailable;
}

/** 504: the query ran past the API's time budget. */
export class TimedOutError extends RetryableStatusError {
  readonly code = ErrorCode.ApiTimedOut;
}

/** 500 and any other unexpected status. */
export class ServerError extends RetryableStatusError {
  readonly code = ErrorCode.ApiServerError;
}

/**
 * No response: connection refused or reset, DNS, TLS, an address the bot will not call, or one of
 * our own deadlines passed. The message reads the same whatever happened: it is stored and shown
 * (a watch's last check, a digest's last run), and telling those apart would let a user probe
 * which hosts and ports answer. Which one it was is `reason`, for the operator's log only.
 */
export class NetworkError extends ApiError {
  readonly code = ErrorCode.ApiNetworkError;
  constructor(
    operation: string,
    readonly reason: string,
    cause?: unknown,
  ) {
    super(`${operation}: could not reach the reporting API`, { operation, cause });
  }
}

/**
 * The answer was larger than the bot reads for this operation (src/api/limits.ts): refused on its
 * Content-Length before reading, or cut as it streamed. Never retried: it would be as large again.
 */
export class ResponseTooLargeError extends ApiError {
  readonly code = ErrorCode.ApiTooLarge;
  constructor(
    operation: string,
    readonly limitBytes: number,
    /** The Content-Length it announced, when it did. */
    readonly declaredBytes?: number,
  ) {
    super(`${operation}: the answer was larger than the ${mebibytes(limitBytes)} the bot reads for it`, { operation });
  }
}

/**
 * The answer did not come whole in the time the call had: `deadline`, the question's (the asker is
 * being told); `attempt`, one request's own bound, counted from sending to the last byte, so an
 * answer that drips a byte a second is cut like one that never starts.
 */
export class TooSlowError extends ApiError {
  readonly code = ErrorCode.ApiTooSlow;
  constructor(
    operation: string,
    readonly bound: 'deadline' | 'attempt',
    /** How long the attempt ran, when one was cut; the question's deadline is the asker's to know. */
    readonly waitedMs?: number,
  ) {
    super(`${operation}: the reporting API did not answer in time${waitedMs === undefined ? '' : ` (${Math.round(waitedMs / 1000)} s)`}`, { operation });
  }
}

/** The call was stopped because nobody waits for it any more (the asker was told, the job ended). */
export class CancelledError extends ApiError {
  readonly code = ErrorCode.ApiCancelled;
  constructor(operation: string) {
    super(`${operation}: stopped, nobody waits for the answer any more`, { operation });
  }
}

function mebibytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MiB` : `${Math.round(bytes / 1024)} KiB`;
}

/** The response did not match the spec. `path` is where, e.g. `summary.revenue`. */
export class SchemaError extends ApiError {
  readonly code = ErrorCode.ApiSchemaError;
  constructor(
    readonly path: string,
    readonly issue: string,
    init: ApiErrorInit,
  ) {
    super(`response of ${init.operation} does not match the spec at ${path || '(root)'}: ${issue}`, init);
  }
}

/** An export ended without a download link (`failed`), or waiting for it passed its deadline (`deadline`). */
export class ExportFailedError extends ApiError {
  readonly code = ErrorCode.ApiExportFailed;
  constructor(
    message: string,
    readonly exportId: string,
    readonly reason: 'failed' | 'deadline',
    init: ApiErrorInit,
  ) {
    super(message, init);
  }
}

function detectMissingGrant(text: string): string | undefined {
  const lower = text.toLowerCase().replace(/[-_]/g, ' ');
  return GRANTS.find((g) => lower.includes(g.replace(/[-_]/g, ' ')));
}

export interface ErrorFromResponse {
  operation: string;
  status: number;
  apiMessage: string | undefined;
  retryAfterMs: number | undefined;
  /** What the spec requires of the operation (§4): named by a 403 whose body does not say. */
  needs?: readonly Grant[];
}

/** Maps an HTTP status to the one error class that stands for it. */
export function errorFromStatus({ operation, status, apiMessage, retryAfterMs, needs }: ErrorFromResponse): ApiError {
  const init = { operation, status, apiMessage, retryAfterMs };
  const said = apiMessage ? `: ${apiMessage}` : '';
  switch (status) {
    case 400:
      return new BadRequestError(`${operation} rejected the request${said}`, init);
    case 401:
      return new UnauthorizedError(`${operation}: the API key was not accepted${said}`, init);
    case 403:
      return new ForbiddenError(`${operation}: not allowed${said}`, { ...init, needs });
    case 404:
      return new NotFoundError(`${operation}: not found${said}`, init);
    case 409:
      return new ConflictError(`${operation}: conflict${said}`, init);
    case 422:
      return new LimitExceededError(`${operation}: a report limit was exceeded${said}`, init);
    case 503:
      return new UnavailableError(`${operation}: the data is being updated${said}`, init);
    case 504:
      return new TimedOutError(`${operation}: the query did not finish in time${said}`, init);
    default:
      return new ServerError(`${operation}: the API failed with status ${status}${said}`, init);
  }
}

/**
 * No reporting account answers for this workspace: in the OAuth mode it has not connected one yet
 * (`/adops connect`), so no request was sent.
 */
export class NotConnectedError extends ApiError {
  readonly code = ErrorCode.NotConnected;
  constructor(readonly teamId: string | undefined) {
    super('this workspace has not connected a reporting account', { operation: 'connect' });
  }
}

/** The connection (account) a digest, an alert or a question was given was removed since: nothing was sent. */
export class AccountGoneError extends ApiError {
  readonly code = ErrorCode.AccountGone;
  constructor() {
    super('the account this was made for is no longer connected', { operation: 'connect' });
  }
}

/**
 * The connection's API address is not one the operator allows (src/api/origins.ts), so no request
 * was sent: it was saved before the operator narrowed the list. `problem` says why, in plain words.
 */
export class AddressNotAllowedError extends ApiError {
  readonly code = ErrorCode.AddressNotAllowed;
  constructor(readonly problem: string) {
    super(`this connection's API address is no longer allowed by the operator: ${problem}`, { operation: 'connect' });
  }
}
