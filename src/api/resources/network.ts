// GET /report/network and its alias /reports/network (spec 4.6, 2.7): one page per call,
// JSON or CSV. Paging through a whole report lives in ../network-pages.ts.
import { z } from 'zod';
import { InvalidParameterError } from '../errors.js';
import { networkBodyLimit } from '../limits.js';
import { PageBudget } from '../question.js';
import type { HttpClient, Query } from '../http.js';
import { checkDate, checkIntegerIn, DAY_SECONDS } from '../params.js';

/** The fixed dimension order of 4.6: also the output column order. */
export const NETWORK_DIMENSIONS = [
  'day', 'provider', 'provider_account_id', 'provider_account_secondary_id', 'account_name', 'property_id',
  'app_id', 'app_name', 'package', 'store_id', 'platform', 'country', 'format', 'placement_id',
  'placement_reference_id', 'placement_name', 'ad_size', 'incentivized', 'original_platform', 'original_format',
  'source_timezone', 'currency',
] as const;
export type NetworkDimension = (typeof NETWORK_DIMENSIONS)[number];
export const NETWORK_METRICS = [
  'impressions', 'clicks', 'revenue', 'ecpm', 'average_cpc', 'missing_impressions', 'missing_clicks', 'missing_revenue',
] as const;
export const NETWORK_PROVIDERS = ['net_a', 'net_b', 'net_c', 'net_d', 'net_e'] as const;
export type NetworkProvider = (typeof NETWORK_PROVIDERS)[number];
export const NETWORK_PLATFORMS = ['android', 'ios', 'fireos'] as const;
export const NETWORK_FORMATS = ['banner', 'interstitial', 'native', 'rewarded'] as const;
export const NETWORK_SOURCE_TIMEZONES = ['UTC', 'America/Los_Angeles'] as const;
/** The dimensions whose values the spec enumerates: other filter values cannot match, so they are refused. */
const ENUMERATED: Partial<Record<NetworkDimension, readonly string[]>> = {
  provider: NETWORK_PROVIDERS,
  platform: NETWORK_PLATFORMS,
  format: NETWORK_FORMATS,
  incentivized: ['true', 'false'],
  source_timezone: NETWORK_SOURCE_TIMEZONES,
};
export const DEFAULT_NETWORK_DIMENSIONS: NetworkDimension[] = ['day', 'provider', 'provider_account_id', 'provider_account_secondary_id'];
export const NETWORK_MAX_DAYS = 90;
export const NETWORK_MAX_FILTER_VALUES = 100;
export const NETWORK_MAX_FILTER_BYTES = 1024;
export const NETWORK_MAX_LIMIT = 10_000;
export const NETWORK_MAX_OFFSET = 1_000_000;
const SNAPSHOT_RE = /^[0-9a-f]{64}$/;

/**
 * Names of the X-Network-* headers of a format=csv page (the spec leaves them open; the sandbox
 * sends exactly these). Lower-case, as HTTP clients report them.
 */
export const NETWORK_CSV_HEADERS = {
  queryTime: 'x-network-query-time',
  limit: 'x-network-page-limit',
  offset: 'x-network-page-offset',
  hasMore: 'x-network-page-has-more',
  snapshot: 'x-network-page-snapshot',
  /** `covered=12, pending=2, missing=1`: coverage entries counted by status. */
  coverageSummary: 'x-network-coverage-summary',
  /** JSON array (ASCII only) of the coverage entries whose status is not covered. */
  coverageGaps: 'x-network-coverage-gaps',
  /** `true` when gaps were left out to keep the header small; read the JSON page for all. */
  coverageGapsTruncated: 'x-network-coverage-gaps-truncated',
} as const;

export const CoverageEntry = z.object({
  provider: z.string(),
  provider_account_id: z.string(),
  provider_account_secondary_id: z.string(),
  day: z.string(),
  scope: z.string(),
  status: z.string(),
  accepted_at: z.string().nullish(),
  latest_status: z.string().nullish(),
});
export type CoverageEntry = z.infer<typeof CoverageEntry>;

export const NetworkPage = z.object({
  limit: z.number().int(),
  offset: z.number().int(),
  has_more: z.boolean(),
  snapshot: z.string(),
});
export type NetworkPage = z.infer<typeof NetworkPage>;

export const NetworkCell = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type NetworkCell = z.infer<typeof NetworkCell>;
export type NetworkRow = Record<string, NetworkCell>;

/** One loop per row instead of a zod union per cell: a million-row report is read 10x faster. */
function isNetworkRow(value: unknown): value is NetworkRow {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  for (const key in value) {
    const cell = (value as Record<string, unknown>)[key];
    if (cell !== null && typeof cell !== 'string' && typeof cell !== 'boolean' && (typeof cell !== 'number' || !Number.isFinite(cell))) return false;
  }
  return true;
}
export const NetworkRow = z.custom<NetworkRow>(isNetworkRow, { message: 'a row must map field names to strings, numbers, booleans or null' });

export const NetworkReport = z.object({
  query_time: z.string(),
  fields: z.array(z.string()),
  rows: z.array(NetworkRow),
  coverage: z.array(CoverageEntry),
  page: NetworkPage,
});
export type NetworkReport = z.infer<typeof NetworkReport>;

export interface NetworkParams {
  start_date: string;
  end_date: string;
  dimensions?: readonly string[];
  /** filter.<dimension>: any of the values matches (exact, case-sensitive). */
  filters?: Partial<Record<string, readonly string[]>>;
  is_null?: readonly string[];
  sort_by?: 'revenue';
  sort_order?: 'asc' | 'desc';
  limit?: number;
  offset?: number;
  snapshot?: string;
}

function checkDimension(name: string, param: string, operation: string): NetworkDimension {
  if (!(NETWORK_DIMENSIONS as readonly string[]).includes(name)) {
    throw new InvalidParameterError(param, `unknown dimension "${name}"; use ${NETWORK_DIMENSIONS.join(', ')}`, operation);
  }
  return name as NetworkDimension;
}

/**
 * Filter values use the response's text (rule 4). An enumerated dimension only takes its listed
 * values and `day` only real dates, so a typo such as `iOS` is refused instead of matching
 * nothing. The empty string stays valid everywhere (rule 2).
 */
function checkFilterValue(dim: NetworkDimension, value: string, operation: string): void {
  if (value === '') return;
  const allowed = ENUMERATED[dim];
  if (allowed && !allowed.includes(value)) {
    throw new InvalidParameterError(`filter.${dim}`, `"${value}" is not one of ${allowed.join(', ')} (values are case-sensitive)`, operation);
  }
  if (dim === 'day') checkDate(value, `filter.${dim}`, operation);
}

/** 4.6 parameter rules, checked before sending. Returns the query as the API takes it. */
export function networkQuery(p: NetworkParams, operation = 'network.report'): Query {
  const start = checkDate(p.start_date, 'start_date', operation);
  const end = checkDate(p.end_date, 'end_date', operation);
  if (end < start) throw new InvalidParameterError('end_date', 'must not be before start_date', operation);
  if ((end - start) / 1000 / DAY_SECONDS + 1 > NETWORK_MAX_DAYS) {
    throw new InvalidParameterError('end_date', `the range may cover at most ${NETWORK_MAX_DAYS} days`, operation);
  }
  const query: Query = { start_date: p.start_date, end_date: p.end_date };
  if (p.dimensions !== undefined) {
    if (p.dimensions.length === 0) throw new InvalidParameterError('dimensions', 'must not be empty', operation);
    const dims = p.dimensions.map((d) => checkDimension(d.trim(), 'dimensions', operation));
    const dup = dims.find((d, i) => dims.indexOf(d) !== i);
    if (dup) throw new InvalidParameterError('dimensions', `"${dup}" is listed twice`, operation);
    query.dimensions = dims.join(',');
  }
  const filtered = new Set<string>();
  for (const [dim, values] of Object.entries(p.filters ?? {})) {
    if (!values) continue;
    checkDimension(dim, `filter.${dim}`, operation);
    if (values.length === 0 || values.length > NETWORK_MAX_FILTER_VALUES) {
      throw new InvalidParameterError(`filter.${dim}`, `takes 1 to ${NETWORK_MAX_FILTER_VALUES} values`, operation);
    }
    if (values.some((v) => Buffer.byteLength(v) > NETWORK_MAX_FILTER_BYTES)) {
      throw new InvalidParameterError(`filter.${dim}`, `each value may be at most ${NETWORK_MAX_FILTER_BYTES} bytes`, operation);
    }
    for (const v of values) checkFilterValue(dim as NetworkDimension, v, operation);
    filtered.add(dim);
    query[`filter.${dim}`] = values;
  }
  if (p.is_null !== undefined && p.is_null.length > 0) {
    for (const d of p.is_null) {
      checkDimension(d, 'is_null', operation);
      if (filtered.has(d)) throw new InvalidParameterError('is_null', `cannot be combined with filter.${d}`, operation);
    }
    query.is_null = p.is_null;
  }
  if (p.sort_by !== undefined) {
    if (p.sort_by !== 'revenue') throw new InvalidParameterError('sort_by', 'the only value is revenue', operation);
    query.sort_by = p.sort_by;
  }
  if (p.sort_order !== undefined) {
    if (p.sort_by === undefined) throw new InvalidParameterError('sort_order', 'needs sort_by=revenue', operation);
    if (p.sort_order !== 'asc' && p.sort_order !== 'desc') throw new InvalidParameterError('sort_order', 'must be asc or desc', operation);
    query.sort_order = p.sort_order;
  }
  if (p.limit !== undefined) query.limit = checkIntegerIn(p.limit, 'limit', 1, NETWORK_MAX_LIMIT, operation);
  if (p.offset !== undefined) query.offset = checkIntegerIn(p.offset, 'offset', 0, NETWORK_MAX_OFFSET, operation);
  if (p.snapshot !== undefined) {
    if (!SNAPSHOT_RE.test(p.snapshot)) throw new InvalidParameterError('snapshot', 'must be 64 lowercase hexadecimal characters', operation);
    query.snapshot = p.snapshot;
  }
  return query;
}

export interface NetworkCsvMeta {
  queryTime?: string;
  /** Undefined when the server sent no page headers (names are not in the spec). */
  page?: NetworkPage;
  /** Coverage entries counted by status. */
  coverageSummary: Record<string, number>;
  /** The coverage entries that are not covered (possibly truncated, see below). */
  coverageGaps: CoverageEntry[];
  coverageGapsTruncated: boolean;
}

export interface NetworkCsvPage {
  csv: string;
  /** The X-Network-* response headers, names lower-cased. */
  headers: Record<string, string>;
  meta: NetworkCsvMeta;
}

/** Reads the X-Network-* headers; tolerant: what is absent or malformed is left out. */
export function parseNetworkCsvMeta(headers: Record<string, string>): NetworkCsvMeta {
  const h = NETWORK_CSV_HEADERS;
  const page = NetworkPage.safeParse({
    limit: Number(headers[h.limit]),
    offset: Number(headers[h.offset]),
    has_more: headers[h.hasMore] === 'true' ? true : headers[h.hasMore] === 'false' ? false : undefined,
    snapshot: headers[h.snapshot],
  });
  const coverageSummary: Record<string, number> = {};
  for (const part of (headers[h.coverageSummary] ?? '').split(',')) {
    const m = /^\s*([\w-]+)=(\d+)\s*$/.exec(part);
    if (m) coverageSummary[m[1]!] = Number(m[2]);
  }
  let gaps: CoverageEntry[] = [];
  try {
    const parsed = z.array(CoverageEntry).safeParse(JSON.parse(headers[h.coverageGaps] ?? '[]'));
    if (parsed.success) gaps = parsed.data;
  } catch {
    gaps = [];
  }
  return {
    queryTime: headers[h.queryTime],
    page: page.success ? page.data : undefined,
    coverageSummary,
    coverageGaps: gaps,
    coverageGapsTruncated: headers[h.coverageGapsTruncated] === 'true',
  };
}

/** A page's limit: its `limit` rows (default 1000, spec 4.6) of the columns asked (default four). */
function pageBodyLimit(p: NetworkParams): number {
  return networkBodyLimit(p.limit ?? 1000, p.dimensions?.length ?? DEFAULT_NETWORK_DIMENSIONS.length);
}

export class NetworkResource {
  constructor(private readonly http: HttpClient) {}

  /** What the pages of this client's question may still bring (none beyond the API's own limits without one). */
  pageBudget(): PageBudget {
    return this.http.question?.pages ?? new PageBudget();
  }

  /**
   * One JSON page. `alias` uses /reports/network, which the spec makes the same operation.
   * Async so that a refused parameter rejects the promise rather than throwing synchronously.
   */
  async report(params: NetworkParams, opts: { signal?: AbortSignal; alias?: boolean } = {}): Promise<NetworkReport> {
    return this.http.json(NetworkReport, {
      operation: 'network.report',
      needs: ['reports:read', 'network reporting'], // spec 4.6
      method: 'GET',
      path: opts.alias ? 'reports/network' : 'report/network',
      query: networkQuery(params),
      idempotent: true,
      signal: opts.signal,
      maxBytes: pageBodyLimit(params),
    });
  }

  /** One CSV page; page and coverage metadata come in X-Network-* headers. */
  async reportCsv(params: NetworkParams, opts: { signal?: AbortSignal; alias?: boolean } = {}): Promise<NetworkCsvPage> {
    const res = await this.http.send({
      operation: 'network.reportCsv',
      needs: ['reports:read', 'network reporting'], // spec 4.6
      method: 'GET',
      path: opts.alias ? 'reports/network' : 'report/network',
      query: { ...networkQuery(params, 'network.reportCsv'), format: 'csv' },
      idempotent: true,
      signal: opts.signal,
      accept: 'csv',
      maxBytes: pageBodyLimit(params),
    });
    const headers = Object.fromEntries(Object.entries(res.headers).filter(([k]) => k.startsWith('x-network-')));
    return { csv: res.text, headers, meta: parseNetworkCsvMeta(headers) };
  }
}
