// The building blocks of the environment's schema (./config.ts), and the variables of one optional
// part with rules of its own: OpenTelemetry's standard ones for traces (src/tracing.ts,
// docs/operating.md#traces), and the list of reporting-API origins. Kept apart so config.ts stays
// the list of the bot's own settings.
import { z } from 'zod';

/** Empty strings count as unset: `FOO=` in an env file should not become a value. */
export const optionalText = z
  .string()
  .transform((s) => s.trim())
  .optional()
  .transform((s) => (s ? s : undefined));

export const httpUrl = (name: string) =>
  optionalText.refine((s) => s === undefined || /^https?:\/\/[^\s/]+/i.test(s), { message: `${name} must be an http(s) URL` });

/**
 * ADOPS_API_ORIGINS: comma-separated https origins (scheme, host, optional port; no path, user
 * name or password), each normalised by the URL parser. One problem line per bad entry.
 */
export function readApiOrigins(text: string | undefined, problems: string[]): string[] {
  const origins: string[] = [];
  const entries = (text ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const [i, entry] of entries.entries()) {
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    const bare = url && url.protocol === 'https:' && !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash;
    // An entry with an @ may hold a password: it is named by its place, never echoed.
    const named = entry.includes('@') ? `entry ${i + 1}` : `"${entry}"`;
    if (!url || !bare) problems.push(`ADOPS_API_ORIGINS: ${named} must be an https origin with no path, user name or password (for example https://reporting.example.com)`);
    else if (!origins.includes(url.origin)) origins.push(url.origin);
  }
  return origins;
}

const otlpProtocol = (name: string) =>
  optionalText.refine((s) => s === undefined || s.toLowerCase() === 'http/json', {
    message: `${name} must be http/json (the bot sends traces as OTLP over HTTP with JSON; unset it or point it at a collector's OTLP/HTTP port)`,
  });

/** Traces go to an OTLP/HTTP collector as JSON: its traces URL, and the service named in them. */
export interface TracingSettings {
  url: string;
  serviceName: string;
}

/** OpenTelemetry's standard variables; the exporter speaks http/json only. */
export const TRACING_ENV = {
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl('OTEL_EXPORTER_OTLP_ENDPOINT'),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: httpUrl('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'),
  OTEL_EXPORTER_OTLP_PROTOCOL: otlpProtocol('OTEL_EXPORTER_OTLP_PROTOCOL'),
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: otlpProtocol('OTEL_EXPORTER_OTLP_TRACES_PROTOCOL'),
  OTEL_SERVICE_NAME: optionalText,
  OTEL_SDK_DISABLED: optionalText.refine((s) => s === undefined || ['true', 'false'].includes(s.toLowerCase()), {
    message: 'OTEL_SDK_DISABLED must be true or false',
  }),
};

type TracingEnv = { [K in keyof typeof TRACING_ENV]: z.infer<(typeof TRACING_ENV)[K]> };

/**
 * Where traces go, or undefined (no endpoint, or OTEL_SDK_DISABLED=true). The traces endpoint is
 * used as given; the general one gets the traces path, as the OpenTelemetry spec says.
 */
export function readTracing(env: TracingEnv): TracingSettings | undefined {
  if (env.OTEL_SDK_DISABLED?.toLowerCase() === 'true') return undefined;
  const url = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? (env.OTEL_EXPORTER_OTLP_ENDPOINT && `${env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces`);
  return url ? { url, serviceName: env.OTEL_SERVICE_NAME ?? 'adops-bot' } : undefined;
}

/**
 * The optional model that maps words a question the deterministic reading could not place to a
 * command (src/app/words/model.ts, docs/agent-view.md#the-optional-model): an OpenAI-compatible
 * chat completions URL of the operator's choice, its key and model. Off unless URL and model are set.
 */
export interface WordsModelSettings {
  url: string;
  model: string;
  key?: string;
}

export const WORDS_MODEL_ENV = {
  WORDS_MODEL_URL: httpUrl('WORDS_MODEL_URL'),
  WORDS_MODEL_NAME: optionalText,
  WORDS_MODEL_KEY: optionalText,
};

type WordsModelEnv = { [K in keyof typeof WORDS_MODEL_ENV]: z.infer<(typeof WORDS_MODEL_ENV)[K]> };

export function readWordsModel(env: WordsModelEnv, problems: string[]): WordsModelSettings | undefined {
  const { WORDS_MODEL_URL: url, WORDS_MODEL_NAME: model, WORDS_MODEL_KEY: key } = env;
  if (!url && !model && !key) return undefined;
  if (!url || !model) {
    problems.push('WORDS_MODEL_URL and WORDS_MODEL_NAME go together (the chat completions URL and the model to ask); set both to use a model for words the bot cannot read, or unset WORDS_MODEL_* to go without');
    return undefined;
  }
  return { url, model, ...(key ? { key } : {}) };
}
