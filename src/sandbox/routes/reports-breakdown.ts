// GET /report/breakdown (spec 4.3, 2.4). Parameter rules: ../params/reports.ts.
// Rows: one per group of the requested dimensions; rates from the group's summed components;
// `having` filters on the returned (rounded) values, then top/bottom keep N rows by the first
// metric, then at most 100,000 rows are returned. Default order: dimension values ascending, the
// first requested dimension first (times chronologically, names in code-unit order: "Android" < "iOS").
import { IANAZone } from 'luxon';
import { DAY_MS, HOUR_MS, selectCells } from '../data/facts.js';
import { weekdayOfDay } from '../data/facts-model.js';
import { readBreakdownQuery, type BreakdownQuery } from '../params/reports.js';
import { memo, type SandboxRequest, type SandboxResult } from '../types.js';
import { MAX_BREAKDOWN_ROWS, type BreakdownMetric, type Having } from '../vocabulary.js';
import { requireGrant } from './guard.js';
import { addDays, addHours, Groups, planGroups, type TimeLabels } from './reports-breakdown-groups.js';
import {
  ecpm,
  factFilters,
  hourWindow,
  money,
  percent,
  planDays,
  reportKey,
  ResponseCache,
  rfc3339,
  utcDate,
  type HourWindow,
} from './reports-common.js';

const CALENDAR = ['day', 'week', 'month'] as const;

function isUtc(timezone: string | undefined): boolean {
  return timezone === undefined || timezone.toUpperCase() === 'UTC';
}

/**
 * Calendar buckets of each window hour, by the hour's start in `timezone` (weeks start on Sunday).
 * Only the UTC offset is asked of the zone (once an hour); dates come from plain arithmetic.
 */
export function timeLabels(win: HourWindow, timezone: string | undefined, by: readonly string[]): TimeLabels {
  const n = win.toHour - win.fromHour;
  const labels: TimeLabels = { hour: [], day: [], week: [], month: [] };
  const calendar = CALENDAR.some((c) => by.includes(c));
  const zone = isUtc(timezone) ? undefined : IANAZone.create(timezone!);
  const dates = new Map<number, string>();
  const dateOf = (day: number) => dates.get(day) ?? (dates.set(day, utcDate(day * DAY_MS)), dates.get(day)!);
  for (let i = 0; i < n; i++) {
    const ms = win.facts.startMs + (win.fromHour + i) * HOUR_MS;
    if (by.includes('hour')) labels.hour.push(rfc3339(ms));
    if (!calendar) continue;
    const localDay = Math.floor((ms + (zone ? zone.offset(ms) * 60_000 : 0)) / DAY_MS);
    const date = dateOf(localDay);
    labels.day.push(date);
    labels.week.push(dateOf(localDay - weekdayOfDay(localDay)));
    labels.month.push(date.slice(0, 7));
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
function selectSlots(g: Groups, p: BreakdownQuery): number[] {
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

export function runBreakdown(win: HourWindow, p: BreakdownQuery): Groups {
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
  const q = req.query;
  const p = readBreakdownQuery(q);
  const win = hourWindow(req.ctx, p);
  const cache = memo(req.ctx, 'reports-breakdown-cache', () => new ResponseCache());
  const key = reportKey('breakdown', q, win);
  let text = cache.get(key);
  if (text === undefined) {
    const g = runBreakdown(win, p);
    text = serialize(g, p, selectSlots(g, p));
    cache.set(key, text);
  }
  return { text, contentType: 'application/json', headers: { 'content-length': String(Buffer.byteLength(text)) } };
}

/**
 * The response as JSON text, written directly: rows can number 100,000, and building objects
 * for JSON.stringify cost more than the whole query. Labels are JSON-escaped once per value.
 */
export function serialize(g: Groups, p: BreakdownQuery, slots: readonly number[]): string {
  const axes = g.plan.axes.map((a, i) => ({
    stride: a.stride,
    size: a.labels.length,
    json: a.labels.map((l) => `${i === 0 ? '{"dimensions":{' : ','}${JSON.stringify(a.name)}:${JSON.stringify(l)}`),
  }));
  const metricKeys = p.metrics.map((m, i) => `${i === 0 ? '},"metrics":{' : ','}${JSON.stringify(m)}:`);
  let out = `{"dimensions":${JSON.stringify(p.by)},"metrics":${JSON.stringify(p.metrics)},"rows":[`;
  for (let r = 0; r < slots.length; r++) {
    const s = slots[r]!;
    const key = g.keys[s]!;
    if (r > 0) out += ',';
    for (const a of axes) out += a.json[Math.floor(key / a.stride) % a.size];
    for (let i = 0; i < metricKeys.length; i++) out += metricKeys[i] + metricValue(g, p.metrics[i]!, s);
    out += '}}';
  }
  return `${out}],"row_count":${slots.length}}`;
}
