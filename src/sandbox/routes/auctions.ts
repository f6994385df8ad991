// GET /auction/rounds and GET /auction/bids (spec 4.11, 4.12): auctions:read. Parameters:
// ../params/auctions.ts. Listings walk the 1-in-1,000 auction sample newest first and stop at
// `limit` (default 1,000, at most 10,000).
import { findAuction, LIST_SAMPLE, listAuctions, type AuctionWindow } from '../data/auctions.js';
import { roundMetrics } from '../data/auctions-metrics.js';
import { bidRows, roundRows } from '../data/auctions-rows.js';
import { completedHourEnd, getFacts, HOUR_MS, type FactFilters } from '../data/facts.js';
import { readBidsQuery, readRoundsQuery, type BidsQuery, type RoundsQuery } from '../params/auctions.js';
import { API_PREFIX, type Route, type SandboxRequest } from '../types.js';
import type { TimeRange } from '../vocabulary.js';
import { requireGrant } from './guard.js';

/** Metrics aggregate at most this many sampled auctions (the newest of the range): about 13
 * unfiltered days, so a week and the week it is compared with are aggregated whole. */
export const METRIC_MAX_AUCTIONS = 50_000;

/**
 * A row without the fields that have no value. Spec 2.9–2.11 type every field (string, int,
 * number, boolean) and mark none nullable or required, so a value that does not exist — no
 * winner, no deal, no error — is left out rather than sent as null.
 */
function withoutNulls<T extends object>(row: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key in row) if (row[key] !== null) out[key] = row[key];
  return out;
}

function factFilters(p: RoundsQuery | BidsQuery): FactFilters {
  return { appBundle: p.app_bundle, adUnitId: p.ad_unit_id, country: p.country, deviceOs: p.device_os, testMode: p.test_mode };
}

/** Without start_time/end_time: the 24 completed hours before the sandbox clock. */
function windowOf(req: SandboxRequest, range: TimeRange | undefined, filters: FactFilters): AuctionWindow {
  if (range) return { fromMs: range.start_time * 1000, toMs: range.end_time * 1000 + 999, filters };
  const facts = getFacts(req.ctx);
  const endMs = facts.startMs + completedHourEnd(facts, req.ctx.clock.now()) * HOUR_MS;
  return { fromMs: endMs - 24 * HOUR_MS, toMs: endMs - 1, filters };
}

function* take<T>(items: Iterable<T>, n: number): Generator<T> {
  if (n <= 0) return;
  let i = 0;
  for (const item of items) {
    yield item;
    if (++i >= n) return;
  }
}

export const auctionsRoutes: Route[] = [
  {
    method: 'GET',
    path: `${API_PREFIX}/auction/rounds`,
    handler: (req) => {
      requireGrant(req, 'auctions:read');
      const p = readRoundsQuery(req.query);
      if (p.auction_id) {
        // Unknown ids answer 200 with empty arrays (the operation lists no 404).
        const auction = findAuction(req.ctx, p.auction_id);
        return { json: { rounds: auction ? roundRows(auction).map(withoutNulls) : [], metrics: [] } };
      }
      const window = windowOf(req, p.range, factFilters(p));
      let auctions = 0;
      const counted = (function* () {
        for (const a of take(listAuctions(req.ctx, window), METRIC_MAX_AUCTIONS)) {
          auctions++;
          yield a;
        }
      })();
      const metrics = roundMetrics(counted, p.metric).slice(0, p.limit).map(withoutNulls);
      const sample = {
        rate: `1/${LIST_SAMPLE}`, auctions, capped: auctions >= METRIC_MAX_AUCTIONS,
        start_time: Math.floor(window.fromMs / 1000), end_time: Math.floor(window.toMs / 1000),
      };
      return { json: { rounds: [], metrics, sample } };
    },
  },
  {
    method: 'GET',
    path: `${API_PREFIX}/auction/bids`,
    handler: (req) => {
      requireGrant(req, 'auctions:read');
      const p = readBidsQuery(req.query);
      const bids = [];
      for (const auction of listAuctions(req.ctx, windowOf(req, p.range, factFilters(p)))) {
        for (const bid of bidRows(auction)) {
          if (p.floor_source && bid.effective_floor_source !== p.floor_source) continue;
          bids.push(withoutNulls(bid));
          if (bids.length >= p.limit) return { json: { bids } };
        }
      }
      return { json: { bids } };
    },
  },
];
