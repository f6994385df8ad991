// The daily and weekly revenue digests. Periods are calendar days (or ISO weeks) in the
// subscription's timezone, sent to the API as exact instants, so "yesterday" is the reader's
// yesterday. Headline numbers come from the dashboard with the subscription's `source` (and are
// labelled own-source-only or provisional, spec 4.2); the 14-day chart and the movers come from
// breakdowns, which carry no source parameter and are labelled as own-source.
import { DateTime } from 'luxon';
import { isProvisionalSource, type BreakdownParams, type DashboardParams, type DashboardResponse } from '../../api/index.js';
import { toApiTimeRange } from '../../time/api-range.js';
import { revenueDigestView, type PeriodNumbers } from '../../../views/digest-revenue.js';
import { describeFilters } from '../../../views/filters.js';
import { money } from '../../../views/format.js';
import { MOVER_DIMENSIONS, moverQuery, moversOf, type Movers } from '../../../views/movers.js';
import type { DigestBuilder, DigestContext } from './types.js';
import { conditional } from './why.js';

interface Period {
  label: string;
  start: DateTime;
  /** Exclusive. */
  end: DateTime;
}

function filtersOf(ctx: DigestContext) {
  const f = ctx.subscription.filters;
  return { country: f.country, device_os: f.device_os };
}

async function summary(ctx: DigestContext, p: Period): Promise<DashboardResponse['summary']> {
  const params: DashboardParams = { ...toApiTimeRange(p), ...filtersOf(ctx), source: ctx.subscription.filters.source };
  const res = await ctx.query('reports.dashboard', params, () => ctx.api.dashboard.get(params, { signal: ctx.signal }));
  return res.summary;
}

function breakdown(ctx: DigestContext, params: BreakdownParams) {
  return ctx.query('reports.breakdown', params, () => ctx.api.breakdown.get(params, { signal: ctx.signal }));
}

async function movers(ctx: DigestContext, cur: Period, prev: Period): Promise<Movers[]> {
  const [now, before] = [toApiTimeRange(cur), toApiTimeRange(prev)];
  const filters = filtersOf(ctx);
  return Promise.all(
    MOVER_DIMENSIONS.map(async (dim) => {
      const [nowRows, beforeRows] = await Promise.all([breakdown(ctx, moverQuery(now, filters, dim)), breakdown(ctx, moverQuery(before, filters, dim))]);
      return moversOf(nowRows, beforeRows, dim);
    }),
  );
}

/** Own-source revenue per local day over the `days` days before `end`. */
async function dailySeries(ctx: DigestContext, end: DateTime, days: number): Promise<{ labels: string[]; values: number[] }> {
  const start = end.minus({ days });
  const res = await breakdown(ctx, { ...toApiTimeRange({ start, end }), ...filtersOf(ctx), by: ['day'], metrics: ['revenue'], timezone: ctx.subscription.timezone });
  const byDay = new Map(res.rows.map((r) => [r.dimensions.day ?? '', r.metrics.revenue ?? 0]));
  const labels: string[] = [];
  const values: number[] = [];
  for (let d = start; d < end; d = d.plus({ days: 1 })) {
    labels.push(d.toFormat('LLL d'));
    values.push(byDay.get(d.toISODate()!) ?? 0);
  }
  return { labels, values };
}

async function build(ctx: DigestContext, kind: 'daily' | 'weekly'): Promise<ReturnType<typeof revenueDigestView>> {
  const tz = ctx.subscription.timezone;
  const local = DateTime.fromJSDate(ctx.at, { zone: tz });
  const fmt = (d: DateTime) => d.toFormat('ccc d LLL');
  let current: Period;
  let comparisons: Period[];
  if (kind === 'daily') {
    const today = local.startOf('day');
    const day = (n: number): Period => ({ label: fmt(today.minus({ days: n })), start: today.minus({ days: n }), end: today.minus({ days: n - 1 }) });
    current = day(1);
    // The same weekday first, as in `/adops revenue`: movers are measured against it, since a
    // Sunday against a Saturday shows the weekly rhythm rather than news.
    comparisons = [{ ...day(8), label: `the same weekday last week (${day(8).label})` }, { ...day(2), label: `the day before (${day(2).label})` }];
  } else {
    const thisWeek = local.startOf('week');
    const week = (n: number): Period => {
      const start = thisWeek.minus({ weeks: n });
      return { label: `${fmt(start)} – ${fmt(start.plus({ days: 6 }))}`, start, end: start.plus({ weeks: 1 }) };
    };
    current = week(1);
    comparisons = [{ ...week(2), label: `the week before (${week(2).label})` }];
  }
  const [cur, ...before] = await Promise.all([current, ...comparisons].map((p) => summary(ctx, p)));
  const [moverTables, series] = await Promise.all([movers(ctx, current, comparisons[0]!), dailySeries(ctx, current.end, 14)]);
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
  const numbers = (p: Period, s: DashboardResponse['summary']): PeriodNumbers => ({ label: p.label, summary: s });
  return revenueDigestView({
    kind,
    timezone: tz,
    current: numbers(current, cur!),
    comparisons: comparisons.map((p, i) => numbers(p, before[i]!)),
    provisional: isProvisionalSource(ctx.subscription.filters.source),
    source: ctx.subscription.filters.source,
    filters: describeFilters(ctx.subscription.filters),
    chart,
    movers: moverTables,
  });
}

export const dailyRevenueDigest: DigestBuilder = conditional((ctx) => build(ctx, 'daily'));
export const weeklyRevenueDigest: DigestBuilder = conditional((ctx) => build(ctx, 'weekly'));
