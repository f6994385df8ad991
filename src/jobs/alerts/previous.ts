// Today's detector, kept as "previous" so the bench can score both side by side: the mean of the
// same weekday over 4 weeks (daily) or of the same hour over the previous 7 days (hourly), and a
// fixed threshold on the drop. Pure.
import { metricValue, type Components, type DetectorMetric } from './metrics.js';

export const PREVIOUS_BASELINE = { day: { count: 4, stepDays: 7 }, hour: { count: 7, stepDays: 1 } } as const;

export interface PreviousJudgement {
  drop: boolean;
  current?: number;
  baseline?: number;
  dropPct?: number;
}

/** `history`: the same weekday of the previous 4 weeks (daily) or the same hour of the previous 7 days (hourly). */
export function judgePrevious(metric: DetectorMetric, current: Components | undefined, history: readonly (Components | undefined)[], dropPct: number): PreviousJudgement {
  const values = history.map((c) => (c ? metricValue(metric, c) : undefined)).filter((v): v is number => v !== undefined);
  // As today's job: a revenue period with no rows counts as zero revenue.
  const now = current ? metricValue(metric, current) : metric === 'revenue' ? 0 : undefined;
  if (now === undefined || values.length === 0) return { drop: false };
  const baseline = values.reduce((a, b) => a + b, 0) / values.length;
  if (baseline <= 0) return { drop: false };
  const pct = ((baseline - now) / baseline) * 100;
  return { drop: pct >= dropPct, current: now, baseline, dropPct: pct };
}
