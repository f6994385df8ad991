// GET /report/network and its alias /reports/network (spec 4.6, 2.7): one page per call,
// JSON or CSV. Paging through a whole report lives in ../network-pages.ts.
import { z } from 'zod';
import { InvalidParameterError } from '../errors.js';
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
export const DEFAULT_NETWORK_DIMENSIONS: NetworkDimension[] = ['day', 'provider', 'provider_account_id', 'provider_account_secondary_id'];
export const NETWORK_MAX_DAYS = 90;
export const NETWORK_MAX_FILTER_VALUES = 100;
export const NETWORK_MAX_FILTER_BYTES = 1024;
const SNAPSHOT_RE = /^[0-9a-f]{64}$/;

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
export const NetworkRow = z.record(z.string(), NetworkCell);
export type NetworkRow = z.infer<typeof NetworkRow>;

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
  if (p.limit !== undefined) query.limit = checkIntegerIn(p.limit, 'limit', 1, 10_000, operation);
  if (p.offset !== undefined) query.offset = checkIntegerIn(p.offset, 'offset', 0, 1_000_000, operation);
  if (p.snapshot !== undefined) {
    if (!SNAPSHOT_RE.test(p.snapshot)) throw new InvalidParameterError('snapshot', 'must be 64 lowercase hexadecimal characters', operation);
    query.snapshot = p.snapshot;
  }
  return query;
}

export interface NetworkCsvPage {
  csv: string;
  /** The X-Network-* response headers, names lower-cased. */
  headers: Record<string, string>;
}

export class NetworkResource {
  constructor(private readonly http: HttpClient) {}

  /** One JSON page. `alias` uses /reports/network, which the spec makes the same operation. */
  report(params: NetworkParams, opts: { signal?: AbortSignal; alias?: boolean } = {}): Promise<NetworkReport> {
    return this.http.json(NetworkReport, {
      operation: 'network.report',
      method: 'GET',
      path: opts.alias ? 'reports/network' : 'report/network',
      query: networkQuery(params),
      idempotent: true,
      signal: opts.signal,
    });
  }

  /** One CSV page; page and coverage metadata come in X-Network-* headers. */
  async reportCsv(params: NetworkParams, opts: { signal?: AbortSignal; alias?: boolean } = {}): Promise<NetworkCsvPage> {
    const res = await this.http.send({
      operation: 'network.reportCsv',
      method: 'GET',
      path: opts.alias ? 'reports/network' : 'report/network',
      query: { ...networkQuery(params, 'network.reportCsv'), format: 'csv' },
      idempotent: true,
      signal: opts.signal,
      accept: 'csv',
    });
    const headers = Object.fromEntries(Object.entries(res.headers).filter(([k]) => k.startsWith('x-network-')));
    return { csv: res.text, headers };
  }
}
