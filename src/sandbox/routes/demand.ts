// GET /report/demand-comparison and /report/demand-comparison/ad-units (spec 4.7): the feature
// demand_comparison plus reports:read. Parameters: ../params/demand.ts (a window of at most 31
// completed dates, rolling over at 12:00 UTC); which demand sources exist is the data's.
import { demandData, freshness, type DemandFilters } from '../data/demand.js';
import { DEMAND_SOURCE_IDS, UNCONNECTED_BIDDERS } from '../data/demand-partners.js';
import { adUnitsBody, comparisonBody } from '../data/demand-report.js';
import { badRequest } from '../http-error.js';
import { latestCompletedDate, readDemandQuery } from '../params/demand.js';
import { API_PREFIX, type Route, type SandboxRequest } from '../types.js';
import { requireGrant } from './guard.js';

const COMMON = ['start_date', 'end_date', 'demand_source', 'provider_business_id', 'provider_property_id', 'ad_unit_id'];

function checkDemandSources(values: readonly string[]): void {
  for (const v of values) {
    if (UNCONNECTED_BIDDERS.includes(v)) throw badRequest(`demand_source "${v}" has no partner report connected; use ${DEMAND_SOURCE_IDS.join(', ')}`);
    if (!DEMAND_SOURCE_IDS.includes(v)) throw badRequest(`unknown demand_source "${v}"; use ${DEMAND_SOURCE_IDS.join(', ')} (repeat the parameter for several)`);
  }
}

function readFilters(req: SandboxRequest): DemandFilters {
  const d = readDemandQuery(req.query, req.ctx.clock.now());
  checkDemandSources(d.demandSources ?? []);
  const set = (values?: string[]) => (values ? new Set(values) : undefined);
  return {
    startDate: d.startDate, endDate: d.endDate, sources: set(d.demandSources),
    businessIds: set(d.businessIds), propertyIds: set(d.propertyIds), adUnitIds: set(d.adUnitIds),
  };
}

export const demandRoutes: Route[] = [
  {
    method: 'GET',
    path: `${API_PREFIX}/report/demand-comparison`,
    handler: (req) => {
      requireGrant(req, 'reports:read', 'demand_comparison');
      req.query.allowOnly(COMMON);
      const f = readFilters(req);
      const data = demandData(req.ctx, f);
      const window = { start_date: f.startDate, end_date: f.endDate, latest_completed_date: latestCompletedDate(req.ctx.clock.now()) };
      return { json: comparisonBody(data, window, freshness(req.ctx, data, f.endDate)) };
    },
  },
  {
    method: 'GET',
    path: `${API_PREFIX}/report/demand-comparison/ad-units`,
    handler: (req) => {
      requireGrant(req, 'reports:read', 'demand_comparison');
      req.query.allowOnly([...COMMON, 'view']);
      const view = req.query.one('view') ?? 'mapped';
      if (view !== 'mapped' && view !== 'unmapped') throw badRequest(`parameter "view" must be mapped or unmapped (got "${view}")`);
      const f = readFilters(req);
      return { json: adUnitsBody(demandData(req.ctx, f), { start_date: f.startDate, end_date: f.endDate }, view) };
    },
  },
];
