// Spec 4.6 normalization: each row of the format, platform and country tables, package vs
// store_id by shape, and which network reports which dimension — first as the pure tables, then
// as the sandbox serves them over HTTP through the API core (raw network spellings in, spec out).
import { describe, expect, it } from 'vitest';
import { NETWORK_DIMENSIONS, type NetworkRow } from '../../src/api/index.js';
import { collectNetworkReport } from '../../src/api/network-pages.js';
import {
  appIdentifierKind, normalizeCountry, normalizeFormat, normalizePlatform,
} from '../../src/sandbox/data/network-normalize.js';
import { sandboxAndClient } from '../support/sandbox.js';

const { api } = await sandboxAndClient();

const report = (dimensions: string[], start = '2026-10-22', end = '2026-11-20') =>
  collectNetworkReport(api.network, { start_date: start, end_date: end, dimensions }).then((r) => r.rows);

describe('format table (matching ignores case and surrounding spaces)', () => {
  const cases: [string, string, boolean | null, string | null][] = [
    ['net_a', 'banner', null, 'banner'], ['net_a', ' Interstitial ', null, 'interstitial'], ['net_a', 'NATIVE', null, 'native'],
    ['net_a', 'rewarded', null, 'rewarded'], ['net_a', 'Rewarded_Video', null, 'rewarded'], ['net_a', 'rewarded video', null, 'rewarded'],
    ['net_a', 'reward_video', null, null], ['net_a', 'app open', null, null],
    ['net_b', 'Banner', null, 'banner'], ['net_b', 'interstitial', null, 'interstitial'], ['net_b', 'native', null, 'native'],
    ['net_b', 'REWARDED', null, 'rewarded'], ['net_b', 'rewarded_video', null, 'rewarded'], ['net_b', 'Rewarded Video ', null, 'rewarded'],
    ['net_b', 'Rewarded-Video', null, null],
    ['net_c', 'banner', false, 'banner'], ['net_c', 'Native', false, 'native'], ['net_c', 'video', true, 'rewarded'],
    ['net_c', ' VIDEO', false, 'interstitial'], ['net_c', 'video', null, null], ['net_c', 'interstitial', false, null], ['net_c', 'rewarded', true, null],
    ['net_e', 'banner', null, 'banner'], ['net_e', 'Interstitial', null, 'interstitial'], ['net_e', 'native', null, 'native'],
    ['net_e', 'reward_video', null, 'rewarded'], ['net_e', ' Rewarded ', null, 'rewarded'], ['net_e', 'rewarded_video', null, null],
    ['net_d', 'banner', null, null],
  ];
  for (const [provider, original, incentivized, expected] of cases) {
    it(`${provider} "${original}"${incentivized === null ? '' : ` (incentivized ${incentivized})`} → ${expected}`, () => {
      expect(normalizeFormat(provider as 'net_a', original, incentivized)).toBe(expected);
    });
  }
});

describe('platform, country and app identifier tables', () => {
  it.each([
    ['iPhone', 'ios'], [' ipad ', 'ios'], ['Amazon', 'fireos'], ['fire os', 'fireos'], ['FIRE OS', 'fireos'],
    ['android', 'android'], ['ANDROID', 'android'], ['iOS', 'ios'], ['fireos', 'fireos'],
    ['tvOS', null], ['unknown', null], ['fire-os', null], ['', null],
  ])('platform "%s" → %s', (original, expected) => {
    expect(normalizePlatform(original)).toBe(expected);
  });

  it.each([
    ['GB', 'gb'], ['gb', 'gb'], [' gb ', 'gb'], ['GBR', 'gb'], ['United Kingdom', 'gb'], ['UK', 'gb'], ['Great Britain', 'gb'],
    ['XK', 'xk'], ['XKK', 'xk'], ['Kosovo', 'xk'], ['USA', 'us'], ['United States', 'us'], ['South Korea', 'kr'], ['deu', 'de'],
    ['ZZ', null], ['UNK', null], ['Unknown', null], ['--', null], ['', null],
  ])('country "%s" → %s', (original, expected) => {
    expect(normalizeCountry(original)).toBe(expected);
  });

  it.each([
    ['1487320112', 'store_id'], ['id1487320112', 'store_id'], ['com.acmegames.wordrush', 'package'],
    ['com.acmegames.wordrush.android', 'package'], ['wordrush', null], ['', null],
  ])('app identifier "%s" → %s', (id, expected) => {
    expect(appIdentifierKind(id)).toBe(expected);
  });
});

/** The spec's format table, written again independently of the sandbox's implementation. */
function expectedFormat(row: NetworkRow): string | null {
  const f = typeof row.original_format === 'string' ? row.original_format.trim().toLowerCase() : null;
  const same = ['banner', 'interstitial', 'native'];
  switch (row.provider) {
    case 'net_a': case 'net_b':
      return f === null ? null : same.includes(f) ? f : ['rewarded', 'rewarded_video', 'rewarded video'].includes(f) ? 'rewarded' : null;
    case 'net_c':
      if (f === 'banner' || f === 'native') return f;
      return f === 'video' && row.incentivized !== null ? (row.incentivized ? 'rewarded' : 'interstitial') : null;
    case 'net_e':
      return f === null ? null : same.includes(f) ? f : ['reward_video', 'rewarded'].includes(f) ? 'rewarded' : null;
    default:
      return null;
  }
}

describe('the sandbox normalizes what the networks reported', () => {
  it('formats follow the table for every reported spelling, and every table row occurs', async () => {
    const rows = await report(['provider', 'original_format', 'incentivized', 'format']);
    for (const row of rows) expect({ row, format: row.format }).toEqual({ row, format: expectedFormat(row) });
    const seen = new Set(rows.map((r) => `${r.provider}|${String(r.original_format).trim().toLowerCase()}|${r.format}`));
    for (const key of [
      'net_a|rewarded_video|rewarded', 'net_a|rewarded video|rewarded', 'net_a|native|native', 'net_b|rewarded video|rewarded',
      'net_b|rewarded-video|null', 'net_c|video|rewarded', 'net_c|video|interstitial', 'net_c|video|null', 'net_c|banner|banner',
      'net_e|reward_video|rewarded', 'net_e|rewarded|rewarded', 'net_e|interstitial|interstitial', 'net_d|null|null',
    ]) expect(seen).toContain(key);
    // Case and spaces really occurred in the raw reports, and were ignored.
    expect(rows.some((r) => r.original_format === ' native ' && r.format === 'native')).toBe(true);
    expect(rows.some((r) => r.original_format === 'REWARDED VIDEO' && r.format === 'rewarded')).toBe(true);
  });

  it('platforms: iPhone/iPad → ios, Amazon/Fire OS → fireos, android stays, anything else null', async () => {
    const rows = await report(['provider', 'original_platform', 'platform']);
    const seen = new Map(rows.map((r) => [String(r.original_platform), r.platform]));
    expect(Object.fromEntries(seen)).toMatchObject({
      iPhone: 'ios', iPad: 'ios', iphone: 'ios', ipad: 'ios', IPHONE: 'ios', Amazon: 'fireos', 'Fire OS': 'fireos', 'fire os': 'fireos',
      Android: 'android', android: 'android', ANDROID: 'android', iOS: 'ios', ios: 'ios', tvOS: null, unknown: null,
    });
    for (const row of rows) expect([row.platform]).toEqual([normalizePlatform(row.original_platform as string)]);
  });

  it('countries are lowercase alpha-2 or null, gb never uk, xk for Kosovo, in every network', async () => {
    const rows = await report(['provider', 'country']);
    for (const row of rows) expect(row.country === null || /^[a-z]{2}$/.test(row.country as string)).toBe(true);
    expect(rows.some((r) => r.country === 'uk')).toBe(false);
    for (const provider of ['net_a', 'net_b', 'net_c', 'net_d', 'net_e']) {
      const countries = rows.filter((r) => r.provider === provider).map((r) => r.country);
      expect(countries, provider).toEqual(expect.arrayContaining(['gb', 'us', 'xk', null]));
    }
  });

  it('each network reports only its dimensions (others null), with its account IDs, timezone and currency', async () => {
    const rows = await report([...NETWORK_DIMENSIONS], '2026-11-17', '2026-11-19');
    const reports: Record<string, string[]> = {
      net_a: ['app_id', 'app_name', 'format', 'original_format', 'currency'],
      net_b: ['app_id', 'app_name', 'format', 'original_format', 'placement_name'],
      net_c: ['app_id', 'app_name', 'format', 'original_format', 'placement_name', 'placement_reference_id', 'ad_size', 'incentivized'],
      net_d: ['property_id', 'placement_name'],
      net_e: ['app_id', 'app_name', 'format', 'original_format', 'placement_name', 'package', 'store_id'],
    };
    const optional = ['property_id', 'app_id', 'app_name', 'format', 'original_format', 'placement_reference_id', 'placement_name', 'ad_size', 'incentivized', 'currency'];
    for (const [provider, dims] of Object.entries(reports)) {
      const mine = rows.filter((r) => r.provider === provider);
      expect(mine.length, provider).toBeGreaterThan(0);
      for (const dim of optional) {
        const values = mine.map((r) => r[dim]);
        if (dims.includes(dim)) expect(values.some((v) => v !== null), `${provider} ${dim}`).toBe(true);
        else expect(values.every((v) => v === null), `${provider} ${dim}`).toBe(true);
      }
      for (const row of mine) {
        expect(row.source_timezone).toBe(provider === 'net_d' ? 'America/Los_Angeles' : 'UTC');
        expect(row.currency).toBe(provider === 'net_a' ? 'USD' : null);
        expect(row.provider_account_secondary_id === '').toBe(provider !== 'net_e');
        expect(row.account_name).toEqual(expect.any(String));
        expect(row.placement_id).toEqual(expect.any(String));
      }
    }
    expect(new Set(rows.filter((r) => r.provider === 'net_c').map((r) => r.ad_size))).toEqual(new Set(['320x50', '320x480', null]));
  });

  it('package or store_id by the identifier\'s shape; net_e fills both', async () => {
    const rows = await report(['provider', 'platform', 'package', 'store_id'], '2026-11-17', '2026-11-19');
    const by = (provider: string, platform: string) => rows.filter((r) => r.provider === provider && r.platform === platform);
    expect(by('net_a', 'ios').every((r) => /^\d+$/.test(r.store_id as string) && r.package === null)).toBe(true);
    expect(by('net_a', 'android').every((r) => /^com\./.test(r.package as string) && r.store_id === null)).toBe(true);
    expect(by('net_b', 'ios').every((r) => /^com\./.test(r.package as string) && r.store_id === null)).toBe(true);
    expect(by('net_c', 'ios').every((r) => /^id\d+$/.test(r.store_id as string) && r.package === null)).toBe(true);
    expect(by('net_e', 'ios').every((r) => /^com\./.test(r.package as string) && /^\d+$/.test(r.store_id as string))).toBe(true);
    expect(rows.filter((r) => r.provider === 'net_d').every((r) => r.package === null && r.store_id === null)).toBe(true);
    expect(by('net_a', 'ios').length * by('net_c', 'ios').length * by('net_e', 'ios').length).toBeGreaterThan(0);
  });
});
