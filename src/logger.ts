// pino JSON logs. Secrets never reach the output: structured fields are removed by pino's
// `redact` (explicit paths, so nothing is guessed), and free-text messages that come from
// libraries (Bolt, the Web API client) pass through `scrubText`, which masks Slack tokens and
// response URLs. The redaction is tested by capturing the output (test/bot/redaction.test.ts).
import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { AppOptions, LogLevel } from '@slack/bolt';
import type { LogLevelName } from './config.js';

export type { Logger } from 'pino';

/** Field paths that may hold a secret anywhere we log structured data. */
export const REDACT_PATHS = [
  'token', 'botToken', 'appToken', 'signingSecret', 'apiKey', 'api_key', 'authorization', 'response_url', 'responseUrl',
  '*.token', '*.botToken', '*.appToken', '*.signingSecret', '*.apiKey', '*.api_key', '*.authorization',
  '*.response_url', '*.responseUrl',
  'headers.authorization', 'req.headers.authorization', 'request.headers.authorization',
  'config.slack.botToken', 'config.slack.appToken', 'config.slack.signingSecret', 'config.adopsApiKey',
  'adopsApiKey', '*.adopsApiKey',
  'clientSecret', 'stateSecret', 'refreshToken', 'client_secret', 'refresh_token',
  '*.clientSecret', '*.stateSecret', '*.refreshToken', '*.client_secret', '*.refresh_token',
  'config.slack.oauth.clientSecret', 'config.slack.oauth.stateSecret',
  'body.token', 'body.response_url', 'payload.token', 'payload.response_url', 'command.token', 'command.response_url',
];

export const REDACTED = '[redacted]';

export interface LoggerOptions {
  level: LogLevelName;
  /** Where lines go; stdout by default. Tests pass a capturing stream. */
  destination?: DestinationStream;
  /** Exact values to mask inside free text too (the API key, the signing secret). */
  secrets?: readonly string[];
}

/** A log file written in the background (pino's sonic-boom), for the interactive console. */
export function fileDestination(path: string): DestinationStream {
  return pino.destination({ dest: path, sync: false });
}

const TOKEN_RE = /\b(xox[abposer]|xapp)-[A-Za-z0-9-]+/g;
// Slack response URLs (hooks.slack.com) and the stand-in's (/response/<id>) are bearer capabilities.
const RESPONSE_URL_RE = /https?:\/\/[^\s"']*(hooks\.slack\.com|\/response\/)[^\s"']*/g;

export function scrubText(text: string, secrets: readonly string[] = []): string {
  let out = text.replace(TOKEN_RE, REDACTED).replace(RESPONSE_URL_RE, REDACTED);
  for (const s of secrets) if (s.length >= 4) out = out.split(s).join(REDACTED);
  return out;
}

/** Where a logger tree keeps the request being served (see inRequest); children inherit it from their root. */
const REQUESTS = Symbol('adops.requests');
type RequestFields = { reqId: string };
type WithRequests = { [REQUESTS]?: AsyncLocalStorage<RequestFields> };

/**
 * Runs `fn` as request `reqId`: every line any logger of `logger`'s tree writes meanwhile — the
 * pipeline's, the API client's, the poster's, the access check's and audit's warnings — carries
 * `reqId`, though those loggers are shared by all requests. (A logger not made by createLogger: `fn` alone.)
 */
export function inRequest<T>(logger: Logger, reqId: string, fn: () => T): T {
  const requests = (logger as WithRequests)[REQUESTS];
  return requests ? requests.run({ reqId }, fn) : fn();
}

/** The reqId `logger`'s tree is serving now (inside inRequest), if any. */
export function currentRequestId(logger: Logger): string | undefined {
  return (logger as WithRequests)[REQUESTS]?.getStore()?.reqId;
}

export function createLogger(options: LoggerOptions): Logger {
  const secrets = options.secrets ?? [];
  // One per logger tree, not per process: two bots in one process (tests) keep their requests apart.
  const requests = new AsyncLocalStorage<RequestFields>();
  const logger = pino(
    {
      level: options.level,
      base: { service: 'adops-bot' },
      mixin: () => requests.getStore() ?? {},
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      formatters: { level: (label) => ({ level: label }) },
      hooks: {
        // Messages are free text: scrub them as well (fields are handled by `redact`).
        logMethod(args, method) {
          const masked = args.map((a) => (typeof a === 'string' ? scrubText(a, secrets) : a)) as Parameters<typeof method>;
          method.apply(this, masked);
        },
      },
      serializers: { err: (e: unknown) => serializeError(e, secrets) },
    },
    options.destination,
  );
  // pino's children are made with Object.create(parent): they find it on the root.
  (logger as WithRequests)[REQUESTS] = requests;
  return logger;
}

/** Errors without stack traces of secrets: name, code, message (scrubbed) and the stack. */
function serializeError(e: unknown, secrets: readonly string[]): object {
  if (!(e instanceof Error)) return { message: scrubText(String(e), secrets) };
  const code = (e as { code?: unknown }).code;
  return {
    type: e.name,
    code: typeof code === 'string' ? code : undefined,
    message: scrubText(e.message, secrets),
    stack: e.stack ? scrubText(e.stack, secrets) : undefined,
  };
}

type BoltLogger = NonNullable<AppOptions['logger']>;

/** Bolt's level for a pino level; pass it as App's `logLevel` so Bolt does not try to change ours. */
// Bolt's LogLevel enum holds these strings; importing its value would load all of Bolt with the
// logger, before the configuration is known to be good (src/main.ts).
/**
 * Bolt's and the WebClient's debug lines carry whole requests and answers — report figures,
 * people's names — so they are written at our `trace` only; `debug` keeps our own lines.
 */
export function boltLevelOf(level: string): LogLevel {
  if (level === 'trace') return 'debug' as LogLevel;
  if (level === 'debug' || level === 'info') return 'info' as LogLevel;
  if (level === 'warn') return 'warn' as LogLevel;
  return 'error' as LogLevel;
}

/** Bolt and the WebClient log free text through this adapter into the same pino stream. */
export function boltLoggerFrom(logger: Logger, secrets: readonly string[] = []): BoltLogger {
  const child = logger.child({ component: 'bolt' });
  const line = (msg: unknown[]) => scrubText(msg.map((m) => (typeof m === 'string' ? m : safeJson(m))).join(' '), secrets);
  // The line is built (and scrubbed) only when it will be written: Bolt logs at debug on every request.
  const at = (level: 'trace' | 'info' | 'warn' | 'error') => (...msg: unknown[]) => {
    if (child.isLevelEnabled(level)) child[level](line(msg));
  };
  return {
    debug: at('trace'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    // The level is ours (LOG_LEVEL); Bolt may not lower it, so setLevel is ignored.
    setLevel: () => undefined,
    getLevel: () => boltLevelOf(child.level),
    setName: () => undefined,
  };
}

function safeJson(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  try {
    return JSON.stringify(value);
  } catch {
    return String(value);
  }
}
