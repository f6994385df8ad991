// Top movers: where revenue changed between two periods, value by value of one dimension. The
// one implementation behind `/adops revenue … by <dim>` and the revenue digests: the breakdown
// both periods are read with, the join, the order, and what each dimension is called.
import type { BreakdownParams, BreakdownResponse, ReportFilters, TimeRange } from '../src/api/index.js';

/**
 * The dimensions movers are computed by. Each one splits the period's own-source revenue into
 * parts that add up to its total (every impression has one country, OS, app, ad unit and
 * format), so the movers account for the whole change and the reader sees where it came from.
 * Not the time buckets (hour, day, week, month): they are the periods themselves. Not bidder:
 * a bidder breakdown needs a range starting on or after 2026-06-01 (spec 4.3), which the
 * previous period may not, and per-bidder revenue has its own command (`bidders`).
 */
export const MOVER_DIMENSIONS = ['country', 'os', 'app', 'ad_unit', 'format'] as const;
export type MoverDimension = (typeof MOVER_DIMENSIONS)[number];

const LABELS: Record<MoverDimension, string> = { country: 'country', os: 'OS', app: 'app', ad_unit: 'ad unit', format: 'format' };

/** How a dimension is written in headers and sentences. */
export function moverLabel(dimension: string): string {
  return LABELS[dimension as MoverDimension] ?? dimension;
}

export interface Mover {
  /** The dimension's value; '' when the API left it empty. */
  key: string;
  now: number;
  before: number;
}

export interface Movers {
  dimension: string;
  /** Biggest absolute revenue change first. */
  rows: Mover[];
}

/** The breakdown each period is read with: revenue by the one dimension. */
export function moverQuery(range: TimeRange, filters: ReportFilters, dimension: string): BreakdownParams {
  return { ...range, ...filters, by: [dimension], metrics: ['revenue'] };
}

function revenueByValue(res: BreakdownResponse, dimension: string): Map<string, number> {
  return new Map(res.rows.map((r) => [r.dimensions[dimension] ?? '', r.metrics.revenue ?? 0]));
}

/** Joins both periods by value (a value missing from one period counts 0 there); biggest absolute change first. */
export function moversOf(now: BreakdownResponse, before: BreakdownResponse, dimension: string): Movers {
  const cur = revenueByValue(now, dimension);
  const prev = revenueByValue(before, dimension);
  const rows = [...new Set([...cur.keys(), ...prev.keys()])]
    .map((key) => ({ key, now: cur.get(key) ?? 0, before: prev.get(key) ?? 0 }))
    .sort((a, b) => Math.abs(b.now - b.before) - Math.abs(a.now - a.before) || a.key.localeCompare(b.key));
  return { dimension, rows };
}
