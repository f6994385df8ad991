// Configuration: read from the environment once at start-up, checked with zod, and turned into
// one typed object. Every problem is reported at once in plain words (no stack trace), so an
// operator fixes the whole environment in one go. The run mode follows from which Slack
// credentials are present:
//   SLACK_APP_TOKEN (+ SLACK_BOT_TOKEN)            → socket (Socket Mode)
//   SLACK_BOT_TOKEN + SLACK_SIGNING_SECRET          → http (POST /slack/events, GET /healthz)
//   SLACK_CLIENT_ID + _SECRET + SLACK_STATE_SECRET
//     + SLACK_SIGNING_SECRET                        → http, distributed: OAuth install, many workspaces
//   no Slack credentials at all                     → local (embedded sandbox + Slack stand-in + console)
import { z } from 'zod';
import { AdopsError, ErrorCode } from './errors.js';
import { httpUrl, optionalText, readApiOrigins, readTracing, readWordsModel, TRACING_ENV, WORDS_MODEL_ENV, type TracingSettings, type WordsModelSettings } from './config-fields.js';
import { readEncryption, type EncryptionKeys } from './config-encryption.js';

export type { EncryptionKeys, TracingSettings, WordsModelSettings };
export { decodeEncryptionKey, weakKeyProblem } from './config-encryption.js';

export type RunMode = 'socket' | 'http' | 'local';
/**
 * How charts reach Slack (src/charts/make-chart.ts): `slack` sends no report data to any third
 * party; `quickchart` links the QuickChart host (`url`, its former name, is still read);
 * `upload` renders on the QuickChart host and uploads the PNG.
 */
export type ChartMode = 'slack' | 'quickchart' | 'upload';
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevelName = (typeof LOG_LEVELS)[number];

export interface Config {
  mode: RunMode;
  slack: {
    botToken?: string;
    signingSecret?: string;
    appToken?: string;
    /** Web API base ending in /api/ (a stand-in or a proxy); Slack's own when unset. */
    apiUrl?: string;
    /**
     * The distributed app (src/app/oauth): workspaces install through /slack/install and each
     * gets its own bot token, kept sealed in the store. Set instead of botToken.
     */
    oauth?: SlackOAuth;
  };
  /** Reporting API base including /api/v1. Unset only in local mode (the embedded sandbox is used). */
  adopsApiUrl?: string;
  /**
   * ADOPS_API_ORIGINS: API origins `/adops connect` may use besides adopsApiUrl's own (which is
   * always allowed). https only; reached at public addresses only (src/api/origins.ts). Default none.
   */
  apiOrigins?: string[];
  adopsApiKey: string;
  host: string;
  port: number;
  logLevel: LogLevelName;
  chart: { mode: ChartMode; quickchartUrl: string };
  /** Answers worked on at once per instance (the rest wait in order; see src/app/work-queue.ts). */
  answerConcurrency: number;
  /** What this process runs (src/app/create-app.ts): Slack's transport, the answer work, or both. */
  role: Role;
  /** The store: a PostgreSQL server, else embedded PGlite under dataDir (src/app/durable-config.ts). */
  databaseUrl?: string;
  dataDir?: string;
  /**
   * Seal reporting-API keys of `/adops connect` at rest (src/store/crypto.ts): `current` seals,
   * `previous` only opens rows sealed before a rotation. Unset: connections cannot be saved.
   */
  encryption?: EncryptionKeys;
  /** When a slow answer says it is still working, and when it gives up (src/app/slow-answer.ts); defaults when unset. */
  answerTimes?: AnswerTimes;
  /** OpenTelemetry traces (src/tracing.ts): where they are sent; unset, none are made. */
  tracing?: TracingSettings;
  /** WORDS_MODEL_*: the optional model for words the deterministic reading cannot place (off by default). */
  wordsModel?: WordsModelSettings;
}

/** ANSWER_WORKING_SECONDS and ANSWER_DEADLINE_SECONDS, in milliseconds. */
export interface AnswerTimes {
  workingAfterMs: number;
  deadlineMs: number;
}

/** A first word within 5 s of asking; a plain "try again" well before response_url's 30 minutes run out. */
export const DEFAULT_ANSWER_TIMES: AnswerTimes = { workingAfterMs: 4_000, deadlineMs: 60_000 };

export interface SlackOAuth {
  clientId: string;
  clientSecret: string;
  /** Signs the install's state parameter (Bolt's ClearStateStore). */
  stateSecret: string;
  /** Slack's redirect after an install; when unset, the one set in the app's config at api.slack.com. */
  redirectUri?: string;
}

/**
 * ADOPS_ROLE (or `npm start -- --role …`): `web` takes Slack's requests (verify, ack, write to the
 * store's inbox), `worker` answers them and runs the scheduler and workers, `all` both.
 */
export const ROLES = ['web', 'worker', 'all'] as const;
export type Role = (typeof ROLES)[number];

export class ConfigError extends AdopsError {
  readonly code = ErrorCode.Config;
  constructor(readonly problems: string[]) {
    super(`configuration problems:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const EnvSchema = z.object({
  SLACK_BOT_TOKEN: optionalText.refine((s) => s === undefined || s.startsWith('xoxb-'), {
    message: 'SLACK_BOT_TOKEN must be a bot token starting with xoxb- (Slack app → OAuth & Permissions)',
  }),
  SLACK_SIGNING_SECRET: optionalText,
  SLACK_APP_TOKEN: optionalText.refine((s) => s === undefined || s.startsWith('xapp-'), {
    message: 'SLACK_APP_TOKEN must be an app-level token starting with xapp- with the connections:write scope',
  }),
  SLACK_CLIENT_ID: optionalText,
  SLACK_CLIENT_SECRET: optionalText,
  SLACK_STATE_SECRET: optionalText.refine((s) => s === undefined || s.length >= 16, {
    message: 'SLACK_STATE_SECRET must be at least 16 characters (a random secret of your own: openssl rand -hex 24)',
  }),
  SLACK_REDIRECT_URI: httpUrl('SLACK_REDIRECT_URI').refine((s) => s === undefined || /\/slack\/oauth_redirect$/.test(s), {
    message: 'SLACK_REDIRECT_URI must be the bot\'s public URL ending in /slack/oauth_redirect',
  }),
  SLACK_API_URL: httpUrl('SLACK_API_URL').refine((s) => s === undefined || s.endsWith('/api/'), {
    message: 'SLACK_API_URL must end in /api/ (for example http://127.0.0.1:3100/api/)',
  }),
  ADOPS_API_URL: httpUrl('ADOPS_API_URL').refine((s) => s === undefined || /\/api\/v1\/?$/.test(s), {
    message: 'ADOPS_API_URL must be the API base including /api/v1 (for example https://reporting.example.com/api/v1)',
  }),
  ADOPS_API_KEY: optionalText,
  ADOPS_API_ORIGINS: optionalText,
  HOST: optionalText,
  PORT: optionalText.refine((s) => s === undefined || (/^\d+$/.test(s) && Number(s) <= 65_535), {
    message: 'PORT must be a port number from 0 to 65535',
  }),
  LOG_LEVEL: optionalText.refine((s) => s === undefined || (LOG_LEVELS as readonly string[]).includes(s.toLowerCase()), {
    message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`,
  }),
  CHART_MODE: optionalText.refine((s) => s === undefined || ['slack', 'quickchart', 'url', 'upload'].includes(s.toLowerCase()), {
    message:
      'CHART_MODE must be slack (Slack charts, or PNGs drawn by the bot: no data to a third party), quickchart (image links to the QuickChart host, which sees the data; url is its former name) or upload (rendered on the QuickChart host, uploaded to Slack)',
  }),
  QUICKCHART_URL: httpUrl('QUICKCHART_URL'),
  ANSWER_CONCURRENCY: optionalText.refine((s) => s === undefined || (/^\d+$/.test(s) && Number(s) >= 1 && Number(s) <= 256), {
    message: 'ANSWER_CONCURRENCY must be a whole number from 1 to 256',
  }),
  ADOPS_ROLE: optionalText.refine((s) => s === undefined || (ROLES as readonly string[]).includes(s.toLowerCase()), {
    message: 'ADOPS_ROLE (or --role) must be web (takes Slack requests), worker (answers them, runs digests and exports) or all (both; the default)',
  }),
  DATABASE_URL: optionalText.refine((s) => s === undefined || /^postgres(ql)?:\/\//.test(s), {
    message: 'DATABASE_URL must be a postgres:// connection URL',
  }),
  DATA_DIR: optionalText,
  ADOPS_ENCRYPTION_KEY: optionalText,
  ADOPS_ENCRYPTION_KEY_PREVIOUS: optionalText,
  ANSWER_WORKING_SECONDS: optionalText.refine((s) => s === undefined || (/^\d+$/.test(s) && Number(s) >= 1 && Number(s) <= 60), {
    message: 'ANSWER_WORKING_SECONDS must be a whole number from 1 to 60 (when a slow answer first says it is working on it)',
  }),
  ANSWER_DEADLINE_SECONDS: optionalText.refine((s) => s === undefined || (/^\d+$/.test(s) && Number(s) >= 2 && Number(s) <= 1_200), {
    message: 'ANSWER_DEADLINE_SECONDS must be a whole number from 2 to 1200 (when a slow answer gives up and says what to try)',
  }),
  // OpenTelemetry's (./config-fields.ts, docs/operating.md#traces).
  ...TRACING_ENV,
  ...WORDS_MODEL_ENV,
});

function readOAuth(env: z.infer<typeof EnvSchema>, problems: string[]): SlackOAuth | undefined {
  const { SLACK_CLIENT_ID: clientId, SLACK_CLIENT_SECRET: clientSecret, SLACK_STATE_SECRET: stateSecret } = env;
  const given = [clientId, clientSecret, stateSecret].filter(Boolean).length;
  if (given === 0) return undefined;
  if (given < 3) {
    // Alone: which other settings a half-configured mode needs would only confuse.
    throw new ConfigError([...problems, 'The OAuth mode needs SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_STATE_SECRET together (Slack app → Basic Information; the state secret is any random string of yours)']);
  }
  return { clientId: clientId!, clientSecret: clientSecret!, stateSecret: stateSecret!, ...(env.SLACK_REDIRECT_URI ? { redirectUri: env.SLACK_REDIRECT_URI } : {}) };
}

function decideMode(env: z.infer<typeof EnvSchema>, oauth: SlackOAuth | undefined, problems: string[]): RunMode {
  const { SLACK_BOT_TOKEN: bot, SLACK_SIGNING_SECRET: secret, SLACK_APP_TOKEN: app } = env;
  if (oauth) {
    // Installs arrive over HTTP (/slack/oauth_redirect), so the distributed app runs in HTTP mode.
    if (bot) problems.push('SLACK_BOT_TOKEN is set with SLACK_CLIENT_ID: choose one — a single workspace (the bot token) or the OAuth mode (each workspace installs and gets its own token)');
    if (app) problems.push('SLACK_APP_TOKEN is set with SLACK_CLIENT_ID: the OAuth mode runs over HTTP (installs come back to /slack/oauth_redirect); unset SLACK_APP_TOKEN');
    if (!secret) problems.push('The OAuth mode needs SLACK_SIGNING_SECRET too (Slack app → Basic Information)');
    return 'http';
  }
  if (!bot && !secret && !app) return 'local';
  if (app) {
    if (!bot) problems.push('SLACK_APP_TOKEN is set but SLACK_BOT_TOKEN is missing: Socket Mode needs both');
    return 'socket';
  }
  if (!bot) problems.push('SLACK_SIGNING_SECRET is set but SLACK_BOT_TOKEN is missing: HTTP mode needs both (or set SLACK_CLIENT_ID, SLACK_CLIENT_SECRET and SLACK_STATE_SECRET for the OAuth mode)');
  if (!secret) problems.push('SLACK_BOT_TOKEN is set but neither SLACK_SIGNING_SECRET (HTTP mode) nor SLACK_APP_TOKEN (Socket Mode) is');
  return 'http';
}

/** The reporting API in each mode: the env's account for one workspace, connections in the OAuth mode. */
function checkApiSettings(env: z.infer<typeof EnvSchema>, mode: RunMode, oauth: SlackOAuth | undefined, encryption: Config['encryption'], problems: string[]): void {
  if (oauth) {
    if (!encryption) problems.push('The OAuth mode needs ADOPS_ENCRYPTION_KEY: workspaces\' bot tokens and API keys are stored sealed with it (openssl rand -base64 32)');
    // One key answering every workspace that installs would show one customer's revenue to all.
    if (env.ADOPS_API_KEY) problems.push('ADOPS_API_KEY is for a single workspace: in the OAuth mode each workspace connects its own reporting account (/adops connect). Unset ADOPS_API_KEY (ADOPS_API_URL may stay: it names the reporting API that workspaces connect to)');
    return;
  }
  if (mode !== 'local') {
    if (!env.ADOPS_API_URL) problems.push('ADOPS_API_URL is required with Slack credentials (the reporting API base including /api/v1)');
    if (!env.ADOPS_API_KEY) problems.push('ADOPS_API_KEY is required with Slack credentials (an API key from the reporting web app settings)');
  }
  if (env.ADOPS_API_URL && !env.ADOPS_API_KEY && mode === 'local') {
    problems.push('ADOPS_API_URL is set, so ADOPS_API_KEY must be set too (the sbx_full default only works with the embedded sandbox)');
  }
}

/** Values to mask inside free-text log lines (src/logger.ts scrubText); structured fields are redacted by path. */
export function configSecrets(config: Config): string[] {
  const { slack } = config;
  return [config.adopsApiKey, slack.signingSecret, slack.appToken, slack.botToken, slack.oauth?.clientSecret, slack.oauth?.stateSecret].filter((s): s is string => !!s);
}

/** Reads and checks the environment. Throws ConfigError listing every problem. */
export function loadConfig(raw: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => i.message));
  }
  const env = parsed.data;
  const problems: string[] = [];
  const oauth = readOAuth(env, problems);
  const mode = decideMode(env, oauth, problems);
  const role = readRole(env, mode, problems);
  const encryption = readEncryption(env, problems);
  const apiOrigins = readApiOrigins(env.ADOPS_API_ORIGINS, problems);
  checkApiSettings(env, mode, oauth, encryption, problems);
  const answerTimes = readAnswerTimes(env, problems);
  const tracing = readTracing(env);
  const wordsModel = readWordsModel(env, problems);
  if (problems.length) throw new ConfigError(problems);
  return {
    mode,
    slack: { botToken: env.SLACK_BOT_TOKEN, signingSecret: env.SLACK_SIGNING_SECRET, appToken: env.SLACK_APP_TOKEN, apiUrl: env.SLACK_API_URL, ...(oauth ? { oauth } : {}) },
    adopsApiUrl: env.ADOPS_API_URL,
    ...(apiOrigins.length ? { apiOrigins } : {}),
    // The OAuth mode has no account of its own: a workspace not connected yet is told how to connect.
    adopsApiKey: oauth ? '' : (env.ADOPS_API_KEY ?? 'sbx_full'),
    host: env.HOST ?? (mode === 'local' ? '127.0.0.1' : '0.0.0.0'),
    port: env.PORT === undefined ? 3000 : Number(env.PORT),
    logLevel: (env.LOG_LEVEL?.toLowerCase() as LogLevelName | undefined) ?? (mode === 'local' ? 'warn' : 'info'),
    chart: {
      mode: env.CHART_MODE?.toLowerCase() === 'url' ? 'quickchart' : ((env.CHART_MODE?.toLowerCase() as ChartMode | undefined) ?? 'slack'),
      quickchartUrl: (env.QUICKCHART_URL ?? 'https://quickchart.io').replace(/\/+$/, ''),
    },
    answerConcurrency: env.ANSWER_CONCURRENCY === undefined ? 16 : Number(env.ANSWER_CONCURRENCY),
    role,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    ...(encryption ? { encryption } : {}),
    answerTimes,
    ...(tracing ? { tracing } : {}),
    ...(wordsModel ? { wordsModel } : {}),
  };
}

/**
 * A split role needs a store every process shares: the embedded one is one process's own (its
 * lock refuses a second), so a web process could hand requests to no worker.
 */
function readRole(env: z.infer<typeof EnvSchema>, mode: RunMode, problems: string[]): Role {
  const role = (env.ADOPS_ROLE?.toLowerCase() as Role | undefined) ?? 'all';
  if (role === 'all') return role;
  if (mode === 'local') problems.push(`ADOPS_ROLE=${role} runs against Slack only: local mode runs every part in one process. Unset ADOPS_ROLE (or --role), or set the SLACK_* variables.`);
  else if (!env.DATABASE_URL) {
    problems.push(
      `ADOPS_ROLE=${role} needs DATABASE_URL: web and worker processes hand requests over through a PostgreSQL database they share, and the embedded store (DATA_DIR) serves one process only. Set DATABASE_URL, or run ADOPS_ROLE=all.`,
    );
  }
  return role;
}

function readAnswerTimes(env: z.infer<typeof EnvSchema>, problems: string[]): AnswerTimes {
  const seconds = (text: string | undefined, fallbackMs: number) => (text === undefined ? fallbackMs : Number(text) * 1000);
  const times = {
    workingAfterMs: seconds(env.ANSWER_WORKING_SECONDS, DEFAULT_ANSWER_TIMES.workingAfterMs),
    deadlineMs: seconds(env.ANSWER_DEADLINE_SECONDS, DEFAULT_ANSWER_TIMES.deadlineMs),
  };
  if (times.workingAfterMs >= times.deadlineMs) problems.push('ANSWER_WORKING_SECONDS must be less than ANSWER_DEADLINE_SECONDS (the "working on it" note comes before the answer gives up)');
  return times;
}
