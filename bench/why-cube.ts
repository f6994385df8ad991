// Three data generators for the `why` bench (bench/why.ts), made apart from the sandbox and from the
// method, served over real HTTP in the API's shape (spec 4.3 breakdown, 4.4 bidders) by a small
// stand-in (./why-serve.ts): the report function reads them exactly as it reads the API.
//
//   cube  a hierarchical cube: 12 countries, 24 ad units of 8 apps in 4 formats, 2 OS, 5 bidders.
//         Each day's value of a cell (country × ad unit) is a product of levels, each with its own
//         noise: the country's (small countries noisier), the app's (audiences move a lot), the ad
//         unit's (by its size), the OS's, and the cell's own; requests, fill and eCPM each with
//         their own scales. Per-app and per-country trends, weekly seasonality by format. Bidders
//         split each day's wins and revenue with their own noise per component.
//   rcl   the root-cause-localisation literature's synthetic set-up (Adtributor, Squeeze, RiskLoc):
//         leaves (country × ad unit) around a flat forecast with independent noise of their own
//         size (1–10 %), no trend, no season; a cause scales one element's value by a severity.
//   heavy the cube's hierarchy with heavy-tailed multiplicative noise (every draw Student's t with 3
//         degrees of freedom, scaled to the same spread: rare big jumps) and each country's and app's
//         noise level drawn at random, not by its size.
//
// A scenario (the Bearer key, `scn_<n>`) is the cube with its causes applied: each scales one
// segment's requests, fill or eCPM on one day, moves requests from one country to another, or
// moves one bidder's bid requests, bid rate, win rate or eCPM (its wins and revenue then change the
// day's totals: every cell of that day scales alike).
// The seeded generator only; the data each bench generator makes is its own.
import { rng } from '../src/sandbox/data/random.js';

export type Profile = 'cube' | 'rcl' | 'heavy';
export type CubeDimension = 'country' | 'app' | 'ad_unit' | 'format' | 'os' | 'bidder';
export type CubeComponent = 'requests' | 'fill' | 'ecpm' | 'bid_requests' | 'bid_rate' | 'win_rate';

export interface Cause {
  dimension: CubeDimension;
  value: string;
  component: CubeComponent;
  /** Multiplier of the component on that day (0.7: −30 %). */
  factor: number;
  day: number;
  /** A traffic shift: the requests lost go to this country's cells of the same ad units. */
  to?: string;
}

export const COUNTRIES = ['US', 'GB', 'DE', 'JP', 'BR', 'IN', 'FR', 'CA', 'KR', 'MX', 'ID', 'TR'];
const FORMATS = ['banner', 'interstitial', 'rewarded', 'native'];
export const APPS = Array.from({ length: 8 }, (_, i) => `app${i + 1}.${i % 2 ? 'android' : 'ios'}`);
export const UNITS = APPS.flatMap((app, a) => [0, 1, 2].map((j) => ({ id: `${app}.u${j}`, app, format: FORMATS[(a + j) % 4]!, os: a % 2 ? 'Android' : 'iOS' })));
export const BIDDERS = ['alpha_bid', 'beta_ads', 'gamma_x', 'delta_rtb', 'epsilon'];
export const DAYS = 150;
/** Day 0 of the cube (UTC). */
export const START_MS = Date.UTC(2026, 6, 1);


/** A standard normal draw (Box–Muller). */
function normal(next: () => number): number {
  return Math.sqrt(-2 * Math.log(next() || 1e-12)) * Math.cos(2 * Math.PI * next());
}

export const NC = COUNTRIES.length;
export const NU = UNITS.length;
export const NB = BIDDERS.length;

/** The cube's days before any cause: requests, fill and eCPM per (day, country, unit); the bidders' factors per (day, bidder). */
interface Base {
  req: Float64Array;
  fill: Float64Array;
  ecpm: Float64Array;
  participation: Float64Array;
  bidRate: Float64Array;
  strength: Float64Array;
  price: Float64Array;
}

function build(profile: Profile, seed: number): Base {
  const r = rng(seed);
  // Heavy: t with 3 degrees of freedom over √3 (variance 1), a normal over a chi's square root.
  const n = profile === 'heavy' ? () => normal(r) / Math.sqrt((normal(r) ** 2 + normal(r) ** 2 + normal(r) ** 2) / 3) / Math.sqrt(3) : () => normal(r);
  const size = DAYS * NC * NU;
  const b: Base = { req: new Float64Array(size), fill: new Float64Array(size), ecpm: new Float64Array(size), participation: new Float64Array(DAYS * NB), bidRate: new Float64Array(DAYS * NB), strength: new Float64Array(DAYS * NB), price: new Float64Array(DAYS * NB) };
  const countryW = COUNTRIES.map((_, i) => 1 / (i + 1) ** 1.1);
  const appW = APPS.map((_, i) => 1 / (i + 1) ** 0.9);
  const unitW = UNITS.map((u, i) => appW[Math.floor(i / 3)]! * [1, 0.45, 0.15][i % 3]! * (0.7 + 0.6 * r()));
  const fillBase = UNITS.map((u) => ({ banner: 0.85, interstitial: 0.65, rewarded: 0.55, native: 0.45 })[u.format]! * (0.85 + 0.2 * r()));
  const countryFill = COUNTRIES.map(() => 0.8 + 0.2 * r());
  const countryPrice = COUNTRIES.map((_, i) => (i === 0 ? 14 : 2 + 8 * r()));
  const formatPrice: Record<string, number> = { banner: 0.25, interstitial: 1.6, rewarded: 2.2, native: 0.9 };
  const hier = profile !== 'rcl';
  // Noise levels: by dimension and by size (a small country moves more), per component.
  const sdCountry = countryW.map((w) => (profile === 'heavy' ? 0.01 + 0.03 * r() : hier ? 0.01 + 0.03 * (1 - w) : 0));
  const sdApp = APPS.map(() => (hier ? 0.02 + 0.03 * r() : 0));
  const sdUnit = unitW.map((w) => (hier ? 0.01 + 0.02 / Math.sqrt(w / Math.max(...unitW) + 0.05) / 4 : 0));
  const sdLeaf = Array.from({ length: NC * NU }, (_, k) => (hier ? 0.02 * Math.sqrt(Math.max(...countryW) / countryW[Math.floor(k / NU)]!) ** 0.5 : 0.01 + 0.09 * r()));
  const trendApp = APPS.map(() => (hier ? (r() - 0.5) * 0.008 : 0));
  const trendCountry = COUNTRIES.map(() => (hier ? (r() - 0.5) * 0.002 : 0));
  const season: Record<string, number> = hier ? { banner: 0.05, interstitial: 0.1, rewarded: 0.15, native: 0.08 } : { banner: 0, interstitial: 0, rewarded: 0, native: 0 };
  const scale = { requests: 1, fill: 0.35, ecpm: 0.6 };
  for (let d = 0; d < DAYS; d++) {
    const dow = (new Date(START_MS + d * 86_400_000).getUTCDay() + 6) % 7;
    const weekend = Math.cos((2 * Math.PI * (dow - 5.5)) / 7);
    const levels = (k: keyof typeof scale) => ({
      c: COUNTRIES.map((_, c) => sdCountry[c]! * scale[k] * n()),
      a: APPS.map((_, a) => sdApp[a]! * scale[k] * n()),
      u: UNITS.map((_, u) => sdUnit[u]! * scale[k] * n()),
      o: { iOS: hier ? 0.01 * scale[k] * n() : 0, Android: hier ? 0.01 * scale[k] * n() : 0 } as Record<string, number>,
    });
    const L = { requests: levels('requests'), fill: levels('fill'), ecpm: levels('ecpm') };
    for (let c = 0; c < NC; c++) {
      for (let u = 0; u < NU; u++) {
        const unit = UNITS[u]!;
        const a = Math.floor(u / 3);
        const i = (d * NC + c) * NU + u;
        const k = c * NU + u;
        const noise = (x: keyof typeof scale) => L[x].c[c]! + L[x].a[a]! + L[x].u[u]! + L[x].o[unit.os]! + sdLeaf[k]! * scale[x] * n();
        const trend = (trendApp[a]! + trendCountry[c]!) * d;
        b.req[i] = 4e6 * countryW[c]! * unitW[u]! * Math.exp(trend + noise('requests')) * (1 + season[unit.format]! * weekend);
        b.fill[i] = Math.min(0.98, fillBase[u]! * countryFill[c]! * Math.exp(noise('fill')));
        b.ecpm[i] = countryPrice[c]! * formatPrice[unit.format]! * Math.exp(noise('ecpm') + (hier ? 0.04 * weekend : 0));
      }
    }
    for (let j = 0; j < NB; j++) {
      const sd = (lo: number, hi: number) => (hier ? lo + ((hi - lo) * j) / (NB - 1) : 0.03);
      b.participation[d * NB + j] = [0.95, 0.9, 0.8, 0.6, 0.45][j]! * Math.exp(sd(0.005, 0.03) * n());
      b.bidRate[d * NB + j] = [0.6, 0.5, 0.45, 0.35, 0.3][j]! * Math.exp(sd(0.01, 0.04) * n());
      b.strength[d * NB + j] = [1, 0.8, 0.6, 0.5, 0.3][j]! * Math.exp(sd(0.01, 0.05) * n());
      b.price[d * NB + j] = [1.1, 1, 0.95, 0.9, 0.8][j]! * Math.exp(sd(0.02, 0.05) * n());
    }
  }
  return b;
}

/** One day's figures: cells (country × unit) and bidders, with a scenario's causes applied. */
export interface Day {
  req: Float64Array;
  imp: Float64Array;
  rev: Float64Array;
  bidReq: Float64Array;
  bids: Float64Array;
  wins: Float64Array;
  bidRev: Float64Array;
}

function matchesCell(c: Cause, country: number, u: number): boolean {
  const unit = UNITS[u]!;
  const v = c.dimension === 'country' ? COUNTRIES[country] : c.dimension === 'app' ? unit.app : c.dimension === 'ad_unit' ? unit.id : c.dimension === 'format' ? unit.format : c.dimension === 'os' ? unit.os : undefined;
  return v === c.value;
}

function dayOf(base: Base, d: number, causes: readonly Cause[]): Day {
  const req = new Float64Array(NC * NU);
  const fill = new Float64Array(NC * NU);
  const ecpm = new Float64Array(NC * NU);
  for (let k = 0; k < NC * NU; k++) {
    req[k] = base.req[d * NC * NU + k]!;
    fill[k] = base.fill[d * NC * NU + k]!;
    ecpm[k] = base.ecpm[d * NC * NU + k]!;
  }
  const today = causes.filter((c) => c.day === d);
  for (const c of today.filter((x) => x.dimension !== 'bidder')) {
    for (let country = 0; country < NC; country++) {
      for (let u = 0; u < NU; u++) {
        if (!matchesCell(c, country, u)) continue;
        const k = country * NU + u;
        if (c.to) {
          const lost = req[k]! * (1 - c.factor);
          req[k] = req[k]! - lost;
          const t = COUNTRIES.indexOf(c.to) * NU + u;
          req[t] = req[t]! + lost;
        } else if (c.component === 'requests') req[k] = req[k]! * c.factor;
        else if (c.component === 'fill') fill[k] = Math.min(0.99, fill[k]! * c.factor);
        else ecpm[k] = ecpm[k]! * c.factor;
      }
    }
  }
  const day: Day = { req: new Float64Array(NC * NU), imp: new Float64Array(NC * NU), rev: new Float64Array(NC * NU), bidReq: new Float64Array(NB), bids: new Float64Array(NB), wins: new Float64Array(NB), bidRev: new Float64Array(NB) };
  let totalReq = 0;
  let totalImp = 0;
  let totalRev = 0;
  for (let k = 0; k < NC * NU; k++) {
    day.req[k] = Math.round(req[k]!);
    day.imp[k] = Math.round(day.req[k]! * fill[k]!);
    day.rev[k] = (day.imp[k]! * ecpm[k]!) / 1000;
    totalReq += day.req[k]!;
    totalImp += day.imp[k]!;
    totalRev += day.rev[k]!;
  }
  // Bidders split the day's wins (= impressions) and revenue; a bidder's cause changes its own
  // figures, and what it wins or earns more or less changes the day's totals (every cell alike).
  const weights = BIDDERS.map((_, j) => {
    const i = d * NB + j;
    day.bidReq[j] = Math.round(totalReq * base.participation[i]!);
    day.bids[j] = Math.round(day.bidReq[j]! * base.bidRate[i]!);
    return day.bids[j]! * base.strength[i]!;
  });
  const wSum = weights.reduce((a, b) => a + b, 0);
  const priceW = BIDDERS.map((_, j) => weights[j]! * base.price[d * NB + j]!);
  const pSum = priceW.reduce((a, b) => a + b, 0);
  for (let j = 0; j < NB; j++) {
    day.wins[j] = (totalImp * weights[j]!) / wSum;
    day.bidRev[j] = (totalRev * priceW[j]!) / pSum;
  }
  let newImp = 0;
  let newRev = 0;
  for (let j = 0; j < NB; j++) {
    const c = today.find((x) => x.dimension === 'bidder' && x.value === BIDDERS[j]);
    if (c?.component === 'bid_requests') {
      day.bidReq[j] = Math.round(day.bidReq[j]! * c.factor);
      day.bids[j] = Math.round(day.bids[j]! * c.factor);
    }
    if (c?.component === 'bid_rate') day.bids[j] = Math.round(day.bids[j]! * c.factor);
    const more = c && c.component !== 'ecpm' ? c.factor : 1;
    day.wins[j] = Math.round(day.wins[j]! * more);
    day.bidRev[j] = day.bidRev[j]! * more * (c?.component === 'ecpm' ? c.factor : 1);
    newImp += day.wins[j]!;
    newRev += day.bidRev[j]!;
  }
  // Cells scale to the bidders' totals (impressions stay whole: the rounding goes to the largest cell).
  const fi = newImp / totalImp;
  const fr = newRev / totalRev;
  let imp = 0;
  let largest = 0;
  for (let k = 0; k < NC * NU; k++) {
    day.imp[k] = Math.round(day.imp[k]! * fi);
    day.rev[k] = day.rev[k]! * fr;
    imp += day.imp[k]!;
    if (day.imp[k]! > day.imp[largest]!) largest = k;
  }
  day.imp[largest] = day.imp[largest]! + (newImp - imp);
  return day;
}

export interface Cube {
  profile: Profile;
  day(d: number, scenario: number): Day;
  /** Scenario n's causes; scenario 0 has none. */
  scenarios: Cause[][];
}

export function makeCube(profile: Profile, seed: number, scenarios: Cause[][]): Cube {
  const base = build(profile, seed);
  const memo = new Map<string, Day>();
  return {
    profile,
    scenarios,
    day(d, s) {
      const key = `${s}:${d}`;
      let v = memo.get(key);
      if (!v) memo.set(key, (v = dayOf(base, d, scenarios[s] ?? [])));
      if (memo.size > 20_000) memo.clear();
      return v;
    },
  };
}

