// revenue: the daily revenue summary (dashboard) against a comparison period — the same weekday
// last week for a single day (with day over day beside it), the previous calendar period aligned
// by day for calendar ranges, the span just before for other spans; `vs=` picks (src/time/compare.ts).
// With a chart; `by <dim>` adds the top movers (a breakdown by that dimension, or two, for both
// periods). `vs=<range>` compares with a period of the asker's choosing, per day when the lengths differ.
// Revenue is always labelled own-source-only or provisional (spec 4.2, `source`).
import { DateTime } from 'luxon';
import { isProvisionalSource, type DashboardResponse, type ReportFilters } from '../../src/api/index.js';
import { revenueMovers, revenueReport, type ComparedRead } from '../../src/reports/revenue.js';
import { COMPARE_WITH, type CompareWith } from '../../src/time/compare.js';
import { describeSpec, parseRange, specToText, type RangeSpec } from '../../src/time/range.js';
import { formatDates } from '../../src/time/resolve.js';
import { describeFilters } from '../../views/filters.js';
import { MOVER_DIMENSIONS } from '../../views/movers.js';
import { hasData, revenueView, type ComparedPeriod } from '../../views/revenue.js';
import { whyCommandText } from '../../views/why.js';
import { parseWith, UsageProblem, type Args } from '../shared/args.js';
import { FILTERS_USAGE, readReportFilters } from '../shared/filters.js';
import { rangeFor } from '../shared/when.js';
import { defineCommand } from '../types.js';
import { revenueRollUp } from './roll-up.js';
import { moversChart, revenueChart, WEEKLY_CHART_DAYS, type ChartBuckets } from './chart.js';

export interface RevenueRequest {
  range?: RangeSpec;
  by?: string;
  filters: ReportFilters;
  source?: string;
  /** What to compare with; undefined: what suits the range (src/time/compare.ts). */
  vs?: CompareWith;
  /** A period of the asker's choosing to compare with (`vs=2026-10-01..2026-10-07`), in place of `vs`. */
  vsRange?: RangeSpec;
}

const OP = 'revenue';

/** `vs=previous|week|year`, or a period of the asker's choosing: `vs=2026-10-01..2026-10-07` (also `vs 2026-10-01..2026-10-07`). */
function readCompareWith(args: Args): Pick<RevenueRequest, 'vs' | 'vsRange'> {
  const after = args.rangeAfter('vs');
  const raw = args.option('vs', 'compare');
  if (after && raw !== undefined) throw new UsageProblem('compare with one period: vs=… or vs …, not both');
  if (after) return { vsRange: after };
  if (raw === undefined) return {};
  const vs = raw.trim().toLowerCase();
  if ((COMPARE_WITH as readonly string[]).includes(vs)) return { vs: vs as CompareWith };
  try {
    return { vsRange: parseRange(raw) };
  } catch {
    throw new UsageProblem(`vs= takes ${COMPARE_WITH.join(', ')} (the previous period, the same days last week, or last year), or a period: vs=2026-10-01..2026-10-07`);
  }
}

function comparedPeriod(r: ComparedRead, tz: string): ComparedPeriod {
  const { name, tag, range } = r.comparison;
  const dataFrom = r.dataFrom && DateTime.fromISO(r.dataFrom, { zone: tz }).toFormat('ccc d LLL yyyy HH:mm');
  return { name, tag, dates: formatDates(range), days: range.days, summary: r.dashboard?.summary, problem: r.problem, dataFrom };
}

export const revenueCommand = defineCommand<RevenueRequest>({
  name: 'revenue',
  aliases: ['rev', 'summary'],
  group: 'Reports',
  summary: 'Revenue, impressions, fill rate, eCPM, CTR, users, ARPDAU and impressions per user vs a comparison period, with a chart; top movers by a dimension, split into impressions and eCPM.',
  usage: `revenue [range] [vs=${COMPARE_WITH.join('|')}|<range>] [by ${MOVER_DIMENSIONS.join('|')}[,<second>]] ${FILTERS_USAGE} [source=own|all|<source>]`,
  examples: [
    'revenue yesterday', 'revenue yesterday vs=previous', 'revenue last month', 'revenue mtd vs=year', 'revenue last 7d by country', 'revenue yesterday source=all', 'revenue last 90d', 'revenue last quarter vs=year',
    'revenue 2026-11-01..2026-11-07 vs=2026-10-01..2026-10-07', 'revenue last 7d by country,format',
  ],
  need: 'read',
  rollUp: revenueRollUp,
  parse: (text) =>
    parseWith(text, (args) => {
      const filters = readReportFilters(args, OP);
      const source = args.option('source');
      if (source !== undefined && source.split(',').some((s) => s.trim() === '')) throw new UsageProblem('source= needs a value: own, all, or source names separated by commas');
      const compare = readCompareWith(args);
      const range = args.range();
      const by = args.by(MOVER_DIMENSIONS);
      if (by && by.length > 2) throw new UsageProblem('revenue takes one or two dimensions after "by", e.g. by country,format (use breakdown for more)');
      if (by && new Set(by).size !== by.length) throw new UsageProblem('a dimension is listed twice after "by"');
      args.done();
      return { range, by: by?.join(','), filters, source, ...compare };
    }),
  run: async (req, ctx) => {
    const current = await rangeFor(req.range, ctx);
    const chosen = req.vsRange && (await rangeFor(req.vsRange, ctx));
    const report = await revenueReport(
      { range: current, vs: req.vs, against: chosen, filters: req.filters, source: req.source },
      { dashboard: (p) => ctx.api.dashboard.get(p) },
    );
    const { current: cur, against, granularity } = report;
    const by = req.by;
    const label = describeSpec(current.spec);
    const buckets: ChartBuckets = current.days <= 2 ? 'hourly' : current.days > WEEKLY_CHART_DAYS ? 'weekly' : 'daily';
    const movers = by ? (await revenueMovers(report, [by], { breakdown: (p) => ctx.api.breakdown.get(p) }))[0] : undefined;
    const drawn = hasData(cur.summary)
      ? revenueChart({ dashboard: cur, range: current }, against && { dashboard: against.dashboard, range: against.comparison.range, name: against.comparison.name }, granularity, buckets, label)
      : undefined;
    const [chart, moversImage] = await Promise.all([
      drawn ? ctx.chart(drawn.spec) : undefined,
      movers?.rows.length && against ? ctx.chart(moversChart(movers, against.comparison.name)) : undefined,
    ]);
    return revenueView({
      period: label,
      dates: formatDates(current),
      days: current.days,
      tz: current.tz,
      partial: current.partial,
      current: cur.summary,
      comparisons: report.comparisons.map((r) => comparedPeriod(r, current.tz)),
      provisional: isProvisionalSource(req.source),
      source: req.source,
      filters: describeFilters(req.filters),
      chart,
      chartNote: drawn?.note ?? '',
      sources: sourceRows(cur),
      movers,
      moversChart: moversImage,
      dataFrom: report.dataFrom && DateTime.fromISO(report.dataFrom, { zone: 'UTC' }).toFormat('ccc d LLL yyyy'),
      parts: cur.parts.length > 1 ? cur.parts.map((p) => ({ dates: partDates(p, current.tz), users: p.total_users })) : undefined,
      explain: explainCommand(req, current),
    });
  },
});

/** A call's dates in the user's timezone: "24 Aug – 23 Sep 2026". */
function partDates(p: { start_time: number; end_time: number }, tz: string): string {
  const day = (s: number) => DateTime.fromSeconds(s, { zone: tz }).toISODate()!;
  return formatDates({ startDate: day(p.start_time), endDate: day(p.end_time), partial: false });
}

function sourceRows(d: Pick<DashboardResponse, 'source_breakdown'>) {
  return (d.source_breakdown ?? []).length > 1 ? d.source_breakdown : undefined;
}

/** `why revenue` for the same dates, comparison and filters (own-source revenue only: why reads breakdowns). */
function explainCommand(req: RevenueRequest, r: { partial: boolean; spec: RangeSpec; startDate: string; endDate: string }): string | undefined {
  // why compares with the periods of src/time/compare.ts only.
  if ((req.source !== undefined && req.source !== 'own') || req.vsRange) return undefined;
  const when = r.partial ? specToText(r.spec) : r.startDate === r.endDate ? r.startDate : `${r.startDate}..${r.endDate}`;
  const f = req.filters;
  return whyCommandText({ metric: 'revenue', when, vs: req.vs, filters: f });
}
