// reconcile [range] [gap=5%]: our own revenue and impressions against what each network reports,
// by network and app, with the gap and whether each network's data is final yet (the morning
// reconciliation). The figures are the reconcile report's (src/reports/reconcile.ts): the demand
// comparison and the network report over the same completed UTC dates — by default the latest
// completed one. The daily `reconcile` digest renders the same report.
import { collectNetworkReport } from '../../src/api/network-pages.js';
import { ROLLOVER, type DemandWindow } from '../../src/reports/demand.js';
import { COMPLETED_RULE, DEFAULT_GAP_PCT, latestCompletedSpec, reconcileReport } from '../../src/reports/reconcile.js';
import { DateRangeError, describeSpec, type RangeSpec } from '../../src/time/range.js';
import { formatDates, type ResolvedRange } from '../../src/time/resolve.js';
import { reconcileTitle, reconcileView } from '../../views/reconcile.js';
import { DEMAND_MAX_DATES } from '../../src/api/index.js';
import { checkDemandSpec } from '../demand/dates.js';
import { parseWith, UsageProblem } from '../shared/args.js';
import { rangeFor } from '../shared/when.js';
import { defineCommand } from '../types.js';
import { GAP_USAGE, readGapPct } from './gap.js';

export interface ReconcileRequest {
  /** undefined: the latest completed UTC date. */
  range?: RangeSpec;
  /** undefined: DEFAULT_GAP_PCT. */
  gapPct?: number;
}

/** Rows of the network report held for the answer (network account × app: a few dozen in practice). */
export const RECONCILE_NETWORK_ROWS = 5_000;

/** Why the dates compared are not the ones the words mean in the asker's timezone (as `/adops demand` says it). */
export function datesWhy(window: DemandWindow, local: ResolvedRange | undefined): string[] {
  const why: string[] = [];
  if (local && (window.range.startDate !== local.startDate || (!window.cutFrom && window.range.endDate !== local.endDate))) {
    why.push(`UTC dates: the partner reports are per UTC day; in ${local.tz} ${describeSpec(window.range.spec)} is ${formatDates({ ...local, partial: false })}`);
  }
  if (window.cutFrom) why.push(`${window.cutFrom} is completed at ${ROLLOVER} the day after`);
  return why;
}

export const reconcileCommand = defineCommand<ReconcileRequest>({
  name: 'reconcile',
  aliases: ['reconciliation', 'recon'],
  group: 'Network & auctions',
  summary: 'Own revenue and impressions against what each network reports, by network and app: the gap, and whether the network’s data is final yet.',
  usage: 'reconcile [range] [gap=<percent>]',
  examples: ['reconcile', 'reconcile last 7d', 'reconcile 2026-11-01..2026-11-15 gap=2%'],
  need: 'read',
  // Gaps are per network and app of one account; added across accounts they would hide each other.
  rollUpWhyNot: 'its gaps are per network and app of one account, and gaps added across accounts would cancel out',
  parse: (text) =>
    parseWith(text, (args) => {
      const range = args.range();
      checkDemandSpec(range, DEMAND_MAX_DATES);
      const raw = args.option('gap', 'threshold');
      const gapPct = raw === undefined ? undefined : readGapPct(raw);
      if (raw !== undefined && gapPct === undefined) throw new UsageProblem(GAP_USAGE);
      args.done();
      return { range, gapPct };
    }),
  run: async (req, ctx) => {
    const nowMs = ctx.now();
    // Compared as UTC calendar dates: the partner reports are per UTC day.
    const range = await rangeFor(req.range ?? latestCompletedSpec(nowMs), ctx, { utcOnly: true });
    const gapPct = req.gapPct ?? DEFAULT_GAP_PCT;
    const report = await reconcileReport(
      { range, gapPct },
      { demand: ctx.api.demand, network: (query) => collectNetworkReport(ctx.api.network, query, { maxRows: RECONCILE_NETWORK_ROWS }) },
      nowMs,
    );
    // The same words in the asker's timezone, for the title (none to name while no hour is complete there).
    const local = req.range
      ? await rangeFor(req.range, ctx).catch((err: unknown) => {
          if (err instanceof DateRangeError) return undefined;
          throw err;
        })
      : undefined;
    const dates = formatDates(report.window.range);
    return reconcileView({
      title: reconcileTitle({ asked: req.range && describeSpec(req.range), dates, why: datesWhy(report.window, local), rule: COMPLETED_RULE }),
      dates,
      report,
      thresholdNote: req.gapPct === undefined ? `gaps flagged above ${DEFAULT_GAP_PCT}% (gap= sets another)` : `gaps flagged above ${gapPct}% (as asked)`,
    });
  },
});
