// Every HTTP request that claims to come from Slack passes here before anything else reads it:
// the signing headers are checked before a byte of the body is read, the body is counted as it
// streams and cut off at a limit, the HMAC is checked over the raw bytes, and only then is the body
// parsed, with no silent limits; last, `checkRequestShape` says whether the parsed body has the
// shape Bolt and the listeners assume. HTTP mode's one receiver (./http-receiver.ts, which
// production, local mode and the tests all run) calls them: request in, verdict out; the caller
// answers a refusal with `refuse`.
//
// Why: an unsigned 400 MB body used to be read whole before its signature was checked (three of
// them took the process from 290 MB to 3 GB), a timestamp an hour ahead was accepted, a deeply
// nested payload was acked and then dropped, and form fields past Node's 1,000-key limit were
// dropped in silence (docs/security.md, Inbound requests).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

/**
 * 2 MiB. The largest request Slack can legitimately send the bot is a view_submission of a
 * 100-block modal (Slack's maximum), which echoes the whole view: every block at Slack's own
 * limits (label 2,000, hint 2,000, placeholder 150 characters, block and action ids 255, an
 * initial value of 3,000) plus a typed value of 3,000 characters each and 3,000 of
 * private_metadata comes to 1.17 MB as Slack sends it (JSON in a form field). Everything else is
 * smaller: a message event's text is truncated at 40,000 characters, a message echoed in
 * block_actions holds at most 50 blocks. The margin over 1.17 MB is for typed text that is not
 * ASCII (several bytes a character once escaped). Bolt's default (4 MB) was never applied here.
 */
export const SLACK_BODY_LIMIT_BYTES = 2 * 1024 * 1024;
/** Slack's replay window, applied both ways: a timestamp in the future is no fresher than a stale one. */
export const SIGNATURE_WINDOW_SECONDS = 5 * 60;
/** Deepest JSON nesting accepted. Slack's deepest payloads (rich text inside a view's state) stay under 20. */
export const MAX_JSON_DEPTH = 64;
/**
 * How long a body may take to arrive once its headers have. Slack sends a request whole and gives
 * up on the answer after 3 s; a body still coming after 5 s is a stranger holding memory (up to
 * the limit per connection) for as long as Node's own request timeout (5 minutes) would allow.
 */
export const BODY_DEADLINE_MS = 5_000;
/** Form fields accepted. A slash command has about 12; Node's querystring would drop the rest in silence. */
export const MAX_FORM_FIELDS = 1_000;

export type SlackRequestVerdict =
  | { ok: true; rawBody: Buffer; body: unknown }
  /** `unread`: the body was not read to its end; the caller closes the connection (`refuse` does). */
  | { ok: false; status: 400 | 401 | 408 | 413; reason: string; unread: boolean };

type Refusal = Extract<SlackRequestVerdict, { ok: false }>;

export interface SlackRequestOptions {
  signingSecret: string;
  limitBytes?: number;
  /** The clock the timestamp is checked against (tests). */
  nowMs?: () => number;
}

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const v = headers[name];
  return typeof v === 'string' ? v : undefined;
};

/** The signing headers, checked before the body is read: well-formed, and within the window either way. */
export function checkSigningHeaders(headers: IncomingHttpHeaders, nowSeconds: number): { timestamp: string; signature: Buffer } | string {
  const timestamp = header(headers, 'x-slack-request-timestamp');
  const signature = header(headers, 'x-slack-signature');
  if (timestamp === undefined || signature === undefined) return 'the request is not signed (x-slack-signature or x-slack-request-timestamp missing)';
  if (!/^\d{1,12}$/.test(timestamp)) return 'x-slack-request-timestamp is not a number of seconds';
  if (!/^v0=[0-9a-f]{64}$/.test(signature)) return 'x-slack-signature is not a v0 signature';
  const skew = Number(timestamp) - nowSeconds;
  if (Math.abs(skew) > SIGNATURE_WINDOW_SECONDS) {
    return `x-slack-request-timestamp is ${Math.round(Math.abs(skew) / 60)} min in the ${skew > 0 ? 'future' : 'past'} (allowed: 5 min either way)`;
  }
  return { timestamp, signature: Buffer.from(signature.slice(3), 'hex') };
}

/** Timing-safe comparison of the v0 HMAC over the raw bytes (never a re-encoded string). */
export function signatureMatches(signingSecret: string, timestamp: string, rawBody: Buffer, signature: Buffer): boolean {
  const expected = createHmac('sha256', signingSecret).update(`v0:${timestamp}:`).update(rawBody).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected);
}

/**
 * Reads the body, at most `limit` bytes within `deadlineMs`; past either, stops reading at once
 * (the socket is paused).
 */
export function readBounded(req: IncomingMessage, limit: number, deadlineMs = BODY_DEADLINE_MS): Promise<{ ok: true; raw: Buffer } | Refusal> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (result: { ok: true; raw: Buffer } | Refusal) => {
      clearTimeout(deadline);
      req.off('data', onData).off('end', onEnd).off('close', onClose).off('error', onClose);
      resolve(result);
    };
    const deadline = setTimeout(() => {
      chunks.length = 0;
      req.pause();
      done({ ok: false, status: 408, reason: `the body did not arrive within ${deadlineMs / 1000} s`, unread: true });
    }, deadlineMs);
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      chunks.length = 0;
      req.pause();
      done({ ok: false, status: 413, reason: `the body passed ${limit} bytes`, unread: true });
    };
    const onEnd = () => done({ ok: true, raw: Buffer.concat(chunks, size) });
    const onClose = () => done({ ok: false, status: 400, reason: 'the request was cut off before its body ended', unread: true });
    req.on('data', onData).once('end', onEnd).once('close', onClose).once('error', onClose);
  });
}

/** Whether `text`'s arrays and objects nest deeper than `max` (a linear scan; strings skipped). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

function parseJson(text: string, what: string): { ok: true; value: unknown } | { ok: false; reason: string } {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return { ok: false, reason: `${what} nests deeper than ${MAX_JSON_DEPTH} levels` };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, reason: `${what} is not valid JSON` };
  }
}

/**
 * The body as Slack sends it: a form (slash commands; interactions as JSON in `payload`) or JSON
 * (Events API). Every field is kept: more than MAX_FORM_FIELDS, or one field twice, is refused.
 */
export function parseSlackBody(contentType: string | undefined, text: string): { ok: true; body: unknown } | { ok: false; reason: string } {
  const media = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (media === 'application/json') {
    const json = parseJson(text, 'the JSON body');
    return json.ok ? { ok: true, body: json.value } : json;
  }
  if (media !== 'application/x-www-form-urlencoded') return { ok: false, reason: `content type ${JSON.stringify(media.slice(0, 60))} is not one Slack sends` };
  const fields: [string, string][] = [...new URLSearchParams(text)];
  if (fields.length > MAX_FORM_FIELDS) return { ok: false, reason: `the form has ${fields.length} fields (at most ${MAX_FORM_FIELDS})` };
  const form = Object.fromEntries(fields);
  if (Object.keys(form).length !== fields.length) return { ok: false, reason: 'a form field appears more than once' };
  if (typeof form.payload !== 'string') return { ok: true, body: form };
  const payload = parseJson(form.payload, 'the payload field');
  return payload.ok ? { ok: true, body: payload.value } : payload;
}

/**
 * Reads and verifies a request claiming to be Slack's. Refused, in this order: bad or stale
 * signing headers (401, body unread), a declared length over the limit (413, unread), a body
 * passing the limit as it streams (413, reading stopped there), a signature that does not match
 * (401), a body that cannot be parsed whole (400). Nothing is parsed before the signature matches.
 */
export async function readSlackRequest(req: IncomingMessage, o: SlackRequestOptions): Promise<SlackRequestVerdict> {
  const limit = o.limitBytes ?? SLACK_BODY_LIMIT_BYTES;
  const signing = checkSigningHeaders(req.headers, Math.floor((o.nowMs?.() ?? Date.now()) / 1000));
  // Every request Slack sends is signed, its ssl_check too: nothing unsigned is read.
  if (typeof signing === 'string') return { ok: false, status: 401, reason: signing, unread: true };
  if (Number(req.headers['content-length']) > limit) {
    return { ok: false, status: 413, reason: `the declared body of ${req.headers['content-length']} bytes is over ${limit}`, unread: true };
  }
  const read = await readBounded(req, limit);
  if (!read.ok) return read;
  if (!signatureMatches(o.signingSecret, signing.timestamp, read.raw, signing.signature)) {
    return { ok: false, status: 401, reason: 'the signature does not match the body', unread: false };
  }
  const parsed = parseSlackBody(req.headers['content-type'], read.raw.toString('utf8'));
  if (!parsed.ok) return { ok: false, status: 400, reason: parsed.reason, unread: false };
  return { ok: true, rawBody: read.raw, body: parsed.body };
}

const REFUSAL_TITLES: Record<Refusal['status'], string> = { 400: 'Malformed request', 401: 'Request not verified', 408: 'Request timed out', 413: 'Request body too large' };

/**
 * Answers a refusal: the status with its reason in plain text. A body left unread is not drained
 * (that is what the limit saves): the connection is closed once the answer is out.
 */
export function refuse(req: IncomingMessage, res: ServerResponse, refusal: Refusal): void {
  if (res.headersSent || res.destroyed) return;
  const text = `${REFUSAL_TITLES[refusal.status]}: ${refusal.reason}.\n`;
  const headers: Record<string, string> = { 'content-type': 'text/plain; charset=utf-8' };
  if (refusal.unread) headers.connection = 'close';
  res.writeHead(refusal.status, headers);
  res.end(text);
  if (refusal.unread) res.once('finish', () => req.socket.destroy());
}

/**
 * For every other route of a Slack server (/healthz, the install pages, 404s): none reads a body,
 * so one that carries a body is closed once answered instead of being drained to its end.
 */
export function closeIfBodyIgnored(req: IncomingMessage, res: ServerResponse): void {
  if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) return;
  if (req.headers['content-length'] === '0') return;
  res.setHeader('connection', 'close');
  res.once('finish', () => req.socket.destroy());
}

// The shape a signed request must have before Bolt sees it. A correct signature says who sent the
// bytes, not that they hold what Bolt assumes: `payload=null` or a JSON `null` once crashed the
// process inside Bolt's receiver, an unknown payload type went unacked (Slack shows the person an
// error), and a view_submission without a view answered 500. Pure: body in, verdict out.

export type ShapeVerdict =
  | { forward: true; body: Record<string, unknown> }
  /** 400: malformed. 200: a type we have nothing to do with — acked so Slack shows no error. */
  | { forward: false; status: 400 | 200; reason: string };

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string' && v !== '';
const hasUser = (b: Record<string, unknown>) => isObject(b.user) && isString(b.user.id);

/** Payload types the bot's listeners handle, with what each must carry for Bolt and our listeners. */
const REQUIRED: Record<string, (b: Record<string, unknown>) => string | undefined> = {
  event_callback: (b) => (isObject(b.event) && isString(b.event.type) ? undefined : 'an event callback without an event'),
  block_actions: (b) =>
    Array.isArray(b.actions) && b.actions.length > 0 && b.actions.every(isObject) && hasUser(b) ? undefined : 'block actions without actions or user',
  view_submission: (b) => (isObject(b.view) && isString(b.view.id) && hasUser(b) ? undefined : 'a view submission without a view or user'),
  view_closed: (b) => (isObject(b.view) && isString(b.view.id) && hasUser(b) ? undefined : 'a view closing without a view or user'),
  shortcut: (b) => (isString(b.callback_id) && hasUser(b) ? undefined : 'a shortcut without a callback id or user'),
  message_action: (b) => (isString(b.callback_id) && hasUser(b) ? undefined : 'a message action without a callback id or user'),
  block_suggestion: (b) => (isString(b.action_id) && hasUser(b) ? undefined : 'an options request without an action id or user'),
};

export function checkRequestShape(body: unknown): ShapeVerdict {
  if (!isObject(body)) return { forward: false, status: 400, reason: `the body is ${body === null ? 'null' : Array.isArray(body) ? 'a list' : typeof body}, not an object` };
  if ('command' in body) {
    const ok = isString(body.command) && body.command.startsWith('/') && isString(body.user_id) && (body.text === undefined || typeof body.text === 'string');
    return ok ? { forward: true, body } : { forward: false, status: 400, reason: 'a slash command without its command, user or text' };
  }
  const type = body.type;
  const check = typeof type === 'string' ? REQUIRED[type] : undefined;
  if (!check) return { forward: false, status: 200, reason: `a payload of type ${JSON.stringify(type ?? null).slice(0, 40)} the bot does not handle` };
  const problem = check(body);
  return problem ? { forward: false, status: 400, reason: problem } : { forward: true, body };
}
