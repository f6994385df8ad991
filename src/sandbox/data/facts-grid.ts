// Layout of the fact grid (documented in facts.ts): a dense grid, one row per (time, ad unit,
// country, mode), stored as columns. The row's position encodes its keys, so there are no key
// columns and no per-row objects.
import { AD_UNITS, COUNTRIES } from './catalog.js';
import { DAY_MS, HOUR_MS } from './facts-model.js';

export const N_UNITS = AD_UNITS.length;
export const N_COUNTRIES = COUNTRIES.length;
/** Mode 0 is production traffic, mode 1 test traffic. */
export const N_MODES = 2;
export const MODE_PRODUCTION = 0;
export const MODE_TEST = 1;
/** Rows per hour (hourly columns) or per day (daily columns). */
export const CELLS_PER_TIME = N_UNITS * N_COUNTRIES * N_MODES;

export interface FactColumns {
  requests: Int32Array;
  fills: Int32Array;
  impressions: Int32Array;
  clicks: Int32Array;
  /** Active users counted in the first hour (or day) they were active; see facts.ts. */
  users: Int32Array;
  /** USD. */
  revenue: Float64Array;
}

export interface Facts {
  readonly seed: number;
  /** Days since 1970-01-01 of the first generated day (UTC midnight). */
  readonly startDay: number;
  /** Epoch ms of hour index 0. */
  readonly startMs: number;
  readonly days: number;
  readonly hours: number;
  /** Row (hourIndex, unit, country, mode) at rowIndex(hourIndex, unit, country, mode). */
  readonly hourly: FactColumns;
  /** Sum of each UTC day's 24 hourly rows, at rowIndex(dayIndex, unit, country, mode). */
  readonly daily: FactColumns;
  /** Which injected incidents shaped it ('' = none): part of response cache keys. */
  readonly variant?: string;
}

export function cellIndex(unit: number, country: number, mode: number): number {
  return (unit * N_COUNTRIES + country) * N_MODES + mode;
}

/** Row of (time, unit, country, mode); `time` is an hour index (hourly) or a day index (daily). */
export function rowIndex(time: number, unit: number, country: number, mode: number): number {
  return time * CELLS_PER_TIME + cellIndex(unit, country, mode);
}

export function hourStartMs(facts: Facts, hourIndex: number): number {
  return facts.startMs + hourIndex * HOUR_MS;
}

/** Hour index containing `ms` (may be outside 0..hours-1). */
export function hourIndexAt(facts: Facts, ms: number): number {
  return Math.floor((ms - facts.startMs) / HOUR_MS);
}

export function dayStartMs(facts: Facts, dayIndex: number): number {
  return facts.startMs + dayIndex * DAY_MS;
}

/**
 * End (exclusive hour index) of the data visible at `nowMs`: only completed hours are reported,
 * so at 09:00 the 08:00 hour is the latest; later generated hours appear as the clock moves.
 */
export function completedHourEnd(facts: Facts, nowMs: number): number {
  return Math.max(0, Math.min(facts.hours, Math.floor((nowMs - facts.startMs) / HOUR_MS)));
}

export interface FactTotals {
  requests: number;
  fills: number;
  impressions: number;
  clicks: number;
  users: number;
  revenue: number;
}

export function emptyTotals(): FactTotals {
  return { requests: 0, fills: 0, impressions: 0, clicks: 0, users: 0, revenue: 0 };
}

export function addRow(into: FactTotals, cols: FactColumns, row: number): void {
  into.requests += cols.requests[row]!;
  into.fills += cols.fills[row]!;
  into.impressions += cols.impressions[row]!;
  into.clicks += cols.clicks[row]!;
  into.users += cols.users[row]!;
  into.revenue += cols.revenue[row]!;
}
