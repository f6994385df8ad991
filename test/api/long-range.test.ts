// The long-range readers' pure parts: how a range is cut (seconds and calendar dates), and how A/B
// reports merge — what is added, what is recomputed, and what is left unknown.
import { describe, expect, it } from 'vitest';
import { mergeAbTests, splitDates, splitTimeRange, type AbTestReport } from '../../src/api/index.js';

const DAY = 86_400;

describe('cutting a range', () => {
  it('splits seconds into consecutive parts of at most 31 days that cover the range exactly once', () => {
    const range = { start_time: 1_780_000_000, end_time: 1_780_000_000 + 90 * DAY - 1 };
    const parts = splitTimeRange(range);
    expect(parts).toHaveLength(3);
    expect(parts[0]!.start_time).toBe(range.start_time);
    expect(parts.at(-1)!.end_time).toBe(range.end_time);
    for (const [i, p] of parts.entries()) {
      expect(p.end_time - p.start_time).toBeLessThanOrEqual(31 * DAY - 1);
      if (i > 0) expect(p.start_time).toBe(parts[i - 1]!.end_time + 1);
    }
  });

  it('splits calendar dates into windows of at most 31 dates, across month and year ends', () => {
    expect(splitDates({ start_date: '2025-12-15', end_date: '2026-03-10' }, 31)).toEqual([
      { start_date: '2025-12-15', end_date: '2026-01-14' },
      { start_date: '2026-01-15', end_date: '2026-02-14' },
      { start_date: '2026-02-15', end_date: '2026-03-10' },
    ]);
    expect(splitDates({ start_date: '2026-11-20', end_date: '2026-11-20' }, 31)).toEqual([{ start_date: '2026-11-20', end_date: '2026-11-20' }]);
  });
});

describe('merging A/B reports', () => {
  const variant = (revenue: number, impressions: number, requests: number, date: string) => ({
    daily: [{ date, revenue, impressions, requests, ecpm: (revenue * 1000) / impressions, fill_rate: (impressions / requests) * 100, dau: 100 }],
    cumulative: { revenue, impressions, requests, ecpm: (revenue * 1000) / impressions, fill_rate: (impressions / requests) * 100 },
  });
  const part = (date: string, k: number): AbTestReport => ({
    control: variant(10.01 * k, 1000 * k, 1300 * k, date),
    test: variant(11.03 * k, 900 * k, 1300 * k, date),
    status: 'achieved',
    lift: 5 * k,
    ci_low: 1,
    ci_high: 9,
    p_value: 0.01,
    chi_squared_p: 0.5,
    n_control: 100,
    n_test: 100,
    required_n: 56_512,
  });

  it('adds totals, recomputes rates from the sums, joins the days, and leaves the API’s statistics unknown', () => {
    const m = mergeAbTests([part('2026-10-01', 1), part('2026-11-01', 3)]);
    expect(m.control.cumulative.revenue).toBeCloseTo(40.04, 10);
    expect(m.control.cumulative.impressions).toBe(4000);
    expect(m.control.cumulative.ecpm).toBe((m.control.cumulative.revenue * 1000) / 4000);
    expect(m.test.cumulative.fill_rate).toBe((3600 / 5200) * 100);
    expect(m.control.daily.map((d) => d.date)).toEqual(['2026-10-01', '2026-11-01']);
    expect([m.lift, m.ci_low, m.ci_high, m.p_value, m.chi_squared_p, m.n_control, m.n_test]).toEqual([null, null, null, null, null, null, null]);
    expect(m.status).toBe('achieved');
    expect(m.required_n).toBe(56_512);
  });
});
