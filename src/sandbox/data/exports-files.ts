// The rows of a day export, written as gzip-compressed CSV (RFC 4180, ../csv.ts) hour by
// hour, yielding to the event loop between hours. Rows come from the same auctions as auction
// inspection (auctions-sim.ts), sampled at 1 request in EXPORT_SAMPLE: each row stands for
// EXPORT_SAMPLE real ones (sample_weight column), so Σ revenue × weight ≈ the reported revenue.
import { createWriteStream } from 'node:fs';
import { createGzip } from 'node:zlib';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { csvLine, csvRecord, type CsvValue } from '../csv.js';
import { auctionsOfHour, LIST_SAMPLE } from './auctions.js';
import { bidRows } from './auctions-rows.js';
import type { SimAuction } from './auctions-sim.js';
import { AD_UNITS, COUNTRIES } from './catalog.js';
import type { FactFilters } from './facts.js';
import type { SandboxContext } from '../types.js';
import type { ExportBody } from '../vocabulary.js';

/** Impression and request exports sample one request in EXPORT_SAMPLE: a day is some 25k–40k rows. */
export const EXPORT_SAMPLE = 100;

export const IMPRESSION_COLUMNS = [
  'event_time', 'impression_id', 'auction_id', 'app_id', 'app_bundle', 'app_name', 'ad_unit_id', 'ad_format', 'device_os',
  'country', 'bidder', 'line_item_id', 'round_number', 'price_cpm', 'revenue', 'test_mode', 'sample_weight',
] as const;
export const REQUEST_COLUMNS = [
  'event_time', 'request_id', 'app_bundle', 'ad_unit_id', 'ad_format', 'device_os', 'country', 'request_status', 'rounds',
  'bidders_called', 'bids_received', 'winner_bidder', 'winner_price_cpm', 'effective_floor', 'floor_source', 'impression',
  'test_mode', 'sample_weight',
] as const;

export type ExportFileKind = 'impressions' | 'requests' | 'bids';

export function factFiltersOf(body: ExportBody): FactFilters {
  return {
    appBundle: body.app_bundle,
    adUnitId: body.ad_unit_id,
    country: body.country,
    deviceOs: body.device_os as FactFilters['deviceOs'],
    testMode: (body.test_mode ?? 'production') as FactFilters['testMode'],
  };
}

/** filled, or why not: error/timeout when every bidder of the last round failed that way, else no_fill. */
export function requestStatus(a: SimAuction): 'filled' | 'no_fill' | 'error' | 'timeout' {
  if (a.winner) return 'filled';
  const last = a.rounds.filter((r) => !r.shadow).at(-1);
  const calls = last?.outcomes ?? [];
  if (calls.length > 0 && calls.every((o) => o.status === 'timeout')) return 'timeout';
  if (calls.length > 0 && calls.every((o) => o.status === 'timeout' || o.status === 'error')) return 'error';
  return 'no_fill';
}

function impressionRow(a: SimAuction): CsvValue[] | undefined {
  if (!a.winner || !a.impression) return undefined;
  const unit = AD_UNITS[a.key.unit]!;
  return [
    new Date(a.eventMs + 1_500).toISOString(), `imp_${a.id.slice(4)}`, a.id, unit.app.storeId, unit.app.bundle, unit.app.name,
    unit.id, unit.format, unit.app.os, COUNTRIES[a.key.country]!.code, a.winner.bidder, a.winner.lineItemId, a.winner.roundNumber,
    a.winner.priceCpm, (a.winner.priceCpm / 1000).toFixed(6), a.key.mode === 1, EXPORT_SAMPLE,
  ];
}

function requestRow(a: SimAuction): CsvValue[] {
  const unit = AD_UNITS[a.key.unit]!;
  const rounds = a.rounds.filter((r) => !r.shadow);
  const calls = rounds.flatMap((r) => r.outcomes);
  const last = rounds.at(-1);
  return [
    new Date(a.eventMs).toISOString(), a.id, unit.app.bundle, unit.id, unit.format, unit.app.os, COUNTRIES[a.key.country]!.code,
    requestStatus(a), rounds.length, new Set(calls.map((o) => o.bidder)).size, calls.filter((o) => o.priceCpm !== null).length,
    a.winner?.bidder ?? null, a.winner?.priceCpm ?? null, a.winner ? rounds[a.winner.roundNumber - 1]!.floor : (last?.floor ?? null),
    a.floors.source, a.impression, a.key.mode === 1, EXPORT_SAMPLE,
  ];
}

/** The CSV lines of one hour of an export (header excluded), chronological. */
function linesOfHour(ctx: SandboxContext, kind: ExportFileKind, body: ExportBody, absHour: number): string[] {
  const sample = kind === 'bids' ? LIST_SAMPLE : EXPORT_SAMPLE;
  const auctions = auctionsOfHour(ctx, absHour, factFiltersOf(body), sample).sort((a, b) => a.eventMs - b.eventMs);
  const lines: string[] = [];
  for (const a of auctions) {
    if (kind === 'bids') {
      for (const bid of bidRows(a)) lines.push(csvRecord(BID_COLUMNS, bid as unknown as Record<string, CsvValue>));
      continue;
    }
    if (kind === 'requests') {
      if (!body.request_status || requestStatus(a) === body.request_status) lines.push(csvLine(requestRow(a)));
      continue;
    }
    const row = impressionRow(a);
    if (!row || (body.app_id && unitAppId(a) !== body.app_id)) continue;
    if ((body.bidder && a.winner!.bidder !== body.bidder) || (body.line_item_id && a.winner!.lineItemId !== body.line_item_id)) continue;
    lines.push(csvLine(row));
  }
  return lines;
}

/** app_id of the export body: the store id (numeric App Store id on iOS, the package on Android). */
const unitAppId = (a: SimAuction) => AD_UNITS[a.key.unit]!.app.storeId;

export const BID_COLUMNS = [
  'auction_id', 'account_id', 'event_time', 'bidder', 'bid_id', 'imp_id', 'price_cpm', 'deal_id', 'is_winner', 'app_bundle',
  'ad_unit_id', 'device_os', 'device_country', 'sdk_version', 'test_mode', 'status', 'nonbid_reason', 'static_floor',
  'configured_floor', 'dynamic_floor', 'publisher_floor', 'publisher_floor_applied', 'effective_floor', 'effective_floor_source',
  'publisher_override_active', 'http_status', 'latency_ms', 'error_type', 'rejection_reason', 'round_number', 'priority', 'inserted_at',
] as const;

function header(kind: ExportFileKind): string {
  return csvLine(kind === 'impressions' ? [...IMPRESSION_COLUMNS] : kind === 'requests' ? [...REQUEST_COLUMNS] : [...BID_COLUMNS]);
}

/**
 * Writes the export of one UTC day to `path` (gzip CSV). `cancelled` is checked between hours so
 * a closing sandbox stops the work. Resolves with the number of data rows.
 */
export async function writeExportFile(ctx: SandboxContext, kind: ExportFileKind, body: ExportBody, path: string, cancelled: () => boolean): Promise<number> {
  const firstHour = Date.parse(`${body.date}T00:00:00Z`) / 3_600_000;
  let rows = 0;
  async function* chunks() {
    yield header(kind);
    for (let h = 0; h < 24 && !cancelled(); h++) {
      await new Promise((resolve) => setImmediate(resolve));
      const lines = linesOfHour(ctx, kind, body, firstHour + h);
      rows += lines.length;
      if (lines.length > 0) yield lines.join('');
    }
  }
  const out = createWriteStream(path);
  await pipeline(Readable.from(chunks()), createGzip(), out);
  return rows;
}
