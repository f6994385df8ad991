// Parameter rules of the network report (spec 4.6 "Parameter rules" 1–9, §8 limits), read from
// the query string. Rule 1 (unknown, repeated or empty parameters) is QueryReader's.
import type { NetworkQuerySpec } from '../data/network-query.js';
import type { QueryReader } from '../query.js';
import {
  DAY_MS,
  DEFAULT_NETWORK_DIMENSIONS,
  ENUMERATED_NETWORK_VALUES,
  NETWORK_DEFAULT_LIMIT,
  NETWORK_DIMENSIONS,
  NETWORK_MAX_DAYS,
  NETWORK_MAX_FILTER_BYTES,
  NETWORK_MAX_FILTER_VALUES,
  NETWORK_MAX_LIMIT,
  NETWORK_MAX_OFFSET,
  type NetworkDimension,
} from '../vocabulary.js';
import { badRequest } from '../http-error.js';
import { calendarDate, invalid, numberIn } from './rules.js';

const PARAMETERS = ['start_date', 'end_date', 'dimensions', 'filter.', 'is_null', 'sort_by', 'sort_order', 'limit', 'offset', 'snapshot', 'format'];
const SNAPSHOT = /^[0-9a-f]{64}$/;

export interface NetworkRequest {
  spec: NetworkQuerySpec;
  limit: number;
  offset: number;
  snapshot: string | undefined;
  format: 'json' | 'csv';
}

function dimension(name: string, param: string): NetworkDimension {
  if (!(NETWORK_DIMENSIONS as readonly string[]).includes(name)) {
    throw invalid(param, `unknown dimension "${name}"; use ${NETWORK_DIMENSIONS.join(', ')}`);
  }
  return name as NetworkDimension;
}

/** start_date and end_date: real dates, end not before start, at most 90 days inclusive. */
function readDates(q: QueryReader): { startDate: string; endDate: string } {
  const startDate = q.required('start_date');
  const endDate = q.required('end_date');
  const start = calendarDate(startDate, 'start_date');
  const end = calendarDate(endDate, 'end_date');
  if (end < start) throw invalid('end_date', 'must not be before start_date');
  if ((end - start) / DAY_MS + 1 > NETWORK_MAX_DAYS) throw invalid('end_date', `the range may cover at most ${NETWORK_MAX_DAYS} days`);
  return { startDate, endDate };
}

/** Comma-separated dimension names in any order (output order is the table's), each once. */
function readDimensions(q: QueryReader): NetworkDimension[] {
  const text = q.one('dimensions');
  if (text === undefined) return [...DEFAULT_NETWORK_DIMENSIONS];
  const dims = text.split(',').map((d) => dimension(d.trim(), 'dimensions'));
  const twice = dims.find((d, i) => dims.indexOf(d) !== i);
  if (twice) throw invalid('dimensions', `"${twice}" is listed twice`);
  return dims;
}

/**
 * One filter value (rules 2–4): the empty string is valid everywhere; an enumerated dimension
 * takes only its listed values (exact case) and `day` only real dates, so a typo is refused
 * rather than matching nothing.
 */
function checkFilterValue(dim: NetworkDimension, value: string): void {
  const param = `filter.${dim}`;
  if (Buffer.byteLength(value) > NETWORK_MAX_FILTER_BYTES) throw invalid(param, `each value may be at most ${NETWORK_MAX_FILTER_BYTES} bytes`);
  if (value === '') return;
  const allowed = ENUMERATED_NETWORK_VALUES[dim];
  if (allowed && !allowed.includes(value)) throw invalid(param, `"${value}" is not one of ${allowed.join(', ')} (values are case-sensitive)`);
  if (dim === 'day') calendarDate(value, param);
}

/** filter.<dimension>, repeatable: any of 1 to 100 values matches; values are never split on commas. */
function readFilters(q: QueryReader): Map<NetworkDimension, Set<string>> {
  const filters = new Map<NetworkDimension, Set<string>>();
  for (const name of new Set(q.params.keys())) {
    if (!name.startsWith('filter.')) continue;
    const dim = dimension(name.slice('filter.'.length), name);
    const values = q.many(name);
    if (values.length > NETWORK_MAX_FILTER_VALUES) throw invalid(name, `takes 1 to ${NETWORK_MAX_FILTER_VALUES} values`);
    for (const v of values) checkFilterValue(dim, v);
    filters.set(dim, new Set(values));
  }
  return filters;
}

/** is_null, repeatable: dimension names, none of them also filtered. */
function readIsNull(q: QueryReader, filters: ReadonlyMap<NetworkDimension, unknown>): Set<NetworkDimension> {
  const dims = q.many('is_null').map((d) => dimension(d, 'is_null'));
  for (const d of dims) if (filters.has(d)) throw invalid('is_null', `cannot be combined with filter.${d}`);
  return new Set(dims);
}

/** sort_by: only revenue. sort_order: asc or desc (default desc), and only with sort_by. */
function readSort(q: QueryReader): Pick<NetworkQuerySpec, 'sortBy' | 'sortOrder'> {
  const sortBy = q.one('sort_by');
  const sortOrder = q.one('sort_order');
  if (sortBy !== undefined && sortBy !== 'revenue') throw invalid('sort_by', 'the only value is revenue');
  if (sortOrder !== undefined && sortBy === undefined) throw invalid('sort_order', 'needs sort_by=revenue');
  if (sortOrder !== undefined && sortOrder !== 'asc' && sortOrder !== 'desc') throw invalid('sort_order', 'must be asc or desc');
  return { sortBy, sortOrder: sortOrder ?? 'desc' };
}

export function readNetworkRequest(q: QueryReader): NetworkRequest {
  q.allowOnly(PARAMETERS);
  const format = q.one('format') ?? 'json';
  if (format !== 'json' && format !== 'csv') throw badRequest('parameter "format" must be json or csv');
  const dates = readDates(q);
  const dimensions = readDimensions(q);
  const filters = readFilters(q);
  const isNull = readIsNull(q, filters);
  const sort = readSort(q);
  // Not a whole number: QueryReader's 400; out of range: ours.
  const limit = q.int('limit');
  const offset = q.int('offset');
  const snapshot = q.one('snapshot');
  if (snapshot !== undefined && !SNAPSHOT.test(snapshot)) throw invalid('snapshot', 'must be 64 lowercase hexadecimal characters');
  return {
    spec: { ...dates, dimensions, filters, isNull, ...sort },
    limit: limit === undefined ? NETWORK_DEFAULT_LIMIT : numberIn(limit, 'limit', 1, NETWORK_MAX_LIMIT),
    offset: offset === undefined ? 0 : numberIn(offset, 'offset', 0, NETWORK_MAX_OFFSET),
    snapshot,
    format,
  };
}
