// Applies injected incidents (../incidents.ts) to a freshly built fact grid: scales the matching
// hourly rows and keeps each daily row the sum of its hours. A late incident whose rows have not
// arrived yet at `nowMs` zeroes them; the grid is rebuilt when that changes (facts.ts).
import type { SandboxIncident } from '../incidents.js';
import { AD_UNITS, COUNTRIES } from './catalog.js';
import { CELLS_PER_TIME, N_COUNTRIES, N_MODES, type Facts, type FactColumns } from './facts-grid.js';
import { HOUR_MS } from './facts-model.js';

const INT_COLUMNS = ['requests', 'fills', 'impressions', 'clicks', 'users'] as const;

/** Multipliers per column for one incident (1 = untouched). */
function factorsOf(i: SandboxIncident): Record<keyof FactColumns, number> {
  const keep = 1 - (i.depth ?? 1);
  const f = { requests: 1, fills: 1, impressions: 1, clicks: 1, users: 1, revenue: 1 };
  if (i.kind === 'late') return { requests: 0, fills: 0, impressions: 0, clicks: 0, users: 0, revenue: 0 };
  if (i.kind === 'holiday' || i.affects === 'volume') return { requests: keep, fills: keep, impressions: keep, clicks: keep, users: keep, revenue: keep };
  if (i.affects === 'revenue') return { ...f, revenue: keep };
  return { ...f, fills: keep, impressions: keep, clicks: keep, revenue: keep };
}

/** The (unit, country) cells an incident's segment covers. */
export function cellsOf(i: SandboxIncident): { unit: number; country: number }[] {
  const s = i.kind === 'holiday' ? {} : (i.segment ?? {});
  const out: { unit: number; country: number }[] = [];
  AD_UNITS.forEach((u, unit) => {
    if (s.app !== undefined && u.app.bundle !== s.app) return;
    if (s.format !== undefined && u.format !== s.format) return;
    if (s.ad_unit !== undefined && u.id !== s.ad_unit) return;
    if (s.os !== undefined && u.app.os.toLowerCase() !== s.os.toLowerCase()) return;
    COUNTRIES.forEach((c, country) => {
      if (s.country === undefined || c.code === s.country.toUpperCase()) out.push({ unit, country });
    });
  });
  return out;
}

function scaleRow(facts: Facts, row: number, drow: number, f: Record<keyof FactColumns, number>): void {
  for (const col of INT_COLUMNS) {
    const old = facts.hourly[col][row]!;
    const next = Math.round(old * f[col]);
    facts.hourly[col][row] = next;
    facts.daily[col][drow]! += next - old;
  }
  const old = facts.hourly.revenue[row]!;
  facts.hourly.revenue[row] = old * f.revenue;
  facts.daily.revenue[drow]! += old * f.revenue - old;
}

/** Whether an incident changes the data seen at `nowMs` (a late one stops mattering once it arrived). */
export function incidentActive(i: SandboxIncident, nowMs: number): boolean {
  return i.kind !== 'late' || nowMs < (i.arrivesAtMs ?? 0);
}

export function applyIncidents(facts: Facts, incidents: readonly SandboxIncident[], nowMs: number): void {
  for (const i of incidents) {
    if (!incidentActive(i, nowMs)) continue;
    const f = factorsOf(i);
    const cells = cellsOf(i);
    const from = Math.max(0, Math.floor((i.fromMs - facts.startMs) / HOUR_MS));
    const to = Math.min(facts.hours, Math.ceil((i.toMs - facts.startMs) / HOUR_MS));
    for (let h = from; h < to; h++) {
      const day = Math.floor(h / 24);
      for (const { unit, country } of cells) {
        const cell = (unit * N_COUNTRIES + country) * N_MODES;
        for (let mode = 0; mode < N_MODES; mode++) scaleRow(facts, h * CELLS_PER_TIME + cell + mode, day * CELLS_PER_TIME + cell + mode, f);
      }
    }
  }
}
