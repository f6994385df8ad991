// breakdown: any dimensions × metrics (spec 4.3) as a native Slack table; the full result as a CSV
// file when it does not fit (or when asked with `csv`). Calendar buckets (day/week/month) are
// read in the user's timezone through the API's `timezone` parameter; hours, which the API gives
// in UTC, are labelled in it here, and partial weeks and months are marked (./labels.ts). The rows,
// with ARPDAU and impressions per user derived by the bot, come from the one breakdown report
// (src/reports/breakdown.ts); what cannot be derived is refused before any call (./derived.ts).
import {
  BREAKDOWN_DIMENSIONS,
  BREAKDOWN_METRICS,
  checkIntegerIn,
  MAX_BREAKDOWN_DIMENSIONS,
  parseHaving,
  type ReportFilters,
} from '../../src/api/index.js';
import { csvLine } from '../../src/api/csv.js';
import { describeSpec, type RangeSpec } from '../../src/time/range.js';
import { formatDates } from '../../src/time/resolve.js';
import { breakdownReport } from '../../src/reports/breakdown.js';
import { CALENDAR_DIMENSIONS, DERIVED_METRICS, isDerived, MAX_USER_QUERIES, SHARED_USER_DIMENSIONS } from '../../src/reports/breakdown-users.js';
import { breakdownView, type BreakdownData } from '../../views/breakdown.js';
import { refusal } from '../../views/error.js';
import { describeFilters } from '../../views/filters.js';
import { didYouMean } from '../shared/did-you-mean.js';
import { parseWith, splitList, UsageProblem } from '../shared/args.js';
import { FILTERS_USAGE, readReportFilters, readTimezone } from '../shared/filters.js';
import { rangeFor } from '../shared/when.js';
import { defineCommand } from '../types.js';
import { checkDerived } from './derived.js';
import { csvLabel, labelRows } from './labels.js';
import { ALERT_ACTION } from '../../views/alert-incident.js';

export interface BreakdownRequest {
  range?: RangeSpec;
  by: string[];
  metrics: string[];
  top?: number;
  bottom?: number;
  having?: string;
  hourly: boolean;
  tz?: string;
  csv: boolean;
  filters: ReportFilters;
}

const OP = 'breakdown';
const DEFAULT_METRICS = ['revenue', 'impressions', 'ecpm'];

function readMetrics(raw: string | undefined): string[] {
  if (raw === undefined) return DEFAULT_METRICS;
  const list = splitList(raw);
  const unknown = list.filter((m) => !(BREAKDOWN_METRICS as readonly string[]).includes(m) && !isDerived(m));
  if (list.length === 0 || unknown.length) {
    throw new UsageProblem(
      `${unknown.length ? `unknown metric ${unknown.map((u) => `"${u}"`).join(', ')}${didYouMean(unknown[0]!, [...BREAKDOWN_METRICS, ...DERIVED_METRICS])}` : 'metrics= is empty'}; use ${BREAKDOWN_METRICS.join(', ')}, or ${DERIVED_METRICS.join(', ')} (derived by the bot)`,
    );
  }
  if (new Set(list).size !== list.length) throw new UsageProblem('a metric is listed twice in metrics=');
  return list;
}

export const breakdownCommand = defineCommand<BreakdownRequest>({
  name: 'breakdown',
  aliases: ['bd', 'table'],
  group: 'Reports',
  summary: 'Any dimensions × metrics as a table (top/bottom N, having, hourly, your timezone; ARPDAU and impressions per user derived); CSV when large.',
  usage: `breakdown by=<dims> [metrics=<metrics>|${DERIVED_METRICS.join('|')}] [range] [top=N|bottom=N] [having=revenue>100] [hourly] [tz=Area/City] ${FILTERS_USAGE} [csv]`,
  examples: [
    'breakdown by=country metrics=revenue,ecpm last 7d top=10',
    'breakdown by=app,format metrics=revenue,fill_rate yesterday',
    'breakdown by=day metrics=revenue,impressions mtd',
    'breakdown by=hour metrics=revenue yesterday tz=Asia/Tokyo',
    'breakdown by=week metrics=revenue,arpdau last month',
    'breakdown by=country,format metrics=revenue,imps_per_user yesterday',
    'breakdown by=bidder metrics=fills,revenue yesterday having=revenue>50',
    'breakdown by=month metrics=revenue,ecpm,arpdau this year',
  ],
  need: 'read',
  // A breakdown's rows are groups (countries, bidders, weeks) of one account; a total row per
  // account would be the revenue answer again, so `account=all` points there instead.
  rollUpWhyNot: 'its rows are one account’s groups, and the total row each account would get is `revenue … account=all`',
  // A metric incident's Breakdown (views/alert-incident.ts) carries its command; anything else in
  // its value is not run. The answer comes by DM.
  buttons: [{ id: ALERT_ACTION.breakdown, commandText: (cmd) => (cmd.startsWith('breakdown ') ? cmd : 'breakdown'), answer: 'dm' }],
  parse: (text) =>
    parseWith(text, (args) => {
      const range = args.range();
      const filters = readReportFilters(args, OP);
      const tz = readTimezone(args, OP);
      const by = args.by(BREAKDOWN_DIMENSIONS);
      if (!by?.length) throw new UsageProblem(`say what to break down by, e.g. by=country (dimensions: ${BREAKDOWN_DIMENSIONS.join(', ')})`);
      if (new Set(by).size !== by.length) throw new UsageProblem('a dimension is listed twice in by');
      if (by.length > MAX_BREAKDOWN_DIMENSIONS) throw new UsageProblem(`at most ${MAX_BREAKDOWN_DIMENSIONS} dimensions (got ${by.length})`);
      const metrics = readMetrics(args.option('metrics', 'metric'));
      const topRaw = args.option('top');
      const bottomRaw = args.option('bottom');
      if (topRaw !== undefined && bottomRaw !== undefined) throw new UsageProblem('use top= or bottom=, not both');
      const top = topRaw === undefined ? undefined : checkIntegerIn(topRaw, 'top', 1, 1000, OP);
      const bottom = bottomRaw === undefined ? undefined : checkIntegerIn(bottomRaw, 'bottom', 1, 1000, OP);
      const having = args.option('having');
      if (having !== undefined) parseHaving(having, OP);
      checkDerived(by, metrics, top !== undefined || bottom !== undefined);
      const hourly = args.flag('hourly') || by.includes('hour');
      const csv = args.flag('csv');
      args.done();
      return { range, by, metrics, top, bottom, having, hourly, tz, csv, filters };
    }),
  run: async (req, ctx) => {
    const range = await rangeFor(req.range, ctx, { tz: req.tz });
    const report = await breakdownReport(
      { range, by: req.by, metrics: req.metrics, top: req.top, bottom: req.bottom, having: req.having, hourly: req.hourly, filters: req.filters },
      { breakdown: (p) => ctx.api.breakdown.get(p), dashboard: (p) => ctx.api.dashboard.get(p) },
    );
    if ('usersAcrossParts' in report) {
      return refusal(
        `ARPDAU and impressions per user divide by users, which the API counts per call of at most 31 days; over these ${range.days} days a user active in two calls would count twice.`,
        'Add by=month or by=week (each bucket’s users are then counted once), or pick 31 days or fewer.',
      );
    }
    if ('tooMany' in report) {
      return refusal(
        `ARPDAU and impressions per user need the users of each row, one dashboard query per country, OS and period; these rows need ${report.tooMany} (at most ${MAX_USER_QUERIES}).`,
        'Narrow the range, break down by fewer dimensions, or add a country= or os= filter.',
      );
    }
    const { dimensions, rows } = report;
    const shown = labelRows(rows, dimensions, range);
    const title = `Breakdown by ${dimensions.join(', ')} — ${describeSpec(range.spec)}`;
    const data: BreakdownData = {
      title,
      dates: formatDates(range),
      tz: range.tz,
      dimensions,
      metrics: req.metrics,
      derived: req.metrics.filter(isDerived),
      sharedUsers: req.metrics.some(isDerived) ? dimensions.filter((d) => SHARED_USER_DIMENSIONS.includes(d)) : [],
      rows: shown.rows,
      filters: describeFilters(req.filters),
      calendarBuckets: dimensions.some((d) => CALENDAR_DIMENSIONS.includes(d)),
      hours: dimensions.includes('hour'),
      partialBuckets: shown.partial,
      bidderRequests: dimensions.includes('bidder') && req.metrics.includes('requests'),
      ranked: req.top !== undefined ? `top ${req.top}` : req.bottom !== undefined ? `bottom ${req.bottom}` : undefined,
      having: req.having,
    };
    const view = breakdownView(data);
    // The table keeps what fits Slack's limits; the CSV has every row when it could not.
    if (!req.csv && !view.partial) return view.message;
    const file = await ctx.upload({
      filename: `breakdown-${dimensions.join('-')}-${range.startDate}-${range.endDate}-${range.tz.replace(/[^A-Za-z0-9]+/g, '_')}.csv`,
      title,
      content: [
        csvLine([...dimensions, ...req.metrics]),
        ...rows.map((r) => csvLine([...dimensions.map((d) => csvLabel(d, r.dimensions[d] ?? '', range.tz)), ...req.metrics.map((m) => r.metrics[m])])),
      ].join(''),
      comment: `${title} (${rows.length} rows, ${range.tz})`,
    });
    return breakdownView({ ...data, file: { ...file, rows: rows.length } }).message;
  },
});
