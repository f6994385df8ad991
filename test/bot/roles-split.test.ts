// `npm start` as separate `web` and `worker` processes on one PostgreSQL (src/app/inbox.ts): the web
// process acks and stores Slack's requests, workers claim and answer them. `src/main.ts` in its own
// processes, against the sandbox and the Slack stand-in; signed requests go in, what Slack and the
// user would see comes out. Role `all` and Socket Mode: ./roles.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { SlackDriver } from '../../src/slack-standin/driver.js';
import { startSlackStandin, type SlackStandin } from '../../src/slack-standin/server.js';
import { firstAnswer, killBot, logLine, startBot, storeEnv, type Bot } from '../support/bot-process.js';
import { isProgressNote, toAnswer, USERS } from '../support/harness.js';
import { TEST_DATABASE_URL } from '../store/backends.js';
import { badExportSubmission } from './roles-support.js';

const BOT_TOKEN = 'xoxb-roles-split-test-token';
const SECRET = 'roles-split-test-signing-secret-0';

let sandbox: Sandbox;
let standin: SlackStandin;
let baseEnv: Record<string, string>;

beforeAll(async () => {
  sandbox = await startSandbox({});
  standin = await startSlackStandin({ botToken: BOT_TOKEN, users: USERS });
  baseEnv = { SLACK_BOT_TOKEN: BOT_TOKEN, SLACK_SIGNING_SECRET: SECRET, SLACK_API_URL: standin.apiUrl, ADOPS_API_URL: sandbox.url, ADOPS_API_KEY: 'sbx_full' };
}, 60_000);

afterAll(async () => {
  await standin?.close();
  await sandbox?.close();
});

// Several processes on one database: PostgreSQL only (the embedded store is one process's own).
describe.skipIf(!TEST_DATABASE_URL)('npm start, HTTP mode: a web process and worker processes on one PostgreSQL', () => {
  let web: Bot;
  const workers: Bot[] = [];
  let driver: SlackDriver;
  let store: Awaited<ReturnType<typeof storeEnv>>;
  const startWorker = async (n: number, env: Record<string, string> = {}) => {
    const worker = startBot({ ...baseEnv, ...store.env, INSTANCE_ID: `roles-worker-${n}`, ...env }, { args: ['--role', 'worker'] });
    await logLine(worker, 'answering requests from the inbox (role worker');
    return worker;
  };

  beforeAll(async () => {
    store = await storeEnv();
    web = startBot({ ...baseEnv, ...store.env, ADOPS_ROLE: 'web', INSTANCE_ID: 'roles-web' });
    const port = (await logLine(web, 'listening for Slack on POST /slack/events (role web')).port as number;
    driver = new SlackDriver({ botUrl: `http://127.0.0.1:${port}/slack/events`, signingSecret: SECRET, standin });
  }, 90_000);

  afterAll(async () => {
    await driver?.close();
    for (const bot of [web, ...workers]) await killBot(bot);
    await store?.cleanup();
  });

  it('acks a command while no worker runs, and a worker started later answers it: nothing acked is lost', async () => {
    const sent = await driver.slashCommand('revenue yesterday', { userId: 'U0PARIS01' });
    expect(sent.status).toBe(200);
    expect(sent.ackBody).toBe('');
    expect(sent.responses()).toEqual([]);
    // The request waits in the inbox past the "working on it" threshold before any worker runs.
    await new Promise((r) => setTimeout(r, 2_000));
    const late = await startWorker(1, { ANSWER_WORKING_SECONDS: '2' });
    const answer = toAnswer(await firstAnswer(sent));
    expect(answer.text).toContain('Revenue — yesterday');
    expect(answer.text).toContain('Europe/Paris');
    // The slow answer's clock ran from the ack, not from the claim: the asker heard first why it was late.
    const [note] = sent.responses();
    expect(isProgressNote(note!)).toBe(true);
    expect(toAnswer(note!).text).toContain('waited its turn');
    // The other tests run with the default threshold.
    late.proc.kill('SIGTERM');
    expect(await late.exited).toBe(0);
    workers.push(await startWorker(1));
  }, 90_000);

  it('answers every command once with two workers, each answered by one of them, none by the web process', async () => {
    workers.push(await startWorker(2));
    const sent = await Promise.all(Array.from({ length: 12 }, () => driver.slashCommand('help')));
    for (const s of sent) expect(s.status).toBe(200);
    for (const s of sent) await firstAnswer(s);
    await new Promise((r) => setTimeout(r, 500));
    for (const s of sent) expect(s.responses()).toHaveLength(1);
    const received = (bot: Bot) => bot.stdout().split('\n').filter((l) => l.includes('"command received"')).length;
    expect(received(web)).toBe(0);
    // These 12 (the first test's command was answered by the worker it then stopped).
    expect(workers.map(received).reduce((a, b) => a + b, 0)).toBe(12);
  }, 90_000);

  it('runs a form’s submission in the web process, its field errors in the ack', async () => {
    const payload = badExportSubmission(standin.teamId);
    const res = await driver.post(new URLSearchParams({ payload: JSON.stringify(payload) }).toString(), 'application/x-www-form-urlencoded', '', {});
    const ack = JSON.parse(res.ackBody) as { response_action: string; errors: Record<string, string> };
    expect(ack.response_action).toBe('errors');
  });

  it('stops each process cleanly on SIGTERM', async () => {
    for (const bot of [web, ...workers]) bot.proc.kill('SIGTERM');
    for (const bot of [web, ...workers]) expect(await bot.exited).toBe(0);
  });
});
