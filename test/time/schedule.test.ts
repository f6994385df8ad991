// Cron in IANA timezones: validation with readable errors, DST-correct runs, the missed-run policy.
import { describe, expect, it } from 'vitest';
import { planRun } from '../../src/scheduler/plan.js';
import {
  checkCron, checkFrequency, checkTimezone, countRuns, cronFromDaysAndTime, describeCron, formatRun, latestRunAtOrBefore, nextRuns, ScheduleError,
} from '../../src/time/schedule.js';
import type { Subscription } from '../../src/store/index.js';

const iso = (d: Date[]) => d.map((x) => x.toISOString());

describe('cron schedules', () => {
  it('accepts five fields only and says what to write', () => {
    expect(checkCron('  0   9 * *   1-5 ')).toBe('0 9 * * 1-5');
    for (const bad of ['* * * *', '0 0 9 * * *', '61 * * * *', 'every day', '', 'H 9 * * *']) {
      expect(() => checkCron(bad)).toThrow(ScheduleError);
    }
    expect(() => checkCron('0 9 * *')).toThrow(/minute hour day-of-month month day-of-week/);
    expect(checkCron('0 9 * * MON-FRI')).toBe('0 9 * * MON-FRI');
    expect(() => checkTimezone('Mars/Olympus')).toThrow(/IANA timezone/);
    expect(checkTimezone('America/New_York')).toBe('America/New_York');
  });

  it('keeps 09:00 Paris at 09:00 across the spring DST change', () => {
    const runs = nextRuns('0 9 * * *', 'Europe/Paris', new Date('2026-03-27T12:00:00Z'), 3);
    expect(iso(runs)).toEqual(['2026-03-28T08:00:00.000Z', '2026-03-29T07:00:00.000Z', '2026-03-30T07:00:00.000Z']);
    expect(formatRun(runs[1]!, 'Europe/Paris')).toMatch(/Sun 29 Mar 09:00/);
  });

  it('runs a time that does not exist once, an hour later, and a repeated time once', () => {
    // 02:30 does not happen in New York on 2026-03-08; 01:30 happens twice on 2026-11-01.
    expect(iso(nextRuns('30 2 * * *', 'America/New_York', new Date('2026-03-07T12:00:00Z'), 2))).toEqual([
      '2026-03-08T07:30:00.000Z', '2026-03-09T06:30:00.000Z',
    ]);
    expect(iso(nextRuns('30 1 * * *', 'America/New_York', new Date('2026-10-31T12:00:00Z'), 2))).toEqual([
      '2026-11-01T05:30:00.000Z', '2026-11-02T06:30:00.000Z',
    ]);
  });

  it('finds the latest run at or before an instant, and counts runs in a window', () => {
    const at = new Date('2026-11-21T08:00:00Z');
    expect(latestRunAtOrBefore('0 9 * * *', 'Europe/Paris', at)?.toISOString()).toBe('2026-11-21T08:00:00.000Z');
    expect(latestRunAtOrBefore('0 9 * * *', 'Europe/Paris', new Date(at.getTime() - 1))?.toISOString()).toBe('2026-11-20T08:00:00.000Z');
    expect(countRuns('0 9 * * *', 'Europe/Paris', new Date('2026-11-18T08:00:00Z'), new Date('2026-11-21T08:00:00Z'))).toBe(3);
  });

  it('builds cron from days and a time, describes it, and refuses more than hourly', () => {
    expect(cronFromDaysAndTime([5, 1, 2, 3, 4], '09:05')).toBe('5 9 * * 1-5');
    expect(cronFromDaysAndTime([0, 1, 3, 4, 5], '09:05')).toBe('5 9 * * 0,1,3-5');
    expect(cronFromDaysAndTime([0, 1, 2, 3, 4, 5, 6], '18:00')).toBe('0 18 * * *');
    expect(() => cronFromDaysAndTime([1], '25:00')).toThrow(/HH:MM/);
    expect(() => cronFromDaysAndTime([], '09:00')).toThrow(/at least one day/);
    expect(describeCron('0 9 * * 1-5')).toBe('At 09:00, Monday through Friday');
    expect(() => checkFrequency('*/30 * * * *')).toThrow(/at most hourly/);
    expect(() => checkFrequency('0 * * * *')).not.toThrow();
    expect(() => checkFrequency('0 9,17 * * 1-5')).not.toThrow();
  });
});

describe('missed-run policy', () => {
  const sub = (nextRunAt: string, cron = '0 9 * * *'): Subscription => ({
    id: 'sub_1', teamId: 'T', channelId: 'C', ownerUserId: 'U', report: 'daily_revenue', cron, timezone: 'Europe/Paris',
    filters: {}, paused: false, nextRunAt: new Date(nextRunAt), createdAt: new Date(0), updatedAt: new Date(0),
  });

  it('posts an on-time run and moves next_run_at to the next occurrence', () => {
    const p = planRun(sub('2026-11-21T08:00:00Z'), new Date('2026-11-21T08:00:00.400Z'));
    expect(p).toMatchObject({ status: 'running', scheduledFor: new Date('2026-11-21T08:00:00Z'), nextRunAt: new Date('2026-11-22T08:00:00Z') });
  });

  it('catches up once — only the latest missed occurrence — within the grace window', () => {
    const p = planRun(sub('2026-11-21T07:00:00Z', '0 * * * *'), new Date('2026-11-21T10:20:00Z'), 60 * 60_000);
    expect(p.status).toBe('running');
    expect(p.scheduledFor.toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect(p.nextRunAt?.toISOString()).toBe('2026-11-21T11:00:00.000Z');
  });

  it('records a run later than the grace window as skipped, saying how many were missed', () => {
    const p = planRun(sub('2026-11-19T08:00:00Z'), new Date('2026-11-21T12:00:00Z'), 60 * 60_000);
    expect(p.status).toBe('skipped');
    expect(p.scheduledFor.toISOString()).toBe('2026-11-21T08:00:00.000Z');
    expect(p.error).toMatch(/3 runs missed/);
    expect(p.nextRunAt?.toISOString()).toBe('2026-11-22T08:00:00.000Z');
  });

  it('stops a schedule that cannot be read without blocking the others', () => {
    const p = planRun({ ...sub('2026-11-21T08:00:00Z'), timezone: 'Nowhere/Land' }, new Date('2026-11-21T08:00:00Z'));
    expect(p).toMatchObject({ status: 'skipped', nextRunAt: null });
    expect(p.error).toMatch(/edit the subscription/);
  });
});
