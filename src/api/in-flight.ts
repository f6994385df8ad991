// Identical requests in flight share one call. Thirty people asking `revenue yesterday` of one
// account while the API is slow make one dashboard call, not thirty: the first asker's call is
// joined by the others, and its answer — or its error — goes to all of them. Nothing is kept once
// the call settles (the next asker calls again), so this holds no answers, only promises.
// Each HttpClient has its own (one API key each), so two accounts never share a call.
// A caller whose own signal aborts leaves with a cancellation; the call goes on for the others,
// and is aborted only when every caller has left.
// A call is joined only while it can still meet the joiner's deadline: it runs under the deadline
// of the caller that started it, so it has ended — answered or cut — by then; a joiner whose
// deadline comes more than JOIN_SLACK_MS before that (a person asking while a digest's call runs,
// or a call started with no deadline) starts a call of its own, bounded by its own deadline, which
// later joiners find. The slack lets people asking the same thing seconds apart share one call in
// whatever order their requests are taken (each still leaves at its own deadline).

/** How much later than a joiner's deadline a shared call may end and still be joined. */
export const JOIN_SLACK_MS = 5_000;

interface Shared<T> {
  result: Promise<T>;
  controller: AbortController;
  /** When the call is cut at the latest (ms since the epoch); Infinity: no deadline of its own. */
  deadline: number;
  /** Callers still waiting for the result. */
  waiting: number;
}

export class InFlight<T> {
  private readonly calls = new Map<string, Shared<T>>();

  /** Calls in flight now. */
  get size(): number {
    return this.calls.size;
  }

  /**
   * The result of `call` for `key`, started now or joined. `call` gets the shared call's own
   * signal; `cancelled` turns an abort reason into what a leaving caller is rejected with.
   */
  run(key: string, caller: { signal?: AbortSignal; deadline?: number }, call: (signal: AbortSignal) => Promise<T>, cancelled: (reason: unknown) => Error): Promise<T> {
    const { signal } = caller;
    const deadline = caller.deadline ?? Infinity;
    if (signal?.aborted) return Promise.reject(cancelled(signal.reason));
    let shared = this.calls.get(key);
    if (!shared || shared.deadline > deadline + JOIN_SLACK_MS) {
      const controller = new AbortController();
      const started: Shared<T> = { controller, deadline, waiting: 0, result: call(controller.signal) };
      // Settled: forgotten, so the next asker calls again. Every caller may have left already.
      started.result.then(
        () => this.forget(key, started),
        () => this.forget(key, started),
      );
      this.calls.set(key, started);
      shared = started;
    }
    return this.join(key, shared, signal, cancelled);
  }

  private join(key: string, shared: Shared<T>, signal: AbortSignal | undefined, cancelled: (reason: unknown) => Error): Promise<T> {
    shared.waiting += 1;
    return new Promise<T>((resolve, reject) => {
      let left = false;
      const leave = (): boolean => {
        if (left) return false;
        left = true;
        shared.waiting -= 1;
        signal?.removeEventListener('abort', onAbort);
        return true;
      };
      const onAbort = () => {
        if (!leave()) return;
        reject(cancelled(signal!.reason));
        if (shared.waiting > 0) return;
        // The last caller left: nobody wants the answer any more.
        this.forget(key, shared);
        shared.controller.abort(signal!.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      shared.result.then(
        (value) => leave() && resolve(value),
        (err: unknown) => leave() && reject(err as Error),
      );
    });
  }

  private forget(key: string, shared: Shared<T>): void {
    if (this.calls.get(key) === shared) this.calls.delete(key);
  }
}
