// The demand comparison over more than 31 dates (spec 4.7: a window holds at most 31 completed
// dates): the range is read as consecutive windows of at most 31 (src/api/date-windows.ts), each
// as one comparison (./demand.ts), and merged here — the demand fields are read here, so this is
// where what they mean is known. Amounts are the windows' own, as the API gives them, added:
// own and reported revenue, the difference, the excluded (unmapped) revenue and impressions. Only
// the difference's share of own is derived: the summed difference over the summed own revenue.
// A sum with an unknown part is unknown. Mapped ad units are counted once across windows (an ad
// unit mapped in two windows is one unit), from the comparison's ad units; unknown when a window
// does not list them. A range of at most 31 dates is one comparison, exactly as the API gives it.
import { DEMAND_MAX_DATES, LimitExceededError, splitDates, type DemandComparison } from '../api/index.js';
import { MAX_LONG_RANGE_DAYS } from '../time/api-range.js';
import type { ComparedRevenue, DemandSourceLine, LateReport, UnmappedAdUnit } from '../../views/demand.js';
import { demandReport, demandWindow, readDemandWindow, type DemandQuestion, type DemandReads, type DemandReport } from './demand.js';

export type DemandLongReport = Omit<DemandReport, 'comparison'> & {
  /** Windows the range was read in: one is the API's comparison as given. */
  parts: number;
};

/** A sum of amounts where any unknown part makes the whole unknown. */
function sumKnown(values: ReadonlyArray<number | undefined>): number | undefined {
  return values.some((v) => v === undefined) ? undefined : values.reduce<number>((t, v) => t + v!, 0);
}

type Row = Record<string, unknown>;
const rowsOf = (c: DemandComparison): Row[] | undefined => (Array.isArray(c.ad_units) ? c.ad_units : undefined);
const unitId = (r: Row) => (typeof r.ad_unit_id === 'string' ? r.ad_unit_id : undefined);
const sourcesOf = (r: Row) => (Array.isArray(r.demand_sources) ? r.demand_sources.filter((s): s is string => typeof s === 'string') : []);

/** Our ad units mapped in any window (to `source`, or to any source): each counted once. */
function mappedUnits(comparisons: readonly DemandComparison[], source?: string): number | undefined {
  const units = new Set<string>();
  for (const c of comparisons) {
    const rows = rowsOf(c);
    if (!rows) return undefined;
    for (const r of rows) {
      const id = unitId(r);
      if (id === undefined) return undefined;
      if (source === undefined || sourcesOf(r).includes(source)) units.add(id);
    }
  }
  return units.size;
}

function mergeCompared(parts: readonly ComparedRevenue[], mappedAdUnits: number | undefined): ComparedRevenue {
  const own = sumKnown(parts.map((p) => p.own));
  const reported = sumKnown(parts.map((p) => p.reported));
  const difference = sumKnown(parts.map((p) => p.difference));
  const differencePct = difference !== undefined && own !== undefined && own > 0 ? (difference / own) * 100 : undefined;
  return { own, reported, difference, differencePct, mappedAdUnits };
}

function mergeSources(reports: readonly DemandReport[]): DemandSourceLine[] {
  const ids = [...new Set(reports.flatMap((r) => r.perSource.map((s) => s.source)))];
  const comparisons = reports.map((r) => r.comparison);
  return ids
    .map((source) => {
      // A window that lists sources but not this one compared nothing for it: a known zero. A
      // window that lists no sources at all says nothing about it: unknown, and so is the sum.
      const lines = reports.map((r) => r.perSource.find((s) => s.source === source) ?? (Array.isArray(r.comparison.demand_sources) ? { own: 0, reported: 0, difference: 0 } : {}));
      return { source, ...mergeCompared(lines, mappedUnits(comparisons, source)) };
    })
    .sort((a, b) => (b.own ?? 0) - (a.own ?? 0) || a.source.localeCompare(b.source));
}

function mergeUnmapped(reports: readonly DemandReport[]): UnmappedAdUnit[] {
  const byUnit = new Map<string, UnmappedAdUnit[]>();
  for (const u of reports.flatMap((r) => r.unmapped)) {
    const key = JSON.stringify([u.source, u.name, u.reason]);
    byUnit.set(key, [...(byUnit.get(key) ?? []), u]);
  }
  return [...byUnit.values()]
    .map((all) => ({
      ...all[0]!,
      candidates: [...new Set(all.flatMap((u) => u.candidates))],
      reportedRevenue: sumKnown(all.map((u) => u.reportedRevenue)),
      reportedImpressions: sumKnown(all.map((u) => u.reportedImpressions)),
    }))
    .sort((a, b) => (b.reportedRevenue ?? 0) - (a.reportedRevenue ?? 0));
}

function mergeLate(reports: readonly DemandReport[]): LateReport[] {
  const byReport = new Map<string, LateReport>();
  for (const l of reports.flatMap((r) => r.late)) {
    const key = JSON.stringify([l.source, l.business ?? '']);
    const had = byReport.get(key);
    const latest = [had?.latestDate, l.latestDate].filter((d): d is string => d !== undefined).sort().at(-1);
    byReport.set(key, { ...l, latestDate: latest, missingDates: [...new Set([...(had?.missingDates ?? []), ...l.missingDates])].sort() });
  }
  return [...byReport.values()];
}

/** The windows' comparisons as one (see the header). */
export function mergeDemandReports(whole: DemandReport['window'], reports: readonly DemandReport[]): DemandLongReport {
  const currencies = [...new Set(reports.map((r) => r.currency))];
  if (currencies.length > 1) {
    throw new LimitExceededError(`the windows of this range answer in different currencies (${currencies.join(', ')}), and amounts are never added across currencies; ask for ${DEMAND_MAX_DATES} dates or fewer`, { operation: 'demand.comparison' });
  }
  return {
    window: whole,
    currency: currencies[0]!,
    total: mergeCompared(reports.map((r) => r.total), mappedUnits(reports.map((r) => r.comparison))),
    perSource: mergeSources(reports),
    unmapped: mergeUnmapped(reports),
    unmappedTotal: {
      revenue: sumKnown(reports.map((r) => r.unmappedTotal.revenue)),
      impressions: sumKnown(reports.map((r) => r.unmappedTotal.impressions)),
    },
    late: mergeLate(reports),
    parts: reports.length,
  };
}

/** The demand comparison of up to MAX_LONG_RANGE_DAYS completed dates: one window, or several merged. */
export async function demandLongReport(q: DemandQuestion, api: DemandReads, nowMs: number): Promise<DemandLongReport> {
  const whole = demandWindow(q.range, nowMs, MAX_LONG_RANGE_DAYS);
  const windows = splitDates(whole, DEMAND_MAX_DATES);
  if (windows.length === 1) {
    const r = await demandReport(q, api, nowMs);
    return { window: r.window, currency: r.currency, total: r.total, perSource: r.perSource, unmapped: r.unmapped, unmappedTotal: r.unmappedTotal, late: r.late, parts: 1 };
  }
  // One window at a time: each is two calls, and a year is twelve windows.
  const reports: DemandReport[] = [];
  for (const w of windows) reports.push(await readDemandWindow({ ...whole, ...w }, q.sources, api));
  return mergeDemandReports(whole, reports);
}
