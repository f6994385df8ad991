// The alertable metrics, computed from summed components (spec 4.3 rule 4: rates are never
// averaged, they are re-derived from their parts). Pure; shared by both detectors and the bench.

export const DETECTOR_METRICS = ['revenue', 'impressions', 'ecpm', 'fill_rate'] as const;
export type DetectorMetric = (typeof DETECTOR_METRICS)[number];

/** What a period (or a window of periods) of one segment adds up to. */
export interface Components {
  revenue: number;
  impressions: number;
  requests: number;
}

export function zero(): Components {
  return { revenue: 0, impressions: 0, requests: 0 };
}

export function add(into: Components, c: Components): Components {
  into.revenue += c.revenue;
  into.impressions += c.impressions;
  into.requests += c.requests;
  return into;
}

export function sum(parts: readonly Components[]): Components {
  return parts.reduce((acc, c) => add(acc, c), zero());
}

/** The metric's value; undefined when its denominator is zero (a rate of nothing is not a drop). */
export function metricValue(metric: DetectorMetric, c: Components): number | undefined {
  if (metric === 'revenue') return c.revenue;
  if (metric === 'impressions') return c.impressions;
  if (metric === 'ecpm') return c.impressions > 0 ? (c.revenue * 1000) / c.impressions : undefined;
  return c.requests > 0 ? (c.impressions / c.requests) * 100 : undefined;
}
