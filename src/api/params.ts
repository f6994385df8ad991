// Parameter rules shared by several operations (spec §4 conventions, §8 limits). Each check
// throws InvalidParameterError naming the parameter and saying what would be accepted, so
// that nothing invalid is ever sent. The sandbox enforces the same rules with these functions.
import { createRequire } from 'node:module';
import { InvalidParameterError } from './errors.js';

const require = createRequire(import.meta.url);
const isoCountries = require('i18n-iso-countries') as {
  isValid(code: string): boolean;
  getAlpha2Codes(): Record<string, string>;
};

export const DAY_SECONDS = 86_400;
/** 2020-01-01T00:00:00Z: no range may start (or end) before it. */
export const EARLIEST_TIME = 1_577_836_800;
export const MAX_RANGE_DAYS = 31;
/** The bidder dimension exists for ranges starting on or after 2026-06-01 UTC. */
export const BIDDER_DATA_START = Date.UTC(2026, 5, 1) / 1000;

export const TEST_MODES = ['production', 'test', 'all'] as const;
export type TestMode = (typeof TEST_MODES)[number];
export const DEVICE_OSES = ['iOS', 'Android'] as const;
export type DeviceOs = (typeof DEVICE_OSES)[number];
export const GRANULARITIES = ['daily', 'hourly'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

export interface TimeRange {
  start_time: number;
  end_time: number;
}

/**
 * Time-range rules: integer seconds, start ≤ end, neither before 2020-01-01 UTC, and at most
 * 31 days inclusive — so the last second of the 31st day is the latest end
 * (end_time − start_time ≤ 31 × 86400 − 1).
 */
export function checkTimeRange(range: Partial<TimeRange>, operation: string): TimeRange {
  const start = requireInteger(range.start_time, 'start_time', operation);
  const end = requireInteger(range.end_time, 'end_time', operation);
  if (start < EARLIEST_TIME) throw new InvalidParameterError('start_time', 'must not be before 2020-01-01 UTC', operation);
  if (end < EARLIEST_TIME) throw new InvalidParameterError('end_time', 'must not be before 2020-01-01 UTC', operation);
  if (end < start) throw new InvalidParameterError('end_time', 'must not be before start_time', operation);
  if (end - start > MAX_RANGE_DAYS * DAY_SECONDS - 1) {
    throw new InvalidParameterError('end_time', `the range may cover at most ${MAX_RANGE_DAYS} days`, operation);
  }
  return { start_time: start, end_time: end };
}

export function requireInteger(value: unknown, param: string, operation: string): number {
  const n = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n)) {
    throw new InvalidParameterError(param, 'must be a whole number of seconds (Unix time)', operation);
  }
  return n;
}

export function checkIntegerIn(value: unknown, param: string, min: number, max: number, operation: string): number {
  const n = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < min || n > max) {
    throw new InvalidParameterError(param, `must be a whole number from ${min} to ${max}`, operation);
  }
  return n;
}

/** Case-insensitive match against an enum; returns the canonical spelling. */
export function checkEnum<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  param: string,
  operation: string,
): T | undefined {
  if (value === undefined) return undefined;
  const found = allowed.find((a) => a.toLowerCase() === value.trim().toLowerCase());
  if (!found) throw new InvalidParameterError(param, `must be one of ${allowed.join(', ')} (got "${value}")`, operation, { typed: value.trim(), allowed });
  return found;
}

export function isCountryCode(code: string): boolean {
  return /^[A-Za-z]{2}$/.test(code) && isoCountries.isValid(code.toUpperCase());
}

/** ISO 3166-1 alpha-2, returned upper-case. */
export function checkCountry(value: string | undefined, param: string, operation: string): string | undefined {
  if (value === undefined) return undefined;
  if (!isCountryCode(value.trim())) {
    throw new InvalidParameterError(param, `must be a two-letter ISO country code such as US or GB (got "${value}")`, operation);
  }
  return value.trim().toUpperCase();
}

export function allCountryCodes(): string[] {
  return Object.keys(isoCountries.getAlpha2Codes());
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD. Returns its UTC midnight in ms. */
export function checkDate(value: unknown, param: string, operation: string): number {
  if (typeof value !== 'string' || !DATE_RE.test(value)) {
    throw new InvalidParameterError(param, 'must be a date written YYYY-MM-DD', operation);
  }
  const ms = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value) {
    throw new InvalidParameterError(param, `"${value}" is not a calendar date`, operation);
  }
  return ms;
}

export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Timezones already accepted. Building an Intl.DateTimeFormat to test one costs more than the rest
 * of a breakdown's checks together, and a digest asks several with the same zone (issue 36). A
 * name is accepted or not for the life of the process; the set is bounded by the zones that exist.
 */
const knownTimezones = new Set<string>();

export function checkTimezone(value: string | undefined, param: string, operation: string): string | undefined {
  if (value === undefined || knownTimezones.has(value)) return value;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
  } catch {
    throw new InvalidParameterError(param, `"${value}" is not an IANA timezone such as Europe/Paris`, operation);
  }
  if (knownTimezones.size < 2_000) knownTimezones.add(value);
  return value;
}

/** The shared filters of the reporting operations. */
export interface ReportFilters {
  test_mode?: TestMode;
  country?: string;
  device_os?: DeviceOs;
}

export function checkReportFilters(f: { test_mode?: string; country?: string; device_os?: string }, operation: string): ReportFilters {
  return {
    test_mode: checkEnum(f.test_mode, TEST_MODES, 'test_mode', operation),
    country: checkCountry(f.country, 'country', operation),
    device_os: checkEnum(f.device_os, DEVICE_OSES, 'device_os', operation),
  };
}
