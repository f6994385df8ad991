// Drill-down for a metric alert: the segments (countries, apps, formats, OS) that drove the
// alert's window, each judged against its own seasonal baseline so that a big segment's ordinary
// wobble is not named over a small segment's outage (drivers.ts). One breakdown per dimension
// not already fixed by the alert's filters.
import type { MetricDropSpec, Watch } from '../../store/index.js';
import type { DriverLine } from '../../../views/alert-incident.js';
import type { JobDeps } from '../deps.js';
import { BASELINE_DEFAULTS, baselineOptions, judge, judgeWindow, type Judgement } from './baseline.js';
import { driverBasis, rankDrivers, type DriverDimension, type SegmentChange } from './drivers.js';
import { candidatesOf, fetchSeries, historyStart, valuesOf } from './series.js';

/** Breakdown dimension → the driver dimension it names. */
const DRILL: ReadonlyArray<{ by: string; dimension: DriverDimension; fixedBy: (f: MetricDropSpec['filters']) => boolean }> = [
  { by: 'country', dimension: 'country', fixedBy: (f) => f.country !== undefined },
  { by: 'app', dimension: 'app', fixedBy: (f) => f.app !== undefined || f.ad_unit !== undefined },
  { by: 'format', dimension: 'format', fixedBy: (f) => f.ad_unit !== undefined },
  { by: 'os', dimension: 'device_os', fixedBy: (f) => f.device_os !== undefined || f.app !== undefined || f.ad_unit !== undefined },
];

export async function driversFor(deps: JobDeps, w: Watch, spec: MetricDropSpec, start: number, periods: number, signal: AbortSignal): Promise<DriverLine[]> {
  const basis = driverBasis(spec.metric);
  const o = { ...BASELINE_DEFAULTS, dropPct: 0, minRevenue: 0, minImpressions: 0 };
  const changes: SegmentChange[] = [];
  for (const d of DRILL.filter((x) => !x.fixedBy(spec.filters))) {
    const series = await fetchSeries(deps, w, spec, historyStart(spec.period, start), start, signal, d.by);
    for (const value of valuesOf(series)) {
      if (spec.muted?.includes(`${d.dimension}=${value}`)) continue;
      const [c] = candidatesOf(series, spec.period, start, value, [periods]);
      const j = judgeWindow(basis, c!.window, c!.recent, o, undefined, c!.lag);
      if (j.baseline !== undefined && j.current !== undefined) changes.push({ dimension: d.dimension, value, current: j.current, baseline: j.baseline, spread: j.spread });
    }
  }
  const [first, second] = rankDrivers(changes);
  // The most telling dimension, and the next one's lead when it tells something else.
  return [...(first ?? []), ...(second ? second.slice(0, 1) : [])].map((x) => ({ dimension: x.dimension, value: x.value, sharePct: x.share * 100, dropPct: x.dropPct }));
}

export interface SegmentJudgement extends Judgement {
  segment: { dimension: DriverDimension; value: string };
}

/**
 * "Any segment" alerts: every country, app, format and OS (within the alert's filters) judged at
 * once, each against its own baseline and volume guard, as one alert. Returns the most telling
 * segment: the deepest one that drops, else `focus` (the open incident's segment), else the one
 * furthest below its baseline.
 */
export async function worstSegment(deps: JobDeps, w: Watch, spec: MetricDropSpec, start: number, signal: AbortSignal, focus?: { dimension: string; value: string }): Promise<SegmentJudgement | undefined> {
  const o = baselineOptions(spec.period, spec.dropPct, true);
  const all: SegmentJudgement[] = [];
  for (const d of DRILL.filter((x) => !x.fixedBy(spec.filters))) {
    const series = await fetchSeries(deps, w, spec, historyStart(spec.period, start), start, signal, d.by);
    for (const value of valuesOf(series)) {
      if (spec.muted?.includes(`${d.dimension}=${value}`)) continue;
      // While an incident is open only the latest period counts, as for a single-segment alert.
      const candidates = candidatesOf(series, spec.period, start, value).slice(0, focus ? 1 : undefined);
      all.push({ ...judge(spec.metric, candidates, o), segment: { dimension: d.dimension, value } });
    }
  }
  const drops = all.filter((j) => j.status === 'drop');
  // While an incident is open and nothing drops, its own segment says whether it has recovered
  // (the worst of two dozen segments is always somewhat low by chance).
  const own = focus && all.find((j) => j.segment.dimension === focus.dimension && j.segment.value === focus.value);
  if (!drops.length && own) return own;
  const pool = drops.length ? drops : all.filter((j) => j.dropPct !== undefined);
  return pool.reduce<SegmentJudgement | undefined>((a, b) => (!a || (drops.length ? (b.score ?? 0) > (a.score ?? 0) : (b.dropPct ?? 0) > (a.dropPct ?? 0)) ? b : a), undefined);
}
