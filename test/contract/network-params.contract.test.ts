// Spec 4.6 (GET /report/network): the query parameter table, parameter rules 1–9 and the §8
// limits, each checked over plain HTTP. The response's content is in network.contract.test.ts.
import { describe, expect, it } from 'vitest';
import { NetworkReport } from './schemas.js';
import { contractSandbox, expectError, expectOk, withParams, type Query } from './support.js';

const { http } = await contractSandbox();

const DATES = { start_date: '2026-11-19', end_date: '2026-11-20' };
const network = (change: Query = {}, path = '/report/network') => http.get(path, withParams(DATES, change));
const page = async (change: Query) => expectOk(await network(change), NetworkReport);

describe('start_date and end_date', () => {
  it.each(['start_date', 'end_date'])('400 naming %s when it is missing', async (name) => {
    expectError(await network({ [name]: undefined }), 400, name);
  });

  it.each([
    ['start_date', '20261119'],
    ['start_date', '2026-11-31'],
    ['end_date', '2026/11/20'],
    ['end_date', 'yesterday'],
  ])('400 naming %s=%s (a YYYY-MM-DD date)', async (name, value) => {
    expectError(await network({ [name]: value }), 400, name);
  });

  it('end_date may equal start_date; 400 naming end_date before it', async () => {
    expect((await network({ end_date: DATES.start_date, limit: '1' })).status).toBe(200);
    expectError(await network({ start_date: '2026-11-20', end_date: '2026-11-19' }), 400, 'end_date');
  });

  it('accepts 90 days inclusive; 400 for 91', async () => {
    expect((await network({ start_date: '2026-08-23', end_date: '2026-11-20', limit: '1' })).status).toBe(200);
    expectError(await network({ start_date: '2026-08-22', end_date: '2026-11-20' }), 400, /end_date|start_date/);
  });
});

describe('rule 1: each parameter once, never empty, nothing unknown', () => {
  it.each([
    ['an unknown parameter', { colour: 'red' }, 'colour'],
    ['a repeated parameter', { limit: ['5', '6'] }, 'limit'],
    ['a repeated start_date', { start_date: ['2026-11-19', '2026-11-19'] }, 'start_date'],
    ['an empty value', { sort_by: '' }, 'sort_by'],
    ['an empty dimensions', { dimensions: '' }, 'dimensions'],
    ['an unknown dimension', { dimensions: 'day,mediation_platform' }, 'mediation_platform'],
    ['a filter on an unknown dimension', { 'filter.mediation_platform': 'x' }, 'mediation_platform'],
    ['is_null on an unknown dimension', { is_null: 'mediation_platform' }, 'mediation_platform'],
  ] as const)('400: %s', async (_what, change, mentions) => {
    expectError(await network(change), 400, mentions);
  });

  it('filter.<dimension> and is_null may repeat', async () => {
    await page({ 'filter.country': ['us', 'gb'], is_null: ['property_id', 'ad_size'], limit: '1' });
  });
});

describe('dimensions', () => {
  it('default: day, provider, provider_account_id, provider_account_secondary_id', async () => {
    const body = await page({ limit: '1' });
    expect(body.fields.slice(0, 4)).toEqual(['day', 'provider', 'provider_account_id', 'provider_account_secondary_id']);
  });

  it('any request order; output follows the dimension table', async () => {
    const a = await page({ dimensions: 'country,platform,day', limit: '5' });
    const b = await page({ dimensions: 'day,country,platform', limit: '5' });
    expect(a.fields.filter((f) => ['day', 'platform', 'country'].includes(f))).toEqual(['day', 'platform', 'country']);
    expect(a.fields).toEqual(b.fields);
    expect(a.rows).toEqual(b.rows);
  });
});

describe('filters (rules 2–6)', () => {
  const dims = { dimensions: 'provider,provider_account_secondary_id' };

  it('rule 2: an empty filter value is valid and matches the empty string', async () => {
    const body = await page({ ...dims, 'filter.provider_account_secondary_id': '' });
    expect(body.rows.length).toBeGreaterThan(0);
    for (const r of body.rows) expect(r.provider_account_secondary_id).toBe('');
  });

  it('rule 3: up to 100 values; values of up to 1,024 bytes; commas are not split', async () => {
    await page({ 'filter.placement_name': Array.from({ length: 100 }, (_, i) => `p${i}`), limit: '1' });
    expectError(await network({ 'filter.placement_name': Array.from({ length: 101 }, (_, i) => `p${i}`) }), 400, 'filter.placement_name');
    await page({ 'filter.app_name': 'é'.repeat(512), limit: '1' });
    expectError(await network({ 'filter.app_name': 'é'.repeat(513) }), 400, 'filter.app_name');
    expect((await page({ 'filter.country': 'us,gb' })).rows).toEqual([]);
  });

  it('rules 3–4: a repeated filter matches any value, different filters must all match', async () => {
    const body = await page({ dimensions: 'provider,country', 'filter.country': ['us', 'gb'], 'filter.provider': 'net_b' });
    expect(new Set(body.rows.map((r) => r.country))).toEqual(new Set(['us', 'gb']));
    for (const r of body.rows) expect(r.provider).toBe('net_b');
  });

  it('rule 4: filters use the response text (dates YYYY-MM-DD, incentivized true or false)', async () => {
    const day = await page({ dimensions: 'day', 'filter.day': '2026-11-20' });
    expect(new Set(day.rows.map((r) => r.day))).toEqual(new Set(['2026-11-20']));
    const incentivized = await page({ dimensions: 'incentivized', 'filter.incentivized': 'true' });
    expect(incentivized.rows.length).toBeGreaterThan(0);
    for (const r of incentivized.rows) expect(r.incentivized).toBe(true);
  });

  it('rule 5: a filter applies whether or not its dimension is requested', async () => {
    const all = await page({ dimensions: 'provider' });
    const withCountry = await page({ dimensions: 'provider,country', 'filter.country': 'us' });
    const withoutCountry = await page({ dimensions: 'provider', 'filter.country': 'us' });
    expect(withoutCountry.rows).toEqual(withCountry.rows.map(({ country: _country, ...rest }) => rest));
    expect(withoutCountry.rows).not.toEqual(all.rows);
  });

  it('rule 6: a filter on a dimension a network does not report excludes it; is_null selects it', async () => {
    const properties = await page({ dimensions: 'provider,property_id' });
    const property = properties.rows.find((r) => r.property_id !== null)!.property_id as string;
    const filtered = await page({ dimensions: 'provider', 'filter.property_id': property });
    expect(filtered.rows.map((r) => r.provider)).toEqual(['net_d']);
    const noProperty = await page({ dimensions: 'provider', is_null: 'property_id' });
    expect(new Set(noProperty.rows.map((r) => r.provider))).toEqual(new Set(['net_a', 'net_b', 'net_c', 'net_e']));
  });

  it('is_null cannot be combined with filter.<dimension> of the same dimension', async () => {
    expectError(await network({ 'filter.country': 'us', is_null: 'country' }), 400, /is_null|filter\.country/);
  });

  it.each([
    ['provider', 'NET_A'],
    ['platform', 'iOS'],
    ['format', 'rewarded_video'],
    ['incentivized', 'yes'],
    ['source_timezone', 'utc'],
    ['day', '20 November'],
  ])('400 naming filter.%s for a value outside its set: %s (exact, case-sensitive)', async (dim, value) => {
    expectError(await network({ [`filter.${dim}`]: value }), 400, `filter.${dim}`);
  });
});

describe('sort_by and sort_order', () => {
  const revenues = (rows: Record<string, unknown>[]) => rows.map((r) => r.revenue as number | null);
  const known = (values: (number | null)[]) => values.filter((v): v is number => v !== null);

  it('sort_by=revenue sorts descending by default, ascending with sort_order=asc; unknown revenue last in both', async () => {
    const q = { dimensions: 'provider,placement_id', limit: '10000' };
    const desc = revenues((await page({ ...q, sort_by: 'revenue' })).rows);
    const asc = revenues((await page({ ...q, sort_by: 'revenue', sort_order: 'asc' })).rows);
    expect(known(desc)).toEqual([...known(desc)].sort((a, b) => b - a));
    expect(known(asc)).toEqual([...known(asc)].sort((a, b) => a - b));
    for (const order of [desc, asc]) {
      const firstNull = order.indexOf(null);
      if (firstNull >= 0) expect(order.slice(firstNull).every((v) => v === null)).toBe(true);
    }
  });

  it.each([
    ['sort_by', { sort_by: 'clicks' }],
    ['sort_order', { sort_order: 'asc' }],
    ['sort_order', { sort_by: 'revenue', sort_order: 'up' }],
  ] as const)('400 naming %s for %o', async (name, change) => {
    expectError(await network(change), 400, name);
  });
});

describe('limit, offset and paging (rule 8)', () => {
  it('limit defaults to 1000, offset to 0', async () => {
    const body = await page({ dimensions: 'day,provider,country' });
    expect(body.page).toMatchObject({ limit: 1000, offset: 0 });
    expect(body.rows.length).toBeLessThanOrEqual(1000);
  });

  it('accepts limit 1 and 10000, offset 0 and 1000000; a page past the last row is empty', async () => {
    expect((await page({ limit: '1' })).rows).toHaveLength(1);
    expect((await page({ limit: '10000' })).page.limit).toBe(10000);
    const past = await page({ offset: '1000000' });
    expect(past.rows).toEqual([]);
    expect(past.page.has_more).toBe(false);
  });

  it.each([
    ['limit', '0'],
    ['limit', '10001'],
    ['limit', 'ten'],
    ['offset', '-1'],
    ['offset', '1000001'],
  ])('400 naming %s=%s', async (name, value) => {
    expectError(await network({ [name]: value }), 400, name);
  });

  it('pages follow each other: has_more until the last, no row twice', async () => {
    const q = { dimensions: 'day,provider,country', limit: '40' };
    const first = await page(q);
    expect(first.page.has_more).toBe(true);
    const second = await page({ ...q, offset: '40', snapshot: first.page.snapshot });
    const whole = await page({ ...q, limit: '80' });
    expect([...first.rows, ...second.rows]).toEqual(whole.rows.slice(0, first.rows.length + second.rows.length));
  });
});

describe('snapshot (rule 9, §8)', () => {
  it('the first page\'s snapshot is accepted by later pages of the same query', async () => {
    const first = await page({ limit: '2' });
    const later = await page({ limit: '2', offset: '2', snapshot: first.page.snapshot });
    expect(later.page.snapshot).toBe(first.page.snapshot);
  });

  it('a snapshot of another query answers 409', async () => {
    const other = await page({ dimensions: 'provider', limit: '1' });
    expectError(await network({ limit: '2', offset: '2', snapshot: other.page.snapshot }), 409);
  });

  it.each([['upper case', 'A'.repeat(64)], ['63 characters', 'a'.repeat(63)], ['not hexadecimal', 'g'.repeat(64)]])(
    '400 naming snapshot: %s',
    async (_what, snapshot) => {
      expectError(await network({ snapshot }), 400, 'snapshot');
    },
  );
});

describe('format and the /reports/network address', () => {
  it('400 naming format for anything but json or csv', async () => {
    expectError(await network({ format: 'xml' }), 400, 'format');
    expect((await network({ format: 'json', limit: '1' })).status).toBe(200);
  });

  it('/reports/network is the same operation', async () => {
    const [a, b] = await Promise.all([network({ limit: '3' }), network({ limit: '3' }, '/reports/network')]);
    expect(expectOk(b, NetworkReport).rows).toEqual(expectOk(a, NetworkReport).rows);
    expectError(await network({ limit: '0' }, '/reports/network'), 400, 'limit');
  });
});
