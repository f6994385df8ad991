// Demand-comparison window and filter rules of the API core (spec 4.7; names are our choice).
import { beforeEach, describe, expect, it } from 'vitest';
import { demandQuery, InvalidParameterError, latestCompletedDate } from '../../src/api/index.js';
import { sandboxAndClient } from '../support/sandbox.js';

const NOW = Date.parse('2026-11-22T09:00:00Z');
const { sandbox, api } = await sandboxAndClient({ now: NOW }, { now: () => NOW });
beforeEach(() => sandbox.ctx.faults.clear());

describe('latestCompletedDate', () => {
  it('moves forward at 12:00 UTC', () => {
    expect(latestCompletedDate(Date.parse('2026-11-22T00:00:00Z'))).toBe('2026-11-20');
    expect(latestCompletedDate(Date.parse('2026-11-22T11:59:59Z'))).toBe('2026-11-20');
    expect(latestCompletedDate(Date.parse('2026-11-22T12:00:00Z'))).toBe('2026-11-21');
    expect(latestCompletedDate(Date.parse('2026-11-22T23:59:59Z'))).toBe('2026-11-21');
  });
});

describe('demandQuery', () => {
  it('repeats demand sources and joins the other lists with commas', () => {
    expect(demandQuery({ start_date: '2026-11-01', end_date: '2026-11-20', demand_sources: ['bidder_alpha', ' bidder_bravo'], ad_unit_ids: ['au_011_banner', 'au_012_interstitial'], provider_business_ids: ['b1'] }, NOW, 'op')).toEqual({
      start_date: '2026-11-01', end_date: '2026-11-20', demand_source: ['bidder_alpha', 'bidder_bravo'],
      provider_business_id: 'b1', provider_property_id: undefined, ad_unit_id: 'au_011_banner,au_012_interstitial',
    });
  });

  it('holds at most 31 completed dates', () => {
    expect(() => demandQuery({ start_date: '2026-10-21', end_date: '2026-11-20' }, NOW, 'op')).not.toThrow();
    expect(() => demandQuery({ start_date: '2026-10-20', end_date: '2026-11-20' }, NOW, 'op')).toThrow(/at most 31 dates/);
    expect(() => demandQuery({ start_date: '2026-11-21', end_date: '2026-11-21' }, NOW, 'op')).toThrow(/latest is 2026-11-20/);
    expect(() => demandQuery({ start_date: '2026-11-21', end_date: '2026-11-21' }, Date.parse('2026-11-22T12:00:00Z'), 'op')).not.toThrow();
    expect(() => demandQuery({ start_date: '2026-11-10', end_date: '2026-11-09' }, NOW, 'op')).toThrow(/before start_date/);
    expect(() => demandQuery({ start_date: '2026-11-10', end_date: '2026-11-10', ad_unit_ids: ['a,b'] }, NOW, 'op')).toThrow(/no comma/);
  });
});

describe('the client', () => {
  it('sends nothing for an invalid window or view', async () => {
    await expect(api.demand.comparison({ start_date: '2026-11-21', end_date: '2026-11-21' })).rejects.toBeInstanceOf(InvalidParameterError);
    await expect(api.demand.adUnits({ start_date: '2026-11-01', end_date: '2026-11-02', view: 'all' as never })).rejects.toThrow(/mapped or unmapped/);
    expect(sandbox.ctx.faults.received).toEqual([]);
  });
});
