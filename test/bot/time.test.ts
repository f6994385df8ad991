// The one range parser (src/time): syntax, resolution in the user's timezone (DST included),
// the periods a range is compared with, the breakdown's time buckets, and translation to the
// API's inclusive-seconds and 31-day rules.
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { toApiDates, toApiTimeRange } from '../../src/time/api-range.js';
import { bucketSpan, hourIso, hourLabels, partialBucket } from '../../src/time/buckets.js';
import { comparisonsFor } from '../../src/time/compare.js';
import { DateRangeError, parseRange, takeRange, type RangeSpec } from '../../src/time/range.js';
import { formatDates, resolveRange } from '../../src/time/resolve.js';

const NOW = Date.parse('2026-11-22T09:00:00Z'); // a Sunday

describe('syntax', () => {
  it('reads every documented form', () => {
    expect(parseRange('today')).toEqual({ kind: 'today' });
    expect(parseRange('Yesterday')).toEqual({ kind: 'yesterday' });
    expect(parseRange('last 7d')).toEqual({ kind: 'lastDays', days: 7 });
    expect(parseRange('last 14 days')).toEqual({ kind: 'lastDays', days: 14 });
    expect(parseRange('30d')).toEqual({ kind: 'lastDays', days: 30 });
    expect(parseRange('this week')).toEqual({ kind: 'thisWeek' });
    expect(parseRange('last week')).toEqual({ kind: 'lastWeek' });
    expect(parseRange('mtd')).toEqual({ kind: 'mtd' });
    expect(parseRange('last month')).toEqual({ kind: 'lastMonth' });
    expect(parseRange('2026-11-03')).toEqual({ kind: 'dates', from: '2026-11-03', to: '2026-11-03' });
    expect(parseRange('2026-11-01..2026-11-07')).toEqual({ kind: 'dates', from: '2026-11-01', to: '2026-11-07' });
    expect(parseRange('2026-11-01 to 2026-11-07')).toEqual({ kind: 'dates', from: '2026-11-01', to: '2026-11-07' });
  });

  it('finds the range anywhere and leaves the other words', () => {
    expect(takeRange(['by', 'country', 'last', '7d', 'os=ios'])).toEqual({ spec: { kind: 'lastDays', days: 7 }, rest: ['by', 'country', 'os=ios'] });
    expect(takeRange(['by', 'country'])).toEqual({ spec: undefined, rest: ['by', 'country'] });
  });

  it('explains what it cannot read', () => {
    expect(() => parseRange('2026-02-30')).toThrow(DateRangeError);
    expect(() => parseRange('2026-02-30')).toThrow('not a calendar date');
    expect(() => parseRange('2026-11-07..2026-11-01')).toThrow('ends before it starts');
    expect(() => parseRange('last 0d')).toThrow('at least one day');
    expect(() => takeRange(['today', 'yesterday'])).toThrow('one date range only');
    expect(() => parseRange('soon')).toThrow('not a date range');
  });
});

describe('resolution in the user’s timezone', () => {
  it('yesterday is a calendar day in the user’s zone, as inclusive integer seconds', () => {
    const r = resolveRange({ kind: 'yesterday' }, { nowMs: NOW, tz: 'Europe/Paris' });
    expect([r.startDate, r.endDate, r.days, r.partial]).toEqual(['2026-11-21', '2026-11-21', 1, false]);
    expect(toApiTimeRange(r)).toEqual({ start_time: Date.parse('2026-11-20T23:00:00Z') / 1000, end_time: Date.parse('2026-11-21T23:00:00Z') / 1000 - 1 });
  });

  it('today so far ends at the last complete hour, and compares with yesterday over the same hours', () => {
    const r = resolveRange({ kind: 'today' }, { nowMs: NOW, tz: 'America/New_York' });
    expect(r.partial).toBe(true);
    expect(toApiTimeRange(r).end_time).toBe(NOW / 1000 - 1);
    const p = comparisonsFor(r, 'previous')[0]!.range;
    expect(toApiTimeRange(p)).toEqual({ start_time: Date.parse('2026-11-21T05:00:00Z') / 1000, end_time: Date.parse('2026-11-21T09:00:00Z') / 1000 - 1 });
    expect(formatDates(r)).toBe('Sun 22 Nov 2026, 00:00–03:59 (so far)');
  });

  it('a day with a DST change is 25 hours long in its zone', () => {
    const r = resolveRange({ kind: 'dates', from: '2026-10-25', to: '2026-10-25' }, { nowMs: NOW, tz: 'Europe/Paris' });
    const t = toApiTimeRange(r);
    expect(t.end_time - t.start_time + 1).toBe(25 * 3600);
  });

  it('weeks start on Monday; last 7 days end yesterday; mtd starts on the 1st', () => {
    expect(resolveRange({ kind: 'thisWeek' }, { nowMs: NOW, tz: 'UTC' }).startDate).toBe('2026-11-16');
    const lw = resolveRange({ kind: 'lastWeek' }, { nowMs: NOW, tz: 'UTC' });
    expect([lw.startDate, lw.endDate]).toEqual(['2026-11-09', '2026-11-15']);
    const l7 = resolveRange({ kind: 'lastDays', days: 7 }, { nowMs: NOW, tz: 'UTC' });
    expect([l7.startDate, l7.endDate, l7.days]).toEqual(['2026-11-15', '2026-11-21', 7]);
    expect(comparisonsFor(l7)[0]!.range.startDate).toBe('2026-11-08');
    expect(resolveRange({ kind: 'mtd' }, { nowMs: NOW, tz: 'UTC' }).startDate).toBe('2026-11-01');
    const lm = resolveRange({ kind: 'lastMonth' }, { nowMs: NOW, tz: 'UTC' });
    expect([lm.startDate, lm.endDate, lm.days]).toEqual(['2026-10-01', '2026-10-31', 31]);
  });

  it('the same instant is a different "today" in Tokyo and Los Angeles', () => {
    const late = Date.parse('2026-11-22T20:00:00Z');
    expect(resolveRange({ kind: 'today' }, { nowMs: late, tz: 'Asia/Tokyo' }).startDate).toBe('2026-11-23');
    expect(resolveRange({ kind: 'today' }, { nowMs: late, tz: 'America/Los_Angeles' }).startDate).toBe('2026-11-22');
  });
});

describe('what a range is compared with', () => {
  const NY = 'America/New_York';
  const resolved = (spec: RangeSpec, nowMs = NOW, tz = NY) => resolveRange(spec, { nowMs, tz });
  const compared = (spec: RangeSpec, vs?: 'previous' | 'week' | 'year', nowMs = NOW, tz = NY) =>
    comparisonsFor(resolved(spec, nowMs, tz), vs).map((c) => [c.name, c.range.startDate, c.range.endDate]);

  it('a single day: the same weekday last week first, day over day beside it', () => {
    expect(compared({ kind: 'yesterday' })).toEqual([
      ['the same weekday last week', '2026-11-14', '2026-11-14'],
      ['the day before', '2026-11-20', '2026-11-20'],
    ]);
    expect(compared({ kind: 'yesterday' }, 'previous')).toEqual([['the day before', '2026-11-20', '2026-11-20']]);
    // 52 weeks back keeps the weekday: Saturday with Saturday.
    expect(compared({ kind: 'dates', from: '2026-11-21', to: '2026-11-21' }, 'year')[0]).toEqual(['the same weekday last year', '2025-11-22', '2025-11-22']);
  });

  it('calendar ranges: the previous calendar period, aligned by day', () => {
    expect(compared({ kind: 'lastMonth' })).toEqual([['the month before', '2026-09-01', '2026-09-30']]);
    expect(compared({ kind: 'dates', from: '2026-10-01', to: '2026-10-31' })).toEqual([['the month before', '2026-09-01', '2026-09-30']]);
    expect(compared({ kind: 'mtd' })).toEqual([['the same days and hours last month', '2026-10-01', '2026-10-22']]);
    expect(compared({ kind: 'thisWeek' })).toEqual([['the same days and hours of the week before', '2026-11-09', '2026-11-15']]);
    expect(compared({ kind: 'lastWeek' })).toEqual([['the week before', '2026-11-02', '2026-11-08']]);
    expect(compared({ kind: 'lastMonth' }, 'year')).toEqual([['the same month last year', '2025-10-01', '2025-10-31']]);
    expect(compared({ kind: 'lastDays', days: 7 })).toEqual([['the previous 7 days', '2026-11-08', '2026-11-14']]);
  });

  it('a range that runs to now compares up to the same local time', () => {
    const [mtd] = comparisonsFor(resolved({ kind: 'mtd' }));
    expect(toApiTimeRange(mtd!.range)).toEqual({ start_time: Date.parse('2026-10-01T04:00:00Z') / 1000, end_time: Date.parse('2026-10-22T08:00:00Z') / 1000 - 1 });
    expect(mtd!.range.partial).toBe(false);
    // On 31 March there is no 31 February: month to date compares with all of February.
    const [march] = comparisonsFor(resolved({ kind: 'mtd' }, Date.parse('2027-03-31T12:00:00Z'), 'UTC'));
    expect([march!.range.startDate, march!.range.endDate, march!.range.days]).toEqual(['2027-02-01', '2027-02-28', 28]);
  });

  it('refuses a week-earlier comparison that would overlap the range', () => {
    expect(() => comparisonsFor(resolved({ kind: 'lastMonth' }), 'week')).toThrow('overlaps these 31 days');
    expect(compared({ kind: 'lastDays', days: 7 }, 'week')).toEqual([['the same days a week earlier', '2026-11-08', '2026-11-14']]);
  });
});

describe('hour ranges (why only)', () => {
  it('reads whole hours where asked, refuses them elsewhere, and resolves and compares them like a day', () => {
    const { spec } = takeRange(['2026-11-20t12:00..2026-11-20T15:00'], { hours: true });
    expect(spec).toEqual({ kind: 'hours', from: '2026-11-20T12:00', to: '2026-11-20T15:00' });
    expect(() => parseRange('2026-11-20T12:00..2026-11-20T15:00')).toThrow(/only why reads/);
    expect(() => takeRange(['2026-11-20T12:30..2026-11-20T15:00'], { hours: true })).toThrow(/write 2026-11-20T12:00/);
    expect(() => takeRange(['2026-11-20T12:00..2026-11-28T13:00'], { hours: true })).toThrow(/at most 168/);
    const r = resolveRange(spec!, { nowMs: NOW, tz: 'UTC' });
    expect([r.start.toISO(), r.end.toISO(), r.partial]).toEqual(['2026-11-20T12:00:00.000Z', '2026-11-20T15:00:00.000Z', false]);
    expect(formatDates(r)).toBe('Fri 20 Nov 2026, 12:00–14:59');
    const [week] = comparisonsFor(r);
    expect([week!.range.start.toISO(), week!.range.end.toISO(), week!.name]).toEqual(['2026-11-13T12:00:00.000Z', '2026-11-13T15:00:00.000Z', 'the same hours last Friday']);
    expect(comparisonsFor(r, 'previous')[0]!.name).toBe('the 3 hours before');
    // A zone half an hour off UTC has no whole UTC hours to ask the API for.
    expect(() => resolveRange(spec!, { nowMs: NOW, tz: 'Asia/Kolkata' })).toThrow(/add tz=UTC/);
  });
});

describe('breakdown time buckets', () => {
  it('labels UTC hour buckets in the requested timezone, with offsets across a DST change', () => {
    expect([...hourLabels(['2026-11-20T15:00:00Z', '2026-11-21T14:00:00Z'], 'Asia/Tokyo').values()]).toEqual(['2026-11-21 00:00', '2026-11-21 23:00']);
    expect([...hourLabels(['2026-11-01T05:00:00Z', '2026-11-01T06:00:00Z'], 'America/New_York').values()]).toEqual(['2026-11-01 01:00 -04:00', '2026-11-01 01:00 -05:00']);
    expect(hourIso('2026-11-20T15:00:00Z', 'Asia/Tokyo')).toBe('2026-11-21T00:00:00+09:00');
  });

  it('finds the weeks and months a range covers only in part', () => {
    const october = resolveRange({ kind: 'lastMonth' }, { nowMs: NOW, tz: 'America/New_York' });
    expect(partialBucket(october, 'week', '2026-09-27')).toEqual({ daysInRange: 3, days: 7, soFar: false });
    expect(partialBucket(october, 'week', '2026-10-25')).toBeUndefined();
    expect(partialBucket(october, 'month', '2026-10')).toBeUndefined();
    const thisWeek = resolveRange({ kind: 'thisWeek' }, { nowMs: NOW, tz: 'UTC' });
    expect(partialBucket(thisWeek, 'week', '2026-11-22')).toEqual({ daysInRange: 1, days: 7, soFar: true });
    expect(partialBucket(resolveRange({ kind: 'lastDays', days: 7 }, { nowMs: NOW, tz: 'UTC' }), 'month', '2026-11')).toEqual({ daysInRange: 7, days: 30, soFar: false });
    expect(bucketSpan('week', 'not a week', 'UTC')).toBeUndefined();
  });
});

describe('API rules', () => {
  it('caps ranges at 31 days with a message saying what to type', () => {
    const r = resolveRange({ kind: 'lastDays', days: 45 }, { nowMs: NOW, tz: 'UTC' });
    expect(() => toApiTimeRange(r)).toThrow('at most 31 — try last 31d');
    expect(toApiTimeRange(resolveRange({ kind: 'lastDays', days: 31 }, { nowMs: NOW, tz: 'UTC' })).end_time).toBe(Date.parse('2026-11-22T00:00:00Z') / 1000 - 1);
    expect(toApiDates(r, 90)).toEqual({ start_date: '2026-10-08', end_date: '2026-11-21' });
  });

  it('ends on the last second the span reaches into, also mid-second (the range is inclusive)', () => {
    const at = (iso: string) => DateTime.fromISO(iso, { zone: 'UTC' });
    const start = at('2026-11-22T00:00:00Z');
    const whole = Date.parse('2026-11-22T09:00:00Z') / 1000;
    expect(toApiTimeRange({ start, end: at('2026-11-22T09:00:00.000Z') }).end_time).toBe(whole - 1);
    // Events at 09:00:00.2 happened before an end of 09:00:00.4: second 09:00:00 is in.
    expect(toApiTimeRange({ start, end: at('2026-11-22T09:00:00.400Z') }).end_time).toBe(whole);
    expect(toApiTimeRange({ start, end: at('2026-11-22T09:00:00.600Z') }).end_time).toBe(whole);
    expect(toApiTimeRange({ start: at('2026-11-22T08:59:59.700Z'), end: at('2026-11-22T09:00:00.400Z') })).toEqual({ start_time: whole - 1, end_time: whole });
  });

  it('accepts any span of up to 31 × 24 hours, even across 32 calendar dates', () => {
    const start = DateTime.fromISO('2026-10-01T12:00:00Z', { zone: 'UTC' });
    const t = toApiTimeRange({ start, end: start.plus({ days: 31 }) });
    expect(t.end_time - t.start_time).toBe(31 * 86_400 - 1);
    expect(() => toApiTimeRange({ start, end: start.plus({ days: 31, seconds: 1 }) })).toThrow('covers 32 days');
  });

  it('refuses 31 local days that a DST change makes longer than 31 × 24 hours, saying why', () => {
    const october = resolveRange({ kind: 'dates', from: '2026-10-01', to: '2026-10-31' }, { nowMs: NOW, tz: 'Europe/Paris' });
    expect(() => toApiTimeRange(october)).toThrow('those 31 days include a daylight-saving change');
    expect(toApiTimeRange(resolveRange({ kind: 'dates', from: '2026-10-01', to: '2026-10-30' }, { nowMs: NOW, tz: 'Europe/Paris' })).start_time).toBe(Date.parse('2026-09-30T22:00:00Z') / 1000);
  });

  it('refuses ranges before 2020 and in the future', () => {
    expect(() => toApiTimeRange(resolveRange({ kind: 'dates', from: '2019-12-30', to: '2019-12-31' }, { nowMs: NOW, tz: 'UTC' }))).toThrow('before 2020-01-01');
    expect(() => resolveRange({ kind: 'dates', from: '2026-12-01', to: '2026-12-02' }, { nowMs: NOW, tz: 'UTC' })).toThrow('in the future');
  });
});
