// The parameter rules several operations share (spec §4 conventions, §8 limits), as the sandbox
// reads them. Each failure is a 400 whose message names the parameter and says what is accepted,
// e.g. `end_time: the range may cover at most 31 days`.
import { createRequire } from 'node:module';
import { HttpError } from '../http-error.js';
import type { QueryReader } from '../query.js';
import {
  DAY_SECONDS,
  DEVICE_OSES,
  EARLIEST_TIME,
  MAX_RANGE_DAYS,
  TEST_MODES,
  type ReportFilters,
  type TimeRange,
} from '../vocabulary.js';

const require = createRequire(import.meta.url);
const isoCountries = require('i18n-iso-countries') as { isValid(code: string): boolean };

/** A 400 naming the parameter: "<param>: <what is wrong or accepted>". */
export function invalid(param: string, reason: string): HttpError {
  return new HttpError(400, `${param}: ${reason}`);
}

const WHOLE_NUMBER = /^-?\d+$/;

/** Text holding a whole number that fits a double exactly, or undefined. */
function wholeNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!WHOLE_NUMBER.test(trimmed)) return undefined;
  const n = Number(trimmed);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** A Unix timestamp in integer seconds (int64; beyond 2^53 no date is meant). */
function unixSeconds(text: string, param: string): number {
  const n = wholeNumber(text);
  if (n === undefined) throw invalid(param, 'must be a whole number of seconds (Unix time)');
  return n;
}

/** A whole number from min to max inclusive, given as text. */
export function wholeNumberIn(text: string, param: string, min: number, max: number): number {
  return numberIn(wholeNumber(text), param, min, max);
}

/** `n` (undefined when it was no whole number) from min to max inclusive. */
export function numberIn(n: number | undefined, param: string, min: number, max: number): number {
  if (n === undefined || n < min || n > max) throw invalid(param, `must be a whole number from ${min} to ${max}`);
  return n;
}

/**
 * §4 conventions: start ≤ end, neither before 2020-01-01 UTC, at most 31 days. The range is
 * inclusive, so 31 days end at the last second of the 31st day: end − start ≤ 31 × 86400 − 1.
 */
function checkTimeRange(start: number, end: number): TimeRange {
  if (start < EARLIEST_TIME) throw invalid('start_time', 'must not be before 2020-01-01 UTC');
  if (end < EARLIEST_TIME) throw invalid('end_time', 'must not be before 2020-01-01 UTC');
  if (end < start) throw invalid('end_time', 'must not be before start_time');
  if (end - start > MAX_RANGE_DAYS * DAY_SECONDS - 1) throw invalid('end_time', `the range may cover at most ${MAX_RANGE_DAYS} days`);
  return { start_time: start, end_time: end };
}

/** start_time and end_time, both required. */
export function readTimeRange(q: QueryReader): TimeRange {
  const start = unixSeconds(q.required('start_time'), 'start_time');
  const end = unixSeconds(q.required('end_time'), 'end_time');
  return checkTimeRange(start, end);
}

/** start_time and end_time where they are optional: both or neither. */
export function readOptionalTimeRange(q: QueryReader): TimeRange | undefined {
  const start = q.one('start_time');
  const end = q.one('end_time');
  if (start === undefined && end === undefined) return undefined;
  if (start === undefined) throw invalid('start_time', 'is required when end_time is given');
  if (end === undefined) throw invalid('end_time', 'is required when start_time is given');
  return checkTimeRange(unixSeconds(start, 'start_time'), unixSeconds(end, 'end_time'));
}

/**
 * One of the listed values, returned in the spec's spelling. Matching ignores case and surrounding
 * spaces (the sandbox's lenient choice; the spec does not say these values are case-sensitive).
 */
export function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], param: string): T | undefined {
  if (value === undefined) return undefined;
  const found = allowed.find((a) => a.toLowerCase() === value.trim().toLowerCase());
  if (!found) throw invalid(param, `must be one of ${allowed.join(', ')} (got "${value}")`);
  return found;
}

/** An ISO 3166-1 alpha-2 code of a country that exists, returned upper-case. */
export function countryCode(value: string | undefined, param: string): string | undefined {
  if (value === undefined) return undefined;
  const code = value.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code) || !isoCountries.isValid(code)) {
    throw invalid(param, `must be a two-letter ISO country code such as US or GB (got "${value}")`);
  }
  return code;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD; returns its UTC midnight in ms. */
export function calendarDate(value: unknown, param: string): number {
  if (typeof value !== 'string' || !DATE.test(value)) throw invalid(param, 'must be a date written YYYY-MM-DD');
  const ms = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(ms) || isoDay(ms) !== value) throw invalid(param, `"${value}" is not a calendar date`);
  return ms;
}

export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * An IANA timezone name such as Europe/Paris. Offsets such as +01:00 are not names, even where
 * the runtime's Intl accepts them.
 */
export function ianaTimezone(value: string | undefined, param: string): string | undefined {
  if (value === undefined) return undefined;
  const notIana = invalid(param, `"${value}" is not an IANA timezone such as Europe/Paris`);
  if (!/^[A-Za-z]/.test(value)) throw notIana;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
  } catch {
    throw notIana;
  }
  return value;
}

/** test_mode (production, test, all), country (alpha-2) and device_os (iOS, Android). */
export function readReportFilters(q: QueryReader): ReportFilters {
  return {
    test_mode: oneOf(q.one('test_mode'), TEST_MODES, 'test_mode'),
    country: countryCode(q.one('country'), 'country'),
    device_os: oneOf(q.one('device_os'), DEVICE_OSES, 'device_os'),
  };
}
