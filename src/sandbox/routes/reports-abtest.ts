// GET /report/ab-test (spec 4.5, 2.6, 3). Daily rows are the test's completed UTC days that
// overlap the requested range; cumulative totals and the statistics cover those days; `status`
// is the latest snapshot, computed from the whole run up to the clock (independent of the range).
// An unknown ab_test_id answers 404 (the spec's status list for this operation has no 404; a
// missing test is "not found" like a missing config, export or Task).
import { AB_TEST_FIXTURES, abTestDays, findAbTest, type AbDay, type AbTestFixture } from '../data/abtests.js';
import { DAY_MS } from '../data/facts.js';
import { notFound } from '../http-error.js';
import { readAbTestQuery } from '../params/reports.js';
import type { SandboxRequest, SandboxResult } from '../types.js';
import type { AbTestStatus } from '../vocabulary.js';
import { requireGrant } from './guard.js';
import { pairedLift, requiredUsersPerVariant, splitChiSquaredP } from './reports-abtest-stats.js';
import { ecpm, money, percent, round4, utcDate } from './reports-common.js';

/** Status thresholds (notes: "A/B status"). */
export const SRM_P = 0.001;
export const SIGNIFICANT_P = 0.05;
export const LEANING_P = 0.2;
export const MIN_DAYS_FOR_DIRECTION = 7;

export interface AbStats {
  lift: number | null;
  ci_low: number | null;
  ci_high: number | null;
  p_value: number | null;
  chi_squared_p: number | null;
  n_control: number;
  n_test: number;
  required_n: number;
}

const sum = (days: readonly AbDay[], f: (d: AbDay) => number) => days.reduce((a, d) => a + f(d), 0);
const arpdau = (days: readonly AbDay[]) => days.map((d) => (d.dau > 0 ? d.revenue / d.dau : 0));
const sig = (x: number) => Number(x.toPrecision(4));

export function abStats(t: AbTestFixture, control: readonly AbDay[], test: readonly AbDay[]): AbStats {
  const nControl = sum(control, (d) => d.dau);
  const nTest = sum(test, (d) => d.dau);
  const w = pairedLift(arpdau(control), arpdau(test));
  const chi = splitChiSquaredP(nControl, nTest, t.testShare);
  return {
    lift: w ? round4(w.lift) : null,
    ci_low: w ? round4(w.ciLow) : null,
    ci_high: w ? round4(w.ciHigh) : null,
    p_value: w ? sig(w.pValue) : null,
    chi_squared_p: chi === undefined ? null : sig(chi),
    n_control: nControl,
    n_test: nTest,
    required_n: requiredUsersPerVariant(t.mde),
  };
}

/**
 * invalidated: the user split is off (sample-ratio mismatch, chi-squared p < 0.001);
 * achieved: both groups reached required_n and p < 0.05; directional: at least 7 days and
 * p < 0.2 (leaning, not yet conclusive); in_progress otherwise.
 */
export function statusOf(s: AbStats, days: number): AbTestStatus {
  if (s.chi_squared_p !== null && s.chi_squared_p < SRM_P) return 'invalidated';
  if (s.p_value === null) return 'in_progress';
  if (Math.min(s.n_control, s.n_test) >= s.required_n && s.p_value < SIGNIFICANT_P) return 'achieved';
  if (days >= MIN_DAYS_FOR_DIRECTION && s.p_value < LEANING_P) return 'directional';
  return 'in_progress';
}

function variant(days: readonly AbDay[]) {
  const revenue = sum(days, (d) => d.revenue);
  const impressions = sum(days, (d) => d.impressions);
  const requests = sum(days, (d) => d.requests);
  return {
    daily: days.map((d) => ({
      date: utcDate(d.day * DAY_MS),
      revenue: money(d.revenue),
      impressions: d.impressions,
      requests: d.requests,
      ecpm: ecpm(d.revenue, d.impressions),
      fill_rate: percent(d.impressions, d.requests),
      dau: d.dau,
    })),
    cumulative: { revenue: money(revenue), impressions, requests, ecpm: ecpm(revenue, impressions), fill_rate: percent(impressions, requests) },
  };
}

export function abTestHandler(req: SandboxRequest): SandboxResult {
  requireGrant(req, 'reports:read');
  const p = readAbTestQuery(req.query);
  const fixture = findAbTest(p.ab_test_id);
  if (!fixture) {
    throw notFound(`A/B test "${p.ab_test_id}" not found; the sandbox has ${AB_TEST_FIXTURES.map((t) => t.id).join(', ')}`);
  }
  const run = abTestDays(req.ctx, fixture);
  const status = statusOf(abStats(fixture, run.control, run.test), run.control.length);
  // A UTC day is in the range when any second of it is.
  const firstDay = Math.floor(p.start_time / 86_400);
  const lastDay = Math.floor(p.end_time / 86_400);
  const inRange = (d: AbDay) => d.day >= firstDay && d.day <= lastDay;
  const control = run.control.filter(inRange);
  const test = run.test.filter(inRange);
  return { json: { control: variant(control), test: variant(test), status, ...abStats(fixture, control, test) } };
}
