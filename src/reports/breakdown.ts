// THE breakdown: one question (a resolved range in the user's timezone, dimensions, metrics, a
// rank or a filter on a metric, filters) and the rows that answer it — as the API gives them,
// with the metrics the bot derives (./breakdown-users.ts) and in the order they are read. The
// command renders these rows as a table or a CSV; the labels of the time buckets and the wording
// stay with it. Calendar buckets are the user's days, weeks and months: the API is asked in the
// range's timezone (spec 4.3 `timezone`). A range longer than the API's 31 days per call is read
// in parts and merged (src/api/long-range.ts). Weeks are ISO weeks, Monday first, as everywhere in
// the bot (src/time/buckets.ts): the API's week buckets start on Sunday, so a breakdown by week
// reads days and adds them up into ISO weeks (`readIsoWeeks`).
import {
  checkBreakdownParams,
  fitsOneCall,
  mergeBreakdowns,
  partMetrics,
  readBreakdown,
  type BreakdownParams,
  type BreakdownResponse,
  type BreakdownRow,
  type DashboardParams,
  type DashboardResponse,
  type ReportFilters,
} from '../api/index.js';
import { toReportTimeRange } from '../time/api-range.js';
import { isoWeekOf } from '../time/buckets.js';
import type { ResolvedRange } from '../time/resolve.js';
import { apiMetrics, CALENDAR_DIMENSIONS, deriveMetrics, isDerived } from './breakdown-users.js';

export interface BreakdownQuestion {
  range: ResolvedRange;
  by: string[];
  /** The metrics asked for, derived ones included, in the order they are shown. */
  metrics: string[];
  top?: number;
  bottom?: number;
  having?: string;
  hourly: boolean;
  filters: ReportFilters;
}

/** How the report reads the API. */
export interface BreakdownReads {
  breakdown(params: BreakdownParams): Promise<BreakdownResponse>;
  dashboard(params: DashboardParams): Promise<DashboardResponse>;
}

export type BreakdownReport =
  | { question: BreakdownQuestion; dimensions: string[]; rows: BreakdownRow[] }
  /** The users of the rows would take more dashboard queries than one answer may make. */
  | { question: BreakdownQuestion; tooMany: number }
  /**
   * Per-user metrics over a range read in parts, without calendar buckets: the API counts users
   * per call, so the whole range's users are unknown (adding the parts would count a user twice).
   */
  | { question: BreakdownQuestion; usersAcrossParts: true };

const TIME_DIMENSIONS = ['hour', 'day', 'week', 'month'];

export async function breakdownReport(q: BreakdownQuestion, reads: BreakdownReads): Promise<BreakdownReport> {
  const span = toReportTimeRange(q.range);
  // Refused before any call: a day, week or month bucket is one call's users, the whole range is not.
  if (q.metrics.some(isDerived) && !fitsOneCall(span) && !q.by.some((d) => CALENDAR_DIMENSIONS.includes(d))) {
    return { question: q, usersAcrossParts: true };
  }
  const res = await (q.by.includes('week') ? readIsoWeeks : readBreakdown)((p) => reads.breakdown(p), {
    ...span,
    ...q.filters,
    by: q.by,
    metrics: apiMetrics(q.metrics),
    granularity: q.hourly ? 'hourly' : undefined,
    top: q.top,
    bottom: q.bottom,
    having: q.having,
    timezone: q.range.tz,
  });
  const derived = await deriveMetrics(res.rows, q, q.range, (p) => reads.dashboard(p));
  if ('tooMany' in derived) return { question: q, tooMany: derived.tooMany };
  // top= and bottom= come ranked by the API; anything else is put in reading order here.
  const ranked = q.top !== undefined || q.bottom !== undefined;
  return { question: q, dimensions: res.dimensions, rows: ranked ? derived.rows : sortRows(derived.rows, res.dimensions, q.metrics) };
}

/**
 * A breakdown by ISO week: the same question by day (the additive components of every metric, and
 * no rank or filter), each day's row added into the week its Monday starts, then rates recomputed
 * from the sums, `having` and top/bottom applied to the weeks — as the API does them to its rows.
 */
export async function readIsoWeeks(read: (params: BreakdownParams) => Promise<BreakdownResponse>, params: BreakdownParams): Promise<BreakdownResponse> {
  const c = checkBreakdownParams(params);
  const keepDay = c.by.includes('day');
  const byDay = keepDay ? c.by.filter((d) => d !== 'week') : c.by.map((d) => (d === 'week' ? 'day' : d));
  const daily = await readBreakdown(read, { ...params, by: byDay, metrics: partMetrics(c.metrics, c.having), top: undefined, bottom: undefined, having: undefined });
  const rows = daily.rows.map((r) => {
    const { day = '', ...rest } = r.dimensions;
    return { dimensions: { ...rest, ...(keepDay ? { day } : {}), week: isoWeekOf(day.slice(0, 10)) }, metrics: r.metrics };
  });
  return mergeBreakdowns([{ ...daily, rows }], { by: c.by, metrics: c.metrics, top: c.top, bottom: c.bottom, having: c.having });
}

/** Time buckets read in time order; anything else biggest first by the first metric. */
export function sortRows(rows: readonly BreakdownRow[], dims: readonly string[], metrics: readonly string[]): BreakdownRow[] {
  const first = dims[0] ?? '';
  if (TIME_DIMENSIONS.includes(first)) {
    return [...rows].sort((a, b) => (a.dimensions[first] ?? '').localeCompare(b.dimensions[first] ?? ''));
  }
  const m = metrics[0] ?? '';
  return [...rows].sort((a, b) => (b.metrics[m] ?? 0) - (a.metrics[m] ?? 0));
}
