// The A/B test digest: status with its reason, lift with its confidence interval and revenue
// totals of each test the subscription lists (the API has no list of tests, so the subscription
// names them). Each test's run is the one the abtest command and the A/B watch read
// (src/reports/abtest.ts), so all three say the same.
import { NotFoundError } from '../../api/index.js';
import { abTestRunOf } from '../../reports/abtest.js';
import { abTestDigestView, type AbTestLine } from '../../../views/digest-abtests.js';
import type { DigestBuilder } from './types.js';
import { conditional } from './why.js';

export const AB_DIGEST_MAX_TESTS = 10;

export const abTestsDigest: DigestBuilder = conditional(async (ctx) => {
  const ids = (ctx.subscription.filters.ab_test_ids ?? []).slice(0, AB_DIGEST_MAX_TESTS);
  const lines: AbTestLine[] = await Promise.all(
    ids.map(async (id): Promise<AbTestLine> => {
      try {
        const run = await abTestRunOf(id, ctx.at, (params) => ctx.query('reports.abTest', params, () => ctx.api.abTest.get(params, { signal: ctx.signal })));
        await ctx.deps.store.abTests.seen({ teamId: ctx.subscription.teamId, account: ctx.api.account }, { abTestId: id, seenBy: 'digest', status: run.report.status ?? null }, ctx.at);
        return { id, run };
      } catch (err) {
        if (err instanceof NotFoundError) return { id, missing: true };
        throw err;
      }
    }),
  );
  return { message: abTestDigestView(lines, ctx.at) };
});
