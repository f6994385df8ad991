// network [range] [by dims] [filter.x=y …] [is_null=dim] [csv]: revenue the ad networks
// reported (spec 4.6), per network account by default, with coverage and freshness warnings
// (which network account and day has no report yet). The network, its account and `currency`
// are always requested (the view shows them on every row; money never goes without its
// currency, and revenue is never converted). The whole report goes out as a CSV file —
// streamed page by page to disk, then uploaded — when asked or when it is large.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NETWORK_DIMENSIONS, NETWORK_MAX_DAYS, LimitExceededError, type NetworkDimension } from '../../src/api/index.js';
import { saveNetworkCsv } from '../../src/api/network-csv.js';
import { collectNetworkReport, type CollectedNetworkReport, type NetworkReportQuery } from '../../src/api/network-pages.js';
import { knownDaysTotals, networkTotals, rowsKnownDays, withKnownDays } from '../../src/reports/network.js';
import { toApiDates } from '../../src/time/api-range.js';
import { describeSpec, type RangeSpec } from '../../src/time/range.js';
import { formatDates } from '../../src/time/resolve.js';
import { NETWORK_SHOWN_DIMENSIONS, NETWORK_TABLE_ROWS, networkView } from '../../views/network.js';
import type { UploadedFile } from '../../views/types.js';
import { parseWith, UsageProblem } from '../shared/args.js';
import { networkFilterValues } from '../shared/filters.js';
import { rangeFor } from '../shared/when.js';
import { defineCommand, type CommandContext } from '../types.js';
import { networkChart } from './chart.js';
import { NETWORK_DEFAULT_RANGE, networkRollUp } from './roll-up.js';

export interface NetworkRequest {
  range?: RangeSpec;
  dimensions: NetworkDimension[];
  filters: Record<string, string[]>;
  isNull: string[];
  csv: boolean;
}

/** Rows held in memory for the Slack summary; bigger reports go out as CSV only. */
const SUMMARY_MAX_ROWS = 5_000;

function checkDimension(name: string, what: string): NetworkDimension {
  if (!(NETWORK_DIMENSIONS as readonly string[]).includes(name)) {
    throw new UsageProblem(`${what} "${name}" is not a network dimension; use ${NETWORK_DIMENSIONS.join(', ')}`);
  }
  return name as NetworkDimension;
}

export const networkCommand = defineCommand<NetworkRequest>({
  name: 'network',
  aliases: ['networks', 'net'],
  group: 'Network & auctions',
  summary: 'Revenue reported by the ad networks, with coverage warnings (which network/day has no report); CSV of the whole report.',
  usage: 'network [range] [by <dims>] [filter.<dim>=<value> …] [is_null=<dim>] [csv]',
  examples: ['network yesterday', 'network last 7d by provider,country', 'network last 30d filter.provider=net_e csv', 'network mtd by day,provider'],
  need: 'read',
  rollUp: networkRollUp,
  parse: (text) =>
    parseWith(text, (args) => {
      const range = args.range();
      const filters: Record<string, string[]> = {};
      for (const [dim, values] of args.optionsWithPrefix('filter.')) filters[checkDimension(dim, 'filter')] = networkFilterValues(dim, values);
      const isNull: string[] = [];
      for (const value of [args.option('is_null')].filter((v): v is string => v !== undefined)) {
        for (const dim of value.split(',').map((d) => d.trim()).filter(Boolean)) isNull.push(checkDimension(dim, 'is_null'));
      }
      const clash = isNull.find((d) => filters[d]);
      if (clash) throw new UsageProblem(`is_null=${clash} cannot be combined with filter.${clash}`);
      const by = args.by(NETWORK_DIMENSIONS) ?? ['provider'];
      const csv = args.flag('csv', 'file');
      args.done();
      const dimensions = [...new Set([...by.map((d) => checkDimension(d, 'dimension')), ...NETWORK_SHOWN_DIMENSIONS])];
      return { range, dimensions, filters, isNull, csv };
    }),
  run: async (req, ctx) => {
    const range = await rangeFor(req.range, ctx, { fallback: NETWORK_DEFAULT_RANGE });
    const dates = toApiDates(range, NETWORK_MAX_DAYS);
    const query: NetworkReportQuery = { ...dates, dimensions: req.dimensions, filters: req.filters, is_null: req.isNull, sort_by: 'revenue', sort_order: 'desc' };
    const title = `Network revenue — ${describeSpec(range.spec)}`;
    let report: Awaited<ReturnType<typeof collectNetworkReport>> | undefined;
    try {
      report = await collectNetworkReport(ctx.api.network, query, { maxRows: SUMMARY_MAX_ROWS });
    } catch (err) {
      // Too many rows to summarize (our own cap, not the API's 422): send the file only.
      if (!(err instanceof LimitExceededError) || err.status !== 0) throw err;
    }
    // A summary cut by the question's paging budget (src/api/question.ts) leaves none for a file.
    const wantFile = !report?.cut && (req.csv || !report || report.rows.length > NETWORK_TABLE_ROWS);
    const csv = wantFile ? await uploadCsv(ctx, query, title, `network-${dates.start_date}-${dates.end_date}.csv`) : undefined;
    const { totals, rowsKnown } = report ? await totalsOf(ctx, query, report, range.days) : { totals: networkTotals([]), rowsKnown: undefined };
    const spec = report && networkChart(report.rows, formatDates(range));
    const chart = spec ? await ctx.chart(spec) : undefined;
    return networkView({
      title,
      chart,
      dates: formatDates(range),
      requestedDays: { start: dates.start_date, end: dates.end_date },
      fields: report?.fields ?? csv?.fields ?? [],
      rows: report?.rows,
      totals,
      rowsKnownDays: rowsKnown,
      coverage: report?.coverage ?? csv?.coverage ?? [],
      restarts: report?.restarts ?? 0,
      cut: csv?.cut ?? report?.cut,
      filters: Object.entries(req.filters).map(([d, v]) => `${d}=${v.join('|')}`).concat(req.isNull.map((d) => `${d} is null`)),
      file: csv?.file,
    });
  },
});

/**
 * The headline totals. Over several days, a day one network left unknown (rows without revenue)
 * or has not reported would make a total with an unknown part: the same report is read by day and
 * network account, and such a currency shows the known days' subtotal with the others named. A
 * table of one row per network account shows each such row's known days' subtotal the same way.
 */
async function totalsOf(ctx: CommandContext, query: NetworkReportQuery, report: CollectedNetworkReport, days: number) {
  const totals = networkTotals(report.rows);
  const gaps = totals.currencies.some((c) => c.unknownGroups > 0) || report.coverage.some((c) => c.status !== 'covered');
  if (days < 2 || !gaps) return { totals, rowsKnown: undefined };
  const byDay = await collectNetworkReport(ctx.api.network, { ...query, dimensions: ['day', ...NETWORK_SHOWN_DIMENSIONS], sort_by: undefined, sort_order: undefined }, { maxRows: SUMMARY_MAX_ROWS });
  // Rows grouped by more than the network account (country, placement…) are not in the by-day read.
  const perAccount = (query.dimensions ?? []).every((d) => (NETWORK_SHOWN_DIMENSIONS as readonly string[]).includes(d));
  return {
    totals: withKnownDays(totals, knownDaysTotals(byDay.rows, byDay.coverage)),
    rowsKnown: perAccount ? rowsKnownDays(report.rows, byDay.rows, byDay.coverage) : undefined,
  };
}

async function uploadCsv(ctx: CommandContext, query: NetworkReportQuery, title: string, filename: string) {
  const dir = await mkdtemp(join(tmpdir(), 'adops-network-'));
  try {
    const saved = await saveNetworkCsv(ctx.api.network, query, join(dir, filename));
    if (saved.cut && saved.rows === 0) return { file: undefined, fields: saved.fields, coverage: saved.coverage, cut: saved.cut };
    const uploaded = await ctx.upload({ filename, title, content: { path: saved.path }, comment: `${title} (${saved.rows} rows)` });
    const file: UploadedFile = { ...uploaded, rows: saved.rows };
    return { file, fields: saved.fields, coverage: saved.coverage, cut: saved.cut };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
