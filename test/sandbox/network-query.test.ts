// Spec 4.6 query semantics through the API core: column order, the currency rule, no partial
// sums, filters and is_null, sorting with unknowns last, paging, snapshots and the row limit.
import { describe, expect, it } from 'vitest';
import { ConflictError, LimitExceededError, NETWORK_DIMENSIONS, NETWORK_METRICS, type NetworkRow } from '../../src/api/index.js';
import { collectNetworkReport, type NetworkReportQuery } from '../../src/api/network-pages.js';
import { configureNetworkReport } from '../../src/sandbox/data/network-store.js';
import { sandboxAndClient } from '../support/sandbox.js';

const { sandbox, api } = await sandboxAndClient();

const RANGE = { start_date: '2026-11-14', end_date: '2026-11-20' };
const FINE = ['day', 'provider', 'provider_account_id', 'provider_account_secondary_id', 'placement_id', 'country', 'original_platform'];
const read = (q: Partial<NetworkReportQuery> = {}) => collectNetworkReport(api.network, { ...RANGE, ...q });
const dimsOf = (fields: string[]) => fields.filter((f) => !(NETWORK_METRICS as readonly string[]).includes(f));
const n = (v: unknown) => (v === null ? null : Number(v));

/** Grouping columns ascending, unknown (null) values last; code-unit order for text. */
function compareByDims(dims: string[], a: NetworkRow, b: NetworkRow): number {
  for (const d of dims) {
    const x = a[d] ?? null;
    const y = b[d] ?? null;
    if (x === y) continue;
    if (x === null) return 1;
    if (y === null) return -1;
    return String(x) < String(y) ? -1 : 1;
  }
  return 0;
}

describe('columns', () => {
  it('requested dimensions in the fixed table order whatever the request order, then the eight metrics', async () => {
    const { fields } = await read({ dimensions: ['country', 'day', 'provider'], filters: { currency: ['USD'] } });
    expect(fields).toEqual(['day', 'provider', 'country', ...NETWORK_METRICS]);
  });

  it('defaults to day and the provider account columns', async () => {
    const { fields, rows } = await read();
    expect(fields).toEqual(['day', 'provider', 'provider_account_id', 'provider_account_secondary_id', ...NETWORK_METRICS]);
    for (const row of rows) expect(Object.keys(row)).toEqual(fields);
  });

  it('counts are decimal strings, revenue and ratios numbers, incentivized a boolean', async () => {
    const { rows } = await read({ dimensions: ['provider', 'incentivized'] });
    const full = rows.find((r) => r.missing_impressions === '0' && r.missing_revenue === '0')!;
    expect(full.impressions).toMatch(/^\d+$/);
    expect(full.missing_clicks).toMatch(/^\d+$/);
    expect(typeof full.revenue).toBe('number');
    expect(typeof full.ecpm).toBe('number');
    expect(new Set(rows.filter((r) => r.provider === 'net_c').map((r) => r.incentivized))).toEqual(new Set([true, false, null]));
  });
});

describe('the currency rule', () => {
  it('rows without a currency keep the provider columns; rows in USD leave them null', async () => {
    const { fields, rows } = await read({ dimensions: ['country', 'currency'] });
    expect(fields.slice(0, 5)).toEqual(['provider', 'provider_account_id', 'provider_account_secondary_id', 'country', 'currency']);
    const usd = rows.filter((r) => r.currency === 'USD');
    const none = rows.filter((r) => r.currency === null);
    expect(usd.length).toBeGreaterThan(0);
    for (const r of usd) expect([r.provider, r.provider_account_id, r.provider_account_secondary_id]).toEqual([null, null, null]);
    for (const r of none) expect(typeof r.provider === 'string' && typeof r.provider_account_id === 'string').toBe(true);
    // Split by currency: one USD row per country, next to one row per account without a currency.
    const us = rows.filter((r) => r.country === 'us');
    expect(us.filter((r) => r.currency === 'USD')).toHaveLength(1);
    expect(new Set(us.filter((r) => r.currency === null).map((r) => r.provider))).toEqual(new Set(['net_b', 'net_c', 'net_d', 'net_e']));
  });

  it('source_timezone and currency group even when not requested', async () => {
    const { fields, rows, coverage } = await read({ dimensions: ['day'], filters: { day: ['2026-11-18'] } });
    expect(fields.slice(0, 4)).toEqual(['day', 'provider', 'provider_account_id', 'provider_account_secondary_id']);
    // One row per account that delivered the day: net_a's in USD (provider hidden), the others without a currency.
    const delivered = coverage.filter((c) => c.day === '2026-11-18' && c.status === 'covered');
    expect(rows).toHaveLength(delivered.length);
    expect(rows.filter((r) => r.provider === null)).toHaveLength(delivered.some((c) => c.provider === 'net_a') ? 1 : 0);
    expect(new Set(rows.filter((r) => r.provider !== null).map((r) => r.provider_account_id))).toEqual(
      new Set(delivered.filter((c) => c.provider !== 'net_a').map((c) => c.provider_account_id)),
    );
  });
});

describe('metrics: no partial sums', () => {
  it('a coarse report equals the fine rows summed, a metric being null when any source row lacks it', async () => {
    const coarse = (await read()).rows;
    const fine = (await read({ dimensions: FINE })).rows;
    expect(fine.length).toBeGreaterThan(coarse.length * 50);
    const key = (r: NetworkRow) => `${r.day}/${r.provider}/${r.provider_account_id}/${r.provider_account_secondary_id}`;
    let nullsSeen = 0;
    for (const c of coarse) {
      const parts = fine.filter((f) => key(f) === key(c));
      for (const metric of ['impressions', 'clicks', 'revenue'] as const) {
        const missing = parts.reduce((s, p) => s + Number(p[`missing_${metric}`]), 0);
        expect(Number(c[`missing_${metric}`]), `${key(c)} ${metric}`).toBe(missing);
        if (missing > 0) {
          expect(c[metric]).toBeNull();
          nullsSeen++;
        } else if (metric === 'revenue') expect(c.revenue as number).toBeCloseTo(parts.reduce((s, p) => s + (p.revenue as number), 0), 4);
        else expect(c[metric]).toBe(String(parts.reduce((s, p) => s + Number(p[metric]), 0)));
      }
      const [imp, clk, rev] = [n(c.impressions), n(c.clicks), n(c.revenue)];
      expect(c.ecpm).toEqual(rev === null || imp === null || imp === 0 ? null : expect.closeTo((rev * 1000) / imp, 5));
      expect(c.average_cpc).toEqual(rev === null || clk === null || clk === 0 ? null : expect.closeTo(rev / clk, 5));
    }
    expect(nullsSeen).toBeGreaterThan(0);
  });

  it('a reported zero is a value; ratios are null on zero or null inputs', async () => {
    const { rows } = await read({ dimensions: FINE });
    const zero = rows.find((r) => r.impressions === '0' && r.revenue === 0)!;
    expect(zero).toBeDefined();
    expect(zero.ecpm).toBeNull();
    expect(rows.filter((r) => r.clicks === '0').every((r) => r.average_cpc === null)).toBe(true);
    const lacking = rows.find((r) => r.missing_revenue !== '0')!;
    expect([lacking.revenue, lacking.ecpm, lacking.average_cpc]).toEqual([null, null, null]);
  });
});

describe('filters and is_null', () => {
  const providers = (rows: NetworkRow[]) => new Set(rows.map((r) => r.provider));

  it('exact, case-sensitive, commas not split, several values match any', async () => {
    const dims = ['provider', 'country'];
    expect((await read({ dimensions: dims, filters: { country: ['us,ca'] } })).rows).toEqual([]);
    expect((await read({ dimensions: dims, filters: { country: ['US'] } })).rows).toEqual([]);
    const both = (await read({ dimensions: dims, filters: { country: ['us', 'ca'] } })).rows;
    expect(new Set(both.map((r) => r.country))).toEqual(new Set(['us', 'ca']));
  });

  it('different filters must all match, and apply whether or not their dimension is requested', async () => {
    const requested = (await read({ dimensions: ['provider', 'country'], filters: { provider: ['net_c'], country: ['gb'] } })).rows;
    expect(requested).toHaveLength(1);
    const hidden = (await read({ dimensions: ['provider'], filters: { provider: ['net_c'], country: ['gb'] } })).rows;
    expect(hidden).toHaveLength(1);
    expect(hidden[0]!.impressions).toBe(requested[0]!.impressions);
    expect(hidden[0]!.revenue).toBe(requested[0]!.revenue);
  });

  it('an empty value matches the empty string (every network but net_e)', async () => {
    const { rows } = await read({ filters: { provider_account_secondary_id: [''] } });
    expect(providers(rows)).toEqual(new Set(['net_a', 'net_b', 'net_c', 'net_d']));
  });

  it('a filter on a dimension a network does not report excludes that network; is_null selects it', async () => {
    const all = (await read({ dimensions: ['provider', 'property_id'] })).rows;
    const property = all.find((r) => r.property_id !== null)!.property_id as string;
    expect(providers((await read({ dimensions: ['provider'], filters: { property_id: [property] } })).rows)).toEqual(new Set(['net_d']));
    expect(providers((await read({ dimensions: ['provider'], is_null: ['property_id'] })).rows)).toEqual(new Set(['net_a', 'net_b', 'net_c', 'net_e']));
    expect(providers((await read({ dimensions: ['provider'], filters: { incentivized: ['true'] } })).rows)).toEqual(new Set(['net_c']));
    expect(providers((await read({ dimensions: ['provider'], is_null: ['currency'] })).rows)).toEqual(new Set(['net_b', 'net_c', 'net_d', 'net_e']));
  });

  it('is_null selects rows where the dimension is null, repeated for several', async () => {
    const { rows } = await read({ dimensions: ['provider', 'platform', 'country'], is_null: ['country', 'platform'] });
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect([r.country, r.platform]).toEqual([null, null]);
  });

  it('filter values use the response text: days and booleans', async () => {
    const { rows } = await read({ dimensions: ['day', 'provider', 'incentivized'], filters: { day: ['2026-11-15'], incentivized: ['false'] } });
    expect(new Set(rows.map((r) => `${r.day}|${r.provider}|${r.incentivized}`))).toEqual(new Set(['2026-11-15|net_c|false']));
  });
});

describe('order', () => {
  it('by default: grouping columns ascending, unknown values last', async () => {
    const { fields, rows } = await read({ dimensions: ['country', 'platform', 'format'] });
    const dims = dimsOf(fields);
    for (let i = 1; i < rows.length; i++) expect(compareByDims(dims, rows[i - 1]!, rows[i]!)).toBeLessThanOrEqual(0);
    expect(rows.at(-1)!.provider).toBeNull(); // net_a's USD rows hide provider: null sorts last
  });

  for (const order of ['desc', 'asc'] as const) {
    it(`sort_by=revenue ${order}: unknown revenue last, grouping columns break ties`, async () => {
      const { fields, rows } = await read({ dimensions: FINE, sort_by: 'revenue', sort_order: order });
      const dims = dimsOf(fields);
      const firstNull = rows.findIndex((r) => r.revenue === null);
      expect(firstNull).toBeGreaterThan(0);
      expect(rows.slice(firstNull).every((r) => r.revenue === null)).toBe(true);
      let ties = 0;
      for (let i = 1; i < rows.length; i++) {
        const [a, b] = [rows[i - 1]!, rows[i]!];
        if (a.revenue === b.revenue) {
          ties++;
          expect(compareByDims(dims, a, b)).toBeLessThan(0);
        } else if (b.revenue !== null) expect(order === 'desc' ? (a.revenue as number) > (b.revenue as number) : (a.revenue as number) < (b.revenue as number)).toBe(true);
      }
      expect(ties).toBeGreaterThan(0); // zero-revenue rows and the unknown tail
    });
  }

  it('sort_order defaults to desc', async () => {
    const { rows } = await read({ dimensions: ['provider'], sort_by: 'revenue' });
    const known = rows.filter((r) => r.revenue !== null).map((r) => r.revenue as number);
    expect(known).toEqual([...known].sort((a, b) => b - a));
  });
});

describe('paging and snapshots', () => {
  const q = { ...RANGE, dimensions: ['provider', 'country'] };

  it('pages slice one ordered result; past the end is empty', async () => {
    const all = await api.network.report({ ...q, limit: 10_000 });
    const page = await api.network.report({ ...q, limit: 7, offset: 7, snapshot: all.page.snapshot });
    expect(page.rows).toEqual(all.rows.slice(7, 14));
    expect(page.page).toEqual({ limit: 7, offset: 7, has_more: true, snapshot: all.page.snapshot });
    const last = await api.network.report({ ...q, limit: 7, offset: all.rows.length - 3, snapshot: all.page.snapshot });
    expect([last.rows.length, last.page.has_more]).toEqual([3, false]);
    const past = await api.network.report({ ...q, limit: 7, offset: 1_000_000, snapshot: all.page.snapshot });
    expect([past.rows, past.page.has_more, past.fields]).toEqual([[], false, all.fields]);
  });

  it('the snapshot names query and data: another query with it gets 409', async () => {
    const a = await api.network.report({ ...q, limit: 1 });
    expect(a.page.snapshot).toMatch(/^[0-9a-f]{64}$/);
    const again = await api.network.report({ ...q, limit: 50 });
    expect(again.page.snapshot).toBe(a.page.snapshot); // paging and format are not part of the query
    const err = await api.network.report({ ...q, filters: { provider: ['net_a'] }, offset: 1, snapshot: a.page.snapshot }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConflictError);
    expect((err as ConflictError).reason).toBe('snapshot_changed');
    expect((err as ConflictError).apiMessage).toMatch(/restart from offset=0 without snapshot/);
  });
});

describe('limits', () => {
  it('422 when the report has more rows than the limit', async () => {
    configureNetworkReport(sandbox.ctx, { maxReportRows: 100 });
    try {
      const err = await api.network.report({ ...RANGE, dimensions: FINE }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(LimitExceededError);
      expect((err as LimitExceededError).apiMessage).toMatch(/more than 100 rows.*narrow dates or filters/);
      expect((await api.network.report(RANGE)).rows.length).toBeGreaterThan(0); // a small report still works
    } finally {
      configureNetworkReport(sandbox.ctx, { maxReportRows: 1_010_000 });
    }
  });

  it('all 22 dimensions at once', async () => {
    const { fields } = await read({ dimensions: [...NETWORK_DIMENSIONS], filters: { day: ['2026-11-20'] } });
    expect(fields).toEqual([...NETWORK_DIMENSIONS, ...NETWORK_METRICS]);
  });
});
