// `npm start` as an operator runs it, in HTTP mode and in Socket Mode: `src/main.ts` in its own
// process, in role `all` (one process takes and answers Slack's requests; separate `web` and
// `worker` processes: ./roles-split.test.ts), against the sandbox, the Slack stand-in
// and a Socket Mode server served here. Signed requests (or envelopes) go in; what Slack and the
// user would see comes out: acks, answers at response_url, a form's field errors carried back in
// the ack, start-up failures and refused role settings in plain words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handedOver } from '../../src/app/inbox.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { SlackDriver } from '../../src/slack-standin/driver.js';
import { startSlackStandin, type SlackStandin } from '../../src/slack-standin/server.js';
import { firstAnswer, killBot, logLine, startBot, storeEnv, type Bot } from '../support/bot-process.js';
import { isProgressNote, toAnswer, USERS } from '../support/harness.js';
import { startSocketModeServer, type SocketModeServer } from '../support/socket-mode.js';
import { badExportSubmission } from './roles-support.js';

const BOT_TOKEN = 'xoxb-roles-test-token';
const APP_TOKEN = 'xapp-1-roles-test-app-token';
const SECRET = 'roles-test-signing-secret-012345';

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

describe('which requests go through the inbox', () => {
  it('hands commands, button clicks and events over (acked once stored); runs the rest where they arrive, for their ack', () => {
    expect(handedOver({ command: '/adops', text: 'help' })).toBe(true);
    expect(handedOver({ type: 'block_actions', actions: [] })).toBe(true);
    expect(handedOver({ type: 'event_callback', event: { type: 'app_home_opened' } })).toBe(true);
    for (const type of ['view_submission', 'view_closed', 'block_suggestion', 'shortcut', 'message_action']) expect(handedOver({ type })).toBe(false);
  });
});

describe('npm start, HTTP mode, role all: one process acks and answers', () => {
  let bot: Bot;
  let port: number;
  let driver: SlackDriver;
  let store: Awaited<ReturnType<typeof storeEnv>>;

  beforeAll(async () => {
    store = await storeEnv();
    bot = startBot({ ...baseEnv, ...store.env });
    port = (await logLine(bot, 'listening for Slack on POST /slack/events (role all')).port as number;
    driver = new SlackDriver({ botUrl: `http://127.0.0.1:${port}/slack/events`, signingSecret: SECRET, standin });
  }, 90_000);

  afterAll(async () => {
    await driver?.close();
    await killBot(bot);
    await store?.cleanup();
  });

  it('is healthy once up', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, version: expect.any(String), commit: expect.any(String) });
    // The image's HEALTHCHECK asks /livez.
    expect((await fetch(`http://127.0.0.1:${port}/livez`)).status).toBe(200);
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

  it('runs a button click after acking it: Share posts in the channel', async () => {
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

  it('carries a form’s field errors back in the ack of the view submission', async () => {
    const payload = badExportSubmission(standin.teamId);
    const res = await driver.post(new URLSearchParams({ payload: JSON.stringify(payload) }).toString(), 'application/x-www-form-urlencoded', '', {});
    expect(res.status).toBe(200);
    const ack = JSON.parse(res.ackBody) as { response_action: string; errors: Record<string, string> };
    expect(ack.response_action).toBe('errors');
    expect(ack.errors.date).toMatch(/completed UTC day/);
  });

  it('answers Events API callbacks: App Home is published', async () => {
    const before = standin.state.calls.length;
    const sent = await driver.event({ type: 'app_home_opened', user: 'U0TOKYO01', channel: 'D0HOME', tab: 'home', event_ts: `${Date.now() / 1000}` });
    expect(sent.status).toBe(200);
    const publish = await standin.state.waitFor(() => standin.state.calls.slice(before).find((c) => c.method === 'views.publish' && c.ok), 30_000, 'views.publish');
    expect(publish.args.user_id).toBe('U0TOKYO01');
  });

  it('refuses a forged request: 401, never answered', async () => {
    const forged = await driver.slashCommand('revenue yesterday', {}, { signature: 'v0=' + '0'.repeat(64) });
    expect(forged.status).toBe(401);
    // A genuine command sent after it is answered; the forged one never is.
    const genuine = await driver.slashCommand('help');
    await genuine.waitForResponses(1, 30_000);
    expect(forged.responses()).toEqual([]);
  });

  it('keeps every secret out of the logs', () => {
    const logs = bot.stdout() + bot.stderr();
    expect(logs).toContain('"role":"all"');
    for (const secret of [BOT_TOKEN, SECRET, 'sbx_full']) expect(logs).not.toContain(secret);
  });

  it('stops cleanly on SIGTERM: what it took is finished, the process exits 0', async () => {
    bot.proc.kill('SIGTERM');
    expect(await bot.exited).toBe(0);
  });
});

describe('npm start, Socket Mode, role all: the same over Slack’s WebSocket', () => {
  let bot: Bot;
  let healthPort: number;
  let store: Awaited<ReturnType<typeof storeEnv>>;

  beforeAll(async () => {
    store = await storeEnv();
    bot = startBot({ ...baseEnv, ...store.env, SLACK_SIGNING_SECRET: '', SLACK_APP_TOKEN: APP_TOKEN });
    healthPort = (await logLine(bot, 'connected to Slack in Socket Mode (role all')).port as number;
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

  it('acks a slash command envelope and answers at response_url', async () => {
    const { id, url } = standin.newResponseUrl();
    const ack = await socketServer.send('slash_commands', { team_id: standin.teamId, channel_id: 'C0SOCKET', user_id: 'U0TOKYO01', command: '/adops', text: 'revenue yesterday', response_url: url, trigger_id: 't', api_app_id: 'A0ADOPS' });
    expect(ack.payload ?? {}).toEqual({});
    const post = await standin.state.waitFor(() => standin.state.responses.find((r) => r.urlId === id && !isProgressNote(r)), 30_000, 'the answer');
    expect(post.body.response_type).toBe('ephemeral');
    expect(toAnswer(post).text).toContain('Asia/Tokyo');
    // Counted with HTTP mode's acks (adops_acks_total, adops_ack_seconds).
    const metrics = await (await fetch(`http://127.0.0.1:${healthPort}/metrics`)).text();
    expect(Number(metrics.match(/^adops_acks_total\{outcome="acked"\} (\d+)$/m)?.[1])).toBeGreaterThanOrEqual(1);
    expect(Number(metrics.match(/^adops_ack_seconds_count (\d+)$/m)?.[1])).toBeGreaterThanOrEqual(1);
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

describe('npm start, HTTP mode: start-up failures, in words', () => {
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

describe('npm start, role web or worker on the embedded store', () => {
  it('refuses in words: web and worker processes must share a PostgreSQL database', async () => {
    const bot = startBot({ ...baseEnv, ADOPS_ROLE: 'web' });
    expect(await bot.exited).toBe(1);
    expect(bot.stderr()).toContain('ADOPS_ROLE=web needs DATABASE_URL');
    expect(bot.stderr()).toContain('Set DATABASE_URL, or run ADOPS_ROLE=all.');
    expect(bot.stderr()).not.toMatch(/\n\s+at /);
  }, 60_000);
});
