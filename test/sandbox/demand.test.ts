// Demand comparison through the API core over real HTTP: own vs partner figures that add up,
// mapping gaps, partner freshness, filters, the 31-date window and the 12:00 UTC rollover.
import { describe, expect, it } from 'vitest';
import { createApiClient, ForbiddenError, InvalidParameterError } from '../../src/api/index.js';
import { bidderDay, cellIndex, getFacts, MODE_PRODUCTION, N_BIDDERS, N_COUNTRIES, DAY_MS } from '../../src/sandbox/data/facts.js';
import { sandboxAndClient } from '../support/sandbox.js';

const { sandbox: sb, api } = await sandboxAndClient(undefined, { retry: { maxRetries: 0 } });
const client = (apiKey: string) => createApiClient({ baseUrl: sb.url, apiKey, now: () => sb.ctx.clock.now(), retry: { maxRetries: 0 } });
const week = { start_date: '2026-11-14', end_date: '2026-11-20' };
type Row = Record<string, unknown>;
const sum = (rows: Row[], field: string) => rows.reduce((s, r) => s + (r[field] as number), 0);


describe('GET /report/demand-comparison', () => {
  it('compares own and partner revenue, eCPM and impressions; the parts add up to the totals', async () => {
    const res = await api.demand.comparison(week);
    expect(res).toMatchObject({ ...week, latest_completed_date: '2026-11-20', currency: 'USD' });
    const totals = res.totals as Row;
    const sources = res.demand_sources as Row[];
    expect(sources.map((s) => s.demand_source)).toEqual(['bidder_alpha', 'bidder_bravo', 'bidder_charlie', 'bidder_delta', 'bidder_echo']);
    expect(sum(sources, 'own_revenue')).toBeCloseTo(totals.own_revenue as number, 1);
    expect(sum(sources, 'partner_revenue')).toBeCloseTo(totals.partner_revenue as number, 1);
    expect(sum(res.ad_units!, 'own_impressions')).toBe(totals.own_impressions);
    expect(totals.matched_ad_units).toBe(res.ad_units!.length);
    expect(totals.own_ecpm).toBeCloseTo(((totals.own_revenue as number) * 1000) / (totals.own_impressions as number), 2);
    // bidder_charlie's partner report undercounts by about 6%: the comparison must show it.
    const charlie = sources.find((s) => s.demand_source === 'bidder_charlie')!;
    expect(charlie.revenue_difference_pct as number).toBeLessThan(-2);
  });

  it('takes own revenue from the reporting facts: the bidder’s production revenue per ad unit and day', async () => {
    const res = await api.demand.adUnits({ start_date: '2026-11-18', end_date: '2026-11-18', demand_sources: ['bidder_alpha'], ad_unit_ids: ['au_012_interstitial'] });
    expect(res.rows).toHaveLength(1);
    const facts = getFacts(sb.ctx);
    const day = bidderDay(facts, Math.round((Date.parse('2026-11-18T00:00:00Z') - facts.startMs) / DAY_MS));
    let revenue = 0;
    for (let c = 0; c < N_COUNTRIES; c++) revenue += day.revenue[cellIndex(1, c, MODE_PRODUCTION) * N_BIDDERS + 0]!;
    expect(res.rows[0]!.own_revenue).toBeCloseTo(revenue, 1);
  });

  it('lists mapping gaps: missing and ambiguous mappings with the partner revenue they exclude', async () => {
    const res = await api.demand.comparison(week);
    const gaps = res.mapping_gaps as Row[];
    const ambiguous = gaps.filter((g) => g.reason === 'ambiguous_mapping');
    expect(ambiguous).toEqual([expect.objectContaining({ demand_source: 'bidder_charlie', candidate_ad_unit_ids: ['au_031_banner', 'au_041_banner'] })]);
    const missing = gaps.filter((g) => g.reason === 'missing_mapping');
    expect(missing.filter((g) => g.demand_source === 'bidder_delta')).toHaveLength(6);
    expect(missing.some((g) => g.demand_source === 'bidder_echo' && String(g.partner_ad_unit_name).includes('retired'))).toBe(true);
    expect(sum(gaps, 'excluded_partner_revenue')).toBeCloseTo((res.totals as Row).excluded_partner_revenue as number, 1);
  });

  it('reports partner freshness: at 09:00 UTC bidder_charlie has not delivered the latest completed date', async () => {
    const fresh = (await api.demand.comparison(week)).freshness as Row[];
    const charlie = fresh.find((f) => f.demand_source === 'bidder_charlie')!;
    expect(charlie).toMatchObject({ status: 'stale', latest_partner_date: '2026-11-19', missing_dates: ['2026-11-20'], dates_reported: 6, dates_in_window: 7 });
    expect(fresh.filter((f) => f.status === 'stale')).toHaveLength(1);
    // bidder_alpha keeps Tiny Farm under a second business: two freshness entries.
    expect(fresh.filter((f) => f.demand_source === 'bidder_alpha')).toHaveLength(2);
  });

  it('needs the demand comparison feature as well as reports:read', async () => {
    for (const key of ['sbx_nofeatures', 'sbx_reports']) {
      const other = client(key);
      const err = await other.demand.comparison(week).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ForbiddenError);
      expect((err as ForbiddenError).missing).toBe('demand comparison');
      await other.close();
    }
  });
});

describe('filters', () => {
  it('narrows by repeated demand sources, provider business, property and ad unit', async () => {
    const delta = await api.demand.comparison({ ...week, demand_sources: ['bidder_delta', 'bidder_echo'] });
    expect((delta.demand_sources as Row[]).map((s) => s.demand_source)).toEqual(['bidder_delta', 'bidder_echo']);
    const alphaGaps = await api.demand.adUnits({ ...week, demand_sources: ['bidder_alpha'] });
    const studio = (await api.demand.comparison({ ...week, demand_sources: ['bidder_alpha'] })).freshness as Row[];
    const studioBusiness = studio.map((f) => f.provider_business_id as string).find((b) => alphaGaps.rows.some((r) => r.provider_business_id === b && String(r.app_bundle).includes('tinyfarm')))!;
    const byBusiness = await api.demand.adUnits({ ...week, provider_business_ids: [studioBusiness] });
    expect(byBusiness.rows.length).toBe(6);
    expect(byBusiness.rows.every((r) => String(r.app_bundle).includes('tinyfarm'))).toBe(true);
    const property = byBusiness.rows[0]!.provider_property_id as string;
    const byProperty = await api.demand.adUnits({ ...week, provider_property_ids: [property, 'prop_unknown'] });
    expect(byProperty.rows.every((r) => r.provider_property_id === property)).toBe(true);
    const units = await api.demand.adUnits({ ...week, ad_unit_ids: ['au_012_interstitial', 'au_013_rewarded'] });
    expect(new Set(units.rows.map((r) => r.ad_unit_id))).toEqual(new Set(['au_012_interstitial', 'au_013_rewarded']));
  });

  it('rejects unknown demand sources and malformed lists (raw HTTP)', async () => {
    const get = async (q: string) => {
      const res = await fetch(`${sb.url}/report/demand-comparison?start_date=2026-11-14&end_date=2026-11-20${q}`, { headers: { authorization: 'Bearer sbx_full' } });
      return { status: res.status, error: ((await res.json()) as { error?: string }).error ?? '' };
    };
    expect(await get('&demand_source=bidder_alpha&demand_source=bidder_bravo')).toMatchObject({ status: 200 });
    expect(await get('&demand_source=bidder_zulu')).toMatchObject({ status: 400, error: expect.stringContaining('bidder_alpha') });
    expect(await get('&demand_source=bidder_foxtrot')).toMatchObject({ status: 400, error: expect.stringContaining('no partner report') });
    expect(await get('&ad_unit_id=au_012_interstitial,,au_013_rewarded')).toMatchObject({ status: 400 });
    expect(await get('&view=unmapped')).toMatchObject({ status: 400, error: expect.stringContaining('view') });
  });
});

describe('window rules', () => {
  it('holds at most 31 completed dates', async () => {
    expect((await api.demand.comparison({ start_date: '2026-10-21', end_date: '2026-11-20' })).start_date).toBe('2026-10-21');
    await expect(api.demand.comparison({ start_date: '2026-10-20', end_date: '2026-11-20' })).rejects.toThrow(InvalidParameterError);
    const raw = await fetch(`${sb.url}/report/demand-comparison?start_date=2026-10-20&end_date=2026-11-20`, { headers: { authorization: 'Bearer sbx_full' } });
    expect(raw.status).toBe(400);
    const reversed = await fetch(`${sb.url}/report/demand-comparison?start_date=2026-11-20&end_date=2026-11-14`, { headers: { authorization: 'Bearer sbx_full' } });
    expect(reversed.status).toBe(400);
  });

  it('moves the latest completed date at 12:00 UTC', async () => {
    const yesterday = { start_date: '2026-11-21', end_date: '2026-11-21' };
    await expect(api.demand.comparison(yesterday)).rejects.toThrow(/latest is 2026-11-20/);
    const raw = await fetch(`${sb.url}/report/demand-comparison?start_date=2026-11-21&end_date=2026-11-21`, { headers: { authorization: 'Bearer sbx_full' } });
    expect(raw.status).toBe(400);
    sb.ctx.clock.set(Date.parse('2026-11-22T12:00:00Z'));
    const res = await api.demand.comparison(yesterday);
    expect(res.latest_completed_date).toBe('2026-11-21');
    // bidder_echo delivers at 20:00 UTC and bidder_charlie a day late: both stale for now.
    const stale = (res.freshness as Row[]).filter((f) => f.status === 'stale').map((f) => f.demand_source);
    expect(new Set(stale)).toEqual(new Set(['bidder_charlie', 'bidder_echo']));
    sb.ctx.clock.set(Date.parse('2026-11-22T09:00:00Z'));
  });
});

describe('GET /report/demand-comparison/ad-units', () => {
  it('returns mapped partner aggregates by default, matching the comparison totals', async () => {
    const [comparison, mapped] = await Promise.all([api.demand.comparison(week), api.demand.adUnits(week)]);
    expect(mapped.view).toBe('mapped');
    expect(mapped.rows[0]).toMatchObject({ ad_unit_id: expect.any(String), demand_source: expect.any(String), partner_ad_unit_id: expect.any(String), own_revenue: expect.any(Number), partner_revenue: expect.any(Number) });
    expect(sum(mapped.rows, 'partner_revenue')).toBeCloseTo((comparison.totals as Row).partner_revenue as number, 1);
  });

  it('with view=unmapped returns the excluded partner rows', async () => {
    const [comparison, unmapped] = await Promise.all([api.demand.comparison(week), api.demand.adUnits({ ...week, view: 'unmapped' })]);
    expect(unmapped.view).toBe('unmapped');
    expect(unmapped.rows).toHaveLength(8);
    for (const r of unmapped.rows) expect(r).toMatchObject({ reason: expect.stringMatching(/^(missing|ambiguous)_mapping$/), excluded_partner_revenue: expect.any(Number), excluded_partner_impressions: expect.any(Number) });
    expect(sum(unmapped.rows, 'excluded_partner_impressions')).toBe((comparison.totals as Row).excluded_partner_impressions);
  });
});
