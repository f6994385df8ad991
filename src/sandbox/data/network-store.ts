// The network report's ingest store, per sandbox: which account delivered which day and when
// (coverage), the raw batches as each network delivered them (kept in their own shape, bounded),
// the data version (bumped by a re-ingest), and the report limits. Test hooks: startReingest,
// configureNetworkReport.
import { DateTime } from 'luxon';
import { memo, type SandboxContext } from '../types.js';
import type { CoverageEntry } from '../vocabulary.js';
import { buildAccounts, buildPlacements, type NetworkAccount, type Placement } from './network-accounts.js';
import { generateRawBatch, type RawBatch } from './network-raw.js';
import { hash01 } from './random.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Each account misses one day in every block of this many days: the network never sent it. */
const OUTAGE_BLOCK_DAYS = 45;
/** Raw rows kept in memory; older batches are dropped and regenerated (deterministically) on demand. */
const RAW_ROW_BUDGET = 3_000_000;

export interface NetworkLimits {
  /** A query that has not finished after this long answers 504 (it keeps running; retry later). */
  queryBudgetMs: number;
  /** More grouped rows than this answers 422: paging (offset ≤ 1,000,000, limit ≤ 10,000) cannot reach them. */
  maxReportRows: number;
}

export const DEFAULT_NETWORK_LIMITS: NetworkLimits = { queryBudgetMs: 15_000, maxReportRows: 1_010_000 };

/** One data version: its raw batches and computed reports belong to it and die with it. */
export interface DataVersion {
  readonly number: number;
  readonly raw: Map<string, RawBatch>;
  rawRows: number;
  /** Computed reports by snapshot, least recently used first. */
  readonly reports: Map<string, unknown>;
  /** Coverage entries whose delivery time has passed (covered or missing): built once. */
  readonly settled: Map<string, CoverageEntry>;
  /** Prepared requests (coverage + snapshot) by query, valid until the next delivery; see network-report.ts. */
  readonly prepared: Map<string, unknown>;
}

export interface NetworkStore {
  readonly accounts: readonly NetworkAccount[];
  readonly placements: ReadonlyMap<string, readonly Placement[]>;
  data: DataVersion;
  /** Sandbox-clock time until which a re-ingest runs (503), and when the last one ended. */
  reingestUntil: number;
  lastReingestEnd: number | undefined;
  limits: NetworkLimits;
  /** When each account-day is (or was) delivered: fixed facts, so computed once. */
  readonly deliveries: Map<string, Delivery>;
}

interface Delivery {
  expectedAt: number;
  outage: boolean;
}

export function networkStore(ctx: SandboxContext): NetworkStore {
  return memo(ctx, 'network', () => {
    const accounts = buildAccounts(ctx.seed, ctx.scale);
    return {
      accounts,
      placements: new Map(accounts.map((a) => [a.key, buildPlacements(ctx.seed, ctx.scale, a)])),
      data: newVersion(0),
      reingestUntil: -Infinity,
      lastReingestEnd: undefined,
      limits: { ...DEFAULT_NETWORK_LIMITS },
      deliveries: new Map(),
    };
  });
}

function newVersion(n: number): DataVersion {
  return { number: n, raw: new Map(), rawRows: 0, reports: new Map(), settled: new Map(), prepared: new Map() };
}

/**
 * Test hook: the sandbox re-ingests every network's data for `durationMs` of sandbox-clock time.
 * Meanwhile the report answers 503 with Retry-After; afterwards the data are restated (a new
 * version), so a snapshot taken before no longer matches (409).
 */
export function startReingest(ctx: SandboxContext, durationMs: number): void {
  const store = networkStore(ctx);
  store.data = newVersion(store.data.number + 1);
  store.reingestUntil = ctx.clock.now() + durationMs;
  store.lastReingestEnd = store.reingestUntil;
}

/** Milliseconds of re-ingest left (0 when none runs). */
export function reingestRemainingMs(ctx: SandboxContext): number {
  return Math.max(0, networkStore(ctx).reingestUntil - ctx.clock.now());
}

/** Test hook: change the query budget or the row limit of this sandbox. */
export function configureNetworkReport(ctx: SandboxContext, limits: Partial<NetworkLimits>): void {
  const store = networkStore(ctx);
  store.limits = { ...store.limits, ...limits };
}

/** The raw rows `account` delivered for `day`, as it delivered them. */
export function rawBatch(ctx: SandboxContext, store: NetworkStore, data: DataVersion, account: NetworkAccount, day: string): RawBatch {
  const id = `${account.key}|${day}`;
  const kept = data.raw.get(id);
  if (kept) return kept;
  const batch = generateRawBatch(ctx.seed, account, store.placements.get(account.key)!, day, data.number);
  data.raw.set(id, batch);
  data.rawRows += batch.rows.length;
  for (const [oldId, old] of data.raw) {
    if (data.rawRows <= RAW_ROW_BUDGET) break;
    data.raw.delete(oldId);
    data.rawRows -= old.rows.length;
  }
  return batch;
}

const dayStartMemo = new Map<string, number>();
/** When `day` starts in the network's own timezone (net_d: Pacific time, with DST). */
function dayStartMs(day: string, zone: string): number {
  const id = `${zone}|${day}`;
  let start = dayStartMemo.get(id);
  if (start === undefined) {
    start = DateTime.fromISO(day, { zone }).toMillis();
    if (dayStartMemo.size < 100_000) dayStartMemo.set(id, start);
  }
  return start;
}

/** When `day` ends in the network's own timezone. */
function dayEndMs(day: string, zone: string): number {
  return DateTime.fromMillis(dayStartMs(day, zone), { zone }).plus({ days: 1 }).toMillis();
}

function isOutage(seed: number, account: NetworkAccount, day: string): boolean {
  const dayNumber = Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
  const block = Math.floor(dayNumber / OUTAGE_BLOCK_DAYS);
  return dayNumber === block * OUTAGE_BLOCK_DAYS + Math.floor(hash01(seed, account.salt, 'outage', block) * OUTAGE_BLOCK_DAYS);
}

function entryOf(account: NetworkAccount, day: string, status: string, acceptedAtMs: number, latestStatus: string | null): CoverageEntry {
  return {
    provider: account.def.provider,
    provider_account_id: account.accountId,
    provider_account_secondary_id: account.secondaryId,
    day,
    scope: 'customer-day',
    status,
    accepted_at: new Date(acceptedAtMs).toISOString(),
    latest_status: latestStatus,
  };
}

/**
 * Coverage of one account-day (scope customer-day) at the sandbox's now. accepted_at is a
 * date-time on every entry (spec 2.7: only latest_status is nullable): when the ingest accepted
 * the account-day in its present state.
 * - pending: the network has not delivered the day yet (its usual lag has not passed);
 *   accepted_at = the start of the day in the network's timezone, when the account-day was
 *   opened for collection; latest_status null (no delivery attempt yet);
 * - missing: the delivery failed and the network never re-sent the day; accepted_at = when the
 *   failed delivery was recorded (its due time); latest_status failed. The day has no rows;
 * - covered: accepted at accepted_at (the last re-ingest time when that came later);
 *   latest_status succeeded.
 */
export function coverageEntry(ctx: SandboxContext, store: NetworkStore, account: NetworkAccount, day: string): CoverageEntry {
  const id = `${account.key}|${day}`;
  const { expectedAt, outage } = deliveryOf(ctx.seed, store, account, day);
  // Checked first, so a test clock moved backwards sees the day pending again.
  if (ctx.clock.now() < expectedAt) return entryOf(account, day, 'pending', dayStartMs(day, account.def.sourceTimezone), null);
  let settled = store.data.settled.get(id);
  if (!settled) {
    const reingested = store.lastReingestEnd;
    const accepted = reingested !== undefined && reingested > expectedAt ? reingested : expectedAt;
    settled = outage ? entryOf(account, day, 'missing', expectedAt, 'failed') : entryOf(account, day, 'covered', accepted, 'succeeded');
    store.data.settled.set(id, settled);
  }
  return settled;
}

/** When the account's report for `day` is (or was) accepted, barring an outage. */
export function expectedDeliveryAt(seed: number, store: NetworkStore, account: NetworkAccount, day: string): number {
  return deliveryOf(seed, store, account, day).expectedAt;
}

function deliveryOf(seed: number, store: NetworkStore, account: NetworkAccount, day: string): Delivery {
  const id = `${account.key}|${day}`;
  let delivery = store.deliveries.get(id);
  if (!delivery) {
    const jitter = Math.floor(hash01(seed, account.salt, day, 'lag') * 30 * 60_000);
    delivery = {
      expectedAt: dayEndMs(day, account.def.sourceTimezone) + account.def.lagHours * HOUR_MS + jitter,
      outage: isOutage(seed, account, day),
    };
    store.deliveries.set(id, delivery);
  }
  return delivery;
}

/** Every calendar day from start to end, inclusive (YYYY-MM-DD). */
export function daysBetween(start: string, end: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`); t += DAY_MS) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}
