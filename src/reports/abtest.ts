// THE A/B test run: a test's report over the last 31 complete UTC days before `at` — as much of
// the run as one A/B report can show (a range is at most 31 days, and the day in progress has no
// saved total yet). The status covers the whole run whatever the range. `/adops abtest`, the A/B
// digest and the A/B watch all read a test's run here, so all three say the same.
import { DateTime } from 'luxon';
import { MAX_RANGE_DAYS, type ApiClient, type AbTestReport, type TimeRange } from '../api/index.js';
import { toApiTimeRange } from '../time/api-range.js';
import { addDays } from '../time/resolve.js';
import type { AbRun } from '../../views/abtest.js';

/** The last 31 complete UTC days before `at`. */
export function abTestWindow(at: Date): TimeRange {
  const today = DateTime.fromJSDate(at, { zone: 'UTC' }).startOf('day');
  return toApiTimeRange({ start: today.minus({ days: MAX_RANGE_DAYS }), end: today });
}

/** The report of abTestWindow(at) as the views read it. */
export function abTestRun(report: AbTestReport, at: Date): AbRun {
  const today = at.toISOString().slice(0, 10);
  return { report, today, windowFrom: addDays(today, -MAX_RANGE_DAYS) };
}

/** How the run is read; a digest passes one that shares queries across its channels. */
export type ReadAbTest = (params: { ab_test_id: string } & TimeRange) => Promise<AbTestReport>;

/** The run of test `id` as of `at`. */
export async function abTestRunOf(id: string, at: Date, read: ReadAbTest): Promise<AbRun> {
  return abTestRun(await read({ ab_test_id: id, ...abTestWindow(at) }), at);
}

/** The default reader: the API client. */
export const readWith = (api: Pick<ApiClient, 'abTest'>, signal?: AbortSignal): ReadAbTest => (params) => api.abTest.get(params, { signal });
