// `npm start` as an operator meets it: the TypeScript run through tsx, with no build step of its own.
// `kill -TERM <npm's pid>` (a supervisor, a terminal, a container runtime stopping npm) stops the bot
// itself, leaving no process behind and its port free for the next start; and a stack trace in its
// logs names the TypeScript file and line that threw.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { startSlackStandin, type SlackStandin } from '../../src/slack-standin/server.js';
import { killBot, logLine, startBot, storeEnv, type Bot } from '../support/bot-process.js';
import { USERS } from '../support/harness.js';
import { argsLikeNpmStart } from '../support/npm-start.js';

const ROOT = new URL('../../', import.meta.url).pathname;
const BOT_TOKEN = 'xoxb-start-test-token';
const SECRET = 'start-test-signing-secret-01234';

/** `pid` and every process below it, from /proc (children of each thread of each process). */
function processTree(pid: number): number[] {
  const found = [pid];
  for (let i = 0; i < found.length; i++) {
    for (const tid of readdirOrEmpty(`/proc/${found[i]}/task`)) {
      const children = readOrEmpty(`/proc/${found[i]}/task/${tid}/children`).trim();
      if (children) found.push(...children.split(/\s+/).map(Number));
    }
  }
  return found;
}

function readOrEmpty(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

function readdirOrEmpty(path: string): string[] {
  try {
    return readdirSync(path);
  } catch {
    return [];
  }
}

/** Still running: in /proc and not a zombie waiting for its parent to collect its exit status. */
function running(pid: number): boolean {
  const stat = readOrEmpty(`/proc/${pid}/stat`);
  return stat !== '' && stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
}

/** Whether this process can listen on `port` now (then it closes it again). */
function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Polls `check` until it holds or `timeoutMs` passes (bounded; what matters is the outcome). */
async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

describe('npm start, HTTP mode: SIGTERM to npm stops the bot', { timeout: 120_000 }, () => {
  let sandbox: Sandbox;
  let standin: SlackStandin;
  let store: Awaited<ReturnType<typeof storeEnv>>;
  let npm: Bot;
  /** What npm started, found before it was sent SIGTERM. */
  let started: number[] = [];

  beforeAll(async () => {
    sandbox = await startSandbox({});
    standin = await startSlackStandin({ botToken: BOT_TOKEN, users: USERS });
    store = await storeEnv();
  }, 60_000);

  afterAll(async () => {
    // Whatever the test left running, by pid: the processes npm started (an orphan when it fails).
    for (const pid of started.filter(running)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone already
      }
    }
    await killBot(npm);
    await store?.cleanup();
    await standin?.close();
    await sandbox?.close();
  });

  it('leaves no bot process behind and frees its port', async () => {
    const env = { SLACK_BOT_TOKEN: BOT_TOKEN, SLACK_SIGNING_SECRET: SECRET, SLACK_API_URL: standin.apiUrl, ADOPS_API_URL: sandbox.url, ADOPS_API_KEY: 'sbx_full', ...store.env };
    npm = startBot(env, { viaNpm: true });
    const port = (await logLine(npm, 'listening for Slack')).port as number;
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    started = processTree(npm.proc.pid!).filter((pid) => pid !== npm.proc.pid);
    expect(started.length).toBeGreaterThan(0);

    npm.proc.kill('SIGTERM');
    await npm.exited;

    await eventually(() => !started.some(running));
    expect(started.filter(running), 'processes npm started, still running after npm exited').toEqual([]);
    expect(await eventually(() => portFree(port))).toBe(true);
    // The bot stopped the way it does on SIGTERM (finished what it took and closed the store), and npm says so.
    expect(npm.proc.exitCode).toBe(0);
  });
});

describe('a stack trace in the logs', { timeout: 60_000 }, () => {
  it('names the TypeScript file and line that threw', () => {
    const fixture = 'test/bot/fixtures/throws-at-known-line.ts';
    const line = readFileSync(new URL(fixture, `file://${ROOT}`), 'utf8').split('\n').findIndex((l) => l.includes("throw new Error('thrown at a known line')")) + 1;
    const run = spawnSync(process.execPath, argsLikeNpmStart(fixture), { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(1);
    const logged = run.stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { err?: { stack?: string } });
    const stack = logged.find((entry) => entry.err?.stack)?.err?.stack ?? '';
    expect(stack.split('\n')[1]).toContain(`throws-at-known-line.ts:${line}:`);
  });
});
