// Turns a RangeSpec into calendar days and instants in the user's timezone (luxon, so DST days
// are 23 or 25 hours long as they really are). Ranges that reach "now" (today, this week, mtd,
// a date range ending today) are partial: they end at the last complete hour, not at midnight
// and not at the current instant. The API reports an hour only once it is complete, and a
// comparison period runs over exactly the same span (./compare.ts), so an hour still running
// would be missing on one side and whole on the other: like for like means complete hours.
import { DateTime, IANAZone } from 'luxon';
import { DateRangeError, type RangeSpec } from './range.js';

export interface ResolvedRange {
  spec: RangeSpec;
  tz: string;
  /** First instant, inclusive (midnight of the first day in `tz`). */
  start: DateTime;
  /** End instant, exclusive: midnight after the last day, or the end of the last complete hour when `partial`. */
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

const HOUR_MS = 3_600_000;

/** The start of the UTC hour holding `at` (the API's hourly buckets are UTC hours), in `at`'s zone. */
function hourStart(at: DateTime): DateTime {
  return DateTime.fromMillis(Math.floor(at.toMillis() / HOUR_MS) * HOUR_MS, { zone: at.zone });
}

function runningPeriodName(spec: RangeSpec): string {
  switch (spec.kind) {
    case 'today': return 'today';
    case 'thisWeek': return 'this week';
    case 'mtd': return 'this month';
    case 'thisQuarter': return 'this quarter';
    case 'ytd': return 'this year';
    default: return 'in this range';
  }
}

function build(spec: RangeSpec, tz: string, start: DateTime, end: DateTime, now: DateTime): ResolvedRange {
  const partial = end > now;
  const to = partial ? hourStart(now) : end;
  if (to <= start) {
    // Nothing to compare yet: an empty span against a whole one would be a made-up change.
    const closes = hourStart(start).plus({ hours: 1 });
    throw new DateRangeError(
      `no complete hour yet ${runningPeriodName(spec)} — the first hour closes at ${closes.toFormat('HH:mm')} (${tz}); ask again then, or try yesterday`,
    );
  }
  const startDate = start.toISODate()!;
  const endDate = to.minus({ milliseconds: 1 }).toISODate()!;
  return { spec, tz, start, end: to, partial, startDate, endDate, days: daysBetween(startDate, endDate) + 1 };
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
    case 'thisQuarter':
      return build(spec, tz, now.startOf('quarter'), tomorrow, now);
    case 'lastQuarter': {
      const first = now.startOf('quarter');
      return build(spec, tz, first.minus({ quarters: 1 }), first, now);
    }
    case 'ytd':
      return build(spec, tz, now.startOf('year'), tomorrow, now);
    case 'dates': {
      const start = DateTime.fromISO(spec.from, { zone: tz }).startOf('day');
      const end = DateTime.fromISO(spec.to, { zone: tz }).startOf('day').plus({ days: 1 });
      if (start > now) throw new DateRangeError(`${spec.from} is in the future (today is ${today.toISODate()} in ${tz})`);
      return build(spec, tz, start, end, now);
    }
    case 'hours': {
      const start = DateTime.fromISO(spec.from, { zone: tz });
      const end = DateTime.fromISO(spec.to, { zone: tz });
      // The API's hourly buckets are UTC hours: a zone half an hour off UTC cannot ask for one.
      if (start.toUTC().minute !== 0 || end.toUTC().minute !== 0) throw new DateRangeError(`${spec.from} in ${tz} is not a whole UTC hour, and the API reports whole UTC hours; add tz=UTC and give the hours in UTC`);
      if (start > now) throw new DateRangeError(`${spec.from} is in the future (it is ${now.toFormat("yyyy-MM-dd'T'HH:mm")} in ${tz})`);
      return build(spec, tz, start, end, now);
    }
  }
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The hours a span covers when it does not end at midnight: "00:00–08:59" for part of one day,
 * "to Mon 08:59" for days ending partway through the last; '' for whole days.
 */
export function formatHours(r: { start: DateTime; end: DateTime }): string {
  const last = r.end.minus({ minutes: 1 });
  if (r.end.equals(r.end.startOf('day'))) return '';
  if (r.start.hasSame(last, 'day')) return `${r.start.toFormat('HH:mm')}–${last.toFormat('HH:mm')}`;
  return `to ${WEEKDAYS[last.weekday % 7]} ${last.toFormat('HH:mm')}`;
}

/**
 * "Sat 21 Nov 2026" for one day, "15–21 Nov 2026" or "28 Oct – 3 Nov 2026" for several (English,
 * like every view); with the hours when the span ends partway through a day (a range still
 * running, or the same hours of a period it is compared with): "Mon 23 Nov 2026, 00:00–08:59".
 */
export function formatDates(r: Pick<ResolvedRange, 'startDate' | 'endDate' | 'partial'> & { start?: DateTime; end?: DateTime }): string {
  const a = new Date(`${r.startDate}T00:00:00Z`);
  const b = new Date(`${r.endDate}T00:00:00Z`);
  const dm = (d: Date) => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
  const hours = r.start && r.end ? formatHours({ start: r.start, end: r.end }) : '';
  const suffix = `${hours ? `, ${hours}` : ''}${r.partial ? ' (so far)' : ''}`;
  if (r.startDate === r.endDate) return `${WEEKDAYS[a.getUTCDay()]} ${dm(a)} ${a.getUTCFullYear()}${suffix}`;
  if (a.getUTCFullYear() !== b.getUTCFullYear()) return `${dm(a)} ${a.getUTCFullYear()} – ${dm(b)} ${b.getUTCFullYear()}${suffix}`;
  if (a.getUTCMonth() !== b.getUTCMonth()) return `${dm(a)} – ${dm(b)} ${b.getUTCFullYear()}${suffix}`;
  return `${a.getUTCDate()}–${dm(b)} ${b.getUTCFullYear()}${suffix}`;
}
