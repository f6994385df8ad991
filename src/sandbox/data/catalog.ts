// The sandbox publisher: the apps, ad units, countries, bidders and sources that every
// generator (reports, exports, auctions, network reports, config) draws from, so that the
// areas agree with each other. A mid-size publisher: three games on iOS and Android.

export type Os = 'iOS' | 'Android';
export type AdFormat = 'banner' | 'interstitial' | 'rewarded' | 'native';

export interface App {
  /** Bundle (iOS) or package (Android): what the reports call `app`. */
  bundle: string;
  name: string;
  os: Os;
  /** Numeric App Store id for iOS, the package again for Android. */
  storeId: string;
  /** Relative size of the audience. */
  weight: number;
}

export interface AdUnit {
  id: string;
  app: App;
  format: AdFormat;
  name: string;
  /** Base eCPM in USD before country and seasonality. */
  baseEcpm: number;
  /** Requests per daily active user. */
  requestsPerUser: number;
  /** Fraction of requests filled. */
  fillRate: number;
  /** Clicks per impression. */
  ctr: number;
}

export interface Country {
  code: string;
  /** Share of users. */
  weight: number;
  /** eCPM multiplier. */
  ecpmFactor: number;
  /** Hours from UTC of the audience's day (shapes the hourly curve). */
  utcOffset: number;
}

export interface Bidder {
  id: string;
  /** Share of bid requests it answers with a bid. */
  bidRate: number;
  /** Relative strength when bidding (win share). */
  strength: number;
}

export const ACCOUNT_ID = 'acct_sandbox_01';

const GAMES = [
  { slug: 'puzzlequest', name: 'Puzzle Quest Saga', weight: 1.0, iosId: '1487320112' },
  { slug: 'wordrush', name: 'Word Rush', weight: 0.6, iosId: '1522094471' },
  { slug: 'tinyfarm', name: 'Tiny Farm Tycoon', weight: 0.35, iosId: '1603318850' },
];

export const APPS: readonly App[] = GAMES.flatMap((g) => [
  { bundle: `com.acmegames.${g.slug}`, name: g.name, os: 'iOS' as const, storeId: g.iosId, weight: g.weight * 0.45 },
  { bundle: `com.acmegames.${g.slug}.android`, name: g.name, os: 'Android' as const, storeId: `com.acmegames.${g.slug}.android`, weight: g.weight * 0.55 },
]);

const FORMAT_PROFILE: Record<AdFormat, Omit<AdUnit, 'id' | 'app' | 'format' | 'name'>> = {
  banner: { baseEcpm: 0.9, requestsPerUser: 14, fillRate: 0.93, ctr: 0.006 },
  interstitial: { baseEcpm: 9.5, requestsPerUser: 3.2, fillRate: 0.86, ctr: 0.018 },
  rewarded: { baseEcpm: 16, requestsPerUser: 1.6, fillRate: 0.9, ctr: 0.011 },
  native: { baseEcpm: 4.2, requestsPerUser: 2.5, fillRate: 0.78, ctr: 0.009 },
};

/** Ad units: banner, interstitial and rewarded in every app; native in the biggest game only. */
export const AD_UNITS: readonly AdUnit[] = APPS.flatMap((app, ai) =>
  (['banner', 'interstitial', 'rewarded', 'native'] as const)
    .filter((format) => format !== 'native' || app.bundle.includes('puzzlequest'))
    .map((format, fi) => ({
      id: `au_${(ai + 1).toString().padStart(2, '0')}${fi + 1}_${format}`,
      app,
      format,
      name: `${app.name} ${app.os} ${format}`,
      ...FORMAT_PROFILE[format],
      baseEcpm: FORMAT_PROFILE[format].baseEcpm * (app.os === 'iOS' ? 1.35 : 1),
    })),
);

export const COUNTRIES: readonly Country[] = [
  { code: 'US', weight: 0.3, ecpmFactor: 1.6, utcOffset: -5 },
  { code: 'GB', weight: 0.07, ecpmFactor: 1.2, utcOffset: 0 },
  { code: 'DE', weight: 0.07, ecpmFactor: 1.15, utcOffset: 1 },
  { code: 'FR', weight: 0.05, ecpmFactor: 0.95, utcOffset: 1 },
  { code: 'CA', weight: 0.04, ecpmFactor: 1.25, utcOffset: -5 },
  { code: 'AU', weight: 0.03, ecpmFactor: 1.2, utcOffset: 10 },
  { code: 'JP', weight: 0.08, ecpmFactor: 1.3, utcOffset: 9 },
  { code: 'KR', weight: 0.04, ecpmFactor: 1.0, utcOffset: 9 },
  { code: 'BR', weight: 0.1, ecpmFactor: 0.35, utcOffset: -3 },
  { code: 'MX', weight: 0.06, ecpmFactor: 0.4, utcOffset: -6 },
  { code: 'IN', weight: 0.12, ecpmFactor: 0.18, utcOffset: 5 },
  { code: 'ES', weight: 0.04, ecpmFactor: 0.75, utcOffset: 1 },
];

export const BIDDERS: readonly Bidder[] = [
  { id: 'bidder_alpha', bidRate: 0.82, strength: 1.0 },
  { id: 'bidder_bravo', bidRate: 0.74, strength: 0.8 },
  { id: 'bidder_charlie', bidRate: 0.61, strength: 0.55 },
  { id: 'bidder_delta', bidRate: 0.48, strength: 0.4 },
  { id: 'bidder_echo', bidRate: 0.33, strength: 0.25 },
  { id: 'bidder_foxtrot', bidRate: 0.2, strength: 0.12 },
];

/**
 * `source` values of the dashboard. OWN is the service's own data (`own`, OWN_SOURCE in
 * ../vocabulary.ts); the others are mediation sources whose revenue is provisional
 * impression-level revenue: it undercounts where the SDK does not cover traffic.
 */
export const MEDIATION_SOURCES = [
  { id: 'med_x', coverage: 0.92 },
  { id: 'med_y', coverage: 0.78 },
] as const;

/** Share of traffic flagged as test traffic (test_mode=test). */
export const TEST_TRAFFIC_SHARE = 0.015;

export function adUnitById(id: string): AdUnit | undefined {
  return AD_UNITS.find((u) => u.id === id);
}
