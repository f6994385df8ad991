// Auctions of the sandbox, generated lazily: every request in the reporting facts is an auction
// (auctions-sim.ts regenerates any of them from its id), and listings walk a deterministic sample
// of them, newest first, hour by hour — never a whole range in memory.
import { completedHourEnd, getFacts, HOUR_MS, rowIndex, selectCells, type FactFilters } from './facts.js';
import { keyCell, rowContext } from './auctions-row.js';
import { DEMO_AUCTIONS, demoKey, hourOfMs, MAX_K, parseAuctionId } from './auctions-ids.js';
import { simulateAuction, type SimAuction } from './auctions-sim.js';
import { hash01 } from './random.js';
import { memo, type SandboxContext } from '../types.js';

/** Listings (/auction/rounds metrics, /auction/bids) show one auction in LIST_SAMPLE requests. */
export const LIST_SAMPLE = 1_000;

/** How many of a row's requests a sample of 1 in `scale` takes: the integer part plus a stable coin flip for the rest. */
export function sampledCount(seed: number, absHour: number, cell: number, requests: number, scale: number): number {
  const exact = requests / scale;
  const whole = Math.floor(exact);
  return Math.min(MAX_K - DEMO_AUCTIONS.length - 1, whole + (hash01(seed, 'sample', absHour, cell) < exact - whole ? 1 : 0));
}

function demoClockHour(ctx: SandboxContext): number {
  return memo(ctx, 'auctions.demoHour', () => hourOfMs(ctx.clock.now()));
}

function simulateDemo(ctx: SandboxContext, index: number): SimAuction | undefined {
  const demo = DEMO_AUCTIONS[index]!;
  const key = demoKey(demo, demoClockHour(ctx));
  const row = rowContext(ctx, key.absHour, key.unit, key.country, key.mode);
  return row ? simulateAuction(ctx.seed, row, key.k, demo.force, demo.id) : undefined;
}

/** One auction by id (generated or demo), or undefined when no such auction happened (yet). */
export function findAuction(ctx: SandboxContext, id: string): SimAuction | undefined {
  const demo = DEMO_AUCTIONS.findIndex((d) => d.id === id);
  if (demo >= 0) return simulateDemo(ctx, demo);
  const key = parseAuctionId(id);
  if (!key || key.absHour * HOUR_MS + HOUR_MS > ctx.clock.now()) return undefined;
  const row = rowContext(ctx, key.absHour, key.unit, key.country, key.mode);
  if (!row || key.k >= row.requests || key.k >= MAX_K - DEMO_AUCTIONS.length - 1) return undefined;
  return simulateAuction(ctx.seed, row, key.k);
}

export interface AuctionWindow {
  /** Inclusive epoch ms. */
  fromMs: number;
  toMs: number;
  filters: FactFilters;
}

/** The hour's sampled auctions (1 in `scale` requests) matching the filters, in cell order. */
export function auctionsOfHour(ctx: SandboxContext, absHour: number, filters: FactFilters, scale: number): SimAuction[] {
  const facts = getFacts(ctx);
  const h = absHour - facts.startDay * 24;
  if (h < 0 || h >= facts.hours) return [];
  const sel = selectCells(filters);
  const out: SimAuction[] = [];
  for (const unit of sel.units) {
    for (const country of sel.countries) {
      for (const mode of sel.modes) {
        // Most rows sample no auction at all: read the count from the grid before building a context.
        const requests = facts.hourly.requests[rowIndex(h, unit, country, mode)]!;
        const n = sampledCount(ctx.seed, absHour, keyCell({ unit, country, mode }), requests, scale);
        const row = n > 0 ? rowContext(ctx, absHour, unit, country, mode) : undefined;
        for (let k = 0; row && k < n; k++) out.push(simulateAuction(ctx.seed, row, k));
      }
    }
  }
  return out;
}

function demosOfHour(ctx: SandboxContext, absHour: number, filters: FactFilters): SimAuction[] {
  const sel = selectCells(filters);
  return DEMO_AUCTIONS.flatMap((demo, i) => {
    const key = demoKey(demo, demoClockHour(ctx));
    const matches = key.absHour === absHour && sel.units.includes(key.unit) && sel.countries.includes(key.country) && sel.modes.includes(key.mode);
    const auction = matches ? simulateDemo(ctx, i) : undefined;
    return auction ? [auction] : [];
  });
}

/** Sampled auctions of the window, newest first (completed hours only), demo auctions included. */
export function* listAuctions(ctx: SandboxContext, w: AuctionWindow): Generator<SimAuction> {
  const facts = getFacts(ctx);
  const visibleEnd = facts.startDay * 24 + completedHourEnd(facts, ctx.clock.now());
  const last = Math.min(hourOfMs(w.toMs), visibleEnd - 1);
  for (let absHour = last; absHour >= hourOfMs(w.fromMs); absHour--) {
    const hour = [...auctionsOfHour(ctx, absHour, w.filters, LIST_SAMPLE), ...demosOfHour(ctx, absHour, w.filters)];
    hour.sort((a, b) => b.eventMs - a.eventMs || a.id.localeCompare(b.id));
    for (const a of hour) if (a.eventMs >= w.fromMs && a.eventMs <= w.toMs) yield a;
  }
}

