// The facts an auction is drawn from: one hourly reporting row (hour × ad unit × country × mode)
// with its bidder split, plus the live config's plan for the ad unit. Every sampled auction of
// the row uses the same context, so auctions agree with the reports: fill rate = fills/requests,
// winners ∝ each bidder's wins, winning prices around each bidder's eCPM in that hour.
import { ACCOUNT_ID } from './catalog.js';
import { unitPlans, type UnitPlan } from './auctions-config.js';
import {
  expectedWinShares, floorCpm, getFacts, modelEcpm, N_BIDDERS, newBidderSplit, rowIndex, splitByBidder,
  cellIndex, HOUR_MS, N_COUNTRIES, N_MODES, type BidderSplit, type Facts,
} from './facts.js';
import { BIDDERS } from './catalog.js';
import type { SandboxContext } from '../types.js';

export { ACCOUNT_ID };

/** Identifies one auction: every request of a reporting row is an auction, numbered k = 0.. */
export interface AuctionKey {
  absHour: number;
  unit: number;
  country: number;
  mode: number;
  k: number;
}

export interface RowContext {
  absHour: number;
  unit: number;
  country: number;
  mode: number;
  hourStartMs: number;
  requests: number;
  fillRate: number;
  showRate: number;
  /** BIDDERS indexes that may be called here (config allows it and the facts call it). */
  eligible: number[];
  /** Per bidder (BIDDERS index), 0 when the bidder is not called here. */
  callProb: number[];
  bidProb: number[];
  winWeight: number[];
  ecpm: number[];
  modelEcpm: number;
  dynamicFloor: number;
  plan: UnitPlan;
}

export function keyCell(key: Pick<AuctionKey, 'unit' | 'country' | 'mode'>): number {
  return cellIndex(key.unit, key.country, key.mode);
}

export function cellKey(cell: number): { unit: number; country: number; mode: number } {
  return { mode: cell % N_MODES, country: Math.floor(cell / N_MODES) % N_COUNTRIES, unit: Math.floor(cell / (N_MODES * N_COUNTRIES)) };
}

/** The facts grid's hour index of an absolute hour, or undefined outside the generated window. */
export function hourIndexOf(facts: Facts, absHour: number): number | undefined {
  const h = absHour - facts.startDay * 24;
  return h >= 0 && h < facts.hours ? h : undefined;
}

const split: BidderSplit = newBidderSplit();

export function rowContext(ctx: SandboxContext, absHour: number, unit: number, country: number, mode: number): RowContext | undefined {
  const facts = getFacts(ctx);
  const h = hourIndexOf(facts, absHour);
  if (h === undefined) return undefined;
  const row = rowIndex(h, unit, country, mode);
  const requests = facts.hourly.requests[row]!;
  if (requests <= 0) return undefined;
  const fills = facts.hourly.fills[row]!;
  const hourStartMs = absHour * HOUR_MS;
  const plan = unitPlans(ctx)[unit]!;
  const model = modelEcpm(unit, country, hourStartMs);
  const hasSplit = splitByBidder(facts, h, unit, country, mode, split);
  const shares = hasSplit ? undefined : expectedWinShares(unit, country);
  const callProb: number[] = [];
  const bidProb: number[] = [];
  const winWeight: number[] = [];
  const ecpm: number[] = [];
  for (let b = 0; b < N_BIDDERS; b++) {
    const allowed = plan.bidders.has(BIDDERS[b]!.id);
    const called = hasSplit ? split.bidRequests[b]! / requests : shares![b]! > 0 ? 0.9 : 0;
    callProb.push(allowed ? Math.min(1, called) : 0);
    bidProb.push(hasSplit ? (split.bidRequests[b]! > 0 ? split.bids[b]! / split.bidRequests[b]! : 0) : BIDDERS[b]!.bidRate);
    winWeight.push(allowed ? (hasSplit ? split.wins[b]! : shares![b]!) : 0);
    const imps = hasSplit ? split.impressions[b]! : 0;
    ecpm.push(imps > 0 ? (split.revenue[b]! * 1000) / imps : model);
  }
  const eligible: number[] = [];
  for (let b = 0; b < N_BIDDERS; b++) if (callProb[b]! > 0) eligible.push(b);
  return {
    absHour, unit, country, mode, hourStartMs, requests, eligible,
    fillRate: fills / requests,
    showRate: fills > 0 ? facts.hourly.impressions[row]! / fills : 0,
    callProb, bidProb, winWeight, ecpm,
    modelEcpm: model,
    dynamicFloor: floorCpm(unit, country, hourStartMs),
    plan,
  };
}
