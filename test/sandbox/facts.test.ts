// The generated facts that reports, exports and auctions share: determinism, the invariants other
// generators rely on (daily = Σ hourly, bidder splits that sum exactly), the visible window.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AD_UNITS, COUNTRIES } from '../../src/sandbox/data/catalog.js';
import {
  bidderDay,
  CELLS_PER_TIME,
  completedHourEnd,
  expectedWinShares,
  floorCpm,
  getFacts,
  hourIndexAt,
  hourStartMs,
  modelEcpm,
  N_BIDDERS,
  newBidderSplit,
  rowIndex,
  selectCells,
  splitByBidder,
  sumRows,
  type Facts,
} from '../../src/sandbox/data/facts.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';

const NOW = Date.parse('2026-11-22T09:00:00Z');
let sandbox: Sandbox;
let facts: Facts;

beforeAll(async () => {
  sandbox = await startSandbox({ now: NOW });
  facts = getFacts(sandbox.ctx);
});
afterAll(async () => {
  await sandbox.close();
});

const sum = (a: ArrayLike<number>) => Array.from(a).reduce((x, y) => x + y, 0);

describe('facts grid', () => {
  it('covers the 120 days before the clock, at UTC midnight, and is the same object on the next call', () => {
    expect(facts.startMs).toBe(Date.parse('2026-07-25T00:00:00Z'));
    expect(facts.hours).toBe(facts.days * 24);
    expect(hourStartMs(facts, completedHourEnd(facts, NOW) - 1)).toBe(Date.parse('2026-11-22T08:00:00Z'));
    expect(getFacts(sandbox.ctx)).toBe(facts);
  });

  it('keeps counts consistent: fills ≤ requests, impressions ≤ fills, clicks ≤ impressions', () => {
    const { requests, fills, impressions, clicks, revenue } = facts.hourly;
    let bad = 0;
    for (let row = 0; row < requests.length; row += 97) {
      if (fills[row]! > requests[row]! || impressions[row]! > fills[row]! || clicks[row]! > impressions[row]! || revenue[row]! < 0) bad++;
    }
    expect(bad).toBe(0);
  });

  it('daily rows are the sums of their 24 hourly rows', () => {
    for (const [day, cell] of [[3, 0], [100, 77], [119, CELLS_PER_TIME - 1]] as const) {
      const hours = Array.from({ length: 24 }, (_, h) => (day * 24 + h) * CELLS_PER_TIME + cell);
      expect(facts.daily.requests[day * CELLS_PER_TIME + cell]).toBe(sum(hours.map((r) => facts.hourly.requests[r]!)));
      expect(facts.daily.users[day * CELLS_PER_TIME + cell]).toBe(sum(hours.map((r) => facts.hourly.users[r]!)));
      expect(facts.daily.revenue[day * CELLS_PER_TIME + cell]).toBeCloseTo(sum(hours.map((r) => facts.hourly.revenue[r]!)), 9);
    }
  });

  it('is deterministic from the seed and independent of the start time', async () => {
    const later = await startSandbox({ now: NOW + 5 * 86_400_000 });
    const otherSeed = await startSandbox({ now: NOW, seed: 7 });
    try {
      const f2 = getFacts(later.ctx);
      const hour = hourIndexAt(facts, Date.parse('2026-11-01T13:00:00Z'));
      const hour2 = hourIndexAt(f2, Date.parse('2026-11-01T13:00:00Z'));
      for (const cell of [0, 5, 200, 479]) {
        expect(f2.hourly.revenue[hour2 * CELLS_PER_TIME + cell]).toBe(facts.hourly.revenue[hour * CELLS_PER_TIME + cell]);
        expect(f2.hourly.users[hour2 * CELLS_PER_TIME + cell]).toBe(facts.hourly.users[hour * CELLS_PER_TIME + cell]);
      }
      const f3 = getFacts(otherSeed.ctx);
      expect(f3.hourly.requests[hour * CELLS_PER_TIME]).not.toBe(facts.hourly.requests[hour * CELLS_PER_TIME]);
    } finally {
      await later.close();
      await otherSeed.close();
    }
  });

  it('selects cells by app, ad unit, country, OS and test mode', () => {
    expect(selectCells({ appBundle: 'com.acmegames.wordrush' }).units.map((u) => AD_UNITS[u]!.id)).toEqual(['au_031_banner', 'au_032_interstitial', 'au_033_rewarded']);
    expect(selectCells({ adUnitId: 'au_014_native', country: 'jp', testMode: 'all' })).toEqual({ units: [3], countries: [COUNTRIES.findIndex((c) => c.code === 'JP')], modes: [0, 1] });
    expect(selectCells({ deviceOs: 'Android' }).units).toHaveLength(10);
    expect(selectCells({ country: 'ZZ' }).countries).toEqual([]);
  });

  it('sums a UTC day of one app to a plausible total', () => {
    const from = hourIndexAt(facts, Date.parse('2026-11-21T00:00:00Z'));
    const day = sumRows(facts, { fromHour: from, toHour: from + 24 }, { appBundle: 'com.acmegames.puzzlequest' });
    expect(day.revenue).toBeGreaterThan(1_000);
    expect(day.users).toBeGreaterThan(10_000);
    expect(day.requests / day.users).toBeGreaterThan(10);
  });

  it('rebuilds around the clock when it leaves the generated window, with the same values', () => {
    const hour = hourIndexAt(facts, Date.parse('2026-11-20T10:00:00Z'));
    const value = facts.hourly.revenue[rowIndex(hour, 2, 3, 0)];
    sandbox.ctx.clock.advance(20 * 86_400_000);
    const moved = getFacts(sandbox.ctx);
    expect(moved).not.toBe(facts);
    expect(moved.hourly.revenue[rowIndex(hourIndexAt(moved, Date.parse('2026-11-20T10:00:00Z')), 2, 3, 0)]).toBe(value);
    sandbox.ctx.clock.advance(-20 * 86_400_000);
    facts = getFacts(sandbox.ctx);
  });
});

describe('bidder splits', () => {
  it('split each row exactly: Σ wins = fills, Σ impressions, clicks and revenue = the row', () => {
    const split = newBidderSplit();
    for (let h = 0; h < facts.hours; h += 301) {
      for (let u = 0; u < AD_UNITS.length; u += 3) {
        for (let c = 0; c < COUNTRIES.length; c += 5) {
          const row = rowIndex(h, u, c, 0);
          expect(splitByBidder(facts, h, u, c, 0, split)).toBe(true);
          expect(sum(split.wins)).toBe(facts.hourly.fills[row]);
          expect(sum(split.impressions)).toBe(facts.hourly.impressions[row]);
          expect(sum(split.clicks)).toBe(facts.hourly.clicks[row]);
          expect(sum(split.revenue)).toBeCloseTo(facts.hourly.revenue[row]!, 9);
          for (let b = 0; b < N_BIDDERS; b++) {
            expect(split.bids[b]).toBeGreaterThanOrEqual(split.wins[b]!);
            expect(split.bidRequests[b]).toBeGreaterThanOrEqual(split.bids[b]!);
          }
        }
      }
    }
  });

  it('a daily bidder rollup equals the sum of its hours', () => {
    const day = 110;
    const rollup = bidderDay(facts, day);
    const split = newBidderSplit();
    const cell = rowIndex(0, 4, 2, 0);
    let wins = 0;
    for (let h = day * 24; h < day * 24 + 24; h++) {
      splitByBidder(facts, h, 4, 2, 0, split);
      wins += split.wins[1]!;
    }
    expect(rollup.wins[cell * N_BIDDERS + 1]).toBe(wins);
  });

  it('has no bidder data before 2026-06-01', async () => {
    const june = await startSandbox({ now: '2026-06-10T00:00:00Z' });
    try {
      const f = getFacts(june.ctx);
      const split = newBidderSplit();
      expect(splitByBidder(f, hourIndexAt(f, Date.parse('2026-05-31T23:00:00Z')), 0, 0, 0, split)).toBe(false);
      expect(sum(split.wins)).toBe(0);
      expect(splitByBidder(f, hourIndexAt(f, Date.parse('2026-06-01T00:00:00Z')), 0, 0, 0, split)).toBe(true);
    } finally {
      await june.close();
    }
  });
});

describe('model helpers for auction-level generators', () => {
  it('gives floors below the expected eCPM and win shares that sum to 1', () => {
    const us = COUNTRIES.findIndex((c) => c.code === 'US');
    const rewarded = AD_UNITS.findIndex((u) => u.id === 'au_013_rewarded');
    expect(floorCpm(rewarded, us, NOW)).toBeLessThan(modelEcpm(rewarded, us, NOW));
    expect(floorCpm(rewarded, us, NOW)).toBeGreaterThan(0);
    const shares = expectedWinShares(rewarded, us);
    expect(sum(shares)).toBeCloseTo(1, 9);
    expect(shares[0]).toBeGreaterThan(shares[5]!);
  });
});
