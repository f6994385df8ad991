// GET /report/demand-comparison and /report/demand-comparison/ad-units (spec 4.7): the feature
// demand_comparison plus reports:read. Parameters are the API core's (resources/demand.ts) and are
// checked with its demandQuery: a window of at most 31 completed dates, rolling over at 12:00 UTC.
import { demandQuery, latestCompletedDate } from '../../api/resources/demand.js';
import { demandData, freshness, type DemandFilters } from '../data/demand.js';
import { DEMAND_SOURCE_IDS, UNCONNECTED_BIDDERS } from '../data/demand-partners.js';
import { adUnitsBody, comparisonBody } from '../data/demand-report.js';
import { badRequest } from '../http-error.js';
import { asBadRequest } from '../query.js';
import { API_PREFIX, type Route, type SandboxRequest } from '../types.js';
import { requireGrant } from './guard.js';

const COMMON = ['start_date', 'end_date', 'demand_source', 'provider_business_id', 'provider_property_id', 'ad_unit_id'];

/** A comma-separated filter: every value non-empty. */
function commaList(req: SandboxRequest, name: string): string[] | undefined {
  const raw = req.query.one(name);
  if (raw === undefined) return undefined;
  const values = raw.split(',').map((v) => v.trim());
  if (values.some((v) => v === '')) throw badRequest(`parameter "${name}" has an empty value; separate values with single commas`);
  return values;
}

function demandSources(req: SandboxRequest): string[] | undefined {
  const values = req.query.many('demand_source').map((v) => v.trim());
  if (values.length === 0) return undefined;
  for (const v of values) {
    if (UNCONNECTED_BIDDERS.includes(v)) throw badRequest(`demand_source "${v}" has no partner report connected; use ${DEMAND_SOURCE_IDS.join(', ')}`);
    if (!DEMAND_SOURCE_IDS.includes(v)) throw badRequest(`unknown demand_source "${v}"; use ${DEMAND_SOURCE_IDS.join(', ')} (repeat the parameter for several)`);
  }
  return values;
}

function readFilters(req: SandboxRequest, operation: string): DemandFilters {
  const start = req.query.required('start_date');
  const end = req.query.required('end_date');
  const sources = demandSources(req);
  const businesses = commaList(req, 'provider_business_id');
  const properties = commaList(req, 'provider_property_id');
  const adUnits = commaList(req, 'ad_unit_id');
  asBadRequest(() =>
    demandQuery(
      { start_date: start, end_date: end, demand_sources: sources, provider_business_ids: businesses, provider_property_ids: properties, ad_unit_ids: adUnits },
      req.ctx.clock.now(),
      operation,
    ),
  );
  const set = (values?: string[]) => (values ? new Set(values) : undefined);
  return { startDate: start, endDate: end, sources: set(sources), businessIds: set(businesses), propertyIds: set(properties), adUnitIds: set(adUnits) };
}

export const demandRoutes: Route[] = [
  {
    method: 'GET',
    path: `${API_PREFIX}/report/demand-comparison`,
    handler: (req) => {
      requireGrant(req, 'reports:read', 'demand_comparison');
      req.query.allowOnly(COMMON);
      const f = readFilters(req, 'demand.comparison');
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
      const f = readFilters(req, 'demand.adUnits');
      return { json: adUnitsBody(demandData(req.ctx, f), { start_date: f.startDate, end_date: f.endDate }, view) };
    },
  },
];
