// Parameter rules of auction inspection (spec 4.11, 4.12). The spec leaves the metric names, the
// floor_source values and limit's default and maximum open: those are the sandbox's choices
// (../vocabulary.ts).
import type { QueryReader } from '../query.js';
import {
  AUCTION_DEFAULT_LIMIT,
  AUCTION_MAX_LIMIT,
  DEVICE_OSES,
  FLOOR_SOURCES,
  ROUND_METRICS,
  TEST_MODES,
  type DeviceOs,
  type FloorSource,
  type RoundMetricName,
  type TestMode,
  type TimeRange,
} from '../vocabulary.js';
import { countryCode, invalid, oneOf, readOptionalTimeRange, readTimeRange, wholeNumberIn } from './rules.js';

const FILTERS = ['start_time', 'end_time', 'test_mode', 'app_bundle', 'ad_unit_id', 'country', 'device_os', 'limit'];

interface AuctionFilters {
  test_mode: TestMode;
  app_bundle?: string;
  ad_unit_id?: string;
  country?: string;
  device_os?: DeviceOs;
  limit: number;
}

export interface RoundsQuery extends AuctionFilters {
  /** Absent: the sandbox's default window (the last 24 completed hours). */
  range?: TimeRange;
  auction_id?: string;
  metric: RoundMetricName;
}

export interface BidsQuery extends AuctionFilters {
  range: TimeRange;
  floor_source?: FloorSource;
}

/** A free-text filter: absent when empty after trimming. */
const text = (value: string | undefined) => value?.trim() || undefined;

function readFilters(q: QueryReader): AuctionFilters {
  const limit = q.one('limit');
  return {
    test_mode: oneOf(q.one('test_mode'), TEST_MODES, 'test_mode') ?? 'production',
    app_bundle: text(q.one('app_bundle')),
    ad_unit_id: text(q.one('ad_unit_id')),
    country: countryCode(q.one('country'), 'country'),
    device_os: oneOf(q.one('device_os'), DEVICE_OSES, 'device_os'),
    limit: limit === undefined ? AUCTION_DEFAULT_LIMIT : wholeNumberIn(limit, 'limit', 1, AUCTION_MAX_LIMIT),
  };
}

/** 4.11: every parameter optional; `metric` matters only without auction_id. */
export function readRoundsQuery(q: QueryReader): RoundsQuery {
  q.allowOnly([...FILTERS, 'auction_id', 'metric']);
  const auctionId = text(q.one('auction_id'));
  const metricText = text(q.one('metric'))?.toLowerCase();
  const metric = metricText ?? 'duration';
  if (!auctionId && !(ROUND_METRICS as readonly string[]).includes(metric)) {
    throw invalid('metric', `unknown metric "${metricText}"; use ${ROUND_METRICS.join(', ')}`);
  }
  return { range: readOptionalTimeRange(q), ...readFilters(q), auction_id: auctionId, metric: metric as RoundMetricName };
}

/** 4.12: start_time and end_time required; floor_source filters effective_floor_source. */
export function readBidsQuery(q: QueryReader): BidsQuery {
  q.allowOnly([...FILTERS, 'floor_source']);
  const floor = text(q.one('floor_source'))?.toLowerCase();
  if (floor !== undefined && !(FLOOR_SOURCES as readonly string[]).includes(floor)) {
    throw invalid('floor_source', `must be one of ${FLOOR_SOURCES.join(', ')}`);
  }
  return { range: readTimeRange(q), ...readFilters(q), floor_source: floor as FloorSource | undefined };
}
