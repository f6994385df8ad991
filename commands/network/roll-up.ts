// `network … account=all`: one row per account (commands/types.ts rollUp), read with that
// account's key by the same report and totals as the answer (src/reports/network.ts). One column
// per currency, never converted; a currency with a group of unknown revenue, or a report cut
// short, has no figure (so no total is made over it: never a sum with an unknown part).
import { NETWORK_MAX_DAYS } from '../../src/api/index.js';
import { collectNetworkReport } from '../../src/api/network-pages.js';
import { networkTotals } from '../../src/reports/network.js';
import { toApiDates } from '../../src/time/api-range.js';
import { describeSpec, type RangeSpec } from '../../src/time/range.js';
import { formatDates } from '../../src/time/resolve.js';
import { NETWORK_SHOWN_DIMENSIONS } from '../../views/network.js';
import type { RollUpFigure, RollUpRow } from '../../views/account-rollup.js';
import { rangeFor } from '../shared/when.js';
import type { CommandContext } from '../types.js';

export const NETWORK_DEFAULT_RANGE: RangeSpec = { kind: 'lastDays', days: 7 };
/** Rows read for one account's row; more is reported as not known rather than summed short. */
const ROLL_UP_MAX_ROWS = 5_000;

/** What of a network question its row reads (./index.ts NetworkRequest). */
interface NetworkQuestion {
  range?: RangeSpec;
  filters: Record<string, string[]>;
  isNull: string[];
}

export async function networkRollUp(req: NetworkQuestion, ctx: CommandContext): Promise<RollUpRow> {
  const range = await rangeFor(req.range, ctx, { fallback: NETWORK_DEFAULT_RANGE });
  const query = { ...toApiDates(range, NETWORK_MAX_DAYS), dimensions: [...NETWORK_SHOWN_DIMENSIONS], filters: req.filters, is_null: req.isNull };
  const report = await collectNetworkReport(ctx.api.network, query, { maxRows: ROLL_UP_MAX_ROWS });
  const totals = networkTotals(report.rows);
  const figures: RollUpFigure[] = totals.currencies.map((c) => ({
    name: `Revenue (${c.currency})`,
    value: report.cut ? undefined : c.revenue,
    kind: 'money',
    currency: c.currency,
  }));
  // Revenue the network gave without its currency is in no column; how many rows there are is said.
  const noCurrency = report.rows.filter((r) => typeof r.currency !== 'string' && r.revenue !== null && r.revenue !== undefined).length;
  if (totals.unknownCurrency) figures.push({ name: 'Rows of revenue without a currency (not added)', value: report.cut ? undefined : noCurrency, kind: 'count' });
  return { period: `${describeSpec(range.spec)} (${formatDates(range)})`, figures };
}
