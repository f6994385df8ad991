/*
 * Generated reporting facts: the one source of numbers for reports, exports and auctions.
 *
 * WHAT: hourly facts of the catalog publisher (catalog.ts: 6 apps, 20 ad units, 12 countries,
 * 6 bidders) for the 120 days before the sandbox clock at build time, plus 14 days ahead that
 * become visible as the clock moves (only completed hours are "visible": see completedHourEnd).
 * Deterministic from ctx.seed: an hour's values depend only on (seed, that hour), never on when
 * the sandbox started. Roughly $8k–20k revenue a day, ~3–4M requests, ~170k DAU.
 *
 * LAYOUT (facts-grid.ts): a dense columnar grid, one row per (time, unit, country, mode):
 *   row = rowIndex(time, unit, country, mode) = ((time * N_UNITS + unit) * N_COUNTRIES + country) * 2 + mode
 *   unit    index into AD_UNITS (implies app, OS and format)
 *   country index into COUNTRIES
 *   mode    0 = production (MODE_PRODUCTION), 1 = test (MODE_TEST)
 *   time    hour index (hours since facts.startMs, a UTC midnight) in facts.hourly,
 *           day index in facts.daily (each daily row = the sum of its 24 hourly rows).
 * Columns (FactColumns): requests, fills, impressions, clicks, users (Int32Array); revenue (Float64Array, USD).
 *   fills ≤ requests, impressions ≤ fills, clicks ≤ impressions.
 *   users: an app's active users counted once a UTC day, in the first hour they were active, and
 *   spread evenly over the app's ad units — so summing users over an app's (or several apps')
 *   ad units and a UTC day's hours gives exact DAU; per ad unit alone it is only an attribution.
 *
 * FUNCTIONS
 *   getFacts(ctx)                     the grid (memoized per sandbox; rebuilt if the clock leaves its window)
 *   hourIndexAt(facts, ms) / hourStartMs(facts, h) / dayStartMs(facts, d)   time ↔ index
 *   completedHourEnd(facts, nowMs)    exclusive end of the visible hours
 *   selectCells(filters)              which units/countries/modes match FactFilters (app bundle,
 *                                     ad unit id, country, device_os, test mode)
 *   forEachRow(facts, {fromHour, toHour, filters}, fn)   scans hourly rows (toHour exclusive)
 *   forEachDailyRow(facts, {fromDay, toDay, filters}, fn) scans daily rows
 *   sumRows(facts, range, filters)    totals of a scan
 *   splitByBidder(facts, h, unit, country, mode, out)    bidder_requests/bids/wins/impressions/
 *                                     clicks/revenue per bidder (BIDDERS order) for one hourly row;
 *                                     Σ wins = fills, Σ impressions, Σ clicks, Σ revenue = the row's;
 *                                     false (zeros) before 2026-06-01T00:00Z (hasBidderData)
 *   bidderDay(facts, d)               the same, summed per UTC day per cell (cached)
 *   modelEcpm(unit, country, ms) / floorCpm(...) / expectedWinShares(unit, country) /
 *   bidderParticipation(b, unit) / bidderBidRate(b, country) / bidderPriceFactor(b)
 *                                     the noiseless model, for auction-level generators
 *   apportion(total, weights, n, out, scratch)            largest-remainder integer split
 *   ownReader(facts) / mediationReader(facts, 'med_x' | 'med_y')
 *                                     the dashboard's sources as readers of hourly and daily rows
 *                                     (mediation rows: see facts-sources.ts)
 *   APP_OF_UNIT[unit]                 index into APPS of each ad unit
 */
import { AD_UNITS, COUNTRIES } from './catalog.js';
import { buildFacts } from './facts-build.js';
import {
  CELLS_PER_TIME,
  MODE_PRODUCTION,
  MODE_TEST,
  N_COUNTRIES,
  N_MODES,
  addRow,
  emptyTotals,
  type Facts,
  type FactTotals,
} from './facts-grid.js';
import { DAY_MS } from './facts-model.js';
import { memo, type SandboxContext } from '../types.js';
import type { SandboxIncident } from '../incidents.js';
import { applyIncidents, incidentActive } from './facts-incidents.js';

export * from './facts-grid.js';
export {
  apportion,
  BIDDER_DATA_START_MS,
  bidderBidRate,
  bidderParticipation,
  bidderPriceFactor,
  DAY_MS,
  expectedWinShares,
  floorCpm,
  HOUR_MS,
  modelEcpm,
} from './facts-model.js';
export { APP_INDEX_OF_UNIT as APP_OF_UNIT } from './facts-model.js';
export { MEDIATION_SOURCE_IDS, mediationReader, ownReader, type MediationSourceId, type SourceReader } from './facts-sources.js';
export { bidderDay, hasBidderData, N_BIDDERS, newBidderSplit, splitByBidder, type BidderDay, type BidderSplit } from './facts-bidders.js';

/** Days of history before the clock, and days generated ahead of it. */
export const HISTORY_DAYS = 120;
const AHEAD_DAYS = 14;

/**
 * The facts of this sandbox. Built on first use (≈0.5 s, ≈45 MB); rebuilt around the clock if it
 * moved outside the generated window (values are a function of the hour, so they do not change).
 */
export function getFacts(ctx: SandboxContext): Facts {
  const holder = memo(ctx, 'facts', () => ({ facts: undefined as Facts | undefined }));
  const now = ctx.clock.now();
  const today = Math.floor(now / DAY_MS);
  const variant = incidentsVariant(ctx, now);
  const f = holder.facts;
  if (f && today >= f.startDay + HISTORY_DAYS && today < f.startDay + f.days - 1 && (f.variant ?? '') === variant) return f;
  holder.facts = undefined; // let the old grid go before allocating the new one
  const built: Facts = { ...buildFacts(ctx.seed, today - HISTORY_DAYS, HISTORY_DAYS + 1 + AHEAD_DAYS), variant };
  applyIncidents(built, sandboxIncidents(ctx), now);
  holder.facts = built;
  return built;
}

/** The incidents of this sandbox: SandboxOptions.incidents, plus any added at run time. */
export function sandboxIncidents(ctx: SandboxContext): SandboxIncident[] {
  return memo(ctx, 'incidents', () => [...(ctx.options.incidents ?? [])]);
}

/** Which incidents shape the data at `now` (late ones stop once arrived): a change rebuilds the grid. */
function incidentsVariant(ctx: SandboxContext, now: number): string {
  const list = sandboxIncidents(ctx);
  return list.length ? list.map((i, n) => (incidentActive(i, now) ? n : '')).join(',') : '';
}

export interface FactFilters {
  appBundle?: string;
  adUnitId?: string;
  /** ISO alpha-2, any case. */
  country?: string;
  deviceOs?: 'iOS' | 'Android';
  /** Default production. */
  testMode?: 'production' | 'test' | 'all';
}

/** The unit, country and mode indexes a filter keeps (empty lists when nothing matches). */
export interface CellSelection {
  units: number[];
  countries: number[];
  modes: number[];
}

export function selectCells(filters: FactFilters = {}): CellSelection {
  const units = AD_UNITS.map((_, i) => i).filter((i) => {
    const unit = AD_UNITS[i]!;
    return (
      (filters.appBundle === undefined || unit.app.bundle === filters.appBundle) &&
      (filters.adUnitId === undefined || unit.id === filters.adUnitId) &&
      (filters.deviceOs === undefined || unit.app.os === filters.deviceOs)
    );
  });
  const code = filters.country?.toUpperCase();
  const countries = COUNTRIES.map((_, i) => i).filter((i) => code === undefined || COUNTRIES[i]!.code === code);
  const mode = filters.testMode ?? 'production';
  const modes = mode === 'all' ? [MODE_PRODUCTION, MODE_TEST] : [mode === 'test' ? MODE_TEST : MODE_PRODUCTION];
  return { units, countries, modes };
}

export type RowVisitor = (row: number, time: number, unit: number, country: number, mode: number) => void;

function scan(from: number, to: number, sel: CellSelection, fn: RowVisitor): void {
  for (let time = Math.max(0, from); time < to; time++) {
    const base = time * CELLS_PER_TIME;
    for (const unit of sel.units) {
      for (const country of sel.countries) {
        const cell = base + (unit * N_COUNTRIES + country) * N_MODES;
        for (const mode of sel.modes) fn(cell + mode, time, unit, country, mode);
      }
    }
  }
}

/** Visits hourly rows with fromHour ≤ hour < toHour (clipped to the grid) that match the filters. */
export function forEachRow(
  facts: Facts,
  range: { fromHour: number; toHour: number; filters?: FactFilters | CellSelection },
  fn: RowVisitor,
): void {
  scan(range.fromHour, Math.min(range.toHour, facts.hours), toSelection(range.filters), fn);
}

/** Visits daily rows with fromDay ≤ day < toDay (clipped to the grid) that match the filters. */
export function forEachDailyRow(
  facts: Facts,
  range: { fromDay: number; toDay: number; filters?: FactFilters | CellSelection },
  fn: RowVisitor,
): void {
  scan(range.fromDay, Math.min(range.toDay, facts.days), toSelection(range.filters), fn);
}

function toSelection(f: FactFilters | CellSelection | undefined): CellSelection {
  return f && 'units' in f && Array.isArray(f.units) ? (f as CellSelection) : selectCells(f as FactFilters | undefined);
}

/** Totals of the hourly rows fromHour ≤ hour < toHour matching the filters. */
export function sumRows(facts: Facts, range: { fromHour: number; toHour: number }, filters?: FactFilters): FactTotals {
  const t = emptyTotals();
  forEachRow(facts, { ...range, filters }, (row) => addRow(t, facts.hourly, row));
  return t;
}

