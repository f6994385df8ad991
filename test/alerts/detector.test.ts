// The detectors on small fixed cases: the seasonal baseline (median of the same hour and weekday,
// scaled by the recent level), its minimum-volume guard, an outage week not poisoning it, the
// previous detector kept for the bench, drivers with their shares, and data freshness.
import { describe, expect, it } from 'vitest';
import { BASELINE_DEFAULTS, baselineOptions, judge, judgeWindow, median, recovered, stepSpread, type Window } from '../../src/jobs/alerts/baseline.js';
import { driversOf, rankDrivers } from '../../src/jobs/alerts/drivers.js';
import { DAY_MS, freshness, HOUR_MS } from '../../src/jobs/alerts/freshness.js';
import { metricValue, type Components } from '../../src/jobs/alerts/metrics.js';
import { judgePrevious } from '../../src/jobs/alerts/previous.js';

const c = (revenue: number, impressions = revenue * 500, requests = impressions * 1.2): Components => ({ revenue, impressions, requests });
const o = { ...BASELINE_DEFAULTS, dropPct: 10 };
/** A window of `current` against six weeks of `weeks`. */
const win = (current: number, weeks: number[]): Window => ({ current: c(current), history: weeks.map((w) => c(w)) });
/** 24 earlier windows right on their seasonal value (level 1), with a ±2 % wobble. */
const calm = Array.from({ length: 24 }, (_, i) => win(100 * (1 + ((i % 5) - 2) / 100), [100, 100, 100, 100, 100, 100]));

describe('seasonal baseline', () => {
  it('computes rates from summed parts', () => {
    expect(metricValue('ecpm', { revenue: 5, impressions: 2000, requests: 4000 })).toBe(2.5);
    expect(metricValue('fill_rate', { revenue: 5, impressions: 2000, requests: 4000 })).toBe(50);
    expect(metricValue('ecpm', { revenue: 5, impressions: 0, requests: 10 })).toBeUndefined();
  });

  it('uses the median, so one outage week does not drag the baseline', () => {
    expect(median([100, 98, 102, 20, 101, 99])).toBe(99.5);
    const j = judgeWindow('revenue', win(99, [100, 98, 102, 20, 101, 99]), calm, o);
    expect(j.status).toBe('ok');
    expect(j.baseline).toBeCloseTo(99.5, 5);
    // The previous detector's mean is pulled down by the outage week: a real 25 % drop looks like 10 %.
    expect(judgePrevious('revenue', c(75), [c(100), c(98), c(102), c(20)], 20).drop).toBe(false);
    expect(judgeWindow('revenue', win(75, [100, 98, 102, 20, 101, 99]), calm, o).status).toBe('drop');
  });

  it('alerts only when the drop is both as deep as asked and unusual for the segment', () => {
    expect(judgeWindow('revenue', win(80, [100, 100, 100, 100, 100, 100]), calm, o)).toMatchObject({ status: 'drop', dropPct: 20, score: 5 });
    expect(judgeWindow('revenue', win(80, [100, 100, 100, 100, 100, 100]), calm, { ...o, dropPct: 25 }).status).toBe('ok');
    // 12 % is deep enough for the alert, but within 4 spreads (the 4 % floor) of a calm segment.
    expect(judgeWindow('revenue', win(88, [100, 100, 100, 100, 100, 100]), calm, o).status).toBe('ok');
    // A segment that wobbles ±20 % hour to hour: 15 % down is ordinary for it.
    const noisy = Array.from({ length: 24 }, (_, i) => win(100 * (1 + ((i % 5) - 2) / 10), [100, 100, 100, 100, 100, 100]));
    expect(judgeWindow('revenue', win(80, [100, 100, 100, 100, 100, 100]), noisy, o).status).toBe('ok');
  });

  it('measures the spread from the steps between recent windows: a drift is not noise, an outage among them does not count', () => {
    // A level rising 1 % per window: each step is 0.01, whatever the scatter of the whole run.
    expect(stepSpread([1.08, 1.07, 1.06, 1.05, 1.04, 1.03, 1.02])).toBeCloseTo((1.4826 * 0.01) / Math.SQRT2, 6);
    // One outage window makes two big steps out of six: the median step ignores them.
    expect(stepSpread([1, 1.01, 1, 0.5, 1, 1.01, 1])).toBeCloseTo((1.4826 * 0.01) / Math.SQRT2, 6);
    // 3-hour windows one hour apart share two hours: steps are taken between windows 3 apart.
    expect(stepSpread([1.12, 1.1, 1.08, 1.06, 1.04, 1.02, 1], 3)).toBeCloseTo((1.4826 * 0.06) / Math.SQRT2, 6);
    expect(stepSpread([1, 1.1, 1.2, undefined, 1.3], 1)).toBeUndefined();
    // 24 windows whose level drifts from 0.88 to 1.11 (median 0.995): their scatter (a robust SD of
    // 9 %) made this 20 % drop 2.2 spreads, ordinary; their steps are 1 %, so the 4 % floor decides.
    const drifting = Array.from({ length: 24 }, (_, i) => win(111 - i, [100, 100, 100, 100, 100, 100]));
    expect(judgeWindow('revenue', win(80, [100, 100, 100, 100, 100, 100]), drifting, o)).toMatchObject({ status: 'drop', score: expect.closeTo(4.9, 1) });
  });

  it('calls a day unusual at 3 spreads, an hour at 4, and any-segment alerts one spread further out', () => {
    const weeks = [100, 100, 100, 100, 100, 100];
    const week = calm.slice(0, 7);
    // 14 % below a calm baseline is 3.5 spreads (the 4 % floor).
    expect(judgeWindow('revenue', win(86, weeks), week, baselineOptions('day', 10)).status).toBe('drop');
    expect(judgeWindow('revenue', win(86, weeks), calm, baselineOptions('hour', 10)).status).toBe('ok');
    expect(judgeWindow('revenue', win(82, weeks), calm, baselineOptions('hour', 10)).status).toBe('drop');
    expect(judgeWindow('revenue', win(82, weeks), calm, baselineOptions('hour', 10, true)).status).toBe('ok');
    expect(judgeWindow('revenue', win(86, weeks), week, baselineOptions('day', 10, true)).status).toBe('ok');
    expect(baselineOptions('day', 25)).toMatchObject({ k: 3, dropPct: 25, minRelSpread: BASELINE_DEFAULTS.minRelSpread });
  });

  it('scales the baseline by the recent level: a segment 10 % up on its weeks is judged from there', () => {
    const up = calm.map((w) => ({ ...w, current: c(metricValue('revenue', w.current)! * 1.1) }));
    const j = judgeWindow('revenue', win(90, [100, 100, 100, 100, 100, 100]), up, o);
    expect(j.level).toBeCloseTo(1.1, 5);
    expect(j.baseline).toBeCloseTo(110, 5);
    expect(j.status).toBe('drop');
    // While an incident is open the level stays what it was when it opened.
    expect(judgeWindow('revenue', win(95, [100, 100, 100, 100, 100, 100]), calm, o, 1.1).baseline).toBeCloseTo(110, 5);
  });

  it('guards against tiny segments and thin history', () => {
    expect(judgeWindow('revenue', win(1, [5, 5, 5, 5, 5, 5]), calm, o).status).toBe('low_volume');
    expect(judgeWindow('revenue', { current: c(50), history: [c(100), undefined, undefined, undefined] }, calm, o).status).toBe('thin');
  });

  it('takes the most telling window and recovers within half the threshold', () => {
    const j = judge('revenue', [{ window: win(97, [100, 100, 100, 100, 100, 100]), recent: calm }, { window: win(160, [200, 200, 200, 200, 200, 200]), recent: calm }], o);
    expect(j).toMatchObject({ status: 'drop', dropPct: 20 });
    expect(recovered(judgeWindow('revenue', win(96, [100, 100, 100, 100, 100, 100]), calm, o), o)).toBe(true);
    expect(recovered(judgeWindow('revenue', win(93, [100, 100, 100, 100, 100, 100]), calm, o), o)).toBe(false);
  });
});

describe('previous detector', () => {
  it('compares with the mean and a fixed threshold; no rows counts as zero revenue', () => {
    expect(judgePrevious('revenue', c(80), [c(100), c(100)], 20)).toMatchObject({ drop: true, dropPct: 20 });
    expect(judgePrevious('revenue', undefined, [c(100)], 20)).toMatchObject({ drop: true, dropPct: 100 });
    expect(judgePrevious('ecpm', undefined, [c(100)], 20).drop).toBe(false);
  });
});

describe('drivers', () => {
  it('names the segments that drove a drop with their share of the losses', () => {
    const d = driversOf([
      { dimension: 'country', value: 'US', current: 600, baseline: 1000 },
      { dimension: 'country', value: 'DE', current: 190, baseline: 200 },
      { dimension: 'country', value: 'JP', current: 310, baseline: 300 },
    ]);
    expect(d.map((x) => [x.value, Math.round(x.share * 100), Math.round(x.dropPct)])).toEqual([['US', 98, 40]]);
  });

  it('with spreads, names the unusual segment over a big segment’s ordinary wobble, and leads with that dimension', () => {
    const ranked = rankDrivers([
      { dimension: 'country', value: 'US', current: 950, baseline: 1000, spread: 40 },
      { dimension: 'country', value: 'FR', current: 60, baseline: 100, spread: 5 },
      { dimension: 'app', value: 'a', current: 570, baseline: 600, spread: 30 },
      { dimension: 'app', value: 'b', current: 480, baseline: 500, spread: 25 },
    ]);
    expect(ranked[0]!.map((x) => `${x.dimension}=${x.value}`)).toEqual(['country=FR']);
  });
});

describe('freshness', () => {
  const start = Date.parse('2026-11-22T08:00:00Z');
  const base = { period: 'hour' as const, periodStartMs: start, rowsInPeriod: 10, baselineHasVolume: true };
  it('waits for the period to end and settle, and says when it looks again', () => {
    expect(freshness({ ...base, nowMs: start + HOUR_MS + 60_000 })).toEqual({ ready: false, reason: 'the period is not finished yet', recheckAtMs: start + HOUR_MS + 10 * 60_000 });
    expect(freshness({ ...base, nowMs: start + HOUR_MS + 11 * 60_000 })).toEqual({ ready: true });
  });

  it('never judges provisional revenue, pending or missing network coverage', () => {
    const now = start + 2 * HOUR_MS;
    expect(freshness({ ...base, nowMs: now, provisional: true }).ready).toBe(false);
    const pending = freshness({ ...base, nowMs: now, coverage: [{ source: 'Network A', status: 'pending', expectedAtMs: now + 3 * HOUR_MS }] });
    expect(pending).toEqual({ ready: false, reason: 'Network A has not delivered it yet', recheckAtMs: now + 3 * HOUR_MS });
    expect(freshness({ ...base, nowMs: now, coverage: [{ source: 'Network B', status: 'missing' }] })).toMatchObject({ ready: false, reason: 'Network B failed to deliver it' });
  });

  it('takes a period with no rows for a late report until the grace has passed', () => {
    expect(freshness({ ...base, rowsInPeriod: 0, nowMs: start + HOUR_MS + 20 * 60_000 })).toMatchObject({ ready: false, recheckAtMs: start + HOUR_MS + 35 * 60_000 });
    expect(freshness({ ...base, rowsInPeriod: 0, nowMs: start + 3 * HOUR_MS })).toEqual({ ready: true });
    expect(freshness({ ...base, period: 'day', periodStartMs: start, rowsInPeriod: 0, nowMs: start + DAY_MS + 2 * HOUR_MS }).ready).toBe(false);
  });
});
