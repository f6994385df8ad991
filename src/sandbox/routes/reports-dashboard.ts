// GET /report/dashboard (spec 4.2, 2.3): summary, chart by UTC day or hour, and the revenue of
// each selected source. `source` omitted or `own` = the service's own data only; `all`, one
// mediation source or a comma-separated list adds provisional mediation revenue (facts-sources.ts).
// Parameters: ../params/reports.ts.
import {
  emptyTotals,
  forEachDailyRow,
  forEachRow,
  mediationReader,
  ownReader,
  selectCells,
  type CellSelection,
  type FactTotals,
  type MediationSourceId,
  type SourceReader,
} from '../data/facts.js';
import { readDashboardQuery } from '../params/reports.js';
import type { SandboxRequest, SandboxResult } from '../types.js';
import { OWN_SOURCE } from '../vocabulary.js';
import { requireGrant } from './guard.js';
import {
  ecpm,
  factFilters,
  hourWindow,
  money,
  percent,
  planDays,
  rfc3339,
  utcDate,
  type HourWindow,
} from './reports-common.js';

/** Sums one source into buckets (bucket = grid day, or grid hour when hourly). */
function sumSource(win: HourWindow, reader: SourceReader, sel: CellSelection, hourly: boolean, buckets: Map<number, FactTotals>): void {
  const { facts, fromHour, toHour } = win;
  const bucket = (key: number): FactTotals => {
    let t = buckets.get(key);
    if (!t) buckets.set(key, (t = emptyTotals()));
    return t;
  };
  if (hourly) {
    forEachRow(facts, { fromHour, toHour, filters: sel }, (row, hour, unit, country) => reader.addHour(bucket(hour), row, hour, unit, country));
    return;
  }
  const plan = planDays(fromHour, toHour);
  forEachDailyRow(facts, { fromDay: plan.fromDay, toDay: plan.toDay, filters: sel }, (row, day) => reader.addDay(bucket(day), row));
  for (const h of plan.edgeHours) {
    const into = bucket(Math.floor(h / 24));
    forEachRow(facts, { fromHour: h, toHour: h + 1, filters: sel }, (row, hour, unit, country) => reader.addHour(into, row, hour, unit, country));
  }
}

function addInto(into: FactTotals, t: FactTotals): void {
  into.requests += t.requests;
  into.fills += t.fills;
  into.impressions += t.impressions;
  into.clicks += t.clicks;
  into.users += t.users;
  into.revenue += t.revenue;
}

function totalOf(buckets: Map<number, FactTotals>): FactTotals {
  const t = emptyTotals();
  for (const b of buckets.values()) addInto(t, b);
  return t;
}

export function dashboardHandler(req: SandboxRequest): SandboxResult {
  requireGrant(req, 'reports:read');
  const p = readDashboardQuery(req.query);
  const sources = p.sources;
  const win = hourWindow(req.ctx, p);
  const sel = selectCells(factFilters(p));
  const hourly = p.granularity === 'hourly';
  const bySource = sources.map((id) => {
    const reader = id === OWN_SOURCE ? ownReader(win.facts) : mediationReader(win.facts, id as MediationSourceId);
    const buckets = new Map<number, FactTotals>();
    sumSource(win, reader, sel, hourly, buckets);
    return { id, buckets };
  });
  const combined = new Map<number, FactTotals>();
  for (const { buckets } of bySource) {
    for (const [key, t] of buckets) {
      if (!combined.has(key)) combined.set(key, emptyTotals());
      addInto(combined.get(key)!, t);
    }
  }
  const total = totalOf(combined);
  const bucketMs = hourly ? 3_600_000 : 86_400_000;
  const chart = [...combined.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([key, t]) => {
      const start = win.facts.startMs + key * bucketMs;
      return { bucket_start: rfc3339(start), date: utcDate(start), requests: t.requests, impressions: t.impressions, revenue: money(t.revenue), clicks: t.clicks };
    });
  return {
    json: {
      summary: {
        total_requests: total.requests,
        total_impressions: total.impressions,
        revenue: money(total.revenue),
        fill_rate: percent(total.impressions, total.requests),
        ecpm: ecpm(total.revenue, total.impressions),
        total_clicks: total.clicks,
        ctr: percent(total.clicks, total.impressions),
        total_users: total.users,
      },
      chart_data: chart,
      source_breakdown: bySource.map(({ id, buckets }) => {
        const t = totalOf(buckets);
        return {
          source: id,
          requests: t.requests,
          impressions: t.impressions,
          revenue: money(t.revenue),
          fill_rate: percent(t.impressions, t.requests),
          ecpm: ecpm(t.revenue, t.impressions),
          clicks: t.clicks,
          revenue_share: percent(t.revenue, total.revenue),
        };
      }),
    },
  };
}
