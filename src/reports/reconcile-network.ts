// The ad networks' side of the reconciliation (spec 4.6): what each network account reports per
// app, in its own currency as reported, and whether its report for the dates is final yet (every
// account-day covered). The API gives no figure of our own per ad network (the report has no
// mediation-platform dimension), so these lines carry no gap: they say what is reported and
// whether it will still change. Totals are the network report's own rule (./network.ts): added
// up only within a known currency and only when every group is known.
import type { CoverageEntry, NetworkRow } from '../api/index.js';
import type { CollectedNetworkReport } from '../api/network-pages.js';
import { networkTotals } from './network.js';
import type { ReconcileLine } from '../../views/reconcile-data.js';

/** What the network report is asked for: the account, its currency (always), and the app. */
export const RECONCILE_NETWORK_DIMENSIONS = ['provider', 'provider_account_id', 'provider_account_secondary_id', 'app_name', 'currency'] as const;

const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

function count(v: unknown): number | undefined {
  if (v === null || v === undefined || v === '') return undefined;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : undefined;
}

const accountKey = (r: { provider?: unknown; provider_account_id?: unknown; provider_account_secondary_id?: unknown }) =>
  `${String(r.provider ?? '?')}|${String(r.provider_account_id ?? '')}|${String(r.provider_account_secondary_id ?? '')}`;

function accountLabel(r: NetworkRow | CoverageEntry): string | undefined {
  const id = text(r.provider_account_id);
  const secondary = text(r.provider_account_secondary_id);
  return id ? `${id}${secondary ? `/${secondary}` : ''}` : undefined;
}

/** Why an account's report for `days` is not final yet, in words; undefined when it is. */
export function notFinalReason(entries: readonly CoverageEntry[], days: readonly string[]): string | undefined {
  const seen = new Map(entries.map((e) => [e.day, e]));
  const problems = days.flatMap((day) => {
    const e = seen.get(day);
    if (!e) return [`${day} no report`];
    if (e.status === 'covered') return [];
    if (e.status === 'pending') return [`${day} not published yet`];
    if (e.status === 'missing') return [`${day} missing (the delivery failed)`];
    return [`${day} ${e.status}`];
  });
  return problems.length ? problems.join(', ') : undefined;
}

/** The dates from `start` to `end`, inclusive (YYYY-MM-DD). */
export function datesOf(start: string, end: string): string[] {
  const out: string[] = [];
  for (let d = new Date(`${start}T00:00:00Z`); d.toISOString().slice(0, 10) <= end; d.setUTCDate(d.getUTCDate() + 1)) out.push(d.toISOString().slice(0, 10));
  return out;
}

/** Impressions added up only when every group's count is known (spec 4.6: no partial sums). */
function impressionsTotal(rows: readonly NetworkRow[]): number | undefined {
  let sum = 0;
  for (const r of rows) {
    const n = count(r.impressions);
    if (n === undefined) return undefined;
    sum += n;
  }
  return sum;
}

/** One line per network account (its total, where it may be added up) and one per app it reports. */
export function networkLines(report: Pick<CollectedNetworkReport, 'rows' | 'coverage'>, days: readonly string[]): ReconcileLine[] {
  const byAccount = new Map<string, NetworkRow[]>();
  for (const r of report.rows) byAccount.set(accountKey(r), [...(byAccount.get(accountKey(r)) ?? []), r]);
  // An account with coverage but no rows (nothing delivered yet) still gets its line: it is not final.
  for (const c of report.coverage) if (!byAccount.has(accountKey(c))) byAccount.set(accountKey(c), []);
  const lines: ReconcileLine[] = [];
  for (const [key, rows] of [...byAccount].sort(([a], [b]) => a.localeCompare(b))) {
    const coverage = report.coverage.filter((c) => accountKey(c) === key);
    const [provider] = key.split('|');
    const first = rows[0] ?? coverage[0];
    const pending = notFinalReason(coverage, days);
    const base = { kind: 'network' as const, network: provider!, account: first ? accountLabel(first) : undefined, final: pending === undefined, pending, flagged: false };
    const currencies = [...new Set(rows.map((r) => (typeof r.currency === 'string' ? r.currency : null)))];
    // The account's total: one known currency, every group's revenue known (networkTotals decides).
    if (currencies.length === 1) {
      const totals = networkTotals(rows);
      const known = totals.currencies[0];
      lines.push({
        ...base,
        currency: currencies[0]!,
        reportedRevenue: known?.revenue,
        reportedImpressions: impressionsTotal(rows),
        rowsWithoutRevenue: rows.reduce((n, r) => n + (count(r.missing_revenue) ?? 0), 0),
      });
    } else if (rows.length === 0) {
      lines.push({ ...base, currency: null });
    }
    for (const r of [...rows].sort((a, b) => String(a.app_name ?? '\uffff').localeCompare(String(b.app_name ?? '\uffff')))) {
      lines.push({
        ...base,
        app: text(r.app_name) ?? null,
        currency: typeof r.currency === 'string' ? r.currency : null,
        reportedRevenue: typeof r.revenue === 'number' ? r.revenue : undefined,
        reportedImpressions: count(r.impressions),
        rowsWithoutRevenue: count(r.missing_revenue) ?? 0,
      });
    }
  }
  return lines;
}
