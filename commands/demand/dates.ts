// The dates a demand comparison may cover (spec 4.7): UTC calendar dates, at most 31, none later
// than the latest completed date — which moves forward at 12:00 UTC (README, "Spec choices"), so
// until noon UTC yesterday is not completed yet. A range reaching past it is cut there and the
// answer says so; a range with no completed date at all is refused, naming the latest one.
import { DEMAND_MAX_DATES, DEMAND_ROLLOVER_HOUR_UTC, latestCompletedDate } from '../../src/api/index.js';
import { toApiDates } from '../../src/time/api-range.js';
import { DateRangeError, describeSpec, type RangeSpec } from '../../src/time/range.js';
import { addDays, daysBetween, type ResolvedRange } from '../../src/time/resolve.js';
import { UsageProblem } from '../shared/args.js';

export interface DemandWindow {
  /** The range as compared: cut at the latest completed date. */
  range: ResolvedRange;
  start_date: string;
  end_date: string;
  /** The first date left out because it is not completed yet; undefined when nothing was cut. */
  cutFrom?: string;
}

export const ROLLOVER = `${String(DEMAND_ROLLOVER_HOUR_UTC).padStart(2, '0')}:00 UTC`;

/** Pure, for parse: refuses a range that holds more dates than a comparison can, whatever the day. */
export function checkDemandSpec(spec: RangeSpec | undefined): void {
  const dates = spec?.kind === 'lastDays' ? spec.days : spec?.kind === 'dates' ? daysBetween(spec.from, spec.to) + 1 : 0;
  if (dates > DEMAND_MAX_DATES) {
    throw new UsageProblem(`a demand comparison covers at most ${DEMAND_MAX_DATES} dates (this range has ${dates}); try last ${DEMAND_MAX_DATES}d or a shorter YYYY-MM-DD..YYYY-MM-DD`);
  }
}

/** The range (resolved in UTC) within the completed dates at `nowMs`. Throws DateRangeError when none is left. */
export function demandWindow(range: ResolvedRange, nowMs: number): DemandWindow {
  const latest = latestCompletedDate(nowMs);
  if (range.startDate > latest) {
    throw new DateRangeError(
      `${describeSpec(range.spec)} has no completed date for a demand comparison yet (a UTC date is completed at ${ROLLOVER} the day after); ` +
        `the latest completed date is ${latest} — try \`/adops demand ${latest}\` or \`/adops demand last 7d\``,
    );
  }
  const cut = range.endDate > latest;
  const within = cut ? endAt(range, latest) : range;
  return { range: within, ...toApiDates(within, DEMAND_MAX_DATES), cutFrom: cut ? addDays(latest, 1) : undefined };
}

/** The range ending with the whole date `last` (the range is in UTC, so a date is 24 hours). */
function endAt(range: ResolvedRange, last: string): ResolvedRange {
  const days = daysBetween(range.startDate, last) + 1;
  return { ...range, end: range.start.plus({ days }), endDate: last, partial: false, days };
}
