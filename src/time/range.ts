// THE date-range parser of the bot. Every command reads ranges through `takeRange` (syntax only,
// pure, safe before ack) and turns them into dates with `resolveRange` once the user's timezone
// is known (after ack). Translation to the API's rules lives in ./api-range.ts, what a range is
// compared with in ./compare.ts, and the breakdown's time buckets in ./buckets.ts.
//
// Accepted: today, yesterday, last N d / last N days / Nd (N completed days ending yesterday),
// this week / last week (ISO weeks, Monday first), mtd / this month, last month,
// YYYY-MM-DD, YYYY-MM-DD..YYYY-MM-DD (also "YYYY-MM-DD to YYYY-MM-DD"), this quarter / qtd,
// last quarter (calendar quarters), this year / ytd. Ranges over 31 days are read in parts
// (src/api/long-range.ts) by the reports that can merge them. Only where the command asks for it
// (why: an incident's own hours), YYYY-MM-DDTHH:00..YYYY-MM-DDTHH:00 — whole hours, the end
// exclusive, as the API's hourly buckets are.
import { DateTime } from 'luxon';
import { AdopsError, ErrorCode } from '../errors.js';

export type RangeSpec =
  | { kind: 'today' }
  | { kind: 'yesterday' }
  | { kind: 'lastDays'; days: number }
  | { kind: 'thisWeek' }
  | { kind: 'lastWeek' }
  | { kind: 'mtd' }
  | { kind: 'lastMonth' }
  | { kind: 'thisQuarter' }
  | { kind: 'lastQuarter' }
  | { kind: 'ytd' }
  | { kind: 'dates'; from: string; to: string }
  /** Whole hours, `from` inclusive and `to` exclusive, local times YYYY-MM-DDTHH:00. */
  | { kind: 'hours'; from: string; to: string };

/** A range the user asked for that cannot be served; the message says what to type instead. */
export class DateRangeError extends AdopsError {
  readonly code = ErrorCode.DateRange;
}

export const RANGE_HELP =
  'today, yesterday, last 7d, this week, last week, mtd, last month, last 90d, this quarter, last quarter, ytd, 2026-11-01 or 2026-11-01..2026-11-07';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_PAIR = /^(\d{4}-\d{2}-\d{2})\.\.\.?(\d{4}-\d{2}-\d{2})$/;
const DAYS = /^(\d{1,4})\s*d(ays?)?$/;
const HOUR_PAIR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})\.\.\.?(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})$/i;
/** The longest hour range: a week, which a comparison a week earlier does not overlap. */
export const MAX_RANGE_HOURS = 7 * 24;

export interface RangeOptions {
  /** Accept an hour range (YYYY-MM-DDTHH:00..YYYY-MM-DDTHH:00); commands that read days refuse it. */
  hours?: boolean;
}

function checkDate(text: string): string {
  const d = DateTime.fromISO(text, { zone: 'UTC' });
  if (!d.isValid || d.toISODate() !== text) throw new DateRangeError(`"${text}" is not a calendar date (write YYYY-MM-DD)`);
  return text;
}

function datesSpec(from: string, to: string): RangeSpec {
  checkDate(from);
  checkDate(to);
  if (to < from) throw new DateRangeError(`the range ${from}..${to} ends before it starts`);
  return { kind: 'dates', from, to };
}

function checkHour(text: string): string {
  const d = DateTime.fromISO(text, { zone: 'UTC' });
  if (!d.isValid || d.toFormat("yyyy-MM-dd'T'HH:mm") !== text) throw new DateRangeError(`"${text}" is not a time I can read (write YYYY-MM-DDTHH:00)`);
  if (d.minute !== 0) throw new DateRangeError(`${text} is not a whole hour; the API reports whole hours — write ${text.slice(0, 14)}00`);
  return text;
}

function hoursSpec(raw: string, from: string, to: string, opts: RangeOptions): RangeSpec {
  if (!opts.hours) throw new DateRangeError(`"${raw}" is an hour range, which only why reads; write YYYY-MM-DD or YYYY-MM-DD..YYYY-MM-DD`);
  const a = DateTime.fromISO(checkHour(from.toUpperCase()), { zone: 'UTC' });
  const b = DateTime.fromISO(checkHour(to.toUpperCase()), { zone: 'UTC' });
  const hours = b.diff(a, 'hours').hours;
  if (hours <= 0) throw new DateRangeError(`the range ${raw} ends before it starts (the end is exclusive: 08:00..09:00 is one hour)`);
  if (hours > MAX_RANGE_HOURS) throw new DateRangeError(`${raw} covers ${hours} hours; an hour range covers at most ${MAX_RANGE_HOURS} (a week) — use YYYY-MM-DD..YYYY-MM-DD for longer`);
  return { kind: 'hours', from: from.toUpperCase(), to: to.toUpperCase() };
}

function lastDays(n: number, raw: string): RangeSpec {
  if (!Number.isInteger(n) || n < 1) throw new DateRangeError(`"${raw}" needs at least one day, e.g. last 7d`);
  return { kind: 'lastDays', days: n };
}

/** Matches a range phrase starting at tokens[i]; returns it and how many tokens it used. */
function matchAt(tokens: readonly string[], i: number, opts: RangeOptions): { spec: RangeSpec; used: number } | undefined {
  const t0 = tokens[i]!.toLowerCase();
  const t1 = tokens[i + 1]?.toLowerCase();
  const t2 = tokens[i + 2]?.toLowerCase();
  if (t0 === 'today') return { spec: { kind: 'today' }, used: 1 };
  if (t0 === 'yesterday') return { spec: { kind: 'yesterday' }, used: 1 };
  if (t0 === 'mtd') return { spec: { kind: 'mtd' }, used: 1 };
  if (t0 === 'this' && t1 === 'week') return { spec: { kind: 'thisWeek' }, used: 2 };
  if (t0 === 'this' && t1 === 'month') return { spec: { kind: 'mtd' }, used: 2 };
  if (t0 === 'qtd' || (t0 === 'this' && t1 === 'quarter')) return { spec: { kind: 'thisQuarter' }, used: t0 === 'qtd' ? 1 : 2 };
  if (t0 === 'ytd' || (t0 === 'this' && t1 === 'year')) return { spec: { kind: 'ytd' }, used: t0 === 'ytd' ? 1 : 2 };
  if ((t0 === 'last' || t0 === 'past') && t1 === 'quarter') return { spec: { kind: 'lastQuarter' }, used: 2 };
  if ((t0 === 'last' || t0 === 'past') && t1 === 'week') return { spec: { kind: 'lastWeek' }, used: 2 };
  if ((t0 === 'last' || t0 === 'past') && t1 === 'month') return { spec: { kind: 'lastMonth' }, used: 2 };
  if ((t0 === 'last' || t0 === 'past') && t1 !== undefined) {
    const m = DAYS.exec(t1);
    if (m) return { spec: lastDays(Number(m[1]), `${t0} ${t1}`), used: 2 };
    if (/^\d{1,4}$/.test(t1) && t2 !== undefined && /^days?$/.test(t2)) return { spec: lastDays(Number(t1), `${t0} ${t1} ${t2}`), used: 3 };
  }
  const days = DAYS.exec(t0);
  if (days) return { spec: lastDays(Number(days[1]), t0), used: 1 };
  const hourPair = HOUR_PAIR.exec(t0);
  if (hourPair) return { spec: hoursSpec(tokens[i]!, hourPair[1]!, hourPair[2]!, opts), used: 1 };
  const pair = DATE_PAIR.exec(t0);
  if (pair) return { spec: datesSpec(pair[1]!, pair[2]!), used: 1 };
  if (DATE.test(t0)) {
    if (t1 === 'to' && t2 !== undefined && DATE.test(t2)) return { spec: datesSpec(t0, t2), used: 3 };
    return { spec: datesSpec(t0, t0), used: 1 };
  }
  if (/^\d{4}-\d{1,2}-\d{1,2}/.test(t0)) throw new DateRangeError(`"${tokens[i]}" is not a date I can read (write YYYY-MM-DD)`);
  return undefined;
}

/**
 * Finds one range phrase anywhere in the tokens (users write "revenue by country yesterday" as
 * often as "revenue yesterday by country"). Returns the other tokens untouched. Throws
 * DateRangeError for a malformed date or two ranges.
 */
export function takeRange(tokens: readonly string[], opts: RangeOptions = {}): { spec: RangeSpec | undefined; rest: string[] } {
  const rest: string[] = [];
  let spec: RangeSpec | undefined;
  for (let i = 0; i < tokens.length; ) {
    const found = matchAt(tokens, i, opts);
    if (!found) {
      rest.push(tokens[i]!);
      i += 1;
      continue;
    }
    if (spec) throw new DateRangeError('give one date range only');
    spec = found.spec;
    i += found.used;
  }
  return { spec, rest };
}

/** Parses a whole string as a range (used by tests and any text field holding only a range). */
export function parseRange(text: string): RangeSpec {
  const tokens = text.trim().split(/\s+/).filter(Boolean);
  const { spec, rest } = takeRange(tokens);
  if (!spec || rest.length) throw new DateRangeError(`"${text}" is not a date range; try ${RANGE_HELP}`);
  return spec;
}

export function describeSpec(spec: RangeSpec): string {
  switch (spec.kind) {
    case 'today': return 'today';
    case 'yesterday': return 'yesterday';
    case 'lastDays': return `last ${spec.days} days`;
    case 'thisWeek': return 'this week';
    case 'lastWeek': return 'last week';
    case 'mtd': return 'month to date';
    case 'lastMonth': return 'last month';
    case 'thisQuarter': return 'this quarter';
    case 'lastQuarter': return 'last quarter';
    case 'ytd': return 'this year';
    case 'dates': return spec.from === spec.to ? spec.from : `${spec.from}..${spec.to}`;
    case 'hours': return `${spec.from.replace('T', ' ')}–${spec.from.slice(0, 10) === spec.to.slice(0, 10) ? spec.to.slice(11) : spec.to.replace('T', ' ')}`;
  }
}

/** Writes the spec back as the user would type it (used when a command is re-run). */
export function specToText(spec: RangeSpec): string {
  switch (spec.kind) {
    case 'lastDays': return `last ${spec.days}d`;
    case 'thisWeek': return 'this week';
    case 'lastWeek': return 'last week';
    case 'lastMonth': return 'last month';
    case 'thisQuarter': return 'this quarter';
    case 'lastQuarter': return 'last quarter';
    case 'dates': return spec.from === spec.to ? spec.from : `${spec.from}..${spec.to}`;
    case 'hours': return `${spec.from}..${spec.to}`;
    default: return spec.kind;
  }
}
