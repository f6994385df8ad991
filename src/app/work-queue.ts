// Bounded answer work. It keeps a worker's memory and the API's load in check, and in a process
// of role `all` (local mode included) it keeps acks ahead of answers on the shared event loop.
// At most `concurrency` answers run at a time; the rest wait in FIFO order, and past `maxQueued`
// the user is told at once that the bot is busy (load shedding, instead of answers arriving after
// the response_url has expired).
import { AdopsError, ErrorCode } from '../errors.js';

export class BusyError extends AdopsError {
  readonly code = ErrorCode.Busy;
}

export class WorkQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrency = 16,
    readonly maxQueued = 2_000,
  ) {}

  get depth(): number {
    return this.waiting.length;
  }

  /** Runs `task` when a slot is free; rejects with BusyError at once when the queue is full. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxQueued) throw new BusyError('too many answers are waiting');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
      // Start on the check phase: every request already waiting on a socket is read (and acked)
      // before this answer's synchronous work runs.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes to the next task on the check phase, not as a microtask, so a chain of
      // queued answers never starves incoming requests.
      if (next) setImmediate(next);
      else this.running -= 1;
    }
  }
}
