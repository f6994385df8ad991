// The revenue chart: this period against the main comparison period (when it has data, drawn
// dashed), bucket by bucket. The dashboard's chart buckets are UTC (it has no timezone
// parameter), and the axis titles say so, with the unit. A range over two months is drawn by UTC
// week (Sunday first, as the API's weeks): a year of daily points is no chart to read.
import type { DashboardResponse } from '../../src/api/index.js';
import type { ChartSpec } from '../../src/charts/spec.js';
import { weeklyPoints } from '../../src/time/buckets.js';
import { money } from '../../views/format.js';
import { moverLabel, type Movers } from '../../views/movers.js';

export type ChartBuckets = 'hourly' | 'daily' | 'weekly';

/** Days above which the chart is drawn by week. */
export const WEEKLY_CHART_DAYS = 62;

type Point = DashboardResponse['chart_data'][number];

const addPoints = (a: Point, b: Point): Point => ({ ...a, requests: a.requests + b.requests, impressions: a.impressions + b.impressions, revenue: a.revenue + b.revenue, clicks: a.clicks + b.clicks });

/** The chart's buckets: the dashboard's own (hours or days), or its days added up into weeks. */
export function chartPoints(d: Pick<DashboardResponse, 'chart_data'>, buckets: ChartBuckets): Pick<DashboardResponse, 'chart_data'> {
  return buckets === 'weekly' ? { chart_data: weeklyPoints(d.chart_data, addPoints) } : d;
}

export function bucketLabel(bucketStart: string, date: string, granularity: ChartBuckets): string {
  if (granularity === 'weekly') return `wk ${date.slice(5)}`;
  return granularity === 'hourly' ? `${bucketStart.slice(11, 13)}h` : date.slice(5);
}

const BUCKET_WORD: Record<ChartBuckets, string> = { hourly: 'UTC hour', daily: 'UTC day', weekly: 'UTC week' };

/** The comparison drawn beside this period: its buckets, and its name ("the same weekday last week"). */
export interface ChartComparison {
  dashboard: Pick<DashboardResponse, 'chart_data'>;
  name: string;
}

export function revenueChart(read: Pick<DashboardResponse, 'chart_data'>, prev: ChartComparison | undefined, granularity: ChartBuckets, label: string): ChartSpec {
  const cur = chartPoints(read, granularity);
  const labels = cur.chart_data.map((p) => bucketLabel(p.bucket_start, p.date, granularity));
  const now = cur.chart_data.map((p) => p.revenue);
  const before = prev && chartPoints(prev.dashboard, granularity).chart_data.slice(0, Math.max(labels.length, 1)).map((p) => p.revenue);
  const total = now.reduce((a, b) => a + b, 0);
  const peak = now.length ? cur.chart_data[now.indexOf(Math.max(...now))] : undefined;
  return {
    kind: 'line',
    title: `Revenue by ${BUCKET_WORD[granularity]} — ${label}`,
    labels,
    series: [{ name: 'this period', values: now }, ...(prev && before ? [{ name: prev.name, values: before, dashed: true }] : [])],
    xLabel: granularity === 'hourly' ? 'hour (UTC)' : granularity === 'weekly' ? 'week from Sunday (UTC)' : 'day (UTC)',
    yLabel: 'revenue (USD)',
    alt: `Revenue per ${BUCKET_WORD[granularity]} for ${label}: ${money(total)} in ${now.length} buckets` +
      (peak ? `, highest at ${granularity === 'hourly' ? peak.bucket_start.slice(11, 16) + ' UTC' : peak.date}` : '') +
      (prev ? `, compared with ${prev.name}.` : '.'),
  };
}

/** The top movers as bars: each value's revenue change against the comparison period. */
export function moversChart(m: Movers, against: string, shown = 10): ChartSpec {
  const top = m.rows.slice(0, shown);
  const label = moverLabel(m.dimension);
  return {
    kind: 'bar',
    title: `Top movers by ${label}`,
    labels: top.map((r) => r.key || '(none)'),
    series: [{ name: 'revenue change', values: top.map((r) => r.now - r.before) }],
    xLabel: label,
    yLabel: `revenue change (USD) vs ${against}`,
    alt: `Revenue change by ${label} against ${against}, biggest first: ` + top.slice(0, 3).map((r) => `${r.key || '(none)'} ${money(r.now - r.before)}`).join(', ') + '.',
  };
}
