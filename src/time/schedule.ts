// Schedules of digests: five-field cron expressions read in an IANA timezone (cron-parser), so a
// 09:00 digest stays at 09:00 local time across DST changes. A time that does not exist on the
// spring-forward day runs once, an hour later; a time that happens twice on the fall-back day runs
// once, the first time. Every function returns UTC instants.
import { CronExpressionParser } from 'cron-parser';
import cronstrue from 'cronstrue';
import { DateTime } from 'luxon';
import { AdopsError, ErrorCode } from '../errors.js';
import { isValidTimezone } from './resolve.js';

/** A schedule the user gave that cannot be used; the message says what to write instead. */
export class ScheduleError extends AdopsError {
  readonly code = ErrorCode.Schedule;
  constructor(
    message: string,
    readonly field: 'cron' | 'timezone' | 'days' | 'time',
  ) {
    super(message);
  }
}

export const CRON_HELP = 'five fields: minute hour day-of-month month day-of-week, e.g. 0 9 * * 1-5 (09:00 on weekdays)';

export function checkTimezone(tz: string): string {
  if (!isValidTimezone(tz)) throw new ScheduleError(`"${tz}" is not an IANA timezone such as Europe/Paris or America/New_York`, 'timezone');
  return tz;
}

/** A valid five-field cron expression, normalized to single spaces. */
export function checkCron(expr: string): string {
  const fields = expr.trim().split(/\s+/);
  if (fields.length !== 5 || fields[0] === '') throw new ScheduleError(`"${expr.trim()}" is not a cron expression: use ${CRON_HELP}`, 'cron');
  // H picks a random minute per parse: the next runs would differ between instances.
  if (fields.some((f) => /(^|[^a-z])h/i.test(f))) {
    throw new ScheduleError(`"${expr.trim()}" uses the H (hash) extension, which is not supported; use ${CRON_HELP}`, 'cron');
  }
  const normalized = fields.join(' ');
  try {
    CronExpressionParser.parse(normalized, { strict: false }).next();
  } catch (err) {
    throw new ScheduleError(`"${normalized}" is not a valid cron expression (${(err as Error).message}); use ${CRON_HELP}`, 'cron');
  }
  return normalized;
}

/** The next `count` runs strictly after `after`. */
export function nextRuns(cron: string, tz: string, after: Date, count: number): Date[] {
  const it = CronExpressionParser.parse(cron, { currentDate: after, tz });
  const out: Date[] = [];
  for (let i = 0; i < count && it.hasNext(); i++) out.push(it.next().toDate());
  return out;
}

export function nextRun(cron: string, tz: string, after: Date): Date | null {
  return nextRuns(cron, tz, after, 1)[0] ?? null;
}

/** The latest run at or before `at` (cron-parser works in whole seconds and prev() is strictly before). */
export function latestRunAtOrBefore(cron: string, tz: string, at: Date): Date | null {
  const wholeSecond = Math.floor(at.getTime() / 1000) * 1000;
  const it = CronExpressionParser.parse(cron, { currentDate: new Date(wholeSecond + 1000), tz });
  if (!it.hasPrev()) return null;
  const prev = it.prev().toDate();
  return prev.getTime() <= at.getTime() ? prev : null;
}

/** Occurrences in [from, to), counted up to `cap`. */
export function countRuns(cron: string, tz: string, from: Date, to: Date, cap = 1000): number {
  let n = 0;
  const it = CronExpressionParser.parse(cron, { currentDate: new Date(from.getTime() - 1000), tz });
  while (n < cap && it.hasNext()) {
    const d = it.next().toDate();
    if (d.getTime() >= to.getTime()) break;
    if (d.getTime() >= from.getTime()) n++;
  }
  return n;
}

/**
 * Rejects schedules that would post more often than hourly: with a single minute value, two runs
 * are at least an hour apart (cron-parser's field expansion; cheaper than walking the runs).
 */
export function checkFrequency(cron: string): void {
  const minutes = CronExpressionParser.parse(cron).fields.minute.values;
  if (minutes.length > 1) {
    throw new ScheduleError(`"${cron}" runs more than once an hour; a digest may run at most hourly (use one minute value, e.g. 0 9 * * *)`, 'cron');
  }
}

/** "At 09:00, Monday through Friday" */
export function describeCron(cron: string): string {
  try {
    return cronstrue.toString(cron, { use24HourTimeFormat: true, throwExceptionOnParseError: true });
  } catch {
    return cron;
  }
}

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** Days (0 = Sunday … 6) and a HH:MM time → a cron expression. */
export function cronFromDaysAndTime(days: readonly number[], time: string): string {
  const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(time.trim());
  if (!m) throw new ScheduleError(`"${time}" is not a time of day written HH:MM (24-hour), e.g. 09:00`, 'time');
  const unique = [...new Set(days)].sort((a, b) => a - b);
  if (unique.length === 0) throw new ScheduleError('pick at least one day', 'days');
  if (unique.some((d) => !Number.isInteger(d) || d < 0 || d > 6)) throw new ScheduleError('days must be Sunday (0) to Saturday (6)', 'days');
  const dow = unique.length === 7 ? '*' : dayRanges(unique);
  return `${Number(m[2])} ${Number(m[1])} * * ${dow}`;
}

/** [1,2,3,4,5] → "1-5", [1,4] → "1,4": ranges read better ("Monday through Friday"). */
function dayRanges(days: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < days.length; ) {
    let j = i;
    while (j + 1 < days.length && days[j + 1] === days[j]! + 1) j++;
    parts.push(j - i >= 2 ? `${days[i]}-${days[j]}` : days.slice(i, j + 1).join(','));
    i = j + 1;
  }
  return parts.join(',');
}

/** The runs as the user reads them, in the schedule's timezone: "Mon 24 Nov 09:00 CET". */
export function formatRun(at: Date, tz: string): string {
  return DateTime.fromJSDate(at, { zone: tz }).toFormat('ccc d LLL HH:mm ZZZZ');
}
