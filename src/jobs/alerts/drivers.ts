// Drill-down: when a total moves, which segments moved it. Each segment's change is its value
// against its own baseline; its share is that change over the total's change, so "US −$800, 72 %
// of the drop" reads directly. Changes are additive only for additive metrics, so rates are
// explained through their additive part (eCPM through revenue, fill rate through impressions).
// Pure.
import type { DetectorMetric } from './metrics.js';

export const DRIVER_DIMENSIONS = ['country', 'app', 'format', 'ad_unit', 'device_os', 'bidder', 'network'] as const;
export type DriverDimension = (typeof DRIVER_DIMENSIONS)[number];

export interface SegmentChange {
  dimension: DriverDimension;
  value: string;
  current: number;
  baseline: number;
  /** The segment's usual spread (same unit): with it, only unusual changes are named. */
  spread?: number;
}

export interface Driver extends SegmentChange {
  /** current − baseline (negative for a drop). */
  change: number;
  /** Share of the dimension's losses (the sum of its segments' drops), 0..1. */
  share: number;
  /** Percent below the segment's own baseline. */
  dropPct: number;
  /** Spreads below its baseline (undefined without a spread). */
  z?: number;
}

/** The additive quantity a metric's changes are explained by. */
export function driverBasis(metric: DetectorMetric): 'revenue' | 'impressions' {
  return metric === 'impressions' || metric === 'fill_rate' ? 'impressions' : 'revenue';
}

/**
 * The segments of one dimension that drove a drop, largest first: up to `max`, until `cover` of it
 * is explained; each unusual for itself (≥ `minZ` spreads below its baseline) or, without spreads,
 * carrying ≥ `minShare` of the losses.
 */
export function driversOf(segments: readonly SegmentChange[], opts = { max: 3, minShare: 0.15, cover: 0.8, minZ: 2 }): Driver[] {
  // Shares of the losses, not of the net change: when the total barely moved (a small segment's
  // outage hidden by a big one's good day) the net is near zero or positive, the outage still real.
  const totalChange = segments.reduce((a, s) => a + Math.min(0, s.current - s.baseline), 0);
  if (!(totalChange < 0)) return [];
  const ranked = segments
    .map((s) => ({
      ...s,
      change: s.current - s.baseline,
      share: (s.current - s.baseline) / totalChange,
      dropPct: s.baseline > 0 ? ((s.baseline - s.current) / s.baseline) * 100 : 0,
      z: s.spread ? (s.baseline - s.current) / s.spread : undefined,
    }))
    // A big segment's ordinary wobble can outweigh a small segment's outage: with spreads known, only unusual changes count.
    .filter((d) => d.change < 0 && (d.z === undefined ? d.share >= opts.minShare : d.z >= opts.minZ))
    .sort((a, b) => a.change - b.change);
  const out: Driver[] = [];
  let covered = 0;
  for (const d of ranked) {
    if (out.length >= opts.max || covered >= opts.cover) break;
    out.push(d);
    covered += d.share;
  }
  return out;
}

/**
 * Drivers across dimensions, most telling first: a drop confined to one country shows as that
 * country far outside its usual spread (or, without spreads, taking nearly all of the drop),
 * while every app takes its ordinary slice of it.
 */
export function rankDrivers(segments: readonly SegmentChange[]): Driver[][] {
  const byDim = new Map<DriverDimension, SegmentChange[]>();
  for (const s of segments) byDim.set(s.dimension, [...(byDim.get(s.dimension) ?? []), s]);
  const weight = (d: Driver) => d.z ?? d.share * d.dropPct;
  return [...byDim.values()]
    .map((list) => driversOf(list))
    .filter((d) => d.length > 0)
    .sort((a, b) => weight(b[0]!) - weight(a[0]!));
}
