// The five ad networks of the network report (spec 4.6), the publisher's accounts at each and
// the placements those accounts serve. Everything is drawn from catalog.ts (apps, ad units,
// countries) so the network report talks about the same publisher as the other reports.
import { AD_UNITS, APPS, COUNTRIES, type AdFormat, type AdUnit, type App, type Country } from './catalog.js';
import { hash01 } from './random.js';
import type { NetworkDimension, NetworkProvider } from '../vocabulary.js';

export interface NetworkDef {
  provider: NetworkProvider;
  sourceTimezone: 'UTC' | 'America/Los_Angeles';
  /** What the network states its revenue is in; null when it states nothing (4.6 currency rule 2). */
  currency: string | null;
  /** Hours after the end of the network's day (in its timezone) until its report is accepted. */
  lagHours: number;
  /** Share of each served ad unit's impressions that goes through this network. */
  share: number;
  /** eCPM relative to the ad unit's base eCPM. */
  ecpmFactor: number;
  formats: readonly AdFormat[];
}

/** Lags differ on purpose: at 09:00 UTC net_a/b/c have yesterday, net_e and net_d do not yet. */
export const NETWORKS: readonly NetworkDef[] = [
  { provider: 'net_a', sourceTimezone: 'UTC', currency: 'USD', lagHours: 5, share: 0.3, ecpmFactor: 1.05, formats: ['banner', 'interstitial', 'rewarded', 'native'] },
  { provider: 'net_b', sourceTimezone: 'UTC', currency: null, lagHours: 7, share: 0.2, ecpmFactor: 0.95, formats: ['banner', 'interstitial', 'rewarded'] },
  { provider: 'net_c', sourceTimezone: 'UTC', currency: null, lagHours: 3, share: 0.15, ecpmFactor: 1.0, formats: ['banner', 'interstitial', 'rewarded', 'native'] },
  { provider: 'net_d', sourceTimezone: 'America/Los_Angeles', currency: null, lagHours: 6, share: 0.1, ecpmFactor: 0.9, formats: ['banner', 'interstitial', 'rewarded', 'native'] },
  { provider: 'net_e', sourceTimezone: 'UTC', currency: null, lagHours: 11, share: 0.25, ecpmFactor: 1.1, formats: ['banner', 'interstitial', 'rewarded', 'native'] },
];

const ALWAYS: NetworkDimension[] = ['day', 'provider', 'provider_account_id', 'provider_account_secondary_id', 'account_name', 'platform', 'original_platform', 'country', 'placement_id', 'source_timezone', 'currency'];
const APP_DIMS: NetworkDimension[] = ['app_id', 'app_name', 'package', 'store_id', 'format', 'original_format'];

/** The "which network reports which dimension" table of 4.6 (currency: always a column, null for most). */
export const REPORTED_DIMENSIONS: Record<NetworkProvider, ReadonlySet<NetworkDimension>> = {
  net_a: new Set([...ALWAYS, ...APP_DIMS]),
  net_b: new Set([...ALWAYS, ...APP_DIMS, 'placement_name']),
  net_c: new Set([...ALWAYS, ...APP_DIMS, 'placement_name', 'placement_reference_id', 'ad_size', 'incentivized']),
  net_d: new Set([...ALWAYS, 'property_id', 'placement_name']),
  net_e: new Set([...ALWAYS, ...APP_DIMS, 'placement_name']),
};

export interface NetworkAccount {
  /** provider/account/secondary: unique, stable. */
  key: string;
  def: NetworkDef;
  accountId: string;
  secondaryId: string;
  name: string;
  apps: readonly App[];
  /** Seeds everything generated for this account. */
  salt: string;
}

export interface Placement {
  id: string;
  name: string;
  /** net_c only. */
  referenceId: string;
  unit: AdUnit;
  /** Which copy of the ad unit (SANDBOX_SCALE adds placements per ad unit). */
  copy: number;
  /** Catalog countries this placement has traffic in (stable over days). */
  countries: readonly Country[];
}

/** Real placement names carry commas, quotes and accents: CSV quoting meets them in every report. */
const NAME_TAIL: Record<AdFormat, string> = {
  banner: ' bottom',
  interstitial: ' level end',
  rewarded: ' "2x coins", level end',
  native: ' feed – café',
};

/** How SANDBOX_SCALE grows the data: more accounts per network and more placements per ad unit. */
export function scaleShape(scale: number): { accountsPerNetwork: number; placementsPerUnit: number } {
  const s = Math.max(1, scale);
  const accountsPerNetwork = Math.max(1, Math.round(Math.sqrt(s)));
  return { accountsPerNetwork, placementsPerUnit: Math.max(1, Math.round(s / accountsPerNetwork)) };
}

function digits(seed: number, salt: string, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += Math.floor(hash01(seed, salt, i) * 10);
  return out.replace(/^0/, '1');
}

function hex(seed: number, salt: string, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += Math.floor(hash01(seed, salt, i) * 16).toString(16);
  return out;
}

const suffix = (copy: number) => (copy === 0 ? '' : ` ${copy + 1}`);

/** The accounts of every network, in provider order. */
export function buildAccounts(seed: number, scale: number): NetworkAccount[] {
  const { accountsPerNetwork } = scaleShape(scale);
  const out: NetworkAccount[] = [];
  const bigGame = APPS.filter((a) => a.bundle.includes('puzzlequest'));
  const otherGames = APPS.filter((a) => !a.bundle.includes('puzzlequest'));
  for (const def of NETWORKS) {
    for (let copy = 0; copy < accountsPerNetwork; copy++) {
      const salt = `${def.provider}#${copy}`;
      const base = { def, apps: APPS, salt, secondaryId: '' };
      switch (def.provider) {
        case 'net_a':
          out.push({ ...base, accountId: `pub-${digits(seed, salt, 16)}`, name: `Acme Games${suffix(copy)}`, key: '' });
          break;
        case 'net_b':
          out.push({ ...base, accountId: digits(seed, salt, 8), name: `acme-games${suffix(copy)}`, key: '' });
          break;
        case 'net_c': {
          const d = digits(seed, salt, 10);
          out.push({ ...base, accountId: `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`, name: `Acme Games Ltd${suffix(copy)}`, key: '' });
          break;
        }
        case 'net_d':
          out.push({ ...base, accountId: digits(seed, salt, 15), name: `Acme Games Business${suffix(copy)}`, key: '' });
          break;
        case 'net_e': {
          // One platform ID, two publishers: net_e is the network with a secondary account ID.
          const platformId = hex(seed, salt, 8).toUpperCase();
          for (const [i, apps] of [bigGame, otherGames].entries()) {
            const pubSalt = `${salt}/${i}`;
            out.push({ ...base, apps, salt: pubSalt, accountId: platformId, secondaryId: digits(seed, pubSalt, 6), name: `Acme ${i === 0 ? 'Puzzle' : 'Casual'}${suffix(copy)}`, key: '' });
          }
          break;
        }
      }
    }
  }
  for (const a of out) a.key = `${a.def.provider}/${a.accountId}/${a.secondaryId}`;
  return out;
}

/** The placements of one account: each served ad unit of its apps, times placementsPerUnit. */
export function buildPlacements(seed: number, scale: number, account: NetworkAccount): Placement[] {
  const { placementsPerUnit } = scaleShape(scale);
  const out: Placement[] = [];
  const units = AD_UNITS.filter((u) => account.apps.includes(u.app) && account.def.formats.includes(u.format));
  for (const unit of units) {
    for (let copy = 0; copy < placementsPerUnit; copy++) {
      const salt = `${account.salt}|${unit.id}|${copy}`;
      const countries = COUNTRIES.filter((c) => c.code === 'US' || hash01(seed, salt, c.code) < 0.7);
      out.push({ id: placementId(seed, account, unit, salt, out.length), name: `${unit.name}${NAME_TAIL[unit.format]}${copy ? ` #${copy + 1}` : ''}`, referenceId: `${unit.format}_${unit.app.os.toLowerCase()}_${copy + 1}`, unit, copy, countries });
    }
  }
  return out;
}

/** net_d reports a property per app instead of an app ID. */
export function netDPropertyId(seed: number, account: NetworkAccount, app: App): string {
  return digits(seed, `${account.salt}|${app.bundle}`, 12);
}

/** A network's own ID for one of the publisher's apps. */
export function networkAppId(seed: number, account: NetworkAccount, app: App): string {
  const salt = `${account.salt}|app|${app.bundle}`;
  switch (account.def.provider) {
    case 'net_a':
      return `ca-app-${account.accountId}~${digits(seed, salt, 10)}`;
    case 'net_b':
      return digits(seed, salt, 7);
    case 'net_c':
      return hex(seed, salt, 24);
    case 'net_d':
      return netDPropertyId(seed, account, app);
    case 'net_e':
      return hex(seed, salt, 9);
  }
}

function placementId(seed: number, account: NetworkAccount, unit: AdUnit, salt: string, n: number): string {
  switch (account.def.provider) {
    case 'net_a':
      return `ca-app-${account.accountId}/${digits(seed, salt, 10)}`;
    case 'net_b':
      return digits(seed, salt, 9);
    case 'net_c':
      return hex(seed, salt, 24);
    case 'net_d':
      return `${netDPropertyId(seed, account, unit.app)}_${digits(seed, salt, 6)}`;
    case 'net_e':
      return `plc_${hex(seed, salt, 6)}${n}`;
  }
}
