// Keeping the lease of claimed durable work while it runs: the one lease keeper of the one claim
// loop (./workers.ts: digest runs, export steps, watch checks, inbound requests); the leases
// themselves are the store's one lease engine (src/store/leases.ts). The lease is renewed every
// `everyMs` (a third of its length); a renewal the store refuses means another instance holds the
// item now, and the work is aborted (`lost`). A renewal that fails (the store is down) is logged
// once and the work goes on until the lease runs out — then another instance may take it over,
// and the store's owner checks on every record keep the two from both finishing it.
import type { Logger } from '../logger.js';

export interface HeldLease {
  /** Aborted once the item is known to be another instance's. */
  readonly lost: AbortSignal;
  /** The work is over: renewing stops. */
  release(): void;
}

export interface HoldLeaseOptions {
  /** Renews the lease; false when another instance holds it. Unset: nothing to renew (a short item, its lease left to run out). */
  renew?: () => Promise<boolean>;
  everyMs: number;
  logger: Logger;
}

export function holdLease(o: HoldLeaseOptions): HeldLease {
  const lost = new AbortController();
  const lose = () => lost.abort(new Error('lease lost to another instance'));
  let failing = false;
  const renew = o.renew;
  const beat = renew
    ? setInterval(() => {
        renew().then(
          (ok) => {
            failing = false;
            if (!ok) lose();
          },
          (err: unknown) => {
            // Once per outage: the store being down shows in the work's own outcome too.
            if (!failing) o.logger.warn({ err: err instanceof Error ? err.message : String(err) }, 'lease renewal failed; working on until the lease runs out');
            failing = true;
          },
        );
      }, o.everyMs)
    : undefined;
  return { lost: lost.signal, release: () => clearInterval(beat) };
}
