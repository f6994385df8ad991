// One auction, regenerated from its key alone (no stored state): floors from every source, the
// rounds it ran (line items: priority and floor multiplier), each bidder's bid or non-bid per
// round, and the winner. Rounds descend in floor; the auction stops at the first round whose
// floor the best bid clears. Whether it fills and who wins follow the reporting row (rowContext).
// Hot path (exports simulate tens of thousands per day): plain loops, no per-call closures.
import { BIDDERS } from './catalog.js';
import { keyCell, type AuctionKey, type RowContext } from './auctions-row.js';
import { auctionId } from './auctions-ids.js';
import { mixSeed } from './facts-model.js';
import { rng } from './random.js';
import type { BidOutcome, Floors, Force, SimAuction, SimRound, Winner } from './auctions-types.js';

export const NONBID = { no_bid: 0, error: 100, timeout: 101, below_floor: 301, invalid_creative: 302 } as const;

export type { Force, SimAuction, SimRound, Winner } from './auctions-types.js';

type Next = () => number;
const round2 = (n: number) => Math.round(n * 100) / 100;
/** Bid prices are cut (not rounded) to the cent, so a price never appears to clear a floor its bid missed. */
const cents = (n: number) => Math.floor(n * 100 + 1e-9) / 100;

/** Lognormal multiplier with mean 1 (sum of four uniforms as the normal). */
function spread(next: Next, sigma: number): number {
  const z = (next() + next() + next() + next() - 2) * 1.7320508;
  return Math.exp(sigma * z - (sigma * sigma) / 2);
}

/** An index of `items` drawn with probability ∝ weight(item); -1 when all weights are 0. */
function pickWeighted(items: readonly number[], weights: readonly number[], next: Next): number {
  let total = 0;
  for (const i of items) total += weights[i]!;
  if (total <= 0) return -1;
  let x = next() * total;
  for (const i of items) if ((x -= weights[i]!) < 0 && weights[i]! > 0) return i;
  return items[items.length - 1]!;
}

function floorsFor(row: RowContext, next: Next, force: Force): Floors {
  const plan = row.plan;
  const dynamic = plan.dpsModel ? round2(row.dynamicFloor * (0.9 + 0.2 * next())) : null;
  let source: Floors['source'] = 'static';
  let base = plan.staticFloor;
  if (plan.configuredFloor !== null && plan.configuredFloor > base) [source, base] = ['configured', plan.configuredFloor];
  if (dynamic !== null && dynamic > base) [source, base] = ['dynamic', dynamic];
  let group: string | null = null;
  let multiplier = 1;
  if (plan.experiment) {
    const groups = plan.experiment.groups;
    let x = next() * groups.reduce((s, g) => s + g.split, 0);
    const g = groups.find((candidate) => (x -= candidate.split) < 0) ?? groups[groups.length - 1]!;
    [group, multiplier] = [g.name, g.multiplier];
  }
  const platform = round2(base * multiplier);
  const hasPublisher = force.publisherFloor ?? next() < 0.08;
  const publisher = hasPublisher ? round2(row.modelEcpm * (force.publisherFloor ? 0.85 : 0.3 + 0.5 * next())) : null;
  const applied = publisher !== null && publisher > platform;
  return {
    static: plan.staticFloor, configured: plan.configuredFloor, dynamic, publisher,
    publisherApplied: applied, publisherOverride: publisher !== null,
    effective: applied ? publisher : platform,
    source: applied ? 'publisher' : source,
    experimentGroup: group,
  };
}

/** Each bidder's value for this impression; the winner's is placed so it clears its round and beats the rest. */
function bidValues(row: RowContext, floors: number[], filled: boolean, winner: number, force: Force, next: Next): number[] {
  const values: number[] = [];
  for (let b = 0; b < BIDDERS.length; b++) values.push(row.ecpm[b]! * spread(next, 0.35));
  const lowest = Math.min(...floors);
  if (!filled) {
    for (const b of row.eligible) if (values[b]! >= lowest) values[b] = lowest * (0.3 + 0.65 * next());
    return values;
  }
  if (force.winRound !== undefined) {
    const w = Math.min(force.winRound, floors.length) - 1;
    const above = w > 0 ? floors[w - 1]! : floors[w]! * 1.5;
    values[winner] = floors[w]! + (above - floors[w]!) * (0.2 + 0.6 * next());
  }
  if (values[winner]! < lowest) values[winner] = lowest * (1 + 0.05 * next());
  for (const b of row.eligible) if (b !== winner && values[b]! >= values[winner]!) values[b] = values[winner]! * (0.55 + 0.4 * next());
  return values;
}

export function simulateAuction(seed: number, row: RowContext, k: number, force: Force = {}, id?: string): SimAuction {
  const key: AuctionKey = { absHour: row.absHour, unit: row.unit, country: row.country, mode: row.mode, k };
  const next = rng(mixSeed(seed, row.absHour, keyCell(key), k + 7));
  const eventMs = row.hourStartMs + Math.floor(next() * 3_590_000);
  let filled = row.eligible.length > 0 && (force.filled ?? next() < row.fillRate);
  const impression = filled && next() < row.showRate;
  const floors = floorsFor(row, next, force);
  const roundFloors: number[] = [];
  for (const r of row.plan.rounds) roundFloors.push(round2(floors.effective * r.multiplier));
  let winnerIndex = filled ? pickWeighted(row.eligible, row.winWeight, next) : -1;
  if (filled && winnerIndex < 0) winnerIndex = row.eligible[0]!;
  filled = filled && winnerIndex >= 0;
  const values = bidValues(row, roundFloors, filled, winnerIndex, force, next);
  const winRound = filled ? roundFloors.findIndex((f) => f <= values[winnerIndex]!) : -1;
  const winner: Winner | null = filled
    ? { bidder: BIDDERS[winnerIndex]!.id, priceCpm: cents(values[winnerIndex]!), lineItemId: row.plan.rounds[winRound]!.lineItemId, roundNumber: winRound + 1 }
    : null;
  const rounds: SimRound[] = [];
  let startMs = eventMs;
  const lastRound = filled ? winRound : roundFloors.length - 1;
  for (let i = 0; i <= lastRound; i++) {
    const outcomes: BidOutcome[] = [];
    let slowest = 5;
    for (const b of row.eligible) {
      const mustBid = i === winRound && b === winnerIndex;
      if (!mustBid && next() >= row.callProb[b]!) continue;
      const o = outcomeOf(b, roundFloors[i]!, values[b]!, mustBid, row, next);
      if (o.latencyMs > slowest) slowest = o.latencyMs;
      outcomes.push(o);
    }
    const durationMs = slowest + 4 + Math.floor(next() * 9);
    const plan = row.plan.rounds[i]!;
    rounds.push({ number: i + 1, priority: plan.priority, lineItemId: plan.lineItemId, floor: roundFloors[i]!, startMs, durationMs, shadow: false, outcomes, winner: i === winRound ? winner : null });
    startMs += durationMs;
  }
  if (row.plan.dpsModel && (force.shadow ?? next() < 0.05)) rounds.push(shadowRound(rounds[rounds.length - 1]!, startMs, next));
  return { id: id ?? auctionId(key), key, row, eventMs, floors, winner, impression, rounds };
}

/** A candidate floor model evaluated on the last round's bids; it never changes the outcome. */
function shadowRound(last: SimRound, startMs: number, next: Next): SimRound {
  const floor = round2(last.floor * (0.85 + 0.3 * next()));
  let best: BidOutcome | undefined;
  for (const o of last.outcomes) if (o.priceCpm !== null && (!best || o.priceCpm > best.priceCpm!)) best = o;
  const winner = best && best.priceCpm! >= floor ? { bidder: best.bidder, priceCpm: best.priceCpm!, lineItemId: null, roundNumber: last.number + 1 } : null;
  return { number: last.number + 1, priority: last.priority, lineItemId: null, floor, startMs, durationMs: 3, shadow: true, outcomes: last.outcomes, winner };
}

function outcome(bidder: string, status: BidOutcome['status'], nonbid: number | null, httpStatus: number | null, errorType: string | null, rejection: string | null, priceCpm: number | null, latencyMs: number): BidOutcome {
  return { bidder, status, nonbid, httpStatus, errorType, rejection, priceCpm, latencyMs };
}

function outcomeOf(b: number, floor: number, value: number, mustBid: boolean, row: RowContext, next: Next): BidOutcome {
  const bidder = BIDDERS[b]!.id;
  const timeout = row.plan.timeoutMs(bidder);
  const latency = Math.min(timeout - 1, Math.round(60 + 140 * spread(next, 0.5) * (1 + b * 0.08)));
  const u = next();
  if (!mustBid && u < 0.015) return outcome(bidder, 'timeout', NONBID.timeout, null, 'timeout', null, null, timeout);
  if (!mustBid && u < 0.02) return outcome(bidder, 'error', NONBID.error, [500, 502, 503][Math.floor(next() * 3)]!, 'http_5xx', null, null, latency);
  if (!mustBid && u < 0.02 + (1 - row.bidProb[b]!)) return outcome(bidder, 'no_bid', NONBID.no_bid, 204, null, null, null, latency);
  const price = cents(value);
  if (mustBid) return outcome(bidder, 'won', null, 200, null, null, price, latency);
  if (value < floor) return outcome(bidder, 'rejected', NONBID.below_floor, 200, null, 'below_floor', price, latency);
  if (next() < 0.004) return outcome(bidder, 'rejected', NONBID.invalid_creative, 200, null, 'invalid_creative', price, latency);
  return outcome(bidder, 'lost', null, 200, null, null, price, latency);
}
