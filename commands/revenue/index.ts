// revenue: the daily revenue summary (dashboard) against the previous period of equal length,
// with a chart; `by <dim>` adds the top movers (a breakdown by that dimension for both periods).
// Revenue is always labelled own-source-only or provisional (spec 4.2, `source`).
import { isProvisionalSource, type DashboardResponse, type ReportFilters } from '../../src/api/index.js';
import { toApiTimeRange } from '../../src/time/api-range.js';
import { describeSpec, type RangeSpec } from '../../src/time/range.js';
import { formatDates, previousPeriod } from '../../src/time/resolve.js';
import { describeFilters } from '../../views/filters.js';
import { MOVER_DIMENSIONS, moverQuery, moversOf } from '../../views/movers.js';
import { revenueView } from '../../views/revenue.js';
import { parseWith, UsageProblem } from '../shared/args.js';
import { FILTERS_USAGE, readReportFilters } from '../shared/filters.js';
import { rangeFor } from '../shared/when.js';
import { defineCommand } from '../types.js';
import { revenueChart } from './chart.js';

export interface RevenueRequest {
  range?: RangeSpec;
  by?: string;
  filters: ReportFilters;
  source?: string;
}

const OP = 'revenue';

export const revenueCommand = defineCommand<RevenueRequest>({
  name: 'revenue',
  aliases: ['rev', 'summary'],
  group: 'Reports',
  summary: 'Revenue, impressions, fill rate, eCPM, CTR and users vs the previous period, with a chart; top movers by a dimension.',
  usage: `revenue [range] [by ${MOVER_DIMENSIONS.join('|')}] ${FILTERS_USAGE} [source=own|all|<source>]`,
  examples: ['revenue yesterday', 'revenue last 7d by country', 'revenue mtd os=ios', 'revenue yesterday source=all'],
  parse: (text) =>
    parseWith(text, (args) => {
      const filters = readReportFilters(args, OP);
      const source = args.option('source');
      if (source !== undefined && source.split(',').some((s) => s.trim() === '')) throw new UsageProblem('source= needs a value: own, all, or source names separated by commas');
      const range = args.range();
      const by = args.by(MOVER_DIMENSIONS);
      if (by && by.length !== 1) throw new UsageProblem('revenue takes one dimension after "by" (use breakdown for several)');
      args.done();
      return { range, by: by?.[0], filters, source };
    }),
  run: async (req, ctx) => {
    const current = await rangeFor(req.range, ctx);
    const previous = previousPeriod(current);
    const now = toApiTimeRange(current);
    const before = toApiTimeRange(previous);
    // Short ranges read better by the hour.
    const granularity = current.days <= 2 ? 'hourly' : 'daily';
    const query = { ...req.filters, source: req.source };
    const by = req.by;
    const movers = by
      ? Promise.all([ctx.api.breakdown.get(moverQuery(now, req.filters, by)), ctx.api.breakdown.get(moverQuery(before, req.filters, by))])
      : undefined;
    const [cur, prev, pair] = await Promise.all([
      ctx.api.dashboard.get({ ...now, ...query, granularity }),
      ctx.api.dashboard.get({ ...before, ...query, granularity }),
      movers,
    ]);
    const chart = await ctx.chart(revenueChart(cur, prev, granularity, describeSpec(current.spec)));
    return revenueView({
      title: `Revenue — ${describeSpec(current.spec)}`,
      dates: formatDates(current),
      previousDates: formatDates(previous),
      tz: current.tz,
      current: cur.summary,
      previous: prev.summary,
      provisional: isProvisionalSource(req.source),
      source: req.source,
      filters: describeFilters(req.filters),
      chart,
      chartBuckets: granularity === 'hourly' ? 'UTC hours' : 'UTC days',
      sources: sourceRows(cur),
      movers: pair && by ? moversOf(pair[0], pair[1], by) : undefined,
    });
  },
});

function sourceRows(d: DashboardResponse) {
  return (d.source_breakdown ?? []).length > 1 ? d.source_breakdown : undefined;
}
