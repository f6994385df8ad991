// GET /report/breakdown (spec 4.3, 2.4). Parameter rules are the API core's checkBreakdownParams.
// Rows: one per group of the requested dimensions; rates from the group's summed components;
// `having` filters on the returned (rounded) values, then top/bottom keep N rows by the first
// metric, then at most 100,000 rows are returned. Default order: dimension values ascending, the
// first requested dimension first (times chronologically, names in code-unit order: "Android" < "iOS").
import { DateTime } from 'luxon';
import {
  checkBreakdownParams,
  MAX_BREAKDOWN_ROWS,
  type BreakdownMetric,
  type BreakdownParams,
  type CheckedBreakdown,
  type Having,
} from '../../api/resources/breakdown.js';
import { HOUR_MS, selectCells } from '../data/facts.js';
import { asBadRequest } from '../query.js';
import type { SandboxRequest, SandboxResult } from '../types.js';
import { requireGrant } from './guard.js';
import { addDays, addHours, Groups, planGroups, type TimeLabels } from './reports-breakdown-groups.js';
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
  type HourWindow,
} from './reports-common.js';

const CALENDAR = ['day', 'week', 'month'] as const;

function isUtc(timezone: string | undefined): boolean {
  return timezone === undefined || timezone.toUpperCase() === 'UTC';
}

/** Calendar buckets of each window hour, by the hour's start in `timezone` (weeks start on Sunday). */
export function timeLabels(win: HourWindow, timezone: string | undefined, by: readonly string[]): TimeLabels {
  const n = win.toHour - win.fromHour;
  const labels: TimeLabels = { hour: [], day: [], week: [], month: [] };
  for (let i = 0; i < n; i++) {
    const ms = win.facts.startMs + (win.fromHour + i) * HOUR_MS;
    if (by.includes('hour')) labels.hour.push(rfc3339(ms));
    if (!CALENDAR.some((c) => by.includes(c))) continue;
    const local = DateTime.fromMillis(ms, { zone: isUtc(timezone) ? 'UTC' : timezone });
    labels.day.push(local.toISODate()!);
    labels.week.push(local.minus({ days: local.weekday % 7 }).toISODate()!);
    labels.month.push(local.toFormat('yyyy-MM'));
  }
  return labels;
}

function metricValue(g: Groups, name: BreakdownMetric, s: number): number {
  switch (name) {
    case 'requests': return g.requestsOf(s);
    case 'bid_requests': return g.bidRequests[s]!;
    case 'fills': return g.fills[s]!;
    case 'impressions': return g.impressions[s]!;
    case 'revenue': return money(g.revenue[s]!);
    case 'fill_rate': return percent(g.impressions[s]!, g.requestsOf(s));
    case 'ecpm': return ecpm(g.revenue[s]!, g.impressions[s]!);
    case 'clicks': return g.clicks[s]!;
    case 'ctr': return percent(g.clicks[s]!, g.impressions[s]!);
  }
}

export function compare(value: number, h: Having): boolean {
  switch (h.op) {
    case '<': return value < h.value;
    case '<=': return value <= h.value;
    case '=':
    case '==': return value === h.value;
    case '!=': return value !== h.value;
    case '>=': return value >= h.value;
    case '>': return value > h.value;
  }
}

/** Slots to return, in response order. */
function selectSlots(g: Groups, p: CheckedBreakdown): number[] {
  const keys = g.keys.slice(0, g.count).sort();
  let slots = Array.from(keys, (k) => g.slotOf[k]!);
  const having = p.having;
  if (having) slots = slots.filter((s) => compare(metricValue(g, having.metric, s), having));
  const n = p.top ?? p.bottom;
  if (n !== undefined) {
    const first = p.metrics[0]!;
    const value = new Map(slots.map((s) => [s, metricValue(g, first, s)]));
    const sign = p.top !== undefined ? -1 : 1;
    // Stable sort: equal values keep the dimension order.
    slots = slots.sort((a, b) => sign * (value.get(a)! - value.get(b)!)).slice(0, n);
  }
  return slots.slice(0, MAX_BREAKDOWN_ROWS);
}

export function runBreakdown(win: HourWindow, p: CheckedBreakdown): Groups {
  const plan = planGroups(p.by, timeLabels(win, p.timezone, p.by), win.toHour - win.fromHour);
  const g = new Groups(plan);
  const sel = selectCells(factFilters(p));
  const { facts, fromHour, toHour } = win;
  const daily = !p.by.includes('hour') && (isUtc(p.timezone) || !CALENDAR.some((c) => p.by.includes(c)));
  if (!daily) {
    addHours(g, facts, sel, fromHour, toHour, fromHour);
    return g;
  }
  const days = planDays(fromHour, toHour);
  addDays(g, facts, sel, days.fromDay, days.toDay, fromHour);
  for (const h of days.edgeHours) addHours(g, facts, sel, h, h + 1, fromHour);
  return g;
}

export function breakdownHandler(req: SandboxRequest): SandboxResult {
  requireGrant(req, 'reports:read');
  const q = req.query.allowOnly(['start_time', 'end_time', 'by', 'metrics', ...FILTER_PARAMS, 'granularity', 'top', 'bottom', 'having', 'timezone']);
  const p = asBadRequest(() =>
    checkBreakdownParams({
      ...rawTimeRange(q),
      ...rawFilters(q),
      by: q.required('by'),
      metrics: q.required('metrics'),
      granularity: q.one('granularity') as BreakdownParams['granularity'],
      // The check accepts digit strings and rejects anything else with its own message.
      top: q.one('top') as unknown as number | undefined,
      bottom: q.one('bottom') as unknown as number | undefined,
      having: q.one('having'),
      timezone: q.one('timezone'),
    }),
  );
  const g = runBreakdown(hourWindow(req.ctx, p), p);
  const rows = selectSlots(g, p).map((s) => {
    const key = g.keys[s]!;
    const dimensions: Record<string, string> = {};
    for (const axis of g.plan.axes) dimensions[axis.name] = axis.labels[Math.floor(key / axis.stride) % axis.labels.length]!;
    const metrics: Record<string, number> = {};
    for (const m of p.metrics) metrics[m] = metricValue(g, m, s);
    return { dimensions, metrics };
  });
  return { json: { dimensions: p.by, metrics: p.metrics, rows, row_count: rows.length } };
}
