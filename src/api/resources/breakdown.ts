// GET /report/breakdown (spec 4.3, 2.4). The rules of 4.3 are checked here, before sending,
// and the sandbox runs the same checks so both sides agree on what is valid.
import { DateTime } from 'luxon';
import { z } from 'zod';
import { InvalidParameterError } from '../errors.js';
import { breakdownBodyLimit } from '../limits.js';
import type { HttpClient } from '../http.js';
import {
  BIDDER_DATA_START,
  checkEnum,
  checkIntegerIn,
  checkReportFilters,
  checkTimeRange,
  checkTimezone,
  GRANULARITIES,
  type Granularity,
  type ReportFilters,
  type TimeRange,
} from '../params.js';

export const BREAKDOWN_DIMENSIONS = ['hour', 'day', 'week', 'month', 'country', 'os', 'app', 'ad_unit', 'format', 'bidder'] as const;
export type BreakdownDimension = (typeof BREAKDOWN_DIMENSIONS)[number];
export const BREAKDOWN_METRICS = ['requests', 'bid_requests', 'fills', 'impressions', 'revenue', 'fill_rate', 'ecpm', 'clicks', 'ctr'] as const;
export type BreakdownMetric = (typeof BREAKDOWN_METRICS)[number];
export const HAVING_OPERATORS = ['<=', '>=', '==', '!=', '<', '>', '='] as const;
export const MAX_BREAKDOWN_DIMENSIONS = 4;
export const MAX_BREAKDOWN_ROWS = 100_000;

export const BreakdownRow = z.object({
  dimensions: z.record(z.string(), z.string()),
  metrics: z.record(z.string(), z.number()),
});
export type BreakdownRow = z.infer<typeof BreakdownRow>;

export const BreakdownResponse = z.object({
  dimensions: z.array(z.string()),
  metrics: z.array(z.string()),
  rows: z.array(BreakdownRow),
  row_count: z.number().int(),
});
export type BreakdownResponse = z.infer<typeof BreakdownResponse>;

export interface BreakdownParams extends TimeRange, ReportFilters {
  by: string | readonly string[];
  metrics: string | readonly string[];
  granularity?: Granularity;
  top?: number;
  bottom?: number;
  having?: string;
  timezone?: string;
}

export interface CheckedBreakdown extends TimeRange, ReportFilters {
  by: BreakdownDimension[];
  metrics: BreakdownMetric[];
  granularity?: Granularity;
  top?: number;
  bottom?: number;
  having?: Having;
  timezone?: string;
}

export interface Having {
  metric: BreakdownMetric;
  op: (typeof HAVING_OPERATORS)[number];
  value: number;
}

const HAVING_RE = /^\s*([A-Za-z_]+)\s*(<=|>=|==|!=|<|>|=)\s*(-?\d+(?:\.\d+)?)\s*$/;

export function parseHaving(text: string, operation = 'reports.breakdown'): Having {
  const m = HAVING_RE.exec(text);
  if (!m) {
    throw new InvalidParameterError('having', 'must be a metric, an operator (< <= = == != >= >) and a number, e.g. revenue>100', operation);
  }
  const metric = checkNames([m[1]!], BREAKDOWN_METRICS, 'having', operation)[0]!;
  return { metric, op: m[2] as Having['op'], value: Number(m[3]) };
}

/** Splits, lower-cases and checks a list of names: at least one, none empty (4.3 rule 1), unique, all supported. */
function checkNames<T extends string>(raw: string | readonly string[], allowed: readonly T[], param: string, operation: string): T[] {
  const list = (typeof raw === 'string' ? raw.split(',') : raw).map((s) => s.trim().toLowerCase());
  if (list.length === 0 || list.every((s) => s === '')) throw new InvalidParameterError(param, `needs at least one of ${allowed.join(', ')}`, operation);
  if (list.includes('')) throw new InvalidParameterError(param, 'has an empty name (two commas in a row, or one at an end)', operation);
  const unknown = list.filter((n) => !(allowed as readonly string[]).includes(n));
  if (unknown.length) {
    throw new InvalidParameterError(param, `unknown name ${unknown.map((u) => `"${u}"`).join(', ')}; use ${allowed.join(', ')}`, operation);
  }
  const dup = list.find((n, i) => list.indexOf(n) !== i);
  if (dup) throw new InvalidParameterError(param, `"${dup}" is listed twice`, operation);
  return list as T[];
}

/** True when `timezone` keeps a whole-hour UTC offset at every hour of the window. */
export function hasWholeHourOffsets(timezone: string, range: TimeRange): boolean {
  for (let t = range.start_time; t <= range.end_time + 3600; t += 3600) {
    if (DateTime.fromSeconds(t, { zone: timezone }).offset % 60 !== 0) return false;
  }
  return true;
}

export function checkBreakdownParams(p: BreakdownParams, operation = 'reports.breakdown'): CheckedBreakdown {
  const range = checkTimeRange(p, operation);
  const by = checkNames(p.by, BREAKDOWN_DIMENSIONS, 'by', operation);
  if (by.length > MAX_BREAKDOWN_DIMENSIONS) {
    throw new InvalidParameterError('by', `at most ${MAX_BREAKDOWN_DIMENSIONS} dimensions (got ${by.length})`, operation);
  }
  const metrics = checkNames(p.metrics, BREAKDOWN_METRICS, 'metrics', operation);
  const granularity = checkEnum(p.granularity, GRANULARITIES, 'granularity', operation);
  if (by.includes('hour') && granularity !== 'hourly') {
    throw new InvalidParameterError('by', 'the hour dimension needs granularity=hourly', operation);
  }
  if (by.includes('bidder') && range.start_time < BIDDER_DATA_START) {
    throw new InvalidParameterError('by', 'the bidder dimension needs a range starting on or after 2026-06-01', operation);
  }
  if (metrics.includes('bid_requests') && !by.includes('bidder')) {
    throw new InvalidParameterError('metrics', 'bid_requests needs the bidder dimension in by', operation);
  }
  if (p.top !== undefined && p.bottom !== undefined) {
    throw new InvalidParameterError('top', 'top and bottom cannot be used together', operation);
  }
  const top = p.top === undefined ? undefined : checkIntegerIn(p.top, 'top', 1, 1000, operation);
  const bottom = p.bottom === undefined ? undefined : checkIntegerIn(p.bottom, 'bottom', 1, 1000, operation);
  const having = p.having === undefined ? undefined : parseHaving(p.having, operation);
  // The metrics table's rule holds for a filter too: without the dimension the value is always 0.
  if (having?.metric === 'bid_requests' && !by.includes('bidder')) {
    throw new InvalidParameterError('having', 'bid_requests needs the bidder dimension in by', operation);
  }
  const timezone = checkTimezone(p.timezone, 'timezone', operation);
  if (timezone && (granularity === 'hourly' || by.includes('bidder')) && !hasWholeHourOffsets(timezone, range)) {
    throw new InvalidParameterError(
      'timezone',
      `${timezone} has a UTC offset that is not a whole number of hours in this window; hourly and bidder breakdowns need whole-hour offsets`,
      operation,
    );
  }
  return { ...range, ...checkReportFilters(p, operation), by, metrics, granularity, top, bottom, having, timezone };
}

export function havingToString(h: Having): string {
  return `${h.metric}${h.op}${h.value}`;
}

export class BreakdownResource {
  constructor(private readonly http: HttpClient) {}

  get(params: BreakdownParams, opts: { signal?: AbortSignal } = {}): Promise<BreakdownResponse> {
    const c = checkBreakdownParams(params);
    return this.http.json(BreakdownResponse, {
      operation: 'reports.breakdown',
      needs: ['reports:read'], // spec 4.3
      method: 'GET',
      path: 'report/breakdown',
      query: {
        start_time: c.start_time,
        end_time: c.end_time,
        by: c.by.join(','),
        metrics: c.metrics.join(','),
        test_mode: c.test_mode,
        country: c.country,
        device_os: c.device_os,
        granularity: c.granularity,
        top: c.top,
        bottom: c.bottom,
        having: c.having && havingToString(c.having),
        timezone: c.timezone,
      },
      idempotent: true,
      signal: opts.signal,
      // Its rows: top or bottom N, else the spec's 100,000 (4.3 rule 5).
      maxBytes: breakdownBodyLimit(c.top ?? c.bottom ?? MAX_BREAKDOWN_ROWS, c.by.length, c.metrics.length),
    });
  }
}
