// A graceful stop that loses nothing (SIGTERM: a deploy, `docker stop`, a scale-down). The
// instance stops taking work at once (`stopping` is set: /readyz answers 503, a request that still
// arrives is told to ask again), then gives what it holds a grace to finish:
// ADOPS_STOP_GRACE_SECONDS (default 20, under the usual 30 s before a supervisor's SIGKILL), of
// which the last quarter (at most 5 s) is kept for handing back and closing the store.
// When the work part of the grace is over, what still runs is cut off, never failed:
//   - exports and digest runs are handed back with their lease released, as they were (pending,
//     waiting, half posted: what was posted is recorded), and the next instance — or this one,
//     restarted — goes on with them at once;
//   - an answer still being worked out is not stored anywhere (the pipeline keeps requests in
//     memory only), so its asker is told in plain words to ask again — or, for a request that
//     changes something, to check whether it was done before repeating it.
// A SIGKILL at the same moment loses nothing either: leases run out and the work is taken over;
// the stop only makes it sooner and tells the askers.
import type { Logger } from '../logger.js';

export const DEFAULT_STOP_GRACE_MS = 20_000;

/** The part of the grace given to the work; the rest is for handing back and closing. */
export function workGraceMs(graceMs: number): number {
  return graceMs - Math.min(5_000, graceMs / 4);
}

/** One answer in flight: `cutOff` tells its asker, unless the answer is already on its way. */
type CutOff = () => Promise<void>;

/**
 * The stop state of one app instance (AppDeps.stop): whether it is stopping, and the answers in
 * flight. One per instance, never process-wide: tests run several in one process.
 */
export class StopState {
  private flag = false;
  private readonly inFlight = new Set<CutOff>();
  private idle: (() => void) | undefined;

  constructor(readonly graceMs: number = DEFAULT_STOP_GRACE_MS) {}

  /** True once the stop began: health checks report it (503), new requests are turned away. */
  get stopping(): boolean {
    return this.flag;
  }

  /** Runs one answer's work, known to the stop until it ends. */
  async track<T>(work: () => Promise<T>, cutOff: CutOff): Promise<T> {
    this.inFlight.add(cutOff);
    try {
      return await work();
    } finally {
      this.inFlight.delete(cutOff);
      if (this.inFlight.size === 0) this.idle?.();
    }
  }

  /** Sets `stopping`; resolves once no answer is in flight, or after `ms`. */
  async begin(ms: number): Promise<void> {
    this.flag = true;
    if (this.inFlight.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await new Promise<void>((resolve) => {
      this.idle = resolve;
      timer = setTimeout(resolve, ms);
    });
    clearTimeout(timer);
  }

  /** Tells every asker whose answer is still being worked out; returns how many. */
  async cutOffAll(): Promise<number> {
    const left = [...this.inFlight];
    this.inFlight.clear();
    await Promise.all(left.map((cutOff) => cutOff().catch(() => undefined)));
    return left.length;
  }
}

/** What the stop drives: the answers' state and the durable side (scheduler, workers, store). */
export interface Stoppable {
  stop: StopState;
  durable: { stop(graceMs?: number): Promise<void> };
  logger: Logger;
  /** Closes the store and frees pools, once everything is handed back. */
  close(): Promise<void>;
  /** The app's traces: what is buffered is exported before the process goes (src/tracing.ts). */
  tracing: { shutdown(): Promise<void> };
}

/**
 * Stops one instance gracefully (see above). Called by the app's stop (create-app.ts), once its
 * transport no longer takes requests; resolves when everything is handed back and closed.
 */
export async function stopGracefully(deps: Stoppable): Promise<void> {
  const grace = workGraceMs(deps.stop.graceMs);
  deps.logger.info({ graceMs: deps.stop.graceMs }, 'stopping: no new work taken; work in flight gets the grace to finish');
  await Promise.all([deps.stop.begin(grace), deps.durable.stop(grace)]);
  const cutOff = await deps.stop.cutOffAll();
  if (cutOff > 0) deps.logger.warn({ answers: cutOff }, 'answers not ready by the end of the grace: their askers were told to ask again');
  await deps.close();
  // Last: the cut-off answers' posts and the hand-backs above are spans of their traces too.
  await deps.tracing.shutdown().catch((err: unknown) => deps.logger.warn({ err }, 'could not export the last traces'));
  deps.logger.info('stopped: work not finished was handed back for the next instance');
}
