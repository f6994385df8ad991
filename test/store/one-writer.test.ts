// The embedded store through `npm start` itself (local mode: no Slack credentials), as an operator
// meets it: a second start on a DATA_DIR in use exits non-zero naming the first's pid while the first
// keeps answering; an empty DATA_DIR, an emptied store and a damaged one are refused in words, never
// a stack or PGlite's internals; ADOPS_NEW_STORE=1 makes a new store on purpose. Few processes:
// each start costs seconds on a loaded machine.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { npmStartArgs } from '../support/npm-start.js';

const ROOT = new URL('../../', import.meta.url).pathname;
/** The first line of /adops help's answer. */
const HELP = 'adops — reports and ops from the reporting API';
const scratch = mkdtempSync(join(tmpdir(), 'adops-one-writer-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function localEnv(dataDir: string, env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('SLACK_') && !k.startsWith('ADOPS_') && k !== 'DATABASE_URL'));
  return { ...clean, SANDBOX_NOW: '2026-11-22T09:00:00Z', NO_COLOR: '1', DATA_DIR: dataDir, ...env };
}

/** `npm start -- "/adops help"`: one answer, then exit. */
function oneShot(dataDir: string, env: NodeJS.ProcessEnv = {}) {
  return spawnSync(process.execPath, [...npmStartArgs(), '/adops help'], { cwd: ROOT, env: localEnv(dataDir, env), encoding: 'utf8', timeout: 90_000 });
}

function expectRefusal(run: ReturnType<typeof oneShot>, words: string): void {
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(`adops-bot cannot start: ${words}`);
  expect(run.stderr).not.toMatch(/\n\s+at |Aborted|ASSERTIONS|RuntimeError/);
  expect(run.stdout).not.toContain(HELP);
}

describe('one writer per embedded store, through npm start', { timeout: 240_000 }, () => {
  it('refuses a second process on a DATA_DIR in use, naming the first, which keeps answering', async () => {
    const dataDir = join(scratch, 'shared');
    const first = spawn(process.execPath, npmStartArgs(), { cwd: ROOT, env: localEnv(dataDir, { PLAYGROUND_PORT: '0' }), stdio: ['pipe', 'pipe', 'pipe'] });
    const exited = new Promise<number | null>((resolve) => first.once('exit', resolve));
    let out = '';
    const waitFor = (text: string, from: number) =>
      new Promise<void>((resolve, reject) => {
        const check = () => (out.indexOf(text, from) >= 0 ? resolve() : undefined);
        first.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          check();
        });
        void exited.then(() => reject(new Error(`the first bot exited: ${out}`)));
        check();
      });
    try {
      await waitFor('Type a command', 0);
      const second = oneShot(dataDir);
      expectRefusal(second, `The store in ${dataDir} is in use by process ${first.pid} on this host`);
      expect(second.stderr).toContain('Stop it first, or point DATA_DIR elsewhere.');
      // The first still works on its store.
      const mark = out.length;
      first.stdin.write('/adops help\n');
      await waitFor(HELP, mark);
      first.stdin.end('exit\n');
      expect(await exited).toBe(0);
    } finally {
      first.kill('SIGKILL');
    }
    // It let go of the store as it exited: the next start opens it.
    expect(existsSync(join(dataDir, 'adops-store.lock'))).toBe(false);
    expect(oneShot(dataDir).status).toBe(0);
  });

  it('refuses an empty DATA_DIR, an emptied store and a damaged one in words; ADOPS_NEW_STORE=1 makes a new store', () => {
    const volume = join(scratch, 'volume');
    mkdirSync(volume);
    expectRefusal(oneShot(volume), `DATA_DIR ${volume} exists but is empty`);
    const fresh = oneShot(volume, { ADOPS_NEW_STORE: '1' });
    expect(fresh.status).toBe(0);
    expect(fresh.stdout).toContain(HELP);
    expect(existsSync(join(volume, 'pglite', 'PG_VERSION'))).toBe(true);

    const damaged = join(scratch, 'damaged');
    cpSync(volume, damaged, { recursive: true });
    truncateSync(join(damaged, 'pglite', 'global', 'pg_control'), 0);
    expectRefusal(oneShot(damaged), `The store in ${join(damaged, 'pglite')} is damaged: its database files cannot be read. Restore`);

    rmSync(join(volume, 'pglite'), { recursive: true });
    mkdirSync(join(volume, 'pglite'));
    expectRefusal(oneShot(volume, { ADOPS_NEW_STORE: '1' }), `The store in ${join(volume, 'pglite')} is missing its files`);
  });
});
