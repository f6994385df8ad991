// Waiting for a day export (spec 4.8–4.10) until it has a download link: polls with backoff and
// jitter (./retry.ts's backoffDelay), reports progress, can be cancelled, and gives up after a
// deadline. A `failed` status, or a deadline passed, ends in ExportFailedError.
//
// How each kind is read:
//   impressions  GET /report/impressions/export/{id} (the record has `url` once ready)
//   bids         GET /export/bids/{id}
//   requests     the spec has no status read for request exports (4.9 only creates), but it says
//                identical requests reuse the same export and answer 200 once it is ready: so the
//                wait re-POSTs the identical body, which never starts a second export.
import type { ApiClient } from './client.js';
import { ExportFailedError } from './errors.js';
import { abortableSleep, backoffDelay } from './retry.js';
import type { ExportBody, ExportRecord } from './resources/exports.js';

export type ExportTarget =
  | { kind: 'impressions' | 'bids'; exportId: string }
  | { kind: 'requests'; exportId: string; body: ExportBody };

export interface ExportProgress {
  exportId: string;
  /** 1 for the first read. */
  attempt: number;
  elapsedMs: number;
  /** The status the API reported (processing unless it said otherwise). */
  status: string;
}

export interface WaitForExportOptions {
  signal?: AbortSignal;
  /** Give up after this long (default 10 minutes). */
  deadlineMs?: number;
  /** First pause between reads; it doubles (with jitter) up to maxDelayMs. Default 1 s. */
  initialDelayMs?: number;
  /** Default 15 s. */
  maxDelayMs?: number;
  onProgress?: (progress: ExportProgress) => void;
  /** For tests: the clock used for elapsed time and the deadline (default performance.now). */
  now?: () => number;
}

export interface ReadyExport {
  exportId: string;
  url: string;
  expiresAt: string | undefined;
  record: ExportRecord;
  attempts: number;
}

export const DEFAULT_EXPORT_DEADLINE_MS = 10 * 60_000;

const seconds = (ms: number) => (ms < 10_000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms / 1000)} s`);

function read(api: ApiClient, target: ExportTarget, signal: AbortSignal | undefined): Promise<ExportRecord> {
  if (target.kind === 'requests') return api.exports.createRequests(target.body, { signal }).then((created) => created.record);
  return target.kind === 'impressions' ? api.exports.getImpressions(target.exportId, { signal }) : api.exports.getBids(target.exportId, { signal });
}

/**
 * Reads the export until it is ready; throws ExportFailedError when it failed or the deadline
 * passed (one last read happens at the deadline). Cancelling through `signal` rejects with the
 * signal's reason, whether it fired during a pause or during a read.
 */
export async function waitForExport(api: ApiClient, target: ExportTarget, options: WaitForExportOptions = {}): Promise<ReadyExport> {
  try {
    return await poll(api, target, options);
  } catch (err) {
    if (options.signal?.aborted) throw options.signal.reason;
    throw err;
  }
}

async function poll(api: ApiClient, target: ExportTarget, options: WaitForExportOptions): Promise<ReadyExport> {
  const now = options.now ?? (() => performance.now());
  const deadline = options.deadlineMs ?? DEFAULT_EXPORT_DEADLINE_MS;
  const steps = { baseDelayMs: options.initialDelayMs ?? 1_000, maxDelayMs: options.maxDelayMs ?? 15_000 };
  const operation = `exports.wait.${target.kind}`;
  const started = now();
  for (let attempt = 1; ; attempt++) {
    options.signal?.throwIfAborted();
    const record = await read(api, target, options.signal);
    const status = record.url ? 'ready' : (record.status ?? 'processing');
    const elapsedMs = Math.round(now() - started);
    options.onProgress?.({ exportId: target.exportId, attempt, elapsedMs, status });
    if (record.url) return { exportId: record.export_id, url: record.url, expiresAt: record.expires_at, record, attempts: attempt };
    if (status === 'failed') {
      const apiMessage = record.error;
      throw new ExportFailedError(`export ${target.exportId} failed${apiMessage ? `: ${apiMessage}` : ''}; ask for it again`, target.exportId, 'failed', { operation, apiMessage });
    }
    // Unknown statuses (the spec shows only `processing`) are treated as still in progress.
    const remaining = deadline - elapsedMs;
    if (remaining <= 0) {
      throw new ExportFailedError(
        `export ${target.exportId} was still ${status} after ${seconds(elapsedMs)} (limit ${seconds(deadline)}); it may finish later — check again in a few minutes`,
        target.exportId,
        'deadline',
        { operation },
      );
    }
    await abortableSleep(Math.min(backoffDelay(attempt - 1, steps), remaining), options.signal);
  }
}
