// The dashboard's data sources. The service's own data is the fact grid itself. Each mediation
// source (catalog MEDIATION_SOURCES) is other traffic of the same apps, mediated elsewhere, that
// the service only sees through its SDK's impression-level revenue: requests are counted in full,
// but impressions, clicks and revenue only where the SDK covers the traffic (the source's
// `coverage`), so they undercount — the reason the spec calls this revenue provisional.
// A source's hourly row is derived from the own row of the same cell (volume and price factors
// per day, app and country), and its daily rows are the sums of those hourly rows, so hourly and
// daily reports agree exactly.
import { APPS, COUNTRIES, MEDIATION_SOURCES } from './catalog.js';
import { APP_INDEX_OF_UNIT as APP_OF_UNIT, mixSeed, NoiseStream } from './facts-model.js';
import { addRow, CELLS_PER_TIME, N_COUNTRIES, type FactColumns, type Facts, type FactTotals } from './facts-grid.js';
import { emptyColumns } from './facts-build.js';

export type MediationSourceId = (typeof MEDIATION_SOURCES)[number]['id'];
export const MEDIATION_SOURCE_IDS: readonly MediationSourceId[] = MEDIATION_SOURCES.map((s) => s.id);

/** Traffic relative to the own traffic of the same cell, and price relative to own eCPM. */
const PROFILE: Record<MediationSourceId, { volume: number; price: number }> = {
  med_x: { volume: 0.34, price: 0.93 },
  med_y: { volume: 0.16, price: 0.81 },
};

interface SourceModel {
  coverage: number;
  /** Per (day, app, country): traffic factor and revenue factor (price × coverage). */
  volume: Float64Array;
  revenue: Float64Array;
  daily?: FactColumns;
}

const A = APPS.length;
const models = new WeakMap<Facts, Map<MediationSourceId, SourceModel>>();

function model(facts: Facts, id: MediationSourceId): SourceModel {
  let byId = models.get(facts);
  if (!byId) models.set(facts, (byId = new Map()));
  const known = byId.get(id);
  if (known) return known;
  const source = MEDIATION_SOURCES.find((s) => s.id === id)!;
  const n = facts.days * A * N_COUNTRIES;
  const volume = new Float64Array(n);
  const revenue = new Float64Array(n);
  for (let d = 0; d < facts.days; d++) {
    for (let a = 0; a < A; a++) {
      for (let c = 0; c < COUNTRIES.length; c++) {
        const noise = new NoiseStream(mixSeed(facts.seed, facts.startDay + d, a * 64 + c, 500 + MEDIATION_SOURCES.indexOf(source)));
        const i = (d * A + a) * N_COUNTRIES + c;
        volume[i] = PROFILE[id].volume * (1 + 0.15 * noise.pair());
        revenue[i] = volume[i]! * PROFILE[id].price * source.coverage * (1 + 0.1 * noise.second);
      }
    }
  }
  const m: SourceModel = { coverage: source.coverage, volume, revenue };
  byId.set(id, m);
  return m;
}

/** Adds a mediation source's hourly row, derived from own row `row`, into `out`. */
function deriveHour(facts: Facts, m: SourceModel, row: number, day: number, app: number, country: number, out: FactTotals): void {
  const h = facts.hourly;
  const i = (day * A + app) * N_COUNTRIES + country;
  const v = m.volume[i]!;
  const seen = v * m.coverage;
  out.requests += Math.round(h.requests[row]! * v);
  out.fills += Math.round(h.fills[row]! * seen);
  out.impressions += Math.round(h.impressions[row]! * seen);
  out.clicks += Math.round(h.clicks[row]! * seen);
  out.users += Math.round(h.users[row]! * v);
  out.revenue += h.revenue[row]! * m.revenue[i]!;
}

/** Reads one source's rows into totals: hourly rows by grid row, daily rows by daily row. */
export interface SourceReader {
  addHour(into: FactTotals, row: number, hourIndex: number, unit: number, country: number): void;
  addDay(into: FactTotals, row: number): void;
}

export function ownReader(facts: Facts): SourceReader {
  return {
    addHour: (into, row) => addRow(into, facts.hourly, row),
    addDay: (into, row) => addRow(into, facts.daily, row),
  };
}

export function mediationReader(facts: Facts, id: MediationSourceId): SourceReader {
  const m = model(facts, id);
  const daily = m.daily ?? (m.daily = buildDaily(facts, m));
  return {
    addHour: (into, row, hourIndex, unit, country) => deriveHour(facts, m, row, Math.floor(hourIndex / 24), APP_OF_UNIT[unit]!, country, into),
    addDay: (into, row) => addRow(into, daily, row),
  };
}

/** The source's daily columns: sums of its derived hourly rows (one sequential pass on first use). */
function buildDaily(facts: Facts, m: SourceModel): FactColumns {
  const daily = emptyColumns(facts.days * CELLS_PER_TIME);
  const { requests, fills, impressions, clicks, users, revenue } = facts.hourly;
  const out = daily;
  const { volume, revenue: revenueFactor, coverage } = m;
  const factorOfCell = Int32Array.from({ length: CELLS_PER_TIME }, (_, cell) => APP_OF_UNIT[Math.floor((cell >> 1) / N_COUNTRIES)]! * N_COUNTRIES + ((cell >> 1) % N_COUNTRIES));
  let row = 0;
  for (let hour = 0; hour < facts.hours; hour++) {
    const day = Math.floor(hour / 24);
    const dayFactor = day * A * N_COUNTRIES;
    const dayRow = day * CELLS_PER_TIME;
    // Same arithmetic as deriveHour, inlined: this pass covers every row of the grid.
    for (let cell = 0; cell < CELLS_PER_TIME; cell++, row++) {
      const i = dayFactor + factorOfCell[cell]!;
      const v = volume[i]!;
      const seen = v * coverage;
      const at = dayRow + cell;
      out.requests[at]! += Math.round(requests[row]! * v);
      out.fills[at]! += Math.round(fills[row]! * seen);
      out.impressions[at]! += Math.round(impressions[row]! * seen);
      out.clicks[at]! += Math.round(clicks[row]! * seen);
      out.users[at]! += Math.round(users[row]! * v);
      out.revenue[at]! += revenue[row]! * revenueFactor[i]!;
    }
  }
  return daily;
}
