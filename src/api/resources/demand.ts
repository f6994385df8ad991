// Demand comparison (spec 4.7). The spec shows neither parameter names nor response fields,
// so the parameters are our documented choice (README, "Spec choices") and the response
// schemas are deliberately permissive: known fields are typed when present, anything else passes.
import { z } from 'zod';
import { InvalidParameterError, type Grant } from '../errors.js';
import type { HttpClient, Query } from '../http.js';
import { checkDate, isoDay } from '../params.js';

/** Spec 4.7: demand comparison needs reports:read and the feature. */
const NEEDS: readonly Grant[] = ['reports:read', 'demand comparison'];

export const DEMAND_MAX_DATES = 31;
/** The most recent completed date moves forward at 12:00 UTC. */
export const DEMAND_ROLLOVER_HOUR_UTC = 12;

export const DemandComparison = z.looseObject({
  start_date: z.string().optional(),
  end_date: z.string().optional(),
  latest_completed_date: z.string().optional(),
  totals: z.looseObject({}).optional(),
  ad_units: z.array(z.looseObject({})).optional(),
  mapping_gaps: z.array(z.looseObject({})).optional(),
  freshness: z.array(z.looseObject({})).optional(),
});
export type DemandComparison = z.infer<typeof DemandComparison>;

export const DemandAdUnits = z.looseObject({
  view: z.string().optional(),
  rows: z.array(z.looseObject({})),
});
export type DemandAdUnits = z.infer<typeof DemandAdUnits>;

export interface DemandParams {
  start_date: string;
  end_date: string;
  /** Repeated query parameter `demand_source`. */
  demand_sources?: readonly string[];
  /** Comma-separated in the query. */
  provider_business_ids?: readonly string[];
  provider_property_ids?: readonly string[];
  ad_unit_ids?: readonly string[];
}

/** The latest completed calendar date at `nowMs`: yesterday after 12:00 UTC, the day before before it. */
export function latestCompletedDate(nowMs: number): string {
  // Before noon UTC today's rollover has not happened: shifting by 12 h lands on the right day.
  const shiftedDay = Math.floor((nowMs - DEMAND_ROLLOVER_HOUR_UTC * 3_600_000) / 86_400_000) * 86_400_000;
  return isoDay(shiftedDay - 86_400_000);
}

export function demandQuery(p: DemandParams, nowMs: number, operation: string): Query {
  const start = checkDate(p.start_date, 'start_date', operation);
  const end = checkDate(p.end_date, 'end_date', operation);
  if (end < start) throw new InvalidParameterError('end_date', 'must not be before start_date', operation);
  if ((end - start) / 86_400_000 + 1 > DEMAND_MAX_DATES) {
    throw new InvalidParameterError('end_date', `a window holds at most ${DEMAND_MAX_DATES} dates`, operation);
  }
  const latest = latestCompletedDate(nowMs);
  if (p.end_date > latest) {
    throw new InvalidParameterError('end_date', `must be a completed date; the latest is ${latest} (it moves at 12:00 UTC)`, operation);
  }
  const list = (name: string, values?: readonly string[]) => {
    if (!values || values.length === 0) return undefined;
    const clean = values.map((v) => v.trim());
    if (clean.some((v) => v === '' || v.includes(','))) throw new InvalidParameterError(name, 'values must be non-empty and contain no comma', operation);
    return clean;
  };
  const joined = (name: string, values?: readonly string[]) => list(name, values)?.join(',');
  return {
    start_date: p.start_date,
    end_date: p.end_date,
    demand_source: list('demand_source', p.demand_sources),
    provider_business_id: joined('provider_business_id', p.provider_business_ids),
    provider_property_id: joined('provider_property_id', p.provider_property_ids),
    ad_unit_id: joined('ad_unit_id', p.ad_unit_ids),
  };
}

export class DemandResource {
  constructor(
    private readonly http: HttpClient,
    private readonly now: () => number,
  ) {}

  async comparison(params: DemandParams, opts: { signal?: AbortSignal } = {}): Promise<DemandComparison> {
    return this.http.json(DemandComparison, {
      operation: 'demand.comparison', needs: NEEDS, method: 'GET', path: 'report/demand-comparison',
      query: demandQuery(params, this.now(), 'demand.comparison'), idempotent: true, signal: opts.signal,
    });
  }

  /** Mapped partner aggregates, or with view 'unmapped' the partner rows excluded for missing/ambiguous mappings. */
  async adUnits(params: DemandParams & { view?: 'mapped' | 'unmapped' }, opts: { signal?: AbortSignal } = {}): Promise<DemandAdUnits> {
    if (params.view !== undefined && params.view !== 'mapped' && params.view !== 'unmapped') {
      throw new InvalidParameterError('view', 'must be mapped or unmapped', 'demand.adUnits');
    }
    return this.http.json(DemandAdUnits, {
      operation: 'demand.adUnits', needs: NEEDS, method: 'GET', path: 'report/demand-comparison/ad-units',
      query: { ...demandQuery(params, this.now(), 'demand.adUnits'), view: params.view === 'unmapped' ? 'unmapped' : undefined },
      idempotent: true, signal: opts.signal,
    });
  }
}
