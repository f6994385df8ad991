// `npm start` as its own process, for tests that run src/main.ts itself: its command (./npm-start.ts)
// with node directly, or `npm start` itself; started with an environment of the test's choosing
// (loopback services), its output captured, and a store of its own — a fresh database on the
// TEST_DATABASE_URL server, else an embedded one in a temp dir.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import pg from 'pg';
import { TEST_DATABASE_URL } from '../store/backends.js';
import { npmStartArgs } from './npm-start.js';
import type { Sent } from '../../src/slack-standin/driver.js';
import type { ResponsePost } from '../../src/slack-standin/state.js';
import { isProgressNote } from './harness.js';

const ROOT = new URL('../..', import.meta.url).pathname;

export interface Bot {
  proc: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exited: Promise<number | null>;
}

export interface StartOptions {
  /** Through `npm start` itself (npm's process is `proc`), not its command run with node directly. */
  viaNpm?: boolean;
  /** Arguments after the command (`--role worker`). */
  args?: string[];
}

export function startBot(env: Record<string, string>, opts: StartOptions = {}): Bot {
  // This Node first on PATH: the node that `npm start` runs (and npm itself) is the one running the tests.
  const path = [dirname(process.execPath), process.env.PATH ?? ''].join(delimiter);
  const proc = spawn(opts.viaNpm ? 'npm' : process.execPath, opts.viaNpm ? ['start', ...(opts.args ? ['--', ...opts.args] : [])] : [...npmStartArgs(), ...(opts.args ?? [])], {
    cwd: ROOT,
    env: { PATH: path, HOME: process.env.HOME ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  proc.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  proc.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return { proc, stdout: () => out, stderr: () => err, exited };
}

/** Kills the bot if it still runs, and waits until it has exited (its store is free again). */
export async function killBot(bot: Bot | undefined): Promise<void> {
  if (!bot) return;
  if (bot.proc.exitCode === null && bot.proc.signalCode === null) bot.proc.kill('SIGKILL');
  await bot.exited;
}

/** The first JSON log line whose message contains `msg` (waits up to 60 s; fails if the bot exits). */
export async function logLine(bot: Bot, msg: string): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    // Whole lines only: the last line may still be arriving.
    const line = bot.stdout().split('\n').slice(0, -1).find((l) => l.includes(msg));
    if (line) return JSON.parse(line) as Record<string, unknown>;
    if (bot.proc.exitCode !== null) throw new Error(`the bot exited: ${bot.stderr()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no "${msg}" log line within 60 s: ${bot.stderr()}`);
}

/** A database of its own on the test server (the scheduler must see no other suite's rows), else PGlite. */
export async function storeEnv(): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }> {
  if (!TEST_DATABASE_URL) {
    const dir = mkdtempSync(join(tmpdir(), 'adops-roles-'));
    // A DATA_DIR not made yet: an existing empty one is refused (docs/security.md).
    return { env: { DATA_DIR: join(dir, 'data') }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `adops_roles_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    async cleanup() {
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** The first post that is not a slow answer's "working on it" note (a cold process may take seconds). */
export async function firstAnswer(sent: Sent): Promise<ResponsePost> {
  for (let n = 1; ; n++) {
    const post = (await sent.waitForResponses(n, 30_000)).find((p) => !isProgressNote(p));
    if (post) return post;
  }
}
