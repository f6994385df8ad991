// Auction inspection (spec 4.11, 4.12, 2.9–2.11).
import { z } from 'zod';
import { InvalidParameterError, type Grant } from '../errors.js';
import { auctionBodyLimit } from '../limits.js';
import type { HttpClient } from '../http.js';
import { checkCountry, checkEnum, checkIntegerIn, checkTimeRange, DEVICE_OSES, TEST_MODES } from '../params.js';

/** Spec 4.11, 4.12: auction inspection needs auctions:read. */
const NEEDS: readonly Grant[] = ['auctions:read'];

const int = z.number().int();
// Most auction fields are listed without "required": tolerate absence and null.
const str = z.string().nullish();
const num = z.number().nullish();
const bool = z.boolean().nullish();

export const AuctionRound = z.object({
  auction_id: z.string(),
  round_id: z.string(),
  round_number: int,
  priority: int.nullish(),
  account_id: str, event_time: str, app_bundle: str, app_name: str, ad_unit_id: str, device_os: str,
  device_country: str, sdk_version: str,
  test_mode: bool,
  line_item_count: int.nullish(), bidder_count: int.nullish(), bid_count: int.nullish(), nonbid_count: int.nullish(),
  bid_sum: num,
  has_winner: bool,
  winner_bidder: str, winner_line_item_id: str,
  winner_price_cpm: num, configured_floor: num, round_floor: num,
  floor_currency: str, dps_model: str, dps_model_version: str, experiment_group: str,
  shadow_mode: bool,
  round_duration_ms: int.nullish(),
});
export type AuctionRound = z.infer<typeof AuctionRound>;

export const RoundMetric = z.object({
  metric: z.string(),
  key: str,
  round_number: int.nullish(),
  count: int.nullish(),
  avg_duration_ms: num, p50_duration_ms: num, p95_duration_ms: num,
  max_duration_ms: int.nullish(),
  status: str,
  nonbid_reason: int.nullish(),
  error_type: str, rejection_reason: str,
});
export type RoundMetric = z.infer<typeof RoundMetric>;

/**
 * Not in the spec: what an aggregate covered, when the service says (our sandbox does: it
 * aggregates a sample of auctions, at most so many of a range). Read tolerantly — every field
 * optional, anything else ignored — so an API without it, or with more, still parses.
 */
export const RoundsSample = z
  .object({ rate: z.string().nullish(), auctions: int.nullish(), capped: z.boolean().nullish(), start_time: int.nullish(), end_time: int.nullish() })
  .partial();
export type RoundsSample = z.infer<typeof RoundsSample>;

export const RoundsResponse = z.object({ rounds: z.array(AuctionRound), metrics: z.array(RoundMetric), sample: RoundsSample.nullish().catch(undefined) });
export type RoundsResponse = z.infer<typeof RoundsResponse>;

export const BidRow = z.object({
  auction_id: z.string(),
  account_id: str, event_time: str, bidder: str, bid_id: str, imp_id: str,
  price_cpm: num,
  deal_id: str,
  is_winner: bool,
  app_bundle: str, ad_unit_id: str, device_os: str, device_country: str, sdk_version: str,
  test_mode: bool,
  status: str,
  nonbid_reason: int.nullish(),
  static_floor: num, configured_floor: num, dynamic_floor: num, publisher_floor: num,
  publisher_floor_applied: bool,
  effective_floor: num,
  effective_floor_source: str,
  publisher_override_active: bool,
  http_status: int.nullish(),
  latency_ms: int.nullish(),
  error_type: str, rejection_reason: str,
  round_number: int.nullish(), priority: int.nullish(),
  inserted_at: str,
});
export type BidRow = z.infer<typeof BidRow>;

export const BidsResponse = z.object({ bids: z.array(BidRow) });
export type BidsResponse = z.infer<typeof BidsResponse>;

/** Aggregate round metrics the sandbox serves (the spec does not list names; README documents them). */
export const ROUND_METRICS = ['duration', 'bid_status', 'nonbid_reason', 'error_type', 'rejection_reason', 'winner'] as const;
export const FLOOR_SOURCES = ['static', 'configured', 'dynamic', 'publisher'] as const;
/** Our own cap on `limit` (the spec shows no maximum). */
export const AUCTION_MAX_LIMIT = 10_000;

export interface AuctionFilters {
  start_time?: number;
  end_time?: number;
  test_mode?: string;
  app_bundle?: string;
  ad_unit_id?: string;
  country?: string;
  device_os?: string;
  limit?: number;
}

export interface RoundsParams extends AuctionFilters {
  auction_id?: string;
  metric?: string;
}

export interface BidsParams extends AuctionFilters {
  start_time: number;
  end_time: number;
  floor_source?: string;
}

function checkFilters(p: AuctionFilters, operation: string, rangeRequired: boolean) {
  const hasRange = p.start_time !== undefined || p.end_time !== undefined;
  const range = rangeRequired || hasRange ? checkTimeRange(p, operation) : {};
  return {
    ...range,
    test_mode: checkEnum(p.test_mode, TEST_MODES, 'test_mode', operation),
    app_bundle: p.app_bundle?.trim() || undefined,
    ad_unit_id: p.ad_unit_id?.trim() || undefined,
    country: checkCountry(p.country, 'country', operation),
    device_os: checkEnum(p.device_os, DEVICE_OSES, 'device_os', operation),
    limit: p.limit === undefined ? undefined : checkIntegerIn(p.limit, 'limit', 1, AUCTION_MAX_LIMIT, operation),
  };
}

export function checkRoundsParams(p: RoundsParams, operation = 'auctions.rounds') {
  const auction_id = p.auction_id?.trim() || undefined;
  const metric = p.metric?.trim().toLowerCase() || undefined;
  if (!auction_id && metric && !(ROUND_METRICS as readonly string[]).includes(metric)) {
    throw new InvalidParameterError('metric', `unknown metric "${p.metric}"; use ${ROUND_METRICS.join(', ')}`, operation);
  }
  return { auction_id, metric, ...checkFilters(p, operation, false) };
}

export function checkBidsParams(p: BidsParams, operation = 'auctions.bids') {
  const floor = p.floor_source?.trim().toLowerCase() || undefined;
  if (floor && !(FLOOR_SOURCES as readonly string[]).includes(floor)) {
    throw new InvalidParameterError('floor_source', `must be one of ${FLOOR_SOURCES.join(', ')}`, operation);
  }
  return { ...checkFilters(p, operation, true), floor_source: floor };
}

export class AuctionsResource {
  constructor(private readonly http: HttpClient) {}

  async rounds(params: RoundsParams, opts: { signal?: AbortSignal } = {}): Promise<RoundsResponse> {
    return this.http.json(RoundsResponse, {
      operation: 'auctions.rounds', needs: NEEDS, method: 'GET', path: 'auction/rounds',
      query: checkRoundsParams(params), idempotent: true, signal: opts.signal, maxBytes: auctionBodyLimit(params.limit ?? AUCTION_MAX_LIMIT),
    });
  }

  async bids(params: BidsParams, opts: { signal?: AbortSignal } = {}): Promise<BidsResponse> {
    return this.http.json(BidsResponse, {
      operation: 'auctions.bids', needs: NEEDS, method: 'GET', path: 'auction/bids',
      query: checkBidsParams(params), idempotent: true, signal: opts.signal, maxBytes: auctionBodyLimit(params.limit ?? AUCTION_MAX_LIMIT),
    });
  }
}
