// What the four reporting operations share (their parameters are read in ../params/reports.ts):
// turning a range into the grid's visible hours, and the rate formulas and rounding of the spec.
import {
  completedHourEnd,
  getFacts,
  HOUR_MS,
  type FactFilters,
  type Facts,
} from '../data/facts.js';
import type { QueryReader } from '../query.js';
import type { SandboxContext } from '../types.js';
import type { ReportFilters, TimeRange } from '../vocabulary.js';

export function factFilters(f: ReportFilters): FactFilters {
  return { testMode: f.test_mode ?? 'production', country: f.country, deviceOs: f.device_os };
}

/** The grid hours a range covers: those whose start lies in [start_time, end_time], completed by now. */
export interface HourWindow {
  facts: Facts;
  fromHour: number;
  /** Exclusive; equal to fromHour when nothing is covered. */
  toHour: number;
}

export function hourWindow(ctx: SandboxContext, range: TimeRange): HourWindow {
  const facts = getFacts(ctx);
  const from = Math.max(0, Math.ceil((range.start_time * 1000 - facts.startMs) / HOUR_MS));
  const last = Math.floor((range.end_time * 1000 - facts.startMs) / HOUR_MS);
  const to = Math.min(completedHourEnd(facts, ctx.clock.now()), last + 1);
  return { facts, fromHour: from, toHour: Math.max(from, to) };
}

/**
 * Splits [fromHour, toHour) into whole UTC days (read from the daily rollup) and the loose hours
 * at either edge (read hour by hour). Days are grid day indexes, toDay exclusive.
 */
export function planDays(fromHour: number, toHour: number): { fromDay: number; toDay: number; edgeHours: number[] } {
  const fromDay = Math.ceil(fromHour / 24);
  const toDay = Math.floor(toHour / 24);
  if (fromDay >= toDay) return { fromDay: 0, toDay: 0, edgeHours: range(fromHour, toHour) };
  return { fromDay, toDay, edgeHours: [...range(fromHour, fromDay * 24), ...range(toDay * 24, toHour)] };
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i < to; i++) out.push(i);
  return out;
}

/** Money keeps micro-dollars; rates keep four decimals. */
export function money(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

export function round4(x: number): number {
  return Math.round(x * 1e4) / 1e4;
}

/** part / whole × 100, 0 when whole is 0 (a rate of nothing is reported as 0, not null). */
export function percent(part: number, whole: number): number {
  return whole > 0 ? round4((part / whole) * 100) : 0;
}

/** revenue × 1000 / impressions, 0 without impressions. */
export function ecpm(revenue: number, impressions: number): number {
  return impressions > 0 ? round4((revenue * 1000) / impressions) : 0;
}

/** RFC 3339 UTC without milliseconds: 2026-11-21T05:00:00Z. */
export function rfc3339(ms: number): string {
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

export function utcDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Recently computed response bodies, by query. A report is a pure function of the query, the
 * visible hours and the grid, so the key holds all three and a moving clock simply misses.
 * Bounded (LRU): at most 48 bodies and 32 MB; bodies over 4 MB are not kept.
 */
export class ResponseCache {
  private readonly entries = new Map<string, string>();
  private bytes = 0;

  constructor(
    private readonly maxEntries = 48,
    private readonly maxBytes = 32_000_000,
    private readonly maxBody = 4_000_000,
  ) {}

  get(key: string): string | undefined {
    const text = this.entries.get(key);
    if (text !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, text);
    }
    return text;
  }

  set(key: string, text: string): void {
    if (text.length > this.maxBody || this.entries.has(key)) return;
    this.entries.set(key, text);
    this.bytes += text.length;
    for (const [oldest, body] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= body.length;
    }
  }
}

/** The cache key of a report: operation, its query in a canonical order, and the visible data. */
export function reportKey(operation: string, q: QueryReader, win: HourWindow): string {
  const params = [...q.params.entries()].sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  return `${operation}?${new URLSearchParams(params).toString()}#${win.facts.startDay}:${win.fromHour}-${win.toHour}${win.facts.variant ? `~${win.facts.variant}` : ''}`;
}
