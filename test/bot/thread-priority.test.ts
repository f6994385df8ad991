// How the front makes the other threads of its process give way (src/app/threads/priority.ts),
// tried on a real worker thread of this process: lowered from here with the real `chrt`
// (util-linux), its scheduling policy and nice read back from /proc. A missing or failing `chrt`
// is stood in for by a path that does not exist and by `false`.
import { getPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { lowerThreads, readThreadSched, SCHED_IDLE } from '../../src/app/threads/priority.js';

const SCHED_OTHER = 0;

let worker: Worker | undefined;

/** A worker thread that reports its thread id and then idles until terminated. */
async function startThread(): Promise<number> {
  const code = `const { parentPort } = require('node:worker_threads');
    parentPort.postMessage(Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop()));
    setInterval(() => {}, 1_000);`;
  worker = new Worker(code, { eval: true });
  return new Promise<number>((resolve, reject) => {
    worker!.once('message', resolve);
    worker!.once('error', reject);
  });
}

/** Where the lowered threads end up: 10 nice levels below this (the calling) thread. */
const LOWERED = Math.min(19, getPriority() + 10);
const schedOf = (tid: number) => readThreadSched(`/proc/self/task/${tid}/stat`);

afterEach(async () => {
  await worker?.terminate();
  worker = undefined;
});

describe.runIf(process.platform === 'linux')('giving way to the front thread', () => {
  it('idle (the default): SCHED_IDLE, 10 nice levels down, on the threads named only', async () => {
    const tid = await startThread();
    const before = schedOf(process.pid);
    expect(await lowerThreads([tid], 'idle')).toEqual({ applied: 'idle', tids: [tid] });
    expect(schedOf(tid)).toEqual({ policy: SCHED_IDLE, nice: LOWERED });
    expect(schedOf(process.pid)).toEqual(before);
  });

  it('nice: 10 nice levels down under the normal policy', async () => {
    const tid = await startThread();
    expect(await lowerThreads([tid], 'nice')).toEqual({ applied: 'nice', tids: [tid] });
    expect(schedOf(tid)).toEqual({ policy: SCHED_OTHER, nice: LOWERED });
  });

  it('normal: leaves every thread alone', async () => {
    const tid = await startThread();
    const before = schedOf(tid);
    expect(await lowerThreads([tid], 'normal')).toEqual({ applied: 'unchanged', tids: [] });
    expect(schedOf(tid)).toEqual(before);
  });

  it('skips a thread that has ended', async () => {
    const tid = await startThread();
    await worker!.terminate();
    expect(await lowerThreads([tid], 'idle')).toEqual({ applied: 'idle', tids: [] });
  });

  it('without chrt installed: 10 nice levels down only, and says why', async () => {
    const tid = await startThread();
    expect(await lowerThreads([tid], 'idle', '/nonexistent/bin/chrt')).toEqual({
      applied: 'nice',
      tids: [tid],
      reason: 'SCHED_IDLE could not be set: /nonexistent/bin/chrt (util-linux) is not installed',
    });
    expect(schedOf(tid)).toEqual({ policy: SCHED_OTHER, nice: LOWERED });
  });

  it('when chrt fails: 10 nice levels down only, and says why', async () => {
    const tid = await startThread();
    const result = await lowerThreads([tid], 'idle', 'false');
    expect(result.applied).toBe('nice');
    expect(result.reason).toMatch(/^SCHED_IDLE could not be set: Command failed: false --idle --pid 0 \d+/);
    expect(schedOf(tid)).toEqual({ policy: SCHED_OTHER, nice: LOWERED });
  });
});
