// `npm start`. The mode follows the environment (src/config.ts):
//   Socket Mode (SLACK_APP_TOKEN), HTTP mode (SLACK_BOT_TOKEN + SLACK_SIGNING_SECRET), or
//   local mode (no Slack credentials): sandbox + Slack stand-in + console, or one-shot with
//   `npm start -- "/adops revenue yesterday"`.
// Problems are printed as plain sentences and the process exits non-zero — never a stack trace.
import { createBotApp, StartupError } from './app/create-app.js';
import { createDeps } from './app/deps.js';
import type { DurableSetup } from './app/durable.js';
import { openDurableSetup } from './app/durable-config.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { createLogger } from './logger.js';

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

async function runSlack(config: Config, durable: DurableSetup): Promise<void> {
  const logger = createLogger({ level: config.logLevel, secrets: [config.adopsApiKey, config.slack.signingSecret ?? ''] });
  const deps = createDeps({ config, logger, durable });
  const bot = createBotApp({ config, deps });
  const { port } = await bot.start();
  logger.info({ mode: config.mode, port }, config.mode === 'http' ? 'listening for Slack on POST /slack/events' : 'connected to Slack in Socket Mode');
  deps
    .apiFor({})
    .auth.status()
    .then(
      (id) => logger.info({ apiKeyName: id.api_key_name, permissions: id.permissions }, 'reporting API reachable'),
      (err: unknown) => logger.warn({ err }, 'reporting API check failed at start-up; commands will say so'),
    );
  onSignals(() => bot.stop());
}

async function runLocalMode(config: Config, oneShot: string | undefined, durable: DurableSetup): Promise<void> {
  // Local logs go to stderr so they never mix with the answers on stdout.
  const logger = createLogger({ level: config.logLevel, destination: process.stderr as never, secrets: [config.adopsApiKey] });
  const color = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
  // Loaded only here: Slack modes never load the sandbox or the stand-in.
  const { startLocalStack } = await import('./local/stack.js');
  const { runInteractive, runOnce } = await import('./local/console.js');
  if (!oneShot) console.log('Starting local mode: sandbox API, Slack stand-in and the bot…');
  const stack = await startLocalStack({
    config: { ...config, port: 0 },
    logger,
    sandbox: { now: process.env.SANDBOX_NOW || undefined },
    chartsOnStandin: config.chart.mode === 'upload' && !process.env.QUICKCHART_URL,
    deps: { durable },
  });
  if (oneShot) {
    const code = await runOnce(stack, oneShot, color).catch((err: unknown) => {
      console.error(`No answer: ${(err as Error).message}`);
      return 1;
    });
    await stack.close();
    process.exit(code);
  }
  console.log(`Reporting API: ${stack.config.adopsApiUrl}${stack.sandbox ? ' (embedded sandbox, key sbx_full)' : ''}`);
  onSignals(() => stack.close());
  await runInteractive(stack, color);
  await stack.close();
  process.exit(0);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) fail(`adops-bot cannot start:\n${err.problems.map((p) => `  - ${p}`).join('\n')}`);
    throw err;
  }
  const oneShot = process.argv.slice(2).join(' ').trim() || undefined;
  if (oneShot && config.mode !== 'local') fail('The one-shot form runs in local mode only: unset the SLACK_* variables.');
  // The store (DATABASE_URL, or the embedded database under DATA_DIR), scheduler and workers run in every mode.
  let durable: DurableSetup;
  try {
    durable = await openDurableSetup(process.env, config);
  } catch (err) {
    if (err instanceof ConfigError) fail(`adops-bot cannot start:\n${err.problems.map((p) => `  - ${p}`).join('\n')}`);
    fail(`adops-bot cannot start: ${(err as Error).message}. Check DATABASE_URL (or DATA_DIR for the embedded database).`);
  }
  if (config.mode === 'local') await runLocalMode(config, oneShot, durable);
  else await runSlack(config, durable);
}

main().catch((err: unknown) => {
  if (err instanceof StartupError) fail(`adops-bot cannot start: ${err.message}`);
  const e = err as { code?: string; message?: string };
  if (e.code === 'EADDRINUSE') fail(`adops-bot cannot start: port ${process.env.PORT ?? 3000} is in use; set PORT to a free port.`);
  fail(`adops-bot stopped: ${e.message ?? String(err)}`);
});
