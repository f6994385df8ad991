// The network report query (spec 4.6): read the covered raw batches of the matching accounts,
// normalize, filter, group, aggregate without partial sums, and order. The result of one
// (query, data version) pair is computed once, asynchronously in slices (so a slow query can
// answer 504 and keep going), and then served page by page.
import type { SandboxContext } from '../types.js';
import { NETWORK_DIMENSIONS, NETWORK_METRICS, type CoverageEntry, type NetworkDimension } from '../vocabulary.js';
import type { NetworkAccount } from './network-accounts.js';
import { REPORTED_DIMENSIONS } from './network-accounts.js';
import { DIM, normalizeBatch, type Cell, type Metrics } from './network-normalize.js';
import { coverageEntry, daysBetween, expectedDeliveryAt, rawBatch, type DataVersion, type NetworkStore } from './network-store.js';

export interface NetworkQuerySpec {
  startDate: string;
  endDate: string;
  /** As requested (any order); output follows NETWORK_DIMENSIONS. */
  dimensions: readonly NetworkDimension[];
  filters: ReadonlyMap<NetworkDimension, ReadonlySet<string>>;
  isNull: ReadonlySet<NetworkDimension>;
  sortBy: 'revenue' | undefined;
  sortOrder: 'asc' | 'desc';
}

/** One output row before formatting: the grouping cells and the running sums. */
export interface Group {
  /** Sort key: the grouping cells in table order, nulls as U+FFFF so they sort last. */
  key: string;
  /** Cells of `ReportResult.keyDims`, same order. */
  cells: Cell[];
  impressions: number;
  clicks: number;
  revenue: number;
  missingImpressions: number;
  missingClicks: number;
  missingRevenue: number;
}

export interface ReportResult {
  /** Dimension columns then the eight metrics. */
  fields: string[];
  /** Which grouping cell each output dimension column reads. */
  fieldCells: number[];
  groups: Group[];
}

export class ReportTooLargeError extends Error {}

const PROVIDER_TRIPLE: readonly NetworkDimension[] = ['provider', 'provider_account_id', 'provider_account_secondary_id'];
/** Dimensions that are the same on every row of an account: coverage can be filtered by them. */
const ACCOUNT_LEVEL: readonly NetworkDimension[] = [...PROVIDER_TRIPLE, 'account_name', 'source_timezone', 'currency'];

function accountValue(account: NetworkAccount, dim: NetworkDimension): string | null {
  switch (dim) {
    case 'provider': return account.def.provider;
    case 'provider_account_id': return account.accountId;
    case 'provider_account_secondary_id': return account.secondaryId;
    case 'account_name': return account.name;
    case 'source_timezone': return account.def.sourceTimezone;
    default: return account.def.currency;
  }
}

/**
 * The accounts that can contribute rows: a filter on a dimension the network does not report
 * excludes it (rule 6), and account-level filters / is_null are decided here once.
 */
export function matchingAccounts(store: NetworkStore, spec: NetworkQuerySpec): NetworkAccount[] {
  return store.accounts.filter((a) => {
    for (const [dim, values] of spec.filters) {
      if (!REPORTED_DIMENSIONS[a.def.provider].has(dim)) return false;
      if (ACCOUNT_LEVEL.includes(dim)) {
        const v = accountValue(a, dim);
        if (v === null || !values.has(v)) return false;
      }
    }
    for (const dim of spec.isNull) if (ACCOUNT_LEVEL.includes(dim) && accountValue(a, dim) !== null) return false;
    return true;
  });
}

/**
 * One entry per matching account and requested day, and when the first pending one of them
 * will be delivered (until then the coverage cannot change).
 */
export function coverageFor(
  ctx: SandboxContext, store: NetworkStore, accounts: readonly NetworkAccount[], spec: NetworkQuerySpec,
): { coverage: CoverageEntry[]; changesAt: number } {
  const days = daysBetween(spec.startDate, spec.endDate);
  let changesAt = Infinity;
  const coverage: CoverageEntry[] = [];
  for (const a of accounts) {
    for (const d of days) {
      const entry = coverageEntry(ctx, store, a, d);
      if (entry.status === 'pending') changesAt = Math.min(changesAt, expectedDeliveryAt(ctx.seed, store, a, d));
      coverage.push(entry);
    }
  }
  return { coverage, changesAt };
}

/** Grouping columns in table order: requested, the provider triple (currency rule), then the two always grouped. */
function keyDimsOf(spec: NetworkQuerySpec): NetworkDimension[] {
  const wanted = new Set<NetworkDimension>([...spec.dimensions, ...PROVIDER_TRIPLE, 'source_timezone', 'currency']);
  return NETWORK_DIMENSIONS.filter((d) => wanted.has(d));
}

const NULL_KEY = '\uffff';
const SEP = '\u0000';

interface Progress {
  done: number;
  total: number;
}

/** Runs the query; `progress` lets a waiting request estimate Retry-After. */
export async function computeReport(
  ctx: SandboxContext, store: NetworkStore, data: DataVersion, spec: NetworkQuerySpec,
  coverage: readonly CoverageEntry[], progress: Progress,
): Promise<ReportResult> {
  const keyDims = keyDimsOf(spec);
  const keyCols = keyDims.map((d) => DIM[d]);
  // Columns that are the same on every row of one account-day batch are keyed once per batch;
  // only the others (placement, country, …) are keyed per row.
  const perRow = keyDims.map((d, i) => (d === 'day' || ACCOUNT_LEVEL.includes(d) ? -1 : i)).filter((i) => i >= 0);
  // Currency rule 3: rows with a known currency do not keep the provider columns nobody asked for.
  const hideWhenCurrencyKnown = keyDims.map((d) => PROVIDER_TRIPLE.includes(d) && !spec.dimensions.includes(d));
  const filters = [...spec.filters].map(([d, values]) => [DIM[d], values] as const);
  const nullCols = [...spec.isNull].map((d) => DIM[d]);
  const batches = new Map<string, Map<string, Group>>();
  let batchGroups: Map<string, Group> | undefined;
  let count = 0;
  const keyCells: Cell[] = new Array<Cell>(keyCols.length);
  const maxRows = store.limits.maxReportRows;
  const text = (v: Cell) => (v === null ? NULL_KEY : typeof v === 'string' ? v : String(v));

  const visit = (cells: Cell[], m: Metrics) => {
    for (const [col, values] of filters) {
      const v = cells[col];
      if (v === null || v === undefined || !values.has(typeof v === 'string' ? v : String(v))) return;
    }
    for (const col of nullCols) if (cells[col] !== null) return;
    const currencyKnown = cells[DIM.currency] !== null;
    for (let i = 0; i < keyCols.length; i++) keyCells[i] = currencyKnown && hideWhenCurrencyKnown[i] ? null : cells[keyCols[i]!]!;
    if (!batchGroups) {
      const batchKey = keyCells.filter((_, i) => !perRow.includes(i)).map(text).join(SEP);
      batchGroups = batches.get(batchKey);
      if (!batchGroups) batches.set(batchKey, (batchGroups = new Map()));
    }
    let rowKey = '';
    for (let j = 0; j < perRow.length; j++) rowKey += (j ? SEP : '') + text(keyCells[perRow[j]!]!);
    let g = batchGroups.get(rowKey);
    if (!g) {
      if (++count > maxRows) throw new ReportTooLargeError();
      // The full key, in table order, is the sort key: built once per group.
      g = { key: keyCells.map(text).join(SEP), cells: keyCells.slice(), impressions: 0, clicks: 0, revenue: 0, missingImpressions: 0, missingClicks: 0, missingRevenue: 0 };
      batchGroups.set(rowKey, g);
    }
    if (m.impressions === null) g.missingImpressions++;
    else g.impressions += m.impressions;
    if (m.clicks === null) g.missingClicks++;
    else g.clicks += m.clicks;
    if (m.revenue === null) g.missingRevenue++;
    else g.revenue += m.revenue;
  };

  const dayFilter = spec.filters.get('day');
  const covered = coverage.filter((c) => c.status === 'covered' && (!dayFilter || dayFilter.has(c.day)));
  const byKey = new Map(store.accounts.map((a) => [a.key, a]));
  progress.total = covered.length;
  let sliceStart = performance.now();
  for (const entry of covered) {
    const account = byKey.get(`${entry.provider}/${entry.provider_account_id}/${entry.provider_account_secondary_id}`)!;
    batchGroups = undefined;
    normalizeBatch(rawBatch(ctx, store, data, account, entry.day), account, visit);
    progress.done++;
    // Give the event loop a turn every ~20 ms: other pages are served and a budget can expire.
    if (performance.now() - sliceStart > 20) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
  }
  const groups: Group[] = [];
  for (const inBatch of batches.values()) for (const g of inBatch.values()) groups.push(g);
  return finish(spec, keyDims, groups);
}

function finish(spec: NetworkQuerySpec, keyDims: readonly NetworkDimension[], groups: Group[]): ReportResult {
  const currencyAt = keyDims.indexOf('currency');
  const anyNullCurrency = groups.some((g) => g.cells[currencyAt] === null);
  const shown = keyDims
    .map((d, i) => [d, i] as const)
    .filter(([d]) => spec.dimensions.includes(d) || (anyNullCurrency && PROVIDER_TRIPLE.includes(d)));
  if (spec.sortBy === 'revenue') {
    const sign = spec.sortOrder === 'asc' ? 1 : -1;
    groups.sort((a, b) => {
      const ra = revenueOf(a);
      const rb = revenueOf(b);
      if (ra !== rb) {
        if (ra === null) return 1;
        if (rb === null) return -1;
        return sign * (ra - rb);
      }
      return a.key < b.key ? -1 : 1;
    });
  } else {
    groups.sort((a, b) => (a.key < b.key ? -1 : 1));
  }
  return { fields: [...shown.map(([d]) => d), ...NETWORK_METRICS], fieldCells: shown.map(([, i]) => i), groups };
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** Revenue of a group, null when any source row lacked it (no partial sums). */
export function revenueOf(g: Group): number | null {
  return g.missingRevenue > 0 ? null : round6(g.revenue);
}

export type MetricValue = string | number | null;

/**
 * The eight metrics of 4.6 in NETWORK_METRICS order, written into `out`: counts as decimal
 * strings, no partial sums (null when any source row lacked the value), ratios null on a zero
 * or null input.
 */
export function metricsOf(g: Group, out: MetricValue[] = new Array<MetricValue>(8)): MetricValue[] {
  const impressions = g.missingImpressions > 0 ? null : g.impressions;
  const clicks = g.missingClicks > 0 ? null : g.clicks;
  const revenue = revenueOf(g);
  out[0] = impressions === null ? null : String(impressions);
  out[1] = clicks === null ? null : String(clicks);
  out[2] = revenue;
  out[3] = revenue === null || impressions === null || impressions === 0 ? null : round6((revenue * 1000) / impressions);
  out[4] = revenue === null || clicks === null || clicks === 0 ? null : round6(revenue / clicks);
  out[5] = String(g.missingImpressions);
  out[6] = String(g.missingClicks);
  out[7] = String(g.missingRevenue);
  return out;
}
