// GET /report/dashboard (spec 4.2, 2.3): summary, chart by UTC day or hour, and the revenue of
// each selected source. `source` omitted or `own` = the service's own data only; `all`, one
// mediation source or a comma-separated list adds provisional mediation revenue (facts-sources.ts).
import { checkDashboardParams, OWN_SOURCE, type DashboardParams } from '../../api/resources/dashboard.js';
import {
  emptyTotals,
  forEachDailyRow,
  forEachRow,
  MEDIATION_SOURCE_IDS,
  mediationReader,
  ownReader,
  selectCells,
  type CellSelection,
  type FactTotals,
  type SourceReader,
} from '../data/facts.js';
import { badRequest } from '../http-error.js';
import { asBadRequest } from '../query.js';
import type { SandboxRequest, SandboxResult } from '../types.js';
import { requireGrant } from './guard.js';
import {
  ecpm,
  factFilters,
  FILTER_PARAMS,
  hourWindow,
  money,
  percent,
  planDays,
  rawFilters,
  rawTimeRange,
  rfc3339,
  utcDate,
  type HourWindow,
} from './reports-common.js';

export const ALL_SOURCES = 'all';
export const SOURCE_IDS: readonly string[] = [OWN_SOURCE, ...MEDIATION_SOURCE_IDS];

/** The sources a `source` value selects, in catalog order; 400 naming the valid values otherwise. */
export function parseSources(value: string | undefined): string[] {
  if (value === undefined) return [OWN_SOURCE];
  const names = value.split(',').map((s) => s.trim().toLowerCase());
  if (names.includes(ALL_SOURCES)) {
    if (names.length > 1) throw badRequest('source: "all" cannot be combined with other sources');
    return [...SOURCE_IDS];
  }
  const valid = `valid sources: ${[...SOURCE_IDS, ALL_SOURCES].join(', ')}`;
  for (const n of names) if (!SOURCE_IDS.includes(n)) throw badRequest(`source: unknown source "${n}"; ${valid}`);
  const dup = names.find((n, i) => names.indexOf(n) !== i);
  if (dup) throw badRequest(`source: "${dup}" is listed twice`);
  return SOURCE_IDS.filter((s) => names.includes(s));
}

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
  const q = req.query.allowOnly(['start_time', 'end_time', ...FILTER_PARAMS, 'source', 'granularity']);
  const p = asBadRequest(() =>
    checkDashboardParams({ ...rawTimeRange(q), ...rawFilters(q), source: q.one('source'), granularity: q.one('granularity') as DashboardParams['granularity'] }),
  );
  const sources = parseSources(p.source);
  const win = hourWindow(req.ctx, p);
  const sel = selectCells(factFilters(p));
  const hourly = p.granularity === 'hourly';
  const bySource = sources.map((id) => {
    const reader = id === OWN_SOURCE ? ownReader(win.facts) : mediationReader(win.facts, id as (typeof MEDIATION_SOURCE_IDS)[number]);
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
