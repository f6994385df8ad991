// The embedded store's lock (src/store/pglite-lock.ts) on real files: a live holder refuses the
// next start by its pid; one that has ended is taken over, and said so; one on another host, or a
// lock that cannot be read, cannot be decided here: refused, with how to clear it. The whole store
// under it, and two real processes, are in ./one-writer.test.ts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore, StoreRefusal } from '../../src/store/index.js';
import { LOCK_FILE } from '../../src/store/pglite-dir.js';
import { isRunning, lockStore, processStartTicks, type LockOwner } from '../../src/store/pglite-lock.js';

const scratch = mkdtempSync(join(tmpdir(), 'adops-lock-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
let caseNo = 0;
const newDir = () => mkdtempSync(join(scratch, `case-${++caseNo}-`));

function writeOwner(dir: string, owner: Partial<LockOwner>): void {
  const full: LockOwner = { pid: 1, hostname: hostname(), startedAt: '2026-11-20T08:00:00.000Z', command: 'node src/start.js', token: 'theirs', ...owner };
  writeFileSync(join(dir, LOCK_FILE), JSON.stringify(full));
}

function refused(dir: string): string {
  try {
    lockStore(dir, () => undefined).release();
  } catch (err) {
    expect(err).toBeInstanceOf(StoreRefusal);
    return (err as Error).message;
  }
  throw new Error('the lock was taken');
}

/** The pid of a process that has ended. */
function endedPid(): number {
  return spawnSync(process.execPath, ['-e', '0']).pid!;
}

describe('the embedded store lock', () => {
  it('refuses while held, naming the holder; free again once released', () => {
    const dir = newDir();
    const lock = lockStore(dir, () => undefined);
    const owner = JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')) as LockOwner;
    expect(owner).toMatchObject({ pid: process.pid, hostname: hostname() });
    const message = refused(dir);
    expect(message).toContain(`The store in ${dir} is in use by process ${process.pid} on this host (started ${owner.startedAt}`);
    expect(message).toContain('Stop it first, or point DATA_DIR elsewhere.');
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    lockStore(dir, () => undefined).release();
  });

  it('takes over a lock left by a process that has ended, and says so', () => {
    const dir = newDir();
    const dead = endedPid();
    writeOwner(dir, { pid: dead });
    const notices: string[] = [];
    const lock = lockStore(dir, (m) => notices.push(m));
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
    expect(notices).toEqual([`The store in ${dir} was locked by process ${dead} on this host (started 2026-11-20T08:00:00.000Z: node src/start.js), which is no longer running; its lock was taken over.`]);
    lock.release();
  });

  it.skipIf(processStartTicks(process.pid) === undefined)('tells a reused pid from its holder by the process start time (Linux)', () => {
    const dir = newDir();
    // The parent (vitest) is alive: with its own start time it holds the lock; with another, its pid was reused.
    writeOwner(dir, { pid: process.ppid, procStart: processStartTicks(process.ppid) });
    expect(refused(dir)).toContain(`in use by process ${process.ppid}`);
    writeOwner(dir, { pid: process.ppid, procStart: '1' });
    const notices: string[] = [];
    lockStore(dir, (m) => notices.push(m)).release();
    expect(notices[0]).toMatch(/no longer running; its lock was taken over/);
  });

  it.skipIf(processStartTicks(process.pid) === undefined)('takes over a lock whose holder is a zombie: killed, not yet reaped by its parent (Linux)', async () => {
    // `sh` starts a child that exits a second later, then becomes `sleep 30`, which never reaps it:
    // a real zombie, which `process.kill(pid, 0)` alone would call running. (A child that exits at
    // once may be reaped by `sh` itself before the exec on a loaded machine.)
    const parent = spawn('sh', ['-c', 'sleep 1 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const zombie = Number(await new Promise<string>((resolve) => parent.stdout.once('data', (d: Buffer) => resolve(d.toString()))));
      const state = () => readFileSync(`/proc/${zombie}/stat`, 'utf8').split(') ')[1]?.[0];
      for (let i = 0; i < 1_000 && state() !== 'Z'; i++) await new Promise((r) => setTimeout(r, 10));
      expect(state()).toBe('Z');
      expect(() => process.kill(zombie, 0)).not.toThrow();
      expect(isRunning(zombie)).toBe(false);
      const dir = newDir();
      writeOwner(dir, { pid: zombie, procStart: processStartTicks(zombie) });
      const notices: string[] = [];
      lockStore(dir, (m) => notices.push(m)).release();
      expect(notices[0]).toContain(`locked by process ${zombie} on this host`);
      expect(notices[0]).toContain('no longer running; its lock was taken over.');
    } finally {
      parent.kill('SIGKILL');
    }
  });

  it('refuses a lock from another host (it cannot be checked), saying how to clear it after checking', () => {
    const dir = newDir();
    writeOwner(dir, { pid: endedPid(), hostname: 'bot-elsewhere' });
    const message = refused(dir);
    expect(message).toContain(`is locked by process`);
    expect(message).toContain('on host "bot-elsewhere"');
    expect(message).toContain(`Check that no adops-bot runs on this directory any more, then delete ${join(dir, LOCK_FILE)} and start again.`);
    expect(existsSync(join(dir, LOCK_FILE))).toBe(true);
  });

  it('refuses a lock it cannot read (half written, foreign)', () => {
    const dir = newDir();
    writeFileSync(join(dir, LOCK_FILE), '');
    expect(refused(dir)).toContain(`has a lock file that cannot be read (${join(dir, LOCK_FILE)})`);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe('');
  });

  it('never releases a lock another holder has taken since', () => {
    const dir = newDir();
    const lock = lockStore(dir, () => undefined);
    writeOwner(dir, { pid: process.pid, token: 'a later holder' });
    lock.release();
    expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8'))).toMatchObject({ token: 'a later holder' });
  });

  it('is held by an open store and released when it closes', { timeout: 120_000 }, async () => {
    const dataDir = join(scratch, 'store');
    const store = await openStore({ dataDir });
    try {
      await expect(openStore({ dataDir })).rejects.toThrow(`is in use by process ${process.pid}`);
    } finally {
      await store.close();
    }
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });
});
