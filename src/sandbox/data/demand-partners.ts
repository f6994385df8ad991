// The partner side of demand comparison (spec 4.7): each demand source (a bidder with a
// partner-report connection) reports revenue per partner ad unit, under a provider business
// (the publisher's account at the partner) and a provider property (the partner's id of the app).
// Mappings tie partner ad units to our ad units; a few are deliberately missing or ambiguous,
// because those gaps are what the comparison exists to show.
import { AD_UNITS, BIDDERS, type AdUnit, type App } from './catalog.js';
import { bidderParticipation } from './facts.js';
import { hash01 } from './random.js';

export interface DemandSource {
  id: string;
  /** Index into BIDDERS: own revenue of this source is that bidder's revenue in the facts. */
  bidder: number;
  /** Hours after the end of a UTC day until the partner's report for it arrives. */
  lagHours: number;
  /** Mean relative difference partner vs own revenue, and its day-to-day spread. */
  revenueBias: number;
  revenueSpread: number;
}

/**
 * bidder_foxtrot has no partner-report connection, so it is not a demand source. Lags are chosen
 * so that at 09:00 UTC bidder_charlie lacks the latest completed date, and between 12:00 and
 * 20:00 UTC bidder_echo lacks the newly completed one too.
 */
export const DEMAND_SOURCES: readonly DemandSource[] = [
  { id: 'bidder_alpha', bidder: 0, lagHours: 5, revenueBias: -0.015, revenueSpread: 0.02 },
  { id: 'bidder_bravo', bidder: 1, lagHours: 9, revenueBias: 0.03, revenueSpread: 0.03 },
  { id: 'bidder_charlie', bidder: 2, lagHours: 34, revenueBias: -0.06, revenueSpread: 0.04 },
  { id: 'bidder_delta', bidder: 3, lagHours: 7, revenueBias: 0.005, revenueSpread: 0.02 },
  { id: 'bidder_echo', bidder: 4, lagHours: 20, revenueBias: -0.02, revenueSpread: 0.05 },
];

export type MappingState = 'mapped' | 'missing_mapping' | 'ambiguous_mapping';

/** One partner ad unit: what the partner reports a row for. */
export interface PartnerAdUnit {
  source: DemandSource;
  businessId: string;
  propertyId: string;
  id: string;
  name: string;
  mapping: MappingState;
  /** Our ad units whose traffic it carries: one when mapped or missing, several when ambiguous, none for an orphan. */
  units: readonly AdUnit[];
  /** For an orphan (an app we no longer have): its fixed daily size. */
  orphan?: { revenuePerDay: number; impressionsPerDay: number };
}

function digits(seed: number, salt: string, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += Math.floor(hash01(seed, salt, i) * 10);
  return out.replace(/^0/, '1');
}

/** The publisher's account at each partner; bidder_alpha keeps Tiny Farm under the studio it bought it from. */
function businessOf(seed: number, source: DemandSource, app: App | undefined): string {
  const separate = source.id === 'bidder_alpha' && app?.bundle.includes('tinyfarm');
  const salt = `${source.id}|business|${separate ? 'studio' : 'main'}`;
  switch (source.id) {
    case 'bidder_alpha': return `pub-${digits(seed, salt, 16)}`;
    case 'bidder_bravo': return digits(seed, salt, 8);
    case 'bidder_charlie': { const d = digits(seed, salt, 10); return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`; }
    case 'bidder_delta': return digits(seed, salt, 15);
    default: return `biz_${digits(seed, salt, 8)}`;
  }
}

function propertyOf(seed: number, source: DemandSource, appKey: string): string {
  return `prop_${digits(seed, `${source.id}|property|${appKey}`, 10)}`;
}

/** Which pairs are not mapped: bidder_delta never got Tiny Farm mappings; bidder_charlie reports Word Rush banners as one unit. */
function mappingOf(source: DemandSource, unit: AdUnit): MappingState {
  if (source.id === 'bidder_delta' && unit.app.bundle.includes('tinyfarm')) return 'missing_mapping';
  if (source.id === 'bidder_charlie' && unit.app.bundle.includes('wordrush') && unit.format === 'banner') return 'ambiguous_mapping';
  return 'mapped';
}

export function buildPartnerAdUnits(seed: number): PartnerAdUnit[] {
  const out: PartnerAdUnit[] = [];
  for (const source of DEMAND_SOURCES) {
    const ambiguous: AdUnit[] = [];
    for (const [u, unit] of AD_UNITS.entries()) {
      if (bidderParticipation(source.bidder, u) <= 0) continue;
      const mapping = mappingOf(source, unit);
      if (mapping === 'ambiguous_mapping') {
        ambiguous.push(unit);
        continue;
      }
      out.push({
        source, mapping, units: [unit],
        businessId: businessOf(seed, source, unit.app),
        propertyId: propertyOf(seed, source, unit.app.bundle),
        id: `${source.id.replace('bidder_', '')}-${digits(seed, `${source.id}|${unit.id}`, 9)}`,
        name: `${unit.name} (${source.id.replace('bidder_', '')})`,
      });
    }
    if (ambiguous.length > 0) {
      const app = ambiguous[0]!.app;
      out.push({
        source, mapping: 'ambiguous_mapping', units: ambiguous,
        businessId: businessOf(seed, source, app),
        propertyId: propertyOf(seed, source, app.name),
        id: `${source.id.replace('bidder_', '')}-${digits(seed, `${source.id}|shared|${app.name}`, 9)}`,
        name: `${app.name} banner (all platforms)`,
      });
    }
  }
  const echo = DEMAND_SOURCES.find((s) => s.id === 'bidder_echo')!;
  out.push({
    source: echo, mapping: 'missing_mapping', units: [],
    businessId: businessOf(seed, echo, undefined),
    propertyId: propertyOf(seed, echo, 'com.acmegames.bubblepop'),
    id: `echo-${digits(seed, 'bidder_echo|orphan', 9)}`,
    name: 'Bubble Pop (retired) interstitial',
    orphan: { revenuePerDay: 4.2, impressionsPerDay: 520 },
  });
  return out;
}

/** The first UTC date whose partner report has arrived by `nowMs` is the day before this one. */
export function latestPartnerDate(source: DemandSource, nowMs: number): string {
  const dayEnd = Math.floor((nowMs - source.lagHours * 3_600_000) / 86_400_000) * 86_400_000;
  return new Date(dayEnd - 86_400_000).toISOString().slice(0, 10);
}

/** Partner value relative to own for one partner ad unit and day: bias plus bounded day noise. */
export function partnerFactor(seed: number, source: DemandSource, partnerAdUnitId: string, day: string, what: 'revenue' | 'impressions'): number {
  const noise = hash01(seed, 'demand', partnerAdUnitId, day, what) * 2 - 1;
  return what === 'revenue' ? 1 + source.revenueBias + source.revenueSpread * noise : 1 + source.revenueBias / 3 + 0.01 * noise;
}

export const DEMAND_SOURCE_IDS = DEMAND_SOURCES.map((s) => s.id);
export const UNCONNECTED_BIDDERS = BIDDERS.filter((b) => !DEMAND_SOURCE_IDS.includes(b.id)).map((b) => b.id);
