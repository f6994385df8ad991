// Whether a span of days is one whole calendar year, quarter or month, and whether one span is
// another a year before (issue 38's round 47: an analyst's quarterly review, where "the one before
// that" after a quarter is the quarter before, and "vs september 2025" after September 2026 is the
// same period last year, as "last month vs october last year" is in the older sets).
import { DateTime } from 'luxon';
import { resolveRange } from '../../src/time/resolve.js';
import { takeRange } from '../../src/time/range.js';
import type { Understanding } from './compose.js';

export type CalendarUnit = 'year' | 'quarter' | 'month';

/** The largest calendar unit the span `start..end` (ISO dates) is exactly one of, else undefined. */
export function calendarUnit(start: string, end: string): CalendarUnit | undefined {
  const first = DateTime.fromISO(start, { zone: 'UTC' });
  if (!first.isValid) return undefined;
  return (['year', 'quarter', 'month'] as const).find((u) => first.equals(first.startOf(u)) && first.endOf(u).toISODate() === end);
}

/**
 * Whether `other` is `span` one year earlier, both whole calendar months, quarters or years
 * ("2025-09-01..2025-09-30" beside "2026-09-01..2026-09-30"). Spans of days are left as said:
 * the grammar's `vs=year` for days is its own choice of the day a year before.
 */
export function sameSpanYearBefore(span: readonly [string, string], other: readonly [string, string]): boolean {
  const unit = calendarUnit(span[0], span[1]);
  if (!unit || calendarUnit(other[0], other[1]) !== unit) return false;
  const year = (d: string) => DateTime.fromISO(d, { zone: 'UTC' }).minus({ years: 1 }).toISODate();
  return year(span[0]) === other[0] && year(span[1]) === other[1];
}

/**
 * The understanding, a whole calendar period's `vs=<dates>` of the same period a year before written
 * `vs=year` ("september vs september 2025", "q3 against q3 2025"), as "last month vs october last
 * year" is labelled in the older sets; any other `vs=<dates>` is left as said.
 */
export function yearBeforeVersus(u: Understanding, today: DateTime): Understanding {
  if (u.kind !== 'command') return u;
  const vs = /(?:^| )vs=(\d{4}-\d\d-\d\d)\.\.(\d{4}-\d\d-\d\d)(?= |$)/.exec(u.text);
  if (!vs) return u;
  let span: readonly [string, string];
  try {
    const spec = takeRange(u.text.split(/\s+/).slice(1).filter((w) => !w.startsWith('vs=')), { hours: false }).spec;
    if (!spec) return u;
    const r = resolveRange(spec, { nowMs: today.toMillis(), tz: today.zoneName ?? 'UTC' });
    span = [r.startDate, r.endDate];
  } catch {
    return u;
  }
  if (!sameSpanYearBefore(span, [vs[1]!, vs[2]!])) return u;
  return { kind: 'command', text: u.text.replace(vs[0], `${vs[0].startsWith(' ') ? ' ' : ''}vs=year`) };
}
