// The seasonal-baseline detector. A period (an hour, or a UTC day) is compared with the same
// hour and weekday (hourly) or the same weekday (daily) of the trailing weeks — ad revenue has a
// strong weekly and daily rhythm, so a Tuesday 14:00 is only like other Tuesday 14:00s. The
// seasonal value is the median of those weeks: one outage week does not move it, where it would
// drag a mean down and make next week's normal day look like a recovery.
// Audiences grow or fade and Q4 prices climb a few percent a week, so weeks-old values run
// behind: the baseline is the seasonal median scaled by the segment's recent level — the median,
// over the windows just before this one, of "actual ÷ its own seasonal median" — and the spread
// is how much those recent ratios move from one window to the next (a robust deviation of their
// steps): a level that drifts through the recent windows (growth, the Q4 ramp, a slow swing) is
// not noise, where their plain scatter (MAD) counted it as noise and hid real drops. A drop
// alerts only when it is both as deep as the alert asks (dropPct) and unusual for this segment (k
// spreads below), and only for segments with enough volume to mean something. Pure: the job and
// the bench hand it numbers.
import { metricValue, sum, type Components, type DetectorMetric } from './metrics.js';

export interface BaselineOptions {
  /** The alert's own threshold: how far below the baseline counts, in percent. */
  dropPct: number;
  /** How many robust standard deviations below the baseline a value must be. */
  k: number;
  /** Floor of the relative spread: a calm day must not make 3 % look alarming. */
  minRelSpread: number;
  /** Weeks that must have data for a baseline. */
  minWeeks: number;
  /** Minimum-volume guard: the seasonal window must average at least these to alert at all. */
  minRevenue: number;
  minImpressions: number;
  /** The recent level is clipped to this band around 1: a level is a correction, not a verdict. */
  maxLevelShift: number;
}

export const BASELINE_DEFAULTS: Omit<BaselineOptions, 'dropPct'> = {
  k: 4,
  minRelSpread: 0.04,
  minWeeks: 3,
  minRevenue: 10,
  minImpressions: 1_000,
  maxLevelShift: 0.3,
};

/**
 * Spreads below the baseline that alert, per period. The target is false alarms per 30 days per
 * alert: an hourly alert is judged 720 times in 30 days (three windows each time), a daily one 30
 * times, so a day can be called unusual sooner. "Any segment" alerts test two dozen segments at
 * once: each must be one spread further out to keep false alarms per alert down.
 */
export const K_BY_PERIOD = { hour: 4, day: 3 } as const;
export const ANY_SEGMENT_K = { hour: 5, day: 4 } as const;

/** The detector's options for an alert on `period` with the alert's own threshold. */
export function baselineOptions(period: 'hour' | 'day', dropPct: number, anySegment = false): BaselineOptions {
  return { ...BASELINE_DEFAULTS, dropPct, k: (anySegment ? ANY_SEGMENT_K : K_BY_PERIOD)[period] };
}

/** How many trailing weeks the seasonal median looks at, and how many earlier windows set the level. */
export const BASELINE_WEEKS = 6;
export const LEVEL_WINDOWS = { hour: 24, day: 7 } as const;

/** One window (1 to a few periods summed) and the same window in each trailing week, newest first. */
export interface Window {
  current: Components;
  history: readonly (Components | undefined)[];
}

export type JudgementStatus = 'drop' | 'ok' | 'thin' | 'low_volume';

export interface Judgement {
  status: JudgementStatus;
  current?: number;
  /** Seasonal median × recent level. */
  baseline?: number;
  /** The recent level used (1 = as the trailing weeks). */
  level?: number;
  /** Robust standard deviation of the baseline, in the metric's unit. */
  spread?: number;
  /** Percent below the baseline (negative: above it). */
  dropPct?: number;
  /** Spreads below the baseline. */
  score?: number;
  weeks: number;
  /** Which of `judge`'s candidates this is. */
  candidate?: number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** The seasonal median of a window, or why there is none. */
export function seasonal(metric: DetectorMetric, w: Window, o: Omit<BaselineOptions, 'dropPct'>): { value: number; weeks: number } | { status: 'thin' | 'low_volume'; weeks: number } {
  const past = w.history.filter((c): c is Components => c !== undefined);
  const values = past.map((c) => metricValue(metric, c)).filter((v): v is number => v !== undefined);
  if (values.length < o.minWeeks) return { status: 'thin', weeks: values.length };
  const volume = sum(past);
  if (volume.revenue / past.length < o.minRevenue || volume.impressions / past.length < o.minImpressions) return { status: 'low_volume', weeks: values.length };
  const value = median(values);
  return value > 0 ? { value, weeks: values.length } : { status: 'thin', weeks: values.length };
}

/** Actual ÷ seasonal of each earlier window, newest first; undefined where a window lacks either. */
function ratiosOf(metric: DetectorMetric, recent: readonly Window[], o: Omit<BaselineOptions, 'dropPct'>): (number | undefined)[] {
  return recent.map((w) => {
    const s = seasonal(metric, w, o);
    const v = metricValue(metric, w.current);
    return 'value' in s && v !== undefined ? v / s.value : undefined;
  });
}

/**
 * The spread of one ratio from how much it changes between windows `lag` apart (the window's
 * length: windows that share periods would look steadier than they are): 1.4826 × the median
 * absolute step ÷ √2. A trend moves each step a little; an outage among them makes two big steps,
 * which the median ignores. Undefined with fewer than 3 steps.
 */
export function stepSpread(ratios: readonly (number | undefined)[], lag = 1): number | undefined {
  const steps: number[] = [];
  for (let i = 0; i + lag < ratios.length; i++) {
    const a = ratios[i];
    const b = ratios[i + lag];
    if (a !== undefined && b !== undefined) steps.push(Math.abs(a - b));
  }
  return steps.length >= 3 ? (1.4826 * median(steps)) / Math.SQRT2 : undefined;
}

/**
 * Judges one window. `recent`: the windows of the same length just before it, each one period
 * earlier than the last (hourly: the 24 before), for the level and the spread; `lag`: the window's
 * length in periods. `frozenLevel`: while an incident is open, the level from when it opened —
 * otherwise a long outage would slowly become the new normal.
 */
export function judgeWindow(metric: DetectorMetric, w: Window, recent: readonly Window[], o: BaselineOptions, frozenLevel?: number, lag = 1): Judgement {
  const s = seasonal(metric, w, o);
  if (!('value' in s)) return { status: s.status, weeks: s.weeks };
  const current = metricValue(metric, w.current);
  if (current === undefined) return { status: 'thin', weeks: s.weeks };
  const aligned = ratiosOf(metric, recent, o);
  const ratios = aligned.filter((r): r is number => r !== undefined);
  const rawLevel = frozenLevel ?? (ratios.length >= 3 ? median(ratios) : 1);
  const level = Math.min(1 + o.maxLevelShift, Math.max(1 - o.maxLevelShift, rawLevel));
  const relSpread = Math.max(o.minRelSpread, (stepSpread(aligned, lag) ?? 0) / level);
  const baseline = s.value * level;
  const spread = relSpread * baseline;
  const dropPct = ((baseline - current) / baseline) * 100;
  const score = (baseline - current) / spread;
  const status = dropPct >= o.dropPct && score >= o.k ? 'drop' : 'ok';
  return { status, current, baseline, level, spread, dropPct, score, weeks: s.weeks };
}

/** A window to judge with the windows of the same length before it, and that length in periods. */
export interface Candidate {
  window: Window;
  recent: readonly Window[];
  lag?: number;
}

/**
 * Judges the latest period alone and together with the periods before it (hourly: the last 1, 2
 * and 3 hours): a moderate drop that one noisy hour cannot prove shows in a longer window within
 * a couple of hours. The most telling window that alerts is returned; else the shortest one.
 */
export function judge(metric: DetectorMetric, candidates: readonly Candidate[], o: BaselineOptions, frozenLevel?: number): Judgement {
  const judged = candidates.map((c, i): Judgement => ({ ...judgeWindow(metric, c.window, c.recent, o, frozenLevel, c.lag), candidate: i }));
  const drops = judged.filter((j) => j.status === 'drop');
  if (drops.length) return drops.reduce((a, b) => ((b.score ?? 0) > (a.score ?? 0) ? b : a));
  return judged[0] ?? { status: 'thin', weeks: 0 };
}

/** Whether an open incident is over: the latest period is back within half the alert's threshold. */
export function recovered(j: Judgement, o: Pick<BaselineOptions, 'dropPct'>): boolean {
  return j.status === 'ok' && (j.dropPct ?? 0) < o.dropPct / 2;
}
