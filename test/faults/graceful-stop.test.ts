// Graceful stop with real processes (src/app/stop.ts): `npm start` in HTTP mode is sent SIGTERM
// while an export waits on the reporting API (503 with Retry-After). The export is left as it
// was, its lease released — never `failed` because of the stop — the process exits 0 within its
// grace, and a second process on the same store delivers the link. Runs on the TEST_DATABASE_URL
// server when it is set, else on the embedded store (the two processes one after the other).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { SlackDriver } from '../../src/slack-standin/driver.js';
import { startSlackStandin, type SlackStandin } from '../../src/slack-standin/server.js';
import { openStore, type Store } from '../../src/store/index.js';
import { killBot, logLine, startBot, storeEnv, type Bot } from '../support/bot-process.js';
import { USERS } from '../support/harness.js';
import { messageText } from '../jobs/world.js';

const BOT_TOKEN = 'xoxb-graceful-stop';
const SECRET = 'graceful-stop-signing-secret-012';
const REQUESTER = USERS[0]!.id;

describe('SIGTERM while an export waits on the API', () => {
  let sandbox: Sandbox;
  let standin: SlackStandin;
  let store: Awaited<ReturnType<typeof storeEnv>>;
  let env: Record<string, string>;
  const bots: Bot[] = [];

  beforeAll(async () => {
    sandbox = await startSandbox({ exportDelayMs: 300 });
    standin = await startSlackStandin({ botToken: BOT_TOKEN, users: USERS });
    store = await storeEnv();
    env = {
      SLACK_BOT_TOKEN: BOT_TOKEN, SLACK_SIGNING_SECRET: SECRET, SLACK_API_URL: standin.apiUrl, ADOPS_API_URL: sandbox.url, ADOPS_API_KEY: 'sbx_full',
      WORKER_INTERVAL_MS: '200', ADOPS_STOP_GRACE_SECONDS: '2', ...store.env,
    };
  }, 60_000);
  afterAll(async () => {
    for (const b of bots) await killBot(b);
    await standin?.close();
    await sandbox?.close();
    await store?.cleanup();
  });

  /** The store as the bot sees it; the embedded one is closed again at once (one process at a time holds it). */
  async function withStore<T>(fn: (s: Store) => Promise<T>): Promise<T> {
    const s = await openStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, poolSize: 1 });
    try {
      return await fn(s);
    } finally {
      await s.close();
    }
  }

  it('leaves the export pending with its lease released; the next process delivers it', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    // The API asks to come back in 25 s: the bot is sleeping on that when the stop comes.
    sandbox.ctx.faults.inject({ path: '/export/impressions', method: 'POST', status: 503, retryAfterSeconds: 25 });
    const first = startBot(env);
    bots.push(first);
    const port = (await logLine(first, 'listening for Slack')).port as number;
    const driver = new SlackDriver({ botUrl: `http://127.0.0.1:${port}/slack/events`, signingSecret: SECRET, standin });
    try {
      // Accepted as a real request: stored before any API call, then worked by the export worker.
      expect((await driver.slashCommand(`export impressions ${yesterday}`, { userId: REQUESTER })).status).toBe(200);
      await logLine(first, 'retrying API call');
    } finally {
      await driver.close();
    }
    const stopAsked = Date.now();
    first.proc.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    // Within its grace (2 s) and the process's own exit, far from the 25 s wait.
    expect(Date.now() - stopAsked).toBeLessThan(15_000);
    expect(first.stdout()).not.toContain('export step crashed');
    expect(first.stdout()).toContain('stopped: work not finished was handed back');

    const [handedBack] = await withStore((s) => s.exports.listForUser(standin.teamId, REQUESTER, 5));
    expect(handedBack).toBeDefined();
    expect(handedBack!.state).toBe('pending');
    expect(handedBack!.leaseOwner).toBeNull();
    // The card went to the requester's DM and says it is being prepared, not that it failed.
    const cards = standin.state.calls.filter((c) => c.method === 'chat.postMessage' && c.ok && messageText(c).includes('being prepared'));
    expect(cards).toHaveLength(1);

    const second = startBot(env);
    bots.push(second);
    await standin.state
      .waitFor(() => standin.state.calls.find((c) => c.method === 'chat.postMessage' && messageText(c).includes('the link is in the message above')), 60_000, 'the ready notice')
      .catch((err: unknown) => {
        throw new Error(`${(err as Error).message}; the second process said:\n${second.stdout().slice(-3_000)}${second.stderr().slice(-1_000)}`);
      });
    second.proc.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    const done = (await withStore((s) => s.exports.get(handedBack!.id)))!;
    expect(done.state).toBe('delivered');
    // One card, updated in place with the link.
    expect(standin.state.calls.filter((c) => c.method === 'chat.postMessage' && c.ok && messageText(c).includes('being prepared'))).toHaveLength(1);
    expect(standin.state.calls.some((c) => c.method === 'chat.update' && c.ok && c.args.ts === done.messageTs && messageText(c).includes(done.url!))).toBe(true);
  }, 120_000);
});
