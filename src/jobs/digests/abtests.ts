// The A/B test digest: status, lift with its confidence interval, p-value and sample progress of
// each test the subscription lists (the API has no list of tests, so the subscription names them).
import { DateTime } from 'luxon';
import { NotFoundError, type AbTestReport, type TimeRange } from '../../api/index.js';
import { toApiTimeRange } from '../../time/api-range.js';
import { abTestDigestView, type AbTestLine } from '../../../views/digest-abtests.js';
import type { DigestBuilder } from './types.js';

export const AB_DIGEST_MAX_TESTS = 10;
const WINDOW_DAYS = 30;

/** The last 30 days up to `at`: A/B reports are saved UTC-day totals; the status covers the whole run. */
export function abTestWindow(at: Date): TimeRange {
  const end = DateTime.fromJSDate(at, { zone: 'UTC' });
  return toApiTimeRange({ start: end.minus({ days: WINDOW_DAYS }), end });
}

export const abTestsDigest: DigestBuilder = async (ctx) => {
  const ids = (ctx.subscription.filters.ab_test_ids ?? []).slice(0, AB_DIGEST_MAX_TESTS);
  const lines: AbTestLine[] = await Promise.all(
    ids.map(async (id): Promise<AbTestLine> => {
      const params = { ab_test_id: id, ...abTestWindow(ctx.at) };
      try {
        const report: AbTestReport = await ctx.query('reports.abTest', params, () => ctx.api.abTest.get(params, { signal: ctx.signal }));
        return { id, report };
      } catch (err) {
        if (err instanceof NotFoundError) return { id, missing: true };
        throw err;
      }
    }),
  );
  return { message: abTestDigestView(lines, ctx.at) };
};
