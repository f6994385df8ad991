// The whole pipeline on loopback, in one process: the sandbox API (unless ADOPS_API_URL points
// elsewhere), the Slack stand-in, and the REAL Bolt app in HTTP mode with a generated signing
// secret, its WebClient pointed at the stand-in. A driver sends signed requests into it.
// Local mode, the tests (test/support/harness.ts) and the bench all run this same code.
import { randomBytes } from 'node:crypto';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import { startSandbox, type Sandbox } from '../sandbox/server.js';
import { followEmbeddedSandbox } from './sandbox-connections.js';
import type { SandboxOptions } from '../sandbox/types.js';
import { createBotApp, type BotApp } from '../app/create-app.js';
import { createDeps, type AppDeps } from '../app/deps.js';
import { Metrics } from '../metrics.js';
import type { DurableSetup } from '../app/durable.js';
import { loadDurableConfig } from '../app/durable-config.js';
import { openStore } from '../store/index.js';
import type { RegisteredCommand } from '../../commands/types.js';
import { DEFAULT_USER, SlackDriver } from '../slack-standin/driver.js';
import { startSlackStandin, type SlackStandin } from '../slack-standin/server.js';
import type { StandinUser } from '../slack-standin/state.js';

export interface LocalStackOptions {
  /** The base config; Slack fields and the API URL are filled in here. */
  config: Config;
  logger: Logger;
  /** Options of the embedded sandbox (ignored when config.adopsApiUrl is set). */
  sandbox?: SandboxOptions;
  /** Users the stand-in knows (users.info); the default local user gets the machine's timezone. */
  users?: StandinUser[];
  /** CHART_MODE=upload renders on the stand-in's /chart when no QuickChart host is configured. */
  chartsOnStandin?: boolean;
  /**
   * The store and its settings (`npm start` opens DATA_DIR's or DATABASE_URL's); without it, an
   * embedded in-memory store with the default settings, as the tests use.
   */
  durable?: DurableSetup;
  /** The subcommands (default: commands/registry.ts). */
  commands?: readonly RegisteredCommand[];
  /**
   * Run as the distributed app (OAuth mode, test/tenants): workspaces install through
   * /slack/install on the stand-in's authorize page; config.encryption must be set.
   */
  oauth?: { rotateAfterSeconds?: number };
  /** The app's metrics (`npm start` makes them); default: a fresh set. */
  metrics?: Metrics;
}

export interface LocalStack {
  config: Config;
  sandbox?: Sandbox;
  standin: SlackStandin;
  bot: BotApp;
  deps: AppDeps;
  driver: SlackDriver;
  botUrl: string;
  close(): Promise<void>;
}

export function machineTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export async function startLocalStack(opts: LocalStackOptions): Promise<LocalStack> {
  const closers: Array<() => Promise<void>> = [];
  try {
    let sandbox: Sandbox | undefined;
    let apiUrl = opts.config.adopsApiUrl;
    if (!apiUrl) {
      sandbox = await startSandbox({ ...opts.sandbox });
      closers.push(() => sandbox!.close());
      apiUrl = sandbox.url;
    }
    const botToken = `xoxb-local-${randomBytes(12).toString('hex')}`;
    const signingSecret = randomBytes(24).toString('hex');
    // The person running the bot locally owns it: the console's user is the workspace's admin, so
    // `access` and `audit` work there (the playground switches to a member, a guest…).
    const users = opts.users ?? [{ id: DEFAULT_USER, name: 'local.user', tz: machineTimezone(), isAdmin: true }];
    const oauth = opts.oauth && { clientId: 'A0ADOPS.local', clientSecret: randomBytes(16).toString('hex'), stateSecret: randomBytes(16).toString('hex') };
    const standin = await startSlackStandin({ botToken, users, ...(oauth ? { oauth: { ...oauth, rotateAfterSeconds: opts.oauth?.rotateAfterSeconds } } : {}) });
    closers.push(() => standin.close());

    const config: Config = {
      ...opts.config,
      adopsApiUrl: apiUrl,
      host: '127.0.0.1',
      // The stand-in reaches the bot by the URL it is given: any free port will do, never PORT.
      port: 0,
      // The OAuth mode has no bot token and no account of its own (src/config.ts).
      ...(oauth ? { adopsApiKey: '' } : {}),
      slack: oauth ? { signingSecret, apiUrl: standin.apiUrl, oauth } : { botToken, signingSecret, apiUrl: standin.apiUrl },
      chart: opts.chartsOnStandin ? { ...opts.config.chart, quickchartUrl: standin.origin } : opts.config.chart,
    };
    const clock = sandbox?.ctx.clock;
    const durable = opts.durable ?? { store: await openStore({ inMemory: true }), durable: loadDurableConfig({}, config) };
    // The embedded sandbox took a new port: connections saved against its earlier runs follow it.
    if (sandbox) await followEmbeddedSandbox(durable.store, sandbox.url, config.apiOrigins ?? [], opts.logger);
    const metrics = opts.metrics ?? new Metrics();
    const deps = createDeps({ config, logger: opts.logger, metrics, now: clock ? () => clock.now() : undefined, durable, commands: opts.commands });
    closers.push(() => deps.close());
    const bot = createBotApp({ config, deps });
    const { port } = await bot.start();
    closers.push(() => bot.stop());
    const botUrl = `http://127.0.0.1:${port}/slack/events`;
    standin.setOAuthRedirect(`http://127.0.0.1:${port}/slack/oauth_redirect`);
    const driver = new SlackDriver({ botUrl, signingSecret, standin });
    closers.push(() => driver.close());
    return {
      config, sandbox, standin, bot, deps, driver, botUrl,
      close: async () => {
        for (const close of closers.reverse()) await close().catch(() => undefined);
      },
    };
  } catch (err) {
    for (const close of closers.reverse()) await close().catch(() => undefined);
    throw err;
  }
}
