// The names and shapes of the spec (reporting-api.md) as the sandbox reads them. Written here on
// purpose, not imported from the API client: the sandbox is a second, independent reading of the
// spec, so a misreading in the client cannot hide behind a shared definition. Values the spec
// leaves open ("not shown") are the sandbox's documented choices and say so.

export const DAY_SECONDS = 86_400;
export const DAY_MS = DAY_SECONDS * 1000;

// §4 conventions, §8 limits: time ranges.
/** 2020-01-01T00:00:00Z: no range may start, or end, before it. */
export const EARLIEST_TIME = Date.UTC(2020, 0, 1) / 1000;
export const MAX_RANGE_DAYS = 31;

export interface TimeRange {
  start_time: number;
  end_time: number;
}

// §4.2–4.4, 4.8, 4.11, 4.12: the shared filters.
export const TEST_MODES = ['production', 'test', 'all'] as const;
export type TestMode = (typeof TEST_MODES)[number];
export const DEVICE_OSES = ['iOS', 'Android'] as const;
export type DeviceOs = (typeof DEVICE_OSES)[number];
export const GRANULARITIES = ['daily', 'hourly'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

export interface ReportFilters {
  test_mode?: TestMode;
  /** ISO 3166-1 alpha-2, upper-case. */
  country?: string;
  device_os?: DeviceOs;
}

// §4.2: `source`. The spec writes the own-data literal as <own_source>; `own` is our choice.
export const OWN_SOURCE = 'own';
export const ALL_SOURCES = 'all';

// §4.3: the breakdown.
export const BREAKDOWN_DIMENSIONS = ['hour', 'day', 'week', 'month', 'country', 'os', 'app', 'ad_unit', 'format', 'bidder'] as const;
export type BreakdownDimension = (typeof BREAKDOWN_DIMENSIONS)[number];
export const BREAKDOWN_METRICS = ['requests', 'bid_requests', 'fills', 'impressions', 'revenue', 'fill_rate', 'ecpm', 'clicks', 'ctr'] as const;
export type BreakdownMetric = (typeof BREAKDOWN_METRICS)[number];
export const HAVING_OPERATORS = ['<', '<=', '=', '==', '!=', '>=', '>'] as const;
export type HavingOperator = (typeof HAVING_OPERATORS)[number];
export const MAX_BREAKDOWN_DIMENSIONS = 4;
export const MAX_BREAKDOWN_ROWS = 100_000;
/** top and bottom: 1 through 1000. */
export const MAX_TOP_BOTTOM = 1000;
/** The bidder dimension needs a range starting on or after 2026-06-01 UTC (§4.3 rule 2, §9). */
export const BIDDER_DATA_START = Date.UTC(2026, 5, 1) / 1000;

export interface Having {
  metric: BreakdownMetric;
  op: HavingOperator;
  value: number;
}

// §3: A/B test statuses.
export const AB_TEST_STATUSES = ['in_progress', 'directional', 'achieved', 'invalidated'] as const;
export type AbTestStatus = (typeof AB_TEST_STATUSES)[number];

// §4.6, §2.7: the network report. The dimension table's order is also the output column order.
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
/** The filter value sets the spec enumerates; every other dimension is free text. */
export const ENUMERATED_NETWORK_VALUES: Partial<Record<NetworkDimension, readonly string[]>> = {
  provider: NETWORK_PROVIDERS,
  platform: ['android', 'ios', 'fireos'],
  format: ['banner', 'interstitial', 'native', 'rewarded'],
  incentivized: ['true', 'false'],
  source_timezone: ['UTC', 'America/Los_Angeles'],
};
export const DEFAULT_NETWORK_DIMENSIONS: readonly NetworkDimension[] = ['day', 'provider', 'provider_account_id', 'provider_account_secondary_id'];
export const NETWORK_MAX_DAYS = 90;
export const NETWORK_MAX_FILTER_VALUES = 100;
export const NETWORK_MAX_FILTER_BYTES = 1024;
export const NETWORK_DEFAULT_LIMIT = 1000;
export const NETWORK_MAX_LIMIT = 10_000;
export const NETWORK_MAX_OFFSET = 1_000_000;

/** One coverage entry (§2.7): accepted_at is a date-time on every entry; only latest_status may be null. */
export interface CoverageEntry {
  provider: string;
  provider_account_id: string;
  provider_account_secondary_id: string;
  /** YYYY-MM-DD */
  day: string;
  scope: string;
  status: string;
  /** ISO 8601 date-time. */
  accepted_at: string;
  latest_status: string | null;
}

export interface NetworkPage {
  limit: number;
  offset: number;
  has_more: boolean;
  /** 64 lowercase hexadecimal characters. */
  snapshot: string;
}

/** Header names of a format=csv page: the spec says only that they begin with X-Network- (our choice). */
export const NETWORK_CSV_HEADERS = {
  queryTime: 'x-network-query-time',
  limit: 'x-network-page-limit',
  offset: 'x-network-page-offset',
  hasMore: 'x-network-page-has-more',
  snapshot: 'x-network-page-snapshot',
  coverageSummary: 'x-network-coverage-summary',
  coverageGaps: 'x-network-coverage-gaps',
  coverageGapsTruncated: 'x-network-coverage-gaps-truncated',
} as const;

// §2.8, §4.8–4.9: export request bodies.
export const EXPORT_KINDS = ['impressions', 'requests'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
/** An export may name one completed UTC day within the previous 45 days. */
export const EXPORT_MAX_AGE_DAYS = 45;
/** request_status values: "not shown" in the spec; our choice. */
export const REQUEST_STATUSES = ['filled', 'no_fill', 'error', 'timeout'] as const;

/** The body of 2.8, normalized: every field a JSON string. */
export interface ExportBody {
  date: string;
  app_id?: string;
  app_bundle?: string;
  ad_unit_id?: string;
  country?: string;
  device_os?: string;
  bidder?: string;
  line_item_id?: string;
  request_status?: string;
  test_mode?: string;
}
export type ExportField = keyof ExportBody;
export const EXPORT_FIELDS: readonly ExportField[] = [
  'date', 'app_id', 'app_bundle', 'ad_unit_id', 'country', 'device_os', 'bidder', 'line_item_id', 'request_status', 'test_mode',
];
/** Fields the field table restricts to one kind of export. */
export const EXPORT_FIELD_ONLY_FOR: Partial<Record<ExportField, ExportKind>> = {
  app_id: 'impressions',
  bidder: 'impressions',
  line_item_id: 'impressions',
  request_status: 'requests',
};

// §4.11–4.12: auction inspection. Metric names, floor sources and the limit are our choices.
export const ROUND_METRICS = ['duration', 'bid_status', 'nonbid_reason', 'error_type', 'rejection_reason', 'winner'] as const;
export type RoundMetricName = (typeof ROUND_METRICS)[number];
export const FLOOR_SOURCES = ['static', 'configured', 'dynamic', 'publisher'] as const;
export type FloorSource = (typeof FLOOR_SOURCES)[number];
export const AUCTION_DEFAULT_LIMIT = 1_000;
export const AUCTION_MAX_LIMIT = 10_000;

// §4.13: configuration versions are int32.
export const INT32_MAX = 2_147_483_647;

// §4.7: demand comparison. Parameter names are our choice (the spec shows none).
export const DEMAND_MAX_DATES = 31;
/** The most recent completed date changes at 12:00 UTC. */
export const DEMAND_ROLLOVER_HOUR_UTC = 12;
