// The derived metrics (ARPDAU, impressions per user) refused before any call where they cannot be
// computed; they are computed in src/reports/breakdown-users.ts.
import { isDerived, SHARED_USER_DIMENSIONS, USER_DIMENSIONS } from '../../src/reports/breakdown-users.js';
import { UsageProblem } from '../shared/args.js';

/** Refuses, before any call, what the derived metrics cannot be computed for. */
export function checkDerived(by: readonly string[], metrics: readonly string[], ranked: boolean): void {
  const derived = metrics.filter(isDerived);
  if (derived.length === 0) return;
  const without = by.filter((d) => !USER_DIMENSIONS.includes(d) && !SHARED_USER_DIMENSIONS.includes(d));
  if (without.length) {
    throw new UsageProblem(
      `${derived.join(' and ')} ${derived.length > 1 ? 'are' : 'is'} derived from users, which the reporting API gives by country, OS, day, week or month ` +
        `(format and bidder rows share their group's users), not by ${without.join(', ')}`,
    );
  }
  if (ranked && isDerived(metrics[0])) {
    throw new UsageProblem(`top= and bottom= rank by the first metric, which the API must report: put ${metrics[0]} after it, e.g. metrics=revenue,${metrics[0]}`);
  }
}
