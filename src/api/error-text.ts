// What the bot keeps of an API error body (spec §7: a JSON object with a string `error`). The
// asker is shown only that field, on one line, cut short and with what describes the API's
// insides removed — network addresses, URLs, file paths and stack frames ("ECONNREFUSED
// 10.20.30.40:5432 at Pool.connect (/srv/…)" becomes "ECONNREFUSED [address]"). The whole field
// goes to the operator's log (src/api/http.ts), never to Slack.

/** The longest API error text kept: enough to name a parameter, too little to carry a page. */
export const API_MESSAGE_MAX = 200;

/** The spec's `error` field of a body, as sent; undefined when the body is not the spec's error object. */
export function errorField(text: string): string | undefined {
  let said: unknown;
  try {
    said = (JSON.parse(text) as { error?: unknown } | null)?.error;
  } catch {
    return undefined;
  }
  return typeof said === 'string' ? said : undefined;
}

/** A stack frame: " at fn (/path…", " at /path…", " at node:internal…". Everything from it on goes. */
const STACK_FRAME = /\s+at\s+(?:(?:async\s+)?[\w$.<>[\]]+(?:\s+\[as [\w$]+\])?\s+\(|(?:\/|[A-Za-z]:\\|node:|file:))/;

const SCRUBS: ReadonlyArray<[RegExp, string]> = [
  // URLs of any scheme (they name hosts, and may carry tokens in their query).
  [/\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>)]+/gi, '[address]'],
  // IPv4, with a port or not.
  [/\b\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?\b/g, '[address]'],
  // IPv6, whole or compressed (::), bracketed with a port or not.
  [/\[?\b(?:[0-9a-f]{1,4}:){4,7}[0-9a-f]{1,4}\b(?:\]:\d{1,5})?/gi, '[address]'],
  [/\[?(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}(?::[0-9a-f]{1,4})*)?(?:\]:\d{1,5})?/gi, '[address]'],
  // host:port, where the host is a dotted name or localhost.
  [/\b(?:localhost|[a-z0-9-]+(?:\.[a-z0-9-]+)+):\d{2,5}\b/gi, '[address]'],
  // File paths: Windows, and Unix ones of three parts or more, or ending in a source file.
  [/\b[A-Za-z]:\\[^\s"'<>)]+/g, '[path]'],
  [/(?<![\w.])(?:\/[\w.@+~-]+){3,}\/?|(?<![\w.])(?:\/[\w.@+~-]+)+\.(?:js|mjs|cjs|ts|py|go|java|rb|php|rs|cs)(?::\d+){0,2}/g, '[path]'],
];

/** The text with addresses, paths and stack frames removed, on one line; undefined when nothing is left. */
export function scrubApiText(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const frame = STACK_FRAME.exec(text);
  let out = frame ? text.slice(0, frame.index) : text;
  for (const [pattern, replacement] of SCRUBS) out = out.replace(pattern, replacement);
  // eslint-disable-next-line no-control-regex
  out = out.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim();
  return out || undefined;
}

/** Cut to API_MESSAGE_MAX characters, with an ellipsis when cut. */
export function cutApiText(line: string): string {
  return line.length > API_MESSAGE_MAX ? `${line.slice(0, API_MESSAGE_MAX - 1)}…` : line;
}

/**
 * The spec's `error` field, scrubbed and cut to API_MESSAGE_MAX: the only part of an error body
 * kept. Anything else — HTML from a proxy, a stack trace, another service's page — is dropped
 * unread: it is not the API speaking.
 */
export function readErrorText(text: string): string | undefined {
  const line = scrubApiText(errorField(text));
  return line === undefined ? undefined : cutApiText(line);
}
