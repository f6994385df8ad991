// THE revenue summary: one question (a resolved range, what to compare with, filters, source)
// and the figures that answer it — the range's dashboard, each comparison period's, and the top
// movers against the main comparison. `/adops revenue`, the daily and weekly revenue digests and
// App Home all read them from here, so the same question gets the same numbers wherever it is
// asked. The periods come from src/time (resolve.ts, compare.ts): one rule for what a range is
// and what it is compared with. Rendering stays in views/.
// A range longer than the API's 31 days per call is read in parts and merged (src/api/long-range.ts).
import {
  readBreakdown,
  readDashboard,
  type BreakdownParams,
  type BreakdownResponse,
  type DashboardParams,
  type DashboardRead,
  type DashboardResponse,
  type ReportFilters,
} from '../api/index.js';
import { toReportTimeRange, type TimeSpan } from '../time/api-range.js';
import { chosenComparison, comparisonsFor, type CompareWith, type Comparison } from '../time/compare.js';
import { DateRangeError } from '../time/range.js';
import { hoursMakeLocalDays } from '../time/buckets.js';
import type { ResolvedRange } from '../time/resolve.js';
import type { Movers } from '../../views/movers.js';
import { hasData } from '../../views/revenue.js';
import { dataStartsAfter, dataStartsLate } from './coverage.js';
import { moverQuery, moversOf } from './movers.js';

export interface RevenueQuestion {
  range: ResolvedRange;
  /** What to compare with; undefined: what suits the range (src/time/compare.ts). */
  vs?: CompareWith;
  /** A period the asker chose to compare with (`vs=2026-10-01..2026-10-07`), in place of `vs`. */
  against?: ResolvedRange;
  filters: ReportFilters;
  source?: string;
}

/** How the report reads the API; a digest passes one that shares queries across its channels. */
export interface RevenueReads {
  dashboard(params: DashboardParams): Promise<DashboardResponse>;
  breakdown(params: BreakdownParams): Promise<BreakdownResponse>;
}

/** A comparison as read: its numbers, or why the API could not be asked (a range it refuses). */
export interface ComparedRead {
  comparison: Comparison;
  dashboard?: DashboardRead;
  problem?: string;
  /** The first bucket with traffic (UTC), when its data starts later than the range's (./coverage.ts). */
  dataFrom?: string;
}

export interface RevenueReport {
  question: RevenueQuestion;
  granularity: 'hourly' | 'daily';
  current: DashboardRead;
  /** The main comparison first (movers and the chart are against it). */
  comparisons: ComparedRead[];
  /** The main comparison when changes against it mean something: it has data, from its start. */
  against?: ComparedRead & { dashboard: DashboardRead };
  /** For a range read in parts: its first UTC day with traffic, when that is a day or more after its start. */
  dataFrom?: string;
}

function comparable(r: ComparedRead | undefined): r is ComparedRead & { dashboard: DashboardRead } {
  return r?.dashboard !== undefined && hasData(r.dashboard.summary) && r.dataFrom === undefined;
}

export async function revenueReport(q: RevenueQuestion, reads: Pick<RevenueReads, 'dashboard'>): Promise<RevenueReport> {
  const comparisons = q.against ? [chosenComparison(q.range, q.against)] : comparisonsFor(q.range, q.vs);
  // Short ranges read better by the hour (the chart); the summary is the same either way. The
  // dashboard's days are UTC days (it has no timezone): outside UTC its hours are read instead and
  // added up into the asker's days (src/time/buckets.ts), so no chart starts and ends on part of a day.
  const granularity = q.range.days <= 2 || hoursMakeLocalDays(q.range) ? 'hourly' : 'daily';
  const query = { ...q.filters, source: q.source, granularity } as const;
  const read = (span: TimeSpan) => readDashboard((p) => reads.dashboard(p), { ...toReportTimeRange(span), ...query });
  const readComparison = async (comparison: Comparison): Promise<ComparedRead> => {
    // The range is checked before any call: a comparison the API cannot serve is said, not asked.
    let pending;
    try {
      pending = read(comparison.range);
    } catch (err) {
      if (err instanceof DateRangeError) return { comparison, problem: err.message };
      throw err;
    }
    return { comparison, dashboard: await pending };
  };
  const [current, ...reads2] = await Promise.all([read(q.range), ...comparisons.map(readComparison)]);
  const compared = reads2.map((r) => ({
    ...r,
    dataFrom: r.dashboard && dataStartsLate({ dashboard: current, start: q.range.start }, { dashboard: r.dashboard, start: r.comparison.range.start }, granularity),
  }));
  const main = compared[0];
  const dataFrom = current.parts.length > 1 ? dataStartsAfter(current, q.range.start) : undefined;
  return { question: q, granularity, current, comparisons: compared, against: comparable(main) ? main : undefined, dataFrom };
}

/**
 * The top movers by each of `dimensions` against the report's main comparison; empty tables when
 * there is nothing on both sides to compare.
 */
export async function revenueMovers(report: RevenueReport, dimensions: readonly string[], reads: Pick<RevenueReads, 'breakdown'>): Promise<Movers[]> {
  const { against, current, question } = report;
  if (!against || !hasData(current.summary)) return dimensions.map((dimension) => ({ dimension, rows: [] }));
  const now = toReportTimeRange(question.range);
  const before = toReportTimeRange(against.comparison.range);
  const filters = question.filters;
  const breakdown = (p: BreakdownParams) => readBreakdown((part) => reads.breakdown(part), p);
  return Promise.all(
    dimensions.map(async (dim) => {
      const [a, b] = await Promise.all([breakdown(moverQuery(now, filters, dim)), breakdown(moverQuery(before, filters, dim))]);
      // Periods of different lengths compare per day: like with like.
      const days = { now: question.range.days, before: against.comparison.range.days };
      return moversOf(a, b, dim, days.now === days.before ? undefined : days);
    }),
  );
}
