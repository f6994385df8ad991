// In-process background work that outlives a request (waiting for an export, then posting the
// link). Bounded: at most `max` tasks at once; each gets an AbortSignal that `close()` fires on
// shutdown. Issue 6 moves this to durable jobs (src/jobs) behind CommandContext.followUp.
import type { Logger } from '../logger.js';

export class BackgroundTasks {
  private readonly running = new Map<number, { label: string; done: Promise<void> }>();
  private readonly controller = new AbortController();
  private next = 0;

  constructor(
    private readonly logger: Logger,
    private readonly max = 100,
  ) {}

  get size(): number {
    return this.running.size;
  }

  /** Starts `task`; returns false (and runs nothing) when too many tasks are already running. */
  run(label: string, task: (signal: AbortSignal) => Promise<void>): boolean {
    if (this.running.size >= this.max || this.controller.signal.aborted) return false;
    const id = this.next++;
    const done = task(this.controller.signal)
      .catch((err: unknown) => this.logger.error({ err, task: label }, 'background task failed'))
      .finally(() => this.running.delete(id));
    this.running.set(id, { label, done });
    return true;
  }

  /** Resolves when nothing is running (tests, the one-shot local mode). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.all([...this.running.values()].map((t) => t.done));
  }

  /** Cancels what is running and waits for it to stop. */
  async close(): Promise<void> {
    this.controller.abort(new Error('shutting down'));
    await this.idle();
  }
}
