// What the seasonal detector needs from the API for one alert: the alert's segment per period
// (hour or UTC day) over the trailing weeks, fetched as breakdowns of at most 31 days each (the
// spec's limit on one range), and turned into the detector's windows. Also the per-segment series
// of a drill-down dimension, for drivers.
import { QUESTION_PAGE_BUDGET } from '../../api/index.js';
import type { BreakdownParams, BreakdownResponse } from '../../api/index.js';
import type { MetricDropSpec, Watch } from '../../store/index.js';
import { accountScope, jobApi, type JobDeps } from '../deps.js';
import { BASELINE_WEEKS, LEVEL_WINDOWS, type Candidate, type Window } from './baseline.js';
import { add, zero, type Components } from './metrics.js';

export const HOUR = 3_600_000;
export const DAY = 86_400_000;
const WEEK = 7 * DAY;
const MAX_RANGE = 31 * DAY;
/** Windows judged: the latest hour alone and with the 1 and 2 before it; a day alone. */
export const WINDOW_LENGTHS = { hour: [1, 2, 3], day: [1] } as const;

export type Series = Map<number, Components>;

export function sizeOf(period: 'hour' | 'day'): number {
  return period === 'hour' ? HOUR : DAY;
}

/** The first period start the detector reads for a period starting at `start`. */
export function historyStart(period: 'hour' | 'day', start: number): number {
  const size = sizeOf(period);
  const longest = Math.max(...WINDOW_LENGTHS[period]);
  return start - BASELINE_WEEKS * WEEK - (LEVEL_WINDOWS[period] + longest) * size;
}

/** "2026-11-21" or "2026-11-21T08:00:00Z" → the bucket's UTC start. */
export function bucketStart(key: string): number | undefined {
  const ms = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(key) ? `${key}T00:00:00Z` : key);
  return Number.isNaN(ms) ? undefined : ms;
}

/**
 * Per period (and per value of `by`, when given) components of the alert's segment from `from`
 * to the end of the period starting at `start`. Keys: `${value}|${periodStart}` (value '' without `by`).
 */
export async function fetchSeries(deps: JobDeps, w: Pick<Watch, 'teamId' | 'channelId'>, spec: MetricDropSpec, from: number, start: number, signal: AbortSignal, by?: string): Promise<Map<string, Components>> {
  const size = sizeOf(spec.period);
  const timeDim = spec.period === 'day' ? 'day' : 'hour';
  const focus = spec.filters.app ? 'app' : spec.filters.ad_unit ? 'ad_unit' : undefined;
  const wanted = focus === 'app' ? spec.filters.app : spec.filters.ad_unit;
  const api = (await jobApi(deps, accountScope(w))).within({ signal, pages: QUESTION_PAGE_BUDGET });
  const out = new Map<string, Components>();
  const end = start + size;
  for (let chunk = from; chunk < end; chunk += MAX_RANGE) {
    const params: BreakdownParams = {
      start_time: chunk / 1000,
      end_time: Math.min(end, chunk + MAX_RANGE) / 1000 - 1,
      by: [timeDim, ...(focus ? [focus] : []), ...(by && by !== focus ? [by] : [])] as BreakdownParams['by'],
      metrics: ['revenue', 'impressions', 'requests'],
      country: spec.filters.country,
      device_os: spec.filters.device_os,
      ...(spec.period === 'hour' ? { granularity: 'hourly' as const } : {}),
    };
    const res: BreakdownResponse = await deps.queries.get({ teamId: w.teamId, account: api.account, operation: 'reports.breakdown', params }, () => api.breakdown.get(params, { signal }));
    for (const row of res.rows) {
      if (focus && row.dimensions[focus] !== wanted) continue;
      const t = bucketStart(row.dimensions[timeDim] ?? '');
      if (t === undefined) continue;
      const key = `${by ? (row.dimensions[by] ?? '') : ''}|${t}`;
      out.set(key, add(out.get(key) ?? zero(), { revenue: row.metrics.revenue ?? 0, impressions: row.metrics.impressions ?? 0, requests: row.metrics.requests ?? 0 }));
    }
  }
  return out;
}

/** The segment values a drill-down series holds. */
export function valuesOf(series: Map<string, Components>): string[] {
  return [...new Set([...series.keys()].map((k) => k.slice(0, k.lastIndexOf('|'))))];
}

function windowOf(series: Map<string, Components>, value: string, end: number, len: number, size: number): Window {
  const span = (last: number): Components | undefined => {
    let c: Components | undefined;
    for (let i = 0; i < len; i++) {
      const part = series.get(`${value}|${last - i * size}`);
      if (part) c = add(c ?? zero(), part);
    }
    return c;
  };
  return { current: span(end) ?? zero(), history: Array.from({ length: BASELINE_WEEKS }, (_, wk) => span(end - (wk + 1) * WEEK)) };
}

/** The detector's candidates for the period starting at `start`: each window length with the windows just before it. */
export function candidatesOf(series: Map<string, Components>, period: 'hour' | 'day', start: number, value = '', lengths: readonly number[] = WINDOW_LENGTHS[period]): Candidate[] {
  const size = sizeOf(period);
  return lengths.map((len) => ({
    lag: len,
    window: windowOf(series, value, start, len, size),
    recent: Array.from({ length: LEVEL_WINDOWS[period] }, (_, i) => windowOf(series, value, start - (len + i) * size, len, size)),
  }));
}
