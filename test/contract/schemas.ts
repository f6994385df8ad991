// The response shapes of spec section 2, written from the spec alone. Conventions of the spec
// kept here: a field marked "required" must be present; others may be absent; null is allowed
// only where the spec says "nullable" or "or null" — a field typed "string" is never null.
// Unknown extra fields pass (the spec does not forbid them).
import { z } from 'zod';

const int = z.number().int();
const dateTime = z.iso.datetime({ offset: true });
/** YYYY-MM-DD */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

// 2.1
export const ErrorBody = z.object({ error: z.string() });

// 2.2
export const IdentityStatus = z.object({
  auth_type: z.string().optional(),
  email: z.string().optional(),
  idp_user_id: z.string().optional(),
  idp_organization_id: z.string(),
  account_id: z.string().optional(),
  user_id: z.string().optional(),
  session_id: z.string().optional(),
  role: z.string().optional(),
  expires_at: z.string().optional(),
  api_key_id: z.string().optional(),
  api_key_name: z.string().optional(),
  api_key_obfuscated_value: z.string().optional(),
  account_type: z.string().optional(),
  permissions: z.array(z.string()).optional(),
});

// 2.3
export const Dashboard = z.object({
  summary: z.object({
    total_requests: int, total_impressions: int, revenue: z.number(), fill_rate: z.number(),
    ecpm: z.number(), total_clicks: int, ctr: z.number(), total_users: int,
  }),
  chart_data: z.array(z.object({ bucket_start: z.string(), date: z.string(), requests: int, impressions: int, revenue: z.number(), clicks: int })),
  source_breakdown: z.array(z.object({
    source: z.string(), requests: int, impressions: int, revenue: z.number(), fill_rate: z.number(),
    ecpm: z.number(), clicks: int, revenue_share: z.number(),
  })).optional(),
});

// 2.4
export const Breakdown = z.object({
  dimensions: z.array(z.string()),
  metrics: z.array(z.string()),
  rows: z.array(z.object({ dimensions: z.record(z.string(), z.string()), metrics: z.record(z.string(), z.number()) })),
  row_count: int,
});

// 2.5
export const Bidders = z.object({
  bidders: z.array(z.object({
    name: z.string(), requests: int, bids: int, bid_rate: z.number(), impressions: int, win_rate: z.number(), revenue: z.number(), ecpm: z.number(),
  })),
});

// 2.6 and §3
export const AB_TEST_STATUSES = ['in_progress', 'directional', 'achieved', 'invalidated'] as const;
const AbVariant = z.object({
  daily: z.array(z.object({
    date: isoDate, revenue: z.number(), impressions: int, requests: int, ecpm: z.number(), fill_rate: z.number(), dau: int,
  })).max(100_000),
  cumulative: z.object({ revenue: z.number(), impressions: int, requests: int, ecpm: z.number(), fill_rate: z.number() }),
});
export const AbTestReport = z.object({
  control: AbVariant,
  test: AbVariant,
  status: z.enum(AB_TEST_STATUSES).nullish(),
  lift: z.number().nullish(),
  ci_low: z.number().nullish(),
  ci_high: z.number().nullish(),
  p_value: z.number().nullish(),
  chi_squared_p: z.number().nullish(),
  n_control: int.nullish(),
  n_test: int.nullish(),
  required_n: int.nullish(),
});

// 2.7
export const CoverageEntry = z.object({
  provider: z.string(),
  provider_account_id: z.string(),
  provider_account_secondary_id: z.string(),
  day: isoDate,
  scope: z.string(),
  status: z.string(),
  accepted_at: dateTime,
  latest_status: z.string().nullable(),
});
export const NetworkPage = z.object({ limit: int, offset: int, has_more: z.boolean(), snapshot: z.string().regex(/^[0-9a-f]{64}$/) });
export const NetworkReport = z.object({
  query_time: dateTime,
  fields: z.array(z.string()),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
  coverage: z.array(CoverageEntry),
  page: NetworkPage,
});

// 2.8: status is required on the operations 2.8 names; url and expires_at only when ready.
export const ExportRecord = z.object({
  export_id: z.string(),
  status: z.string().optional(),
  url: z.url().optional(),
  expires_at: dateTime.optional(),
});
export const ExportRecordWithStatus = ExportRecord.extend({ status: z.string() });

// 2.9–2.11: types as listed; none is marked required or nullable.
const str = z.string().optional();
const num = z.number().optional();
const integer = int.optional();
const bool = z.boolean().optional();
export const AuctionRound = z.object({
  auction_id: str, round_id: str, round_number: integer, priority: integer,
  account_id: str, event_time: str, app_bundle: str, app_name: str, ad_unit_id: str, device_os: str, device_country: str, sdk_version: str,
  test_mode: bool,
  line_item_count: integer, bidder_count: integer, bid_count: integer, nonbid_count: integer,
  bid_sum: num, has_winner: bool, winner_bidder: str, winner_line_item_id: str,
  winner_price_cpm: num, configured_floor: num, round_floor: num,
  floor_currency: str, dps_model: str, dps_model_version: str, experiment_group: str,
  shadow_mode: bool, round_duration_ms: integer,
});
export const RoundMetric = z.object({
  metric: str, key: str, round_number: integer, count: integer,
  avg_duration_ms: num, p50_duration_ms: num, p95_duration_ms: num, max_duration_ms: integer,
  status: str, nonbid_reason: integer, error_type: str, rejection_reason: str,
});
export const Rounds = z.object({ rounds: z.array(AuctionRound), metrics: z.array(RoundMetric) });
export const BidRow = z.object({
  auction_id: str, account_id: str, event_time: str, bidder: str, bid_id: str, imp_id: str,
  price_cpm: num, deal_id: str, is_winner: bool,
  app_bundle: str, ad_unit_id: str, device_os: str, device_country: str, sdk_version: str,
  test_mode: bool, status: str, nonbid_reason: integer,
  static_floor: num, configured_floor: num, dynamic_floor: num, publisher_floor: num,
  publisher_floor_applied: bool, effective_floor: num, effective_floor_source: str, publisher_override_active: bool,
  http_status: integer, latency_ms: integer, error_type: str, rejection_reason: str,
  round_number: integer, priority: integer, inserted_at: str,
});
export const Bids = z.object({ bids: z.array(BidRow) });

// 2.12
export const ConfigRecord = z.object({
  id: z.string(),
  account_id: z.string(),
  kind: z.string(),
  version_number: int.min(-2_147_483_648).max(2_147_483_647).optional(),
  version_label: z.string().optional(),
  created_at: z.string(),
  created_by_user_id: z.string().optional(),
  created_by_name: z.string().optional(),
  yaml: z.string(),
  data: z.record(z.string(), z.unknown()),
});

// 2.13
export const ValidationResult = z.object({
  valid: z.boolean().optional(),
  error_count: integer,
  warning_count: integer,
  issues: z.array(z.object({
    code: str, path: str, message: str, severity: str, line: integer, column: integer, length: integer,
  })).optional(),
  yaml: str,
  source: z.object({ type: str, name: str }).optional(),
});

// 2.14: notification_recipient_mode is typed object in the field table, its example a string.
export const Task = z.object({
  id: z.string(),
  name: z.string(),
  prompt: z.string(),
  template_id: z.string().optional(),
  cron_expression: z.string().refine((c) => c.trim().split(/\s+/).length === 5, 'a five-field cron expression'),
  timezone: z.string(),
  schedule_description: z.string(),
  enabled: z.boolean(),
  creation_origin: z.string(),
  notification_recipient_mode: z.union([z.string(), z.record(z.string(), z.unknown())]),
  notification_recipient_user_ids: z.array(z.string()),
  next_run_at: dateTime,
  created_at: dateTime,
  updated_at: dateTime,
});
export const TaskList = z.object({ scheduled_agents: z.array(Task) });
