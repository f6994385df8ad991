// No partial sums, no recomputed figures (issue 25, item 3), and the dates an answer shows named
// in its title (item 4): through the real pipeline, against what the sandbox's API gives for the
// same query over real HTTP.
import { describe, expect, it } from 'vitest';
import { money, signedMoney } from '../../views/format.js';
import { SANDBOX_NOW } from '../support/harness.js';
import { useReportHarness } from './report-harness.js';

const t = useReportHarness();

/** The API's JSON for `path?query`, read directly (not through the bot's client). */
async function apiJson(path: string, query: Record<string, string>): Promise<Record<string, unknown>> {
  const res = await fetch(`${t.h.sandbox.url}/${path}?${new URLSearchParams(query).toString()}`, { headers: { authorization: 'Bearer sbx_full' } });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
}

const headline = (text: string) => text.split('\n').find((l) => l.includes('Revenue as the networks report it:'))!;

describe('network: a total over groups with unknown revenue is unknown, with the reason', () => {
  it('last week by provider,format for net_a: the total unknown, so the known days’ subtotal named as such and the days not known', async () => {
    const a = await t.h.ask('network last week by provider,format filter.provider=net_a');
    const report = await apiJson('report/network', {
      start_date: '2026-11-09',
      end_date: '2026-11-15',
      dimensions: 'provider,provider_account_id,provider_account_secondary_id,format,currency',
      'filter.provider': 'net_a',
    });
    const rows = report.rows as Array<Record<string, unknown>>;
    const unknown = rows.filter((r) => r.currency === 'USD' && r.revenue === null);
    // The premise: some group of net_a has source rows without revenue that week.
    expect(unknown.length).toBeGreaterThan(0);
    // The whole week's total is unknown: the known days' subtotal is shown as that, with the days not known named (issue 35).
    expect(headline(a.text)).toMatch(/\$[\d,]+\.\d\d over the known days only \(not a total\) — not known: net_a \S+ on 2026-11-\d\d \(source rows without revenue\)/);
    // No sum of the known groups is shown, as a total or otherwise.
    const partial = rows.filter((r) => r.currency === 'USD' && typeof r.revenue === 'number').reduce((s, r) => s + (r.revenue as number), 0);
    expect(headline(a.text)).not.toContain(money(partial));
  });
});

describe('demand: amounts as the API gives them, and the dates shown in the title', () => {
  it('last 7d at 09:00 UTC: the difference and the unmapped revenue are the API’s, and the title says which dates and why', async () => {
    const a = await t.h.ask('demand last 7d');
    // 21 Nov completes at 12:00 UTC on the 22nd: the 7 dates are 15–21 Nov, and 15–20 are shown.
    expect(a.text).toContain('Demand comparison — last 7 days: 15–20 Nov 2026 (2026-11-21 is completed at 12:00 UTC the day after)');
    const body = await apiJson('report/demand-comparison', { start_date: '2026-11-15', end_date: '2026-11-20' });
    const totals = body.totals as Record<string, number>;
    const sources = body.demand_sources as Array<Record<string, number | string>>;
    expect(a.text).toMatch(new RegExp(`all sources\\s+${esc(money(totals.own_revenue!))}\\s+${esc(money(totals.partner_revenue!))}\\s+${esc(signedMoney(totals.revenue_difference!))}\\s`));
    for (const s of sources) {
      expect(a.text).toMatch(new RegExp(`${s.demand_source}\\s+${esc(money(s.own_revenue as number))}\\s+${esc(money(s.partner_revenue as number))}\\s+${esc(signedMoney(s.revenue_difference as number))}\\s`));
    }
    expect(a.text).toContain(`left out of the comparison: ${money(totals.excluded_partner_revenue!)} reported revenue`);
  });
});

describe('same words, same period: where demand cannot serve the user’s dates, the title says which it shows', () => {
  it('last 7d for a user in Tokyo, where the local date is ahead of UTC: UTC dates, named in the title with the local ones', async () => {
    // 2026-11-22 20:00 UTC is 23 Nov 05:00 in Tokyo: their last 7 days are 16–22 Nov; demand's are UTC dates.
    t.h.sandbox.ctx.clock.set(Date.parse('2026-11-22T20:00:00Z'));
    try {
      const a = await t.h.ask('demand last 7d', { userId: 'U0TOKYO01' });
      expect(a.text).toContain('Demand comparison — last 7 days: 15–21 Nov 2026 (UTC dates: the partner reports are per UTC day; in Asia/Tokyo last 7 days is 16–22 Nov 2026)');
      const [req] = t.requests.list('/report/demand-comparison').filter((u) => !u.pathname.endsWith('/ad-units'));
      expect([req!.searchParams.get('start_date'), req!.searchParams.get('end_date')]).toEqual(['2026-11-15', '2026-11-21']);
    } finally {
      t.h.sandbox.ctx.clock.set(Date.parse(SANDBOX_NOW));
    }
  });
});

function esc(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&');
}
