// demand [range] [source=<id>[,<id>…]]: own revenue against each demand source's reported revenue
// (spec 4.7) — per source, the difference and its share — with the mapped and unmapped ad units.
// The figures are the demand report's (src/reports/demand.ts): UTC calendar dates, completed only,
// the comparison and the unmapped ad units read together over the same window — over more than 31
// dates, windows of 31 merged (src/reports/demand-long.ts).
import { DEMAND_MAX_DATES } from '../../src/api/index.js';
import { ROLLOVER, type DemandWindow } from '../../src/reports/demand.js';
import { demandLongReport } from '../../src/reports/demand-long.js';
import { MAX_LONG_RANGE_DAYS } from '../../src/time/api-range.js';
import { DateRangeError, describeSpec, type RangeSpec } from '../../src/time/range.js';
import { formatDates, type ResolvedRange } from '../../src/time/resolve.js';
import { demandView } from '../../views/demand.js';
import { parseWith, UsageProblem, type Args } from '../shared/args.js';
import { rangeFor } from '../shared/when.js';
import { defineCommand } from '../types.js';
import { checkDemandSpec } from './dates.js';
import { demandRollUp } from './roll-up.js';

export interface DemandRequest {
  range?: RangeSpec;
  /** Demand source ids (bidder_alpha …); empty: every source. */
  sources: string[];
}

const DEFAULT_RANGE: RangeSpec = { kind: 'lastDays', days: 7 };
/** Demand source ids as the API names them; which exist is the API's to say (400 listing them). */
const SOURCE_ID = /^[A-Za-z0-9_.-]{1,64}$/;

function readSources(args: Args): string[] {
  const raw = args.option('source', 'demand_source', 'sources');
  if (raw === undefined) return [];
  const sources = [...new Set(raw.split(',').map((s) => s.trim()))];
  if (sources.some((s) => !SOURCE_ID.test(s))) throw new UsageProblem('source= takes demand source ids such as bidder_alpha, comma-separated for several');
  return sources;
}

/**
 * The title names the dates shown when they are not the ones the range means to the user: "last
 * 7d" means the same 7 dates in every command, and where demand cannot serve them — the partner
 * reports are per UTC day, and a date completes at 12:00 UTC the day after — the title says which
 * dates it shows and why.
 */
function demandTitle(window: DemandWindow, local: ResolvedRange | undefined): string {
  const asked = describeSpec(window.range.spec);
  const why: string[] = [];
  if (local && (window.range.startDate !== local.startDate || (!window.cutFrom && window.range.endDate !== local.endDate))) {
    why.push(`UTC dates: the partner reports are per UTC day; in ${local.tz} ${asked} is ${formatDates({ ...local, partial: false })}`);
  }
  if (window.cutFrom) why.push(`${window.cutFrom} is completed at ${ROLLOVER} the day after`);
  return why.length ? `Demand comparison — ${asked}: ${formatDates(window.range)} (${why.join('; ')})` : `Demand comparison — ${asked}`;
}

export const demandCommand = defineCommand<DemandRequest>({
  name: 'demand',
  aliases: ['demand-comparison'],
  group: 'Network & auctions',
  summary: `Own revenue against what each demand source reports (difference and its share), mapped and unmapped ad units; up to ${MAX_LONG_RANGE_DAYS} completed UTC dates, read ${DEMAND_MAX_DATES} at a time.`,
  usage: 'demand [range] [source=<demand source>[,<demand source>…]]',
  examples: ['demand last 7d', 'demand yesterday source=bidder_alpha', 'demand 2026-11-01..2026-11-15 source=bidder_bravo,bidder_charlie'],
  need: 'read',
  rollUp: (req, ctx) => demandRollUp({ ...req, fallback: DEFAULT_RANGE }, ctx),
  parse: (text) =>
    parseWith(text, (args) => {
      const range = args.range();
      checkDemandSpec(range, MAX_LONG_RANGE_DAYS);
      const sources = readSources(args);
      args.done();
      return { range, sources };
    }),
  run: async (req, ctx) => {
    // Dates are compared as UTC calendar dates: the partner reports are per UTC day.
    const range = await rangeFor(req.range, ctx, { utcOnly: true, fallback: DEFAULT_RANGE });
    const report = await demandLongReport({ range, sources: req.sources }, ctx.api, ctx.now());
    // The same words in the user's timezone, for the title; a range still running there with no
    // complete hour yet has no dates to name, and the UTC ones are shown as they are.
    const local = await rangeFor(req.range, ctx, { fallback: DEFAULT_RANGE }).catch((err: unknown) => {
      if (err instanceof DateRangeError) return undefined;
      throw err;
    });
    const { window } = report;
    return demandView({
      title: demandTitle(window, local),
      dates: formatDates(window.range),
      currency: report.currency,
      sources: req.sources,
      cutFrom: window.cutFrom,
      cutRule: `a UTC date is completed at ${ROLLOVER} the day after`,
      total: report.total,
      perSource: report.perSource,
      unmapped: report.unmapped,
      unmappedTotal: report.unmappedTotal,
      late: report.late,
      parts: report.parts,
    });
  },
});
