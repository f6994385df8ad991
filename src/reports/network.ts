// What the network report's headline may say (spec 4.6): revenue added up per currency (never
// converted, never across currencies), and only where every group's revenue is known. A group
// whose revenue is null has source rows without revenue; the API gives no partial sums, so a
// total over it is not a number either — it is unknown, with the reason. `/adops network` and
// the network digest both read their totals here.
import type { NetworkRow } from '../api/index.js';
import type { NetworkTotals } from '../../views/network.js';

function num(v: unknown): number | null {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
}

export function networkTotals(rows: readonly NetworkRow[]): NetworkTotals {
  const byCurrency = new Map<string, { sum: number; groups: number; unknownGroups: number; rowsWithoutRevenue: number }>();
  let unknownCurrency = false;
  for (const r of rows) {
    if (typeof r.currency !== 'string') {
      if (num(r.revenue) !== null) unknownCurrency = true;
      continue;
    }
    const t = byCurrency.get(r.currency) ?? { sum: 0, groups: 0, unknownGroups: 0, rowsWithoutRevenue: 0 };
    const v = num(r.revenue);
    t.groups += 1;
    if (v === null) {
      t.unknownGroups += 1;
      t.rowsWithoutRevenue += num(r.missing_revenue) ?? 0;
    } else {
      t.sum += v;
    }
    byCurrency.set(r.currency, t);
  }
  return {
    currencies: [...byCurrency].map(([currency, t]) => ({
      currency,
      ...(t.unknownGroups === 0 ? { revenue: t.sum } : {}),
      groups: t.groups,
      unknownGroups: t.unknownGroups,
      rowsWithoutRevenue: t.rowsWithoutRevenue,
    })),
    unknownCurrency,
  };
}
