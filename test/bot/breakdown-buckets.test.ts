// `/adops breakdown` through the real pipeline (sandbox clock Sunday 2026-11-22 09:00Z): hour
// buckets labelled in the requested timezone, weeks the range covers in part marked, and ARPDAU
// and impressions per user derived from the dashboard's users — what the user reads, and what the
// API received (query strings included).
import { describe, expect, it } from 'vitest';
import { money, moneyPerUser } from '../../views/format.js';
import { summaryOf, useReportHarness } from './report-harness.js';

const t = useReportHarness();
/** "Yesterday" for the default test user: Saturday 21 Nov in New York. */
const saturday = () => summaryOf(t.api, '2026-11-21', '2026-11-22');

describe('breakdown time buckets', () => {
  it('labels hour buckets in the requested timezone, in the table and the CSV', async () => {
    const a = await t.h.ask('breakdown by=hour metrics=revenue yesterday tz=Asia/Tokyo csv');
    const hours = a.text.split('\n').filter((l) => /^\s+\d{4}-\d{2}-\d{2} \d{2}:00\s+\$/.test(l));
    expect(hours).toHaveLength(24);
    // Yesterday in Tokyo is 21 Nov 00:00–23:00 local (20 Nov 15:00Z – 21 Nov 14:00Z).
    expect(hours[0]).toMatch(/^\s+2026-11-21 00:00\s/);
    expect(hours[23]).toMatch(/^\s+2026-11-21 23:00\s/);
    expect(a.text).not.toMatch(/T\d{2}:00:00Z/);
    expect(a.text).toContain('Hours are labelled in Asia/Tokyo.');
    expect(t.requests.list('/report/breakdown').map((u) => Object.fromEntries(u.searchParams))).toEqual([
      expect.objectContaining({ by: 'hour', granularity: 'hourly', timezone: 'Asia/Tokyo', start_time: String(Date.parse('2026-11-20T15:00:00Z') / 1000) }),
    ]);
    const file = [...t.h.stack.standin.state.files.values()].find((f) => f.filename === 'breakdown-hour-2026-11-21-2026-11-21-Asia_Tokyo.csv')!;
    expect(file.bytes.toString('utf8').split('\r\n')[1]).toMatch(/^2026-11-21T00:00:00\+09:00,/);
  });

  it('marks weeks the range covers only in part', async () => {
    const a = await t.h.ask('breakdown by=week metrics=revenue last month');
    // October 2026 in New York: Thursday 1 to Saturday 31; ISO weeks start on Monday.
    expect(a.text).toMatch(/^\s+2026-09-28 \(4 of 7 days\)\s+\$/m);
    expect(a.text).toMatch(/^\s+2026-10-19\s+\$/m);
    expect(a.text).toMatch(/^\s+2026-10-26 \(6 of 7 days\)\s+\$/m);
    expect(a.text).toContain('Partial weeks are marked');
    const now = await t.h.ask('breakdown by=week metrics=revenue this week');
    expect(now.text).toMatch(/^\s+2026-11-16 \(7 of 7 days so far\)\s+\$/m);
  });

  it('has one week: its ISO week (Monday first) is the week of revenue last week, to the cent', async () => {
    const a = await t.h.ask('breakdown by=week metrics=revenue,ecpm last 14d');
    // The API's weeks start on Sunday (spec 4.3): days are asked for and added up into ISO weeks.
    expect(t.requests.list('/report/breakdown').map((u) => u.searchParams.get('by'))).toEqual(['day']);
    const week = await summaryOf(t.api, '2026-11-09', '2026-11-16');
    expect(a.text).toMatch(new RegExp(`^\\s+2026-11-09\\s+\\${money(week.revenue)}\\s+\\${money(week.ecpm)}`, 'm'));
    const revenue = await t.h.ask('revenue last week');
    expect(revenue.text).toContain(money(week.revenue));
  });

});

describe('breakdown metrics derived by the bot', () => {
  it('derives ARPDAU per row from the dashboard’s users of that row’s period, labelled as derived', async () => {
    const a = await t.h.ask('breakdown by=day metrics=arpdau,revenue last 7d');
    expect(a.text).toMatch(/day\s+ARPDAU\*\s+Revenue/);
    expect(a.text).toContain('* Derived by the bot: ARPDAU = revenue ÷ users');
    // One breakdown (revenue, which the API reports) and one dashboard per New York day for its users.
    expect(t.requests.list('/report/breakdown').map((u) => u.searchParams.get('metrics'))).toEqual(['revenue']);
    const days = t.requests.list('/report/dashboard').map((u) => Number(u.searchParams.get('start_time'))).sort((x, y) => x - y);
    expect(days).toEqual([15, 16, 17, 18, 19, 20, 21].map((d) => Date.parse(`2026-11-${d}T05:00:00Z`) / 1000));
    const day = await saturday();
    expect(a.text).toMatch(new RegExp(`^\\s+2026-11-21\\s+\\${moneyPerUser(day.revenue / day.total_users)}\\s`, 'm'));
  });

  it('divides format rows by the users of all formats, so they add up to the total ARPDAU', async () => {
    const a = await t.h.ask('breakdown by=format metrics=revenue,arpdau yesterday');
    expect(a.text).toContain('Users are not split by format');
    expect(t.requests.list('/report/dashboard')).toHaveLength(1);
    const rows = a.text.split('\n').filter((l) => /^\s+(banner|interstitial|rewarded|native)\s/.test(l));
    const sum = rows.reduce((total, r) => total + Number(/\$(\d+\.\d{4})\s*$/.exec(r)![1]), 0);
    const all = await saturday();
    expect(sum).toBeCloseTo(all.revenue / all.total_users, 3);
  });

  it('refuses ARPDAU by app (the API has no users per app) and ranking by a derived metric, sending nothing', async () => {
    const byApp = await t.h.ask('breakdown by=app metrics=arpdau yesterday');
    expect(byApp.text).toContain('arpdau is derived from users');
    expect(byApp.text).toContain('not by app');
    const ranked = await t.h.ask('breakdown by=country metrics=arpdau top=5 yesterday');
    expect(ranked.text).toContain('put arpdau after it');
    expect(t.h.sandbox.ctx.faults.received).toHaveLength(0);
  });

});
