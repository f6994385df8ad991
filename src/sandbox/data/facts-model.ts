// The noiseless model behind the generated facts: audience size, daily and weekly rhythm, slow
// trends, eCPM seasonality, fill and show rates, and how bidders take part in auctions. Pure
// functions of catalog entries and absolute time, so every area (reports, exports, auctions) that
// asks the same question gets the same answer without sharing state.
import { AD_UNITS, APPS, BIDDERS, COUNTRIES, type AdFormat, type AdUnit } from './catalog.js';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
/** Bidder-level data exists for hours starting on or after 2026-06-01T00:00Z (spec 4.3, 9). */
export const BIDDER_DATA_START_MS = Date.UTC(2026, 5, 1);

/** Production daily active users of an app of weight 1 in a country of weight 1 (before trends). */
const BASE_DAU = 75_000;
/** Day the slow trends are anchored to (trend factor 1). */
const TREND_EPOCH_DAY = Date.UTC(2026, 8, 1) / DAY_MS;

/** Share of a day's activity by the audience's local hour: quiet nights, lunch bump, evening peak. */
const ACTIVITY_CURVE = [
  0.42, 0.28, 0.2, 0.16, 0.15, 0.19, 0.32, 0.52, 0.7, 0.78, 0.8, 0.84, 0.95, 0.92, 0.86, 0.86, 0.92, 1.02, 1.15, 1.28,
  1.38, 1.4, 1.18, 0.78,
];
const CURVE_SUM = ACTIVITY_CURVE.reduce((a, b) => a + b, 0);

/** Games are played more at weekends: index 0 is Sunday. */
const WEEKDAY_USERS = [1.13, 0.95, 0.93, 0.94, 0.96, 1.03, 1.16];
/** Advertisers spend a little less at weekends. */
const WEEKDAY_ECPM = [0.95, 1.02, 1.03, 1.03, 1.02, 1.0, 0.95];

/** Per-day growth of each app's audience (index into APPS): Tiny Farm grows, Word Rush fades. */
const APP_TREND_PER_DAY = APPS.map((app) =>
  app.bundle.includes('tinyfarm') ? 0.0032 : app.bundle.includes('wordrush') ? -0.0011 : app.os === 'Android' ? 0.0008 : 0.0005,
);

/** Impressions per fill: some filled ads are never shown (user left, ad expired). */
const SHOW_RATE: Record<AdFormat, number> = { banner: 0.97, interstitial: 0.93, rewarded: 0.95, native: 0.9 };

export const APP_INDEX_OF_UNIT: readonly number[] = AD_UNITS.map((u) => APPS.indexOf(u.app));
/** Ad-unit indexes of each app. */
export const UNITS_OF_APP: readonly (readonly number[])[] = APPS.map((_, a) =>
  AD_UNITS.map((_, u) => u).filter((u) => APP_INDEX_OF_UNIT[u] === a),
);

/** 0 = Sunday, for a day number (days since 1970-01-01, a Thursday). */
export function weekdayOfDay(absDay: number): number {
  return (((absDay + 4) % 7) + 7) % 7;
}

export function localHourOf(absHour: number, countryIndex: number): number {
  return (((absHour + COUNTRIES[countryIndex]!.utcOffset) % 24) + 24) % 24;
}

export function localWeekdayOf(absHour: number, countryIndex: number): number {
  return weekdayOfDay(Math.floor((absHour + COUNTRIES[countryIndex]!.utcOffset) / 24));
}

/** Share of a day's requests that falls in this UTC hour for this country (sums to 1 over a UTC day). */
export function hourShare(absHour: number, countryIndex: number): number {
  return ACTIVITY_CURVE[localHourOf(absHour, countryIndex)]! / CURVE_SUM;
}

/** Expected production DAU of an app in a country on a UTC day (no noise). */
export function expectedDau(appIndex: number, countryIndex: number, absDay: number): number {
  const app = APPS[appIndex]!;
  const wave = 1 + 0.04 * Math.sin((2 * Math.PI * absDay) / 57 + appIndex);
  const trend = Math.exp(APP_TREND_PER_DAY[appIndex]! * (absDay - TREND_EPOCH_DAY)) * wave;
  return BASE_DAU * app.weight * COUNTRIES[countryIndex]!.weight * trend * WEEKDAY_USERS[weekdayOfDay(absDay)]!;
}

/** Engagement by the audience's local weekday: weekend sessions are longer. */
export function engagementFactor(localWeekday: number): number {
  return localWeekday === 0 || localWeekday === 6 ? 1.05 : 1;
}

/** Q4 eCPM ramp (October → mid-December), January slump, flat otherwise; by UTC day. */
export function seasonalEcpm(absDay: number): number {
  const d = new Date(absDay * DAY_MS);
  const start = Date.UTC(d.getUTCFullYear(), 0, 1) / DAY_MS;
  const doy = absDay - start; // 0 = Jan 1
  let f = 1;
  if (doy >= 273) f = 1 + 0.32 * Math.min(1, (doy - 273) / 78); // Oct 1 → Dec 18
  else if (doy < 31) f = 0.78 + (0.22 * doy) / 31; // January slump
  return f * WEEKDAY_ECPM[weekdayOfDay(absDay)]!;
}

/** Evening impressions earn slightly more (more competition for prime time). */
export function hourEcpmFactor(localHour: number): number {
  return 0.93 + 0.14 * (ACTIVITY_CURVE[localHour]! / 1.4);
}

/** Expected eCPM (USD) of an ad unit in a country on a UTC day, before hourly noise. */
export function modelEcpm(unitIndex: number, countryIndex: number, atMs: number): number {
  const unit: AdUnit = AD_UNITS[unitIndex]!;
  return unit.baseEcpm * COUNTRIES[countryIndex]!.ecpmFactor * seasonalEcpm(Math.floor(atMs / DAY_MS));
}

/** A realistic configured floor: about 55% of the expected eCPM, rounded to 5 cents (min 0.05). */
export function floorCpm(unitIndex: number, countryIndex: number, atMs: number): number {
  return Math.max(0.05, Math.round(modelEcpm(unitIndex, countryIndex, atMs) * 0.55 * 20) / 20);
}

/** Fill rate of an ad unit in a country: emerging markets fill a little worse. */
export function expectedFillRate(unitIndex: number, countryIndex: number): number {
  const f = 0.9 + 0.1 * Math.min(1, COUNTRIES[countryIndex]!.ecpmFactor);
  return Math.min(0.995, AD_UNITS[unitIndex]!.fillRate * f);
}

export function showRate(unitIndex: number): number {
  return SHOW_RATE[AD_UNITS[unitIndex]!.format];
}

/**
 * Share of an ad unit's requests sent to a bidder (0 = never called): foxtrot is a video
 * specialist (interstitial, rewarded), echo does not buy native.
 */
export function bidderParticipation(bidderIndex: number, unitIndex: number): number {
  const id = BIDDERS[bidderIndex]!.id;
  const format = AD_UNITS[unitIndex]!.format;
  if (id === 'bidder_foxtrot') return format === 'interstitial' || format === 'rewarded' ? 0.9 : 0;
  if (id === 'bidder_echo' && format === 'native') return 0;
  return [1, 0.97, 0.92, 0.86, 0.8, 0.9][bidderIndex] ?? 0.8;
}

/** Bids per bid request of a bidder in a country: thinner demand where eCPMs are low. */
export function bidderBidRate(bidderIndex: number, countryIndex: number): number {
  const demand = 0.8 + 0.2 * Math.min(1, COUNTRIES[countryIndex]!.ecpmFactor);
  return BIDDERS[bidderIndex]!.bidRate * demand;
}

/** Relative clearing price of a bidder's wins (1 = the ad unit's eCPM). */
export function bidderPriceFactor(bidderIndex: number): number {
  return [1.06, 1.0, 0.95, 0.92, 0.88, 1.12][bidderIndex] ?? 1;
}

/** Expected win shares (sum 1) of the bidders in an ad unit and country, before noise. */
export function expectedWinShares(unitIndex: number, countryIndex: number): number[] {
  const w = BIDDERS.map((b, i) => bidderParticipation(i, unitIndex) * bidderBidRate(i, countryIndex) * b.strength);
  const sum = w.reduce((a, b) => a + b, 0);
  return w.map((x) => x / sum);
}

/** Production share of traffic; the rest is test traffic (catalog TEST_TRAFFIC_SHARE). */
export function modeShare(mode: number, testShare: number): number {
  return mode === 0 ? 1 - testShare : testShare;
}

/**
 * Largest-remainder apportionment: splits the integer `total` over the first `n` weights so the
 * parts sum exactly to `total` (ties go to the lower index). All-zero weights give everything to
 * index 0. Writes into `out`; `scratch` holds remainders (length ≥ n). Allocation-free: it runs
 * per row in hot loops.
 */
export function apportion(total: number, weights: ArrayLike<number>, n: number, out: Int32Array, scratch: Float64Array): void {
  let sum = 0;
  for (let i = 0; i < n; i++) sum += weights[i]!;
  if (total <= 0 || sum <= 0) {
    out.fill(0, 0, n);
    if (total > 0) out[0] = total;
    return;
  }
  let given = 0;
  for (let i = 0; i < n; i++) {
    const exact = (total * weights[i]!) / sum;
    const whole = Math.floor(exact);
    out[i] = whole;
    scratch[i] = exact - whole;
    given += whole;
  }
  for (let left = total - given; left > 0; left--) {
    let best = 0;
    for (let i = 1; i < n; i++) if (scratch[i]! > scratch[best]!) best = i;
    out[best]! += 1;
    scratch[best] = -1;
  }
}

/** A 32-bit hash of a few integers: seeds a per-cell random stream so any cell can be rebuilt alone. */
export function mixSeed(a: number, b: number, c: number, d = 0): number {
  let h = 0x811c9dc5 ^ a;
  for (const v of [b, c, d]) {
    h = Math.imul(h ^ (v | 0), 0x9e3779b1);
    h ^= h >>> 15;
    h = Math.imul(h, 0x85ebca77);
    h ^= h >>> 13;
  }
  return h >>> 0;
}

/**
 * A mulberry32 stream yielding pairs of uniform noises in [-1, 1) from one 32-bit draw (16 bits
 * each): the grid needs ~8M noises, and halving the draws halves the build time.
 */
export class NoiseStream {
  private a: number;
  /** The second noise of the last draw. */
  second = 0;
  constructor(seed: number) {
    this.a = seed >>> 0;
  }
  /** Returns the first noise of a fresh draw; the other is in `second`. */
  pair(): number {
    this.a = (this.a + 0x6d2b79f5) | 0;
    let t = this.a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    t = (t ^ (t >>> 14)) >>> 0;
    this.second = (t & 0xffff) / 32768 - 1;
    return (t >>> 16) / 32768 - 1;
  }
}
