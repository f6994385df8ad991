// Normalization of raw network rows at query time, exactly as the tables of spec 4.6 say:
// format per network, platform, country, package vs store_id by shape, which network reports
// which dimension (others null), source_timezone and currency. Pure functions; the query engine
// calls `normalizeBatch` with a reused cell buffer, so a million rows allocate nothing per row.
import { createRequire } from 'node:module';
import type { NetworkAccount } from './network-accounts.js';
import type { RawBatch } from './network-raw.js';
import { NETWORK_DIMENSIONS, type NetworkDimension, type NetworkProvider } from '../vocabulary.js';

const require = createRequire(import.meta.url);
const isoCountries = require('i18n-iso-countries') as {
  isValid(code: string): boolean;
  alpha3ToAlpha2(code: string): string | undefined;
  getAlpha2Code(name: string, lang: string): string | undefined;
};

export type Cell = string | boolean | null;
export const DIM_COUNT = NETWORK_DIMENSIONS.length;
export const DIM = Object.fromEntries(NETWORK_DIMENSIONS.map((d, i) => [d, i])) as Record<NetworkDimension, number>;

const key = (value: string) => value.trim().toLowerCase();

/** Raw spellings repeat millions of times: each distinct one is normalized once (bounded). */
function memoized<T>(fn: (raw: string) => T): (raw: string) => T {
  const seen = new Map<string, T>();
  return (raw) => {
    let found = seen.get(raw);
    if (found === undefined) {
      found = fn(raw);
      if (seen.size < 10_000) seen.set(raw, found);
    }
    return found;
  };
}

const SAME_AND_REWARDED = (rewarded: readonly string[]) => ({
  banner: 'banner', interstitial: 'interstitial', native: 'native', ...Object.fromEntries(rewarded.map((r) => [r, 'rewarded'])),
});
/** Format tables of 4.6 (net_c's "video" depends on the incentivized flag; net_d reports none). */
const FORMAT_TABLE: Record<Exclude<NetworkProvider, 'net_c' | 'net_d'>, Record<string, string>> = {
  net_a: SAME_AND_REWARDED(['rewarded', 'rewarded_video', 'rewarded video']),
  net_b: SAME_AND_REWARDED(['rewarded', 'rewarded_video', 'rewarded video']),
  net_e: SAME_AND_REWARDED(['reward_video', 'rewarded']),
};

/** Matching ignores case and surrounding spaces; anything not in the table gives null. */
const formatKey = memoized(key);
export function normalizeFormat(provider: NetworkProvider, original: string | null, incentivized: boolean | null): string | null {
  if (original === null) return null;
  const k = formatKey(original);
  if (provider === 'net_d') return null;
  if (provider === 'net_c') {
    if (k === 'banner' || k === 'native') return k;
    if (k === 'video' && incentivized !== null) return incentivized ? 'rewarded' : 'interstitial';
    return null;
  }
  return FORMAT_TABLE[provider][k] ?? null;
}

/**
 * iphone and ipad give ios; amazon and fire os give fireos. The canonical values themselves
 * (android, ios, fireos — the dimension's listed values) stay as they are: android has no other
 * spelling in the table, so it can only come from a network that reports "android". Any other
 * value gives null. Case and surrounding spaces are ignored, as for formats.
 */
const PLATFORM_TABLE: Record<string, string> = {
  iphone: 'ios', ipad: 'ios', ios: 'ios', amazon: 'fireos', 'fire os': 'fireos', fireos: 'fireos', android: 'android',
};
const platformOf = memoized((raw) => PLATFORM_TABLE[key(raw)] ?? null);
export function normalizePlatform(original: string | null): string | null {
  return original === null ? null : platformOf(original);
}

/**
 * Alpha-2, alpha-3 and English names (the library's aliases included, so "UK" is gb) become
 * lowercase alpha-2; xk is Kosovo. Anything unrecognized gives null.
 */
const countryOf = memoized((raw): string | null => {
  const v = raw.trim();
  const upper = v.toUpperCase();
  let code: string | undefined;
  if (/^[A-Z]{2}$/.test(upper) && isoCountries.isValid(upper)) code = upper;
  else if (/^[A-Z]{3}$/.test(upper)) code = isoCountries.alpha3ToAlpha2(upper);
  code ??= v === '' ? undefined : isoCountries.getAlpha2Code(v, 'en');
  return code ? code.toLowerCase() : null;
});
export function normalizeCountry(original: string | null): string | null {
  return original === null ? null : countryOf(original);
}

/** A numeric App Store ID (optionally "id…") is a store ID; a reverse-DNS name is a package. */
const identifierKind = memoized((raw): 'package' | 'store_id' | null => {
  if (/^(id)?\d+$/i.test(raw.trim())) return 'store_id';
  if (/^[A-Za-z][\w]*(\.[A-Za-z0-9_]+)+$/.test(raw.trim())) return 'package';
  return null;
});
export function appIdentifierKind(id: string | null): 'package' | 'store_id' | null {
  return id === null ? null : identifierKind(id);
}

const SOURCE_TIMEZONE: Record<NetworkProvider, string> = {
  net_a: 'UTC', net_b: 'UTC', net_c: 'UTC', net_d: 'America/Los_Angeles', net_e: 'UTC',
};

/** Absent, empty or unparsable numbers are missing; a reported zero is a value. */
function num(value: number | string | null): number | null {
  if (value === null || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

export interface Metrics {
  impressions: number | null;
  clicks: number | null;
  revenue: number | null;
}

/** The app columns of a network that reports one identifier: its shape says package or store ID. */
function setApp(cells: Cell[], appId: string, appName: string, identifier: string | null): void {
  cells[DIM.app_id] = appId;
  cells[DIM.app_name] = appName;
  const kind = appIdentifierKind(identifier);
  cells[DIM.package] = kind === 'package' ? identifier : null;
  cells[DIM.store_id] = kind === 'store_id' ? identifier : null;
}

function setCommon(cells: Cell[], account: NetworkAccount, day: string, accountName: string, platform: string, country: string, placementId: string): void {
  cells.fill(null);
  cells[DIM.day] = day;
  cells[DIM.provider] = account.def.provider;
  cells[DIM.provider_account_id] = account.accountId;
  cells[DIM.provider_account_secondary_id] = account.secondaryId;
  cells[DIM.account_name] = accountName;
  cells[DIM.platform] = normalizePlatform(platform);
  cells[DIM.original_platform] = platform;
  cells[DIM.country] = normalizeCountry(country);
  cells[DIM.placement_id] = placementId;
  cells[DIM.source_timezone] = SOURCE_TIMEZONE[account.def.provider];
}

function setFormat(cells: Cell[], provider: NetworkProvider, original: string, incentivized: boolean | null): void {
  cells[DIM.original_format] = original;
  cells[DIM.format] = normalizeFormat(provider, original, incentivized);
}

/**
 * Calls `visit` once per raw row with the row's 22 dimension cells (in NETWORK_DIMENSIONS order)
 * and its metrics. `cells` and `metrics` are reused between calls: copy what you keep.
 */
export function normalizeBatch(batch: RawBatch, account: NetworkAccount, visit: (cells: Cell[], metrics: Metrics) => void): void {
  const cells: Cell[] = new Array<Cell>(DIM_COUNT).fill(null);
  const m: Metrics = { impressions: null, clicks: null, revenue: null };
  const provider = batch.provider;
  const put = (impressions: number | string | null, clicks: number | string | null, revenue: number | string | null) => {
    m.impressions = num(impressions);
    m.clicks = num(clicks);
    m.revenue = num(revenue);
    visit(cells, m);
  };
  switch (batch.provider) {
    case 'net_a':
      for (const r of batch.rows) {
        setCommon(cells, account, r.date, r.account_name, r.platform, r.country_code, r.ad_unit_id);
        setApp(cells, r.app_id, r.app_name, r.app_store_id);
        setFormat(cells, provider, r.format, null);
        cells[DIM.currency] = r.currency_code;
        put(r.impressions, r.clicks, r.earnings_micros === null ? null : Math.round(r.earnings_micros) / 1e6);
      }
      return;
    case 'net_b':
      for (const r of batch.rows) {
        setCommon(cells, account, r.day, r.account_name, r.os, r.country, r.placement_id);
        setApp(cells, r.application_id, r.application_name, r.app_identifier);
        setFormat(cells, provider, r.ad_type, null);
        cells[DIM.placement_name] = r.placement_name;
        put(r.imps, r.clicks, r.revenue);
      }
      return;
    case 'net_c':
      for (const r of batch.rows) {
        const day = `${r.report_date.slice(0, 4)}-${r.report_date.slice(4, 6)}-${r.report_date.slice(6, 8)}`;
        setCommon(cells, account, day, r.customer_name, r.device_platform, r.country_iso3, r.placement_id);
        setApp(cells, r.app_id, r.app_name, r.store_id);
        setFormat(cells, provider, r.ad_type, r.is_incentivized);
        cells[DIM.incentivized] = r.is_incentivized;
        cells[DIM.placement_reference_id] = r.placement_reference_id;
        cells[DIM.placement_name] = r.placement_name;
        cells[DIM.ad_size] = r.width !== null && r.height !== null ? `${r.width}x${r.height}` : null;
        put(r.impressions, r.clicks, r.revenue);
      }
      return;
    case 'net_d':
      for (const r of batch.rows) {
        setCommon(cells, account, r.date_pt, r.business_name, r.device_os, r.geo, r.placement_id);
        cells[DIM.property_id] = r.property_id;
        cells[DIM.placement_name] = r.placement_name;
        put(r.impressions, r.clicks, r.revenue);
      }
      return;
    case 'net_e':
      for (const r of batch.rows) {
        setCommon(cells, account, r.day, r.account_name, r.os, r.country_code, r.placement_id);
        cells[DIM.app_id] = r.app_key;
        cells[DIM.app_name] = r.app_name;
        // net_e reports both identifiers: each fills its own column (when it has the right shape).
        cells[DIM.package] = appIdentifierKind(r.bundle_id) === 'package' ? r.bundle_id : null;
        cells[DIM.store_id] = r.store_id === '' ? null : r.store_id;
        setFormat(cells, provider, r.ad_format, null);
        cells[DIM.placement_name] = r.placement_name;
        put(r.impressions, r.clicks, r.revenue);
      }
      return;
  }
}
