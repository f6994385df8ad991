// Coverage (spec 2.7): one entry per network account, scope and requested day; networks deliver
// with different lags (net_d's Pacific day arrives last), failed deliveries stay missing, and a
// day that arrives changes the data (old snapshots get 409). Also the CSV coverage headers.
import { beforeEach, describe, expect, it } from 'vitest';
import { ConflictError, type CoverageEntry } from '../../src/api/index.js';
import { collectNetworkReport } from '../../src/api/network-pages.js';
import { startReingest } from '../../src/sandbox/data/network-store.js';
import { sandboxAndClient } from '../support/sandbox.js';

const NOW = Date.parse('2026-11-22T09:00:00Z');
const { sandbox, api } = await sandboxAndClient({ now: NOW });
beforeEach(() => sandbox.ctx.clock.set(NOW));

const statusOf = (coverage: CoverageEntry[], provider: string, day: string) =>
  [...new Set(coverage.filter((c) => c.provider === provider && c.day === day).map((c) => c.status))];
const accountDay = (c: Partial<Record<'provider' | 'provider_account_id' | 'provider_account_secondary_id' | 'day', unknown>>) =>
  `${String(c.provider)}/${String(c.provider_account_id)}/${String(c.provider_account_secondary_id)}/${String(c.day)}`;

describe('coverage entries', () => {
  it('one per account and requested day, with the spec fields', async () => {
    const { coverage } = await api.network.report({ start_date: '2026-11-15', end_date: '2026-11-22', limit: 1 });
    expect(coverage).toHaveLength(6 * 8); // five networks, net_e with two publishers; eight days
    expect(new Set(coverage.map(accountDay)).size).toBe(coverage.length);
    for (const c of coverage) {
      expect(Object.keys(c).sort()).toEqual(['accepted_at', 'day', 'latest_status', 'provider', 'provider_account_id', 'provider_account_secondary_id', 'scope', 'status']);
      expect(c.scope).toBe('customer-day');
      // Spec 2.7: accepted_at is a date-time on every entry; only latest_status may be null.
      expect(c.accepted_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      if (c.status === 'covered') {
        expect(Date.parse(c.accepted_at!)).toBeGreaterThan(Date.parse(`${c.day}T00:00:00Z`) + 86_400_000);
        expect(c.latest_status).toBe('succeeded');
      }
    }
  });

  it('a pending day was accepted for collection when it began in the network\'s timezone', async () => {
    const { coverage } = await api.network.report({ start_date: '2026-11-21', end_date: '2026-11-22', limit: 1 });
    const pending = coverage.filter((c) => c.status === 'pending');
    expect(pending.length).toBeGreaterThan(0);
    for (const c of pending) {
      const start = c.provider === 'net_d' ? `${c.day}T08:00:00.000Z` : `${c.day}T00:00:00.000Z`; // Pacific standard time in November
      expect([c.accepted_at, c.latest_status]).toEqual([start, null]);
    }
  });

  it('at 09:00 UTC yesterday is in for net_a, net_b and net_c, not yet for net_e and net_d; today for nobody', async () => {
    const { coverage } = await api.network.report({ start_date: '2026-11-21', end_date: '2026-11-22', limit: 1 });
    for (const p of ['net_a', 'net_b', 'net_c']) expect(statusOf(coverage, p, '2026-11-21')).toEqual(['covered']);
    for (const p of ['net_d', 'net_e']) expect(statusOf(coverage, p, '2026-11-21')).toEqual(['pending']);
    expect(new Set(coverage.filter((c) => c.day === '2026-11-22').map((c) => `${c.status}/${c.latest_status}`))).toEqual(new Set(['pending/null']));
  });

  it('net_d, reporting Pacific days, delivers after everyone else', async () => {
    sandbox.ctx.clock.set(Date.parse('2026-11-22T12:00:00Z'));
    let { coverage } = await api.network.report({ start_date: '2026-11-21', end_date: '2026-11-21', limit: 1 });
    expect(statusOf(coverage, 'net_e', '2026-11-21')).toEqual(['covered']);
    expect(statusOf(coverage, 'net_d', '2026-11-21')).toEqual(['pending']);
    sandbox.ctx.clock.set(Date.parse('2026-11-22T15:00:00Z'));
    ({ coverage } = await api.network.report({ start_date: '2026-11-21', end_date: '2026-11-21', limit: 1 }));
    expect(statusOf(coverage, 'net_d', '2026-11-21')).toEqual(['covered']);
  });

  it('days not covered have no rows; failed deliveries stay missing with latest_status failed', async () => {
    const { coverage, rows } = await collectNetworkReport(api.network, { start_date: '2026-08-25', end_date: '2026-11-22' });
    const missing = coverage.filter((c) => c.status === 'missing');
    expect(missing.length).toBeGreaterThanOrEqual(6); // every account misses a day in each 45-day block
    for (const c of missing) {
      expect(c.latest_status).toBe('failed');
      // When the failed delivery was recorded: after the day ended.
      expect(Date.parse(c.accepted_at!)).toBeGreaterThan(Date.parse(`${c.day}T00:00:00Z`) + 86_400_000);
    }
    const withRows = new Set(rows.map(accountDay));
    for (const c of coverage) expect(withRows.has(accountDay(c)), `${accountDay(c)} ${c.status}`).toBe(c.status === 'covered');
  });

  it('coverage lists only the accounts the filters leave', async () => {
    const dates = { start_date: '2026-11-20', end_date: '2026-11-20', limit: 1 };
    const netE = await api.network.report({ ...dates, filters: { provider: ['net_e'] } });
    expect(netE.coverage.map((c) => c.provider)).toEqual(['net_e', 'net_e']);
    const property = await api.network.report({ ...dates, filters: { property_id: ['0'] } });
    expect(property.coverage.map((c) => c.provider)).toEqual(['net_d']);
    const usd = await api.network.report({ ...dates, filters: { currency: ['USD'] } });
    expect(usd.coverage.map((c) => c.provider)).toEqual(['net_a']);
  });
});

describe('data that arrive change the snapshot', () => {
  it('a day delivered after the first page: the next page gets 409, a fresh read has the new rows', async () => {
    const q = { start_date: '2026-11-21', end_date: '2026-11-21', dimensions: ['provider', 'country'], limit: 5 };
    const first = await api.network.report(q);
    expect(first.rows.some((r) => r.provider === 'net_d')).toBe(false);
    sandbox.ctx.clock.set(Date.parse('2026-11-22T23:00:00Z'));
    const err = await api.network.report({ ...q, offset: 5, snapshot: first.page.snapshot }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ConflictError);
    const fresh = await collectNetworkReport(api.network, q);
    expect(fresh.snapshot).not.toBe(first.page.snapshot);
    expect(fresh.rows.some((r) => r.provider === 'net_d')).toBe(true);
  });

  it('a re-ingest re-accepts covered days', async () => {
    const q = { start_date: '2026-11-20', end_date: '2026-11-20', limit: 1 };
    sandbox.ctx.clock.set(NOW - 120_000); // ends before NOW, so the other tests find no re-ingest running
    const before = await api.network.report(q);
    startReingest(sandbox.ctx, 60_000);
    sandbox.ctx.clock.advance(60_000);
    const after = await api.network.report(q);
    expect(after.page.snapshot).not.toBe(before.page.snapshot);
    for (const c of after.coverage.filter((e) => e.status === 'covered')) expect(c.accepted_at).toBe('2026-11-22T08:59:00.000Z');
  });
});

describe('coverage in a CSV page', () => {
  it('X-Network-* headers: page, coverage counts by status and the entries not covered', async () => {
    const q = { start_date: '2026-11-20', end_date: '2026-11-22', limit: 3 };
    const [json, csv] = await Promise.all([api.network.report(q), api.network.reportCsv(q)]);
    const count = (s: string) => json.coverage.filter((c) => c.status === s).length;
    expect(csv.meta.page).toEqual(json.page);
    expect(csv.meta.queryTime).toBe(json.query_time);
    expect(csv.meta.coverageSummary).toEqual({ covered: count('covered'), pending: count('pending'), missing: count('missing') });
    expect(csv.meta.coverageGaps).toEqual(json.coverage.filter((c) => c.status !== 'covered'));
    expect(csv.meta.coverageGapsTruncated).toBe(false);
    expect(Object.keys(csv.headers).sort()).toEqual([
      'x-network-coverage-gaps', 'x-network-coverage-gaps-truncated', 'x-network-coverage-summary', 'x-network-page-has-more',
      'x-network-page-limit', 'x-network-page-offset', 'x-network-page-snapshot', 'x-network-query-time',
    ]);
  });

  it('a long gap list is cut to keep the header small, and says so', async () => {
    // 90 days from today: none delivered yet, 540 gaps.
    const wide = await api.network.reportCsv({ start_date: '2026-11-22', end_date: '2027-02-19', limit: 1 });
    expect(wide.meta.coverageSummary.pending).toBe(6 * 90);
    expect(wide.meta.coverageGapsTruncated).toBe(true);
    expect(wide.meta.coverageGaps.length).toBeGreaterThan(10);
    expect(wide.headers['x-network-coverage-gaps']!.length).toBeLessThanOrEqual(6_000);
  });
});
