// From the two demand-comparison responses to what the view shows. The spec names none of their
// fields (our choice is in docs/sandbox-operations.md), and the client keeps them open, so every
// field is read defensively: a missing or mistyped one shows as "—" rather than failing.
import type { DemandAdUnits, DemandComparison } from '../api/index.js';
import type { ComparedRevenue, DemandSourceLine, LateReport, UnmappedAdUnit } from '../../views/demand.js';

type Fields = Record<string, unknown>;

const num = (o: Fields | undefined, key: string): number | undefined => (typeof o?.[key] === 'number' && Number.isFinite(o[key]) ? o[key] : undefined);
const text = (o: Fields | undefined, key: string): string | undefined => (typeof o?.[key] === 'string' ? o[key] : undefined);
const texts = (o: Fields, key: string): string[] => (Array.isArray(o[key]) ? o[key].filter((v): v is string => typeof v === 'string') : []);

// The difference and its share as the API gives them: recomputed from the rounded revenues they
// could be a cent off (24.28 where the API says 24.27).
function compared(o: Fields | undefined, mappedKey: string): ComparedRevenue {
  return {
    own: num(o, 'own_revenue'),
    reported: num(o, 'partner_revenue'),
    difference: num(o, 'revenue_difference'),
    differencePct: num(o, 'revenue_difference_pct'),
    mappedAdUnits: num(o, mappedKey),
  };
}

export function totalOf(c: DemandComparison): ComparedRevenue {
  return compared(c.totals, 'matched_ad_units');
}

/** What the unmapped ad units leave out, as the API totals it (undefined where it gives none). */
export function unmappedTotalOf(c: DemandComparison): { revenue?: number; impressions?: number } {
  return { revenue: num(c.totals, 'excluded_partner_revenue'), impressions: num(c.totals, 'excluded_partner_impressions') };
}

/** One line per demand source, the largest own revenue first. */
export function perSourceOf(c: DemandComparison): DemandSourceLine[] {
  const rows = Array.isArray(c.demand_sources) ? (c.demand_sources as unknown[]).filter((r): r is Fields => typeof r === 'object' && r !== null) : [];
  return rows
    .map((r) => ({ source: text(r, 'demand_source') ?? '?', ...compared(r, 'matched_ad_units') }))
    .sort((a, b) => (b.own ?? 0) - (a.own ?? 0) || a.source.localeCompare(b.source));
}

/** The unmapped rows, the largest reported revenue first (whatever order they came in). */
export function unmappedOf(res: DemandAdUnits): UnmappedAdUnit[] {
  return res.rows
    .map((r) => ({
      source: text(r, 'demand_source') ?? '?',
      name: text(r, 'partner_ad_unit_name') ?? text(r, 'partner_ad_unit_id') ?? '?',
      reason: text(r, 'reason') ?? 'unmapped',
      candidates: texts(r, 'candidate_ad_unit_ids'),
      reportedRevenue: num(r, 'excluded_partner_revenue'),
      reportedImpressions: num(r, 'excluded_partner_impressions'),
    }))
    .sort((a, b) => (b.reportedRevenue ?? 0) - (a.reportedRevenue ?? 0));
}

/** Partner reports that miss dates of the window (left out of the comparison until they come). */
export function lateOf(c: DemandComparison): LateReport[] {
  return (c.freshness ?? [])
    .filter((f) => texts(f, 'missing_dates').length > 0 || text(f, 'status') === 'stale')
    .map((f) => ({ source: text(f, 'demand_source') ?? '?', business: text(f, 'provider_business_id'), latestDate: text(f, 'latest_partner_date'), missingDates: texts(f, 'missing_dates') }));
}
