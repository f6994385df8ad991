// GET /auction/rounds and GET /auction/bids (spec 4.11, 4.12): auctions:read. Parameters are the
// API core's (checkRoundsParams / checkBidsParams). Listings walk the 1-in-1,000 auction sample
// newest first and stop at `limit` (default 1,000, at most AUCTION_MAX_LIMIT).
import { checkBidsParams, checkRoundsParams, type AuctionFilters } from '../../api/resources/auctions.js';
import { findAuction, LIST_SAMPLE, listAuctions, type AuctionWindow } from '../data/auctions.js';
import { roundMetrics, type RoundMetricName } from '../data/auctions-metrics.js';
import { bidRows, roundRows } from '../data/auctions-rows.js';
import { completedHourEnd, getFacts, HOUR_MS, type FactFilters } from '../data/facts.js';
import { asBadRequest } from '../query.js';
import { API_PREFIX, type Route, type SandboxRequest } from '../types.js';
import { requireGrant } from './guard.js';

export const AUCTION_DEFAULT_LIMIT = 1_000;
/** Metrics aggregate at most this many sampled auctions (the newest of the range). */
export const METRIC_MAX_AUCTIONS = 20_000;
const FILTERS = ['start_time', 'end_time', 'test_mode', 'app_bundle', 'ad_unit_id', 'country', 'device_os', 'limit'];

function readFilters(req: SandboxRequest): AuctionFilters {
  const q = req.query;
  return {
    start_time: q.int('start_time'), end_time: q.int('end_time'), test_mode: q.one('test_mode'),
    app_bundle: q.one('app_bundle'), ad_unit_id: q.one('ad_unit_id'), country: q.one('country'),
    device_os: q.one('device_os'), limit: q.int('limit'),
  };
}

type CheckedFilters = Pick<AuctionFilters, 'app_bundle' | 'ad_unit_id' | 'country' | 'test_mode' | 'start_time' | 'end_time'> & { device_os?: 'iOS' | 'Android' };

function factFilters(p: CheckedFilters): FactFilters {
  return {
    appBundle: p.app_bundle, adUnitId: p.ad_unit_id, country: p.country, deviceOs: p.device_os,
    testMode: (p.test_mode ?? 'production') as FactFilters['testMode'],
  };
}

/** Without start_time/end_time: the 24 completed hours before the sandbox clock. */
function windowOf(req: SandboxRequest, p: CheckedFilters, filters: FactFilters): AuctionWindow {
  if (p.start_time !== undefined && p.end_time !== undefined) return { fromMs: p.start_time * 1000, toMs: p.end_time * 1000 + 999, filters };
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
      req.query.allowOnly([...FILTERS, 'auction_id', 'metric']);
      const p = asBadRequest(() => checkRoundsParams({ ...readFilters(req), auction_id: req.query.one('auction_id'), metric: req.query.one('metric') })) as ReturnType<typeof checkRoundsParams> & CheckedFilters;
      if (p.auction_id) {
        // Unknown ids answer 200 with empty arrays (the operation lists no 404).
        const auction = findAuction(req.ctx, p.auction_id);
        return { json: { rounds: auction ? roundRows(auction) : [], metrics: [] } };
      }
      const metric = (p.metric ?? 'duration') as RoundMetricName;
      const window = windowOf(req, p, factFilters(p));
      let auctions = 0;
      const counted = (function* () {
        for (const a of take(listAuctions(req.ctx, window), METRIC_MAX_AUCTIONS)) {
          auctions++;
          yield a;
        }
      })();
      const metrics = roundMetrics(counted, metric).slice(0, p.limit ?? AUCTION_DEFAULT_LIMIT);
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
      req.query.allowOnly([...FILTERS, 'floor_source']);
      const p = asBadRequest(() => checkBidsParams({ ...readFilters(req), floor_source: req.query.one('floor_source') } as Parameters<typeof checkBidsParams>[0])) as ReturnType<typeof checkBidsParams> & CheckedFilters;
      const limit = p.limit ?? AUCTION_DEFAULT_LIMIT;
      const bids = [];
      for (const auction of listAuctions(req.ctx, windowOf(req, p, factFilters(p)))) {
        for (const bid of bidRows(auction)) {
          if (p.floor_source && bid.effective_floor_source !== p.floor_source) continue;
          bids.push(bid);
          if (bids.length >= limit) return { json: { bids } };
        }
      }
      return { json: { bids } };
    },
  },
];
