// Spec §4 conventions, applied to every operation that takes start_time/end_time: integer Unix
// seconds, at most 31 days (inclusive), not before 2020-01-01 UTC; and the shared filters
// test_mode (production, test, all), country (ISO 3166-1 alpha-2) and device_os (iOS, Android).
import { describe, expect, it } from 'vitest';
import { contractSandbox, DAY, expectError, LAST_WEEK, withParams, type Query } from './support.js';
import { ErrorBody } from './schemas.js';

const { http } = await contractSandbox();

/** 2020-01-01T00:00:00Z */
const EARLIEST = Date.UTC(2020, 0, 1) / 1000;

/** A valid request of each operation with a time range; `required` says whether the range is. */
const OPERATIONS: { path: string; params: Query; required: boolean; filters: boolean }[] = [
  { path: '/report/dashboard', params: {}, required: true, filters: true },
  { path: '/report/breakdown', params: { by: 'country', metrics: 'revenue' }, required: true, filters: true },
  { path: '/report/bidders', params: {}, required: true, filters: true },
  { path: '/report/ab-test', params: { ab_test_id: 'abt_demo_achieved' }, required: true, filters: false },
  { path: '/auction/bids', params: { limit: '1' }, required: true, filters: true },
  // With auction_id the rounds of one auction come back (cheap); every other parameter is still checked.
  { path: '/auction/rounds', params: { auction_id: 'auc_demo_0001' }, required: false, filters: true },
];

const range = (start: number, end: number) => ({ start_time: String(start), end_time: String(end) });

describe.each(OPERATIONS)('$path: time-range rules', ({ path, params, required }) => {
  const get = (change: Query) => http.get(path, withParams({ ...params, ...LAST_WEEK }, change));

  it('accepts a range of exactly 31 days, inclusive, starting at 2020-01-01T00:00:00Z', async () => {
    expect((await get(range(EARLIEST, EARLIEST + 31 * DAY - 1))).status).toBe(200);
  });

  it('400: a range of 31 days and one second', async () => {
    expectError(await get(range(EARLIEST, EARLIEST + 31 * DAY)), 400, /end_time|start_time/);
  });

  it('400: a range starting before 2020-01-01', async () => {
    expectError(await get(range(EARLIEST - 1, EARLIEST + DAY)), 400, 'start_time');
  });

  it('400: a range ending before 2020-01-01', async () => {
    expectError(await get(range(EARLIEST - 2 * DAY, EARLIEST - DAY)), 400, /start_time|end_time/);
  });

  it('400: end_time before start_time', async () => {
    expectError(await get(range(Number(LAST_WEEK.end_time), Number(LAST_WEEK.start_time))), 400, 'end_time');
  });

  it.each([
    ['a word', 'yesterday'],
    ['a fraction', '1795305600.5'],
    ['a date', '2026-11-20'],
  ])('400: start_time that is %s, not integer seconds', async (_what, value) => {
    expectError(await get({ start_time: value }), 400, 'start_time');
  });

  it.each(['start_time', 'end_time'])(required ? '400: %s missing' : '400: %s alone (both or neither)', async (name) => {
    expectError(await get({ [name]: undefined }), 400, name === 'start_time' ? 'start_time' : 'end_time');
  });

  if (!required) {
    it('accepts neither start_time nor end_time (all parameters are optional)', async () => {
      expect((await get({ start_time: undefined, end_time: undefined })).status).toBe(200);
    });
  }
});

describe.each(OPERATIONS.filter((o) => o.filters))('$path: shared filters', ({ path, params }) => {
  const get = (change: Query) => http.get(path, withParams({ ...params, ...LAST_WEEK }, change));

  it.each([
    ['test_mode', ['production', 'test', 'all']],
    ['device_os', ['iOS', 'Android']],
    ['country', ['US', 'GB', 'DE']],
  ])('accepts every documented %s', async (name, values) => {
    for (const value of values) expect((await get({ [name]: value })).status, `${name}=${value}`).toBe(200);
  });

  it.each([
    ['test_mode', 'staging'],
    ['device_os', 'Windows'],
    ['country', 'USA'],
    ['country', 'XX'],
    ['country', 'United States'],
  ])('400 naming the parameter: %s=%s', async (name, value) => {
    expectError(await get({ [name]: value }), 400, name);
  });
});

describe('errors are JSON objects with a string `error` (§7)', () => {
  it.each(OPERATIONS)('$path', async ({ path, params }) => {
    const res = await http.get(path, { ...params, start_time: 'soon', end_time: 'later' });
    expect(res.status).toBe(400);
    expect(ErrorBody.safeParse(res.body).success).toBe(true);
  });
});
