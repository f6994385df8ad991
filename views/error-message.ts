// THE mapping from any failure to what the user reads, chosen by its code (src/errors.ts): one
// function for every command, every surface. Plain words, what to do next, never a stack trace or a secret. The API's own error
// text is shown as detail (it names the parameter on a 400): only the spec's `error` field
// (src/api/http.ts drops any other body), with addresses, paths and stack frames removed
// (src/api/error-text.ts; the whole text is in the log), at most API_MESSAGE_MAX characters, escaped where it is
// shown (views/error.ts). The words say what happened — too large, too slow, malformed, refused —
// and "I retried" only when a request was in fact sent again. No response at all reads the same
// whatever the cause (refused, DNS, connect or header timeout, TLS, an address the bot will not
// call): which one it was is for the operator's log.
import {
  API_MESSAGE_MAX,
  scrubApiText,
  type ApiError,
  type ConflictError,
  type ExportFailedError,
  type ForbiddenError,
  type InvalidParameterError,
  type ResponseTooLargeError,
  type RetryableStatusError,
  type SchemaError,
  type TooSlowError,
} from '../src/api/index.js';
import { AdopsError, ErrorCode } from '../src/errors.js';
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
  const line = scrubApiText(text);
  if (!line) return undefined;
  return line.length > API_MESSAGE_MAX ? `${line.slice(0, API_MESSAGE_MAX - 1)}…` : line;
}

type Wording = (err: AdopsError) => FailureText;

const ON_OUR_SIDE_TEXT: FailureText = {
  what: 'Something went wrong on my side while answering.',
  next: 'Try again; if it happens again, give the reference below to the bot’s maintainers.',
};

const NO_RESPONSE: Wording = (err) => ({
  what: `I could not reach the reporting API${triedAgain(err)}.`,
  next: 'Try again in a minute; if it keeps failing, an admin should check that the API is up and reachable from the bot.',
});

/** ", though I tried 3 times" — said only when the request was in fact sent again. */
function triedAgain(err: AdopsError): string {
  const attempts = (err as ApiError).attempts ?? 1;
  return attempts > 1 ? ` (I tried ${attempts} times)` : '';
}

function tooLarge(err: ResponseTooLargeError): FailureText {
  const mib = Math.max(1, Math.round(err.limitBytes / (1024 * 1024)));
  return {
    what: `The reporting API’s answer was too large to read (over ${mib} MB for this kind of question), so I stopped reading it and did not ask again.`,
    next: 'Narrow the period or add filters so the answer has fewer rows; if a small question gets this, tell the API team.',
  };
}

function tooSlow(err: TooSlowError): FailureText {
  return {
    what: `The reporting API was too slow: its answer did not arrive whole in time${triedAgain(err)}.`,
    next: 'Try again in a few minutes, or narrow the period.',
  };
}

/** The API's error text, shown as detail. */
const said = (err: AdopsError) => shortDetail((err as ApiError).apiMessage);

function forbidden(err: ForbiddenError): FailureText {
  const what = err.missing ? `The bot’s API key is missing *${err.missing}*.` : 'The bot’s API key is not allowed to do that.';
  const next = err.missing
    ? `Ask an admin to grant ${err.missing} to the bot’s key (or enable it for the account); \`/adops whoami\` shows what the key has.`
    : 'Ask an admin to check the key’s permissions; `/adops whoami` shows what the key has.';
  return { what, next, detail: said(err) };
}

function conflict(err: ConflictError): FailureText {
  const detail = said(err);
  if (err.reason === 'too_many_exports') {
    return { what: 'The account already has the most exports in progress that it may.', next: 'Wait for one to finish (a few minutes) and ask again.', detail };
  }
  if (err.reason === 'snapshot_changed') {
    return { what: 'The report data changed while I was reading it page by page.', next: 'Run the command again; it restarts from the first page.', detail };
  }
  return { what: 'The API refused because of a conflicting state.', next: 'Try again in a moment.', detail };
}

function limitExceeded(err: ApiError): FailureText {
  if (err.operation === 'reports.breakdown') {
    // Found by the bot (src/api/long-range.ts): a result the API may have cut is not shown as whole.
    return { what: `${err.message}, so I cannot show it whole.`, next: 'Narrow the range, break down by fewer dimensions, or add a country= or os= filter.' };
  }
  return { what: 'The report is bigger than the API allows in one request.', next: 'Narrow the dates or add filters (e.g. last 7d, filter.provider=net_a).', detail: said(err) };
}

function exportFailed(err: ExportFailedError): FailureText {
  if (err.reason === 'deadline') {
    return { what: `Export ${err.exportId} is taking longer than I wait for.`, next: 'It may still finish: ask again with the same `/adops export` in a few minutes — identical requests reuse the same export.', detail: said(err) };
  }
  return { what: `Export ${err.exportId} did not produce a download link.`, next: 'Ask again with `/adops export`; if it fails again, try a day with less traffic or add filters.', detail: said(err) };
}

/**
 * THE wording of every code: what the user is told and what to do next (docs/failures.md lists
 * it). Each code stands for one class, so a wording may read its class's fields. `undefined`: a
 * failure no Slack user is meant to meet (the operator's, or one already answered), told as
 * "something went wrong on my side" with a reference for the log.
 */
const WORDING: Record<ErrorCode, Wording | undefined> = {
  [ErrorCode.NotConnected]: () => ({
    what: 'This workspace is not connected to a reporting account yet, so I have nothing to answer from.',
    next: 'A workspace admin connects one with `/adops connect` (or the *Connect* button in my App Home): it asks for the API base URL and an API key from the reporting web app’s settings.',
  }),
  [ErrorCode.AddressNotAllowed]: () => ({
    what: 'This connection’s API address is no longer allowed by the operator, so I sent nothing to it.',
    next: 'An admin can reconnect with `/adops connect`, using an address the bot allows (the form says which).',
  }),
  [ErrorCode.AccountGone]: () => ({
    what: 'The reporting account this was made for is no longer connected, so I sent nothing.',
    next: '`/adops connect show` lists the accounts; `/adops digest list` and `/adops alerts list` show which each one uses now.',
  }),
  [ErrorCode.ApiInvalidParameter]: (err) => {
    const { param, reason } = err as InvalidParameterError;
    return { what: `Nothing was sent: \`${param}\` ${reason}.`, next: 'Fix that part of the command and try again.' };
  },
  [ErrorCode.ApiUnauthorized]: (err) => ({ what: 'The reporting API did not accept the bot’s API key.', next: 'Ask a workspace admin to check the bot’s API key (it may have been revoked or expired).', detail: said(err) }),
  [ErrorCode.ApiForbidden]: (err) => forbidden(err as ForbiddenError),
  [ErrorCode.ApiNotFound]: (err) => {
    const { operation } = err as ApiError;
    const next = NOT_FOUND_NEXT[operation] ?? NOT_FOUND_NEXT[area(operation)] ?? 'Check the id and try again.';
    return { what: 'The API found nothing with that id.', next, detail: said(err) };
  },
  [ErrorCode.ApiConflict]: (err) => conflict(err as ConflictError),
  [ErrorCode.ApiLimitExceeded]: (err) => limitExceeded(err as ApiError),
  [ErrorCode.ApiTimedOut]: (err) => {
    const wait = (err as RetryableStatusError).retryAfterMs;
    return { what: 'The API ran out of time on this query.', next: `Narrow the range or the filters and try again${wait !== undefined ? ` (after ${seconds(wait)})` : ''}.`, detail: said(err) };
  },
  [ErrorCode.ApiUnavailable]: (err) => ({ what: `The report data is being updated right now${(err as ApiError).attempts > 1 ? ' (I already retried)' : ''}.`, next: `Try again in ${seconds((err as RetryableStatusError).retryAfterMs)}.`, detail: said(err) }),
  [ErrorCode.ApiBadRequest]: (err) => ({ what: 'The API rejected a parameter of this request.', next: 'Check the parameter it names below and try again.', detail: said(err) }),
  // No response at all reads the same whatever the cause (see the top of this file).
  [ErrorCode.ApiNetworkError]: NO_RESPONSE,
  [ErrorCode.ApiAddressNotPublic]: NO_RESPONSE,
  [ErrorCode.ApiSchemaError]: (err) => ({ what: `The API answered in a shape I do not understand (at \`${(err as SchemaError).path || 'the top level'}\`).`, next: 'Tell the bot’s maintainers; the API may have changed.' }),
  [ErrorCode.ApiExportFailed]: (err) => exportFailed(err as ExportFailedError),
  [ErrorCode.ApiTooLarge]: (err) => tooLarge(err as ResponseTooLargeError),
  [ErrorCode.ApiTooSlow]: (err) => tooSlow(err as TooSlowError),
  // Stopped because nobody waits for it: the asker has already been told.
  [ErrorCode.ApiCancelled]: undefined,
  [ErrorCode.ApiServerError]: (err) => ({ what: `The reporting API failed (status ${(err as ApiError).status || 'unknown'})${(err as ApiError).attempts > 1 ? ' — I retried without luck' : ''}.`, next: 'Try again in a few minutes; if it persists, tell the API team.', detail: said(err) }),
  [ErrorCode.DateRange]: (err) => ({ what: `That date range does not work: ${err.message}.`, next: 'Pick another range and try again.' }),
  [ErrorCode.Schedule]: (err) => ({ what: `That schedule does not work: ${err.message}.`, next: 'Fix that part of the command and try again.' }),
  [ErrorCode.Usage]: (err) => ({ what: `I could not read that: ${err.message}.`, next: 'Fix that part of the command and try again; `/adops help` lists what I can do.' }),
  [ErrorCode.NotInstalled]: () => ({
    what: 'adops is not installed in this workspace (any more), so I cannot answer here.',
    next: 'Ask a workspace admin to install adops again (from its page in your Slack apps, or the install link you were given).',
  }),
  [ErrorCode.InstallationUnreadable]: () => ({ what: 'I could not check this workspace’s installation just now.', next: 'Try again in a minute. If it keeps happening, tell whoever runs the bot.' }),
  [ErrorCode.GivenUp]: undefined,
  [ErrorCode.ResponseUrlRefused]: undefined,
  [ErrorCode.RetryLater]: undefined,
  [ErrorCode.Config]: undefined,
  [ErrorCode.Startup]: undefined,
  [ErrorCode.StoreRefused]: undefined,
  [ErrorCode.SecretUnreadable]: undefined,
};

/** Any thrown value → the text the user sees, chosen by its code. */
export function describeFailure(err: unknown): FailureText {
  const wording = err instanceof AdopsError ? WORDING[err.code] : undefined;
  return wording ? wording(err as AdopsError) : ON_OUR_SIDE_TEXT;
}

/**
 * A failure as kept for its owner to read later (a watch's last check, a digest's last run). Kept
 * as said: an API error's message (its operation, status and the spec's error field, cut short), a
 * Slack refusal (not_in_channel…) and our own plain errors. Anything else — a socket, database or
 * Slack transport error (its text names internal hosts and addresses), a bug's TypeError — is said
 * in words here and named only in the log.
 */
export function keptFailureText(err: unknown): string {
  if (err instanceof AdopsError) return err.message;
  if (!(err instanceof Error) || BUGS.some((kind) => err instanceof kind)) return ON_OUR_SIDE;
  const { code } = err as { code?: unknown };
  // A library's error that carries a code (ECONNREFUSED, a SQLSTATE, Slack's request error).
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
  return err instanceof AdopsError && USAGE_CODES.has(err.code) ? 'usage' : 'error';
}

const USAGE_CODES: ReadonlySet<ErrorCode> = new Set([ErrorCode.Usage, ErrorCode.DateRange, ErrorCode.Schedule, ErrorCode.ApiInvalidParameter, ErrorCode.ApiLimitExceeded]);
