// Bidder-level facts, derived from a base row (hour, ad unit, country, mode) deterministically:
// the same row always splits the same way, and the integer parts sum exactly to the row's totals
// (fills = the bidders' wins; impressions and clicks by largest remainder; revenue to the cent of
// floating point). Only hours starting on or after 2026-06-01T00:00Z have bidder data.
import { AD_UNITS, BIDDERS, COUNTRIES } from './catalog.js';
import {
  apportion,
  BIDDER_DATA_START_MS,
  bidderBidRate,
  bidderParticipation,
  bidderPriceFactor,
  mixSeed,
  NoiseStream,
} from './facts-model.js';
import { CELLS_PER_TIME, hourStartMs, N_COUNTRIES, rowIndex, type Facts } from './facts-grid.js';

export const N_BIDDERS = BIDDERS.length;

/** The bidder metrics, one typed array a metric. */
export interface BidderColumns {
  /** Bid requests sent to the bidder (a bidder may not be called for some formats). */
  bidRequests: Int32Array;
  bids: Int32Array;
  /** Won auctions. */
  wins: Int32Array;
  impressions: Int32Array;
  clicks: Int32Array;
  revenue: Float64Array;
}

/**
 * One row's split over the bidders (index = BIDDERS index). Each metric adds up to the row's:
 * Σ wins = fills, Σ impressions, Σ clicks, and Σ revenue (to floating point).
 */
export type BidderSplit = BidderColumns;

/** Per-day bidder totals for each cell: index (cell * N_BIDDERS + bidder), cell as in facts.ts. */
export type BidderDay = BidderColumns;

function newBidderColumns(length: number): BidderColumns {
  return {
    bidRequests: new Int32Array(length),
    bids: new Int32Array(length),
    wins: new Int32Array(length),
    impressions: new Int32Array(length),
    clicks: new Int32Array(length),
    revenue: new Float64Array(length),
  };
}

export function newBidderSplit(): BidderSplit {
  return newBidderColumns(N_BIDDERS);
}

export function hasBidderData(facts: Facts, hourIndex: number): boolean {
  return hourStartMs(facts, hourIndex) >= BIDDER_DATA_START_MS;
}

const weights = new Float64Array(N_BIDDERS);
// The model's per-bidder factors, tabled once: the split runs ~12k times per generated day.
const PARTICIPATION = Float64Array.from(AD_UNITS.flatMap((_, u) => BIDDERS.map((_b, b) => bidderParticipation(b, u))));
const BID_RATE = Float64Array.from(COUNTRIES.flatMap((_, c) => BIDDERS.map((_b, b) => bidderBidRate(b, c))));
const PRICE = Float64Array.from(BIDDERS.map((_, b) => bidderPriceFactor(b)));
const scratch = new Float64Array(N_BIDDERS);

/**
 * Splits the row at (hourIndex, unit, country, mode) over the bidders into `out`. Returns false
 * (and zeros) for hours before 2026-06-01, which have no bidder data.
 */
export function splitByBidder(facts: Facts, hourIndex: number, unit: number, country: number, mode: number, out: BidderSplit): boolean {
  if (!hasBidderData(facts, hourIndex)) {
    for (const col of Object.values(out) as (Int32Array | Float64Array)[]) col.fill(0);
    return false;
  }
  const row = rowIndex(hourIndex, unit, country, mode);
  const h = facts.hourly;
  const requests = h.requests[row]!;
  const absHour = facts.startDay * 24 + hourIndex;
  const noise = new NoiseStream(mixSeed(facts.seed, absHour, (unit * 64 + country) * 2 + mode, 99));
  for (let b = 0; b < N_BIDDERS; b++) {
    const bidRequests = Math.round(requests * PARTICIPATION[unit * N_BIDDERS + b]!);
    const bids = Math.round(bidRequests * Math.min(1, BID_RATE[country * N_BIDDERS + b]! * (1 + 0.15 * noise.pair())));
    out.bidRequests[b] = bidRequests;
    out.bids[b] = bids;
    weights[b] = bids * BIDDERS[b]!.strength * (1 + 0.5 * noise.second);
  }
  apportion(h.fills[row]!, weights, N_BIDDERS, out.wins, scratch);
  for (let b = 0; b < N_BIDDERS; b++) {
    // Tiny rows can round a winner's bids below its wins: a win always had a bid and a request.
    if (out.bids[b]! < out.wins[b]!) out.bids[b] = out.wins[b]!;
    if (out.bidRequests[b]! < out.bids[b]!) out.bidRequests[b] = out.bids[b]!;
  }
  apportion(h.impressions[row]!, out.wins, N_BIDDERS, out.impressions, scratch);
  apportion(h.clicks[row]!, out.impressions, N_BIDDERS, out.clicks, scratch);
  splitRevenue(h.revenue[row]!, out, noise);
  return true;
}

/** Revenue follows impressions weighted by each bidder's clearing price; the last share takes the rest. */
function splitRevenue(total: number, out: BidderSplit, noise: NoiseStream): void {
  let sum = 0;
  let last = -1;
  for (let b = 0; b < N_BIDDERS; b++) {
    const n = b % 2 === 0 ? noise.pair() : noise.second;
    weights[b] = out.impressions[b]! * PRICE[b]! * (1 + 0.3 * n);
    sum += weights[b]!;
    if (weights[b]! > 0) last = b;
  }
  let given = 0;
  for (let b = 0; b < N_BIDDERS; b++) {
    if (b === last) continue;
    out.revenue[b] = sum > 0 ? (total * weights[b]!) / sum : 0;
    given += out.revenue[b]!;
  }
  if (last >= 0) out.revenue[last] = Math.max(0, total - given);
}

const bidderDays = new WeakMap<Facts, Map<number, BidderDay>>();

/**
 * The sum of a UTC day's hourly bidder splits for every cell (built on first use and kept:
 * ≈80 kB a day), so day-aligned bidder reports need not split every hour again.
 */
export function bidderDay(facts: Facts, dayIndex: number): BidderDay {
  let days = bidderDays.get(facts);
  if (!days) bidderDays.set(facts, (days = new Map()));
  const cached = days.get(dayIndex);
  if (cached) return cached;
  const day: BidderDay = newBidderColumns(CELLS_PER_TIME * N_BIDDERS);
  const split = newBidderSplit();
  for (let hh = 0; hh < 24 && hasBidderData(facts, dayIndex * 24 + hh); hh++) {
    for (let cell = 0; cell < CELLS_PER_TIME; cell++) {
      const mode = cell % 2;
      const country = (cell >> 1) % N_COUNTRIES;
      const unit = Math.floor((cell >> 1) / N_COUNTRIES);
      splitByBidder(facts, dayIndex * 24 + hh, unit, country, mode, split);
      for (let b = 0; b < N_BIDDERS; b++) {
        const i = cell * N_BIDDERS + b;
        day.bidRequests[i]! += split.bidRequests[b]!;
        day.bids[i]! += split.bids[b]!;
        day.wins[i]! += split.wins[b]!;
        day.impressions[i]! += split.impressions[b]!;
        day.clicks[i]! += split.clicks[b]!;
        day.revenue[i]! += split.revenue[b]!;
      }
    }
  }
  days.set(dayIndex, day);
  return day;
}
