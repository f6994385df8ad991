// The shapes of a simulated auction, shared by the simulation (./auctions-sim.ts), the ids of the
// seeded demo auctions (./auctions-ids.ts) and the API rows built from them (./auctions-rows.ts).
import type { AuctionKey, RowContext } from './auctions-row.js';

export type FloorSource = 'static' | 'configured' | 'dynamic' | 'publisher';

export interface Floors {
  static: number;
  configured: number | null;
  dynamic: number | null;
  publisher: number | null;
  publisherApplied: boolean;
  /** The request carried a publisher floor that may override the platform's. */
  publisherOverride: boolean;
  /** The auction's effective floor; each round's floor is this times its line item's floor_multiplier. */
  effective: number;
  source: FloorSource;
  experimentGroup: string | null;
}

export interface BidOutcome {
  bidder: string;
  status: 'won' | 'lost' | 'rejected' | 'no_bid' | 'timeout' | 'error';
  nonbid: number | null;
  httpStatus: number | null;
  errorType: string | null;
  rejection: string | null;
  priceCpm: number | null;
  latencyMs: number;
}

/** Forced traits of the seeded demo auctions. */
export interface Force {
  filled?: boolean;
  winRound?: number;
  shadow?: boolean;
  publisherFloor?: boolean;
}

export interface Winner {
  bidder: string;
  priceCpm: number;
  lineItemId: string | null;
  roundNumber: number;
}

/** One round as simulated; API rows are built from it only when a response needs them (auctions-rows.ts). */
export interface SimRound {
  number: number;
  priority: number;
  lineItemId: string | null;
  floor: number;
  startMs: number;
  durationMs: number;
  shadow: boolean;
  /** Bidder calls of the round; a shadow round re-reads the previous round's calls. */
  outcomes: BidOutcome[];
  winner: Winner | null;
}

export interface SimAuction {
  id: string;
  key: AuctionKey;
  row: RowContext;
  eventMs: number;
  floors: Floors;
  winner: Winner | null;
  impression: boolean;
  rounds: SimRound[];
}
