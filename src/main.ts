// `npm start` (package.json: `exec node --import tsx src/main.ts`, docs/startup.md). The
// mode follows the environment (src/config.ts):
//   Socket Mode (SLACK_APP_TOKEN), HTTP mode (SLACK_BOT_TOKEN + SLACK_SIGNING_SECRET), or
//   local mode (no Slack credentials): sandbox + Slack stand-in + console, or one-shot with
//   `npm start -- "/adops revenue yesterday"`.
// The role (`--role web|worker|all`, or ADOPS_ROLE; default all) says which part of the bot this
// process runs (src/app/create-app.ts, docs/running-in-slack.md#running-it-at-scale).
// Problems are printed as plain sentences and the process exits non-zero — never a stack trace.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { DurableSetup } from './app/durable.js';
import type { Config } from './config.js';
import type { Logger } from './logger.js';

/** Logging and the last resort (they bring in Bolt and pino), loaded once the configuration is known to be good. */
async function logging() {
  const [{ createLogger, fileDestination }, { installLastResort }] = await Promise.all([import('./logger.js'), import('./app/last-resort.js')]);
  return { createLogger, fileDestination, installLastResort };
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** SIGINT/SIGTERM: stop, say so in the log (the operator sees a clean stop from a crash), exit. */
function onSignals(stop: () => Promise<void>, logger: Logger): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    stop().then(
      () => {
        logger.info('stopped cleanly');
        process.exit(0);
      },
      (err: unknown) => {
        logger.error({ err }, 'stopped, but not cleanly');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

/** Slack modes: this process's role of the bot (web, worker or all), with its store. */
async function runSlack(config: Config): Promise<void> {
  const { createLogger, installLastResort } = await logging();
  const [{ configSecrets }, { readBuildInfo }] = await Promise.all([import('./config.js'), import('./build-info.js')]);
  const logger = createLogger({ level: config.logLevel, secrets: configSecrets(config) }).child({ role: config.role });
  const build = readBuildInfo();
  logger.info({ ...build, mode: config.mode, traces: config.tracing ? 'on' : 'off' }, 'adops-bot starting');
  installLastResort(logger, () => process.exit(1));
  const [{ openDurableSetup }, { createDeps }, { createBotApp }, { Metrics }, { startTracing }] = await Promise.all([
    import('./app/durable-config.js'),
    import('./app/deps.js'),
    import('./app/create-app.js'),
    import('./metrics.js'),
    import('./tracing.js'),
  ]);
  const durable = await openDurableSetup(process.env, config);
  // Off unless an OTLP endpoint is set: then (only) the SDK and the exporter are loaded.
  const tracing = await startTracing(config.tracing);
  // A web process answers nothing: the scheduler and workers run where the answers are made.
  const deps = createDeps({ config, logger, metrics: new Metrics(), tracing, durable: { ...durable, autoStart: config.role !== 'web' } });
  const bot = createBotApp({ config, deps, build });
  const { port } = await bot.start().catch(async (err: unknown) => {
    await deps.close().catch(() => undefined);
    throw err;
  });
  const where = config.role === 'worker' ? 'answering requests from the inbox' : config.mode === 'http' ? 'listening for Slack on POST /slack/events' : 'connected to Slack in Socket Mode';
  logger.info({ mode: config.mode, port }, `${where} (role ${config.role}; GET /healthz on port ${port})`);
  // One workspace: its account is checked now, so a wrong key shows in the log at once.
  if (config.role !== 'web' && !config.slack.oauth) {
    deps
      .apiFor({})
      .auth.status()
      .then(
        (id) => logger.info({ apiKeyName: id.api_key_name, permissions: id.permissions }, 'reporting API reachable'),
        (err: unknown) => logger.warn({ err }, 'reporting API check failed at start-up; commands will say so'),
      );
  }
  onSignals(() => bot.stop(), logger);
}

async function runLocalMode(config: Config, oneShot: string | undefined, durable: DurableSetup): Promise<void> {
  const { createLogger, fileDestination, installLastResort } = await logging();
  // Logs never mix with the answers: the one-shot form writes them to stderr (scripts keep them
  // apart); the interactive console, whose terminal shows both, to a file it names at start.
  const logFile = oneShot ? undefined : join(durable.durable.dataDir || tmpdir(), 'adops-local.log');
  if (logFile) mkdirSync(dirname(logFile), { recursive: true });
  const destination = logFile ? fileDestination(logFile) : (process.stderr as never);
  const logger = createLogger({ level: config.logLevel, destination, secrets: [config.adopsApiKey] });
  installLastResort(logger, () => process.exit(1));
  logger.info({ ...(await import('./build-info.js')).readBuildInfo(), mode: 'local' }, 'adops-bot starting');
  const color = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
  // Loaded only here: Slack modes never load the sandbox or the stand-in, and the Docker image
  // leaves them out. (Loading them while the store opens was measured and gained nothing:
  // both need the main thread, and the machine has 2 cores.)
  const [{ startLocalStack }, { runInteractive, runOnce }] = await Promise.all([import('./local/stack.js'), import('./local/console.js')]).catch((err: unknown) => {
    if ((err as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw err;
    fail('This build has no local mode (the Docker image runs against Slack only): set SLACK_BOT_TOKEN with SLACK_SIGNING_SECRET or SLACK_APP_TOKEN, or run `npm start` from a checkout.');
  });
  if (!oneShot) console.log('Starting local mode: sandbox API, Slack stand-in and the bot…');
  const stack = await startLocalStack({
    config: { ...config, port: 0 },
    logger,
    // SANDBOX_NOW sets where the clock starts; it runs on, so the bot's waits (an export) pass.
    sandbox: {
      now: process.env.SANDBOX_NOW || undefined,
      clockRuns: true,
      exportDelayMs: process.env.SANDBOX_EXPORT_DELAY_MS ? Number(process.env.SANDBOX_EXPORT_DELAY_MS) : undefined,
    },
    chartsOnStandin: config.chart.mode === 'upload' && !process.env.QUICKCHART_URL,
    durable,
  });
  // Files the bot uploads (CSV, charts) are kept beside the store, not in a temp dir left behind.
  const filesDir = join(durable.durable.dataDir || tmpdir(), 'files');
  if (oneShot) {
    const code = await runOnce(stack, oneShot, color, filesDir).catch((err: unknown) => {
      console.error(`No answer: ${(err as Error).message}`);
      return 1;
    });
    await stack.close();
    process.exit(code);
  }
  console.log(`Reporting API: ${stack.config.adopsApiUrl}${stack.sandbox ? ' (embedded sandbox, key sbx_full)' : ''}`);
  console.log(`Logs (level ${config.logLevel}): ${logFile}`);
  onSignals(() => stack.close(), logger);
  await runInteractive(stack, color, filesDir);
  await stack.close();
  process.exit(0);
}

/** The plain sentence for a failed start (src/app/startup.ts), then exit 1. */
async function failToStart(err: unknown): Promise<never> {
  const { startupFailureText } = await import('./app/startup.js');
  fail(startupFailureText(err));
}

/** `--role web|worker|all` (or `--role=…`) from the arguments; the rest is the one-shot text. */
function splitRole(argv: readonly string[]): { role?: string; rest: string[] } {
  const rest: string[] = [];
  let role: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--role') role = argv[++i] ?? '';
    else if (arg.startsWith('--role=')) role = arg.slice('--role='.length);
    else rest.push(arg);
  }
  return { role, rest };
}

async function main(): Promise<void> {
  const { loadConfig } = await import('./config.js');
  const { role, rest } = splitRole(process.argv.slice(2));
  let config: Config;
  try {
    config = loadConfig(role === undefined ? process.env : { ...process.env, ADOPS_ROLE: role });
  } catch (err) {
    return failToStart(err);
  }
  const oneShot = rest.join(' ').trim() || undefined;
  if (oneShot && config.mode !== 'local') fail('The one-shot form runs in local mode only: unset the SLACK_* variables.');
  if (config.mode !== 'local') return runSlack(config);
  // The store (DATABASE_URL, or the embedded database under DATA_DIR), scheduler and workers run in
  // every mode. Loaded here only: a build without local mode never needs the sandbox.
  const { openDurableSetup } = await import('./app/durable-config.js');
  await runLocalMode(config, oneShot, await openDurableSetup(process.env, config));
}

main().catch(failToStart);
