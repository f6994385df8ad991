// The demand windows' merge on its own: amounts added as given, an unknown part making its sum
// unknown, % of own from the sums, ad units counted once, late reports joined.
import { describe, expect, it } from 'vitest';
import type { DemandComparison } from '../../src/api/index.js';
import type { DemandReport } from '../../src/reports/demand.js';
import { mergeDemandReports } from '../../src/reports/demand-long.js';
import { resolveRange } from '../../src/time/resolve.js';

const range = resolveRange({ kind: 'dates', from: '2026-08-01', to: '2026-09-30' }, { nowMs: Date.parse('2026-11-22T09:00:00Z'), tz: 'UTC' });
const whole = { range, start_date: '2026-08-01', end_date: '2026-09-30' };

function window(own: number | undefined, units: Array<[string, string[]]>, late: DemandReport['late'] = []): DemandReport {
  const comparison: DemandComparison = { ad_units: units.map(([id, sources]) => ({ ad_unit_id: id, demand_sources: sources })), demand_sources: [] };
  return {
    window: whole,
    currency: 'USD',
    total: { own, reported: 90.5, difference: own === undefined ? undefined : 90.5 - own },
    perSource: [{ source: 'bidder_alpha', own: 100.25, reported: 90.5, difference: -9.75 }],
    unmapped: [{ source: 'bidder_delta', name: 'Farm', reason: 'missing_mapping', candidates: [], reportedRevenue: 1.01, reportedImpressions: 10 }],
    unmappedTotal: { revenue: 1.01, impressions: 10 },
    late,
    comparison,
  };
}

describe('merging demand windows', () => {
  it('adds the amounts as given, derives % of own from the sums and counts an ad unit once', () => {
    const m = mergeDemandReports(whole, [window(100.25, [['au_1', ['bidder_alpha']]]), window(100.25, [['au_1', ['bidder_alpha']], ['au_2', ['bidder_bravo']]])]);
    expect(m.parts).toBe(2);
    expect(m.total.own).toBeCloseTo(200.5, 10);
    expect(m.total.difference).toBeCloseTo(-19.5, 10);
    expect(m.total.differencePct).toBe((m.total.difference! / m.total.own!) * 100);
    expect(m.total.mappedAdUnits).toBe(2);
    expect(m.perSource).toEqual([expect.objectContaining({ source: 'bidder_alpha', mappedAdUnits: 1 })]);
    expect(m.unmapped).toEqual([expect.objectContaining({ name: 'Farm', reportedRevenue: 2.02, reportedImpressions: 20 })]);
    expect(m.unmappedTotal).toEqual({ revenue: 2.02, impressions: 20 });
  });

  it('leaves a total unknown when one window’s part is, and joins the dates a late report misses', () => {
    const late = (latestDate: string, missingDates: string[]) => [{ source: 'bidder_charlie', business: 'b1', latestDate, missingDates }];
    const m = mergeDemandReports(whole, [window(undefined, [], late('2026-08-30', ['2026-08-31'])), window(100, [], late('2026-09-29', ['2026-09-30']))]);
    expect(m.total.own).toBeUndefined();
    expect(m.total.difference).toBeUndefined();
    expect(m.total.differencePct).toBeUndefined();
    expect(m.total.reported).toBe(181);
    expect(m.late).toEqual([{ source: 'bidder_charlie', business: 'b1', latestDate: '2026-09-29', missingDates: ['2026-08-31', '2026-09-30'] }]);
  });
});
