// `--smoke`: every bench runs its usual code path at tiny sizes (a few seconds, loopback only), so
// that `npm test` (test/bench/smoke.test.ts) notices a bench that no longer runs. Its figures
// mean nothing and nothing checks them.

/** Printed, with the reason, by a bench that cannot run its smoke test here (and exits 0). */
export const SMOKE_SKIPPED = 'smoke run skipped:';

export function announceSmoke(sizes: string): void {
  console.log(`smoke run (${sizes}): checks that the bench runs; its figures mean nothing`);
}
