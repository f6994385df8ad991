// Whether a comparison period has data from its start. The API keeps a limited history, so a
// period that begins before the data does comes back with part of its traffic: compared with a
// whole period it makes changes like "▲ 380%" that are not news. Quiet buckets at the start of
// both periods (a small country's night) are no sign of that; only a longer gap than the range's
// own is.
import type { DateTime } from 'luxon';
import type { DashboardResponse } from '../api/index.js';

const BUCKET_MS = { hourly: 3_600_000, daily: 86_400_000 } as const;

/** Chart buckets (UTC hours or days) without traffic from the bucket holding `start`; the first with traffic. */
function leadingGap(d: Pick<DashboardResponse, 'chart_data'>, start: DateTime, granularity: 'hourly' | 'daily'): { buckets: number; firstAt?: string } {
  const first = d.chart_data.find((p) => p.requests > 0 || p.impressions > 0);
  if (!first) return { buckets: Infinity };
  const size = BUCKET_MS[granularity];
  const from = Math.floor(start.toMillis() / size) * size;
  return { buckets: Math.round((Date.parse(first.bucket_start) - from) / size), firstAt: first.bucket_start };
}

/**
 * The first bucket with traffic of the comparison (ISO 8601, UTC) when its data starts later than
 * the range's own does — by two hours or one day; undefined when it is covered like the range.
 */
export function dataStartsLate(
  range: { dashboard: Pick<DashboardResponse, 'chart_data'>; start: DateTime },
  comparison: { dashboard: Pick<DashboardResponse, 'chart_data'>; start: DateTime },
  granularity: 'hourly' | 'daily',
): string | undefined {
  const own = leadingGap(range.dashboard, range.start, granularity);
  const other = leadingGap(comparison.dashboard, comparison.start, granularity);
  if (other.firstAt === undefined || own.buckets === Infinity) return undefined;
  return other.buckets - own.buckets >= (granularity === 'hourly' ? 2 : 1) ? other.firstAt : undefined;
}

/**
 * The first UTC day with traffic when a range read by day has none for at least its first whole
 * day — a long range reaching back past the API's history ("this year"); undefined otherwise.
 */
export function dataStartsAfter(d: Pick<DashboardResponse, 'chart_data'>, start: DateTime): string | undefined {
  const gap = leadingGap(d, start, 'daily');
  return gap.buckets >= 1 && gap.buckets !== Infinity ? gap.firstAt : undefined;
}
