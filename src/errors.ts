// THE error tree of the bot, after Bolt's src/errors.ts: every failure the bot raises is an
// AdopsError carrying a `code` from ErrorCode. Code decides by the code (or the class), never by
// the message: the message is for people and may be reworded. What the user is told for each
// code is chosen in one place, views/error-message.ts; docs/failures.md lists the codes.
// This file sits below every layer (test/architecture) and imports nothing, so any file may
// throw or recognise one of these. Errors of libraries keep their own codes (Bolt's
// `slack_bolt_…`, the Web API's `slack_webapi_…`, Node's `E…`, PostgreSQL's SQLSTATE).

export enum ErrorCode {
  // The reporting API (src/api/errors.ts): one code per way a call can fail.
  ApiInvalidParameter = 'adops_api_invalid_parameter',
  ApiBadRequest = 'adops_api_bad_request',
  ApiUnauthorized = 'adops_api_unauthorized',
  ApiForbidden = 'adops_api_forbidden',
  ApiNotFound = 'adops_api_not_found',
  ApiConflict = 'adops_api_conflict',
  ApiLimitExceeded = 'adops_api_limit_exceeded',
  ApiUnavailable = 'adops_api_unavailable',
  ApiTimedOut = 'adops_api_timed_out',
  ApiServerError = 'adops_api_server_error',
  ApiNetworkError = 'adops_api_network_error',
  ApiSchemaError = 'adops_api_schema_error',
  ApiExportFailed = 'adops_api_export_failed',
  /** The answer was larger than the bot reads for that operation (src/api/limits.ts): not read, not retried. */
  ApiTooLarge = 'adops_api_too_large',
  /** The answer did not come whole within the time the call had (the question's deadline, or one attempt's). */
  ApiTooSlow = 'adops_api_too_slow',
  /** The call was stopped because nobody waits for it any more (the asker was told, the job ended). */
  ApiCancelled = 'adops_api_cancelled',
  /** A connection was not opened: the API's address resolves to a private one (src/api/addresses.ts). */
  ApiAddressNotPublic = 'adops_api_address_not_public',
  /** The workspace has connected no reporting account (src/api/errors.ts). */
  NotConnected = 'adops_not_connected',
  /** The connection's API address is no longer one the operator allows (src/api/errors.ts). */
  AddressNotAllowed = 'adops_address_not_allowed',
  /** The connection a digest, alert or question was given was removed since (src/api/errors.ts). */
  AccountGone = 'adops_account_gone',

  // What the user typed.
  Usage = 'adops_usage',
  DateRange = 'adops_date_range',
  Schedule = 'adops_schedule',

  // The Slack edge.
  NotInstalled = 'adops_not_installed',
  InstallationUnreadable = 'adops_installation_unreadable',
  GivenUp = 'adops_given_up',
  ResponseUrlRefused = 'adops_response_url_refused',

  // Background work that must wait before it goes on (src/api/retry.ts RetryLater).
  RetryLater = 'adops_retry_later',

  // Start-up and the store: told to the operator, not to a Slack user.
  Config = 'adops_config',
  Startup = 'adops_startup',
  StoreRefused = 'adops_store_refused',
  SecretUnreadable = 'adops_secret_unreadable',
}

export abstract class AdopsError extends Error {
  abstract readonly code: ErrorCode;

  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
}

/**
 * The first AdopsError in `err` or the errors it wraps: Error `cause`, or `original` where Bolt
 * (AuthorizationError) and its OAuth provider keep it. With `code`, the first with that code.
 */
export function adopsErrorIn(err: unknown, code?: ErrorCode): AdopsError | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (e instanceof AdopsError && (code === undefined || e.code === code)) return e;
    const wrapper = e as { original?: unknown; cause?: unknown };
    e = wrapper.original ?? wrapper.cause;
  }
  return undefined;
}
