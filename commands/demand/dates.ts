// What a demand range may hold, checked at parse (before ack): `demand` reads up to a year and a
// week in windows of 31 dates (src/reports/demand-long.ts); `reconcile`, one comparison of at most
// 31 (spec 4.7). Which dates are completed, and the cut, is the demand report's (src/reports/demand.ts).
import { DEMAND_MAX_DATES } from '../../src/api/index.js';
import type { RangeSpec } from '../../src/time/range.js';
import { daysBetween } from '../../src/time/resolve.js';
import { UsageProblem } from '../shared/args.js';

/** Pure, for parse: refuses a range that holds more dates than `max`, whatever the day. */
export function checkDemandSpec(spec: RangeSpec | undefined, max: number): void {
  const dates = spec?.kind === 'lastDays' ? spec.days : spec?.kind === 'dates' ? daysBetween(spec.from, spec.to) + 1 : 0;
  if (dates <= max) return;
  const read = max > DEMAND_MAX_DATES ? `, read ${DEMAND_MAX_DATES} at a time` : '';
  throw new UsageProblem(`a demand comparison covers at most ${max} dates${read} (this range has ${dates}); try last ${Math.min(max, 365)}d or a shorter YYYY-MM-DD..YYYY-MM-DD`);
}
