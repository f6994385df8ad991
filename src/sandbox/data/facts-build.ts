// Generates the fact grid (see facts.ts for the layout). Every hour's numbers come from random
// streams seeded by (seed, absolute hour, ad unit), and every day's audience from (seed, day,
// app, country): the value of a given hour never depends on when the sandbox was started, so two
// sandboxes with the same seed agree wherever their windows overlap.
import { rng } from './random.js';
import { AD_UNITS, APPS, COUNTRIES, TEST_TRAFFIC_SHARE } from './catalog.js';
import {
  apportion,
  APP_INDEX_OF_UNIT,
  engagementFactor,
  expectedDau,
  expectedFillRate,
  hourEcpmFactor,
  hourShare,
  localHourOf,
  localWeekdayOf,
  mixSeed,
  NoiseStream,
  modeShare,
  seasonalEcpm,
  showRate,
  UNITS_OF_APP,
  DAY_MS,
} from './facts-model.js';
import type { FactColumns, Facts } from './facts-grid.js';

const U = AD_UNITS.length;
const C = COUNTRIES.length;
const A = APPS.length;
const CELLS = U * C * 2;

export function emptyColumns(rows: number): FactColumns {
  return {
    requests: new Int32Array(rows),
    fills: new Int32Array(rows),
    impressions: new Int32Array(rows),
    clicks: new Int32Array(rows),
    users: new Int32Array(rows),
    revenue: new Float64Array(rows),
  };
}

/** Zero-mean triangular noise with sd ≈ 0.41: two draws instead of a costlier normal. */
function tri(next: () => number): number {
  return next() + next() - 1;
}


/** Position of each ad unit inside its app (users are spread over an app's ad units). */
const POS_IN_APP = AD_UNITS.map((_, u) => UNITS_OF_APP[APP_INDEX_OF_UNIT[u]!]!.indexOf(u));
const BASE_ECPM = AD_UNITS.flatMap((unit) => COUNTRIES.map((c) => unit.baseEcpm * c.ecpmFactor));
const FILL_RATE = AD_UNITS.flatMap((_, u) => COUNTRIES.map((_c, c) => expectedFillRate(u, c)));

/**
 * Each (app, country, mode)'s DAU for one UTC day, and its split over the day's 24 hours (a user
 * counts in the first hour they are active, so a day's hours sum exactly to its DAU).
 */
function dayAudience(seed: number, absDay: number, usersByHour: Int32Array, dauOf: Int32Array): void {
  const weights = new Float64Array(24);
  const out = new Int32Array(24);
  const scratch = new Float64Array(24);
  for (let a = 0; a < A; a++) {
    for (let c = 0; c < C; c++) {
      const next = rng(mixSeed(seed, absDay, a, 1000 + c));
      const base = expectedDau(a, c, absDay) * (1 + 0.12 * tri(next));
      for (let t = 0; t < 2; t++) {
        const dau = Math.round(base * modeShare(t, TEST_TRAFFIC_SHARE));
        for (let hh = 0; hh < 24; hh++) weights[hh] = hourShare(absDay * 24 + hh, c) * (1 + 0.2 * tri(next));
        apportion(dau, weights, 24, out, scratch);
        usersByHour.set(out, ((a * C + c) * 2 + t) * 24);
        dauOf[(a * C + c) * 2 + t] = dau;
      }
    }
  }
}

export function buildFacts(seed: number, startDay: number, days: number): Facts {
  const hours = days * 24;
  const hourly = emptyColumns(hours * CELLS);
  const daily = emptyColumns(days * CELLS);
  const usersByHour = new Int32Array(A * C * 2 * 24);
  const dauOf = new Int32Array(A * C * 2);
  const shareOf = new Float64Array(C);
  const ecpmHourOf = new Float64Array(C);
  for (let d = 0; d < days; d++) {
    const absDay = startDay + d;
    dayAudience(seed, absDay, usersByHour, dauOf);
    const season = seasonalEcpm(absDay);
    for (let hh = 0; hh < 24; hh++) {
      const absHour = absDay * 24 + hh;
      for (let c = 0; c < C; c++) {
        shareOf[c] = hourShare(absHour, c) * engagementFactor(localWeekdayOf(absHour, c));
        ecpmHourOf[c] = season * hourEcpmFactor(localHourOf(absHour, c));
      }
      for (let u = 0; u < U; u++) {
        const noise = new NoiseStream(mixSeed(seed, absHour, u, 7));
        const unit = AD_UNITS[u]!;
        const a = APP_INDEX_OF_UNIT[u]!;
        const unitsInApp = UNITS_OF_APP[a]!.length;
        const show = showRate(u);
        for (let c = 0; c < C; c++) {
          const share = shareOf[c]!;
          const ecpmMean = BASE_ECPM[u * C + c]! * ecpmHourOf[c]!;
          for (let t = 0; t < 2; t++) {
            const dau = dauOf[(a * C + c) * 2 + t]!;
            const appUsers = usersByHour[((a * C + c) * 2 + t) * 24 + hh]!;
            const users = Math.floor(appUsers / unitsInApp) + ((POS_IN_APP[u]! + hh) % unitsInApp < appUsers % unitsInApp ? 1 : 0);
            // Uniform noises (sd 0.58 × the factor): volume, fill, show rate, price, click rate.
            const requests = Math.max(0, Math.round(dau * unit.requestsPerUser * share * (1 + 0.12 * noise.pair())));
            const fills = Math.min(requests, Math.round(requests * FILL_RATE[u * C + c]! * (1 + 0.03 * noise.second)));
            const impressions = Math.min(fills, Math.round(fills * show * (1 + 0.02 * noise.pair())));
            const revenue = (impressions * ecpmMean * (1 + 0.2 * noise.second)) / 1000;
            const clicks = Math.min(impressions, Math.round(impressions * unit.ctr * (1 + 0.35 * noise.pair())));
            const row = (d * 24 + hh) * CELLS + (u * C + c) * 2 + t;
            const drow = d * CELLS + (u * C + c) * 2 + t;
            hourly.requests[row] = requests;
            hourly.fills[row] = fills;
            hourly.impressions[row] = impressions;
            hourly.revenue[row] = revenue;
            hourly.clicks[row] = clicks;
            hourly.users[row] = users;
            daily.requests[drow]! += requests;
            daily.fills[drow]! += fills;
            daily.impressions[drow]! += impressions;
            daily.revenue[drow]! += revenue;
            daily.clicks[drow]! += clicks;
            daily.users[drow]! += users;
          }
        }
      }
    }
  }
  return { seed, startDay, startMs: startDay * DAY_MS, days, hours, hourly, daily };
}
