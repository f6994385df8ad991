// `/adops revenue` through the real pipeline with the sandbox clock on Sunday 2026-11-22 09:00Z:
// what each range is compared with (named in the header), periods without data said in words,
// ARPDAU and impressions per user, and movers split into impressions and eCPM. What the API
// received is read with its query strings (./api-requests.ts); the expected numbers are read from
// the sandbox for exactly the periods the answer should compare, so a change shown against any
// other period would not match.
import { describe, expect, it } from 'vitest';
import { change, moneyPerUser } from '../../views/format.js';
import { span, summaryOf, useReportHarness } from './report-harness.js';

const t = useReportHarness();
const summary = (from: string, to: string) => summaryOf(t.api, from, to);

type Span = ReturnType<typeof span>;
const byStart = (a: Span, b: Span) => a.start_time - b.start_time;

/** The periods the dashboard was asked for, earliest first (requests made together arrive in any order). */
const dashboardPeriods = () =>
  t.requests
    .list('/report/dashboard')
    .map((u) => ({ start_time: Number(u.searchParams.get('start_time')), end_time: Number(u.searchParams.get('end_time')) }))
    .sort(byStart);

/** The revenue field as the user reads it: value and changes. */
const revenueLine = (text: string) => text.split('\n').find((l) => l.includes('Revenue (own source):'))!;

describe('revenue comparisons', () => {
  it('last month compares October with September per day, and says the months differ in length', async () => {
    const a = await t.h.ask('revenue last month');
    expect(a.text).toContain('Revenue — last month vs the month before');
    expect(a.text).toContain('1–31 Oct 2026 · America/New_York · vs 1–30 Sep 2026 (the month before)');
    expect(a.text).toContain('has 30 days and this range 31');
    expect(dashboardPeriods()).toEqual([span('2026-09-01', '2026-10-01'), span('2026-10-01', '2026-11-01')]);
    const [oct, sep] = await Promise.all([summary('2026-10-01', '2026-11-01'), summary('2026-09-01', '2026-10-01')]);
    // 31 days against 30: counts compare per day (issue 35), rates as they are.
    expect(revenueLine(a.text)).toContain(`${change(oct.revenue / 31, sep.revenue / 30)} per day vs month before`);
  });

  it('month to date compares with the same days and complete hours of last month', async () => {
    const a = await t.h.ask('revenue mtd');
    expect(a.text).toContain('Revenue — month to date vs the same days and hours last month');
    expect(a.text).toContain('1–22 Nov 2026, to Sun 03:59 (so far) · America/New_York · vs 1–22 Oct 2026, to Thu 03:59 (the same days and hours last month)');
    // Now is 04:00 on 22 Nov in New York: October runs to 04:00 on 22 Oct.
    expect(dashboardPeriods()).toEqual([span('2026-10-01', '2026-10-22T04:00'), span('2026-11-01', '2026-11-22T04:00')]);
    const [nov, oct] = await Promise.all([summary('2026-11-01', '2026-11-22T04:00'), summary('2026-10-01', '2026-10-22T04:00')]);
    expect(revenueLine(a.text)).toContain(`${change(nov.revenue, oct.revenue)} vs last month`);
  });

  it('a single day compares with the same weekday last week, day over day beside it', async () => {
    const a = await t.h.ask('revenue yesterday');
    expect(a.text).toContain('Revenue — yesterday vs the same weekday last week');
    expect(a.text).toContain('Sat 21 Nov 2026 · America/New_York · vs Sat 14 Nov 2026 (the same weekday last week) and Fri 20 Nov 2026 (the day before)');
    expect(dashboardPeriods()).toEqual([span('2026-11-14', '2026-11-15'), span('2026-11-20', '2026-11-21'), span('2026-11-21', '2026-11-22')]);
    const [sat, lastSat, fri] = await Promise.all([
      summary('2026-11-21', '2026-11-22'),
      summary('2026-11-14', '2026-11-15'),
      summary('2026-11-20', '2026-11-21'),
    ]);
    expect(revenueLine(a.text)).toContain(`${change(sat.revenue, lastSat.revenue)} vs last week · ${change(sat.revenue, fri.revenue)} vs day before`);
  });

  it('vs= chooses: the previous period, or last year — said plainly when it has no data', async () => {
    const previous = await t.h.ask('revenue yesterday vs=previous');
    expect(previous.text).toContain('Revenue — yesterday vs the day before');
    expect(previous.text).not.toContain('vs last week');
    expect(dashboardPeriods()).toEqual([span('2026-11-20', '2026-11-21'), span('2026-11-21', '2026-11-22')]);
    t.requests.clear();

    const year = await t.h.ask('revenue yesterday vs=year');
    expect(year.text).toContain('Revenue — yesterday vs the same weekday last year');
    expect(year.text).toContain('No data for Sat 22 Nov 2025 (the same weekday last year): the reporting API returned nothing for that period');
    expect(year.text).not.toContain('vs last year');
    expect(dashboardPeriods()[0]).toEqual(span('2025-11-22', '2025-11-23'));
    expect(revenueLine(year.text)).toMatch(/[▲▼±][^·]* vs day before$/);
  });

  it('refuses an unknown vs= and a week-earlier comparison that overlaps the range, before any call', async () => {
    const unknown = await t.h.ask('revenue yesterday vs=quarter');
    expect(unknown.text).toContain('vs= takes previous, week, year');
    const overlap = await t.h.ask('revenue last month vs=week');
    expect(overlap.text).toContain('overlaps these 31 days; use vs=previous or vs=year');
    expect(t.h.sandbox.ctx.faults.received).toHaveLength(0);
  });
});

describe('periods without data', () => {
  it('says there is no data instead of zeros and ±0%', async () => {
    const a = await t.h.ask('revenue 2026-06-01');
    expect(a.text).toContain('Revenue — 2026-06-01');
    expect(a.text).toContain('No data for Mon 1 Jun 2026.');
    for (const zero of ['±0%', '$0.00', 'Impressions', '[chart:']) expect(a.text).not.toContain(zero);
  });

  it('shows no changes against a period the data covers only in part', async () => {
    // The sandbox's data starts at 25 Jul 00:00 UTC: 20:00 on Friday 24 Jul in New York.
    const a = await t.h.ask('revenue 2026-07-25 vs=previous');
    expect(a.text).toContain('Fri 24 Jul 2026 (the day before) has data only from Fri 24 Jul 2026 20:00');
    expect(revenueLine(a.text)).not.toMatch(/vs day before/);
    expect(dashboardPeriods()).toEqual([span('2026-07-24', '2026-07-25'), span('2026-07-25', '2026-07-26')]);
  });
});

describe('per-user figures and movers', () => {
  it('shows ARPDAU and impressions per user beside users, derived from the dashboard’s own numbers', async () => {
    const a = await t.h.ask('revenue yesterday');
    const sat = await summary('2026-11-21', '2026-11-22');
    expect(a.text).toContain(`ARPDAU: ${moneyPerUser(sat.revenue / sat.total_users)}`);
    expect(a.text).toContain(`Impressions per user: ${(sat.total_impressions / sat.total_users).toFixed(2)}`);
    expect(a.text).toContain('derived by the bot');
  });

  it('splits each mover’s change into impressions and eCPM effects that add up to it', async () => {
    const a = await t.h.ask('revenue yesterday by format');
    expect(a.text).toContain('Top movers by format vs Sat 14 Nov 2026');
    expect(a.text).toMatch(/impr\. effect\s+eCPM effect/);
    expect(a.text).toContain('impressions effect');
    // Both periods by format, with impressions to split each change: yesterday, and the Saturday before.
    const breakdowns = t.requests.list('/report/breakdown').map((u) => Object.fromEntries(u.searchParams));
    expect(breakdowns.sort((a, b) => Number(a.start_time) - Number(b.start_time))).toEqual(
      [span('2026-11-14', '2026-11-15'), span('2026-11-21', '2026-11-22')].map((p) => ({ by: 'format', metrics: 'revenue,impressions', start_time: String(p.start_time), end_time: String(p.end_time) })),
    );
    const dollars = (s: string) => Number(s.replace(/[$,+]/g, ''));
    const rows = a.text.split('\n').filter((l) => /^\s+(banner|interstitial|rewarded|native)\s/.test(l));
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      const [, , changed, , volume, price] = row.trim().split(/\s{2,}/);
      expect(dollars(volume!) + dollars(price!)).toBeCloseTo(dollars(changed!), 1);
    }
  });
});
