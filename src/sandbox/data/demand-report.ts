// Response bodies of the two demand-comparison operations, shaped from demand.ts aggregates.
// Field names are our documented choice (the spec shows none): own_* is our data, partner_* the
// partner's report; *_difference_pct is (partner − own) / own × 100 over matched pairs.
import { AD_UNITS } from './catalog.js';
import type { Amounts, DemandData, PartnerAggregate } from './demand.js';

const money = (n: number) => Math.round(n * 100) / 100;
const ecpm = (a: Amounts) => (a.impressions > 0 ? money((a.revenue * 1000) / a.impressions) : null);
const pct = (partner: number, own: number) => (own > 0 ? Math.round(((partner - own) / own) * 10_000) / 100 : null);

function add(into: Amounts, a: Amounts): void {
  into.revenue += a.revenue;
  into.impressions += a.impressions;
}

function ownTotal(agg: PartnerAggregate): Amounts {
  const t = { revenue: 0, impressions: 0 };
  for (const a of agg.own.values()) add(t, a);
  return t;
}

function compared(own: Amounts, partner: Amounts) {
  return {
    own_revenue: money(own.revenue),
    partner_revenue: money(partner.revenue),
    revenue_difference: money(partner.revenue - own.revenue),
    revenue_difference_pct: pct(partner.revenue, own.revenue),
    own_impressions: own.impressions,
    partner_impressions: partner.impressions,
    impressions_difference_pct: pct(partner.impressions, own.impressions),
    own_ecpm: ecpm(own),
    partner_ecpm: ecpm(partner),
  };
}

const mapped = (a: PartnerAggregate) => a.partner.mapping === 'mapped';

/** Body of GET /report/demand-comparison. */
export function comparisonBody(data: DemandData, window: { start_date: string; end_date: string; latest_completed_date: string }, fresh: unknown[]) {
  const matchedOwn = { revenue: 0, impressions: 0 };
  const matchedPartner = { revenue: 0, impressions: 0 };
  const unmatchedOwn = { revenue: 0, impressions: 0 };
  const excluded = { revenue: 0, impressions: 0 };
  const perUnit = new Map<string, { own: Amounts; partner: Amounts; sources: Set<string> }>();
  const perSource = new Map<string, { own: Amounts; partner: Amounts; units: Set<string> }>();
  for (const agg of data.aggregates) {
    const own = ownTotal(agg);
    if (!mapped(agg)) {
      add(unmatchedOwn, own);
      add(excluded, agg.reported);
      continue;
    }
    add(matchedOwn, own);
    add(matchedPartner, agg.reported);
    const unitId = agg.partner.units[0]!.id;
    const u = perUnit.get(unitId) ?? { own: { revenue: 0, impressions: 0 }, partner: { revenue: 0, impressions: 0 }, sources: new Set<string>() };
    add(u.own, own);
    add(u.partner, agg.reported);
    u.sources.add(agg.partner.source.id);
    perUnit.set(unitId, u);
    const s = perSource.get(agg.partner.source.id) ?? { own: { revenue: 0, impressions: 0 }, partner: { revenue: 0, impressions: 0 }, units: new Set<string>() };
    add(s.own, own);
    add(s.partner, agg.reported);
    s.units.add(unitId);
    perSource.set(agg.partner.source.id, s);
  }
  const gaps = data.aggregates.filter((a) => !mapped(a));
  return {
    ...window,
    currency: 'USD',
    totals: {
      ...compared(matchedOwn, matchedPartner),
      matched_ad_units: perUnit.size,
      unmatched_own_revenue: money(unmatchedOwn.revenue),
      unmatched_own_impressions: unmatchedOwn.impressions,
      excluded_partner_revenue: money(excluded.revenue),
      excluded_partner_impressions: excluded.impressions,
      mapping_gap_count: gaps.length,
    },
    demand_sources: [...perSource].map(([id, s]) => ({ demand_source: id, ...compared(s.own, s.partner), matched_ad_units: s.units.size })),
    ad_units: [...perUnit]
      .map(([id, u]) => ({ ...unitInfo(id), ...compared(u.own, u.partner), demand_sources: [...u.sources] }))
      .sort((a, b) => b.own_revenue - a.own_revenue),
    mapping_gaps: gaps.map(gapRow),
    freshness: fresh,
  };
}

function unitInfo(id: string) {
  const unit = AD_UNITS.find((u) => u.id === id)!;
  return { ad_unit_id: id, ad_unit_name: unit.name, app_bundle: unit.app.bundle, format: unit.format };
}

function partnerInfo(agg: PartnerAggregate) {
  const p = agg.partner;
  return {
    demand_source: p.source.id,
    provider_business_id: p.businessId,
    provider_property_id: p.propertyId,
    partner_ad_unit_id: p.id,
    partner_ad_unit_name: p.name,
  };
}

/** A partner ad unit left out of the comparison, and why. */
function gapRow(agg: PartnerAggregate) {
  return {
    ...partnerInfo(agg),
    reason: agg.partner.mapping,
    candidate_ad_unit_ids: agg.partner.mapping === 'ambiguous_mapping' ? agg.partner.units.map((u) => u.id) : [],
    excluded_partner_revenue: money(agg.reported.revenue),
    excluded_partner_impressions: agg.reported.impressions,
    dates_reported: agg.datesReported,
  };
}

/** Body of GET /report/demand-comparison/ad-units: mapped aggregates, or with view=unmapped the excluded partner rows. */
export function adUnitsBody(data: DemandData, window: { start_date: string; end_date: string }, view: 'mapped' | 'unmapped') {
  const rows =
    view === 'unmapped'
      ? data.aggregates.filter((a) => !mapped(a)).map(gapRow).sort((a, b) => b.excluded_partner_revenue - a.excluded_partner_revenue)
      : data.aggregates
          .filter(mapped)
          .map((a) => ({ ...unitInfo(a.partner.units[0]!.id), ...partnerInfo(a), ...compared(ownTotal(a), a.reported), dates_reported: a.datesReported }))
          .sort((a, b) => a.ad_unit_id.localeCompare(b.ad_unit_id) || a.demand_source.localeCompare(b.demand_source));
  return { ...window, view, currency: 'USD', rows, row_count: rows.length };
}
