// What the network report's headline may say (spec 4.6): revenue added up per currency (never
// converted, never across currencies), and only where every group's revenue is known. A group
// whose revenue is null has source rows without revenue; the API gives no partial sums, so a
// total over it is not a number either — it is unknown, with the reason. `/adops network` and
// the network digest both read their totals here. Over several days, a day of one network that
// is unknown (rows without revenue) or missing (no report) would make the whole total unknown or
// short: `knownDaysTotals` gives the subtotal of the days that are known and names the others,
// never presenting a sum with an unknown part as the total.
import type { CoverageEntry, NetworkRow } from '../api/index.js';
import type { KnownDays, NetworkTotals } from '../../views/network.js';

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

const accountOf = (r: { provider?: unknown; provider_account_id?: unknown; provider_account_secondary_id?: unknown }) =>
  `${String(r.provider)} ${String(r.provider_account_id)}${r.provider_account_secondary_id ? `/${String(r.provider_account_secondary_id)}` : ''}`;

/**
 * Per currency, from the same report read by day (`day` among its dimensions): the revenue of the
 * account-days that are known, and the account-days that are not — a day whose revenue some
 * source rows lack, or a day the network has not reported (its coverage entry is not `covered`).
 */
export function knownDaysTotals(byDay: readonly NetworkRow[], coverage: readonly CoverageEntry[]): Map<string, KnownDays> {
  const out = new Map<string, KnownDays>();
  const currencyOf = new Map<string, string>();
  for (const r of byDay) {
    if (typeof r.currency !== 'string') continue;
    const t = out.get(r.currency) ?? { revenue: 0, unknown: [] };
    const v = num(r.revenue);
    currencyOf.set(accountOf(r), r.currency);
    if (v === null) t.unknown.push(`${accountOf(r)} on ${String(r.day)} (source rows without revenue)`);
    else t.revenue += v;
    out.set(r.currency, t);
  }
  for (const c of coverage) {
    const currency = currencyOf.get(accountOf(c));
    if (c.status === 'covered' || currency === undefined) continue;
    out.get(currency)!.unknown.push(`${accountOf(c)} on ${c.day} (${c.status === 'pending' ? 'not published yet' : `report ${c.status}`})`);
  }
  for (const t of out.values()) t.unknown = [...new Set(t.unknown)].sort();
  return out;
}

/** The totals with each currency's known days' subtotal, where the whole total is unknown or misses days. */
export function withKnownDays(t: NetworkTotals, known: ReadonlyMap<string, KnownDays>): NetworkTotals {
  return {
    ...t,
    currencies: t.currencies.map((c) => {
      const k = known.get(c.currency);
      return k && (c.unknownGroups > 0 || k.unknown.length > 0) ? { ...c, knownDays: k } : c;
    }),
  };
}

/**
 * For a report grouped by network account only (the shown dimensions), each row's known days'
 * subtotal where its account has a day unknown (rows without revenue) or not reported — the same
 * rule as the headline's `knownDaysTotals` — read from the same report by day. Undefined where the
 * row's own figure stands, or where no day of the account is known (nothing to add up).
 */
export function rowsKnownDays(rows: readonly NetworkRow[], byDay: readonly NetworkRow[], coverage: readonly CoverageEntry[]): (number | undefined)[] {
  const keyOf = (r: NetworkRow) => `${accountOf(r)}|${String(r.currency)}`;
  const known = new Map<string, number>();
  const gaps = new Set<string>();
  const keysOfAccount = new Map<string, Set<string>>();
  for (const r of byDay) {
    if (typeof r.currency !== 'string') continue;
    const key = keyOf(r);
    keysOfAccount.set(accountOf(r), (keysOfAccount.get(accountOf(r)) ?? new Set()).add(key));
    const v = num(r.revenue);
    if (v === null) gaps.add(key);
    else known.set(key, (known.get(key) ?? 0) + v);
  }
  for (const c of coverage) if (c.status !== 'covered') for (const key of keysOfAccount.get(accountOf(c)) ?? []) gaps.add(key);
  return rows.map((r) => (gaps.has(keyOf(r)) ? known.get(keyOf(r)) : undefined));
}
