// The API rows of an auction (spec 2.9 round rows, 2.11 bid rows), built from the simulation only
// when a response needs them: listings and exports work on the compact simulation.
import { ACCOUNT_ID } from './auctions-row.js';
import type { BidOutcome, SimAuction, SimRound } from './auctions-types.js';
import { AD_UNITS, COUNTRIES, type AdUnit } from './catalog.js';
import { hash01 } from './random.js';

export type { BidOutcome, FloorSource, Floors } from './auctions-types.js';

const DPS_VERSION: Record<string, string> = { dps_v1: '1.9.3', dps_v2: '2.4.0', dps_v3: '3.0.0-candidate' };

/** SDK versions in the field: Tiny Farm ships an older SDK. */
export function sdkVersion(unit: AdUnit): string {
  const old = unit.app.bundle.includes('tinyfarm');
  return unit.app.os === 'iOS' ? (old ? '9.3.2' : '9.4.1') : old ? '9.3.1' : '9.4.0';
}

/** Round rows (spec 2.9) of one auction. */
export function roundRows(a: SimAuction) {
  const unit = AD_UNITS[a.key.unit]!;
  const sdk = sdkVersion(unit);
  const country = COUNTRIES[a.key.country]!.code;
  return a.rounds.map((r) => {
    let bids = 0;
    let sum = 0;
    for (const o of r.outcomes) if (o.priceCpm !== null) [bids, sum] = [bids + 1, sum + o.priceCpm];
    const model = r.shadow ? 'dps_v3' : a.row.plan.dpsModel;
    return {
      auction_id: a.id,
      round_id: `${a.id}_r${r.number}`,
      round_number: r.number,
      priority: r.priority,
      account_id: ACCOUNT_ID,
      event_time: new Date(r.startMs).toISOString(),
      app_bundle: unit.app.bundle,
      app_name: unit.app.name,
      ad_unit_id: unit.id,
      device_os: unit.app.os,
      device_country: country,
      sdk_version: sdk,
      test_mode: a.key.mode === 1,
      line_item_count: r.shadow || !r.lineItemId ? 0 : 1,
      bidder_count: r.outcomes.length,
      bid_count: bids,
      nonbid_count: r.outcomes.length - bids,
      bid_sum: Math.round(sum * 100) / 100,
      has_winner: r.winner !== null,
      winner_bidder: r.winner?.bidder ?? null,
      winner_line_item_id: r.winner && !r.shadow ? r.lineItemId : null,
      winner_price_cpm: r.winner?.priceCpm ?? null,
      configured_floor: a.floors.configured,
      round_floor: r.floor,
      floor_currency: 'USD',
      dps_model: model,
      dps_model_version: model ? (DPS_VERSION[model] ?? '1.0.0') : null,
      experiment_group: a.floors.experimentGroup,
      shadow_mode: r.shadow,
      round_duration_ms: r.durationMs,
    };
  });
}

export type BidRow = ReturnType<typeof bidRowOf>;

function bidRowOf(a: SimAuction, r: SimRound, o: BidOutcome, unit: AdUnit, country: string) {
  const eventMs = r.startMs + o.latencyMs;
  const isBid = o.priceCpm !== null;
  // A few of bidder_alpha's rewarded bids come through a private deal.
  const deal = isBid && o.bidder === 'bidder_alpha' && unit.format === 'rewarded' && hash01(a.id, r.number) < 0.1;
  const f = a.floors;
  return {
    auction_id: a.id,
    account_id: ACCOUNT_ID,
    event_time: new Date(eventMs).toISOString(),
    bidder: o.bidder,
    bid_id: isBid ? `${a.id}_r${r.number}_${o.bidder.replace('bidder_', '')}` : null,
    imp_id: `${a.id}_1`,
    price_cpm: o.priceCpm,
    deal_id: deal ? 'deal_alpha_rewarded_q4' : null,
    is_winner: o.status === 'won',
    app_bundle: unit.app.bundle,
    ad_unit_id: unit.id,
    device_os: unit.app.os,
    device_country: country,
    sdk_version: sdkVersion(unit),
    test_mode: a.key.mode === 1,
    status: o.status,
    nonbid_reason: o.nonbid,
    static_floor: f.static,
    configured_floor: f.configured,
    dynamic_floor: f.dynamic,
    publisher_floor: f.publisher,
    publisher_floor_applied: f.publisherApplied,
    effective_floor: r.floor,
    effective_floor_source: f.source,
    publisher_override_active: f.publisherOverride,
    http_status: o.httpStatus,
    latency_ms: o.latencyMs,
    error_type: o.errorType,
    rejection_reason: o.rejection,
    round_number: r.number,
    priority: r.priority,
    inserted_at: new Date(eventMs + 20_000 + Math.floor(hash01(a.id, o.bidder, r.number) * 70_000)).toISOString(),
  };
}

/** Bid and non-bid rows (spec 2.11) of one auction, round by round; shadow rounds have none of their own. */
export function bidRows(a: SimAuction): BidRow[] {
  const unit = AD_UNITS[a.key.unit]!;
  const country = COUNTRIES[a.key.country]!.code;
  return a.rounds.filter((r) => !r.shadow).flatMap((r) => r.outcomes.map((o) => bidRowOf(a, r, o, unit, country)));
}
