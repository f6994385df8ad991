// Turns a RangeSpec into calendar days and instants in the user's timezone (luxon, so DST days
// are 23 or 25 hours long as they really are). Ranges that reach "now" (today, this week, mtd,
// a date range ending today) are partial: they end at the current instant, not at midnight.
import { DateTime, IANAZone } from 'luxon';
import { DateRangeError, type RangeSpec } from './range.js';

export interface ResolvedRange {
  spec: RangeSpec;
  tz: string;
  /** First instant, inclusive (midnight of the first day in `tz`). */
  start: DateTime;
  /** End instant, exclusive: midnight after the last day, or now when `partial`. */
  end: DateTime;
  partial: boolean;
  /** First and last calendar day in `tz`, inclusive, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  days: number;
}

const zoneValidity = new Map<string, boolean>();

/** Whether `tz` is an IANA zone; cached (luxon builds an Intl formatter per check). */
export function isValidTimezone(tz: string): boolean {
  let valid = zoneValidity.get(tz);
  if (valid === undefined) {
    valid = IANAZone.isValidZone(tz);
    if (zoneValidity.size < 1_000) zoneValidity.set(tz, valid);
  }
  return valid;
}

const DAY_MS = 86_400_000;

// Calendar-date arithmetic on YYYY-MM-DD strings: no timezone is involved, so it is exact and
// cheap (each luxon operation in an IANA zone costs Intl formatting; this runs per command).
export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

function build(spec: RangeSpec, tz: string, start: DateTime, end: DateTime, now: DateTime): ResolvedRange {
  const partial = end > now;
  const startDate = start.toISODate()!;
  const endDate = partial ? now.toISODate()! : addDays(end.toISODate()!, -1);
  return { spec, tz, start, end: partial ? now : end, partial, startDate, endDate, days: daysBetween(startDate, endDate) + 1 };
}

export function resolveRange(spec: RangeSpec, opts: { nowMs: number; tz: string }): ResolvedRange {
  const tz = isValidTimezone(opts.tz) ? opts.tz : 'UTC';
  const now = DateTime.fromMillis(opts.nowMs, { zone: tz });
  const today = now.startOf('day');
  const tomorrow = today.plus({ days: 1 });
  switch (spec.kind) {
    case 'today':
      return build(spec, tz, today, tomorrow, now);
    case 'yesterday':
      return build(spec, tz, today.minus({ days: 1 }), today, now);
    case 'lastDays':
      return build(spec, tz, today.minus({ days: spec.days }), today, now);
    case 'thisWeek':
      return build(spec, tz, now.startOf('week'), tomorrow, now);
    case 'lastWeek': {
      const monday = now.startOf('week');
      return build(spec, tz, monday.minus({ weeks: 1 }), monday, now);
    }
    case 'mtd':
      return build(spec, tz, now.startOf('month'), tomorrow, now);
    case 'lastMonth': {
      const first = now.startOf('month');
      return build(spec, tz, first.minus({ months: 1 }), first, now);
    }
    case 'dates': {
      const start = DateTime.fromISO(spec.from, { zone: tz }).startOf('day');
      const end = DateTime.fromISO(spec.to, { zone: tz }).startOf('day').plus({ days: 1 });
      if (start > now) throw new DateRangeError(`${spec.from} is in the future (today is ${today.toISODate()} in ${tz})`);
      return build(spec, tz, start, end, now);
    }
  }
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Sat 21 Nov 2026" for one day, "15–21 Nov 2026" or "28 Oct – 3 Nov 2026" for several (English, like every view). */
export function formatDates(r: Pick<ResolvedRange, 'startDate' | 'endDate' | 'partial'>): string {
  const a = new Date(`${r.startDate}T00:00:00Z`);
  const b = new Date(`${r.endDate}T00:00:00Z`);
  const dm = (d: Date) => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
  const suffix = r.partial ? ' (so far)' : '';
  if (r.startDate === r.endDate) return `${WEEKDAYS[a.getUTCDay()]} ${dm(a)} ${a.getUTCFullYear()}${suffix}`;
  if (a.getUTCFullYear() !== b.getUTCFullYear()) return `${dm(a)} ${a.getUTCFullYear()} – ${dm(b)} ${b.getUTCFullYear()}${suffix}`;
  if (a.getUTCMonth() !== b.getUTCMonth()) return `${dm(a)} – ${dm(b)} ${b.getUTCFullYear()}${suffix}`;
  return `${a.getUTCDate()}–${dm(b)} ${b.getUTCFullYear()}${suffix}`;
}
