// The revenue chart: this period against the main comparison period (when it has data, drawn
// dashed), bucket by bucket. The dashboard's chart buckets are UTC (it has no timezone
// parameter), and the axis titles say so, with the unit.
import type { DashboardResponse } from '../../src/api/index.js';
import type { ChartSpec } from '../../src/charts/spec.js';
import { money } from '../../views/format.js';
import { moverLabel, type Movers } from '../../views/movers.js';

export function bucketLabel(bucketStart: string, date: string, granularity: 'hourly' | 'daily'): string {
  return granularity === 'hourly' ? `${bucketStart.slice(11, 13)}h` : date.slice(5);
}

/** The comparison drawn beside this period: its buckets, and its name ("the same weekday last week"). */
export interface ChartComparison {
  dashboard: DashboardResponse;
  name: string;
}

export function revenueChart(cur: DashboardResponse, prev: ChartComparison | undefined, granularity: 'hourly' | 'daily', label: string): ChartSpec {
  const labels = cur.chart_data.map((p) => bucketLabel(p.bucket_start, p.date, granularity));
  const now = cur.chart_data.map((p) => p.revenue);
  const before = prev?.dashboard.chart_data.slice(0, Math.max(labels.length, 1)).map((p) => p.revenue);
  const total = now.reduce((a, b) => a + b, 0);
  const peak = now.length ? cur.chart_data[now.indexOf(Math.max(...now))] : undefined;
  return {
    kind: 'line',
    title: `Revenue by ${granularity === 'hourly' ? 'UTC hour' : 'UTC day'} — ${label}`,
    labels,
    series: [{ name: 'this period', values: now }, ...(prev && before ? [{ name: prev.name, values: before, dashed: true }] : [])],
    xLabel: granularity === 'hourly' ? 'hour (UTC)' : 'day (UTC)',
    yLabel: 'revenue (USD)',
    alt: `Revenue ${granularity === 'hourly' ? 'per UTC hour' : 'per UTC day'} for ${label}: ${money(total)} in ${now.length} buckets` +
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
