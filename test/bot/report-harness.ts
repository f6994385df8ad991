// The pipeline for a reports test file (../support/harness.ts), with a client of its sandbox to
// read expected numbers and a record of what the API received, query strings included
// (./api-requests.ts); both records are cleared before each test.
import { DateTime } from 'luxon';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createApiClient, type ApiClient, type DashboardResponse } from '../../src/api/index.js';
import { useHarness, type HarnessSuite } from '../support/harness.js';
import { recordApiRequests, type ApiRequests } from './api-requests.js';

export interface ReportHarness extends HarnessSuite {
  api: ApiClient;
  requests: ApiRequests;
}

/** Call at the top of a test file; the fields are set once its beforeAll has run. */
export function useReportHarness(): ReportHarness {
  const t = useHarness() as ReportHarness;
  beforeAll(() => {
    t.api = createApiClient({ baseUrl: t.h.sandbox.url, apiKey: 'sbx_full' });
    t.requests = recordApiRequests(t.h.sandbox.url);
  });
  afterAll(async () => {
    t.requests?.stop();
    await t.api?.close();
  });
  beforeEach(() => t.requests.clear());
  return t;
}

/** The default test user's timezone. */
export const NY = 'America/New_York';

/** The inclusive seconds of [from, to) in `zone` (ISO local times), as the API takes them. */
export function span(from: string, to: string, zone = NY): { start_time: number; end_time: number } {
  const at = (iso: string) => DateTime.fromISO(iso, { zone }).toSeconds();
  return { start_time: at(from), end_time: at(to) - 1 };
}

/** The dashboard's summary of [from, to) in `zone`: read after the answer's requests were checked. */
export async function summaryOf(api: ApiClient, from: string, to: string, zone = NY): Promise<DashboardResponse['summary']> {
  return (await api.dashboard.get(span(from, to, zone))).summary;
}
