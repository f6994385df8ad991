// Demand comparison figures (spec 4.7): own revenue and impressions of each demand source come
// from the reporting facts (the bidder's production revenue per ad unit and UTC day, the same
// numbers as the bidder breakdown); partner figures are what each partner reports for its ad
// units. Only dates a partner has reported are compared, so a late report is a freshness
// problem, never a fake revenue gap.
import { AD_UNITS } from './catalog.js';
import { bidderDay, cellIndex, getFacts, MODE_PRODUCTION, N_BIDDERS, N_COUNTRIES, DAY_MS } from './facts.js';
import { buildPartnerAdUnits, latestPartnerDate, partnerFactor, type PartnerAdUnit } from './demand-partners.js';
import { memo, type SandboxContext } from '../types.js';

export interface DemandFilters {
  startDate: string;
  endDate: string;
  sources?: ReadonlySet<string>;
  businessIds?: ReadonlySet<string>;
  propertyIds?: ReadonlySet<string>;
  adUnitIds?: ReadonlySet<string>;
}

export interface Amounts {
  revenue: number;
  impressions: number;
}

/** One partner ad unit over the window: its own-side traffic per ad unit and what the partner reported. */
export interface PartnerAggregate {
  partner: PartnerAdUnit;
  /** Own figures per ad unit id (only ad units passing the filter). */
  own: Map<string, Amounts>;
  reported: Amounts;
  datesReported: number;
}

export interface DemandData {
  aggregates: PartnerAggregate[];
  dates: string[];
}

const zero = (): Amounts => ({ revenue: 0, impressions: 0 });

export function datesBetween(start: string, end: string): string[] {
  const out: string[] = [];
  for (let ms = Date.parse(`${start}T00:00:00Z`); ms <= Date.parse(`${end}T00:00:00Z`); ms += DAY_MS) out.push(new Date(ms).toISOString().slice(0, 10));
  return out;
}

function partnerAdUnits(ctx: SandboxContext): PartnerAdUnit[] {
  return memo(ctx, 'demand.partners', () => buildPartnerAdUnits(ctx.seed));
}

function keep(p: PartnerAdUnit, f: DemandFilters): boolean {
  if (f.sources && !f.sources.has(p.source.id)) return false;
  if (f.businessIds && !f.businessIds.has(p.businessId)) return false;
  if (f.propertyIds && !f.propertyIds.has(p.propertyId)) return false;
  if (f.adUnitIds && !p.units.some((u) => f.adUnitIds!.has(u.id))) return false;
  return true;
}

/** Own production revenue and impressions of one bidder on one ad unit for one UTC date, from the facts. */
function ownOnDay(ctx: SandboxContext, bidder: number, unitIndex: number, date: string): Amounts {
  const facts = getFacts(ctx);
  const dayIndex = Math.round((Date.parse(`${date}T00:00:00Z`) - facts.startMs) / DAY_MS);
  if (dayIndex < 0 || dayIndex >= facts.days) return zero();
  const day = bidderDay(facts, dayIndex);
  const out = zero();
  for (let country = 0; country < N_COUNTRIES; country++) {
    const i = cellIndex(unitIndex, country, MODE_PRODUCTION) * N_BIDDERS + bidder;
    out.revenue += day.revenue[i]!;
    out.impressions += day.impressions[i]!;
  }
  return out;
}

export function demandData(ctx: SandboxContext, f: DemandFilters): DemandData {
  const dates = datesBetween(f.startDate, f.endDate);
  const now = ctx.clock.now();
  const aggregates: PartnerAggregate[] = [];
  for (const partner of partnerAdUnits(ctx).filter((p) => keep(p, f))) {
    const agg: PartnerAggregate = { partner, own: new Map(), reported: zero(), datesReported: 0 };
    const latest = latestPartnerDate(partner.source, now);
    for (const date of dates.filter((d) => d <= latest)) {
      agg.datesReported += 1;
      const ownDay = zero();
      for (const unit of partner.units) {
        const amounts = ownOnDay(ctx, partner.source.bidder, AD_UNITS.indexOf(unit), date);
        ownDay.revenue += amounts.revenue;
        ownDay.impressions += amounts.impressions;
        if (f.adUnitIds && !f.adUnitIds.has(unit.id)) continue;
        const acc = agg.own.get(unit.id) ?? zero();
        acc.revenue += amounts.revenue;
        acc.impressions += amounts.impressions;
        agg.own.set(unit.id, acc);
      }
      const base = partner.orphan ? { revenue: partner.orphan.revenuePerDay, impressions: partner.orphan.impressionsPerDay } : ownDay;
      agg.reported.revenue += base.revenue * partnerFactor(ctx.seed, partner.source, partner.id, date, 'revenue');
      agg.reported.impressions += Math.round(base.impressions * partnerFactor(ctx.seed, partner.source, partner.id, date, 'impressions'));
    }
    aggregates.push(agg);
  }
  return { aggregates, dates };
}

/** Freshness of each demand source's partner report for the window (one entry per provider business). */
export function freshness(ctx: SandboxContext, data: DemandData, endDate: string) {
  const now = ctx.clock.now();
  const seen = new Map<string, PartnerAggregate>();
  for (const a of data.aggregates) seen.set(`${a.partner.source.id}|${a.partner.businessId}`, a);
  return [...seen.values()].map(({ partner }) => {
    const latest = latestPartnerDate(partner.source, now);
    const missing = data.dates.filter((d) => d > latest);
    return {
      demand_source: partner.source.id,
      provider_business_id: partner.businessId,
      latest_partner_date: latest,
      received_at: new Date(Date.parse(`${latest}T00:00:00Z`) + DAY_MS + partner.source.lagHours * 3_600_000).toISOString(),
      report_lag_hours: partner.source.lagHours,
      dates_in_window: data.dates.length,
      dates_reported: data.dates.length - missing.length,
      missing_dates: missing,
      status: latest >= endDate ? 'fresh' : 'stale',
    };
  });
}
