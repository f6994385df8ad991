// The daily and weekly revenue digests: scheduled `revenue yesterday` and `revenue last week`,
// read from the one revenue report (src/reports/revenue.ts) in the subscription's timezone, so
// "yesterday" is the reader's yesterday and the figures are the command's. Headline numbers come from the dashboard with the subscription's `source` (and are
// labelled own-source-only or provisional, spec 4.2); the 14-day chart and the movers come from
// breakdowns, which carry no source parameter and are labelled as own-source.
import type { DateTime } from 'luxon';
import { isProvisionalSource, oneCallSummary, type BreakdownParams, type DashboardParams } from '../../../api/index.js';
import { breakdownReport } from '../../../reports/breakdown.js';
import { revenueMovers, revenueReport, type RevenueQuestion, type RevenueReads } from '../../../reports/revenue.js';
import type { RangeSpec } from '../../../time/range.js';
import { resolveRange } from '../../../time/resolve.js';
import { revenueDigestView, type RevenueDigestData } from '../../../../views/digest-revenue.js';
import { describeFilters } from '../../../../views/filters.js';
import { money } from '../../../../views/format.js';
import { MOVER_DIMENSIONS } from '../../../../views/movers.js';
import { whyCommandText } from '../../../../views/why.js';
import { defineDigestKind } from '../define.js';
import type { DigestContext } from '../types.js';

function filtersOf(ctx: Pick<DigestContext, 'subscription'>) {
  const f = ctx.subscription.filters;
  return { country: f.country, device_os: f.device_os };
}

/** The report's reads through the digest's shared queries (one call per query across channels). */
export function readsOf(ctx: DigestContext): RevenueReads {
  return {
    dashboard: (params: DashboardParams) => ctx.query('reports.dashboard', params, () => ctx.api.dashboard.get(params, { signal: ctx.signal })),
    breakdown: (params: BreakdownParams) => breakdown(ctx, params),
  };
}

function breakdown(ctx: DigestContext, params: BreakdownParams) {
  return ctx.query('reports.breakdown', params, () => ctx.api.breakdown.get(params, { signal: ctx.signal }));
}

/**
 * Own-source revenue per local day over the `days` days before `end`: the breakdown report of
 * `breakdown by=day metrics=revenue <first>..<last>` in the subscription's timezone. A day
 * without a row had no traffic (0).
 */
async function dailySeries(ctx: DigestContext, end: DateTime, days: number): Promise<{ labels: string[]; values: number[] }> {
  const start = end.minus({ days });
  const dates = { kind: 'dates', from: start.toISODate()!, to: end.minus({ days: 1 }).toISODate()! } as const;
  const range = resolveRange(dates, { nowMs: ctx.at.getTime(), tz: ctx.subscription.timezone });
  const report = await breakdownReport({ range, by: ['day'], metrics: ['revenue'], hourly: false, filters: filtersOf(ctx) }, readsOf(ctx));
  // Revenue is reported by the API, never derived: no users are read, so there is no limit to pass.
  const rows = 'rows' in report ? report.rows : [];
  const byDay = new Map(rows.map((r) => [r.dimensions.day ?? '', r.metrics.revenue ?? 0]));
  const labels: string[] = [];
  const values: number[] = [];
  for (let d = start; d < end; d = d.plus({ days: 1 })) {
    labels.push(d.toFormat('LLL d'));
    values.push(byDay.get(d.toISODate()!) ?? 0);
  }
  return { labels, values };
}

/** The question a digest asks: `revenue yesterday` or `revenue last week`, in the subscription's timezone. */
export function digestQuestion(ctx: Pick<DigestContext, 'at' | 'subscription'>, kind: 'daily' | 'weekly'): RevenueQuestion {
  const spec: RangeSpec = kind === 'daily' ? { kind: 'yesterday' } : { kind: 'lastWeek' };
  const range = resolveRange(spec, { nowMs: ctx.at.getTime(), tz: ctx.subscription.timezone });
  return { range, filters: filtersOf(ctx), source: ctx.subscription.filters.source };
}

async function readRevenue(ctx: DigestContext, kind: 'daily' | 'weekly'): Promise<RevenueDigestData> {
  const tz = ctx.subscription.timezone;
  const fmt = (d: DateTime) => d.toFormat('ccc d LLL');
  // The same report as `/adops revenue yesterday` (or `last week`): its periods and comparisons
  // come from src/time/compare.ts, so the digest and the command give the same numbers.
  const reads = readsOf(ctx);
  const report = await revenueReport(digestQuestion(ctx, kind), reads);
  const periodLabel = (r: { start: DateTime; end: DateTime }) =>
    kind === 'daily' ? fmt(r.start) : `${fmt(r.start)} – ${fmt(r.end.minus({ days: 1 }))}`;
  const current = report.question.range;
  const [moverTables, series] = await Promise.all([revenueMovers(report, MOVER_DIMENSIONS, reads), dailySeries(ctx, current.end, 14)]);
  const chart = await ctx.deps.chart(
    {
      kind: 'bar',
      title: `Revenue per day (${tz})`,
      labels: series.labels,
      series: [{ name: 'own-source revenue', values: series.values }],
      xLabel: `day (${tz})`,
      yLabel: 'revenue (USD)',
      alt: `Own-source revenue per day in ${tz} over the 14 days to ${fmt(current.end.minus({ days: 1 }))}: ` +
        `${money(series.values.reduce((a, b) => a + b, 0))} in total, ${money(series.values.at(-1) ?? 0)} on the last day.`,
    },
    ctx.subscription.teamId,
  );
  // A day or a week: the API serves each in one call, so its users are the API's own count.
  const summary = oneCallSummary(report.current);
  if (!summary) throw new Error(`a ${kind} revenue digest reads one period the API serves in one call`);
  return {
    kind,
    timezone: tz,
    current: { label: periodLabel(current), summary },
    comparisons: report.comparisons.flatMap((c) => {
      const before = c.dashboard && oneCallSummary(c.dashboard);
      return before ? [{ label: `${c.comparison.name} (${periodLabel(c.comparison.range)})`, summary: before }] : [];
    }),
    provisional: isProvisionalSource(ctx.subscription.filters.source),
    source: ctx.subscription.filters.source,
    filters: describeFilters(ctx.subscription.filters),
    chart,
    movers: moverTables,
    explain: explainCommand(ctx, current),
  };
}

/** `why revenue` for the digest's dates, in its timezone and filters; own-source revenue only (why reads breakdowns). */
function explainCommand(ctx: DigestContext, r: { startDate: string; endDate: string }): string | undefined {
  const f = ctx.subscription.filters;
  if (f.source !== undefined && f.source !== 'own') return undefined;
  const when = r.startDate === r.endDate ? r.startDate : `${r.startDate}..${r.endDate}`;
  return whyCommandText({ metric: 'revenue', when, tz: ctx.subscription.timezone, filters: { country: f.country, device_os: f.device_os } });
}

/** The revenue kinds' form and options: the report's filters. */
const REVENUE_FORM = { form: ['country', 'os', 'source'], schedule: { days: [1, 2, 3, 4, 5], time: '09:00' }, view: revenueDigestView } as const;

export const dailyRevenueDigest = defineDigestKind({
  name: 'daily_revenue',
  label: 'Daily revenue summary',
  noun: 'daily revenue summary',
  holds: 'yesterday in the digest’s timezone with its change, a 14-day chart and the top movers · `country=` `os=` `source=`',
  example: 'here at=09:00 days=mon-fri tz=Europe/Paris',
  ...REVENUE_FORM,
  deadlineMs: 2 * 3_600_000,
  read: (ctx) => readRevenue(ctx, 'daily'),
});

export const weeklyRevenueDigest = defineDigestKind({
  name: 'weekly_summary',
  label: 'Weekly summary',
  noun: 'weekly summary',
  holds: 'the last full week with its change, the same way · `country=` `os=` `source=`',
  ...REVENUE_FORM,
  deadlineMs: 6 * 3_600_000,
  read: (ctx) => readRevenue(ctx, 'weekly'),
});
