// A/B test fixtures. Each test enrolls a slice of one app's users, splits them into control and
// test, and changes the tested ad units' fill and eCPM for the test group by a real effect. A
// variant's day is derived from the facts of that UTC day (production, all countries): the app's
// DAU, and the tested units' requests per user, fill and eCPM. Start dates are relative to the
// sandbox's start time, so each fixture's status at that time is the one its name says.
import { AD_UNITS, APPS } from './catalog.js';
import { APP_OF_UNIT, DAY_MS, getFacts, MODE_PRODUCTION, N_COUNTRIES, rowIndex, type Facts } from './facts.js';
import { mixSeed } from './facts-model.js';
import { gaussian, rng } from './random.js';
import { memo, type SandboxContext } from '../types.js';

export interface AbTestFixture {
  id: string;
  name: string;
  appBundle: string;
  adUnitIds: string[];
  /** First day: this many UTC days before the day the sandbox started. */
  startsDaysBeforeStart: number;
  /** Ended tests: number of days run. Ongoing otherwise. */
  durationDays?: number;
  /** Share of the app's users enrolled. */
  enrolled: number;
  /** Intended share of enrolled users in the test group, and the share actually assigned (a bug). */
  testShare: number;
  assignedTestShare?: number;
  /** Relative effect of the test treatment on fill and on eCPM. */
  fillEffect: number;
  ecpmEffect: number;
  /** Day-to-day noise (sd, relative) of each group's eCPM. */
  noise: number;
  /** Minimum detectable relative change of ARPDAU the test was planned for (power calculation). */
  mde: number;
}

export const AB_TEST_FIXTURES: readonly AbTestFixture[] = [
  {
    id: 'abt_demo_in_progress', name: 'Rewarded frequency cap 3 → 4 per session',
    appBundle: 'com.acmegames.tinyfarm.android', adUnitIds: ['au_063_rewarded'],
    startsDaysBeforeStart: 3, enrolled: 0.4, testShare: 0.5, fillEffect: 0.01, ecpmEffect: 0, noise: 0.05, mde: 0.05,
  },
  {
    id: 'abt_demo_directional', name: 'Banner refresh 30 s → 45 s',
    appBundle: 'com.acmegames.wordrush', adUnitIds: ['au_031_banner'],
    startsDaysBeforeStart: 12, enrolled: 0.3, testShare: 0.5, fillEffect: 0, ecpmEffect: 0.05, noise: 0.07, mde: 0.05,
  },
  {
    id: 'abt_demo_achieved', name: 'Interstitial floor +20%',
    appBundle: 'com.acmegames.puzzlequest.android', adUnitIds: ['au_022_interstitial'],
    startsDaysBeforeStart: 30, durationDays: 28, enrolled: 0.3, testShare: 0.5, fillEffect: -0.02, ecpmEffect: 0.085, noise: 0.05, mde: 0.05,
  },
  {
    id: 'abt_demo_invalidated', name: 'Native ad in level-complete screen',
    appBundle: 'com.acmegames.puzzlequest', adUnitIds: ['au_014_native'],
    startsDaysBeforeStart: 14, enrolled: 0.25, testShare: 0.5, assignedTestShare: 0.535, fillEffect: 0.03, ecpmEffect: 0.02, noise: 0.05, mde: 0.05,
  },
  {
    // Directional at the start (clearly ahead, sample short of required_n); achieved 3 days later.
    id: 'abt_demo_turning', name: 'Rewarded bonus-coins offer',
    appBundle: 'com.acmegames.puzzlequest', adUnitIds: ['au_013_rewarded', 'au_012_interstitial'],
    startsDaysBeforeStart: 8, enrolled: 0.53, testShare: 0.5, fillEffect: 0.02, ecpmEffect: 0.08, noise: 0.04, mde: 0.04,
  },
];

export function findAbTest(id: string): AbTestFixture | undefined {
  return AB_TEST_FIXTURES.find((t) => t.id === id);
}

/** The sandbox's start time: the fixed `now` it was given, else the clock when first asked. */
export function sandboxStartMs(ctx: SandboxContext): number {
  const now = ctx.options.now;
  if (typeof now === 'number') return now;
  if (typeof now === 'string' && now !== '' && !Number.isNaN(Date.parse(now))) return Date.parse(now);
  return memo(ctx, 'abtests-start', () => ctx.clock.now());
}

export interface AbDay {
  /** Days since 1970-01-01 (UTC). */
  day: number;
  revenue: number;
  impressions: number;
  requests: number;
  dau: number;
}

export interface AbTestDays {
  /** First and last (exclusive) UTC day of the run. */
  firstDay: number;
  endDay: number | undefined;
  control: AbDay[];
  test: AbDay[];
}

/**
 * Each group's daily eCPM noise (sd 1) for `days` days from the first. Over the days before the
 * sandbox's start the control noise and the test−control difference are standardized (mean 0,
 * sd 1 and √2), so the evidence at the start time is the fixture's design — its status is its
 * name for any seed — while the numbers still look like noise; later days are plain noise.
 */
function groupNoise(seed: number, fixture: number, standardized: number, days: number): { control: Float64Array; test: Float64Array } {
  const next = rng(mixSeed(seed, fixture, 31, 77));
  const normal = () => gaussian(next) * Math.sqrt(3); // gaussian() has sd 1/√3
  const control = Float64Array.from({ length: days }, normal);
  const diff = Float64Array.from({ length: days }, normal);
  standardize(control, Math.min(standardized, days), 1);
  standardize(diff, Math.min(standardized, days), Math.SQRT2);
  return { control, test: control.map((c, i) => c + diff[i]!) };
}

function standardize(xs: Float64Array, n: number, sd: number): void {
  if (n < 2) return;
  let mean = 0;
  for (let i = 0; i < n; i++) mean += xs[i]! / n;
  let v = 0;
  for (let i = 0; i < n; i++) v += (xs[i]! - mean) ** 2 / (n - 1);
  const scale = v > 0 ? sd / Math.sqrt(v) : 0;
  for (let i = 0; i < n; i++) xs[i] = (xs[i]! - mean) * scale;
}

/** Base totals of one UTC day: the app's DAU and the tested units' requests, impressions, revenue. */
function baseDay(facts: Facts, d: number, appUnits: number[], testedUnits: number[]): { users: number; requests: number; impressions: number; revenue: number } {
  const base = { users: 0, requests: 0, impressions: 0, revenue: 0 };
  for (const u of appUnits) for (let c = 0; c < N_COUNTRIES; c++) base.users += facts.daily.users[rowIndex(d, u, c, MODE_PRODUCTION)]!;
  for (const u of testedUnits) {
    for (let c = 0; c < N_COUNTRIES; c++) {
      const row = rowIndex(d, u, c, MODE_PRODUCTION);
      base.requests += facts.daily.requests[row]!;
      base.impressions += facts.daily.impressions[row]!;
      base.revenue += facts.daily.revenue[row]!;
    }
  }
  return base;
}

/** The test's completed UTC days up to the clock, each group's totals per day. */
export function abTestDays(ctx: SandboxContext, t: AbTestFixture): AbTestDays {
  const facts = getFacts(ctx);
  const firstDay = Math.floor(sandboxStartMs(ctx) / DAY_MS) - t.startsDaysBeforeStart;
  const endDay = t.durationDays === undefined ? undefined : firstDay + t.durationDays;
  const completedEnd = Math.floor(ctx.clock.now() / DAY_MS);
  const last = Math.min(endDay ?? Infinity, completedEnd, facts.startDay + facts.days);
  const appUnits = AD_UNITS.map((_, i) => i).filter((i) => APPS[APP_OF_UNIT[i]!]!.bundle === t.appBundle);
  const tested = t.adUnitIds.map((id) => AD_UNITS.findIndex((u) => u.id === id));
  const noise = memo(ctx, `abtests-noise-${t.id}`, () =>
    groupNoise(ctx.seed, AB_TEST_FIXTURES.indexOf(t), Math.min(t.startsDaysBeforeStart, t.durationDays ?? Infinity), 800),
  );
  const out: AbTestDays = { firstDay, endDay, control: [], test: [] };
  for (let day = Math.max(firstDay, facts.startDay); day < last; day++) {
    const base = baseDay(facts, day - facts.startDay, appUnits, tested);
    const enrolled = Math.round(base.users * t.enrolled);
    const share = t.assignedTestShare ?? t.testShare;
    // Binomial-sized assignment noise (half its sd): a fair split never looks like a mismatch.
    const jitter = 0.5 * Math.sqrt(enrolled * share * (1 - share)) * Math.sin(day * 2.399963);
    const dauTest = Math.round(enrolled * share + jitter);
    const k = day - firstDay;
    const group = (dau: number, fillEffect: number, ecpmEffect: number, noise: number): AbDay => {
      const requests = base.users > 0 ? Math.round((dau * base.requests) / base.users) : 0;
      const impressions = base.requests > 0 ? Math.round(((requests * base.impressions) / base.requests) * (1 + fillEffect)) : 0;
      const ecpm = base.impressions > 0 ? ((base.revenue * 1000) / base.impressions) * (1 + ecpmEffect) * Math.exp(t.noise * noise) : 0;
      return { day, dau, requests, impressions, revenue: (impressions * ecpm) / 1000 };
    };
    out.control.push(group(enrolled - dauTest, 0, 0, noise.control[k] ?? 0));
    out.test.push(group(dauTest, t.fillEffect, t.ecpmEffect, noise.test[k] ?? 0));
  }
  return out;
}
