// The A/B test digest: status with its reason, lift with its confidence interval and revenue
// totals of each test the subscription lists (the API has no list of tests, so the subscription
// names them). Each test's run is the one the abtest command and the A/B watch read
// (src/reports/abtest.ts), so all three say the same.
import { NotFoundError } from '../../../api/index.js';
import { abTestRunOf } from '../../../reports/abtest.js';
import { abTestDigestView, type AbTestLine } from '../../../../views/digest-abtests.js';
import { defineDigestKind } from '../define.js';

export const AB_DIGEST_MAX_TESTS = 10;

export const abTestsDigest = defineDigestKind({
  name: 'abtests',
  label: 'A/B tests',
  noun: 'A/B test digest',
  holds: `status with its reason, lift and totals of each test listed in \`tests=<id>,<id>\` (up to ${AB_DIGEST_MAX_TESTS})`,
  example: 'here at=10:00 tests=abt_demo_achieved,abt_demo_turning',
  textOptions: 'tests=<id>,<id>',
  options: ['tests'],
  form: ['tests'],
  schedule: { days: [1, 2, 3, 4, 5], time: '09:00' },
  deadlineMs: 2 * 3_600_000,
  read: async (ctx) => {
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
    return { lines, at: ctx.at };
  },
  view: (d: { lines: AbTestLine[]; at: Date }) => abTestDigestView(d.lines, d.at),
});
