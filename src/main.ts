// `npm start` (src/start.js runs this file from its bundle: src/bundle.js). The mode follows the
// environment (src/config.ts):
//   Socket Mode (SLACK_APP_TOKEN), HTTP mode (SLACK_BOT_TOKEN + SLACK_SIGNING_SECRET), or
//   local mode (no Slack credentials): sandbox + Slack stand-in + console, or one-shot with
//   `npm start -- "/adops revenue yesterday"`.
// Problems are printed as plain sentences and the process exits non-zero — never a stack trace.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import type { DurableSetup } from './app/durable.js';
import type { Config } from './config.js';

/**
 * Local mode is for trying the bot out: a quick, lean start matters more than top speed under
 * load (bench/startup.ts, docs/startup.md). Set before anything big is loaded (zod, Bolt, pino,
 * PGlite): set after those, the same flags left ~10 MB more RSS idle. So every module but Node's
 * own is imported dynamically here. Slack modes keep V8's defaults.
 *  - liftoff-only: V8 runs PGlite's WASM on its baseline code and never recompiles the hot
 *    functions with TurboFan in the background (~70 MB RSS and a busy core in the first seconds);
 *  - no young-generation growth: start-up's allocation would grow it, kept for good (~40 MB RSS
 *    idle), for fewer scavenges that one person's commands do not need;
 *  - heap-growing-percent=50: after a full collection the old generation may grow by half before
 *    the next, not by V8's up to 4×: ~20 MB less RSS left behind by start-up for ~1–3 % more CPU
 *    (30 % saved no more memory and cost ~3 % more CPU than 50 %).
 */
const LOCAL_MODE_V8_FLAGS: readonly string[] = ['--liftoff-only', '--semi-space-growth-factor=1', '--heap-growing-percent=50'];

function useLocalModeFlags(): void {
  for (const flag of LOCAL_MODE_V8_FLAGS) setFlagsFromString(flag);
}

/** Logging and the last resort, loaded once the mode's V8 flags are set: they bring in Bolt and pino. */
async function logging() {
  const [{ createLogger, fileDestination }, { installLastResort }] = await Promise.all([import('./logger.js'), import('./app/threads/last-resort.js')]);
  return { createLogger, fileDestination, installLastResort };
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function onSignals(stop: () => Promise<void>): void {
  let stopping = false;
  const handler = () => {
    if (stopping) return;
    stopping = true;
    stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
}

/** Slack modes: the transport on this thread, the Bolt app and everything else on the app thread. */
async function runSlack(config: Config): Promise<void> {
  const { createLogger, installLastResort } = await logging();
  const { configSecrets } = await import('./config.js');
  const logger = createLogger({ level: config.logLevel, secrets: configSecrets(config) }).child({ thread: 'front' });
  installLastResort(logger, () => process.exit(1));
  // Loaded here only: local mode never starts the front thread.
  const { startFront } = await import('./app/threads/front.js');
  const front = await startFront({ config, logger, onCrash: () => process.exit(1) });
  logger.info({ mode: config.mode, port: front.port }, config.mode === 'http' ? 'listening for Slack on POST /slack/events' : 'connected to Slack in Socket Mode');
  onSignals(() => front.stop());
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
  const color = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
  // Loaded only here: Slack modes never load the sandbox or the stand-in, and the Docker image
  // leaves them out. (Loading them while the store opens gained nothing: 1.00× through the bundle,
  // slower through tsx. Both need the main thread, and the machine has 2 cores.)
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
  onSignals(() => stack.close());
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
  // Slack modes come from SLACK_* variables (src/config.ts): without any, the mode can only be
  // local, so its flags go in before even the configuration's modules load (~8 MB RSS idle).
  if (!Object.keys(process.env).some((name) => name.startsWith('SLACK_'))) useLocalModeFlags();
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
  useLocalModeFlags(); // again (no harm) for a local mode that some unused SLACK_* variable hid
  // The store (DATABASE_URL, or the embedded database under DATA_DIR), scheduler and workers run in
  // every mode; in Slack modes on the app thread. Loaded here only: the front thread never needs them.
  const { openDurableSetup } = await import('./app/durable-config.js');
  await runLocalMode(config, oneShot, await openDurableSetup(process.env, config));
}

main().catch(failToStart);
