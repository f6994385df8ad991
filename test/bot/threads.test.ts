// `npm start` as an operator runs it, in HTTP mode and in Socket Mode: `src/main.ts` in its own
// process, the transport on the front thread and the Bolt app on the app thread (src/app/threads),
// against the sandbox, the Slack stand-in and a Socket Mode server served here. Signed requests
// (or envelopes) go in; what Slack and the user would see comes out: acks, answers at
// response_url, a form's field errors carried back in the ack, start-up failures in plain words.
// The front alone is also run over a stand-in app thread that stops answering pings.
import { readdirSync } from 'node:fs';
import { getPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportForm } from '../../commands/export/form.js';
import { startFront } from '../../src/app/threads/front.js';
import { readThreadSched, SCHED_IDLE } from '../../src/app/threads/priority.js';
import { acksAtOnce } from '../../src/app/threads/protocol.js';
import type { Config } from '../../src/config.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { SlackDriver, type Sent } from '../../src/slack-standin/driver.js';
import type { ResponsePost } from '../../src/slack-standin/state.js';
import { startSlackStandin, type SlackStandin } from '../../src/slack-standin/server.js';
import { date, select } from '../support/interactions.js';
import { killBot, logLine, startBot, storeEnv, type Bot } from '../support/bot-process.js';
import { isProgressNote, testConfig, toAnswer, USERS } from '../support/harness.js';
import { startSocketModeServer, type SocketModeServer } from '../support/socket-mode.js';

const BOT_TOKEN = 'xoxb-threads-test-token';
const APP_TOKEN = 'xapp-1-threads-test-app-token';
const SECRET = 'threads-test-signing-secret-0123';


/** The export form submitted with a date that is not a completed day: its ack must carry the error. */
/** The first post that is not a slow answer's "working on it" note (a cold app thread may take seconds). */
async function firstAnswer(sent: Sent): Promise<ResponsePost> {
  for (let n = 1; ; n++) {
    const post = (await sent.waitForResponses(n, 30_000)).find((p) => !isProgressNote(p));
    if (post) return post;
  }
}

function badExportSubmission(teamId: string): Record<string, unknown> {
  const view = { ...exportForm('impressions', Date.now()), id: 'V0THREADS' } as Record<string, unknown>;
  const values = { kind: select('impressions'), date: date('2099-01-01') };
  const state = { values: Object.fromEntries(Object.entries(values).map(([id, v]) => [id, { [id]: v }])) };
  return { type: 'view_submission', team: { id: teamId, domain: 'standin' }, user: { id: 'U0LOCAL01', username: 'u', team_id: teamId }, api_app_id: 'A0ADOPS', token: 'unused', trigger_id: 't', view: { ...view, state, hash: '1.h' } };
}

const SCHED_OTHER = 0;

/** Scheduling policy and nice of each thread of a process, by thread id (the main thread's is the pid). */
function schedOfThreads(pid: number): Map<number, { policy: number; nice: number }> {
  const threads = new Map<number, { policy: number; nice: number }>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      threads.set(Number(tid), readThreadSched(`/proc/${pid}/task/${tid}/stat`));
    } catch {
      // the thread ended since the listing
    }
  }
  return threads;
}

/** The bot inherits this runner's nice; the threads it lowers go 10 levels further down. */
const FRONT_NICE = getPriority();
const LOWERED_NICE = Math.min(19, FRONT_NICE + 10);

let socketServer: SocketModeServer;
let sandbox: Sandbox;
let standin: SlackStandin;
let baseEnv: Record<string, string>;

beforeAll(async () => {
  sandbox = await startSandbox({});
  socketServer = await startSocketModeServer();
  standin = await startSlackStandin({ botToken: BOT_TOKEN, users: USERS, socketMode: { appToken: APP_TOKEN, url: socketServer.url } });
  baseEnv = { SLACK_BOT_TOKEN: BOT_TOKEN, SLACK_SIGNING_SECRET: SECRET, SLACK_API_URL: standin.apiUrl, ADOPS_API_URL: sandbox.url, ADOPS_API_KEY: 'sbx_full' };
}, 60_000);

afterAll(async () => {
  await standin?.close();
  await socketServer?.close();
  await sandbox?.close();
});

describe('which requests the front thread acks itself', () => {
  it('acks commands, button clicks and events at once; holds the rest for the app thread’s ack', () => {
    expect(acksAtOnce({ command: '/adops', text: 'help' })).toBe(true);
    expect(acksAtOnce({ type: 'block_actions', actions: [] })).toBe(true);
    expect(acksAtOnce({ type: 'event_callback', event: { type: 'app_home_opened' } })).toBe(true);
    for (const type of ['view_submission', 'view_closed', 'block_suggestion', 'shortcut', 'message_action']) expect(acksAtOnce({ type })).toBe(false);
  });
});

describe('npm start, HTTP mode: the front thread acks, the app thread answers', () => {
  let bot: Bot;
  let port: number;
  let driver: SlackDriver;
  let store: Awaited<ReturnType<typeof storeEnv>>;

  beforeAll(async () => {
    store = await storeEnv();
    bot = startBot({ ...baseEnv, ...store.env });
    port = (await logLine(bot, 'listening for Slack')).port as number;
    driver = new SlackDriver({ botUrl: `http://127.0.0.1:${port}/slack/events`, signingSecret: SECRET, standin });
  }, 90_000);

  afterAll(async () => {
    await driver?.close();
    await killBot(bot);
    await store?.cleanup();
  });

  it('is healthy once both threads are up', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, version: expect.any(String), commit: expect.any(String) });
    // The image's HEALTHCHECK asks /livez.
    expect((await fetch(`http://127.0.0.1:${port}/livez`)).status).toBe(200);
  });

  it('runs every thread but the front at SCHED_IDLE, 10 nice levels down; the front as started', async () => {
    const appTid = (await logLine(bot, 'app thread ready')).tid as number;
    const lowered = await logLine(bot, 'give way to the front');
    expect(lowered.priority).toBe('idle');
    // The app thread and V8's helper threads (4 by default).
    expect(lowered.threads).toContain(appTid);
    expect((lowered.threads as number[]).length).toBeGreaterThanOrEqual(5);
    const threads = schedOfThreads(bot.proc.pid!);
    expect(threads.get(bot.proc.pid!)).toEqual({ policy: SCHED_OTHER, nice: FRONT_NICE });
    for (const tid of lowered.threads as number[]) expect(threads.get(tid)).toEqual({ policy: SCHED_IDLE, nice: LOWERED_NICE });
  });

  it('acks a command with an empty 200 and posts the answer privately at response_url', async () => {
    const sent = await driver.slashCommand('revenue yesterday', { userId: 'U0PARIS01' });
    expect(sent.status).toBe(200);
    expect(sent.ackBody).toBe('');
    const post = await firstAnswer(sent);
    expect(post.body.response_type).toBe('ephemeral');
    const answer = toAnswer(post);
    expect(answer.text).toContain('Revenue — yesterday');
    expect(answer.text).toContain('Europe/Paris');
    expect(answer.text).toContain('Revenue (own source)');
  });

  it('runs a button click on the app thread after the front has acked it: Share posts in the channel', async () => {
    const sent = await driver.slashCommand('whoami');
    const post = await firstAnswer(sent);
    const share = JSON.stringify(post.body.blocks).match(/"action_id":"adops_share"[^}]*"value":"([^"]*)"/);
    expect(share).not.toBeNull();
    const click = await driver.clickButton({ actionId: 'adops_share', value: share![1] }, { channelId: 'C0THREADS' });
    expect(click.status).toBe(200);
    expect(click.ackBody).toBe('');
    const shared = await firstAnswer(click);
    expect(shared.body.response_type).toBe('in_channel');
  });

  it('carries a form’s field errors from the app thread back in the ack of the view submission', async () => {
    const payload = badExportSubmission(standin.teamId);
    const res = await driver.post(new URLSearchParams({ payload: JSON.stringify(payload) }).toString(), 'application/x-www-form-urlencoded', '', {});
    expect(res.status).toBe(200);
    const ack = JSON.parse(res.ackBody) as { response_action: string; errors: Record<string, string> };
    expect(ack.response_action).toBe('errors');
    expect(ack.errors.date).toMatch(/completed UTC day/);
  });

  it('hands Events API callbacks to the app thread: App Home is published', async () => {
    const before = standin.state.calls.length;
    const sent = await driver.event({ type: 'app_home_opened', user: 'U0TOKYO01', channel: 'D0HOME', tab: 'home', event_ts: `${Date.now() / 1000}` });
    expect(sent.status).toBe(200);
    const publish = await standin.state.waitFor(() => standin.state.calls.slice(before).find((c) => c.method === 'views.publish' && c.ok), 30_000, 'views.publish');
    expect(publish.args.user_id).toBe('U0TOKYO01');
  });

  it('refuses a forged request on the front thread: 401, never answered', async () => {
    const forged = await driver.slashCommand('revenue yesterday', {}, { signature: 'v0=' + '0'.repeat(64) });
    expect(forged.status).toBe(401);
    // A genuine command sent after it is answered; the forged one never is.
    const genuine = await driver.slashCommand('help');
    await genuine.waitForResponses(1, 30_000);
    expect(forged.responses()).toEqual([]);
  });

  it('keeps every secret out of both threads’ logs', () => {
    const logs = bot.stdout() + bot.stderr();
    expect(logs).toContain('"thread":"front"');
    expect(logs).toContain('"thread":"app"');
    for (const secret of [BOT_TOKEN, SECRET, 'sbx_full']) expect(logs).not.toContain(secret);
  });

  it('stops cleanly on SIGTERM: the app thread finishes, the process exits 0', async () => {
    bot.proc.kill('SIGTERM');
    expect(await bot.exited).toBe(0);
  });
});

describe('npm start, Socket Mode: the same two threads over Slack’s WebSocket', () => {
  let bot: Bot;
  let healthPort: number;
  let store: Awaited<ReturnType<typeof storeEnv>>;

  beforeAll(async () => {
    store = await storeEnv();
    bot = startBot({ ...baseEnv, ...store.env, SLACK_SIGNING_SECRET: '', SLACK_APP_TOKEN: APP_TOKEN, APP_THREAD_PRIORITY: 'nice' });
    healthPort = (await logLine(bot, 'connected to Slack in Socket Mode')).port as number;
    await socketServer.connected();
  }, 90_000);

  afterAll(async () => {
    await killBot(bot);
    await store?.cleanup();
  });

  it('opens the connection through SLACK_API_URL with the app token, and is healthy', async () => {
    const open = standin.state.calls.find((c) => c.method === 'apps.connections.open');
    expect(open?.ok).toBe(true);
    const res = await fetch(`http://127.0.0.1:${healthPort}/healthz`);
    expect(res.status).toBe(200);
  });

  it('lowers the other threads by nice alone with APP_THREAD_PRIORITY=nice', async () => {
    const appTid = (await logLine(bot, 'app thread ready')).tid as number;
    const lowered = await logLine(bot, 'give way to the front');
    expect(lowered.priority).toBe('nice');
    expect(lowered.threads).toContain(appTid);
    const threads = schedOfThreads(bot.proc.pid!);
    for (const tid of lowered.threads as number[]) expect(threads.get(tid)).toEqual({ policy: SCHED_OTHER, nice: LOWERED_NICE });
  });

  it('acks a slash command envelope and answers at response_url', async () => {
    const { id, url } = standin.newResponseUrl();
    const ack = await socketServer.send('slash_commands', { team_id: standin.teamId, channel_id: 'C0SOCKET', user_id: 'U0TOKYO01', command: '/adops', text: 'revenue yesterday', response_url: url, trigger_id: 't', api_app_id: 'A0ADOPS' });
    expect(ack.payload ?? {}).toEqual({});
    const post = await standin.state.waitFor(() => standin.state.responses.find((r) => r.urlId === id && !isProgressNote(r)), 30_000, 'the answer');
    expect(post.body.response_type).toBe('ephemeral');
    expect(toAnswer(post).text).toContain('Asia/Tokyo');
  });

  it('carries a form’s field errors back in the envelope ack', async () => {
    const ack = await socketServer.send('interactive', badExportSubmission(standin.teamId));
    expect(ack.payload?.response_action).toBe('errors');
    expect((ack.payload?.errors as Record<string, string>).date).toMatch(/completed UTC day/);
  });

  it('keeps the app token out of the logs and stops on SIGTERM', async () => {
    expect(bot.stdout() + bot.stderr()).not.toContain(APP_TOKEN);
    bot.proc.kill('SIGTERM');
    expect(await bot.exited).toBe(0);
  });
});

describe('the front thread when the app thread stops answering', () => {
  it('fails /healthz, tells whoever asks instead of acking into silence, then gives up on it', async () => {
    // An app thread that started, then never answers a ping (a stuck event loop); it still stops.
    const stuck = () =>
      new Worker(
        `const { parentPort } = require('node:worker_threads');
         parentPort.on('message', (m) => { if (m.type === 'stop') parentPort.postMessage({ type: 'stopped' }); });
         parentPort.postMessage({ type: 'ready' });`,
        { eval: true },
      );
    let crashed = false;
    const config: Config = { ...testConfig(), mode: 'http', slack: { botToken: BOT_TOKEN, signingSecret: SECRET, apiUrl: standin.apiUrl } };
    const front = await startFront({ config, logger: pino({ level: 'silent' }), onCrash: () => (crashed = true), unresponsiveAfterMs: 300, giveUpAfterMs: 2_000, spawn: stuck });
    const driver = new SlackDriver({ botUrl: `http://127.0.0.1:${front.port}/slack/events`, signingSecret: SECRET, standin });
    try {
      let health = await fetch(`http://127.0.0.1:${front.port}/healthz`);
      for (let tries = 0; health.status === 200 && tries < 100; tries++) {
        await new Promise((r) => setTimeout(r, 100));
        health = await fetch(`http://127.0.0.1:${front.port}/healthz`);
      }
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ ok: false });
      const sent = await driver.slashCommand('revenue yesterday');
      expect(sent.status).toBe(200);
      const ack = JSON.parse(sent.ackBody) as { response_type: string; text: string };
      expect(ack.response_type).toBe('ephemeral');
      expect(ack.text).toMatch(/cannot answer right now: its worker has not responded for \d+ s\. Try again in a few minutes/);
      // Still silent past giveUpAfterMs: the process is told to exit (main.ts exits 1 for its supervisor).
      for (let tries = 0; !crashed && tries < 100; tries++) await new Promise((r) => setTimeout(r, 100));
      expect(crashed).toBe(true);
    } finally {
      await driver.close();
      await front.stop();
    }
  });
});

describe('npm start, HTTP mode: the app thread’s start-up failures, in words', () => {
  let store: Awaited<ReturnType<typeof storeEnv>>;
  beforeAll(async () => {
    store = await storeEnv();
  });
  afterAll(async () => {
    await store?.cleanup();
  });

  it('a bot token Slack refuses', async () => {
    const bot = startBot({ ...baseEnv, ...store.env, SLACK_BOT_TOKEN: 'xoxb-not-the-right-one' });
    expect(await bot.exited).toBe(1);
    expect(bot.stderr()).toContain('adops-bot cannot start: Slack did not accept SLACK_BOT_TOKEN (invalid_auth). Check the token.\n');
    expect(bot.stderr()).not.toMatch(/\n\s+at /);
  }, 60_000);

  it('a store that cannot be opened', async () => {
    const bot = startBot({ ...baseEnv, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' });
    expect(await bot.exited).toBe(1);
    expect(bot.stderr()).toMatch(/adops-bot cannot start: .*Check DATABASE_URL \(or DATA_DIR for the embedded database\)\.\n/);
    expect(bot.stderr()).not.toMatch(/\n\s+at /);
  }, 60_000);
});
