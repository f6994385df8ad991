// The weekly and monthly business review (issue 35, item 5) through the real pipeline: signed
// slash commands into the Bolt app against the sandbox (clock Sunday 2026-11-22 09:00Z; the
// default test user is in New York) — what the user reads, and what the API received.
import { describe, expect, it } from 'vitest';
import { collectNetworkReport, readDashboard } from '../../src/api/index.js';
import { toReportTimeRange } from '../../src/time/api-range.js';
import { resolveRange } from '../../src/time/resolve.js';
import { revenueChart } from '../../commands/revenue/chart.js';
import { change, money } from '../../views/format.js';
import { createSubscription } from '../../src/scheduler/subscriptions.js';
import type { SubscriptionInput } from '../../src/store/index.js';
import { CHANNEL, USER, withHarness, type BotHarness } from '../support/harness.js';
import { NY, span, summaryOf, useReportHarness } from './report-harness.js';

const t = useReportHarness();
const NOW = Date.parse('2026-11-22T09:00:00Z');

describe('charts in the asker’s days', () => {
  it('draws last 7d as the seven New York days, not eight UTC days with a partial first and last', async () => {
    const a = await t.h.ask('revenue last 7d');
    expect(a.text).toContain('[chart: Revenue per day (America/New_York) for last 7 days: ');
    expect(a.text).toMatch(/in 7 buckets, highest at 2026-11-\d\d, compared with/);
    expect(a.text).toContain('Chart buckets are America/New_York days.');
    // The hours were read (the dashboard's days are UTC days), one call as before.
    expect(t.requests.list('/report/dashboard').map((u) => u.searchParams.get('granularity'))).toEqual(['hourly', 'hourly']);
  });

  it('draws a long range by ISO week as revenue per day, partial weeks marked rather than drawn as dips', async () => {
    const a = await t.h.ask('revenue 2026-08-01..2026-10-31');
    expect(a.text).toContain('Chart buckets are ISO weeks (Monday first) of America/New_York days, drawn as revenue per day');
    expect(a.text).toContain('[chart: Revenue per day, by week — 2026-08-01..2026-10-31]');
    const range = resolveRange({ kind: 'dates', from: '2026-08-01', to: '2026-10-31' }, { nowMs: NOW, tz: NY });
    const hours = await readDashboard((p) => t.api.dashboard.get(p), { ...toReportTimeRange(range), granularity: 'hourly' });
    const chart = revenueChart({ dashboard: hours, range }, undefined, 'hourly', 'weekly', 'x').spec;
    // Saturday 1 Aug is the 6th day of the ISO week from Monday 27 Jul; Saturday 31 Oct the 6th of the week from 26 Oct.
    expect(chart.labels[0]).toBe('wk 07-27 (2/7 d)');
    expect(chart.labels[1]).toBe('wk 08-03');
    expect(chart.labels.at(-1)).toBe('wk 10-26 (6/7 d)');
    const aug1 = await summaryOf(t.api, '2026-08-01', '2026-08-03');
    const oct26to31 = await summaryOf(t.api, '2026-10-26', '2026-11-01');
    expect(chart.series[0]!.values[0]).toBeCloseTo(aug1.revenue / 2, 4);
    expect(chart.series[0]!.values.at(-1)).toBeCloseTo(oct26to31.revenue / 6, 4);
    expect(chart.yLabel).toBe('revenue per day (USD)');
  });

  it('leaves a day still running out of a daily chart, and says so', async () => {
    const a = await t.h.ask('revenue this week');
    // Sunday 22 Nov in New York runs 00:00–03:59 at 09:00Z.
    expect(a.text).toContain('2026-11-22, 00:00–03:59 (so far) is not drawn');
    expect(a.text).toMatch(/in 6 buckets/);
  });
});

describe('an A/B range clipped to the test’s dates', () => {
  it('titles last 7d of a test that ended on 19 Nov with 15–19 Nov, naming the range asked for', async () => {
    const a = await t.h.ask('abtest abt_demo_achieved last 7d');
    // Last 7 UTC days are 15–21 Nov; the run ended on 19 Nov.
    expect(a.text).toContain('last 7 days (15–21 Nov 2026), the days the test ran · 15–19 Nov 2026 · UTC days');
    expect(a.text).toContain('Figures of 15–19 Nov 2026');
    expect(a.text).not.toContain('Figures of 15–21 Nov 2026');
  });

  it('keeps the range as asked when the test ran on every day of it', async () => {
    const a = await t.h.ask('abtest abt_demo_achieved 2026-11-01..2026-11-07');
    expect(a.text).toContain('2026-11-01..2026-11-07 · 1–7 Nov 2026 · UTC days');
  });
});

describe('vs=<range>: a comparison of the asker’s choosing', () => {
  it('compares 1–7 Nov with 1–7 Oct, the days asked for in the asker’s timezone', async () => {
    const a = await t.h.ask('revenue 2026-11-01..2026-11-07 vs=2026-10-01..2026-10-07');
    expect(a.text).toContain('Revenue — 2026-11-01..2026-11-07 vs the chosen period');
    expect(a.text).toContain('vs 1–7 Oct 2026 (the chosen period)');
    const [now, before] = [await summaryOf(t.api, '2026-11-01', '2026-11-08'), await summaryOf(t.api, '2026-10-01', '2026-10-08')];
    expect(a.text).toContain(`${money(now.revenue)}  ${change(now.revenue, before.revenue)} vs chosen period`);
    const starts = t.requests.list('/report/dashboard').map((u) => Number(u.searchParams.get('start_time')));
    expect(starts).toContain(span('2026-10-01T00:00', '2026-10-08T00:00').start_time);
  });

  it('takes the issue’s spelling (vs 2026-10-01..2026-10-10) and compares per day when the lengths differ, saying so', async () => {
    const a = await t.h.ask('revenue 2026-11-01..2026-11-07 vs 2026-10-01..2026-10-10 by country,format');
    const [now, before] = [await summaryOf(t.api, '2026-11-01', '2026-11-08'), await summaryOf(t.api, '2026-10-01', '2026-10-11')];
    expect(a.text).toContain(`${money(now.revenue)}  ${change(now.revenue / 7, before.revenue / 10)} per day vs chosen period`);
    expect(a.text).toContain('1–10 Oct 2026 (the chosen period) has 10 days and this range 7: revenue, impressions, requests, clicks, users and the movers are compared per day');
    // Movers by two dimensions, per day.
    expect(a.text).toContain('Top movers by country × format vs 1–10 Oct 2026, per day');
    expect(t.requests.list('/report/breakdown').map((u) => u.searchParams.get('by'))).toEqual(['country,format', 'country,format']);
    expect(a.text).toMatch(/^\s+[A-Z]{2} · (banner|interstitial|rewarded|native)\s+\$/m);
  });

  it('refuses a period that overlaps the range, or two comparisons, sending nothing', async () => {
    const a = await t.h.ask('revenue 2026-11-01..2026-11-07 vs=2026-11-05..2026-11-10');
    expect(a.text).toContain('2026-11-05..2026-11-10 shares days with the range itself');
    const b = await t.h.ask('revenue last 7d vs=week vs 2026-10-01..2026-10-07');
    expect(b.text).toContain('compare with one period');
    expect(t.h.received('/report/dashboard')).toHaveLength(0);
  });
});

describe('movers by two dimensions', () => {
  it('ranks country × format pairs against the usual comparison, read in one breakdown call per period', async () => {
    const a = await t.h.ask('revenue last 7d by country,format');
    expect(a.text).toMatch(/Top movers by country × format vs /);
    expect(a.text).toMatch(/^\s+[A-Z]{2} · (banner|interstitial|rewarded|native)\s+\$/m);
    expect(t.requests.list('/report/breakdown').map((u) => u.searchParams.get('by'))).toEqual(['country,format', 'country,format']);
  });
});

describe('abtest list', () => {
  it('lists the tests this account asked about or watched, achieved (can ship) first, and says the API has no list', async () => {
    await t.h.ask('abtest abt_demo_in_progress');
    await t.h.ask('abtest abt_demo_achieved');
    await t.h.ask('abtest abt_demo_invalidated');
    t.requests.clear();
    const a = await t.h.ask('abtest list');
    const lines = a.text.split('\n').filter((l) => l.includes('abt_demo_'));
    expect(lines[0]).toMatch(/abt_demo_achieved — achieved \(now\) — can ship · asked about, last 2026-11-22/);
    expect(lines.map((l) => /abt_demo_\w+/.exec(l)![0])).toEqual(['abt_demo_achieved', 'abt_demo_in_progress', 'abt_demo_invalidated']);
    expect(a.text).toContain('The reporting API has no list of A/B tests: these are the tests this account has asked about, watched or seen in digests here.');
    // Each is read again for its latest status.
    expect(t.requests.list('/report/ab-test').map((u) => u.searchParams.get('ab_test_id')).sort()).toEqual(['abt_demo_achieved', 'abt_demo_in_progress', 'abt_demo_invalidated']);
  });

  it('keeps the record per account: another key’s tests are not listed', async () => {
    const rows = await t.h.store.abTests.list({ teamId: t.h.stack.standin.teamId, account: 'another-account' }, 10);
    expect(rows).toEqual([]);
    const mine = await t.h.store.abTests.list({ teamId: t.h.stack.standin.teamId, account: t.api.account }, 10);
    expect(mine.map((r) => r.abTestId).sort()).toEqual(['abt_demo_achieved', 'abt_demo_in_progress', 'abt_demo_invalidated']);
  });
});

/** `digest preview` of a monthly review for the test user's channel, in New York. */
async function monthlyPreview(h: BotHarness): Promise<string> {
  const input: SubscriptionInput = { teamId: h.stack.standin.teamId, channelId: CHANNEL, ownerUserId: USER, report: 'monthly_summary', cron: '0 9 1 * *', timezone: NY };
  const s = await createSubscription(h.store, input, new Date(h.sandbox.ctx.clock.now()));
  try {
    return (await h.ask(`digest preview ${s.id}`)).text;
  } finally {
    await h.ask(`digest delete ${s.id}`);
  }
}

describe('the monthly review digest', () => {
  it('gives last month against the month before per day, top movers per day, A/B tests that changed state and reconciliation gaps', async () => {
    await t.h.ask('abtest abt_demo_turning');
    const text = await monthlyPreview(t.h);
    expect(text).toContain('Monthly review — October 2026');
    expect(text).toContain('1–31 Oct 2026 · America/New_York · vs 1–30 Sep 2026 (the month before)');
    expect(text).toContain('has 30 days and this range 31: revenue, impressions, requests, clicks, users and the movers are compared per day');
    // The figures are `/adops revenue last month`'s.
    const command = await t.h.ask('revenue last month');
    const revenueLine = (s: string) => s.split('\n').find((l) => l.includes('Revenue (own source):'))!.trim();
    expect(revenueLine(text)).toBe(revenueLine(command.text));
    expect(revenueLine(text)).toContain('per day vs month before');
    expect(text).toContain('Top movers vs 1–30 Sep 2026 (the month before), per day');
    expect(text).toMatch(/By country:/);
    expect(text).toMatch(/A\/B tests that changed state since 1 Oct 2026[\s\S]*abt_demo_turning\*?: first seen directional/);
    expect(text).toMatch(/Reconciliation gaps \(1–31 Oct 2026, UTC dates\)/);
    expect(t.requests.list('/report/demand-comparison').length).toBeGreaterThan(0);
  });

  it('with a key without demand comparison, says plainly the reconciliation is left out — the rest stands', async () => {
    const text = await withHarness({ apiKey: 'sbx_nofeatures' }, (h) => monthlyPreview(h));
    expect(text).toContain('Monthly review — October 2026');
    expect(text).toContain('Revenue (own source):');
    expect(text).toMatch(/Reconciliation gaps:\*? left out — this account’s key has no demand comparison/);
  });
});

describe('network totals with a day unknown', () => {
  it('shows the known days’ subtotal and names the days that are not known, never a total with an unknown part', async () => {
    const a = await t.h.ask('network last month');
    const head = a.text.split('\n').find((l) => l.includes('Revenue as the networks report it:'))!;
    expect(head).toBeDefined();
    expect(head).not.toContain('USD unknown');
    // October has days where one net_a placement's rows lack revenue (the sandbox's clusters of gaps).
    const m = /\$([\d,]+\.\d\d) over the known days only \(not a total\) — not known: (net_a \S+ on 2026-10-\d\d \([^)]+\))/.exec(head);
    expect(m, head).not.toBeNull();
    // The subtotal is the sum of the account-days the API gives with revenue, in USD.
    const byDay = await collectNetworkReport(t.api.network, { start_date: '2026-10-01', end_date: '2026-10-31', dimensions: ['day', 'provider', 'provider_account_id', 'provider_account_secondary_id', 'currency'] }, {});
    const known = byDay.rows.filter((r) => r.currency === 'USD' && typeof r.revenue === 'number').reduce((s, r) => s + (r.revenue as number), 0);
    expect(m![1]).toBe(known.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
    const unknownDay = byDay.rows.find((r) => r.currency === 'USD' && r.revenue === null)!;
    expect(head).toContain(`on ${String(unknownDay.day)} (source rows without revenue)`);
    // The provider rows say the same: the account with an unknown day shows its known days' subtotal, marked.
    const provider = String(unknownDay.provider);
    const ofAccount = byDay.rows.filter((r) => r.provider === unknownDay.provider && r.provider_account_id === unknownDay.provider_account_id && r.provider_account_secondary_id === unknownDay.provider_account_secondary_id && r.currency === 'USD' && typeof r.revenue === 'number');
    const sub = ofAccount.reduce((s, r) => s + (r.revenue as number), 0).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const row = a.text.split('\n').find((l) => l.includes(provider) && l.includes(String(unknownDay.provider_account_id)) && l.includes('USD'));
    expect(row, a.text).toContain(`${sub} (known days)`);
    expect(a.text).toContain('(known days) = the revenue of the days that are known');
  });
});
