// The A/B test digest: status with its reason, lift with its confidence interval and revenue
// totals of each test the subscription lists (the API has no list of tests, so the subscription
// names them). abTestWindow / abTestRun are also how the abtest command and the A/B watch read a
// test's run, so all three say the same.
import { DateTime } from 'luxon';
import { MAX_RANGE_DAYS, NotFoundError, type AbTestReport, type TimeRange } from '../../api/index.js';
import { toApiTimeRange } from '../../time/api-range.js';
import { addDays } from '../../time/resolve.js';
import type { AbRun } from '../../../views/abtest.js';
import { abTestDigestView, type AbTestLine } from '../../../views/digest-abtests.js';
import type { DigestBuilder } from './types.js';
import { conditional } from './why.js';

export const AB_DIGEST_MAX_TESTS = 10;

/**
 * The last 31 complete UTC days before `at`: as much of the run as one A/B report can show (a
 * range is at most 31 days, and the day in progress has no saved total yet). The status covers
 * the whole run whatever the range.
 */
export function abTestWindow(at: Date): TimeRange {
  const today = DateTime.fromJSDate(at, { zone: 'UTC' }).startOf('day');
  return toApiTimeRange({ start: today.minus({ days: MAX_RANGE_DAYS }), end: today });
}

/** The report of abTestWindow(at) as the views read it. */
export function abTestRun(report: AbTestReport, at: Date): AbRun {
  const today = at.toISOString().slice(0, 10);
  return { report, today, windowFrom: addDays(today, -MAX_RANGE_DAYS) };
}

export const abTestsDigest: DigestBuilder = conditional(async (ctx) => {
  const ids = (ctx.subscription.filters.ab_test_ids ?? []).slice(0, AB_DIGEST_MAX_TESTS);
  const lines: AbTestLine[] = await Promise.all(
    ids.map(async (id): Promise<AbTestLine> => {
      const params = { ab_test_id: id, ...abTestWindow(ctx.at) };
      try {
        const report: AbTestReport = await ctx.query('reports.abTest', params, () => ctx.api.abTest.get(params, { signal: ctx.signal }));
        return { id, run: abTestRun(report, ctx.at) };
      } catch (err) {
        if (err instanceof NotFoundError) return { id, missing: true };
        throw err;
      }
    }),
  );
  return { message: abTestDigestView(lines, ctx.at) };
});
