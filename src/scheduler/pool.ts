// Claim-and-run with bounded concurrency: claim only as many items as there are free slots, so
// that with several instances the work spreads over all of them instead of one hoarding a batch.

export async function drainClaims<T>(opts: {
  concurrency: number;
  /** Wait until this many slots are free before claiming again (fewer claim transactions). */
  minBatch?: number;
  claim: (slots: number) => Promise<T[]>;
  run: (item: T) => Promise<void>;
  signal?: AbortSignal;
}): Promise<number> {
  const inflight = new Set<Promise<void>>();
  let more = true;
  let started = 0;
  while ((more && !opts.signal?.aborted) || inflight.size > 0) {
    const free = opts.concurrency - inflight.size;
    const batch = Math.min(opts.minBatch ?? 1, opts.concurrency);
    if (more && (free >= batch || inflight.size === 0) && !opts.signal?.aborted) {
      const items = await opts.claim(free);
      if (items.length === 0) more = false;
      for (const item of items) {
        started++;
        const p: Promise<void> = opts.run(item).finally(() => inflight.delete(p));
        inflight.add(p);
      }
      if (items.length > 0) continue;
    }
    if (inflight.size > 0) await Promise.race(inflight);
  }
  return started;
}
