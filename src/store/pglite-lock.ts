// One process per embedded store. PGlite is PostgreSQL in this process's memory, with no server to
// arbitrate: two processes on one data directory both run, both write, and each overwrites the
// other's files, so one's rows are gone after a restart. So DATA_DIR holds a lock file, created
// exclusively ('wx': it fails when the file exists), naming the process that holds it.
//
// A lock that is there already is decided from what it says:
//  - a process on this host that is still running holds the store: refuse, naming it;
//  - a process on this host that has ended (a crash, a kill) left it behind: take it over, and say so;
//  - a process on another host (a shared volume) cannot be checked from here: refuse (fail closed)
//    and say how to clear it once the operator has checked;
//  - a lock that cannot be read (half-written, foreign): refuse the same way.
// Process ids are reused: a container's bot gets the same small pid at every restart, and another
// process may have the old one. On Linux the lock also records the process's start time
// (/proc/<pid>/stat), so a live pid that started at another time is a different process.
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { StoreRefusal } from './pglite-dir.js';

export const LOCK_FILE = 'adops-store.lock';

/** What the lock file says. */
export interface LockOwner {
  pid: number;
  hostname: string;
  /** ISO time the holder took the lock. */
  startedAt: string;
  /** The holder's command line, for the operator to recognise it. */
  command: string;
  /** Linux: the process's start time in clock ticks since boot (field 22 of /proc/<pid>/stat). */
  procStart?: string;
  /** Names this holding, so a release never removes a lock taken over by another process since. */
  token: string;
}

export interface StoreLock {
  readonly path: string;
  /** Removes the lock if it is still ours. Idempotent; synchronous so it can run at process exit. */
  release(): void;
}

/** Fields of /proc/<pid>/stat after "pid (comm) " (comm may hold spaces or ')'); undefined elsewhere. */
function procStatFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** The start time of process `pid` as Linux records it; undefined elsewhere or when unreadable. */
export function processStartTicks(pid: number): string | undefined {
  return procStatFields(pid)?.[19]; // field 22: starttime
}

/**
 * Whether `pid` is a process that still runs. A killed process stays in the process table as a
 * zombie (state Z, or X while it is being reaped) until its parent waits for it, and
 * `process.kill(pid, 0)` succeeds on it: so where /proc is there, its state decides; elsewhere
 * (no /proc, e.g. macOS) the signal check does.
 */
export function isRunning(pid: number): boolean {
  const state = procStatFields(pid)?.[0]; // field 3: state
  if (state === 'Z' || state === 'X' || state === 'x') return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, under another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(path: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    const complete = Number.isSafeInteger(owner.pid) && [owner.hostname, owner.startedAt, owner.token].every((field) => typeof field === 'string');
    if (!complete) return undefined;
    return owner as LockOwner;
  } catch {
    return undefined;
  }
}

/** 'held' (a live process on this host), 'stale' (ended), 'unknown' (another host: cannot tell). */
export function ownerState(owner: LockOwner): 'held' | 'stale' | 'unknown' {
  if (owner.hostname !== hostname()) return 'unknown';
  if (!isRunning(owner.pid)) return 'stale';
  const now = processStartTicks(owner.pid);
  if (owner.procStart && now && owner.procStart !== now) return 'stale'; // the pid was reused
  return 'held';
}

function describe(owner: LockOwner): string {
  const command = owner.command ? `: ${owner.command}` : '';
  return `process ${owner.pid} on ${owner.hostname === hostname() ? 'this host' : `host "${owner.hostname}"`} (started ${owner.startedAt}${command})`;
}

function refusal(dir: string, path: string, owner: LockOwner | undefined, state: 'held' | 'unknown' | undefined): StoreRefusal {
  if (owner && state === 'held') {
    return new StoreRefusal(`The store in ${dir} is in use by ${describe(owner)}. Stop it first, or point DATA_DIR elsewhere.`);
  }
  const who = owner ? `is locked by ${describe(owner)}, which cannot be checked from here` : `has a lock file that cannot be read (${path})`;
  return new StoreRefusal(
    `The store in ${dir} ${who}. Two processes on one store overwrite each other's data. ` +
      `Check that no adops-bot runs on this directory any more, then delete ${path} and start again.`,
  );
}

function writeLock(path: string, owner: LockOwner): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    writeSync(fd, `${JSON.stringify(owner)}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/**
 * Takes the lock of the store in `dir` (which exists), or throws a StoreRefusal saying who holds it.
 * `notice` hears of a lock taken over from an ended process. Two starts taking over the same dead
 * lock in the same instant could both succeed; the window is the few microseconds between reading
 * the dead lock again and removing it.
 */
export function lockStore(dir: string, notice: (message: string) => void): StoreLock {
  const path = join(dir, LOCK_FILE);
  const mine: LockOwner = {
    pid: process.pid,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
    command: process.argv.slice(1).join(' ').slice(0, 200),
    procStart: processStartTicks(process.pid),
    token: randomBytes(12).toString('hex'),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    if (writeLock(path, mine)) return holding(path, mine.token);
    const owner = readOwner(path);
    const state = owner && ownerState(owner);
    if (state !== 'stale') throw refusal(dir, path, owner, state);
    // Still the same dead holder's lock (not one another start has just taken over)?
    if (readOwner(path)?.token !== owner!.token) continue;
    removeIfThere(path);
    notice(`The store in ${dir} was locked by ${describe(owner!)}, which is no longer running; its lock was taken over.`);
  }
  const owner = readOwner(path);
  throw refusal(dir, path, owner, owner && ownerState(owner) === 'held' ? 'held' : 'unknown');
}

function removeIfThere(path: string): void {
  try {
    unlinkSync(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}

function holding(path: string, token: string): StoreLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    try {
      if (readOwner(path)?.token === token) removeIfThere(path);
    } catch {
      // Cannot be removed (the directory went read-only): the next start finds this process ended.
    }
  };
  // A process that exits without closing its store (process.exit, an uncaught error) frees it too.
  // A kill -9 cannot: the next start finds the holder ended and takes the lock over.
  process.on('exit', release);
  return { path, release };
}
