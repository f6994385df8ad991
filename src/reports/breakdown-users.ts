// Metrics the bot derives for a breakdown: ARPDAU (revenue ÷ users) and impressions per user.
// The breakdown has no users metric (spec 4.3); the dashboard has (spec 4.2), split only by what
// it filters on — country, OS and time. So each row's users are one dashboard query for the row's
// country, OS and calendar bucket, made once per distinct combination. Format and bidder split
// revenue but not users (one user sees every format): such rows are divided by the users of their
// whole group, which makes them add up to the group's ARPDAU. Apps and ad units have users of
// their own that the API does not report, and hour buckets count a user once a day: those are
// refused (commands/breakdown/derived.ts, before any call) rather than shown wrong. Each value is
// the row's revenue or impressions as the API gives them over the users as the API gives them:
// unrounded components, one division.
import { DEVICE_OSES, isCountryCode, type BreakdownRow, type DashboardParams, type DashboardResponse, type ReportFilters } from '../api/index.js';
import { toApiTimeRange, type TimeSpan } from '../time/api-range.js';
import { bucketSpan, withinRange, type CalendarDimension } from '../time/buckets.js';
import type { ResolvedRange } from '../time/resolve.js';
import { perUser } from '../../views/format.js';

export const DERIVED_METRICS = ['arpdau', 'imps_per_user'] as const;
export type DerivedMetric = (typeof DERIVED_METRICS)[number];

/** What each derived metric divides by users. */
const NUMERATOR: Record<DerivedMetric, 'revenue' | 'impressions'> = { arpdau: 'revenue', imps_per_user: 'impressions' };

export const CALENDAR_DIMENSIONS: readonly string[] = ['day', 'week', 'month'];
/** Dimensions the dashboard can give users for. */
export const USER_DIMENSIONS: readonly string[] = ['country', 'os', ...CALENDAR_DIMENSIONS];
/** Dimensions that split revenue but not users: their rows share the users of their group. */
export const SHARED_USER_DIMENSIONS: readonly string[] = ['format', 'bidder'];

/** Dashboard queries one breakdown may make for its users: a month of days by OS. */
export const MAX_USER_QUERIES = 62;

export function isDerived(metric: string | undefined): metric is DerivedMetric {
  return (DERIVED_METRICS as readonly string[]).includes(metric ?? '');
}

/** What the API is asked for: the metrics it reports, then what the derived ones divide. */
export function apiMetrics(metrics: readonly string[]): string[] {
  const reported = metrics.filter((m) => !isDerived(m));
  const needed = metrics.filter(isDerived).map((m) => NUMERATOR[m]);
  return [...new Set([...reported, ...needed])];
}

/** The dashboard query giving a row's users; undefined when the row's country or OS is not one it filters on. */
function usersQuery(row: BreakdownRow, by: readonly string[], range: ResolvedRange, filters: ReportFilters): DashboardParams | undefined {
  let span: TimeSpan | undefined = range;
  for (const dim of by.filter((d) => CALENDAR_DIMENSIONS.includes(d))) {
    const bucket = bucketSpan(dim as CalendarDimension, row.dimensions[dim] ?? '', range.tz);
    span = bucket && span && withinRange(bucket, span);
  }
  const country = by.includes('country') ? row.dimensions.country : filters.country;
  const os = by.includes('os') ? row.dimensions.os : filters.device_os;
  if (!span || (country !== undefined && !isCountryCode(country)) || (os !== undefined && !(DEVICE_OSES as readonly string[]).includes(os))) return undefined;
  return { ...toApiTimeRange(span), test_mode: filters.test_mode, country, device_os: os as ReportFilters['device_os'] };
}

export interface UsersPlan {
  /** One dashboard query per distinct audience, by key. */
  queries: Map<string, DashboardParams>;
  /** The audience key of each row, in row order; undefined where users cannot be known. */
  rowKeys: (string | undefined)[];
}

export function planUsers(rows: readonly BreakdownRow[], by: readonly string[], range: ResolvedRange, filters: ReportFilters): UsersPlan {
  const queries = new Map<string, DashboardParams>();
  const rowKeys = rows.map((row) => {
    const query = usersQuery(row, by, range, filters);
    if (!query) return undefined;
    const key = JSON.stringify(query);
    queries.set(key, query);
    return key;
  });
  return { queries, rowKeys };
}

/** Few at a time: a breakdown by day asks for a month of dashboards. */
const PARALLEL_QUERIES = 4;

export async function fetchUsers(plan: UsersPlan, dashboard: (params: DashboardParams) => Promise<DashboardResponse>): Promise<Map<string, number>> {
  const users = new Map<string, number>();
  const entries = [...plan.queries];
  for (let i = 0; i < entries.length; i += PARALLEL_QUERIES) {
    const batch = entries.slice(i, i + PARALLEL_QUERIES);
    const answers = await Promise.all(batch.map(([, query]) => dashboard(query)));
    batch.forEach(([key], j) => users.set(key, answers[j]!.summary.total_users));
  }
  return users;
}

/**
 * The rows with their derived metrics added. A row without users, or without the revenue or
 * impressions a metric divides, gets none (shown as —): an unknown part is not a zero.
 */
export function withDerived(rows: readonly BreakdownRow[], metrics: readonly string[], plan: UsersPlan, users: Map<string, number>): BreakdownRow[] {
  const derived = metrics.filter(isDerived);
  return rows.map((row, i) => {
    const key = plan.rowKeys[i];
    const count = key === undefined ? undefined : users.get(key);
    const added: Record<string, number> = {};
    for (const m of derived) {
      const numerator = row.metrics[NUMERATOR[m]];
      const value = count === undefined || numerator === undefined ? undefined : perUser(numerator, count);
      if (value !== undefined) added[m] = value;
    }
    return { dimensions: row.dimensions, metrics: { ...row.metrics, ...added } };
  });
}

/**
 * The rows with the derived metrics asked for; `tooMany` (the queries needed) instead when the
 * users of the rows would take more than MAX_USER_QUERIES dashboard queries.
 */
export async function deriveMetrics(
  rows: readonly BreakdownRow[],
  req: { by: readonly string[]; metrics: readonly string[]; filters: ReportFilters },
  range: ResolvedRange,
  dashboard: (params: DashboardParams) => Promise<DashboardResponse>,
): Promise<{ rows: BreakdownRow[] } | { tooMany: number }> {
  if (!req.metrics.some(isDerived)) return { rows: [...rows] };
  const plan = planUsers(rows, req.by, range, req.filters);
  if (plan.queries.size > MAX_USER_QUERIES) return { tooMany: plan.queries.size };
  return { rows: withDerived(rows, req.metrics, plan, await fetchUsers(plan, dashboard)) };
}
