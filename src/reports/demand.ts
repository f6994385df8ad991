// THE demand comparison (spec 4.7): one question (a range of UTC dates, demand sources) and its
// figures — own against reported revenue per source, the mapped and unmapped ad units, late
// partner reports — read as the API gives them (./demand-read.ts). The dates a comparison may
// cover are UTC calendar dates, at most 31, none later than the latest completed date — which
// moves forward at 12:00 UTC (README, "Spec choices"), so until noon UTC yesterday is not
// completed yet. A range reaching past it is cut there and the answer says so; a range with no
// completed date at all is refused, naming the latest one; so is a range starting before
// 2020-01-01, where the API has no own figure to compare (the same words as every report).
import { DEMAND_MAX_DATES, DEMAND_ROLLOVER_HOUR_UTC, latestCompletedDate, type ApiClient, type DemandComparison } from '../api/index.js';
import { checkDataStart, toApiDates } from '../time/api-range.js';
import { DateRangeError, describeSpec } from '../time/range.js';
import { addDays, daysBetween, type ResolvedRange } from '../time/resolve.js';
import type { ComparedRevenue, DemandSourceLine, LateReport, UnmappedAdUnit } from '../../views/demand.js';
import { lateOf, perSourceOf, totalOf, unmappedOf, unmappedTotalOf } from './demand-read.js';

export const ROLLOVER = `${String(DEMAND_ROLLOVER_HOUR_UTC).padStart(2, '0')}:00 UTC`;

export interface DemandWindow {
  /** The range as compared: cut at the latest completed date. */
  range: ResolvedRange;
  start_date: string;
  end_date: string;
  /** The first date left out because it is not completed yet; undefined when nothing was cut. */
  cutFrom?: string;
}

/**
 * The range (resolved in UTC) within the completed dates at `nowMs`, of at most `maxDates` (one
 * call's 31, unless read in windows: ./demand-long.ts). Throws DateRangeError when none is left,
 * or when the range starts before the API's data (the demand, demand-long and reconcile reports
 * all come through here).
 */
export function demandWindow(range: ResolvedRange, nowMs: number, maxDates = DEMAND_MAX_DATES): DemandWindow {
  // The date operations take any date, but own figures start on 2020-01-01: nothing to compare before.
  checkDataStart(range);
  const latest = latestCompletedDate(nowMs);
  if (range.startDate > latest) {
    throw new DateRangeError(
      `${describeSpec(range.spec)} has no completed date for a demand comparison yet (a UTC date is completed at ${ROLLOVER} the day after); ` +
        `the latest completed date is ${latest} — try \`/adops demand ${latest}\` or \`/adops demand last 7d\``,
    );
  }
  const cut = range.endDate > latest;
  const within = cut ? endAt(range, latest) : range;
  return { range: within, ...toApiDates(within, maxDates), cutFrom: cut ? addDays(latest, 1) : undefined };
}

/** The range ending with the whole date `last` (the range is in UTC, so a date is 24 hours). */
function endAt(range: ResolvedRange, last: string): ResolvedRange {
  const days = daysBetween(range.startDate, last) + 1;
  return { ...range, end: range.start.plus({ days }), endDate: last, partial: false, days };
}

export interface DemandQuestion {
  /** Resolved in UTC: the partner reports are per UTC day. */
  range: ResolvedRange;
  /** Demand source ids; empty: every source. */
  sources: string[];
}

export interface DemandReport {
  window: DemandWindow;
  currency: string;
  total: ComparedRevenue;
  perSource: DemandSourceLine[];
  unmapped: UnmappedAdUnit[];
  unmappedTotal: { revenue?: number; impressions?: number };
  late: LateReport[];
  /** The comparison as the API gave it, for reports that read more of it (src/reports/reconcile.ts). */
  comparison: DemandComparison;
}

/** What the report reads: the client's demand operations, or the same through a digest's shared queries. */
export type DemandReads = { demand: Pick<ApiClient['demand'], 'comparison' | 'adUnits'> };

/** The comparison and its unmapped ad units, read together over the same window. */
export async function demandReport(q: DemandQuestion, api: DemandReads, nowMs: number): Promise<DemandReport> {
  return readDemandWindow(demandWindow(q.range, nowMs), q.sources, api);
}

/** One call's window (at most 31 dates) read: the comparison and its unmapped ad units. */
export async function readDemandWindow(window: DemandWindow, sources: string[], api: DemandReads): Promise<DemandReport> {
  const params = { start_date: window.start_date, end_date: window.end_date, demand_sources: sources };
  const [comparison, unmapped] = await Promise.all([api.demand.comparison(params), api.demand.adUnits({ ...params, view: 'unmapped' })]);
  return {
    window,
    currency: typeof comparison.currency === 'string' ? comparison.currency : 'USD',
    total: totalOf(comparison),
    perSource: perSourceOf(comparison),
    unmapped: unmappedOf(unmapped),
    unmappedTotal: unmappedTotalOf(comparison),
    late: lateOf(comparison),
    comparison,
  };
}
