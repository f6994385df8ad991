// `npm start` (package.json: `exec node --liftoff-only --import tsx src/main.ts`, docs/startup.md). The
// mode follows the environment (src/config.ts):
//   Socket Mode (SLACK_APP_TOKEN), HTTP mode (SLACK_BOT_TOKEN + SLACK_SIGNING_SECRET), or
//   local mode (no Slack credentials): sandbox + Slack stand-in + console, or one-shot with
//   `npm start -- "/adops revenue yesterday"`.
// Problems are printed as plain sentences and the process exits non-zero — never a stack trace.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { DurableSetup } from './app/durable.js';
import type { Config } from './config.js';
import type { Logger } from './logger.js';

/** Logging and the last resort (they bring in Bolt and pino), loaded once the configuration is known to be good. */
async function logging() {
  const [{ createLogger, fileDestination }, { installLastResort }] = await Promise.all([import('./logger.js'), import('./app/threads/last-resort.js')]);
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

/** Slack modes: the transport on this thread, the Bolt app and everything else on the app thread. */
async function runSlack(config: Config): Promise<void> {
  const { createLogger, installLastResort } = await logging();
  const [{ configSecrets }, { readBuildInfo }] = await Promise.all([import('./config.js'), import('./build-info.js')]);
  const logger = createLogger({ level: config.logLevel, secrets: configSecrets(config) }).child({ thread: 'front' });
  logger.info({ ...readBuildInfo(), mode: config.mode }, 'adops-bot starting');
  installLastResort(logger, () => process.exit(1));
  // Loaded here only: local mode never starts the front thread.
  const { startFront } = await import('./app/threads/front.js');
  const front = await startFront({ config, logger, onCrash: () => process.exit(1) });
  logger.info({ mode: config.mode, port: front.port }, config.mode === 'http' ? 'listening for Slack on POST /slack/events' : 'connected to Slack in Socket Mode');
  onSignals(() => front.stop(), logger);
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

async function main(): Promise<void> {
  const { loadConfig } = await import('./config.js');
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    return failToStart(err);
  }
  const oneShot = process.argv.slice(2).join(' ').trim() || undefined;
  if (oneShot && config.mode !== 'local') fail('The one-shot form runs in local mode only: unset the SLACK_* variables.');
  if (config.mode !== 'local') return runSlack(config);
  // The store (DATABASE_URL, or the embedded database under DATA_DIR), scheduler and workers run in
  // every mode; in Slack modes on the app thread. Loaded here only: the front thread never needs them.
  const { openDurableSetup } = await import('./app/durable-config.js');
  await runLocalMode(config, oneShot, await openDurableSetup(process.env, config));
}

main().catch(failToStart);
