// Periods longer than the API's 31 days per call: the parser's words for them, what they resolve
// to and are compared with, the seconds they are asked in, and how they are cut into parts
// (src/api/long-range.ts) — each part within the API's rule, together covering the range once.
import { describe, expect, it } from 'vitest';
import { checkTimeRange, mergeBreakdowns, splitTimeRange, type BreakdownResponse } from '../../src/api/index.js';
import { toApiDates, toApiTimeRange, toReportTimeRange } from '../../src/time/api-range.js';
import { isoWeekOf } from '../../src/time/buckets.js';
import { comparisonsFor, type CompareWith } from '../../src/time/compare.js';
import { parseRange, specToText, type RangeSpec } from '../../src/time/range.js';
import { resolveRange } from '../../src/time/resolve.js';

const NOW = Date.parse('2026-11-22T09:00:00Z'); // a Sunday
const resolved = (spec: RangeSpec, tz = 'UTC') => resolveRange(spec, { nowMs: NOW, tz });
const compared = (spec: RangeSpec, vs?: CompareWith) =>
  comparisonsFor(resolved(spec), vs).map((c) => [c.name, c.range.startDate, c.range.endDate]);

describe('the words for long periods', () => {
  it('reads this quarter, last quarter, this year and their short forms; last 90d was already a range', () => {
    expect(parseRange('this quarter')).toEqual({ kind: 'thisQuarter' });
    expect(parseRange('qtd')).toEqual({ kind: 'thisQuarter' });
    expect(parseRange('last quarter')).toEqual({ kind: 'lastQuarter' });
    expect(parseRange('past quarter')).toEqual({ kind: 'lastQuarter' });
    expect(parseRange('this year')).toEqual({ kind: 'ytd' });
    expect(parseRange('YTD')).toEqual({ kind: 'ytd' });
    expect(parseRange('last 90d')).toEqual({ kind: 'lastDays', days: 90 });
    expect(specToText({ kind: 'lastQuarter' })).toBe('last quarter');
    expect(specToText({ kind: 'ytd' })).toBe('ytd');
  });

  it('resolves them to calendar quarters and the year so far, in the user’s timezone', () => {
    const q = resolved({ kind: 'thisQuarter' });
    expect([q.startDate, q.endDate, q.partial]).toEqual(['2026-10-01', '2026-11-22', true]);
    const last = resolved({ kind: 'lastQuarter' }, 'America/New_York');
    expect([last.startDate, last.endDate, last.days, last.partial]).toEqual(['2026-07-01', '2026-09-30', 92, false]);
    const year = resolved({ kind: 'ytd' });
    expect([year.startDate, year.endDate, year.days]).toEqual(['2026-01-01', '2026-11-22', 326]);
  });

  it('compares them with the same days of the period before, or of the year before with vs=year', () => {
    expect(compared({ kind: 'lastQuarter' })).toEqual([['the quarter before', '2026-04-01', '2026-06-30']]);
    expect(compared({ kind: 'lastQuarter' }, 'year')).toEqual([['the same quarter last year', '2025-07-01', '2025-09-30']]);
    expect(compared({ kind: 'thisQuarter' })).toEqual([['the same days and hours last quarter', '2026-07-01', '2026-08-22']]);
    expect(compared({ kind: 'ytd' })).toEqual([['the same days and hours last year', '2025-01-01', '2025-11-22']]);
    expect(compared({ kind: 'lastDays', days: 90 })).toEqual([['the previous 90 days', '2026-05-26', '2026-08-23']]);
    expect(compared({ kind: 'lastMonth' }, 'year')).toEqual([['the same month last year', '2025-10-01', '2025-10-31']]);
    expect(() => comparisonsFor(resolved({ kind: 'ytd' }), 'week')).toThrow('overlaps these 326 days');
  });
});

describe('the seconds a long range is asked in', () => {
  it('is one inclusive span of any length, still refused before 2020-01-01 with the next step', () => {
    const r = resolved({ kind: 'lastDays', days: 90 });
    expect(() => toApiTimeRange(r)).toThrow('at most 31');
    expect(toReportTimeRange(r)).toEqual({ start_time: Date.parse('2026-08-24T00:00:00Z') / 1000, end_time: Date.parse('2026-11-22T00:00:00Z') / 1000 - 1 });
    const early = resolved({ kind: 'dates', from: '2019-11-01', to: '2020-01-31' });
    expect(() => toReportTimeRange(early)).toThrow('the reporting API has no data before 2020-01-01 and this range starts on 2019-11-01; start it on 2020-01-01 or later');
    expect(() => toReportTimeRange(resolved({ kind: 'lastDays', days: 400 }))).toThrow('that range covers 400 days; I read at most 372');
  });

  it('the network report’s own 90 days: refused past them with what to type instead', () => {
    expect(() => toApiDates(resolved({ kind: 'ytd' }), 90)).toThrow('that range covers 326 days; this report allows at most 90 — try last 90d or a shorter YYYY-MM-DD..YYYY-MM-DD');
  });

  it('is cut into consecutive parts the API accepts, covering every second once', () => {
    const range = toReportTimeRange(resolved({ kind: 'ytd' }, 'America/New_York'));
    const parts = splitTimeRange(range);
    expect(parts).toHaveLength(11);
    expect(parts[0]!.start_time).toBe(range.start_time);
    expect(parts.at(-1)!.end_time).toBe(range.end_time);
    parts.forEach((p, i) => {
      expect(checkTimeRange(p, 'test')).toEqual(p);
      if (i > 0) expect(p.start_time).toBe(parts[i - 1]!.end_time + 1);
    });
    // 31 local days across a DST change are 31 × 24 h + 1 h: two calls, where they were refused.
    expect(splitTimeRange(toReportTimeRange(resolved({ kind: 'dates', from: '2026-10-01', to: '2026-10-31' }, 'Europe/Paris')))).toHaveLength(2);
    expect(splitTimeRange(toReportTimeRange(resolved({ kind: 'lastDays', days: 31 })))).toHaveLength(1);
  });

  it('labels a day with the Monday of its ISO week, as `revenue last week` counts weeks', () => {
    expect(isoWeekOf('2026-11-22')).toBe('2026-11-16');
    expect(isoWeekOf('2026-11-23')).toBe('2026-11-23');
    expect(isoWeekOf('2026-11-21')).toBe('2026-11-16');
  });
});

describe('merging breakdown parts (spec 4.3 rule 4)', () => {
  const part = (rows: Array<[string, number, number, number]>): BreakdownResponse => ({
    dimensions: ['country'],
    metrics: ['requests', 'impressions', 'revenue'],
    rows: rows.map(([country, requests, impressions, revenue]) => ({ dimensions: { country }, metrics: { requests, impressions, revenue } })),
    row_count: rows.length,
  });
  const a = part([['US', 1000, 500, 10], ['DE', 400, 100, 1]]);
  const b = part([['US', 3000, 500, 2], ['FR', 10, 10, 5]]);

  it('adds counts and recomputes rates from the sums, never averaging the parts’ rates', () => {
    const m = mergeBreakdowns([a, b], { by: ['country'], metrics: ['ecpm', 'fill_rate', 'revenue'] });
    const us = m.rows.find((r) => r.dimensions.country === 'US')!;
    // eCPM 12 × 1000 / 1000 = 12 (the parts' 20 and 4 average to 12 only by chance of equal impressions),
    // fill 1000 / 4000 = 25 % (the parts' 50 % and 16.7 % average to 33.3 %).
    expect(us.metrics).toEqual({ ecpm: 12, fill_rate: 25, revenue: 12 });
    expect(m.rows.map((r) => r.dimensions.country)).toEqual(['DE', 'FR', 'US']);
    expect(m.metrics).toEqual(['ecpm', 'fill_rate', 'revenue']);
  });

  it('applies having, then top or bottom by the first metric, over the whole range', () => {
    const top = mergeBreakdowns([a, b], { by: ['country'], metrics: ['revenue'], top: 1 });
    expect(top.rows.map((r) => r.dimensions.country)).toEqual(['US']);
    const having = mergeBreakdowns([a, b], { by: ['country'], metrics: ['revenue'], having: { metric: 'ecpm', op: '>', value: 100 } });
    // FR: 5 × 1000 / 10 = 500; DE: 10; US: 12.
    expect(having.rows.map((r) => r.dimensions.country)).toEqual(['FR']);
  });
});
