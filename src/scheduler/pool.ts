// Claim-and-run with bounded concurrency: claim only as many items as there are free slots, so
// that with several instances the work spreads over all of them instead of one hoarding a batch.
// Nothing here may reject behind the caller's back: a failed claim stops claiming, lets the items
// in flight finish, then rejects; an item whose run rejects is handed to `failed` — never left as
// an unhandled rejection (a store refusing connections at a digest minute once killed the process).

export async function drainClaims<T>(opts: {
  concurrency: number;
  /** Wait until this many slots are free before claiming again (fewer claim transactions). */
  minBatch?: number;
  claim: (slots: number) => Promise<T[]>;
  run: (item: T) => Promise<void>;
  /** An item's run rejected (it should not): default, ignored. */
  failed?: (item: T, err: unknown) => void;
  /** Asked when claiming found nothing: true to look again (new work arrived meanwhile). */
  rearm?: () => boolean;
  signal?: AbortSignal;
}): Promise<number> {
  const inflight = new Set<Promise<void>>();
  let more = true;
  let started = 0;
  let claimError: unknown;
  while ((more && !opts.signal?.aborted) || inflight.size > 0) {
    const free = opts.concurrency - inflight.size;
    const batch = Math.min(opts.minBatch ?? 1, opts.concurrency);
    if (more && (free >= batch || inflight.size === 0) && !opts.signal?.aborted) {
      let items: T[] = [];
      try {
        items = await opts.claim(free);
      } catch (err) {
        claimError = err;
        more = false;
      }
      if (items.length === 0 && claimError === undefined) more = opts.rearm?.() ?? false;
      for (const item of items) {
        started++;
        const p: Promise<void> = opts
          .run(item)
          .catch((err: unknown) => opts.failed?.(item, err))
          .finally(() => inflight.delete(p));
        inflight.add(p);
      }
      if (items.length > 0 || more) continue;
    }
    if (inflight.size > 0) await Promise.race(inflight);
  }
  if (claimError !== undefined) throw claimError;
  return started;
}
