// The monthly review digest: last month against the month before in the subscription's
// timezone — the one revenue report (`/adops revenue last month`: per day where the months
// differ in length, and it says so), the top movers by each dimension (per day likewise), the A/B
// tests of the account whose status changed since the month began (as the bot saw them: the API
// keeps no history of statuses, src/store/ab-tests.ts), and the month's reconciliation gaps when
// the account's key has demand comparison — otherwise it says plainly what is left out.
import type { DateTime } from 'luxon';
import { ForbiddenError, isProvisionalSource, NotFoundError, type AbTestReport } from '../../../api/index.js';
import { abTestRunOf } from '../../../reports/abtest.js';
import { reconcileReport, DEFAULT_GAP_PCT, type ReconcileReport } from '../../../reports/reconcile.js';
import { revenueMovers, revenueReport } from '../../../reports/revenue.js';
import { formatDates, resolveRange } from '../../../time/resolve.js';
import { monthlyDigestView, type MonthlyDigestData, type MonthlyReconcile } from '../../../../views/digest-monthly.js';
import { describeFilters } from '../../../../views/filters.js';
import { MOVER_DIMENSIONS } from '../../../../views/movers.js';
import { readsOf as reconcileReads } from '../reconcile/index.js';
import { readsOf as revenueReads } from '../revenue/index.js';
import { defineDigestKind } from '../define.js';
import type { DigestContext } from '../types.js';

/** Tests of the account read again at each run, so a change of status is seen (one A/B report each). */
const TESTS_READ = 10;

async function abChanges(ctx: DigestContext, since: DateTime) {
  const key = { teamId: ctx.subscription.teamId, account: ctx.api.account };
  const store = ctx.deps.store.abTests;
  const known = await store.list(key, TESTS_READ);
  const ids = [...new Set([...(ctx.subscription.filters.ab_test_ids ?? []), ...known.map((t) => t.abTestId)])].slice(0, TESTS_READ);
  await Promise.all(
    ids.map(async (id) => {
      let report: AbTestReport;
      try {
        report = (await abTestRunOf(id, ctx.at, (p) => ctx.query('reports.abTest', p, () => ctx.api.abTest.get(p, { signal: ctx.signal })))).report;
      } catch (err) {
        if (err instanceof NotFoundError) return;
        throw err;
      }
      await store.seen(key, { abTestId: id, seenBy: 'digest', status: report.status ?? null }, ctx.at);
    }),
  );
  return { changes: await store.changes(key, since.toJSDate(), new Date(ctx.at.getTime() + 1)), followed: ids.length };
}

async function monthReconcile(ctx: DigestContext): Promise<MonthlyReconcile> {
  const nowMs = ctx.at.getTime();
  const range = resolveRange({ kind: 'lastMonth' }, { nowMs, tz: 'UTC' });
  try {
    const report: ReconcileReport = await reconcileReport({ range, gapPct: ctx.subscription.filters.gap_pct ?? DEFAULT_GAP_PCT }, reconcileReads(ctx), nowMs);
    return { report, dates: formatDates(report.window.range) };
  } catch (err) {
    // A key without demand comparison (spec 4.7): the rest of the review stands, and says what is left out.
    if (err instanceof ForbiddenError) return { leftOut: err.missing ?? 'demand comparison' };
    throw err;
  }
}

export const monthlyDigest = defineDigestKind({
  name: 'monthly_summary',
  label: 'Monthly review',
  noun: 'monthly review',
  holds: 'last month against the month before (per day where their lengths differ), top movers by each dimension, the A/B tests whose status changed, and the month’s reconciliation gaps (when the key has demand comparison) · `country=` `os=` `source=` `gap=`',
  options: ['gap'],
  form: ['country', 'os', 'source'],
  schedule: { days: [1, 2, 3, 4, 5], time: '09:00' },
  deadlineMs: 24 * 3_600_000,
  read: readMonth,
  view: monthlyDigestView,
});

async function readMonth(ctx: DigestContext): Promise<MonthlyDigestData> {
  const tz = ctx.subscription.timezone;
  const f = ctx.subscription.filters;
  const range = resolveRange({ kind: 'lastMonth' }, { nowMs: ctx.at.getTime(), tz });
  const reads = revenueReads(ctx);
  const report = await revenueReport({ range, filters: { country: f.country, device_os: f.device_os }, source: f.source }, reads);
  const [movers, ab, reconcile] = await Promise.all([revenueMovers(report, MOVER_DIMENSIONS, reads), abChanges(ctx, range.start), monthReconcile(ctx)]);
  const provisional = isProvisionalSource(f.source);
  return {
    month: range.start.toFormat('LLLL yyyy'),
    // `/adops revenue last month`, as its view shows it (views/revenue.ts).
    revenue: {
      period: 'last month',
      dates: formatDates(range),
      days: range.days,
      tz,
      partial: false,
      current: report.current.summary,
      comparisons: report.comparisons.map((c) => ({ name: c.comparison.name, tag: c.comparison.tag, dates: formatDates(c.comparison.range), days: c.comparison.range.days, summary: c.dashboard?.summary, problem: c.problem, dataFrom: c.dataFrom })),
      provisional,
      source: f.source,
      filters: describeFilters(f),
      chartNote: '',
    },
    movers,
    abChanges: ab.changes,
    abFollowed: ab.followed,
    since: range.start.toFormat('d LLL yyyy'),
    reconcile,
  };
}
