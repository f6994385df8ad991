// Periods longer than the API's 31 days per call (issue 28, item 2), through the real pipeline:
// signed commands, the sandbox over real HTTP. The bot's figures are checked against what the API
// gives for each 31-day part when asked directly — sums to the cent, rates from the summed
// components — and every call the bot made is checked against the API's 31-day rule.
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { count, money, pct } from '../../views/format.js';
import { NY, useReportHarness } from './report-harness.js';

const t = useReportHarness();

const PART = 31 * 86_400;

/** The 31-day parts of [start, end) in NY, as a reader of the spec would cut them: 31 × 86,400 s each. */
function partsOf(fromDate: string, toDateExclusive: string): Array<{ start_time: number; end_time: number }> {
  const start = DateTime.fromISO(fromDate, { zone: NY }).toSeconds();
  const end = DateTime.fromISO(toDateExclusive, { zone: NY }).toSeconds() - 1;
  const parts = [];
  for (let s = start; s <= end; s += PART) parts.push({ start_time: s, end_time: Math.min(end, s + PART - 1) });
  return parts;
}

/** The API's JSON, read directly over HTTP (not through the bot's client). */
async function apiJson<T>(path: string, query: Record<string, string | number>): Promise<T> {
  const qs = new URLSearchParams(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])));
  const res = await fetch(`${t.h.sandbox.url}/${path}?${qs.toString()}`, { headers: { authorization: 'Bearer sbx_full' } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

interface Summary {
  total_requests: number;
  total_impressions: number;
  revenue: number;
  total_clicks: number;
  total_users: number;
}

/** Every start_time/end_time the bot sent under `prefix` kept to 31 days (inclusive seconds). */
function expectCallsWithinApiRule(prefix: string): number {
  const calls = t.requests.list(prefix);
  for (const u of calls) {
    const span = Number(u.searchParams.get('end_time')) - Number(u.searchParams.get('start_time'));
    expect(span).toBeLessThanOrEqual(PART - 1);
  }
  return calls.length;
}

/** The value of a summary field: "  eCPM: $4.36  ▲ 2.1% vs …" → "$4.36  ▲ 2.1% vs …". */
const field = (text: string, label: string) => text.split('\n').map((l) => l.trim()).find((l) => l.startsWith(`${label}:`))!.slice(label.length + 1).trim();

describe('revenue over more than 31 days', () => {
  it('last 90d: revenue equals the sum of its 31-day parts to the cent, eCPM and fill rate from the summed components', async () => {
    const a = await t.h.ask('revenue last 90d');
    // The range and its comparison, each in three calls the API accepts.
    expect(expectCallsWithinApiRule('/report/dashboard')).toBe(6);
    // 22 Nov 2026 04:00 in New York: the last 90 days are 24 Aug – 21 Nov.
    expect(a.text).toContain('Revenue — last 90 days vs the previous 90 days');
    expect(a.text).toContain('24 Aug – 21 Nov 2026');
    const parts = partsOf('2026-08-24', '2026-11-22');
    expect(parts).toHaveLength(3);
    const sums = (await Promise.all(parts.map((p) => apiJson<{ summary: Summary }>('report/dashboard', p)))).map((d) => d.summary);
    const revenue = sums.reduce((s, p) => s + p.revenue, 0);
    const impressions = sums.reduce((s, p) => s + p.total_impressions, 0);
    const requests = sums.reduce((s, p) => s + p.total_requests, 0);
    expect(revenue).toBeGreaterThan(0);
    expect(field(a.text, 'Revenue (own source)')).toContain(money(revenue));
    expect(field(a.text, 'Impressions')).toContain(count(impressions));
    expect(field(a.text, 'Requests')).toContain(count(requests));
    expect(field(a.text, 'eCPM')).toContain(money((revenue * 1000) / impressions));
    expect(field(a.text, 'Fill rate')).toContain(pct((impressions / requests) * 100));
  });

  it('never adds users across parts: they are not shown for the whole range, each part’s own count is, and the answer says why', async () => {
    const a = await t.h.ask('revenue last 90d');
    const parts = partsOf('2026-08-24', '2026-11-22');
    const users = (await Promise.all(parts.map((p) => apiJson<{ summary: Summary }>('report/dashboard', p)))).map((d) => d.summary.total_users);
    expect(users.every((u) => u > 0)).toBe(true);
    expect(field(a.text, 'Users')).toBe('—');
    expect(field(a.text, 'ARPDAU')).toBe('—');
    expect(field(a.text, 'Impressions per user')).toBe('—');
    expect(a.text).not.toContain(count(users.reduce((s, u) => s + u, 0)));
    expect(a.text).toContain('the API counts users per call, and adding the parts would count a user active in two of them twice');
    expect(a.text).toContain(`Users per part — 24 Aug – 23 Sep 2026: ${count(users[0]!)}`);
    for (const u of users) expect(a.text).toContain(count(u));
  });

  it('this year works: the year so far against the same days last year, read in parts and charted by week', async () => {
    const a = await t.h.ask('revenue this year');
    expect(a.text).toContain('Revenue — this year vs the same days and hours last year');
    expect(a.text).toContain('Chart buckets are ISO weeks (Monday first) of America/New_York days');
    // 1 Jan – 22 Nov 04:00 (NY): 11 parts; the same days last year: 11 more.
    expect(expectCallsWithinApiRule('/report/dashboard')).toBe(22);
  });

  it('last quarter is July to September against April to June', async () => {
    const a = await t.h.ask('revenue last quarter');
    expect(a.text).toContain('Revenue — last quarter vs the quarter before');
    expect(a.text).toContain('1 Jul – 30 Sep 2026 · America/New_York · vs 1 Apr – 30 Jun 2026 (the quarter before)');
    expect(expectCallsWithinApiRule('/report/dashboard')).toBe(6);
  });

  it('by country over 45 days: the movers are read in parts too', async () => {
    const a = await t.h.ask('revenue last 45d by country');
    expect(a.text).toContain('Revenue — last 45 days vs the previous 45 days');
    expect(a.text).toContain('Top movers by country');
    // Two parts for each of the two periods.
    expect(expectCallsWithinApiRule('/report/breakdown')).toBe(4);
  });

  it('a mistyped long period names the word meant, not the one spelt right', async () => {
    const a = await t.h.ask('revenue last quater');
    expect(a.text).toContain('did you mean quarter for quater?');
    expect(t.requests.list('/report/')).toHaveLength(0);
  });

  it('a range starting before 2020-01-01 gets a plain refusal with what to do, and nothing is asked', async () => {
    const a = await t.h.ask('revenue 2019-12-01..2020-02-15');
    expect(a.text).toContain('the reporting API has no data before 2020-01-01 and this range starts on 2019-12-01; start it on 2020-01-01 or later');
    expect(t.requests.list('/report/')).toHaveLength(0);
  });
});

describe('breakdown over more than 31 days', () => {
  it('by country over 90 days: each country’s revenue and eCPM are the sums of the API’s parts', async () => {
    const a = await t.h.ask('breakdown by=country metrics=revenue,ecpm,impressions last 90d');
    expect(expectCallsWithinApiRule('/report/breakdown')).toBe(3);
    expect(a.text).toContain('Breakdown by country — last 90 days');
    const parts = partsOf('2026-08-24', '2026-11-22');
    const answers = await Promise.all(
      parts.map((p) => apiJson<{ rows: Array<{ dimensions: { country: string }; metrics: { revenue: number; impressions: number } }> }>('report/breakdown', { ...p, by: 'country', metrics: 'revenue,impressions', timezone: NY })),
    );
    const totals = new Map<string, { revenue: number; impressions: number }>();
    for (const row of answers.flatMap((r) => r.rows)) {
      const had = totals.get(row.dimensions.country) ?? { revenue: 0, impressions: 0 };
      totals.set(row.dimensions.country, { revenue: had.revenue + row.metrics.revenue, impressions: had.impressions + row.metrics.impressions });
    }
    expect(totals.size).toBeGreaterThan(5);
    for (const [country, s] of totals) {
      const line = a.text.split('\n').find((l) => l.trim().startsWith(`${country} `) || l.includes(` ${country} `))!;
      expect(line, country).toContain(money(s.revenue));
      expect(line, country).toContain(money((s.revenue * 1000) / s.impressions));
    }
  });

  it('past 100,000 rows in a part: a plain answer with the next step, never a cut table shown as whole', async () => {
    const a = await t.h.ask('breakdown by=hour,ad_unit,country metrics=revenue last 90d');
    expect(a.text).toContain('One 31-day part of this range has 100,000 rows or more, the most a breakdown returns (spec 4.3), so I cannot show it whole.');
    expect(a.text).toContain('Narrow the range, break down by fewer dimensions, or add a country= or os= filter.');
  });

  it('ARPDAU over 90 days without a calendar bucket: refused in words, since users are never added across parts', async () => {
    const a = await t.h.ask('breakdown by=country metrics=revenue,arpdau last 90d');
    expect(a.text).toContain('ARPDAU and impressions per user divide by users, which the API counts per call of at most 31 days');
    expect(t.requests.list('/report/')).toHaveLength(0);
  });
});

describe('bidders over more than 31 days', () => {
  it('last 90d: each bidder’s revenue and bids are the sums of the API’s parts, win rate and eCPM from the summed components', async () => {
    const a = await t.h.ask('bidders last 90d');
    // The range and its comparison, each in three calls the API accepts.
    expect(expectCallsWithinApiRule('/report/bidders')).toBe(6);
    expect(a.text).toContain('Bidders — last 90 days');
    expect(a.text).toContain('Read in 3 parts of at most 31 days');
    type Bidder = { name: string; bids: number; win_rate: number; impressions: number; revenue: number };
    const answers = await Promise.all(partsOf('2026-08-24', '2026-11-22').map((p) => apiJson<{ bidders: Bidder[] }>('report/bidders', p)));
    const totals = new Map<string, { bids: number; wins: number; impressions: number; revenue: number }>();
    for (const b of answers.flatMap((r) => r.bidders)) {
      const had = totals.get(b.name) ?? { bids: 0, wins: 0, impressions: 0, revenue: 0 };
      totals.set(b.name, { bids: had.bids + b.bids, wins: had.wins + Math.round((b.win_rate * b.bids) / 100), impressions: had.impressions + b.impressions, revenue: had.revenue + b.revenue });
    }
    expect(totals.size).toBeGreaterThan(3);
    for (const [name, s] of totals) {
      const line = a.text.split('\n').find((l) => l.includes(name))!;
      expect(line, name).toContain(money(s.revenue));
      expect(line, name).toContain(count(s.bids));
      expect(line, name).toContain(money((s.revenue * 1000) / s.impressions));
      expect(line, name).toContain(pct((s.wins / s.bids) * 100));
    }
  });
});

describe('why over a long range', () => {
  it('revenue over 45 days offers Explain, and why reads each period in 31-day parts', async () => {
    const a = await t.h.ask('revenue last 45d');
    expect(a.text).toContain('Revenue — last 45 days vs the previous 45 days');
    expect(JSON.stringify(a.blocks)).toContain('why revenue 2026-10-08..2026-11-21');
    t.requests.clear();
    const why = await t.h.ask('why revenue 2026-10-08..2026-11-21');
    // The previous 45 days cross the end of summer time: 1,081 hours against 1,080, compared per hour.
    expect(why.text.split('\n')[0]).toMatch(/^Revenue per hour [▲▼] [\d.]+% \([+-]\$[\d,.]+ an hour\)/);
    expect(JSON.stringify(why.blocks)).toMatch(/per hour: this range had 108[01] hours, the previous 45 days 108[01]/);
    // Two periods of two parts, by country/app/format/OS, by ad unit and by bidder: 12 calls, no history.
    expect(expectCallsWithinApiRule('/report/breakdown')).toBeGreaterThanOrEqual(12);
    expect(why.text).toMatch(/\d+ API calls/);
  });
});
