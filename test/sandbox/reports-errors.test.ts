// Every parameter rule of the four reporting operations as the sandbox enforces it, over raw
// HTTP (the API client would refuse to send these), plus 401 and the keys' permissions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, NotFoundError } from '../../src/api/index.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';

const TODAY = Date.parse('2026-11-22T00:00:00Z') / 1000;
const DAY = 86_400;
const RANGE = { start_time: String(TODAY - 7 * DAY), end_time: String(TODAY - 1) };

let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ now: '2026-11-22T09:00:00Z' });
});
afterAll(async () => {
  await sandbox.close();
});

type Params = Record<string, string | string[] | undefined>;

/** `key` null sends no Authorization header. */
async function get(path: string, params: Params, key: string | null = 'sbx_full'): Promise<{ status: number; body: { error?: string } }> {
  const url = new URL(`${sandbox.url}${path}`);
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) url.searchParams.append(name, v);
  }
  const res = await fetch(url, { headers: key === null ? {} : { authorization: `Bearer ${key}` } });
  return { status: res.status, body: (await res.json()) as { error?: string } };
}

const VALID: Record<string, Params> = {
  '/report/dashboard': RANGE,
  '/report/breakdown': { ...RANGE, by: 'country', metrics: 'revenue' },
  '/report/bidders': RANGE,
  '/report/ab-test': { ...RANGE, ab_test_id: 'abt_demo_achieved' },
};

/** Rules every operation shares: [what, params to merge (undefined removes), words the error must contain]. */
const COMMON: [string, Params, RegExp][] = [
  ['missing start_time', { start_time: undefined }, /start_time.*required/],
  ['missing end_time', { end_time: undefined }, /end_time.*required/],
  ['start_time not a number', { start_time: 'yesterday' }, /start_time.*whole number/],
  ['fractional end_time', { end_time: `${TODAY}.5` }, /end_time.*whole number/],
  ['end before start', { end_time: String(TODAY - 8 * DAY) }, /end_time.*before start_time/],
  ['range over 31 days', { start_time: String(TODAY - 31 * DAY), end_time: String(TODAY) }, /31 days/],
  ['start before 2020', { start_time: '1577836799', end_time: '1577900000' }, /2020-01-01/],
  ['unknown parameter', { colour: 'blue' }, /unknown parameter "colour"/],
  ['repeated parameter', { start_time: [RANGE.start_time, RANGE.start_time] }, /start_time.*only once/],
  ['empty parameter', { end_time: '' }, /end_time.*must not be empty/],
];

const FILTER_RULES: [string, Params, RegExp][] = [
  ['unknown test_mode', { test_mode: 'staging' }, /test_mode.*production, test, all/],
  ['country not ISO alpha-2', { country: 'USA' }, /country.*two-letter/],
  ['country that does not exist', { country: 'XX' }, /country/],
  ['unknown device_os', { device_os: 'Windows' }, /device_os.*iOS, Android/],
];

const SPECIFIC: Record<string, [string, Params, RegExp][]> = {
  '/report/dashboard': [
    ...FILTER_RULES,
    ['unknown granularity', { granularity: 'weekly' }, /granularity.*daily, hourly/],
    ['unknown source, naming the valid ones', { source: 'med_z' }, /unknown source "med_z".*own, med_x, med_y, all/],
    ['all combined with a source', { source: 'all,med_x' }, /all.*cannot be combined/],
    ['empty item in the source list', { source: 'own,' }, /source/],
    ['source listed twice', { source: 'med_x,med_x' }, /listed twice/],
  ],
  '/report/breakdown': [
    ...FILTER_RULES,
    ['missing by', { by: undefined }, /by.*required/],
    ['missing metrics', { metrics: undefined }, /metrics.*required/],
    ['unknown dimension', { by: 'country,planet' }, /unknown name "planet"/],
    ['unknown metric', { metrics: 'revenue,profit' }, /unknown name "profit"/],
    ['more than four dimensions', { by: 'day,country,os,app,format' }, /at most 4 dimensions/],
    ['dimension listed twice', { by: 'country,Country' }, /listed twice/],
    ['empty name in the by list', { by: 'country,,os' }, /by: has an empty name/],
    ['trailing comma in metrics', { metrics: 'revenue,' }, /metrics: has an empty name/],
    ['hour without granularity=hourly', { by: 'hour' }, /hour dimension needs granularity=hourly/],
    ['bidder before 2026-06-01', { by: 'bidder', start_time: String(Date.UTC(2026, 4, 25) / 1000), end_time: String(Date.UTC(2026, 5, 5) / 1000) }, /2026-06-01/],
    ['bid_requests without bidder', { metrics: 'bid_requests' }, /bid_requests needs the bidder dimension/],
    ['top with bottom', { top: '5', bottom: '5' }, /top and bottom/],
    ['top of 0', { top: '0' }, /top.*1 to 1000/],
    ['bottom over 1000', { bottom: '1001' }, /bottom.*1 to 1000/],
    ['top not a number', { top: 'ten' }, /top.*1 to 1000/],
    ['malformed having', { having: 'revenue is big' }, /having/],
    ['having on an unknown metric', { having: 'profit>5' }, /unknown name "profit"/],
    ['having on bid_requests without bidder', { having: 'bid_requests>0' }, /having: bid_requests needs the bidder dimension/],
    ['unknown timezone', { timezone: 'Mars/Olympus' }, /not an IANA timezone/],
    ['a UTC offset instead of a timezone name', { timezone: '+01:00' }, /not an IANA timezone/],
    ['half-hour timezone with hourly data', { timezone: 'Asia/Kolkata', granularity: 'hourly' }, /whole-hour offsets/],
    ['half-hour timezone with bidder', { timezone: 'Asia/Kolkata', by: 'bidder' }, /whole-hour offsets/],
  ],
  '/report/bidders': [...FILTER_RULES],
  '/report/ab-test': [
    ['missing ab_test_id', { ab_test_id: undefined }, /ab_test_id.*required/],
    ['timezone other than UTC', { timezone: 'Europe/Paris' }, /UTC only/],
  ],
};

describe.each(Object.keys(VALID))('%s parameter rules', (path) => {
  it('accepts the valid request', async () => {
    expect((await get(path, VALID[path]!)).status).toBe(200);
  });

  it.each([...COMMON, ...SPECIFIC[path]!])('400: %s', async (_what, change, message) => {
    const { status, body } = await get(path, { ...VALID[path], ...change });
    expect(status).toBe(400);
    expect(body.error).toMatch(message);
  });
});

describe('reporting accepts what the spec allows', () => {
  it('names are case-insensitive, having accepts spaces and ==, timezone with whole-hour offsets works hourly', async () => {
    const ok = await get('/report/breakdown', { ...RANGE, by: 'COUNTRY,Os', metrics: 'Revenue', having: 'revenue == 0', timezone: 'Europe/Paris', granularity: 'hourly' });
    expect(ok.status).toBe(200);
    expect(await get('/report/dashboard', { ...RANGE, source: 'ALL', test_mode: 'ALL' })).toMatchObject({ status: 200 });
    expect(await get('/report/ab-test', { ...VALID['/report/ab-test'], timezone: 'UTC' })).toMatchObject({ status: 200 });
  });
});

describe('authentication and permissions', () => {
  it.each(Object.keys(VALID))('401 on %s without a key or with an unknown key', async (path) => {
    expect((await get(path, VALID[path]!, null)).status).toBe(401);
    const wrong = await get(path, VALID[path]!, 'sbx_nope');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toMatch(/API key/);
  });

  // Every sandbox key holds reports:read (sbx_nofeatures lacks only features, which these
  // operations do not need), so no key can provoke their 403.
  it.each(['sbx_reports', 'sbx_nofeatures'])('%s can read every reporting operation', async (key) => {
    for (const path of Object.keys(VALID)) expect((await get(path, VALID[path]!, key)).status).toBe(200);
  });
});

describe('unknown A/B test', () => {
  it('answers 404 naming the test and the fixtures that exist; the client raises NotFoundError', async () => {
    const { status, body } = await get('/report/ab-test', { ...VALID['/report/ab-test'], ab_test_id: 'abt_nope' });
    expect(status).toBe(404);
    expect(body.error).toMatch(/"abt_nope" not found.*abt_demo_in_progress/);
    const api = createApiClient({ baseUrl: sandbox.url, apiKey: 'sbx_full' });
    try {
      await expect(api.abTest.get({ ab_test_id: 'abt_nope', start_time: TODAY - DAY, end_time: TODAY - 1 })).rejects.toBeInstanceOf(NotFoundError);
    } finally {
      await api.close();
    }
  });
});
