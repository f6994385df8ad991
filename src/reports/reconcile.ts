// THE reconciliation: our own revenue and impressions against what each network reports, by
// network and app, for the same completed UTC dates — the morning check monetization teams do by
// hand. Two operations answer it, read together over one window:
//   - the demand comparison (spec 4.7, ./demand.ts): own against each demand source's report,
//     with the gap as the API gives it (never recomputed from rounded amounts), per source and,
//     asked once per app with that app's ad units, per source and app;
//   - the network report (spec 4.6, ./reconcile-network.ts): what each ad network account
//     reports per app, in its own currency, and whether those dates are final there.
// A line is final when the network has reported every date (demand freshness) or every
// account-day is covered (network coverage); a gap is flagged only on a final line — a report
// still arriving is late, not off. `/adops reconcile` and the reconcile digest both read here.
import { latestCompletedDate, type DemandComparison } from '../api/index.js';
import type { CollectedNetworkReport, NetworkReportQuery } from '../api/network-pages.js';
import type { RangeSpec } from '../time/range.js';
import { resolveRange, type ResolvedRange } from '../time/resolve.js';
import type { LateReport } from '../../views/demand.js';
import { demandReport, demandWindow, ROLLOVER, type DemandReads, type DemandWindow } from './demand.js';
import { lateOf } from './demand-read.js';
import { datesOf, networkLines, RECONCILE_NETWORK_DIMENSIONS } from './reconcile-network.js';
import type { ReconcileFigures, ReconcileFindings, ReconcileLine } from '../../views/reconcile-data.js';

export type { ReconcileFigures, ReconcileLine } from '../../views/reconcile-data.js';

export interface ReconcileReport extends ReconcileFindings {
  /** The dates compared: completed UTC dates, cut at the latest one (./demand.ts). */
  window: DemandWindow;
}

/** The gap (% of own revenue) flagged when the asker or the channel sets none. */
export const DEFAULT_GAP_PCT = 5;
/** Which dates are complete, in words (the demand comparison's rule). */
export const COMPLETED_RULE = `a UTC date is completed at ${ROLLOVER} the day after`;
/** Apps asked about one by one (one demand comparison each); more are left out and counted. */
export const RECONCILE_MAX_APPS = 12;

/** The range a reconciliation covers when none is asked for: the latest completed UTC date at `nowMs`. */
export function latestCompletedSpec(nowMs: number): RangeSpec {
  const date = latestCompletedDate(nowMs);
  return { kind: 'dates', from: date, to: date };
}

/** The daily digest's question: the latest completed UTC date at its scheduled time. */
export function dailyReconcileRange(nowMs: number): ResolvedRange {
  return resolveRange(latestCompletedSpec(nowMs), { nowMs, tz: 'UTC' });
}

export interface ReconcileQuestion {
  /** Resolved in UTC: the partner reports are per UTC day. */
  range: ResolvedRange;
  gapPct: number;
}

/** What the report reads: the demand operations and the whole network report (a digest routes both through its shared queries). */
export interface ReconcileReads extends DemandReads {
  network(query: NetworkReportQuery): Promise<CollectedNetworkReport>;
}

type Fields = Record<string, unknown>;

const num = (o: Fields | undefined, key: string): number | undefined => (typeof o?.[key] === 'number' && Number.isFinite(o[key]) ? o[key] : undefined);
const text = (o: Fields, key: string): string | undefined => (typeof o[key] === 'string' && o[key] !== '' ? o[key] : undefined);

function rowsOf(c: DemandComparison, key: 'demand_sources' | 'ad_units'): Fields[] {
  const rows: unknown = c[key];
  return Array.isArray(rows) ? rows.filter((r): r is Fields => typeof r === 'object' && r !== null) : [];
}

/** The compared figures of a totals or source object, as the API gives them. */
export function figuresOf(o: Fields | undefined): ReconcileFigures {
  return {
    ownRevenue: num(o, 'own_revenue'),
    reportedRevenue: num(o, 'partner_revenue'),
    difference: num(o, 'revenue_difference'),
    differencePct: num(o, 'revenue_difference_pct'),
    ownImpressions: num(o, 'own_impressions'),
    reportedImpressions: num(o, 'partner_impressions'),
    impressionsDifferencePct: num(o, 'impressions_difference_pct'),
  };
}

/** Why a demand source's figures are not final: dates its report does not hold yet. */
function demandPending(late: readonly LateReport[], source: string): string | undefined {
  const mine = late.filter((l) => l.source === source);
  if (mine.length === 0) return undefined;
  const missing = [...new Set(mine.flatMap((l) => l.missingDates))].sort();
  if (missing.length) return `${missing.join(', ')} not reported yet`;
  const latest = mine.map((l) => l.latestDate ?? 'no date').sort()[0];
  return `its report is stale (reported up to ${latest})`;
}

const isFlagged = (f: ReconcileFigures, gapPct: number, final: boolean) => final && f.differencePct !== undefined && Math.abs(f.differencePct) > gapPct;

function demandLines(c: DemandComparison, currency: string, gapPct: number, app?: string): ReconcileLine[] {
  const late = lateOf(c);
  return rowsOf(c, 'demand_sources').map((r) => {
    const network = text(r, 'demand_source') ?? '?';
    const pending = demandPending(late, network);
    const figures = figuresOf(r);
    return { kind: 'demand', network, app, currency, ...figures, final: pending === undefined, pending, flagged: isFlagged(figures, gapPct, pending === undefined) };
  });
}

/** Our ad units per app in the comparison (the apps' own ids as the API names them). */
function adUnitsByApp(c: DemandComparison): Map<string, string[]> {
  const byApp = new Map<string, string[]>();
  for (const r of rowsOf(c, 'ad_units')) {
    const app = text(r, 'app_bundle');
    const unit = text(r, 'ad_unit_id');
    if (app && unit) byApp.set(app, [...(byApp.get(app) ?? []), unit]);
  }
  return new Map([...byApp].sort(([a], [b]) => a.localeCompare(b)));
}

export async function reconcileReport(q: ReconcileQuestion, reads: ReconcileReads, nowMs: number): Promise<ReconcileReport> {
  // The window first (pure; refuses a range with no completed date before any call), then both
  // operations over exactly its dates.
  const window = demandWindow(q.range, nowMs);
  const dates = { start_date: window.start_date, end_date: window.end_date };
  // Both settle before an error is thrown, and the demand side's comes first: a key lacking both
  // features is told the same one every time, not whichever 403 happened to come back first.
  const [demandRead, networkRead] = await Promise.allSettled([
    demandReport({ range: q.range, sources: [] }, reads, nowMs),
    reads.network({ ...dates, dimensions: [...RECONCILE_NETWORK_DIMENSIONS] }),
  ]);
  if (demandRead.status === 'rejected') throw demandRead.reason;
  if (networkRead.status === 'rejected') throw networkRead.reason;
  const [demand, network] = [demandRead.value, networkRead.value];
  const apps = [...adUnitsByApp(demand.comparison)];
  const asked = apps.slice(0, RECONCILE_MAX_APPS);
  // Per app, the API's own figures for that app's ad units: a sum of its rounded ad-unit rows could be a cent off.
  const perApp = await Promise.all(asked.map(async ([app, units]) => ({ app, comparison: await reads.demand.comparison({ ...dates, ad_unit_ids: units }) })));
  const sources = demandLines(demand.comparison, demand.currency, q.gapPct).sort((a, b) => (b.ownRevenue ?? 0) - (a.ownRevenue ?? 0) || a.network.localeCompare(b.network));
  const appLines = perApp.flatMap(({ app, comparison }) => demandLines(comparison, demand.currency, q.gapPct, app));
  const lines = [
    ...sources.flatMap((s) => [s, ...appLines.filter((l) => l.network === s.network)]),
    ...networkLines(network, datesOf(window.start_date, window.end_date)),
  ];
  return {
    window,
    gapPct: q.gapPct,
    currency: demand.currency,
    total: figuresOf(demand.comparison.totals),
    lines,
    unmapped: { revenue: demand.unmappedTotal.revenue, adUnits: demand.unmapped.length },
    late: demand.late,
    coverage: network.coverage,
    appsLeftOut: apps.length - asked.length,
  };
}
