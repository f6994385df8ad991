// `demand … account=all`: one row per account (commands/types.ts rollUp), read by the same report
// as the answer (src/reports/demand-long.ts) with that account's key, over the same completed UTC
// dates: own revenue against what the demand sources report, the difference and its share of own,
// and the revenue reported on ad units not mapped to ours. Money in the account's currency, never
// converted (the view totals only where every account's agrees); the total's share is derived from
// the summed difference and own revenue, never averaged. A key without demand comparison gets its
// row's reason (the API's 403), and then no total is made.
import { ROLLOVER } from '../../src/reports/demand.js';
import { demandLongReport } from '../../src/reports/demand-long.js';
import { describeSpec, type RangeSpec } from '../../src/time/range.js';
import { formatDates } from '../../src/time/resolve.js';
import type { RollUpRow } from '../../views/account-rollup.js';
import { rangeFor } from '../shared/when.js';
import type { CommandContext } from '../types.js';

/** What of a demand question its row reads (./index.ts DemandRequest). */
interface DemandQuestion {
  range?: RangeSpec;
  sources: string[];
  fallback: RangeSpec;
}

export async function demandRollUp(req: DemandQuestion, ctx: CommandContext): Promise<RollUpRow> {
  const range = await rangeFor(req.range, ctx, { utcOnly: true, fallback: req.fallback });
  const report = await demandLongReport({ range, sources: req.sources }, ctx.api, ctx.now());
  const money = { kind: 'money', currency: report.currency } as const;
  const t = report.total;
  const notes = [
    ...(report.window.cutFrom ? [`from ${report.window.cutFrom} not compared yet (a UTC date is completed at ${ROLLOVER} the day after)`] : []),
    ...(report.late.length ? [`${report.late.length} partner report${report.late.length === 1 ? '' : 's'} late: \`demand … account=<name>\` names them`] : []),
  ];
  return {
    period: `${describeSpec(report.window.range.spec)} (${formatDates(report.window.range)}, UTC dates)`,
    figures: [
      { name: 'Own revenue', value: t.own, ...money },
      { name: 'Reported revenue', value: t.reported, ...money },
      { name: 'Difference', value: t.difference, ...money },
      { name: 'Difference % of own', value: t.differencePct, kind: 'ratio', totalOf: { numerator: 'Difference', denominator: 'Own revenue', scale: 100 } },
      { name: 'Reported on unmapped ad units', value: report.unmappedTotal.revenue ?? (report.unmapped.length ? undefined : 0), ...money },
    ],
    ...(notes.length ? { note: notes.join('; ') } : {}),
  };
}
