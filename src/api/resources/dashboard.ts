// GET /report/dashboard (spec 4.2, 2.3).
import { z } from 'zod';
import { InvalidParameterError } from '../errors.js';
import type { HttpClient } from '../http.js';
import { checkEnum, checkReportFilters, checkTimeRange, GRANULARITIES, type Granularity, type ReportFilters, type TimeRange } from '../params.js';

const int = z.number().int();

export const DashboardSummary = z.object({
  total_requests: int,
  total_impressions: int,
  revenue: z.number(),
  fill_rate: z.number(),
  ecpm: z.number(),
  total_clicks: int,
  ctr: z.number(),
  total_users: int,
});

export const DashboardChartPoint = z.object({
  bucket_start: z.string(),
  date: z.string(),
  requests: int,
  impressions: int,
  revenue: z.number(),
  clicks: int,
});

export const SourceBreakdownRow = z.object({
  source: z.string(),
  requests: int,
  impressions: int,
  revenue: z.number(),
  fill_rate: z.number(),
  ecpm: z.number(),
  clicks: int,
  revenue_share: z.number(),
});

export const DashboardResponse = z.object({
  summary: DashboardSummary,
  chart_data: z.array(DashboardChartPoint),
  source_breakdown: z.array(SourceBreakdownRow).optional(),
});
export type DashboardResponse = z.infer<typeof DashboardResponse>;

/**
 * The literal the API uses for its own data in `source` (the spec writes <own_source>).
 * Omitted means the same. Any other value selects provisional mediation revenue.
 */
export const OWN_SOURCE = 'own';

export interface DashboardParams extends TimeRange, ReportFilters {
  /** Omitted or OWN_SOURCE: own data only. One source, a comma-separated list, or `all`. */
  source?: string;
  granularity?: Granularity;
}

/** Whether revenue for this `source` must be labelled provisional (spec 4.2). */
export function isProvisionalSource(source: string | undefined): boolean {
  return source !== undefined && source.trim() !== '' && source.trim().toLowerCase() !== OWN_SOURCE;
}

export function checkDashboardParams(p: DashboardParams, operation = 'reports.dashboard'): DashboardParams {
  const source = p.source?.trim();
  if (source !== undefined && (source === '' || source.split(',').some((s) => s.trim() === ''))) {
    throw new InvalidParameterError('source', 'must name a source, a comma-separated list of sources, or all', operation);
  }
  return {
    ...checkTimeRange(p, operation),
    ...checkReportFilters(p, operation),
    source,
    granularity: checkEnum(p.granularity, GRANULARITIES, 'granularity', operation),
  };
}

export class DashboardResource {
  constructor(private readonly http: HttpClient) {}

  get(params: DashboardParams, opts: { signal?: AbortSignal } = {}): Promise<DashboardResponse> {
    const query = checkDashboardParams(params);
    return this.http.json(DashboardResponse, {
      operation: 'reports.dashboard',
      needs: ['reports:read'], // spec 4.2
      method: 'GET',
      path: 'report/dashboard',
      query: { ...query },
      idempotent: true,
      signal: opts.signal,
    });
  }
}
