// `npm run playground`: local mode with the web side only — the sandbox API, the Slack stand-in,
// the real bot and the browser playground, no terminal console. Slack credentials in the
// environment are ignored: the playground never talks to a real workspace.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pino } from 'pino';
import { openDurableSetup } from '../app/durable-config.js';
import { startupFailureText } from '../app/startup.js';
import { loadConfig } from '../config.js';
import { createLogger } from '../logger.js';
import { playgroundPort, startPlaygroundFor } from './playground.js';
import { startLocalStack } from './stack.js';

async function main(): Promise<void> {
  // Without the SLACK_* variables the config is local mode's, whatever the shell holds.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('SLACK_')));
  const config = loadConfig(env);
  const durable = await openDurableSetup(env, config);
  const logFile = join(durable.durable.dataDir || tmpdir(), 'adops-playground.log');
  mkdirSync(dirname(logFile), { recursive: true });
  const logger = createLogger({ level: config.logLevel, destination: pino.destination({ dest: logFile, sync: false }), secrets: [config.adopsApiKey] });
  console.log('Starting the playground: sandbox API, Slack stand-in and the bot…');
  const stack = await startLocalStack({
    config: { ...config, port: 0 },
    logger,
    sandbox: { now: env.SANDBOX_NOW || undefined, clockRuns: true },
    chartsOnStandin: config.chart.mode === 'upload' && !env.QUICKCHART_URL,
    durable,
  });
  const playground = await startPlaygroundFor(stack, playgroundPort(env));
  console.log(`Playground: ${playground.url}  (open it in a browser; Ctrl-C stops)`);
  console.log(`Logs (level ${config.logLevel}): ${logFile}`);
  const stop = () => {
    Promise.all([playground.close(), stack.close()]).then(() => process.exit(0), () => process.exit(1));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(startupFailureText(err));
  process.exit(1);
});
