// The revenue chart: this period against the main comparison period (when it has data, drawn
// dashed), bucket by bucket, in the asker's days. The dashboard's own buckets are UTC (it has no
// timezone parameter): where the asker's zone is whole hours off UTC the report reads hours, and
// they are added up here into the asker's days (src/time/buckets.ts); only a zone half an hour off
// UTC keeps UTC days, and the axis says so. A range over two months is drawn by ISO week (Monday
// first, as everywhere): a year of daily points is no chart to read. A bucket the range covers in
// part is never drawn as a dip: a week is drawn as revenue per day of the days it has, marked
// "4/7 d"; a day still running is left out and the note says so.
import { DateTime } from 'luxon';
import type { DashboardResponse } from '../../src/api/index.js';
import type { ChartSpec } from '../../src/charts/spec.js';
import { localDayPoints, partialBucket, weeklyPoints } from '../../src/time/buckets.js';
import { formatHours, type ResolvedRange } from '../../src/time/resolve.js';
import { money } from '../../views/format.js';
import { moverLabel, type Movers } from '../../views/movers.js';

export type ChartBuckets = 'hourly' | 'daily' | 'weekly';

/** Days above which the chart is drawn by week. */
export const WEEKLY_CHART_DAYS = 62;

type Point = DashboardResponse['chart_data'][number];

const addPoints = (a: Point, b: Point): Point => ({ ...a, requests: a.requests + b.requests, impressions: a.impressions + b.impressions, revenue: a.revenue + b.revenue, clicks: a.clicks + b.clicks });

/** One drawn bucket: its label (marked when partial) and its value. */
interface Bucket {
  label: string;
  value: number;
  /** Local date of its start (hours: the local time), for the alt text. */
  at: string;
}

/** A period as read: its dashboard, the granularity the report read it at, and its range. */
export interface ChartPeriod {
  dashboard: Pick<DashboardResponse, 'chart_data'>;
  range: ResolvedRange;
}

/** The zone the chart's buckets are in: the asker's, unless the report read UTC days (a zone half an hour off UTC). */
function chartZone(read: 'hourly' | 'daily', range: ResolvedRange): string {
  return read === 'hourly' ? range.tz : 'UTC';
}

function localHourLabel(p: Point, zone: string, days: boolean): { label: string; at: string } {
  const t = DateTime.fromISO(p.bucket_start, { zone: 'UTC' }).setZone(zone);
  return { label: days ? t.toFormat('LL-dd HH') + 'h' : `${t.toFormat('HH')}h`, at: t.toFormat('ccc HH:mm') };
}

/** The drawn buckets of one period. */
function bucketsOf(period: ChartPeriod, read: 'hourly' | 'daily', shape: ChartBuckets): { buckets: Bucket[]; left?: string } {
  const zone = chartZone(read, period.range);
  const points = period.dashboard.chart_data;
  if (shape === 'hourly') {
    return { buckets: points.map((p) => ({ ...localHourLabel(p, zone, period.range.days > 1), value: p.revenue })) };
  }
  const days = read === 'hourly' ? localDayPoints(points, zone, addPoints) : points;
  if (shape === 'daily') {
    // A day still running (today, mtd …) is left out: part of a day beside whole ones reads as a dip.
    const { end } = period.range;
    const lastHours = formatHours({ start: end.setZone(zone).startOf('day'), end: end.setZone(zone) });
    const running = period.range.partial && lastHours !== '' ? end.setZone(zone).toISODate()! : undefined;
    const whole = days.filter((p) => p.date !== running);
    return { buckets: whole.map((p) => ({ label: p.date.slice(5), value: p.revenue, at: p.date })), left: running && `${running}, ${lastHours}` };
  }
  const range = zone === period.range.tz ? period.range : { ...period.range, tz: 'UTC' };
  return {
    buckets: weeklyPoints(days, addPoints).map((w) => {
      const part = partialBucket(range, 'week', w.date);
      const inRange = part?.daysInRange ?? 7;
      // Revenue per day of the days the range has of that week: a first week of three days is not a dip.
      return { label: `wk ${w.date.slice(5)}${part ? ` (${inRange}/7 d)` : ''}`, value: w.revenue / inRange, at: w.date };
    }),
  };
}

/** The comparison drawn beside this period, and its name ("the same weekday last week"). */
export interface ChartComparison extends ChartPeriod {
  name: string;
}

export interface RevenueChart {
  spec: ChartSpec;
  /** The words under the chart: its buckets, their zone, and what was left out. */
  note: string;
}

const BUCKET_WORD: Record<ChartBuckets, string> = { hourly: 'hour', daily: 'day', weekly: 'week' };

export function revenueChart(cur: ChartPeriod, prev: ChartComparison | undefined, read: 'hourly' | 'daily', shape: ChartBuckets, label: string): RevenueChart {
  const zone = chartZone(read, cur.range);
  const now = bucketsOf(cur, read, shape);
  const labels = now.buckets.map((b) => b.label);
  const values = now.buckets.map((b) => b.value);
  const before = prev && bucketsOf(prev, read, shape).buckets.slice(0, Math.max(labels.length, 1)).map((b) => b.value);
  const total = values.reduce((a, b) => a + b, 0);
  const peak = now.buckets.length ? now.buckets[values.indexOf(Math.max(...values))] : undefined;
  const perDay = shape === 'weekly';
  const notes = [
    shape === 'weekly'
      ? `Chart buckets are ISO weeks (Monday first) of ${zone} days, drawn as revenue per day: a week the range covers in part is marked with its days (4/7 d), not drawn as a dip.`
      : `Chart buckets are ${zone} ${BUCKET_WORD[shape]}s${zone === cur.range.tz ? '' : `: the dashboard reports UTC days, and ${cur.range.tz} is not a whole number of hours off UTC`}.`,
    now.left ? `${now.left} (so far) is not drawn: part of a day beside whole ones would read as a dip.` : '',
  ];
  return {
    spec: {
      kind: 'line',
      title: `Revenue ${perDay ? 'per day, by week' : `by ${BUCKET_WORD[shape]}`} — ${label}`,
      labels,
      series: [{ name: 'this period', values }, ...(prev && before ? [{ name: prev.name, values: before, dashed: true }] : [])],
      xLabel: `${BUCKET_WORD[shape]} (${zone})`,
      yLabel: perDay ? 'revenue per day (USD)' : 'revenue (USD)',
      alt: `Revenue ${perDay ? 'per day in each week' : `per ${BUCKET_WORD[shape]}`} (${zone}) for ${label}: ${perDay ? `${now.buckets.length} weeks` : `${money(total)} in ${now.buckets.length} buckets`}` +
        (peak ? `, highest at ${peak.at}` : '') +
        (prev ? `, compared with ${prev.name}.` : '.'),
    },
    note: notes.filter(Boolean).join(' '),
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
