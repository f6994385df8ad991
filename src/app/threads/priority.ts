// Every thread of the bot's process but the front gives way to the front, so that acks never wait
// behind answer work: the app thread, and the helper threads V8 shares between both threads (they
// mostly collect the app thread's garbage); tsx's loader and libuv's pool too, where they exist.
//
// Nice alone is not enough. Linux's scheduler lets a running thread of any nice go on for a while
// before a thread that wakes up gets the core (EEVDF's slice, 0.75 ms scaled up with the number of
// cores; CFS's wakeup granularity before 6.6). With the app thread and V8's helpers busy, a woken
// front waited that long: 1.2–1.8× the bare Bolt app's ack p99 at 200 commands/s (bench/bot.ts).
// A SCHED_IDLE thread is preempted at once by any normal thread that wakes, so the others go to
// SCHED_IDLE. They are set 10 nice levels below the front as well: that is all there is where
// SCHED_IDLE cannot be set, and what APP_THREAD_PRIORITY=nice asks for.
//
// SCHED_IDLE yields to the normal threads of the same scheduling group only: the container's
// cgroup, or the session's autogroup. The bot as a whole keeps its fair share of the machine, and
// answer work runs whenever the front leaves a core free — but only then: a front that keeps every
// core busy (a flood of requests on a single vCPU) starves it, and the front's health check then
// reports the app thread stuck. Where the bot shares its group with busy processes (no container,
// autogroup off), APP_THREAD_PRIORITY=nice keeps nice alone; =normal leaves every thread alone.
//
// Node has no call for scheduling policies: util-linux's `chrt` sets it, per thread id. The threads
// are those alive when the front calls this; threads started later inherit their creator's policy.
// An unprivileged thread cannot leave SCHED_IDLE again.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { basename } from 'node:path';
import { promisify } from 'node:util';
import type { AppThreadPriority } from '../../config.js';

/** How many nice levels below the calling thread the others run, under either policy. */
export const NICE_STEP = 10;
/** /proc/<pid>/task/<tid>/stat's `policy` value for SCHED_IDLE. */
export const SCHED_IDLE = 5;

export interface ThreadPriorityResult {
  /** What the threads run at now. */
  applied: 'idle' | 'nice' | 'unchanged';
  /** The threads lowered (those that ended on the way are left out). */
  tids: number[];
  /** Why less than asked for was applied. */
  reason?: string;
}

/** Scheduling policy and nice of a thread, from /proc/<pid>/task/<tid>/stat (fields 41 and 19). */
export function readThreadSched(statPath: string): { policy: number; nice: number } {
  const stat = readFileSync(statPath, 'utf8');
  // Fields after the command name, which is in parentheses and may itself hold spaces: field 3 first.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { policy: Number(fields[41 - 3]), nice: Number(fields[19 - 3]) };
}

/** The calling thread's id (Linux): synchronous fs calls run on the caller, so the link names it. */
export function ownThreadId(): number | undefined {
  try {
    return process.platform === 'linux' ? Number(basename(readlinkSync('/proc/thread-self'))) : undefined;
  } catch {
    return undefined; // no /proc, or a kernel before 3.17
  }
}

/** This process's threads other than the calling one (Linux with /proc; none elsewhere). */
export function otherThreadIds(): number[] {
  const self = ownThreadId();
  return self === undefined ? [] : readdirSync('/proc/self/task').map(Number).filter((tid) => tid !== self);
}

/** The thread's policy, or undefined once it has ended. */
function policyOf(tid: number): number | undefined {
  try {
    return readThreadSched(`/proc/self/task/${tid}/stat`).policy;
  } catch {
    return undefined;
  }
}

/** Sets the nice of each thread that is not already that low; returns those still alive and the first refusal. */
function renice(tids: number[], nice: number): { alive: number[]; refused?: string } {
  const alive: number[] = [];
  let refused: string | undefined;
  for (const tid of tids) {
    try {
      if (getPriority(tid) < nice) setPriority(tid, nice);
      alive.push(tid);
    } catch (err) {
      if (policyOf(tid) === undefined) continue;
      alive.push(tid);
      refused ??= `nice ${nice} was refused: ${(err as Error).message}`;
    }
  }
  return { alive, refused };
}

/** Puts each thread at SCHED_IDLE with `chrt`; returns the first failure, threads that ended aside. */
async function toSchedIdle(tids: number[], chrt: string): Promise<string | undefined> {
  const exec = promisify(execFile);
  const failures = await Promise.all(
    tids.map(async (tid) => {
      try {
        await exec(chrt, ['--idle', '--pid', '0', String(tid)], { timeout: 5_000 });
      } catch (err) {
        const e = err as NodeJS.ErrnoException & { stderr?: string };
        if (e.code === 'ENOENT') return `${chrt} (util-linux) is not installed`;
        if (policyOf(tid) !== undefined) return e.stderr?.trim() || e.message;
      }
      const policy = policyOf(tid);
      return policy === undefined || policy === SCHED_IDLE ? undefined : `${chrt} left thread ${tid} at policy ${policy}`;
    }),
  );
  return failures.find((f) => f !== undefined);
}

/**
 * Lowers threads of this process below the calling one: NICE_STEP nice levels, then SCHED_IDLE
 * unless `wanted` is 'nice' ('normal': nothing). Never throws: a step the system refuses is left
 * out, the other still taken, and `reason` says what was refused.
 */
export async function lowerThreads(tids: number[], wanted: AppThreadPriority, chrt = 'chrt'): Promise<ThreadPriorityResult> {
  if (wanted === 'normal') return { applied: 'unchanged', tids: [] };
  if (process.platform !== 'linux') return { applied: 'unchanged', tids: [], reason: 'per-thread priorities are set on Linux only' };
  try {
    const { alive, refused } = renice(tids, Math.min(19, getPriority() + NICE_STEP));
    if (wanted === 'nice') return refused ? { applied: 'unchanged', tids: alive, reason: refused } : { applied: 'nice', tids: alive };
    const failed = await toSchedIdle(alive, chrt);
    const remaining = alive.filter((tid) => policyOf(tid) !== undefined);
    if (failed) return { applied: refused ? 'unchanged' : 'nice', tids: remaining, reason: [refused, `SCHED_IDLE could not be set: ${failed}`].filter(Boolean).join('; ') };
    return { applied: 'idle', tids: remaining, ...(refused && { reason: refused }) };
  } catch (err) {
    return { applied: 'unchanged', tids: [], reason: `thread priorities could not be read: ${(err as Error).message}` };
  }
}
