// Starts the real pipeline for a test file, configured as production runs it: the sandbox (fixed
// clock), the Slack stand-in and the real Bolt app in HTTP mode on ephemeral loopback ports, with
// the durable side (store, scheduler, workers) — through the same startLocalStack that `npm start`
// uses in local mode. The store is the PostgreSQL server of TEST_DATABASE_URL when set (quick to
// open), else embedded PGlite. Logs are captured for assertions. A test file takes one with
// useHarness; a test that needs another (key, API) uses withHarness. Form and App Home payloads:
// ./interactions.ts.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { RegisteredCommand } from '../../commands/types.js';
import type { Durable } from '../../src/app/durable.js';
import { loadDurableConfig } from '../../src/app/durable-config.js';
import type { Config } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { startLocalStack, type LocalStack } from '../../src/local/stack.js';
import { renderMessage } from '../../src/local/render.js';
import type { ReceivedCall } from '../../src/sandbox/faults.js';
import type { Sandbox } from '../../src/sandbox/server.js';
import type { Sent, Who } from '../../src/slack-standin/driver.js';
import type { RecordedCall, ResponsePost, StandinUser } from '../../src/slack-standin/state.js';
import type { Store } from '../../src/store/index.js';
import { anyStore } from '../store/backends.js';

export const SANDBOX_NOW = '2026-11-22T09:00:00Z';
export const USER = 'U0LOCAL01';
export const CHANNEL = 'C0LOCAL01';

export const USERS: StandinUser[] = [
  { id: USER, name: 'nina.newyork', tz: 'America/New_York' },
  { id: 'U0PARIS01', name: 'paul.paris', tz: 'Europe/Paris' },
  { id: 'U0TOKYO01', name: 'tomo.tokyo', tz: 'Asia/Tokyo' },
];

export interface HarnessOptions {
  apiKey?: string;
  /** Point the bot at another API (e.g. a closed port) instead of the sandbox. */
  apiUrl?: string;
  chartMode?: Config['chart']['mode'];
  logLevel?: Config['logLevel'];
  exportDelayMs?: number;
  /** false: the scheduler and workers wait for the test to drive them (production starts them). */
  autoStart?: boolean;
  /** The subcommands (default: the registry's). */
  commands?: readonly RegisteredCommand[];
  /** ADOPS_ENCRYPTION_KEY (and _PREVIOUS): lets `/adops connect` save keys (test/tenants). */
  encryption?: Config['encryption'];
  /** The OAuth mode (needs `encryption`): workspaces install through /slack/install (test/tenants). */
  oauth?: { rotateAfterSeconds?: number };
  /** ADOPS_API_ORIGINS: API origins `/adops connect` may use besides the sandbox's (test/tenants). */
  apiOrigins?: string[];
  /** When a slow answer says "working on it" and when it gives up (default: production's). */
  answerTimes?: Config['answerTimes'];
  /** ANSWER_CONCURRENCY (default 16). */
  answerConcurrency?: number;
  /** WORDS_MODEL_*: the optional words model (default none). */
  wordsModel?: Config['wordsModel'];
  /** A store of the test's own (closed with the harness), e.g. one whose statements it counts. */
  store?: Store;
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
  store: Store;
  durable: Durable;
  /** Captured JSON log lines. */
  logs: string[];
  /** Sends `/adops <text>` and resolves with the first response_url post. */
  ask(text: string, who?: Who): Promise<Answer>;
  /** Sends the slash command and returns the raw ack (forms answer with an empty ack). */
  send(text: string, who?: Who): Promise<Sent>;
  /** Successful Web API calls of `method` (to `channel`). */
  calls(method: string, channel?: string): RecordedCall[];
  /** The requests the sandbox received under `pathPrefix` since its record was last cleared. */
  received(pathPrefix: string): ReceivedCall[];
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
    chart: { mode: opts.chartMode ?? 'slack', quickchartUrl: 'https://quickchart.example' },
    answerConcurrency: opts.answerConcurrency ?? 16,
    role: 'all',
    ...(opts.encryption ? { encryption: opts.encryption } : {}),
    ...(opts.apiOrigins ? { apiOrigins: opts.apiOrigins } : {}),
    answerTimes: opts.answerTimes ?? TEST_ANSWER_TIMES,
    ...(opts.wordsModel ? { wordsModel: opts.wordsModel } : {}),
  };
}

/**
 * A loaded test machine can take longer than production's 4 s to answer, and a "working on it"
 * note would then come first to every test that reads the first post: tests not about slow answers
 * hear none. test/bot/slow-api.test.ts sets its own times.
 */
const TEST_ANSWER_TIMES = { workingAfterMs: 30_000, deadlineMs: 120_000 };

/** A "working on it" or "still running" note of a slow answer, not the answer. */
export function isProgressNote(post: ResponsePost): boolean {
  return (post.body.blocks ?? []).some((b) => (b as { block_id?: string }).block_id === 'adops_progress');
}

/** The same for a chat.postMessage call: a "working on it" note, not an answer. */
export function isProgressCall(call: RecordedCall): boolean {
  const blocks = typeof call.args.blocks === 'string' ? JSON.parse(call.args.blocks) : call.args.blocks;
  return ((blocks ?? []) as { block_id?: string }[]).some((b) => b.block_id === 'adops_progress');
}

export function toAnswer(post: ResponsePost): Answer {
  return { post, text: renderMessage(post.body, { color: false }).text, blocks: post.body.blocks ?? [] };
}

export function messageText(call: RecordedCall): string {
  const blocks = typeof call.args.blocks === 'string' ? JSON.parse(call.args.blocks) : call.args.blocks;
  return renderMessage({ text: String(call.args.text ?? ''), blocks: blocks as unknown[] }, { color: false }).text;
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
  const { store, cleanup } = opts.store ? { store: opts.store, cleanup: () => opts.store!.close() } : await anyStore();
  // Posts to one channel are not paced in tests; everything else is production's default.
  // A suite's end stops at once, as before graceful stops: work still in flight is handed back
  // (src/app/stop.ts; its own test is test/faults/graceful-stop.test.ts).
  const settings = { ...loadDurableConfig({ INSTANCE_ID: 'bot-test' }, { dataDir: '' }), channelIntervalMs: 0, stopGraceMs: 0 };
  const stack = await startLocalStack({
    config,
    logger,
    // The sandbox clock stands still at SANDBOX_NOW, so a job waiting for a later time would wait
    // for ever: exports are ready at once unless a test asks otherwise (and moves the clock).
    sandbox: { now: SANDBOX_NOW, exportDelayMs: opts.exportDelayMs ?? 0 },
    users: USERS,
    chartsOnStandin: opts.chartMode === 'upload',
    durable: { store, durable: settings, autoStart: opts.autoStart },
    commands: opts.commands,
    ...(opts.oauth ? { oauth: opts.oauth } : {}),
  }).catch(async (err: unknown) => {
    await cleanup();
    throw err;
  });
  const { driver, standin } = stack;
  return {
    stack,
    sandbox: stack.sandbox!,
    store,
    durable: stack.deps.durable,
    logs,
    async ask(text, who) {
      const sent = await driver.slashCommand(text, who);
      if (sent.status !== 200) throw new Error(`the bot answered HTTP ${sent.status}`);
      // A slow answer may be preceded by a "working on it" note (src/app/slow-answer.ts): the answer is what follows.
      // 30 s, as bot-process.ts: a loaded 2-core machine has taken over 15 s for the heaviest reads.
      for (let n = 1; ; n++) {
        const post = (await sent.waitForResponses(n, 30_000)).find((p) => !isProgressNote(p));
        if (post) return toAnswer(post);
      }
    },
    send: (text, who) => driver.slashCommand(text, who),
    calls: (method, channel) => standin.state.calls.filter((c) => c.method === method && c.ok && (channel === undefined || c.args.channel === channel)),
    received: (pathPrefix) => stack.sandbox!.ctx.faults.received.filter((c) => c.path.startsWith(pathPrefix)),
    async close() {
      await stack.close();
      await cleanup();
    },
  };
}

/** What a test file holds of its harness: `h` is set once the file's beforeAll has run. */
export interface HarnessSuite {
  h: BotHarness;
}

/**
 * Call at the top of a test file: one harness for the whole file (starting one per test would
 * cost seconds each), closed after its last test. Each test starts with no injected faults and
 * an empty record of what the sandbox received, so no test sees another's.
 */
export function useHarness(opts: HarnessOptions = {}): HarnessSuite {
  const suite = {} as HarnessSuite;
  beforeAll(async () => {
    suite.h = await startHarness(opts);
  });
  afterAll(async () => {
    await suite.h?.close();
  });
  beforeEach(() => suite.h.sandbox.ctx.faults.clear());
  return suite;
}

/** Runs `use` on a harness of its own (another key or API), closed whatever `use` does. */
export async function withHarness<T>(opts: HarnessOptions, use: (h: BotHarness) => Promise<T>): Promise<T> {
  const h = await startHarness(opts);
  try {
    return await use(h);
  } finally {
    await h.close();
  }
}
