// Top movers: where revenue changed between two periods, value by value of one dimension (or of
// two: "country,format", each pair of values a row), each
// change split into a volume effect (impressions) and a price effect (eCPM). The one computation
// behind `/adops revenue … by <dim>` and the revenue digests (through ./revenue.ts
// revenueMovers): the breakdown both periods are read with, the join, the split and the order.
// What each dimension is called and how the table looks stay in views/movers.ts. Periods of
// different lengths (a custom vs=, a month against the month before) compare per day.
import type { BreakdownParams, BreakdownResponse, ReportFilters, TimeRange } from '../api/index.js';
import type { Movers } from '../../views/movers.js';

/** The dimensions of a movers key: "country" or, for movers by two dimensions, "country,format". */
export function moverDimensions(dimension: string): string[] {
  return dimension.split(',');
}

/** The breakdown each period is read with: revenue and impressions (eCPM follows) by the mover's dimensions. */
export function moverQuery(range: TimeRange, filters: ReportFilters, dimension: string): BreakdownParams {
  return { ...range, ...filters, by: moverDimensions(dimension), metrics: ['revenue', 'impressions'] };
}

export interface Period {
  revenue: number;
  impressions: number;
}

const NOTHING: Period = { revenue: 0, impressions: 0 };

interface ByValue {
  periods: Map<string, Period>;
  /** Values whose row the API gave without revenue or impressions: no change can be computed. */
  unknown: Set<string>;
}

function periodsByValue(res: BreakdownResponse, dimension: string, days: number): ByValue {
  const periods = new Map<string, Period>();
  const unknown = new Set<string>();
  const dims = moverDimensions(dimension);
  for (const r of res.rows) {
    const key = dims.map((d) => r.dimensions[d] ?? '').join(' · ');
    const { revenue, impressions } = r.metrics;
    if (revenue === undefined || impressions === undefined) unknown.add(key);
    else periods.set(key, { revenue: revenue / days, impressions: impressions / days });
  }
  return { periods, unknown };
}

/**
 * Splits a revenue change (revenue = impressions × eCPM / 1000) into its volume and price
 * effects, each measured at the average of both periods of the other factor. That split has no
 * leftover term and does not depend on which effect is counted first. A value with no
 * impressions in one period has no price there to compare: its whole change is volume.
 */
export function splitChange(now: Period, before: Period): { volume: number; price: number } {
  const change = now.revenue - before.revenue;
  if (now.impressions === 0 || before.impressions === 0) return { volume: change, price: 0 };
  const ecpmNow = (now.revenue * 1000) / now.impressions;
  const ecpmBefore = (before.revenue * 1000) / before.impressions;
  const volume = ((now.impressions - before.impressions) * (ecpmNow + ecpmBefore)) / 2 / 1000;
  return { volume, price: change - volume };
}

/**
 * Joins both periods by value (a value without a row in one period had no traffic there: 0);
 * biggest absolute change first. A value the API gave without revenue or impressions in either
 * period is not a mover with a made-up change: it is left out and named in `unknown`.
 */
export function moversOf(now: BreakdownResponse, before: BreakdownResponse, dimension: string, perDay?: { now: number; before: number }): Movers {
  const cur = periodsByValue(now, dimension, perDay?.now ?? 1);
  const prev = periodsByValue(before, dimension, perDay?.before ?? 1);
  const unknown = new Set([...cur.unknown, ...prev.unknown]);
  const rows = [...new Set([...cur.periods.keys(), ...prev.periods.keys()])]
    .filter((key) => !unknown.has(key))
    .map((key) => {
      const [n, b] = [cur.periods.get(key) ?? NOTHING, prev.periods.get(key) ?? NOTHING];
      return { key, now: n.revenue, before: b.revenue, ...splitChange(n, b) };
    })
    .sort((a, b) => Math.abs(b.now - b.before) - Math.abs(a.now - a.before) || a.key.localeCompare(b.key));
  const moved = { dimension, rows, ...(perDay ? { perDay: true } : {}) };
  return unknown.size ? { ...moved, unknown: [...unknown].sort() } : moved;
}
