// Starts the real pipeline for a test file: the sandbox (fixed clock), the Slack stand-in and
// the real Bolt app in HTTP mode on ephemeral loopback ports — through the same
// startLocalStack that `npm start` uses in local mode. Logs are captured for assertions.
import { Writable } from 'node:stream';
import type { Config } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { startLocalStack, type LocalStack } from '../../src/local/stack.js';
import { renderMessage } from '../../src/local/render.js';
import type { ResponsePost, StandinUser } from '../../src/slack-standin/state.js';
import type { Sandbox } from '../../src/sandbox/server.js';
import type { Who } from '../../src/slack-standin/driver.js';

export const SANDBOX_NOW = '2026-11-22T09:00:00Z';

export const USERS: StandinUser[] = [
  { id: 'U0LOCAL01', name: 'nina.newyork', tz: 'America/New_York' },
  { id: 'U0PARIS01', name: 'paul.paris', tz: 'Europe/Paris' },
  { id: 'U0TOKYO01', name: 'tomo.tokyo', tz: 'Asia/Tokyo' },
];

export interface HarnessOptions {
  apiKey?: string;
  /** Point the bot at another API (e.g. a closed port) instead of the sandbox. */
  apiUrl?: string;
  chartMode?: 'url' | 'upload';
  logLevel?: Config['logLevel'];
}

export interface Answer {
  post: ResponsePost;
  /** The message as plain text (blocks rendered like the local console, no colour). */
  text: string;
  blocks: unknown[];
}

export interface BotHarness {
  stack: LocalStack;
  sandbox: Sandbox;
  /** Captured JSON log lines. */
  logs: string[];
  /** Sends `/adops <text>` and resolves with the first response_url post. */
  ask(text: string, who?: Who): Promise<Answer>;
  close(): Promise<void>;
}

export function testConfig(opts: HarnessOptions = {}): Config {
  return {
    mode: 'local',
    slack: {},
    adopsApiUrl: opts.apiUrl,
    adopsApiKey: opts.apiKey ?? 'sbx_full',
    host: '127.0.0.1',
    port: 0,
    logLevel: opts.logLevel ?? 'info',
    chart: { mode: opts.chartMode ?? 'url', quickchartUrl: 'https://quickchart.example' },
    answerConcurrency: 16,
    // A front started by a test runs inside the test's process, whose threads are not its to lower.
    appThreadPriority: 'normal',
  };
}

export function toAnswer(post: ResponsePost): Answer {
  return { post, text: renderMessage(post.body, { color: false }).text, blocks: post.body.blocks ?? [] };
}

export async function startHarness(opts: HarnessOptions = {}): Promise<BotHarness> {
  const logs: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _enc, done) {
      logs.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const config = testConfig(opts);
  const logger = createLogger({ level: config.logLevel, destination, secrets: [config.adopsApiKey] });
  const stack = await startLocalStack({
    config,
    logger,
    sandbox: { now: SANDBOX_NOW, exportDelayMs: 300 },
    users: USERS,
    chartsOnStandin: opts.chartMode === 'upload',
  });
  return {
    stack,
    sandbox: stack.sandbox!,
    logs,
    async ask(text, who) {
      const sent = await stack.driver.slashCommand(text, who);
      if (sent.status !== 200) throw new Error(`the bot answered HTTP ${sent.status}`);
      const [post] = await sent.waitForResponses(1);
      return toAnswer(post!);
    },
    close: () => stack.close(),
  };
}
