// The replay behind bench/alerts.ts: 120 days of the sandbox's generated facts (its own data
// module, in-process, for speed), with seeded incidents applied by the sandbox's own incident
// code, summed per segment and hour; then both detectors (src/jobs/alerts: the production code)
// judge every segment watch hour by hour as the data arrives.
import { AD_UNITS, COUNTRIES } from '../src/sandbox/data/catalog.js';
import { buildFacts } from '../src/sandbox/data/facts-build.js';
import { applyIncidents } from '../src/sandbox/data/facts-incidents.js';
import { CELLS_PER_TIME, cellIndex, MODE_PRODUCTION, type Facts } from '../src/sandbox/data/facts-grid.js';
import type { SandboxIncident } from '../src/sandbox/incidents.js';
import { BASELINE_DEFAULTS, BASELINE_WEEKS, baselineOptions, judge, judgeWindow, LEVEL_WINDOWS, recovered, type Candidate, type Window } from '../src/jobs/alerts/baseline.js';
import { PREVIOUS_BASELINE, judgePrevious } from '../src/jobs/alerts/previous.js';
import { rankDrivers, type DriverDimension, type SegmentChange } from '../src/jobs/alerts/drivers.js';
import { add, sum, zero, type Components } from '../src/jobs/alerts/metrics.js';
import { WINDOW_LENGTHS } from '../src/jobs/alerts/series.js';

export const HOUR = 3_600_000;
export const WEEK_H = 168;

export interface Segment {
  dimension: DriverDimension | 'total';
  value: string;
  /** Production (unit, country) cells it sums. */
  cells: Set<number>;
  share: number;
}

/** Every country, app, format and OS, and the total; shares of revenue over the replay. */
export function segmentsOf(): Segment[] {
  const seg = (dimension: Segment['dimension'], value: string, keep: (u: number, c: number) => boolean): Segment => {
    const cells = new Set<number>();
    AD_UNITS.forEach((_, u) => COUNTRIES.forEach((_c, c) => keep(u, c) && cells.add(cellIndex(u, c, MODE_PRODUCTION))));
    return { dimension, value, cells, share: 0 };
  };
  return [
    seg('total', 'all', () => true),
    ...COUNTRIES.map((c, ci) => seg('country', c.code, (_u, cc) => cc === ci)),
    ...[...new Set(AD_UNITS.map((u) => u.app.bundle))].map((b) => seg('app', b, (u) => AD_UNITS[u]!.app.bundle === b)),
    ...['banner', 'interstitial', 'rewarded', 'native'].map((f) => seg('format', f, (u) => AD_UNITS[u]!.format === f)),
    ...['iOS', 'Android'].map((o) => seg('device_os', o, (u) => AD_UNITS[u]!.app.os === o)),
  ];
}

/** Hourly components of each segment (index = hour of the grid). */
export function seriesOf(facts: Facts, segments: readonly Segment[]): Components[][] {
  const out = segments.map(() => Array.from({ length: facts.hours }, zero));
  const members = segments.map((s) => [...s.cells]);
  for (let h = 0; h < facts.hours; h++) {
    const base = h * CELLS_PER_TIME;
    members.forEach((cells, si) => {
      const c = out[si]![h]!;
      for (const cell of cells) {
        c.revenue += facts.hourly.revenue[base + cell]!;
        c.impressions += facts.hourly.impressions[base + cell]!;
        c.requests += facts.hourly.requests[base + cell]!;
      }
    });
  }
  return out;
}

export function withShares(segments: Segment[], series: Components[][]): Segment[] {
  const total = sum(series[0]!).revenue;
  return segments.map((s, i) => ({ ...s, share: sum(series[i]!).revenue / total }));
}

export function buildReplay(seed: number, startDay: number, days: number, incidents: readonly SandboxIncident[]): Facts {
  const facts = buildFacts(seed, startDay, days);
  applyIncidents(facts, incidents, Number.MAX_SAFE_INTEGER);
  return facts;
}

/** Running totals of a series: a window's sum in O(1), so a 120-day replay takes seconds. */
export function prefixOf(series: readonly Components[]): Components[] {
  const out = [zero()];
  for (const c of series) out.push(add({ ...out[out.length - 1]! }, c));
  return out;
}

function span(prefix: readonly Components[], end: number, len: number): Components | undefined {
  const from = end - len + 1;
  if (from < 0 || end + 1 >= prefix.length) return undefined;
  const a = prefix[from]!;
  const b = prefix[end + 1]!;
  return { revenue: b.revenue - a.revenue, impressions: b.impressions - a.impressions, requests: b.requests - a.requests };
}

function windowAt(prefix: readonly Components[], h: number, len: number, step: number, count: number): Window {
  return { current: span(prefix, h, len)!, history: Array.from({ length: count }, (_, w) => span(prefix, h - (w + 1) * step, len)) };
}

function candidateAt(prefix: Components[], h: number, len: number): Candidate {
  const recent = Array.from({ length: LEVEL_WINDOWS.hour }, (_, i) => windowAt(prefix, h - len - i, len, WEEK_H, BASELINE_WEEKS));
  return { window: windowAt(prefix, h, len, WEEK_H, BASELINE_WEEKS), recent, lag: len };
}

/** The seasonal-baseline detector over one segment's series, hour by hour from `from`: the hours it opened an incident. */
export function replayBaseline(series: Components[], from: number, to: number, dropPct: number, anySegment = false): number[] {
  const o = baselineOptions('hour', dropPct, anySegment);
  const prefix = prefixOf(series);
  const opened: number[] = [];
  let frozen: number | undefined;
  for (let h = from; h < to; h++) {
    if (frozen === undefined) {
      const j = judge('revenue', WINDOW_LENGTHS.hour.map((len) => candidateAt(prefix, h, len)), o);
      if (j.status === 'drop') {
        frozen = j.level ?? 1;
        opened.push(h);
      }
    } else if (recovered(judge('revenue', [candidateAt(prefix, h, 1)], o, frozen), o)) frozen = undefined;
  }
  return opened;
}

/** Today's detector (same hour of the previous 7 days, mean, fixed threshold), hour by hour. */
export function replayPrevious(series: Components[], from: number, to: number, dropPct: number): number[] {
  const b = PREVIOUS_BASELINE.hour;
  const opened: number[] = [];
  let open = false;
  for (let h = from; h < to; h++) {
    const history = Array.from({ length: b.count }, (_, k) => series[h - (k + 1) * 24 * b.stepDays]);
    const j = judgePrevious('revenue', series[h], history, dropPct);
    if (!open && j.drop) opened.push(h);
    open = j.drop;
  }
  return opened;
}

/** Drivers of the total's change in hour `h`: each segment against its own baseline. */
export function driversAt(segments: readonly Segment[], series: Components[][], h: number): string | undefined {
  const o = { ...BASELINE_DEFAULTS, dropPct: 0 };
  const changes: SegmentChange[] = [];
  segments.forEach((s, i) => {
    if (s.dimension === 'total') return;
    const c = candidateAt(prefixOf(series[i]!), h, 1);
    const j = judgeWindow('revenue', c.window, c.recent, o, undefined, c.lag);
    if (j.baseline !== undefined && j.current !== undefined) changes.push({ dimension: s.dimension, value: s.value, current: j.current, baseline: j.baseline, spread: j.spread });
  });
  const top = rankDrivers(changes)[0]?.[0];
  return top && `${top.dimension}=${top.value}`;
}

/** Whether two segments share a cell (an incident in one explains an alert in the other). */
export function overlaps(a: Segment, b: Segment): boolean {
  for (const c of a.cells) if (b.cells.has(c)) return true;
  return false;
}


/** Daily components of each segment (index = UTC day of the grid, which starts at midnight UTC). */
export function dailyOf(series: readonly Components[][]): Components[][] {
  return series.map((s) => Array.from({ length: Math.floor(s.length / 24) }, (_, d) => sum(s.slice(d * 24, d * 24 + 24))));
}

/** A daily candidate: the day, the same weekday of 6 weeks, and the 7 days before for the level. */
function dailyCandidateAt(prefix: Components[], d: number): Candidate {
  const recent = Array.from({ length: LEVEL_WINDOWS.day }, (_, i) => windowAt(prefix, d - 1 - i, 1, 7, BASELINE_WEEKS));
  return { window: windowAt(prefix, d, 1, 7, BASELINE_WEEKS), recent };
}

/** The seasonal-baseline detector on a daily series, day by day from `from`: the days it opened an incident. */
export function replayBaselineDaily(daily: Components[], from: number, to: number, dropPct: number): number[] {
  const o = baselineOptions('day', dropPct);
  const prefix = prefixOf(daily);
  const opened: number[] = [];
  let frozen: number | undefined;
  for (let d = from; d < to; d++) {
    const j = judge('revenue', [dailyCandidateAt(prefix, d)], o, frozen);
    if (frozen === undefined && j.status === 'drop') {
      frozen = j.level ?? 1;
      opened.push(d);
    } else if (frozen !== undefined && recovered(j, o)) frozen = undefined;
  }
  return opened;
}

/** Today's daily detector (mean of the same weekday over 4 weeks, fixed threshold), day by day. */
export function replayPreviousDaily(daily: Components[], from: number, to: number, dropPct: number): number[] {
  const b = PREVIOUS_BASELINE.day;
  const opened: number[] = [];
  let open = false;
  for (let d = from; d < to; d++) {
    const j = judgePrevious('revenue', daily[d], Array.from({ length: b.count }, (_, k) => daily[d - (k + 1) * b.stepDays]), dropPct);
    if (!open && j.drop) opened.push(d);
    open = j.drop;
  }
  return opened;
}
