// A/B reports over a range longer than one call (spec 4.5 takes start_time/end_time: at most 31
// days), read as consecutive parts of at most 31 whole UTC days (./long-range.ts) and merged.
// Only what adds up is merged: each group's daily rows (saved UTC-day totals; a range that starts
// at UTC midnight — A/B ranges are read in UTC — puts every day in exactly one part) and its
// revenue, impressions and requests, with eCPM and fill rate recomputed from those sums (4.3 rule
// 4). The statistics are the API's own over the days of one call: the lift, its interval and
// p-value (a test over those days), the split check and the users per group (users are never
// added across calls). Over parts they are unknown (null), never an average or a sum of the
// parts'. The status is the latest snapshot (2.6), the same in every part.
import { splitTimeRange, readParts } from './long-range.js';
import type { TimeRange } from './params.js';
import type { AbTestParams, AbTestReport } from './resources/abtest.js';

export interface AbTestRead {
  report: AbTestReport;
  /** The calls it was read in, in order; one for a range the API serves in one call. */
  parts: TimeRange[];
}

type Variant = AbTestReport['control'];

const percent = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : 0);
const perMille = (revenue: number, impressions: number) => (impressions > 0 ? (revenue * 1000) / impressions : 0);

function mergeVariant(all: readonly Variant[]): Variant {
  const sum = (pick: (c: Variant['cumulative']) => number) => all.reduce((t, v) => t + pick(v.cumulative), 0);
  const revenue = sum((c) => c.revenue);
  const impressions = sum((c) => c.impressions);
  const requests = sum((c) => c.requests);
  return {
    daily: all.flatMap((v) => v.daily).sort((a, b) => a.date.localeCompare(b.date)),
    cumulative: { revenue, impressions, requests, ecpm: perMille(revenue, impressions), fill_rate: percent(impressions, requests) },
  };
}

/** The parts' A/B reports as one: totals added, rates from the sums, the API's statistics unknown. */
export function mergeAbTests(all: readonly AbTestReport[]): AbTestReport {
  const required = new Set(all.map((r) => r.required_n));
  return {
    control: mergeVariant(all.map((r) => r.control)),
    test: mergeVariant(all.map((r) => r.test)),
    // The latest snapshot, whatever the range: every part gives the same.
    status: all.at(-1)?.status ?? null,
    lift: null,
    ci_low: null,
    ci_high: null,
    p_value: null,
    chi_squared_p: null,
    n_control: null,
    n_test: null,
    // The test's design, not a figure of the days: kept when every part gives the same.
    required_n: required.size === 1 ? [...required][0] : null,
  };
}

/** An A/B report over any range from 2020-01-01 on: one call, or parts of at most 31 days merged. */
export async function readAbTest(read: (params: AbTestParams) => Promise<AbTestReport>, params: AbTestParams): Promise<AbTestRead> {
  const parts = splitTimeRange(params);
  if (parts.length === 1) return { report: await read(params), parts };
  return { report: mergeAbTests(await readParts(parts, (part) => read({ ...params, ...part }))), parts };
}
