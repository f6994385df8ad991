// Day exports (spec 4.8–4.10, 2.8): impression and request exports are created (or reused —
// identical bodies give the same export), then read until a signed URL appears.
// Waiting for one lives in ../export-wait.ts.
import { z } from 'zod';
import { InvalidParameterError } from '../errors.js';
import { parseBody, type HttpClient } from '../http.js';
import { checkCountry, checkDate, checkEnum, DEVICE_OSES, isoDay, TEST_MODES } from '../params.js';

export const EXPORT_MAX_AGE_DAYS = 45;
/** Request-export statuses (the spec does not list them; the sandbox and README use these). */
export const REQUEST_STATUSES = ['filled', 'no_fill', 'error', 'timeout'] as const;
export const EXPORT_KINDS = ['impressions', 'requests'] as const;
/**
 * Export statuses as the sandbox uses them (the spec shows only `processing`): processing (queued
 * or running, 202), ready (has url and expires_at, 200), failed (has error). The schema stays open.
 */
export const EXPORT_STATUSES = ['processing', 'ready', 'failed'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const ExportRecord = z.object({
  export_id: z.string(),
  // Required on some operations and only documented as `processing`; kept open on purpose.
  status: z.string().optional(),
  url: z.url().optional(),
  expires_at: z.string().optional(),
  /** Why a `failed` export failed: not in the spec (its status set is not shown); the sandbox sends it, others may not. */
  error: z.string().optional(),
});
export type ExportRecord = z.infer<typeof ExportRecord>;
const ExportRecordWithStatus = ExportRecord.extend({ status: z.string() });

export interface ExportBody {
  date: string;
  app_id?: string;
  app_bundle?: string;
  ad_unit_id?: string;
  country?: string;
  device_os?: string;
  bidder?: string;
  line_item_id?: string;
  request_status?: string;
  test_mode?: string;
}

const ONLY_FOR: Partial<Record<keyof ExportBody, ExportKind>> = {
  app_id: 'impressions',
  bidder: 'impressions',
  line_item_id: 'impressions',
  request_status: 'requests',
};

/** The completed UTC days an export may name, newest first: yesterday back to 45 days ago. */
export function exportableDays(nowMs: number): { newest: string; oldest: string } {
  const today = Math.floor(nowMs / 86_400_000) * 86_400_000;
  return { newest: isoDay(today - 86_400_000), oldest: isoDay(today - EXPORT_MAX_AGE_DAYS * 86_400_000) };
}

/** 2.8 body rules for one kind. Returns the normalized body (trimmed, canonical enums, no empty fields). */
export function checkExportBody(kind: ExportKind, body: ExportBody, nowMs: number, operation = `exports.${kind}`): ExportBody {
  const day = checkDate(body.date, 'date', operation);
  const { newest, oldest } = exportableDays(nowMs);
  if (body.date > newest) throw new InvalidParameterError('date', `must be a completed UTC day (the latest is ${newest})`, operation);
  if (body.date < oldest) throw new InvalidParameterError('date', `must be within the previous ${EXPORT_MAX_AGE_DAYS} days (the earliest is ${oldest})`, operation);
  const out: ExportBody = { date: isoDay(day) };
  for (const [key, raw] of Object.entries(body) as [keyof ExportBody, unknown][]) {
    if (key === 'date' || raw === undefined) continue;
    if (!['app_id', 'app_bundle', 'ad_unit_id', 'country', 'device_os', 'bidder', 'line_item_id', 'request_status', 'test_mode'].includes(key)) {
      throw new InvalidParameterError(key, 'is not an export field', operation);
    }
    if (typeof raw !== 'string' || raw.trim() === '') throw new InvalidParameterError(key, 'must be a non-empty text value', operation);
    const only = ONLY_FOR[key];
    if (only && only !== kind) throw new InvalidParameterError(key, `applies to ${only} exports only`, operation);
    const value = raw.trim();
    out[key] =
      key === 'country' ? checkCountry(value, key, operation)
      : key === 'device_os' ? checkEnum(value, DEVICE_OSES, key, operation)
      : key === 'test_mode' ? checkEnum(value, TEST_MODES, key, operation)
      : key === 'request_status' ? checkEnum(value, REQUEST_STATUSES, key, operation)
      : value;
  }
  return out;
}

export interface CreatedExport {
  record: ExportRecord;
  /** 200: an identical export was already ready. 202: queued or processing. */
  ready: boolean;
}

export class ExportsResource {
  constructor(
    private readonly http: HttpClient,
    private readonly now: () => number,
  ) {}

  /** POST /export/impressions (or /report/impressions/export with `path: 'report'`). Retried safely: identical bodies reuse one export. */
  async createImpressions(body: ExportBody, opts: { signal?: AbortSignal; path?: 'export' | 'report' } = {}): Promise<CreatedExport> {
    const checked = checkExportBody('impressions', body, this.now());
    const res = await this.http.send({
      operation: 'exports.createImpressions',
      needs: ['reports:read'], // spec 4.8
      method: 'POST',
      path: opts.path === 'report' ? 'report/impressions/export' : 'export/impressions',
      body: checked,
      idempotent: true,
      signal: opts.signal,
    });
    const schema = opts.path === 'report' ? ExportRecord : ExportRecordWithStatus;
    return { record: parseBody(schema, res.text, 'exports.createImpressions'), ready: res.status === 200 };
  }

  /** POST /export/requests. */
  async createRequests(body: ExportBody, opts: { signal?: AbortSignal } = {}): Promise<CreatedExport> {
    const checked = checkExportBody('requests', body, this.now());
    const res = await this.http.send({
      operation: 'exports.createRequests',
      needs: ['reports:read'], // spec 4.9
      method: 'POST',
      path: 'export/requests',
      body: checked,
      idempotent: true,
      signal: opts.signal,
    });
    return { record: parseBody(ExportRecordWithStatus, res.text, 'exports.createRequests'), ready: res.status === 200 };
  }

  /** GET /report/impressions/export/{id}. */
  async getImpressions(exportId: string, opts: { signal?: AbortSignal } = {}): Promise<ExportRecord> {
    return this.http.json(ExportRecord, {
      operation: 'exports.getImpressions',
      needs: ['reports:read'], // spec 4.8
      method: 'GET',
      path: `report/impressions/export/${encodeURIComponent(checkExportId(exportId, 'exports.getImpressions'))}`,
      idempotent: true,
      signal: opts.signal,
    });
  }

  /** GET /export/bids/{id}. */
  async getBids(exportId: string, opts: { signal?: AbortSignal } = {}): Promise<ExportRecord> {
    return this.http.json(ExportRecordWithStatus, {
      operation: 'exports.getBids',
      needs: ['reports:read'], // spec 4.10
      method: 'GET',
      path: `export/bids/${encodeURIComponent(checkExportId(exportId, 'exports.getBids'))}`,
      idempotent: true,
      signal: opts.signal,
    });
  }
}

function checkExportId(id: string, operation: string): string {
  if (typeof id !== 'string' || id.trim() === '') throw new InvalidParameterError('export_id', 'is required', operation);
  return id.trim();
}
