// `revenue … account=all`: one row per account (commands/types.ts rollUp), read by the same report
// function as the answer (src/reports/revenue.ts) with that account's key. Revenue is the
// dashboard's own-source or provisional revenue in USD, as the API reports it (README: the
// dashboard names no currency), so the rows total; eCPM's total comes from the summed parts.
import { describeSpec } from '../../src/time/range.js';
import { formatDates } from '../../src/time/resolve.js';
import { revenueReport } from '../../src/reports/revenue.js';
import type { RollUpRow } from '../../views/account-rollup.js';
import { rangeFor } from '../shared/when.js';
import type { ReportFilters } from '../../src/api/index.js';
import type { CompareWith } from '../../src/time/compare.js';
import type { RangeSpec } from '../../src/time/range.js';
import type { CommandContext } from '../types.js';

/** What of a revenue question its row reads (./index.ts RevenueRequest). */
interface RevenueQuestion {
  range?: RangeSpec;
  filters: ReportFilters;
  source?: string;
  vs?: CompareWith;
}

export async function revenueRollUp(req: RevenueQuestion, ctx: CommandContext): Promise<RollUpRow> {
  const current = await rangeFor(req.range, ctx);
  const report = await revenueReport({ range: current, vs: req.vs, filters: req.filters, source: req.source }, { dashboard: (p) => ctx.api.dashboard.get(p) });
  const s = report.current.summary;
  return {
    period: `${describeSpec(current.spec)} (${formatDates(current)})`,
    figures: [
      { name: 'Revenue', value: s.revenue, kind: 'money', currency: 'USD' },
      { name: 'Impressions', value: s.total_impressions, kind: 'count' },
      { name: 'Requests', value: s.total_requests, kind: 'count' },
      { name: 'eCPM', value: s.ecpm, kind: 'money', currency: 'USD', totalOf: { numerator: 'Revenue', denominator: 'Impressions', scale: 1000 } },
    ],
  };
}
