// THE mapping from any failure to what the user reads: one function for every command, every
// surface. Plain words, what to do next, never a stack trace or a secret. The API's own error
// text is shown as detail (it names the parameter on a 400): only the spec's `error` field
// (src/api/http.ts drops any other body), at most API_MESSAGE_MAX characters, escaped where it is
// shown (views/error.ts). No response at all reads the same whatever the cause (refused, DNS,
// timeout, TLS, an address the bot will not call): which one it was is for the operator's log.
import {
  AddressNotAllowedError,
  API_MESSAGE_MAX,
  ApiError,
  BadRequestError,
  ConflictError,
  ExportFailedError,
  ForbiddenError,
  InvalidParameterError,
  LimitExceededError,
  NetworkError,
  NotConnectedError,
  NotFoundError,
  RetryableStatusError,
  SchemaError,
  ServerError,
  TimedOutError,
  UnauthorizedError,
  UnavailableError,
} from '../src/api/index.js';
import { DateRangeError } from '../src/time/range.js';
import type { FailureText } from './error.js';

/** What to do after a 404, by operation or by its area (the part before the dot). */
const NOT_FOUND_NEXT: Record<string, string> = {
  config: 'Check the version number or id; `/adops config` shows the live configuration.',
  tasks: 'Check the Task id; `/adops tasks` lists them.',
  exports: 'The export may have expired; request it again with `/adops export`.',
  // Bid exports are made outside the bot, so asking again here cannot help.
  'exports.getBids': 'Check the bid export id where it was requested; bid exports are created outside this bot.',
  auctions: 'Check the auction id; `/adops auction bids yesterday` lists recent auctions.',
  reports: 'Check the id you gave (for A/B tests, the id from the A/B testing page).',
};

function seconds(ms: number | undefined): string {
  return ms === undefined ? 'a minute' : `${Math.max(1, Math.ceil(ms / 1000))} s`;
}

function area(operation: string): string {
  return operation.split('.')[0] ?? operation;
}

/**
 * The API's text on one line and cut short, whichever API field it came from (an error body's
 * `error`, or a failed export record's). Escaping is left to where it is shown.
 */
export function shortDetail(text: string | undefined): string | undefined {
  const line = text?.replace(/\s+/g, ' ').trim();
  if (!line) return undefined;
  return line.length > API_MESSAGE_MAX ? `${line.slice(0, API_MESSAGE_MAX - 1)}…` : line;
}

function describeApiError(err: ApiError): FailureText {
  const detail = shortDetail(err.apiMessage);
  if (err instanceof NotConnectedError) {
    return {
      what: 'This workspace is not connected to a reporting account yet, so I have nothing to answer from.',
      next: 'A workspace admin connects one with `/adops connect` (or the *Connect* button in my App Home): it asks for the API base URL and an API key from the reporting web app’s settings.',
    };
  }
  if (err instanceof AddressNotAllowedError) {
    return {
      what: 'This connection’s API address is no longer allowed by the operator, so I sent nothing to it.',
      next: 'An admin can reconnect with `/adops connect`, using an address the bot allows (the form says which).',
    };
  }
  if (err instanceof InvalidParameterError) {
    return { what: `Nothing was sent: \`${err.param}\` ${err.reason}.`, next: 'Fix that part of the command and try again.' };
  }
  if (err instanceof UnauthorizedError) {
    return { what: 'The reporting API did not accept the bot’s API key.', next: 'Ask a workspace admin to check the bot’s API key (it may have been revoked or expired).', detail };
  }
  if (err instanceof ForbiddenError) {
    const what = err.missing
      ? `The bot’s API key is missing *${err.missing}*.`
      : 'The bot’s API key is not allowed to do that.';
    const next = err.missing
      ? `Ask an admin to grant ${err.missing} to the bot’s key (or enable it for the account); \`/adops whoami\` shows what the key has.`
      : 'Ask an admin to check the key’s permissions; `/adops whoami` shows what the key has.';
    return { what, next, detail };
  }
  if (err instanceof NotFoundError) {
    const next = NOT_FOUND_NEXT[err.operation] ?? NOT_FOUND_NEXT[area(err.operation)] ?? 'Check the id and try again.';
    return { what: 'The API found nothing with that id.', next, detail };
  }
  if (err instanceof ConflictError) {
    if (err.reason === 'too_many_exports') {
      return { what: 'The account already has the most exports in progress that it may.', next: 'Wait for one to finish (a few minutes) and ask again.', detail };
    }
    if (err.reason === 'snapshot_changed') {
      return { what: 'The report data changed while I was reading it page by page.', next: 'Run the command again; it restarts from the first page.', detail };
    }
    return { what: 'The API refused because of a conflicting state.', next: 'Try again in a moment.', detail };
  }
  if (err instanceof LimitExceededError && err.operation === 'reports.breakdown') {
    // Found by the bot (src/api/long-range.ts): a result the API may have cut is not shown as whole.
    return { what: `${err.message}, so I cannot show it whole.`, next: 'Narrow the range, break down by fewer dimensions, or add a country= or os= filter.' };
  }
  if (err instanceof LimitExceededError) {
    return { what: 'The report is bigger than the API allows in one request.', next: 'Narrow the dates or add filters (e.g. last 7d, filter.provider=net_a).', detail };
  }
  if (err instanceof TimedOutError) {
    return { what: 'The API ran out of time on this query.', next: `Narrow the range or the filters and try again${err.retryAfterMs !== undefined ? ` (after ${seconds(err.retryAfterMs)})` : ''}.`, detail };
  }
  if (err instanceof UnavailableError) {
    return { what: 'The report data is being updated right now (I already retried).', next: `Try again in ${seconds(err.retryAfterMs)}.`, detail };
  }
  if (err instanceof BadRequestError) {
    return { what: 'The API rejected a parameter of this request.', next: 'Check the parameter it names below and try again.', detail };
  }
  if (err instanceof NetworkError) {
    return { what: 'I could not reach the reporting API.', next: 'Try again in a minute; if it keeps failing, an admin should check that the API is up and reachable from the bot.' };
  }
  if (err instanceof SchemaError) {
    return { what: `The API answered in a shape I do not understand (at \`${err.path || 'the top level'}\`).`, next: 'Tell the bot’s maintainers; the API may have changed.' };
  }
  if (err instanceof ExportFailedError && err.reason === 'deadline') {
    return { what: `Export ${err.exportId} is taking longer than I wait for.`, next: 'It may still finish: ask again with the same `/adops export` in a few minutes — identical requests reuse the same export.', detail };
  }
  if (err instanceof ExportFailedError) {
    return { what: `Export ${err.exportId} did not produce a download link.`, next: 'Ask again with `/adops export`; if it fails again, try a day with less traffic or add filters.', detail };
  }
  if (err instanceof ServerError || err instanceof RetryableStatusError) {
    return { what: `The reporting API failed (status ${err.status || 'unknown'}) — I retried without luck.`, next: 'Try again in a few minutes; if it persists, tell the API team.', detail };
  }
  return { what: 'The reporting API call failed.', next: 'Try again in a minute.', detail };
}

/** Any thrown value → the text the user sees. */
export function describeFailure(err: unknown): FailureText {
  if (err instanceof DateRangeError) return { what: `That date range does not work: ${err.message}.`, next: 'Pick another range and try again.' };
  if (err instanceof ApiError) return describeApiError(err);
  return { what: 'Something went wrong on my side while answering.', next: 'Try again; if it happens again, give the reference below to the bot’s maintainers.' };
}

/**
 * A failure as kept for its owner to read later (a watch's last check, a digest's last run). Kept
 * as said: an API error's message (its operation, status and the spec's error field, cut short), a
 * Slack refusal (not_in_channel…) and our own plain errors. Anything else — a socket, database or
 * Slack transport error (its text names internal hosts and addresses), a bug's TypeError — is said
 * in words here and named only in the log.
 */
export function keptFailureText(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  if (!(err instanceof Error) || BUGS.some((kind) => err instanceof kind)) return ON_OUR_SIDE;
  const { code } = err as { code?: unknown };
  // A system or driver error carries a code (ECONNREFUSED, a SQLSTATE, Slack's request error).
  return code === undefined || code === 'slack_webapi_platform_error' ? err.message : ON_OUR_SIDE;
}

const BUGS = [TypeError, ReferenceError, RangeError, SyntaxError];
const ON_OUR_SIDE = 'something went wrong on the bot’s side (its log has the cause)';

/**
 * Whether a failure is the answer being an error ('error') or the request being one that cannot be
 * served as asked ('usage': a range past a limit, a parameter the API rules out, a report too big
 * for one request) — the one-shot's exit codes 1 and 2 (README), the same for every command,
 * whether the limit was found while reading the command or while answering it.
 */
export function failureKind(err: unknown): 'error' | 'usage' {
  return err instanceof DateRangeError || err instanceof InvalidParameterError || err instanceof LimitExceededError ? 'usage' : 'error';
}
