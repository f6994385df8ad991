// Spec 4.6 parameter rules and access: raw HTTP for what the API core would refuse to send, the
// API core's own refusals (nothing reaches the sandbox), 401/403, and the /reports alias.
import { beforeEach, describe, expect, it } from 'vitest';
import { BadRequestError, createApiClient, ForbiddenError, InvalidParameterError, type NetworkParams } from '../../src/api/index.js';
import { sandboxAndClient } from '../support/sandbox.js';

const { sandbox, api } = await sandboxAndClient({ now: '2026-11-22T09:00:00Z' }, { retry: { maxRetries: 0 } });
beforeEach(() => sandbox.ctx.faults.clear());

const DATES = 'start_date=2026-11-20&end_date=2026-11-21';

async function raw(query: string, key: string | null = 'sbx_full', path = 'report/network') {
  const res = await fetch(`${sandbox.url}/${path}?${query}`, { headers: key ? { authorization: `Bearer ${key}` } : {} });
  const text = await res.text();
  return { status: res.status, text, body: res.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as Record<string, unknown>) : undefined };
}

describe('400 for every broken rule, with a message that names it', () => {
  const cases: [string, string, RegExp][] = [
    ['unknown parameter', `${DATES}&colour=red`, /unknown parameter "colour"/],
    ['repeated parameter', `${DATES}&limit=10&limit=20`, /"limit" may appear only once/],
    ['repeated start_date', `${DATES}&start_date=2026-11-20`, /"start_date" may appear only once/],
    ['empty value', `${DATES}&limit=`, /"limit" must not be empty/],
    ['empty dimensions', `${DATES}&dimensions=`, /"dimensions" must not be empty/],
    ['missing start_date', 'end_date=2026-11-21', /"start_date" is required/],
    ['not a date', 'start_date=2026-11-31&end_date=2026-12-01', /not a calendar date/],
    ['wrong date format', 'start_date=20261120&end_date=2026-11-21', /YYYY-MM-DD/],
    ['end before start', 'start_date=2026-11-21&end_date=2026-11-20', /must not be before start_date/],
    ['91 days', 'start_date=2026-08-23&end_date=2026-11-21', /at most 90 days/],
    ['unknown dimension', `${DATES}&dimensions=day,mediation`, /unknown dimension "mediation"/],
    ['empty dimension in the list', `${DATES}&dimensions=day,,provider`, /unknown dimension ""/],
    ['repeated dimension', `${DATES}&dimensions=day,country,day`, /"day" is listed twice/],
    ['limit 0', `${DATES}&limit=0`, /limit: must be a whole number from 1 to 10000/],
    ['limit 10001', `${DATES}&limit=10001`, /from 1 to 10000/],
    ['limit not a number', `${DATES}&limit=ten`, /"limit" must be a whole number/],
    ['offset -1', `${DATES}&offset=-1`, /offset: must be a whole number from 0 to 1000000/],
    ['offset 1000001', `${DATES}&offset=1000001`, /from 0 to 1000000/],
    ['snapshot upper case', `${DATES}&snapshot=${'A'.repeat(64)}`, /64 lowercase hexadecimal/],
    ['snapshot 63 characters', `${DATES}&snapshot=${'a'.repeat(63)}`, /64 lowercase hexadecimal/],
    ['format xml', `${DATES}&format=xml`, /"format" must be json or csv/],
    ['sort_by clicks', `${DATES}&sort_by=clicks`, /the only value is revenue/],
    ['sort_order without sort_by', `${DATES}&sort_order=asc`, /needs sort_by=revenue/],
    ['sort_order sideways', `${DATES}&sort_by=revenue&sort_order=up`, /asc or desc/],
    ['filter on an unknown dimension', `${DATES}&filter.mediation=x`, /unknown dimension "mediation"/],
    ['filter without a dimension', `${DATES}&filter.=x`, /unknown parameter "filter."/],
    ['101 filter values', `${DATES}&${Array.from({ length: 101 }, (_, i) => `filter.placement_id=p${i}`).join('&')}`, /1 to 100 values/],
    ['a filter value over 1,024 bytes', `${DATES}&filter.app_name=${'é'.repeat(513)}`, /at most 1024 bytes/],
    ['an enumerated filter in the wrong case', `${DATES}&filter.platform=iOS`, /"iOS" is not one of android, ios, fireos/],
    ['a day filter that is not a date', `${DATES}&filter.day=yesterday`, /filter.day: must be a date/],
    ['is_null on an unknown dimension', `${DATES}&is_null=mediation`, /unknown dimension "mediation"/],
    ['is_null with filter on the same dimension', `${DATES}&filter.country=us&is_null=country`, /cannot be combined with filter.country/],
  ];
  for (const [name, query, message] of cases) {
    it(name, async () => {
      const res = await raw(query);
      expect(res.status).toBe(400);
      expect(res.body?.error).toMatch(message);
    });
  }

  it('the alias /reports/network applies the same rules', async () => {
    const res = await raw(`${DATES}&limit=0`, 'sbx_full', 'reports/network');
    expect(res.status).toBe(400);
  });
});

describe('what the rules allow', () => {
  const ok: [string, string][] = [
    ['90 days inclusive', 'start_date=2026-08-24&end_date=2026-11-21&limit=1'],
    ['limit 10000 and offset 1000000', `${DATES}&limit=10000&offset=1000000`],
    ['a repeated filter (any of the values)', `${DATES}&filter.country=us&filter.country=gb`],
    ['an empty filter value', `${DATES}&filter.provider_account_secondary_id=`],
    // 100 values of 1,024 bytes each do not fit the sandbox's 16 KB request-line limit (notes/network.md).
    ['100 filter values', `${DATES}&${Array.from({ length: 100 }, (_, i) => `filter.placement_name=p${i}`).join('&')}`],
    ['a filter value of exactly 1,024 bytes', `${DATES}&filter.app_name=${'é'.repeat(512)}`],
    ['is_null repeated', `${DATES}&is_null=country&is_null=property_id`],
    ['dimensions in any order, with spaces', `${DATES}&dimensions=country, day`],
    ['format csv', `${DATES}&format=csv`],
  ];
  for (const [name, query] of ok) {
    it(name, async () => {
      const res = await raw(query);
      expect(res.status, res.text.slice(0, 200)).toBe(200);
    });
  }

  it('the alias answers exactly like /report/network', async () => {
    const [a, b] = await Promise.all([raw(DATES), raw(DATES, 'sbx_full', 'reports/network')]);
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
  });
});

describe('access', () => {
  it('401 without a key', async () => {
    const res = await raw(DATES, null);
    expect(res.status).toBe(401);
  });

  it('403 naming network reporting for a key without the feature', async () => {
    const res = await raw(DATES, 'sbx_nofeatures');
    expect(res.status).toBe(403);
    expect(res.body?.error).toMatch(/network reporting/);
    const client = createApiClient({ baseUrl: sandbox.url, apiKey: 'sbx_nofeatures' });
    const err = await client.network.report({ start_date: '2026-11-20', end_date: '2026-11-21' }).catch((e: unknown) => e);
    await client.close();
    expect(err).toBeInstanceOf(ForbiddenError);
    expect((err as ForbiddenError).missing).toBe('network reporting');
  });

  it('sbx_reports (reports:read and network reporting) reads the report', async () => {
    const res = await raw(DATES, 'sbx_reports');
    expect(res.status).toBe(200);
  });
});

describe('the API core refuses before sending', () => {
  const base = { start_date: '2026-11-20', end_date: '2026-11-21' };
  const cases: [string, NetworkParams, string][] = [
    ['91 days', { start_date: '2026-08-23', end_date: '2026-11-21' }, 'end_date'],
    ['end before start', { start_date: '2026-11-21', end_date: '2026-11-20' }, 'end_date'],
    ['a bad date', { start_date: '2026-02-30', end_date: '2026-03-01' }, 'start_date'],
    ['an unknown dimension', { ...base, dimensions: ['day', 'mediation'] }, 'dimensions'],
    ['a repeated dimension', { ...base, dimensions: ['day', 'day'] }, 'dimensions'],
    ['no dimensions', { ...base, dimensions: [] }, 'dimensions'],
    ['limit 0', { ...base, limit: 0 }, 'limit'],
    ['limit 10001', { ...base, limit: 10_001 }, 'limit'],
    ['offset over 1,000,000', { ...base, offset: 1_000_001 }, 'offset'],
    ['a malformed snapshot', { ...base, snapshot: 'abc' }, 'snapshot'],
    ['sort_order alone', { ...base, sort_order: 'asc' }, 'sort_order'],
    ['101 filter values', { ...base, filters: { country: Array.from({ length: 101 }, (_, i) => `c${i}`) } }, 'filter.country'],
    ['a 1,025-byte filter value', { ...base, filters: { app_name: ['x'.repeat(1025)] } }, 'filter.app_name'],
    ['an unknown filter dimension', { ...base, filters: { mediation: ['x'] } }, 'filter.mediation'],
    ['a provider that does not exist', { ...base, filters: { provider: ['net_z'] } }, 'filter.provider'],
    ['is_null with a filter on the same dimension', { ...base, filters: { country: ['us'] }, is_null: ['country'] }, 'is_null'],
  ];
  for (const [name, params, param] of cases) {
    it(name, async () => {
      const err = await api.network.report(params).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(InvalidParameterError);
      expect((err as InvalidParameterError).param).toBe(param);
      expect(sandbox.ctx.faults.count('/report/network')).toBe(0);
    });
  }

  it('the CSV operation refuses the same way', async () => {
    const err = await api.network.reportCsv({ ...base, limit: 0 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InvalidParameterError);
    expect(sandbox.ctx.faults.count('/report/network')).toBe(0);
  });

  it('what the core lets through, the sandbox accepts (one rule book)', async () => {
    const page = await api.network.report({ ...base, filters: { country: ['us'], provider_account_secondary_id: [''] }, is_null: ['property_id'], limit: 5 });
    expect(page.rows.length).toBeGreaterThan(0);
    expect(sandbox.ctx.faults.count('/report/network')).toBe(1);
  });

  it('a server-side 400 arrives as BadRequestError with the API\'s message', async () => {
    sandbox.ctx.faults.inject({ path: '/report/network', status: 400, message: 'invalid filter' });
    const err = await api.network.report(base).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BadRequestError);
    expect((err as BadRequestError).apiMessage).toBe('invalid filter');
  });
});
