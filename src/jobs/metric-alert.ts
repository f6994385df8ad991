// Metric-drop alerts: `revenue|ecpm|fill_rate drop <pct>` compares the last completed UTC day (or
// hour) with its baseline — the mean of the same weekday over the previous 4 weeks (daily; ad
// revenue has a strong weekly rhythm, so Monday is compared with Mondays), or of the same hour
// over the previous 7 days (hourly). When the drop reaches the threshold an incident opens and
// one alert goes out; while it stays open nothing more is sent; when a later period is back
// above the threshold the incident resolves with one follow-up. Rates are computed from summed
// components (spec 4.3 rule 4), never averaged.
import type { BreakdownParams, BreakdownResponse } from '../api/index.js';
import type { MetricDropSpec, Watch } from '../store/index.js';
import { metricAlertView, metricResolvedView, type MetricEvaluation } from '../../views/alerts.js';
import type { JobDeps } from './deps.js';
import { alertOnce, postAlert } from './alert-post.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
export const BASELINE = { day: { count: 4, stepMs: 7 * DAY }, hour: { count: 7, stepMs: DAY } } as const;

interface Components {
  revenue: number;
  impressions: number;
  requests: number;
}

export function metricValue(metric: MetricDropSpec['metric'], c: Components): number | undefined {
  if (metric === 'revenue') return c.revenue;
  if (metric === 'ecpm') return c.impressions > 0 ? (c.revenue * 1000) / c.impressions : undefined;
  return c.requests > 0 ? (c.impressions / c.requests) * 100 : undefined;
}

/** The last completed period before `now` and its label. */
export function lastPeriod(spec: MetricDropSpec, now: number): { start: number; label: string } {
  const size = spec.period === 'day' ? DAY : HOUR;
  const start = Math.floor(now / size) * size - size;
  const iso = new Date(start).toISOString();
  return { start, label: spec.period === 'day' ? iso.slice(0, 10) : `${iso.slice(0, 13)}:00Z` };
}

/** Evaluates the last completed period against its baseline; undefined without enough data. */
export async function evaluate(deps: JobDeps, w: Watch, spec: MetricDropSpec, signal: AbortSignal): Promise<MetricEvaluation | undefined> {
  const { start, label } = lastPeriod(spec, deps.now());
  const size = spec.period === 'day' ? DAY : HOUR;
  const base = BASELINE[spec.period];
  const timeDim = spec.period === 'day' ? 'day' : 'hour';
  const focus = spec.filters.app ? 'app' : spec.filters.ad_unit ? 'ad_unit' : undefined;
  const params: BreakdownParams = {
    start_time: (start - base.count * base.stepMs) / 1000,
    end_time: (start + size) / 1000 - 1,
    by: focus ? [timeDim, focus] : [timeDim],
    metrics: ['revenue', 'impressions', 'requests'],
    country: spec.filters.country,
    device_os: spec.filters.device_os,
    ...(spec.period === 'hour' ? { granularity: 'hourly' as const } : {}),
  };
  const api = deps.apiFor({ teamId: w.teamId, channelId: w.channelId ?? undefined });
  const res: BreakdownResponse = await deps.queries.get({ teamId: w.teamId, operation: 'reports.breakdown', params }, () => api.breakdown.get(params, { signal }));
  const wanted = focus ? (focus === 'app' ? spec.filters.app : spec.filters.ad_unit) : undefined;
  const byStart = new Map<number, Components>();
  for (const row of res.rows) {
    if (wanted !== undefined && row.dimensions[focus!] !== wanted) continue;
    const key = bucketStart(row.dimensions[timeDim] ?? '');
    if (key === undefined) continue;
    const c = byStart.get(key) ?? { revenue: 0, impressions: 0, requests: 0 };
    c.revenue += row.metrics.revenue ?? 0;
    c.impressions += row.metrics.impressions ?? 0;
    c.requests += row.metrics.requests ?? 0;
    byStart.set(key, c);
  }
  const value = (at: number) => {
    const c = byStart.get(at);
    return c ? metricValue(spec.metric, c) : undefined;
  };
  const current = value(start) ?? (spec.metric === 'revenue' ? 0 : undefined);
  const baselineValues = Array.from({ length: base.count }, (_, i) => value(start - (i + 1) * base.stepMs)).filter((v): v is number => v !== undefined);
  if (current === undefined || baselineValues.length === 0) return undefined;
  const baseline = baselineValues.reduce((a, b) => a + b, 0) / baselineValues.length;
  if (baseline <= 0) return undefined;
  return { period: label, metric: spec.metric, current, baseline, dropPct: ((baseline - current) / baseline) * 100, baselineSize: baselineValues.length };
}

/** "2026-11-21" or "2026-11-21T08:00:00Z" → the bucket's UTC start. */
function bucketStart(key: string): number | undefined {
  const ms = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(key) ? `${key}T00:00:00Z` : key);
  return Number.isNaN(ms) ? undefined : ms;
}

export async function checkMetricAlert(deps: JobDeps, w: Watch, spec: MetricDropSpec, signal: AbortSignal): Promise<void> {
  const { label } = lastPeriod(spec, deps.now());
  if (w.state.lastPeriod === label) return;
  const e = await evaluate(deps, w, spec, signal);
  const now = new Date(deps.now());
  if (e && e.dropPct >= spec.dropPct) {
    // One alert per incident: a new incident alerts; an open one only if its alert never went out.
    const incident = (await deps.store.watches.openIncident(w.id, e.period, { ...e }, now)) ?? (await deps.store.watches.openIncidentOf(w.id));
    if (incident) await alertOnce(deps, w, incident, metricAlertView({ watchId: w.id, spec, evaluation: incident.details as unknown as MetricEvaluation }), signal);
  } else if (e) {
    const resolved = await deps.store.watches.resolveIncident(w.id, e.period, now);
    if (resolved) {
      const ref = await deps.store.refs.get(w.teamId, `incident:${resolved.id}`);
      const opened = resolved.details as unknown as MetricEvaluation;
      const poster = deps.posterFor(w.teamId);
      if (ref) await poster.update(ref.channelId, ref.ts, metricAlertView({ watchId: w.id, spec, evaluation: opened, resolvedBy: e }), signal);
      await postAlert(deps, w, metricResolvedView({ watchId: w.id, spec, opened, now: e }), signal, ref?.ts);
    }
  }
  await deps.store.watches.compareAndSetState(w.id, w.state, { ...w.state, lastPeriod: label, ...(e ? { lastDropPct: Math.round(e.dropPct * 10) / 10 } : {}) });
}
