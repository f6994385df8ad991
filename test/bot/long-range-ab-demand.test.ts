// A/B reports and the demand comparison over more than 31 days (issue 28, item 2), through the real
// pipeline: signed commands, the sandbox over real HTTP, at Sun 22 Nov 2026 09:00 UTC. The bot's
// figures are checked against what the API gives for each part when asked directly — amounts
// added to the cent, rates from the summed components — and the figures that cannot be merged
// (an A/B test's statistics, users) are checked to be absent, with the reason and what to ask.
import { describe, expect, it } from 'vitest';
import { change, count, money, pct, signedMoney } from '../../views/format.js';
import { useReportHarness } from './report-harness.js';

const t = useReportHarness();

const DAY = 86_400;
const PART = 31 * DAY;

/** The API's JSON, read directly over HTTP (not through the bot's client). */
async function apiJson<T>(path: string, query: Record<string, string | number>): Promise<T> {
  const qs = new URLSearchParams(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])));
  const res = await fetch(`${t.h.sandbox.url}/${path}?${qs.toString()}`, { headers: { authorization: 'Bearer sbx_full' } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

/** The line of the answer that starts with `label` (a table row or a field). */
const line = (text: string, label: string) => text.split('\n').map((l) => l.trim()).find((l) => l.startsWith(label)) ?? '';

describe('abtest over more than 31 days', () => {
  type Totals = { revenue: number; impressions: number; requests: number };
  type Report = { control: { cumulative: Totals }; test: { cumulative: Totals }; lift: number | null; n_control: number | null };

  it('last 90d: totals are the sums of the API’s 31-day parts to the cent, eCPM and fill rate from them; the statistics are not faked', async () => {
    const a = await t.h.ask('abtest abt_demo_achieved last 90d');
    // The run (31 days, one call) and the 90 UTC days 24 Aug – 21 Nov in three calls the API accepts.
    const calls = t.requests.list('/report/ab-test');
    for (const u of calls) expect(Number(u.searchParams.get('end_time')) - Number(u.searchParams.get('start_time'))).toBeLessThanOrEqual(PART - 1);
    expect(calls).toHaveLength(4);
    const start = Date.parse('2026-08-24T00:00:00Z') / 1000;
    const end = Date.parse('2026-11-22T00:00:00Z') / 1000 - 1;
    const parts = [0, 1, 2].map((i) => ({ start_time: start + i * PART, end_time: Math.min(end, start + (i + 1) * PART - 1) }));
    const answers = await Promise.all(parts.map((p) => apiJson<Report>('report/ab-test', { ab_test_id: 'abt_demo_achieved', ...p })));
    // The test ran 28 days across the second and third parts: the merge has something to merge.
    expect(answers.filter((r) => r.control.cumulative.revenue > 0)).toHaveLength(2);
    const sum = (g: 'control' | 'test') =>
      answers.reduce((s, r) => ({ revenue: s.revenue + r[g].cumulative.revenue, impressions: s.impressions + r[g].cumulative.impressions, requests: s.requests + r[g].cumulative.requests }), { revenue: 0, impressions: 0, requests: 0 });
    const c = sum('control');
    const x = sum('test');
    expect(line(a.text, 'revenue')).toContain(`${money(c.revenue)}`);
    expect(line(a.text, 'revenue')).toContain(`${money(x.revenue)}`);
    expect(line(a.text, 'revenue')).toContain(change(x.revenue, c.revenue));
    expect(line(a.text, 'impressions')).toContain(count(c.impressions));
    expect(line(a.text, 'requests')).toContain(count(x.requests));
    expect(line(a.text, 'eCPM')).toContain(money((c.revenue * 1000) / c.impressions));
    expect(line(a.text, 'eCPM')).toContain(money((x.revenue * 1000) / x.impressions));
    expect(line(a.text, 'fill rate')).toContain(pct((c.impressions / c.requests) * 100));
    // Each part has its own lift and users; none of them, nor a sum or an average, is shown.
    expect(answers.filter((r) => r.lift !== null)).toHaveLength(2);
    expect(a.text).not.toContain('Revenue lift (estimate)');
    expect(a.text).not.toContain('p-value of the lift');
    expect(a.text).not.toContain('Users per group');
    expect(a.text).toContain('Read in 3 parts of at most 31 days');
    expect(a.text).toContain('users are never added across parts');
    expect(a.text).toContain('ask /adops abtest abt_demo_achieved 2026-10-22..2026-11-21 (its last 31 days)');
    expect(a.text).not.toContain('The revenue lift above');
    // The status is still the whole run's, from the run's own report.
    expect(a.text).toContain("achieved for the whole run, 23 Oct – 19 Nov 2026");
  });

  it('a range before 2020-01-01 or over 372 days gets a plain answer with what to do, and nothing is asked for it', async () => {
    const early = await t.h.ask('abtest abt_demo_achieved 2019-12-01..2020-02-15');
    expect(early.text).toContain('the reporting API has no data before 2020-01-01 and this range starts on 2019-12-01; start it on 2020-01-01 or later');
    const long = await t.h.ask('abtest abt_demo_achieved 2025-01-01..2026-11-20');
    expect(long.text).toContain('I read at most 372');
    expect(long.text).toContain('try last 365d');
    // Only the run was read (once for each answer), never the refused range.
    for (const u of t.requests.list('/report/ab-test')) expect(Number(u.searchParams.get('end_time')) - Number(u.searchParams.get('start_time'))).toBe(PART - 1);
  });
});

describe('demand over more than 31 dates', () => {
  type Compared = { own_revenue: number; partner_revenue: number; revenue_difference: number };
  type Comparison = {
    totals: Compared & { excluded_partner_revenue: number };
    demand_sources: Array<Compared & { demand_source: string }>;
    ad_units: Array<{ ad_unit_id: string; demand_sources: string[] }>;
  };

  it('last 90d: each source’s amounts are the sums of the API’s 31-date windows, % of own from the sums, ad units counted once', async () => {
    const a = await t.h.ask('demand last 90d');
    // 24 Aug – 21 Nov in UTC, cut before 2026-11-21 (completed at 12:00 UTC): 89 dates, three windows.
    const asked = t.requests.list('/report/demand-comparison').map((u) => [u.searchParams.get('start_date'), u.searchParams.get('end_date')].join('..'));
    const windows = ['2026-08-24..2026-09-23', '2026-09-24..2026-10-24', '2026-10-25..2026-11-20'];
    expect([...new Set(asked)].sort()).toEqual(windows);
    expect(a.text).toContain('24 Aug – 20 Nov 2026 · UTC dates · every demand source');
    expect(a.text).toContain('Read in 3 windows of at most 31 dates');
    const parts = await Promise.all(windows.map((w) => w.split('..')).map(([s, e]) => apiJson<Comparison>('report/demand-comparison', { start_date: s!, end_date: e! })));
    const add = (rows: Compared[]) => rows.reduce((s, r) => ({ own: s.own + r.own_revenue, reported: s.reported + r.partner_revenue, diff: s.diff + r.revenue_difference }), { own: 0, reported: 0, diff: 0 });
    const expectRow = (label: string, s: { own: number; reported: number; diff: number }, units: number) => {
      const row = line(a.text, label);
      expect(row, label).toContain(money(s.own));
      expect(row, label).toContain(money(s.reported));
      expect(row, label).toContain(signedMoney(s.diff));
      const share = (s.diff / s.own) * 100;
      expect(row, label).toContain(`${share > 0 ? '+' : ''}${pct(share, 2)}`);
      expect(row, label).toMatch(new RegExp(`\\s${units}$`));
    };
    const unitsOf = (source?: string) => new Set(parts.flatMap((p) => p.ad_units.filter((u) => !source || u.demand_sources.includes(source)).map((u) => u.ad_unit_id))).size;
    expectRow('all sources', add(parts.map((p) => p.totals)), unitsOf());
    const sources = [...new Set(parts.flatMap((p) => p.demand_sources.map((s) => s.demand_source)))];
    expect(sources.length).toBeGreaterThan(3);
    for (const source of sources) expectRow(source, add(parts.flatMap((p) => p.demand_sources.filter((s) => s.demand_source === source))), unitsOf(source));
    expect(a.text).toContain(`${money(parts.reduce((s, p) => s + p.totals.excluded_partner_revenue, 0))} reported revenue`);
  });

  it('refuses more than 372 dates before any call, and reconcile keeps to one comparison of 31', async () => {
    const long = await t.h.ask('demand 2024-10-01..2025-11-05');
    expect(long.text).toContain('a demand comparison covers at most 372 dates, read 31 at a time (this range has 401)');
    const recon = await t.h.ask('reconcile last 40d');
    expect(recon.text).toContain('a demand comparison covers at most 31 dates (this range has 40)');
    expect(t.requests.list('/report/')).toHaveLength(0);
  });
});

describe('the other commands that take a period', () => {
  it('auction figures over more than 31 days: refused with the reason they are not merged and what to ask, before any call', async () => {
    for (const ask of ['auction stats last 90d', 'auction last quarter metric=duration', 'auction bids last 45d']) {
      const a = await t.h.ask(ask);
      expect(a.text, ask).toContain('auction figures are read in one call of at most 31 days, since round durations are the API’s own percentiles');
      expect(a.text, ask).toContain('try last 31d');
    }
    expect(t.requests.list('/auction/')).toHaveLength(0);
  });

  it('last quarter vs=year: both quarters read in 31-day parts, the quarter’s revenue the sum of its parts to the cent, the year before said to have no data', async () => {
    const a = await t.h.ask('revenue last quarter vs=year');
    expect(a.text).toContain('1 Jul – 30 Sep 2026 · America/New_York · vs 1 Jul – 30 Sep 2025 (the same quarter last year)');
    const calls = t.requests.list('/report/dashboard').map((u) => ({ start_time: Number(u.searchParams.get('start_time')), end_time: Number(u.searchParams.get('end_time')) }));
    for (const p of calls) expect(p.end_time - p.start_time).toBeLessThanOrEqual(PART - 1);
    expect(calls).toHaveLength(6);
    const quarter = calls.filter((p) => p.start_time >= Date.parse('2026-01-01T00:00:00Z') / 1000);
    expect(quarter).toHaveLength(3);
    const revenue = (await Promise.all(quarter.map((p) => apiJson<{ summary: { revenue: number } }>('report/dashboard', p)))).reduce((s, d) => s + d.summary.revenue, 0);
    expect(line(a.text, 'Revenue (own source)')).toBe(`Revenue (own source): ${money(revenue)}`);
    // The sandbox keeps 120 days: a year back has nothing, said plainly, never a change against zero.
    expect(a.text).toContain('No data for 1 Jul – 30 Sep 2025 (the same quarter last year): the reporting API returned nothing for that period, so there are no changes against it.');
  });
});
