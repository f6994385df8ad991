// The time buckets of a breakdown as the user reads them (src/time/buckets.ts): hours in the
// requested timezone rather than UTC, and weeks or months the range covers only in part marked
// with how many of their days it has, so a short first week does not read as a bad week.
import type { BreakdownRow } from '../../src/api/index.js';
import { hourIso, hourLabels, partialBucket } from '../../src/time/buckets.js';
import type { ResolvedRange } from '../../src/time/resolve.js';

export interface LabelledRows {
  rows: BreakdownRow[];
  /** The calendar dimensions (week, month) with a bucket the range covers only in part. */
  partial: string[];
}

export function labelRows(rows: readonly BreakdownRow[], dimensions: readonly string[], range: ResolvedRange): LabelledRows {
  const hours = dimensions.includes('hour') ? hourLabels(rows.map((r) => r.dimensions.hour ?? ''), range.tz) : undefined;
  const partial = new Set<string>();
  const known = new Map<string, string>();
  const relabel = (dimension: string, label: string): string => {
    if (dimension === 'hour') return hours?.get(label) ?? label;
    if (dimension !== 'week' && dimension !== 'month') return label;
    const key = `${dimension}:${label}`;
    let shown = known.get(key);
    if (shown === undefined) {
      const p = partialBucket(range, dimension, label);
      if (p) partial.add(dimension);
      shown = p ? `${label} (${p.daysInRange} of ${p.days} days${p.soFar ? ' so far' : ''})` : label;
      known.set(key, shown);
    }
    return shown;
  };
  const labelled = rows.map((r) => ({
    dimensions: Object.fromEntries(Object.entries(r.dimensions).map(([d, v]) => [d, relabel(d, v)])),
    metrics: r.metrics,
  }));
  return { rows: labelled, partial: [...partial] };
}

/** A dimension value in the CSV file: hours as local ISO 8601 with their offset, others as the API gave them. */
export function csvLabel(dimension: string, label: string, tz: string): string {
  return dimension === 'hour' ? hourIso(label, tz) : label;
}
