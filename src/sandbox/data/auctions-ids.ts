// Auction ids encode their key (absolute hour, reporting cell, request number), so any auction
// can be regenerated from its id alone: auc_ + 4 base-36 chars of hour + 2 of cell + 3 of k.
// The seeded demo auctions have readable ids (auc_demo_0001…) and fixed traits for docs and tests.
import type { AuctionKey } from './auctions-row.js';
import { cellKey, keyCell } from './auctions-row.js';
import { AD_UNITS, COUNTRIES } from './catalog.js';
import { HOUR_MS } from './facts-model.js';
import type { Force } from './auctions-types.js';

const ID_RE = /^auc_([0-9a-z]{4})([0-9a-z]{2})([0-9a-z]{3})$/;
/** Requests per reporting row that can carry an id (36^3); rows are far smaller. */
export const MAX_K = 36 ** 3;

export function auctionId(key: AuctionKey): string {
  return `auc_${key.absHour.toString(36).padStart(4, '0')}${keyCell(key).toString(36).padStart(2, '0')}${key.k.toString(36).padStart(3, '0')}`;
}

export function parseAuctionId(id: string): AuctionKey | undefined {
  const m = ID_RE.exec(id);
  if (!m) return undefined;
  const cell = parseInt(m[2]!, 36);
  const { unit, country, mode } = cellKey(cell);
  if (unit >= AD_UNITS.length) return undefined;
  return { absHour: parseInt(m[1]!, 36), unit, country, mode, k: parseInt(m[3]!, 36) };
}

export interface DemoAuction {
  id: string;
  unitId: string;
  country: string;
  /** Hours before the sandbox clock's hour at first use. */
  hoursAgo: number;
  force: Force;
  what: string;
}

/** Documented in notes/part2.md; always production traffic. */
export const DEMO_AUCTIONS: readonly DemoAuction[] = [
  { id: 'auc_demo_0001', unitId: 'au_012_interstitial', country: 'US', hoursAgo: 30, force: { filled: true, winRound: 2, shadow: true, publisherFloor: false }, what: 'three rounds: no bid clears round 1, a winner in round 2, a shadow round 3 (candidate floor model)' },
  { id: 'auc_demo_0002', unitId: 'au_053_rewarded', country: 'DE', hoursAgo: 29, force: { filled: false, shadow: false, publisherFloor: false }, what: 'no fill: three rounds without a winner (configured floor, no dynamic floors on Tiny Farm)' },
  { id: 'auc_demo_0003', unitId: 'au_022_interstitial', country: 'GB', hoursAgo: 28, force: { filled: true, winRound: 1, shadow: false, publisherFloor: true }, what: 'publisher floor applied (effective floor source publisher), won in round 1' },
];

export function demoKey(demo: DemoAuction, clockHour: number): AuctionKey {
  return {
    absHour: clockHour - demo.hoursAgo,
    unit: AD_UNITS.findIndex((u) => u.id === demo.unitId),
    country: COUNTRIES.findIndex((c) => c.code === demo.country),
    mode: 0,
    // Outside every sampled range: a demo never collides with a generated auction.
    k: MAX_K - 1 - DEMO_AUCTIONS.indexOf(demo),
  };
}

export const hourOfMs = (ms: number) => Math.floor(ms / HOUR_MS);
