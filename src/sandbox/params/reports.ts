// Parameter rules of the four reporting operations (spec 4.2–4.5), read from the query string.
// Unknown, repeated or empty parameters are refused by QueryReader; everything else here.
import { IANAZone } from 'luxon';
import { MEDIATION_SOURCE_IDS } from '../data/facts.js';
import type { QueryReader } from '../query.js';
import {
  ALL_SOURCES,
  BIDDER_DATA_START,
  BREAKDOWN_DIMENSIONS,
  BREAKDOWN_METRICS,
  GRANULARITIES,
  HAVING_OPERATORS,
  MAX_BREAKDOWN_DIMENSIONS,
  MAX_TOP_BOTTOM,
  OWN_SOURCE,
  type BreakdownDimension,
  type BreakdownMetric,
  type Granularity,
  type Having,
  type HavingOperator,
  type ReportFilters,
  type TimeRange,
} from '../vocabulary.js';
import { ianaTimezone, invalid, oneOf, readReportFilters, readTimeRange, wholeNumberIn } from './rules.js';

const FILTER_PARAMS = ['test_mode', 'country', 'device_os'];

export type BiddersQuery = TimeRange & ReportFilters;

/** 4.4: a time range and the shared filters. */
export function readBiddersQuery(q: QueryReader): BiddersQuery {
  q.allowOnly(['start_time', 'end_time', ...FILTER_PARAMS]);
  return { ...readTimeRange(q), ...readReportFilters(q) };
}

export interface DashboardQuery extends TimeRange, ReportFilters {
  /** The selected sources in catalog order: own, then the mediation sources. */
  sources: string[];
  granularity: Granularity;
}

/** 4.2 (source names beyond <own_source> and all are the sandbox's: own, med_x, med_y). */
export function readDashboardQuery(q: QueryReader): DashboardQuery {
  q.allowOnly(['start_time', 'end_time', ...FILTER_PARAMS, 'source', 'granularity']);
  return {
    ...readTimeRange(q),
    ...readReportFilters(q),
    sources: parseSources(q.one('source')),
    granularity: oneOf(q.one('granularity'), GRANULARITIES, 'granularity') ?? 'daily',
  };
}

const SOURCE_IDS: readonly string[] = [OWN_SOURCE, ...MEDIATION_SOURCE_IDS];

/** Omitted or own: own data only. One source, a comma-separated list (any case, any order), or all. */
function parseSources(value: string | undefined): string[] {
  if (value === undefined) return [OWN_SOURCE];
  const names = value.split(',').map((s) => s.trim().toLowerCase());
  if (names.some((n) => n === '')) throw invalid('source', 'must name a source, a comma-separated list of sources, or all');
  if (names.includes(ALL_SOURCES)) {
    if (names.length > 1) throw invalid('source', `"${ALL_SOURCES}" cannot be combined with other sources`);
    return [...SOURCE_IDS];
  }
  for (const n of names) {
    if (!SOURCE_IDS.includes(n)) throw invalid('source', `unknown source "${n}"; valid sources: ${[...SOURCE_IDS, ALL_SOURCES].join(', ')}`);
  }
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice) throw invalid('source', `"${twice}" is listed twice`);
  return SOURCE_IDS.filter((s) => names.includes(s));
}

export interface BreakdownQuery extends TimeRange, ReportFilters {
  by: BreakdownDimension[];
  metrics: BreakdownMetric[];
  granularity: Granularity;
  top?: number;
  bottom?: number;
  having?: Having;
  /** Undefined means UTC. */
  timezone?: string;
}

/**
 * 4.3 rule 1: a comma-separated list, case-insensitive, of at least one supported name, each
 * once. An empty item (`day,,country`) is not a supported name.
 */
function nameList<T extends string>(text: string, allowed: readonly T[], param: string): T[] {
  const names = text.split(',').map((s) => s.trim().toLowerCase());
  if (names.some((n) => n === '')) throw invalid(param, `has an empty name; separate names with single commas (use ${allowed.join(', ')})`);
  const unknown = names.filter((n) => !(allowed as readonly string[]).includes(n));
  if (unknown.length) throw invalid(param, `unknown name ${unknown.map((u) => `"${u}"`).join(', ')}; use ${allowed.join(', ')}`);
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice) throw invalid(param, `"${twice}" is listed twice`);
  return names as T[];
}

const HAVING = /^\s*([A-Za-z_]+)\s*(<=|>=|==|!=|<|>|=)\s*(-?\d+(?:\.\d+)?)\s*$/;

/** One supported metric, an operator from < <= = == != >= >, and a number: `revenue>100`. */
function parseHaving(text: string): Having {
  const m = HAVING.exec(text);
  if (!m) {
    throw invalid('having', `must be a metric, an operator (${HAVING_OPERATORS.join(' ')}) and a number, e.g. revenue>100`);
  }
  const [metric] = nameList(m[1]!, BREAKDOWN_METRICS, 'having');
  return { metric: metric!, op: m[2] as HavingOperator, value: Number(m[3]) };
}

/** True when `timezone` keeps a whole-hour UTC offset at every hour of the range. */
function hasWholeHourOffsets(timezone: string, range: TimeRange): boolean {
  const zone = IANAZone.create(timezone);
  for (let t = range.start_time; t <= range.end_time + 3600; t += 3600) {
    if (zone.offset(t * 1000) % 60 !== 0) return false;
  }
  return true;
}

/** top and bottom: 1 through 1000 each, not together. */
function readTopBottom(q: QueryReader): Pick<BreakdownQuery, 'top' | 'bottom'> {
  const top = q.one('top');
  const bottom = q.one('bottom');
  if (top !== undefined && bottom !== undefined) throw invalid('top', 'top and bottom cannot be used together');
  return {
    top: top === undefined ? undefined : wholeNumberIn(top, 'top', 1, MAX_TOP_BOTTOM),
    bottom: bottom === undefined ? undefined : wholeNumberIn(bottom, 'bottom', 1, MAX_TOP_BOTTOM),
  };
}

function readHaving(q: QueryReader, by: readonly BreakdownDimension[]): Having | undefined {
  const text = q.one('having');
  if (text === undefined) return undefined;
  const having = parseHaving(text);
  // bid_requests exists only per bidder (metrics table), in `having` as in `metrics`.
  if (having.metric === 'bid_requests' && !by.includes('bidder')) throw invalid('having', 'bid_requests needs the bidder dimension in by');
  return having;
}

/** An IANA timezone; hourly reports and bidder breakdowns need whole-hour offsets throughout the range. */
function readTimezone(q: QueryReader, range: TimeRange, granularity: Granularity, by: readonly BreakdownDimension[]): string | undefined {
  const timezone = ianaTimezone(q.one('timezone'), 'timezone');
  if (timezone && (granularity === 'hourly' || by.includes('bidder')) && !hasWholeHourOffsets(timezone, range)) {
    throw invalid(
      'timezone',
      `${timezone} has a UTC offset that is not a whole number of hours in this window; hourly and bidder breakdowns need whole-hour offsets`,
    );
  }
  return timezone;
}

export function readBreakdownQuery(q: QueryReader): BreakdownQuery {
  q.allowOnly(['start_time', 'end_time', 'by', 'metrics', ...FILTER_PARAMS, 'granularity', 'top', 'bottom', 'having', 'timezone']);
  const range = readTimeRange(q);
  const by = nameList(q.required('by'), BREAKDOWN_DIMENSIONS, 'by');
  if (by.length > MAX_BREAKDOWN_DIMENSIONS) throw invalid('by', `at most ${MAX_BREAKDOWN_DIMENSIONS} dimensions (got ${by.length})`);
  const metrics = nameList(q.required('metrics'), BREAKDOWN_METRICS, 'metrics');
  const granularity = oneOf(q.one('granularity'), GRANULARITIES, 'granularity') ?? 'daily';
  if (by.includes('hour') && granularity !== 'hourly') throw invalid('by', 'the hour dimension needs granularity=hourly');
  if (by.includes('bidder') && range.start_time < BIDDER_DATA_START) {
    throw invalid('by', 'the bidder dimension needs a range starting on or after 2026-06-01');
  }
  if (metrics.includes('bid_requests') && !by.includes('bidder')) throw invalid('metrics', 'bid_requests needs the bidder dimension in by');
  const topBottom = readTopBottom(q);
  const having = readHaving(q, by);
  const timezone = readTimezone(q, range, granularity, by);
  return { ...range, ...readReportFilters(q), by, metrics, granularity, ...topBottom, having, timezone };
}

export interface AbTestQuery extends TimeRange {
  ab_test_id: string;
}

/** 4.5: ab_test_id and a time range required; timezone optional, UTC only (saved UTC-day totals). */
export function readAbTestQuery(q: QueryReader): AbTestQuery {
  q.allowOnly(['ab_test_id', 'start_time', 'end_time', 'timezone']);
  const id = q.required('ab_test_id').trim();
  const range = readTimeRange(q);
  const timezone = q.one('timezone');
  if (timezone !== undefined && timezone.trim().toUpperCase() !== 'UTC') {
    throw invalid('timezone', 'A/B reports support UTC only (they use saved UTC-day totals)');
  }
  return { ab_test_id: id, ...range };
}
