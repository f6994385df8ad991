// Parameter rules of the reporting operations (spec 4.2–4.5 and the §4 conventions): each is
// refused by the client with a message naming the parameter, and nothing reaches the API.
import { beforeEach, describe, expect, it } from 'vitest';
import { InvalidParameterError } from '../../src/api/index.js';
import { sandboxAndClient } from '../support/sandbox.js';

const { sandbox, api } = await sandboxAndClient({ now: '2026-11-22T09:00:00Z' }, { now: () => Date.parse('2026-11-22T09:00:00Z') });
beforeEach(() => sandbox.ctx.faults.clear());

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000;
const NOV1 = day('2026-11-01');
const range = { start_time: NOV1, end_time: NOV1 + 7 * 86_400 - 1 };

/** Runs `call`, expects a rejection naming `param` with a reason matching `reason`, and no request sent. */
async function refused(call: () => Promise<unknown>, param: string, reason: RegExp): Promise<void> {
  let err: unknown;
  try {
    await call();
  } catch (e) {
    err = e;
  }
  expect(err, `expected ${param} to be refused`).toBeInstanceOf(InvalidParameterError);
  expect((err as InvalidParameterError).param).toBe(param);
  expect((err as InvalidParameterError).reason).toMatch(reason);
  expect(sandbox.ctx.faults.received).toEqual([]);
}

describe('time ranges (all start_time/end_time operations)', () => {
  it('refuses non-integer seconds', () =>
    refused(() => api.dashboard.get({ start_time: NOV1 + 0.5, end_time: NOV1 + 10 }), 'start_time', /whole number/));
  it('refuses a start before 2020-01-01 UTC', () =>
    refused(() => api.dashboard.get({ start_time: day('2019-12-31'), end_time: day('2020-01-02') }), 'start_time', /2020-01-01/));
  it('refuses an end before the start', () =>
    refused(() => api.bidders.get({ start_time: NOV1, end_time: NOV1 - 1 }), 'end_time', /before start_time/));
  it('refuses more than 31 days, inclusive', () =>
    refused(() => api.dashboard.get({ start_time: NOV1 - 20 * 86_400, end_time: NOV1 + 11 * 86_400 }), 'end_time', /31 days/));
  it('accepts exactly 31 days, inclusive of the last second', async () => {
    const res = await api.dashboard.get({ start_time: day('2026-10-01'), end_time: day('2026-11-01') - 1 });
    expect(res.summary).toBeDefined();
  });
});

describe('shared filters', () => {
  it('refuses an unknown test_mode', () =>
    refused(() => api.dashboard.get({ ...range, test_mode: 'staging' as never }), 'test_mode', /production, test, all/));
  it('refuses an unknown device_os', () =>
    refused(() => api.bidders.get({ ...range, device_os: 'windows' as never }), 'device_os', /iOS, Android/));
  it('refuses a country that is not ISO alpha-2', () => refused(() => api.dashboard.get({ ...range, country: 'UK' }), 'country', /ISO/));
  it('refuses alpha-3 country codes', () => refused(() => api.dashboard.get({ ...range, country: 'USA' }), 'country', /two-letter/));
  it('refuses an unknown granularity', () =>
    refused(() => api.dashboard.get({ ...range, granularity: 'weekly' as never }), 'granularity', /daily, hourly/));
  it('refuses an empty source', () => refused(() => api.dashboard.get({ ...range, source: ' ' }), 'source', /source/));
});

describe('breakdown rules (4.3)', () => {
  const base = { ...range, by: 'country', metrics: 'revenue' };
  it('refuses an unknown dimension and lists the valid ones', () =>
    refused(() => api.breakdown.get({ ...base, by: 'country,planet' }), 'by', /unknown name "planet".*ad_unit/));
  it('refuses an unknown metric', () => refused(() => api.breakdown.get({ ...base, metrics: 'profit' }), 'metrics', /unknown name "profit"/));
  it('refuses an empty list', () => refused(() => api.breakdown.get({ ...base, metrics: ' , ' }), 'metrics', /at least one/));
  it('refuses an empty name in a list (rule 1: every name is a supported name)', () =>
    refused(() => api.breakdown.get({ ...base, by: 'day,,country' }), 'by', /empty name/));
  it('refuses a having on bid_requests without the bidder dimension, as the metric itself is', () =>
    refused(() => api.breakdown.get({ ...base, by: 'country', metrics: 'revenue', having: 'bid_requests>0' }), 'having', /bidder dimension/));
  it('refuses duplicates, case-insensitively', () => refused(() => api.breakdown.get({ ...base, by: 'Country,country' }), 'by', /twice/));
  it('refuses more than four dimensions', () =>
    refused(() => api.breakdown.get({ ...base, by: 'day,country,os,app,format' }), 'by', /at most 4/));
  it('refuses hour without hourly granularity', () => refused(() => api.breakdown.get({ ...base, by: 'hour' }), 'by', /granularity=hourly/));
  it('refuses bidder before 2026-06-01', () =>
    refused(() => api.breakdown.get({ ...base, start_time: day('2026-05-31'), end_time: day('2026-06-02'), by: 'bidder' }), 'by', /2026-06-01/));
  it('refuses bid_requests without bidder', () =>
    refused(() => api.breakdown.get({ ...base, metrics: 'bid_requests' }), 'metrics', /bidder dimension/));
  it('refuses top together with bottom', () => refused(() => api.breakdown.get({ ...base, top: 5, bottom: 5 }), 'top', /together/));
  it('refuses top out of 1..1000', () => refused(() => api.breakdown.get({ ...base, top: 1001 }), 'top', /1 to 1000/));
  it('refuses bottom 0', () => refused(() => api.breakdown.get({ ...base, bottom: 0 }), 'bottom', /1 to 1000/));
  it('refuses a having clause outside the grammar', () =>
    refused(() => api.breakdown.get({ ...base, having: 'revenue >> 5' }), 'having', /operator/));
  it('refuses a having clause on an unknown metric', () =>
    refused(() => api.breakdown.get({ ...base, having: 'profit > 5' }), 'having', /unknown name "profit"/));
  it('refuses an unknown timezone', () => refused(() => api.breakdown.get({ ...base, timezone: 'Mars/Olympus' }), 'timezone', /IANA/));
  it('refuses half-hour offsets for hourly breakdowns', () =>
    refused(
      () => api.breakdown.get({ ...base, by: 'hour', granularity: 'hourly', timezone: 'Asia/Kolkata' }),
      'timezone',
      /whole number of hours/,
    ));
  it('accepts names in any case and sends them lower-cased', async () => {
    const res = await api.breakdown.get({ ...base, by: 'Country', metrics: 'REVENUE,Impressions', top: 3 });
    expect(res.dimensions).toEqual(['country']);
    expect(res.metrics).toEqual(['revenue', 'impressions']);
  });
});

describe('A/B test rules (4.5)', () => {
  it('requires an id', () => refused(() => api.abTest.get({ ...range, ab_test_id: ' ' }), 'ab_test_id', /required/));
  it('supports UTC only', () =>
    refused(() => api.abTest.get({ ...range, ab_test_id: 'abt_demo_achieved', timezone: 'Europe/Paris' }), 'timezone', /UTC only/));
});

describe('A/B timezone spelling', () => {
  it('accepts utc in any case and sends UTC', async () => {
    const res = await api.abTest.get({ ...range, ab_test_id: 'abt_demo_achieved', timezone: 'utc' });
    expect(res.status).toBe('achieved');
  });
});
