// Spec 2.7 and 4.6 (GET /report/network): the response shape, coverage, the dimension and
// "which network reports which dimension" tables, the currency rules, the metric semantics and
// format=csv (rule 7). Parameter rules are in network-params.contract.test.ts.
import { describe, expect, it } from 'vitest';
import { NetworkReport } from './schemas.js';
import { contractSandbox, expectOk, withParams, type Query } from './support.js';

const { http } = await contractSandbox();

const DATES = { start_date: '2026-11-19', end_date: '2026-11-21' };
const page = async (change: Query = {}) => expectOk(await http.get('/report/network', withParams(DATES, change)), NetworkReport);

const DIMENSIONS = [
  'day', 'provider', 'provider_account_id', 'provider_account_secondary_id', 'account_name', 'property_id',
  'app_id', 'app_name', 'package', 'store_id', 'platform', 'country', 'format', 'placement_id',
  'placement_reference_id', 'placement_name', 'ad_size', 'incentivized', 'original_platform', 'original_format',
  'source_timezone', 'currency',
];
const METRICS = ['impressions', 'clicks', 'revenue', 'ecpm', 'average_cpc', 'missing_impressions', 'missing_clicks', 'missing_revenue'];
const PROVIDERS = ['net_a', 'net_b', 'net_c', 'net_d', 'net_e'];
type Row = Record<string, string | number | boolean | null>;

/** Every row of a report small enough for one page. */
async function rows(change: Query): Promise<{ fields: string[]; rows: Row[] }> {
  const body = await page({ ...change, limit: '10000' });
  expect(body.page.has_more).toBe(false);
  return body;
}

describe('2.7: the page', () => {
  it('query_time, fields, rows keyed by fields, coverage and page', async () => {
    const body = await page({ limit: '5' });
    expect(body.page).toMatchObject({ limit: 5, offset: 0, has_more: true });
    for (const r of body.rows) expect(Object.keys(r)).toEqual(body.fields);
  });

  it('fields: the requested dimensions in table order, then the eight metrics', async () => {
    const all = await page({ dimensions: [...DIMENSIONS].reverse().join(','), limit: '1' });
    expect(all.fields).toEqual([...DIMENSIONS, ...METRICS]);
  });
});

describe('2.7: coverage', () => {
  it('one entry per network account, scope and requested day; accepted_at always a date-time', async () => {
    const { coverage } = await page({ limit: '1' });
    const days = new Set(coverage.map((c) => c.day));
    expect(days).toEqual(new Set(['2026-11-19', '2026-11-20', '2026-11-21']));
    const key = (c: (typeof coverage)[number]) => [c.provider, c.provider_account_id, c.provider_account_secondary_id, c.scope, c.day].join('/');
    expect(new Set(coverage.map(key)).size).toBe(coverage.length);
    expect(new Set(coverage.map((c) => c.provider))).toEqual(new Set(PROVIDERS));
    for (const d of days) expect(coverage.filter((c) => c.day === d)).toHaveLength(coverage.length / days.size);
  });

  it('entries not (yet) covered still carry accepted_at; only latest_status may be null', async () => {
    // At 09:00 UTC today's day is delivered by nobody yet.
    const { coverage } = await page({ start_date: '2026-11-22', end_date: '2026-11-22', limit: '1' });
    expect(coverage.some((c) => c.status !== 'covered')).toBe(true);
  });
});

describe('the dimension table', () => {
  it('enumerated values: provider, platform, format, incentivized, source_timezone', async () => {
    const report = await rows({ dimensions: 'provider,platform,format,incentivized,source_timezone' });
    for (const r of report.rows) {
      expect(PROVIDERS).toContain(r.provider);
      expect([null, 'android', 'ios', 'fireos']).toContain(r.platform);
      expect([null, 'banner', 'interstitial', 'native', 'rewarded']).toContain(r.format);
      expect([null, true, false]).toContain(r.incentivized);
      expect(r.source_timezone).toBe(r.provider === 'net_d' ? 'America/Los_Angeles' : 'UTC');
    }
  });

  it('country: lowercase alpha-2 or null; the United Kingdom is gb, never uk', async () => {
    const report = await rows({ dimensions: 'country' });
    const countries = new Set(report.rows.map((r) => r.country));
    expect(countries.has('gb')).toBe(true);
    expect(countries.has('uk')).toBe(false);
    for (const c of countries) if (c !== null) expect(c).toMatch(/^[a-z]{2}$/);
  });

  it('provider_account_secondary_id is the empty string except for net_e', async () => {
    const report = await rows({ dimensions: 'provider,provider_account_id,provider_account_secondary_id' });
    for (const r of report.rows) {
      expect(typeof r.provider_account_id).toBe('string');
      if (r.provider === 'net_e') expect(r.provider_account_secondary_id).not.toBe('');
      else expect(r.provider_account_secondary_id).toBe('');
    }
  });

  it('a network returns null for the dimensions it does not report', async () => {
    const onlyOn: Record<string, string[]> = {
      property_id: ['net_d'],
      placement_reference_id: ['net_c'],
      ad_size: ['net_c'],
      incentivized: ['net_c'],
      currency: ['net_a'],
    };
    const notOn: Record<string, string[]> = { app_id: ['net_d'], app_name: ['net_d'], format: ['net_d'], original_format: ['net_d'], placement_name: ['net_a'] };
    const dims = [...Object.keys(onlyOn), ...Object.keys(notOn)];
    const report = await rows({ dimensions: ['provider', ...dims].join(',') });
    for (const r of report.rows) {
      for (const [dim, providers] of Object.entries(onlyOn)) if (!providers.includes(r.provider as string)) expect(r[dim], `${dim} of ${r.provider}`).toBeNull();
      for (const [dim, providers] of Object.entries(notOn)) if (providers.includes(r.provider as string)) expect(r[dim], `${dim} of ${r.provider}`).toBeNull();
    }
    for (const dim of Object.keys(onlyOn)) expect(report.rows.some((r) => r[dim] !== null), dim).toBe(true);
  });

  it('ad_size is written width x height', async () => {
    const report = await rows({ dimensions: 'ad_size', 'filter.provider': 'net_c' });
    for (const r of report.rows) if (r.ad_size !== null) expect(r.ad_size).toMatch(/^\d+\s*x\s*\d+$/);
  });
});

describe('currency rules', () => {
  it('net_a reports USD; the others null; rows are split by currency', async () => {
    const report = await rows({ dimensions: 'provider,currency' });
    for (const r of report.rows) expect(r.currency).toBe(r.provider === 'net_a' ? 'USD' : null);
  });

  it('rule 3: rows with null currency keep the provider columns; rows with a known one have them null', async () => {
    const report = await rows({ dimensions: 'country', 'filter.country': 'us' });
    expect(report.fields.slice(0, 4)).toEqual(['provider', 'provider_account_id', 'provider_account_secondary_id', 'country']);
    const known = report.rows.filter((r) => r.provider === null);
    expect(known.length).toBeGreaterThan(0); // net_a's USD rows
    for (const r of known) expect([r.provider_account_id, r.provider_account_secondary_id]).toEqual([null, null]);
    for (const r of report.rows.filter((r) => r.provider !== null)) expect(r.provider).not.toBe('net_a');
  });

  it('with only known currencies, fields hold just what was requested', async () => {
    const report = await rows({ dimensions: 'country', 'filter.provider': 'net_a' });
    expect(report.fields).toEqual(['country', ...METRICS]);
  });
});

describe('metrics', () => {
  it('counts are decimal strings; ecpm and average_cpc follow from the row; no partial sums', async () => {
    const report = await rows({ dimensions: 'provider,placement_id' });
    let nulls = 0;
    for (const r of report.rows) {
      for (const m of ['missing_impressions', 'missing_clicks', 'missing_revenue']) expect(r[m]).toMatch(/^\d+$/);
      for (const m of ['impressions', 'clicks']) if (r[m] !== null) expect(r[m]).toMatch(/^\d+$/);
      expect(r.impressions === null).toBe(r.missing_impressions !== '0');
      expect(r.clicks === null).toBe(r.missing_clicks !== '0');
      expect(r.revenue === null).toBe(r.missing_revenue !== '0');
      const [imps, clicks, revenue] = [Number(r.impressions), Number(r.clicks), r.revenue as number];
      if (r.revenue === null || r.impressions === null || imps === 0) expect(r.ecpm).toBeNull();
      else expect(r.ecpm as number).toBeCloseTo((revenue * 1000) / imps, 4);
      if (r.revenue === null || r.clicks === null || clicks === 0) expect(r.average_cpc).toBeNull();
      else expect(r.average_cpc as number).toBeCloseTo(revenue / clicks, 4);
      if (r.revenue === null) nulls++;
    }
    expect(nulls).toBeGreaterThan(0); // the sandbox's data has gaps
  });
});

describe('format=csv (rule 7)', () => {
  it('the same rows as RFC 4180 text, header row = fields; page and coverage in X-Network-* headers', async () => {
    const q = { dimensions: 'provider,app_name,country', limit: '50' };
    const json = await page(q);
    const res = await http.get('/report/network', withParams(DATES, { ...q, format: 'csv' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = res.text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe(json.fields.join(','));
    expect(lines).toHaveLength(json.rows.length + 2);
    const network = [...res.headers.keys()].filter((h) => h.startsWith('x-network-'));
    expect(network.length).toBeGreaterThan(0);
    expect(network.some((h) => res.headers.get(h) === json.page.snapshot)).toBe(true);
  });

  it('cells holding commas or quotes are quoted, quotes doubled; nulls are empty', async () => {
    const res = await http.get('/report/network', withParams(DATES, { dimensions: 'app_name,property_id', limit: '10000', format: 'csv' }));
    for (const line of res.text.split('\r\n').slice(1, -1)) {
      expect(line).toMatch(/^("([^"]|"")*"|[^",\r\n]*)(,("([^"]|"")*"|[^",\r\n]*))*$/);
    }
  });
});
