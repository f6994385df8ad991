// What a demand range may hold, checked at parse (before ack): at most 31 dates (spec 4.7). Which
// dates are completed, and the cut, is the demand report's (src/reports/demand.ts).
import { DEMAND_MAX_DATES } from '../../src/api/index.js';
import type { RangeSpec } from '../../src/time/range.js';
import { daysBetween } from '../../src/time/resolve.js';
import { UsageProblem } from '../shared/args.js';

/** Pure, for parse: refuses a range that holds more dates than a comparison can, whatever the day. */
export function checkDemandSpec(spec: RangeSpec | undefined): void {
  const dates = spec?.kind === 'lastDays' ? spec.days : spec?.kind === 'dates' ? daysBetween(spec.from, spec.to) + 1 : 0;
  if (dates > DEMAND_MAX_DATES) {
    throw new UsageProblem(`a demand comparison covers at most ${DEMAND_MAX_DATES} dates (this range has ${dates}); try last ${DEMAND_MAX_DATES}d or a shorter YYYY-MM-DD..YYYY-MM-DD`);
  }
}
