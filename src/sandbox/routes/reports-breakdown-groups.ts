// The grouping engine of /report/breakdown. Every dimension value gets a code whose order is the
// order of its string value (time buckets chronologically, names in code-unit order), and a group
// key is the mixed-radix number of its codes in request order — so sorting keys numerically sorts
// rows by their dimension values, first requested dimension first. Keys index a dense slot table
// (at most 744 × 20 × 12 × 6 ≈ 1.07M entries), so a 31-day hourly scan costs one array lookup a row.
import { AD_UNITS, BIDDERS, COUNTRIES } from '../data/catalog.js';
import {
  bidderDay,
  CELLS_PER_TIME,
  N_BIDDERS,
  N_COUNTRIES,
  newBidderSplit,
  splitByBidder,
  type CellSelection,
  type FactColumns,
  type Facts,
} from '../data/facts.js';
import type { BreakdownDimension } from '../vocabulary.js';

/** Codes and labels of one dimension. */
export interface DimAxis {
  name: BreakdownDimension;
  labels: string[];
  stride: number;
}

/** Ranks of values in code-unit order: rank[i] is the code of item i. */
function ranks(values: readonly string[]): { rank: number[]; labels: string[] } {
  const labels = [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const code = new Map(labels.map((l, i) => [l, i]));
  return { rank: values.map((v) => code.get(v)!), labels };
}

const UNIT_VALUES: Record<'os' | 'app' | 'ad_unit' | 'format', string[]> = {
  os: AD_UNITS.map((u) => u.app.os),
  app: AD_UNITS.map((u) => u.app.bundle),
  ad_unit: AD_UNITS.map((u) => u.id),
  format: AD_UNITS.map((u) => u.format),
};
const COUNTRY = ranks(COUNTRIES.map((c) => c.code));
const BIDDER = ranks(BIDDERS.map((b) => b.id));

/** Labels of the time buckets of each hour of the window (index = hour − fromHour). */
export interface TimeLabels {
  hour: string[];
  day: string[];
  week: string[];
  month: string[];
}

export interface GroupPlan {
  axes: DimAxis[];
  size: number;
  /** Key part of each window hour (hour − fromHour), each unit, each country, each bidder. */
  timeKey: Int32Array;
  unitKey: Int32Array;
  countryKey: Int32Array;
  bidderKey: Int32Array | undefined;
}

/** `time` holds the labels of the requested time dimensions for each of the window's `hours`. */
export function planGroups(by: readonly BreakdownDimension[], time: TimeLabels, hours: number): GroupPlan {
  const timeKey = new Int32Array(hours);
  const unitKey = new Int32Array(AD_UNITS.length);
  const countryKey = new Int32Array(N_COUNTRIES);
  let bidderKey: Int32Array | undefined;
  const axes: DimAxis[] = [];
  let stride = 1;
  // Last requested dimension varies fastest.
  for (const name of [...by].reverse()) {
    let labels: string[];
    if (name === 'hour' || name === 'day' || name === 'week' || name === 'month') {
      const r = ranks(time[name]);
      labels = r.labels;
      for (let i = 0; i < hours; i++) timeKey[i]! += r.rank[i]! * stride;
    } else if (name === 'country') {
      labels = COUNTRY.labels;
      for (let c = 0; c < N_COUNTRIES; c++) countryKey[c]! += COUNTRY.rank[c]! * stride;
    } else if (name === 'bidder') {
      labels = BIDDER.labels;
      bidderKey = Int32Array.from(BIDDER.rank, (r) => r * stride);
    } else {
      const r = ranks(UNIT_VALUES[name]);
      labels = r.labels;
      for (let u = 0; u < AD_UNITS.length; u++) unitKey[u]! += r.rank[u]! * stride;
    }
    axes.unshift({ name, labels, stride });
    stride *= Math.max(1, labels.length);
  }
  return { axes, size: stride, timeKey, unitKey, countryKey, bidderKey };
}

/** Summed components per group; slot order is first-seen order, `keys` holds each slot's key. */
export class Groups {
  readonly slotOf: Int32Array;
  count = 0;
  keys = new Int32Array(1024);
  requests = new Float64Array(1024);
  bidRequests = new Float64Array(1024);
  fills = new Float64Array(1024);
  impressions = new Float64Array(1024);
  clicks = new Float64Array(1024);
  revenue = new Float64Array(1024);
  /** With the bidder dimension: requests of each group without its bidder part (by key). */
  readonly groupRequests: Float64Array | undefined;

  private readonly bidderAxis: DimAxis | undefined;

  constructor(readonly plan: GroupPlan) {
    this.slotOf = new Int32Array(plan.size).fill(-1);
    this.groupRequests = plan.bidderKey ? new Float64Array(plan.size) : undefined;
    this.bidderAxis = plan.axes.find((a) => a.name === 'bidder');
  }

  slot(key: number): number {
    let s = this.slotOf[key]!;
    if (s >= 0) return s;
    if (this.count === this.keys.length) this.grow();
    s = this.count++;
    this.slotOf[key] = s;
    this.keys[s] = key;
    return s;
  }

  private grow(): void {
    const n = this.keys.length * 2;
    const widen = <T extends Int32Array | Float64Array>(a: T): T => {
      const b = new (a.constructor as new (n: number) => T)(n);
      b.set(a);
      return b;
    };
    this.keys = widen(this.keys);
    this.requests = widen(this.requests);
    this.bidRequests = widen(this.bidRequests);
    this.fills = widen(this.fills);
    this.impressions = widen(this.impressions);
    this.clicks = widen(this.clicks);
    this.revenue = widen(this.revenue);
  }

  /** A slot's requests: with the bidder dimension, those of its group without the bidder (4.3 rule 3). */
  requestsOf(slot: number): number {
    const key = this.keys[slot]!;
    const axis = this.bidderAxis;
    if (!this.groupRequests || !axis) return this.requests[slot]!;
    const bidderPart = (Math.floor(key / axis.stride) % axis.labels.length) * axis.stride;
    return this.groupRequests[key - bidderPart]!;
  }
}

function addCell(g: Groups, cols: FactColumns, row: number, key: number): void {
  const s = g.slot(key);
  g.requests[s]! += cols.requests[row]!;
  g.fills[s]! += cols.fills[row]!;
  g.impressions[s]! += cols.impressions[row]!;
  g.clicks[s]! += cols.clicks[row]!;
  g.revenue[s]! += cols.revenue[row]!;
}

const split = newBidderSplit();

/** Adds hourly rows of [fromHour, toHour) (grid hours; window starts at windowFrom). */
export function addHours(g: Groups, facts: Facts, sel: CellSelection, fromHour: number, toHour: number, windowFrom: number): void {
  const { timeKey, unitKey, countryKey, bidderKey } = g.plan;
  for (let h = fromHour; h < toHour; h++) {
    const tk = timeKey[h - windowFrom]!;
    for (const u of sel.units) {
      for (const c of sel.countries) {
        const key = tk + unitKey[u]! + countryKey[c]!;
        const cell = h * CELLS_PER_TIME + (u * N_COUNTRIES + c) * 2;
        for (const m of sel.modes) {
          if (!bidderKey) {
            addCell(g, facts.hourly, cell + m, key);
            continue;
          }
          g.groupRequests![key]! += facts.hourly.requests[cell + m]!;
          splitByBidder(facts, h, u, c, m, split);
          for (let b = 0; b < N_BIDDERS; b++) {
            if (split.bidRequests[b] === 0 && split.wins[b] === 0) continue;
            const s = g.slot(key + bidderKey[b]!);
            g.bidRequests[s]! += split.bidRequests[b]!;
            g.fills[s]! += split.wins[b]!;
            g.impressions[s]! += split.impressions[b]!;
            g.clicks[s]! += split.clicks[b]!;
            g.revenue[s]! += split.revenue[b]!;
          }
        }
      }
    }
  }
}

/** Adds daily rows of whole UTC days [fromDay, toDay); their buckets are those of the day's first hour. */
export function addDays(g: Groups, facts: Facts, sel: CellSelection, fromDay: number, toDay: number, windowFrom: number): void {
  const { timeKey, unitKey, countryKey, bidderKey } = g.plan;
  for (let d = fromDay; d < toDay; d++) {
    const tk = timeKey[d * 24 - windowFrom]!;
    const bd = bidderKey ? bidderDay(facts, d) : undefined;
    for (const u of sel.units) {
      for (const c of sel.countries) {
        const key = tk + unitKey[u]! + countryKey[c]!;
        const cellBase = (u * N_COUNTRIES + c) * 2;
        for (const m of sel.modes) {
          const row = d * CELLS_PER_TIME + cellBase + m;
          if (!bd || !bidderKey) {
            addCell(g, facts.daily, row, key);
            continue;
          }
          g.groupRequests![key]! += facts.daily.requests[row]!;
          for (let b = 0; b < N_BIDDERS; b++) {
            const i = (cellBase + m) * N_BIDDERS + b;
            if (bd.bidRequests[i] === 0 && bd.wins[i] === 0) continue;
            const s = g.slot(key + bidderKey[b]!);
            g.bidRequests[s]! += bd.bidRequests[i]!;
            g.fills[s]! += bd.wins[i]!;
            g.impressions[s]! += bd.impressions[i]!;
            g.clicks[s]! += bd.clicks[i]!;
            g.revenue[s]! += bd.revenue[i]!;
          }
        }
      }
    }
  }
}
