// The OAuth mode as an operator runs it: `npm start` (src/main.ts in its own process, role all)
// with SLACK_CLIENT_ID/SECRET/STATE_SECRET. A browser installs a workspace through its
// /slack/install, served beside POST /slack/events,
// and a signed command from that workspace is answered with how to connect. A wrong environment
// stops the start with plain words.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { SlackDriver } from '../../src/slack-standin/driver.js';
import { startSlackStandin, type SlackStandin } from '../../src/slack-standin/server.js';
import { killBot, logLine, startBot, storeEnv, type Bot } from '../support/bot-process.js';
import { toAnswer } from '../support/harness.js';

const SECRET = 'oauth-process-signing-secret-01';
const CLIENT = { id: '1234.5678', secret: randomBytes(16).toString('hex') };
const TEAM = 'T0PROCESS';
const ADMIN = 'U0PROCESS';

let sandbox: Sandbox;
let standin: SlackStandin;
let bot: Bot | undefined;
let store: Awaited<ReturnType<typeof storeEnv>>;
let env: Record<string, string>;

beforeAll(async () => {
  sandbox = await startSandbox({});
  standin = await startSlackStandin({ botToken: 'xoxb-unused-default', users: [{ id: ADMIN, name: 'pam', tz: 'UTC', teamId: TEAM, isAdmin: true }], oauth: { clientId: CLIENT.id, clientSecret: CLIENT.secret } });
  store = await storeEnv();
  env = {
    ...store.env,
    SLACK_CLIENT_ID: CLIENT.id,
    SLACK_CLIENT_SECRET: CLIENT.secret,
    SLACK_STATE_SECRET: randomBytes(16).toString('hex'),
    SLACK_SIGNING_SECRET: SECRET,
    SLACK_API_URL: standin.apiUrl,
    ADOPS_API_URL: sandbox.url,
    ADOPS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  };
}, 60_000);

afterAll(async () => {
  await killBot(bot);
  await store?.cleanup();
  await standin?.close();
  await sandbox?.close();
});

async function get(url: string, cookie?: string) {
  const res = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  return { status: res.status, location: res.headers.get('location') ?? '', cookies: res.headers.getSetCookie(), body: await res.text() };
}

describe('npm start in the OAuth mode', () => {
  it('refuses ADOPS_API_KEY (one key would answer every workspace) in plain words, with no stack trace', async () => {
    // Every other wrong combination is checked in test/bot/config.test.ts; one start shows how it reads.
    const wrong = startBot({ ...env, ADOPS_API_KEY: 'sbx_full', ADOPS_ENCRYPTION_KEY: '' });
    expect(await wrong.exited).toBe(1);
    expect(wrong.stderr()).toMatch(/ADOPS_API_KEY is for a single workspace/);
    expect(wrong.stderr()).toMatch(/needs ADOPS_ENCRYPTION_KEY/);
    expect(wrong.stderr()).not.toMatch(/at .*\.ts:\d+/);
  }, 60_000);

  it('installs a workspace through /slack/install, then answers its commands with how to connect', async () => {
    bot = startBot(env);
    const port = (await logLine(bot, 'listening for Slack')).port as number;
    const origin = `http://127.0.0.1:${port}`;
    standin.setOAuthRedirect(`${origin}/slack/oauth_redirect`);

    const start = await get(`${origin}/slack/install`);
    expect(start.status).toBe(302);
    expect(start.location.startsWith(`${standin.origin}/oauth/v2/authorize`)).toBe(true);
    const approve = new URL(start.location);
    approve.searchParams.set('team', TEAM);
    approve.searchParams.set('user', ADMIN);
    const back = await get(approve.toString());
    // Without the state cookie (another browser), the install is refused in words.
    const elsewhere = await get(back.location);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).toMatch(/opened in another browser/);
    const again = await get(`${origin}/slack/install`);
    const approveAgain = new URL(again.location);
    approveAgain.searchParams.set('team', TEAM);
    approveAgain.searchParams.set('user', ADMIN);
    const backAgain = await get(approveAgain.toString());
    const done = await get(backAgain.location, again.cookies.map((c) => c.split(';')[0]).join('; '));
    expect(done.status).toBe(200);
    expect(done.body).toContain('adops is installed');

    const driver = new SlackDriver({ botUrl: `${origin}/slack/events`, signingSecret: SECRET, standin });
    try {
      const sent = await driver.slashCommand('revenue yesterday', { teamId: TEAM, userId: ADMIN });
      expect(sent.status).toBe(200);
      const [post] = await sent.waitForResponses(1, 30_000);
      expect(toAnswer(post!).text).toMatch(/not connected to a reporting account yet/);
    } finally {
      await driver.close();
    }
    // The install was logged; no token or secret reached the log.
    const log = bot.stdout();
    expect(log).toContain('app installed');
    for (const w of standin.workspaces.list()) expect(log).not.toContain(w.botToken);
    expect(log).not.toContain(CLIENT.secret);
  }, 90_000);
});
