// The breakdown's time buckets as the user reads them (spec 4.3). Hour buckets come back as UTC
// instants whatever the timezone, so they are labelled here in the requested one. Day, week and
// month buckets are calendar buckets in that timezone; a week or month the range covers only in
// part is found, so a first week of three days is not read as a bad week.
// ONE week everywhere: the ISO week, Monday first — what `revenue last week` and `this week`
// mean (./resolve.ts). The API's own week buckets start on Sunday (spec 4.3), so no surface asks
// it for them: days are read and added up into ISO weeks here (`isoWeekOf`).
import { DateTime } from 'luxon';
import type { TimeSpan } from './api-range.js';
import { daysBetween, type ResolvedRange } from './resolve.js';

export type CalendarDimension = 'day' | 'week' | 'month';

function localHour(bucket: string, tz: string): DateTime | undefined {
  const t = DateTime.fromISO(bucket, { zone: 'UTC' });
  return t.isValid ? t.setZone(tz) : undefined;
}

/**
 * Table labels of hour buckets in `tz`: "2026-11-22 00:00". When the buckets span a DST change
 * (an hour repeats, or is skipped) every label also carries its UTC offset, so none reads twice.
 */
export function hourLabels(buckets: readonly string[], tz: string): Map<string, string> {
  const local = buckets.map((b) => [b, localHour(b, tz)] as const);
  const offsets = new Set(local.map(([, t]) => t?.offset));
  const format = offsets.size > 1 ? 'yyyy-MM-dd HH:mm ZZ' : 'yyyy-MM-dd HH:mm';
  return new Map(local.map(([b, t]) => [b, t ? t.toFormat(format) : b]));
}

/** An hour bucket as ISO 8601 local time with its offset, for files: "2026-11-22T00:00:00+09:00". */
export function hourIso(bucket: string, tz: string): string {
  return localHour(bucket, tz)?.toISO({ suppressMilliseconds: true }) ?? bucket;
}

/** The instants of a calendar bucket label ("2026-11-15", week "2026-09-27", month "2026-10") in `tz`. */
export function bucketSpan(dimension: CalendarDimension, label: string, tz: string): TimeSpan | undefined {
  const first = DateTime.fromISO(dimension === 'month' ? label.slice(0, 7) : label.slice(0, 10), { zone: tz });
  if (!first.isValid) return undefined;
  const start = first.startOf('day');
  return { start, end: start.plus(dimension === 'day' ? { days: 1 } : dimension === 'week' ? { weeks: 1 } : { months: 1 }) };
}

/** The part of `span` inside `range`; undefined when they do not meet. */
export function withinRange(span: TimeSpan, range: TimeSpan): TimeSpan | undefined {
  const start = span.start > range.start ? span.start : range.start;
  const end = span.end < range.end ? span.end : range.end;
  return start < end ? { start, end } : undefined;
}

export interface PartialBucket {
  /** Calendar days of the bucket inside the range, and in the whole bucket. */
  daysInRange: number;
  days: number;
  /** The bucket runs into now: more of it is still to come. */
  soFar: boolean;
}

function calendarDays(span: TimeSpan): number {
  return daysBetween(span.start.toISODate()!, span.end.minus({ milliseconds: 1 }).toISODate()!) + 1;
}

/** How much of a week or month bucket the range covers; undefined when it covers all of it. */
export function partialBucket(range: ResolvedRange, dimension: 'week' | 'month', label: string): PartialBucket | undefined {
  const span = bucketSpan(dimension, label, range.tz);
  const inside = span && withinRange(span, range);
  if (!span || !inside || (inside.start.equals(span.start) && inside.end.equals(span.end))) return undefined;
  return { daysInRange: calendarDays(inside), days: calendarDays(span), soFar: range.partial && inside.end.equals(range.end) };
}

/** The Monday that starts the ISO week holding `date` (YYYY-MM-DD): the one week of the bot. */
export function isoWeekOf(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
}

/** Daily points added up into the ISO weeks (Monday first) they fall in, in order; each week labelled by its Monday. */
export function weeklyPoints<P extends { date: string; bucket_start: string }>(points: readonly P[], add: (into: P, p: P) => P): P[] {
  const weeks = new Map<string, P>();
  for (const p of points) {
    const week = isoWeekOf(p.date);
    const had = weeks.get(week);
    weeks.set(week, had ? add(had, p) : { ...p, date: week, bucket_start: `${week}T00:00:00Z` });
  }
  return [...weeks.values()];
}

/**
 * Whether the range's local days are made of whole UTC hours and differ from UTC days: a zone
 * off UTC by whole hours (checked at every day's start, DST included). Then the dashboard's hours
 * (UTC) add up exactly into the asker's days; in UTC the API's own days are those days, and in a
 * zone half an hour off UTC no day can be made of UTC hours (the chart stays in UTC days, and says so).
 */
export function hoursMakeLocalDays(range: TimeSpan): boolean {
  let offsetSeen = false;
  for (let d = range.start; d < range.end; d = d.plus({ days: 1 })) {
    if (d.offset % 60 !== 0) return false;
    if (d.offset !== 0) offsetSeen = true;
  }
  return offsetSeen || range.end.offset !== 0;
}

/** A point of a chart in the asker's calendar: its first day, and how many of its days the range has. */
export interface LocalBucket<P> {
  point: P;
  /** Days of the bucket inside the range, and in the whole bucket (1 and 1 for a whole day). */
  daysInRange: number;
  days: number;
  /** The range runs into this bucket's last day: more of it is still to come. */
  soFar: boolean;
}

/**
 * Hourly points (UTC hours) added up into the local days of `tz` they fall in, each labelled by its
 * local date (`date`) and local midnight (`bucket_start`, with its offset).
 */
export function localDayPoints<P extends { date: string; bucket_start: string }>(points: readonly P[], tz: string, add: (into: P, p: P) => P): P[] {
  const days = new Map<string, P>();
  for (const p of points) {
    const local = localHour(p.bucket_start, tz);
    if (!local) continue;
    const date = local.toISODate()!;
    const had = days.get(date);
    days.set(date, had ? add(had, p) : { ...p, date, bucket_start: local.startOf('day').toISO({ suppressMilliseconds: true })! });
  }
  return [...days.values()];
}
