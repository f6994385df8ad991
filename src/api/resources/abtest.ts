// GET /report/ab-test (spec 4.5, 2.6, 3).
import { z } from 'zod';
import { InvalidParameterError } from '../errors.js';
import type { HttpClient } from '../http.js';
import { checkTimeRange, type TimeRange } from '../params.js';

const int = z.number().int();

export const AB_TEST_STATUSES = ['in_progress', 'directional', 'achieved', 'invalidated'] as const;
export type AbTestStatus = (typeof AB_TEST_STATUSES)[number];

export const AbDailyRow = z.object({
  date: z.string(),
  revenue: z.number(),
  impressions: int,
  requests: int,
  ecpm: z.number(),
  fill_rate: z.number(),
  dau: int,
});

export const AbCumulative = z.object({
  revenue: z.number(),
  impressions: int,
  requests: int,
  ecpm: z.number(),
  fill_rate: z.number(),
});

export const AbVariant = z.object({
  daily: z.array(AbDailyRow).max(100_000),
  cumulative: AbCumulative,
});
export type AbVariant = z.infer<typeof AbVariant>;

export const AbTestReport = z.object({
  control: AbVariant,
  test: AbVariant,
  // Kept a plain string: a status the spec does not list yet must not break the client.
  status: z.string().nullish(),
  lift: z.number().nullish(),
  ci_low: z.number().nullish(),
  ci_high: z.number().nullish(),
  p_value: z.number().nullish(),
  chi_squared_p: z.number().nullish(),
  n_control: int.nullish(),
  n_test: int.nullish(),
  required_n: int.nullish(),
});
export type AbTestReport = z.infer<typeof AbTestReport>;

export interface AbTestParams extends TimeRange {
  ab_test_id: string;
  /** A/B reports support UTC only (saved UTC-day totals). */
  timezone?: string;
}

export function checkAbTestParams(p: AbTestParams, operation = 'reports.abTest'): AbTestParams {
  const id = p.ab_test_id?.trim();
  if (!id) throw new InvalidParameterError('ab_test_id', 'is required', operation);
  const timezone = p.timezone?.trim();
  if (timezone !== undefined && timezone.toUpperCase() !== 'UTC') {
    throw new InvalidParameterError('timezone', 'A/B reports support UTC only (they use saved UTC-day totals)', operation);
  }
  return { ab_test_id: id, ...checkTimeRange(p, operation), timezone: timezone === undefined ? undefined : 'UTC' };
}

export class AbTestResource {
  constructor(private readonly http: HttpClient) {}

  get(params: AbTestParams, opts: { signal?: AbortSignal } = {}): Promise<AbTestReport> {
    return this.http.json(AbTestReport, {
      operation: 'reports.abTest',
      needs: ['reports:read'], // spec 4.5
      method: 'GET',
      path: 'report/ab-test',
      query: { ...checkAbTestParams(params) },
      idempotent: true,
      signal: opts.signal,
    });
  }
}
