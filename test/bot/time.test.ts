// The one range parser (src/time): syntax, resolution in the user's timezone (DST included),
// the previous period, and translation to the API's inclusive-seconds and 31-day rules.
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { toApiDates, toApiTimeRange } from '../../src/time/api-range.js';
import { DateRangeError, parseRange, takeRange } from '../../src/time/range.js';
import { formatDates, previousPeriod, resolveRange } from '../../src/time/resolve.js';

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

  it('today so far ends now, and compares with yesterday up to the same hour', () => {
    const r = resolveRange({ kind: 'today' }, { nowMs: NOW, tz: 'America/New_York' });
    expect(r.partial).toBe(true);
    expect(toApiTimeRange(r).end_time).toBe(NOW / 1000 - 1);
    const p = previousPeriod(r);
    expect(toApiTimeRange(p)).toEqual({ start_time: Date.parse('2026-11-21T05:00:00Z') / 1000, end_time: Date.parse('2026-11-21T09:00:00Z') / 1000 - 1 });
    expect(formatDates(r)).toBe('Sun 22 Nov 2026 (so far)');
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
    expect(previousPeriod(l7).startDate).toBe('2026-11-08');
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
