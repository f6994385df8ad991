// What each network delivers for one account and one day, in the network's own shape: its own
// field names, its own spellings (mixed case, "iPhone", "United Kingdom", "GBR", "video" plus a
// flag), its own number types (micros, numbers as text), and the gaps real reports have (rows
// without impressions, clicks or revenue; zero rows). Normalization happens at query time
// (network-normalize.ts), exactly as the spec's tables say.
import { createRequire } from 'node:module';
import type { Country } from './catalog.js';
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

/** One row of traffic before a network writes it down its own way. */
interface Traffic {
  placement: Placement;
  country: string;
  platform: string;
  impressions: Num;
  clicks: Num;
  revenue: Num;
}

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

/** Device splits: iPhone/iPad rows, Fire tablets reported apart from Android, odd values. */
function platformSplits(provider: string, os: string, next: () => number): [string, number][] {
  const ios = os === 'iOS';
  switch (provider) {
    case 'net_a':
      return ios ? [['iPhone', 0.8], ['iPad', 0.2]] : [['Android', 0.96], ['Amazon', 0.04]];
    case 'net_b':
      return [[next() < 0.04 ? 'unknown' : ios ? 'iOS' : 'android', 1]];
    case 'net_c':
      return [[ios ? pick(next, ['IPHONE', 'iphone', 'iPad']) : 'ANDROID', 1]];
    case 'net_d':
      return ios ? [['iphone', 0.75], ['ipad', 0.25]] : [['android', 0.95], ['fire os', 0.05]];
    default:
      return ios ? [[next() < 0.05 ? 'tvOS' : 'ios', 1]] : [['Android', 0.96], ['Fire OS', 0.04]];
  }
}

/** The day's traffic of one account: every placement × country × device split, plus a tail row. */
function traffic(seed: number, account: NetworkAccount, placements: readonly Placement[], day: string, version: number): Traffic[] {
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
    if (spelled === undefined) spellings.set(code, (spelled = countrySpelling(account.def.provider, code, next)));
    return spelled;
  };
  const out: Traffic[] = [];
  const emit = (placement: Placement, country: string, platform: string, imps: number, ecpm: number) => {
    const zero = next() < 0.02;
    const impressions = zero ? 0 : Math.round(imps);
    const clicks = zero ? 0 : Math.round(impressions * placement.unit.ctr * (0.7 + 0.6 * next()));
    let revenue = zero ? 0 : round6((impressions * ecpm) / 1000);
    if (restate) revenue = round6(revenue * (0.98 + 0.04 * restate()));
    out.push({
      placement, country, platform,
      impressions: placement === noImpressions ? null : impressions,
      clicks: placement === noClicks ? null : clicks,
      revenue: placement === noRevenue ? null : revenue,
    });
  };
  for (const placement of placements) {
    const { unit } = placement;
    const users = DAU_PER_WEIGHT * unit.app.weight * dayFactor;
    const base = (users * unit.requestsPerUser * unit.fillRate * account.def.share) / divisor;
    const ecpmBase = unit.baseEcpm * account.def.ecpmFactor;
    for (const country of placement.countries) {
      const imps = base * country.weight * (0.85 + 0.3 * next());
      const ecpm = ecpmBase * country.ecpmFactor * (0.8 + 0.4 * next());
      for (const [platform, share] of platformSplits(account.def.provider, unit.app.os, next)) {
        emitCountry(account.def.provider, country, (spelled, part) => emit(placement, spelled, platform, imps * share * part, ecpm), spell);
      }
    }
    emit(placement, pick(next, TAIL_COUNTRIES[account.def.provider]!), platformSplits(account.def.provider, unit.app.os, next)[0]![0], base * 0.002 * next(), ecpmBase * 0.3);
  }
  return out;
}

/** net_e reports part of its UK traffic as "UK" and part as "GB": two source rows, one country. */
function emitCountry(provider: string, country: Country, emit: (spelled: string, part: number) => void, spell: (code: string) => string): void {
  if (provider === 'net_e' && country.code === 'GB') {
    emit('GB', 0.7);
    emit('UK', 0.3);
  } else emit(spell(country.code), 1);
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
  const cells = traffic(seed, account, placements, day, version);
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
  switch (account.def.provider) {
    case 'net_a':
      return { provider: 'net_a', rows: cells.map((t) => ({
        date: day, publisher_id: account.accountId, account_name: account.name, app_id: appId(t.placement), app_name: t.placement.unit.app.name,
        app_store_id: t.placement.unit.app.storeId, platform: t.platform, country_code: t.country, format: spellFormat(t.placement),
        ad_unit_id: t.placement.id, impressions: t.impressions, clicks: t.clicks,
        earnings_micros: t.revenue === null ? null : Math.round(t.revenue * 1e6), currency_code: 'USD' as const,
      })) };
    case 'net_b':
      return { provider: 'net_b', rows: cells.map((t) => ({
        day, account_id: account.accountId, account_name: account.name, application_id: appId(t.placement), application_name: t.placement.unit.app.name,
        app_identifier: t.placement.unit.app.bundle, os: t.platform, country: t.country, ad_type: spellFormat(t.placement),
        placement_id: t.placement.id, placement_name: t.placement.name, imps: t.impressions, clicks: t.clicks, revenue: t.revenue,
      })) };
    case 'net_c':
      return { provider: 'net_c', rows: cells.map((t) => {
        const { unit } = t.placement;
        const video = unit.format === 'interstitial' || unit.format === 'rewarded';
        const size = unit.format === 'banner' ? [320, 50] : video ? [320, 480] : [null, null];
        return {
          report_date: day.replace(/-/g, ''), customer_id: account.accountId, customer_name: account.name, app_id: appId(t.placement), app_name: unit.app.name,
          store_id: unit.app.os === 'iOS' ? `id${unit.app.storeId}` : unit.app.storeId, device_platform: t.platform, country_iso3: t.country,
          ad_type: spellFormat(t.placement), is_incentivized: video && next() < 0.02 ? null : unit.format === 'rewarded',
          placement_id: t.placement.id, placement_reference_id: t.placement.referenceId, placement_name: t.placement.name,
          width: size[0]!, height: size[1]!, impressions: numText(t.impressions), clicks: numText(t.clicks), revenue: numText(t.revenue),
        };
      }) };
    case 'net_d':
      return { provider: 'net_d', rows: cells.map((t) => ({
        date_pt: day, business_id: account.accountId, business_name: account.name, property_id: appId(t.placement),
        device_os: t.platform, geo: t.country, placement_id: t.placement.id, placement_name: t.placement.name,
        impressions: t.impressions, clicks: t.clicks, revenue: t.revenue,
      })) };
    case 'net_e':
      return { provider: 'net_e', rows: cells.map((t) => ({
        day, platform_id: account.accountId, publisher_id: account.secondaryId, account_name: account.name, app_key: appId(t.placement),
        app_name: t.placement.unit.app.name, bundle_id: t.placement.unit.app.bundle, store_id: t.placement.unit.app.storeId, os: t.platform,
        country_code: t.country, ad_format: spellFormat(t.placement), placement_id: t.placement.id, placement_name: t.placement.name,
        impressions: t.impressions, clicks: t.clicks, revenue: t.revenue,
      })) };
  }
}
