// Like for like (issue 25): a period still running is compared over exactly the same elapsed
// span of its comparison periods — the complete hours of today, the same days of the week, the
// same days of the month — never part of a period against a whole one. `/adops revenue` and App
// Home through the real pipeline, the sandbox clock moved to 00:30, 09:00 and 14:30 (New York,
// the test user's zone) on Wednesday 25 Nov 2026, a few hundred milliseconds past, as a running
// clock is. The expected changes are the API's own figures over the same complete hours.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { renderMessage } from '../../src/local/render.js';
import { change } from '../../views/format.js';
import { SANDBOX_NOW, USER } from '../support/harness.js';
import { expectCall } from '../support/interactions.js';
import { NY, span, summaryOf, useReportHarness } from './report-harness.js';

const t = useReportHarness();
const summary = (from: string, to: string) => summaryOf(t.api, from, to);
const setClock = (isoLocal: string) => t.h.sandbox.ctx.clock.set(DateTime.fromISO(isoLocal, { zone: NY }).toMillis());
afterEach(() => t.h.sandbox.ctx.clock.set(Date.parse(SANDBOX_NOW)));
afterAll(() => t.h.sandbox.ctx.clock.set(Date.parse(SANDBOX_NOW)));

const dashboardPeriods = () =>
  t.requests
    .list('/report/dashboard')
    .map((u) => ({ start_time: Number(u.searchParams.get('start_time')), end_time: Number(u.searchParams.get('end_time')) }))
    .sort((a, b) => a.start_time - b.start_time);

const line = (text: string, label: string) => text.split('\n').find((l) => l.includes(`${label}:`))!;

/** The clock a few hundred milliseconds past each time (a running clock is never on the second). */
const TIMES = [
  { at: '2026-11-25T09:00:00.400', hour: '09:00', last: '08:59' },
  { at: '2026-11-25T14:30:00.000', hour: '14:00', last: '13:59' },
  { at: '2026-11-25T00:30:00.250', hour: '00:00', last: '23:59' },
] as const;

describe('revenue today: the complete hours so far against the same hours', () => {
  for (const { at, hour, last } of TIMES.slice(0, 2)) {
    it(`at ${at.slice(11, 16)}: 00:00–${last}, vs the same hours last Wednesday and the day before`, async () => {
      setClock(at);
      const a = await t.h.ask('revenue today');
      expect(a.text).toContain('Revenue — today vs the same hours last Wednesday');
      expect(a.text).toContain(
        `Wed 25 Nov 2026, 00:00–${last} (so far) · America/New_York · vs Wed 18 Nov 2026, 00:00–${last} (the same hours last Wednesday) and Tue 24 Nov 2026, 00:00–${last} (the same hours the day before)`,
      );
      const end = (day: string) => `${day}T${hour}`;
      expect(dashboardPeriods()).toEqual([span('2026-11-18', end('2026-11-18')), span('2026-11-24', end('2026-11-24')), span('2026-11-25', end('2026-11-25'))]);
      const [now, lastWeek, dayBefore] = await Promise.all([summary('2026-11-25', end('2026-11-25')), summary('2026-11-18', end('2026-11-18')), summary('2026-11-24', end('2026-11-24'))]);
      expect(line(a.text, 'Revenue (own source)')).toContain(`${change(now.revenue, lastWeek.revenue)} vs last week · ${change(now.revenue, dayBefore.revenue)} vs day before`);
      expect(line(a.text, 'Users')).toContain(`${change(now.total_users, lastWeek.total_users)} vs last week`);
    });
  }

  it('at 00:30: says no hour is complete yet and when the first closes, and compares nothing', async () => {
    setClock(TIMES[2].at);
    const a = await t.h.ask('revenue today');
    expect(a.text).toContain('no complete hour yet today — the first hour closes at 01:00 (America/New_York)');
    expect(a.text).toContain('try yesterday');
    expect(dashboardPeriods()).toEqual([]);
  });
});

describe('revenue this week and month to date: the same days and hours', () => {
  for (const { at, hour, last } of TIMES) {
    // At 00:30 today has no complete hour: the week so far is Monday and Tuesday, whole.
    const end = (day: string) => (hour === '00:00' ? day : `${day}T${hour}`);

    it(`this week at ${at.slice(11, 16)}: Monday to the last complete hour, vs the same span of the week before`, async () => {
      setClock(at);
      const a = await t.h.ask('revenue this week');
      expect(a.text).toContain('Revenue — this week vs the same days and hours of the week before');
      expect(a.text).toContain(hour === '00:00' ? '23–24 Nov 2026 (so far)' : `23–25 Nov 2026, to Wed ${last} (so far)`);
      const nowEnd = end('2026-11-25');
      const beforeEnd = end('2026-11-18');
      expect(dashboardPeriods()).toEqual([span('2026-11-16', beforeEnd), span('2026-11-23', nowEnd)]);
      const [now, before] = await Promise.all([summary('2026-11-23', nowEnd), summary('2026-11-16', beforeEnd)]);
      expect(line(a.text, 'Revenue (own source)')).toContain(`${change(now.revenue, before.revenue)} vs week before`);
    });

    it(`month to date at ${at.slice(11, 16)}: the 1st to the last complete hour, vs the same days and hours last month`, async () => {
      setClock(at);
      const a = await t.h.ask('revenue mtd');
      expect(a.text).toContain('Revenue — month to date vs the same days and hours last month');
      const nowEnd = end('2026-11-25');
      const beforeEnd = end('2026-10-25');
      expect(dashboardPeriods()).toEqual([span('2026-10-01', beforeEnd), span('2026-11-01', nowEnd)]);
      const [now, before] = await Promise.all([summary('2026-11-01', nowEnd), summary('2026-10-01', beforeEnd)]);
      expect(line(a.text, 'Revenue (own source)')).toContain(`${change(now.revenue, before.revenue)} vs last month`);
      // Users too: daily actives over the same days and hours.
      expect(line(a.text, 'Users')).toContain(`${change(now.total_users, before.total_users)} vs last month`);
    });
  }

  it('this week at 00:30 on its Monday: no complete hour yet, said plainly', async () => {
    setClock('2026-11-23T00:30:00.100');
    const a = await t.h.ask('revenue this week');
    expect(a.text).toContain('no complete hour yet this week — the first hour closes at 01:00 (America/New_York)');
    expect(dashboardPeriods()).toEqual([]);
  });
});

describe('App Home: today’s complete hours against the same hours yesterday', () => {
  const openHome = async () => {
    const publish = await expectCall(t.h, 'views.publish', () => t.h.stack.driver.event({ type: 'app_home_opened', user: USER, channel: 'D0LOCAL01', tab: 'home' }));
    const view = (typeof publish.args.view === 'string' ? JSON.parse(publish.args.view) : publish.args.view) as { blocks: unknown[] };
    return renderMessage({ text: '', blocks: view.blocks }, { color: false }).text;
  };

  it('at 09:00: eCPM and fill rate against 00:00–08:59 yesterday, not the whole of yesterday', async () => {
    setClock(TIMES[0].at);
    const text = await openHome();
    expect(dashboardPeriods()).toEqual([span('2026-11-24', '2026-11-24T09:00'), span('2026-11-25', '2026-11-25T09:00')]);
    const [today, yesterday] = await Promise.all([summary('2026-11-25', '2026-11-25T09:00'), summary('2026-11-24', '2026-11-24T09:00')]);
    expect(text).toContain(`${change(today.ecpm, yesterday.ecpm)} vs same hours yesterday`);
    expect(text).toContain('Today 00:00–08:59 (the complete hours so far) against the same hours yesterday, in America/New_York.');
  });

  it('at 00:30: says no hour is complete yet instead of comparing', async () => {
    setClock(TIMES[2].at);
    const text = await openHome();
    expect(text).toContain('No complete hour yet today — the first hour closes at 01:00');
    expect(text).not.toContain('eCPM today');
  });
});
