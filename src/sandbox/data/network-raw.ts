// What each network delivers for one account and one day, in the network's own shape: its own
// field names, its own spellings (mixed case, "iPhone", "United Kingdom", "GBR", "video" plus a
// flag), its own number types (micros, numbers as text), and the gaps real reports have (rows
// without impressions, clicks or revenue; zero rows). Normalization happens at query time
// (network-normalize.ts), exactly as the spec's tables say.
import { createRequire } from 'node:module';
import type { NetworkAccount, Placement } from './network-accounts.js';
import { netDPropertyId, networkAppId } from './network-accounts.js';
import { hash01, rng } from './random.js';

const require = createRequire(import.meta.url);
const isoCountries = require('i18n-iso-countries') as {
  alpha2ToAlpha3(code: string): string | undefined;
  getNames(lang: string, opts: { select: 'all' }): Record<string, string[]>;
};
/** Every English name the library knows per code ("United Kingdom", "UK", "Great Britain"). */
const ENGLISH_NAMES = isoCountries.getNames('en', { select: 'all' });

type Num = number | null;

export interface NetARaw {
  date: string; publisher_id: string; account_name: string; app_id: string; app_name: string;
  /** Numeric App Store ID for iOS apps, the package for Android. */
  app_store_id: string; platform: string; country_code: string; format: string; ad_unit_id: string;
  impressions: Num; clicks: Num; earnings_micros: Num; currency_code: 'USD';
}
export interface NetBRaw {
  day: string; account_id: string; account_name: string; application_id: string; application_name: string;
  /** The bundle ID for iOS apps too. */
  app_identifier: string; os: string; country: string; ad_type: string; placement_id: string;
  placement_name: string; imps: Num; clicks: Num; revenue: Num;
}
/** net_c sends a CSV: numbers arrive as text, '' when absent; the day as YYYYMMDD. */
export interface NetCRaw {
  report_date: string; customer_id: string; customer_name: string; app_id: string; app_name: string;
  store_id: string; device_platform: string; country_iso3: string; ad_type: string; is_incentivized: boolean | null;
  placement_id: string; placement_reference_id: string; placement_name: string; width: Num; height: Num;
  impressions: string; clicks: string; revenue: string;
}
/** net_d reports per property and placement, in Pacific time, without app or format. */
export interface NetDRaw {
  date_pt: string; business_id: string; business_name: string; property_id: string; device_os: string;
  geo: string; placement_id: string; placement_name: string; impressions: Num; clicks: Num; revenue: Num;
}
export interface NetERaw {
  day: string; platform_id: string; publisher_id: string; account_name: string; app_key: string; app_name: string;
  bundle_id: string; store_id: string; os: string; country_code: string; ad_format: string;
  placement_id: string; placement_name: string; impressions: Num; clicks: Num; revenue: Num;
}

export type RawBatch =
  | { provider: 'net_a'; rows: NetARaw[] }
  | { provider: 'net_b'; rows: NetBRaw[] }
  | { provider: 'net_c'; rows: NetCRaw[] }
  | { provider: 'net_d'; rows: NetDRaw[] }
  | { provider: 'net_e'; rows: NetERaw[] };

/** Receives one row of traffic; each network writes it down its own way. */
type Emit = (placement: Placement, country: string, platform: string, impressions: Num, clicks: Num, revenue: Num) => void;

const DAU_PER_WEIGHT = 250_000;
/** Kosovo and unattributed traffic, spelled the way each network spells it. */
const TAIL_COUNTRIES: Record<string, readonly string[]> = {
  net_a: ['XK', 'ZZ'], net_b: ['Kosovo', 'Unknown'], net_c: ['XKK', 'UNK'], net_d: ['xk', ''], net_e: ['XK', '--'],
};
const pick = <T>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

function countrySpelling(provider: string, code: string, next: () => number): string {
  switch (provider) {
    case 'net_a':
      return next() < 0.1 ? code.toLowerCase() : code;
    case 'net_b':
      return pick(next, ENGLISH_NAMES[code] ?? [code]);
    case 'net_c':
      return isoCountries.alpha2ToAlpha3(code) ?? code;
    case 'net_d':
      return next() < 0.5 ? ` ${code.toLowerCase()}` : (ENGLISH_NAMES[code]?.[0] ?? code);
    default:
      return code;
  }
}

type Split = readonly (readonly [string, number])[];
const only = (platform: string): Split => [[platform, 1]];
/** Device splits: iPhone/iPad rows, Fire tablets reported apart from Android, odd values. Constant tables: no allocation per row. */
const SPLITS = {
  net_a: { ios: [['iPhone', 0.8], ['iPad', 0.2]], android: [['Android', 0.96], ['Amazon', 0.04]] },
  net_d: { ios: [['iphone', 0.75], ['ipad', 0.25]], android: [['android', 0.95], ['fire os', 0.05]] },
  net_e: { ios: only('ios'), android: [['Android', 0.96], ['Fire OS', 0.04]] },
} as const satisfies Record<string, Record<string, Split>>;
const ODD: Record<string, Split> = { unknown: only('unknown'), tvOS: only('tvOS'), iOS: only('iOS'), android: only('android'), ANDROID: only('ANDROID') };
const NET_C_IOS: readonly Split[] = [only('IPHONE'), only('iphone'), only('iPad')];

function platformSplits(provider: string, os: string, next: () => number): Split {
  const ios = os === 'iOS';
  switch (provider) {
    case 'net_a':
    case 'net_d':
      return SPLITS[provider][ios ? 'ios' : 'android'];
    case 'net_b':
      return next() < 0.04 ? ODD.unknown! : ios ? ODD.iOS! : ODD.android!;
    case 'net_c':
      return ios ? pick(next, NET_C_IOS) : ODD.ANDROID!;
    default:
      return ios && next() < 0.05 ? ODD.tvOS! : SPLITS.net_e[ios ? 'ios' : 'android'];
  }
}

/**
 * The day's traffic of one account, handed row by row to `emit`: every placement × country ×
 * device split, plus a tail row (Kosovo or unattributed) per placement.
 */
function traffic(seed: number, account: NetworkAccount, placements: readonly Placement[], day: string, version: number, out: Emit): void {
  const provider = account.def.provider;
  const next = rng(Math.floor(hash01(seed, account.salt, day) * 2 ** 32));
  const restate = version === 0 ? undefined : rng(Math.floor(hash01(seed, account.salt, day, 'v', version) * 2 ** 32));
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const dayFactor = weekday === 0 || weekday === 6 ? 1.12 : 1;
  const divisor = placements.length === 0 ? 1 : placements.filter((p) => p.unit === placements[0]!.unit).length;
  // A network's gaps come in clusters: one placement's rows lack clicks (or revenue, or
  // impressions) for a day, rather than random cells everywhere.
  const lacking = (p: number) => (next() < p ? placements[Math.floor(next() * placements.length)] : undefined);
  const noImpressions = lacking(0.04);
  const noClicks = lacking(0.12);
  const noRevenue = lacking(0.06);
  // A country is spelled one way within a day's report.
  const spellings = new Map<string, string>();
  const spell = (code: string) => {
    let spelled = spellings.get(code);
    if (spelled === undefined) spellings.set(code, (spelled = countrySpelling(provider, code, next)));
    return spelled;
  };
  const emit = (placement: Placement, country: string, platform: string, imps: number, ecpm: number) => {
    const zero = next() < 0.02;
    const impressions = zero ? 0 : Math.round(imps);
    const clicks = zero ? 0 : Math.round(impressions * placement.unit.ctr * (0.7 + 0.6 * next()));
    let revenue = zero ? 0 : round6((impressions * ecpm) / 1000);
    if (restate) revenue = round6(revenue * (0.98 + 0.04 * restate()));
    out(
      placement, country, platform,
      placement === noImpressions ? null : impressions,
      placement === noClicks ? null : clicks,
      placement === noRevenue ? null : revenue,
    );
  };
  for (const placement of placements) {
    const { unit } = placement;
    const users = DAU_PER_WEIGHT * unit.app.weight * dayFactor;
    const base = (users * unit.requestsPerUser * unit.fillRate * account.def.share) / divisor;
    const ecpmBase = unit.baseEcpm * account.def.ecpmFactor;
    for (const country of placement.countries) {
      const imps = base * country.weight * (0.85 + 0.3 * next());
      const ecpm = ecpmBase * country.ecpmFactor * (0.8 + 0.4 * next());
      for (const [platform, share] of platformSplits(provider, unit.app.os, next)) {
        // net_e reports part of its UK traffic as "UK" and part as "GB": two source rows, one country.
        if (provider === 'net_e' && country.code === 'GB') {
          emit(placement, 'GB', platform, imps * share * 0.7, ecpm);
          emit(placement, 'UK', platform, imps * share * 0.3, ecpm);
        } else emit(placement, spell(country.code), platform, imps * share, ecpm);
      }
    }
    emit(placement, pick(next, TAIL_COUNTRIES[provider]!), platformSplits(provider, unit.app.os, next)[0]![0], base * 0.002 * next(), ecpmBase * 0.3);
  }
}

const FORMAT_SPELLINGS: Record<string, Record<string, readonly string[]>> = {
  net_a: { banner: ['Banner', 'BANNER', 'banner'], interstitial: ['Interstitial', 'interstitial'], rewarded: ['Rewarded', 'rewarded_video', 'Rewarded Video'], native: ['Native', ' native '] },
  net_b: { banner: ['banner', 'BANNER'], interstitial: ['interstitial', 'Interstitial '], rewarded: ['rewarded', 'rewarded_video', 'REWARDED VIDEO', 'Rewarded-Video'] },
  net_c: { banner: ['banner', 'Banner'], native: ['native', 'NATIVE'], interstitial: ['video'], rewarded: ['video', 'Video '] },
  net_e: { banner: ['banner', 'Banner'], interstitial: ['interstitial'], rewarded: ['reward_video', 'rewarded', ' Rewarded '], native: ['native'] },
};

const numText = (n: Num) => (n === null ? '' : String(n));

/** The raw rows one account delivered for one day (in the network's own timezone). */
export function generateRawBatch(seed: number, account: NetworkAccount, placements: readonly Placement[], day: string, version: number): RawBatch {
  const next = rng(Math.floor(hash01(seed, account.salt, day, 'spelling') * 2 ** 32));
  // One spelling per format in a day's report; across days, all of the network's spellings show up.
  const spellings = new Map<string, string>();
  const spellFormat = (p: Placement) => {
    let spelled = spellings.get(p.unit.format);
    if (spelled === undefined) spellings.set(p.unit.format, (spelled = pick(next, FORMAT_SPELLINGS[account.def.provider]![p.unit.format]!)));
    return spelled;
  };
  const appIds = new Map<string, string>();
  // IDs are hashes: compute each once per batch, not once per row.
  const appId = (p: Placement) => {
    let id = appIds.get(p.unit.app.bundle);
    if (id === undefined) appIds.set(p.unit.app.bundle, (id = account.def.provider === 'net_d' ? netDPropertyId(seed, account, p.unit.app) : networkAppId(seed, account, p.unit.app)));
    return id;
  };
  const run = (emit: Emit) => traffic(seed, account, placements, day, version, emit);
  switch (account.def.provider) {
    case 'net_a': {
      const rows: NetARaw[] = [];
      run((p, country, platform, impressions, clicks, revenue) => rows.push({
        date: day, publisher_id: account.accountId, account_name: account.name, app_id: appId(p), app_name: p.unit.app.name,
        app_store_id: p.unit.app.storeId, platform, country_code: country, format: spellFormat(p), ad_unit_id: p.id,
        impressions, clicks, earnings_micros: revenue === null ? null : Math.round(revenue * 1e6), currency_code: 'USD',
      }));
      return { provider: 'net_a', rows };
    }
    case 'net_b': {
      const rows: NetBRaw[] = [];
      run((p, country, os, imps, clicks, revenue) => rows.push({
        day, account_id: account.accountId, account_name: account.name, application_id: appId(p), application_name: p.unit.app.name,
        app_identifier: p.unit.app.bundle, os, country, ad_type: spellFormat(p), placement_id: p.id, placement_name: p.name, imps, clicks, revenue,
      }));
      return { provider: 'net_b', rows };
    }
    case 'net_c': {
      const rows: NetCRaw[] = [];
      const reportDate = day.replace(/-/g, '');
      run((p, country, platform, impressions, clicks, revenue) => {
        const { unit } = p;
        const video = unit.format === 'interstitial' || unit.format === 'rewarded';
        rows.push({
          report_date: reportDate, customer_id: account.accountId, customer_name: account.name, app_id: appId(p), app_name: unit.app.name,
          store_id: unit.app.os === 'iOS' ? `id${unit.app.storeId}` : unit.app.storeId, device_platform: platform, country_iso3: country,
          ad_type: spellFormat(p), is_incentivized: video && next() < 0.02 ? null : unit.format === 'rewarded',
          placement_id: p.id, placement_reference_id: p.referenceId, placement_name: p.name,
          width: unit.format === 'banner' || video ? 320 : null, height: unit.format === 'banner' ? 50 : video ? 480 : null,
          impressions: numText(impressions), clicks: numText(clicks), revenue: numText(revenue),
        });
      });
      return { provider: 'net_c', rows };
    }
    case 'net_d': {
      const rows: NetDRaw[] = [];
      run((p, geo, device_os, impressions, clicks, revenue) => rows.push({
        date_pt: day, business_id: account.accountId, business_name: account.name, property_id: appId(p),
        device_os, geo, placement_id: p.id, placement_name: p.name, impressions, clicks, revenue,
      }));
      return { provider: 'net_d', rows };
    }
    case 'net_e': {
      const rows: NetERaw[] = [];
      run((p, country, os, impressions, clicks, revenue) => rows.push({
        day, platform_id: account.accountId, publisher_id: account.secondaryId, account_name: account.name, app_key: appId(p),
        app_name: p.unit.app.name, bundle_id: p.unit.app.bundle, store_id: p.unit.app.storeId, os,
        country_code: country, ad_format: spellFormat(p), placement_id: p.id, placement_name: p.name, impressions, clicks, revenue,
      }));
      return { provider: 'net_e', rows };
    }
  }
}
