// GET /report/bidders (spec 4.4, 2.5): one row per bidder that was sent bid requests in the
// range, by revenue (highest first, then name). Bidder data starts 2026-06-01T00:00Z: earlier
// hours of a range are simply not counted (the breakdown's bidder dimension refuses such ranges).
import { BIDDERS } from '../data/catalog.js';
import {
  BIDDER_DATA_START_MS,
  bidderDay,
  cellIndex,
  hourIndexAt,
  N_BIDDERS,
  newBidderSplit,
  selectCells,
  splitByBidder,
  type CellSelection,
  type Facts,
} from '../data/facts.js';
import { readBiddersQuery } from '../params/reports.js';
import type { SandboxRequest, SandboxResult } from '../types.js';
import { requireGrant } from './guard.js';
import { ecpm, factFilters, hourWindow, money, percent, planDays } from './reports-common.js';

interface BidderTotals {
  requests: Float64Array;
  bids: Float64Array;
  wins: Float64Array;
  impressions: Float64Array;
  revenue: Float64Array;
}

function sumDays(t: BidderTotals, facts: Facts, sel: CellSelection, fromDay: number, toDay: number): void {
  for (let d = fromDay; d < toDay; d++) {
    const day = bidderDay(facts, d);
    for (const u of sel.units) for (const c of sel.countries) for (const m of sel.modes) {
      const base = cellIndex(u, c, m) * N_BIDDERS;
      for (let b = 0; b < N_BIDDERS; b++) {
        t.requests[b]! += day.bidRequests[base + b]!;
        t.bids[b]! += day.bids[base + b]!;
        t.wins[b]! += day.wins[base + b]!;
        t.impressions[b]! += day.impressions[base + b]!;
        t.revenue[b]! += day.revenue[base + b]!;
      }
    }
  }
}

function sumHour(t: BidderTotals, facts: Facts, sel: CellSelection, hour: number): void {
  const split = newBidderSplit();
  for (const u of sel.units) for (const c of sel.countries) for (const m of sel.modes) {
    splitByBidder(facts, hour, u, c, m, split);
    for (let b = 0; b < N_BIDDERS; b++) {
      t.requests[b]! += split.bidRequests[b]!;
      t.bids[b]! += split.bids[b]!;
      t.wins[b]! += split.wins[b]!;
      t.impressions[b]! += split.impressions[b]!;
      t.revenue[b]! += split.revenue[b]!;
    }
  }
}

export function biddersHandler(req: SandboxRequest): SandboxResult {
  requireGrant(req, 'reports:read');
  const p = readBiddersQuery(req.query);
  const win = hourWindow(req.ctx, p);
  const fromHour = Math.max(win.fromHour, hourIndexAt(win.facts, BIDDER_DATA_START_MS));
  const sel = selectCells(factFilters(p));
  const t: BidderTotals = {
    requests: new Float64Array(N_BIDDERS), bids: new Float64Array(N_BIDDERS), wins: new Float64Array(N_BIDDERS),
    impressions: new Float64Array(N_BIDDERS), revenue: new Float64Array(N_BIDDERS),
  };
  if (fromHour < win.toHour) {
    const plan = planDays(fromHour, win.toHour);
    sumDays(t, win.facts, sel, plan.fromDay, plan.toDay);
    for (const h of plan.edgeHours) sumHour(t, win.facts, sel, h);
  }
  const bidders = BIDDERS.map((b, i) => ({
    name: b.id,
    requests: t.requests[i]!,
    bids: t.bids[i]!,
    bid_rate: percent(t.bids[i]!, t.requests[i]!),
    impressions: t.impressions[i]!,
    win_rate: percent(t.wins[i]!, t.bids[i]!),
    revenue: money(t.revenue[i]!),
    ecpm: ecpm(t.revenue[i]!, t.impressions[i]!),
  }))
    .filter((b) => b.requests > 0)
    .sort((a, b) => b.revenue - a.revenue || (a.name < b.name ? -1 : 1));
  return { json: { bidders } };
}
