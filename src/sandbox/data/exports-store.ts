// Export jobs of a sandbox: creation or reuse (identical normalized bodies give one export), the
// per-account limit of active exports, the background job that writes the file after
// exportDelayMs, signed short-lived download links, seeded bid exports, and cleanup on close.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeExportFile, type ExportFileKind } from './exports-files.js';
import { HttpError } from '../http-error.js';
import { memo, type SandboxContext } from '../types.js';
import { DAY_MS, type ExportBody } from '../vocabulary.js';

export type ExportStatus = 'processing' | 'ready' | 'failed';

/** Processing impression and request exports an account may have at once (409 beyond). */
export const MAX_ACTIVE_EXPORTS = 3;
/** Lifetime of a signed download link. */
export const DOWNLOAD_TTL_SECONDS = 15 * 60;
export const DEFAULT_EXPORT_DELAY_MS = 3_000;

export interface ExportJob {
  id: string;
  kind: ExportFileKind;
  accountId: string;
  /** Normalized body, the identity of the export. */
  signature: string;
  body: ExportBody;
  status: ExportStatus;
  error?: string;
  file?: string;
  rows?: number;
  /** Set by the failNextExports test hook when the job was created. */
  plannedFailure?: string;
}

interface ExportState {
  jobs: Map<string, ExportJob>;
  secret: Buffer;
  dir: string;
  timers: Set<NodeJS.Timeout>;
  disposed: boolean;
  /** Test hook: the next N jobs fail with this message. */
  failNext: { count: number; message: string };
  dispose(): void;
}

function exportState(ctx: SandboxContext): ExportState {
  return memo(ctx, 'exports', () => {
    const dir = ctx.options.dataDir ? join(ctx.options.dataDir, `exports-${randomBytes(4).toString('hex')}`) : mkdtempSync(join(tmpdir(), 'adops-sandbox-exports-'));
    mkdirSync(dir, { recursive: true });
    const state: ExportState = {
      jobs: new Map(), secret: randomBytes(32), dir, timers: new Set(), disposed: false,
      failNext: { count: 0, message: '' },
      dispose() {
        state.disposed = true;
        for (const t of state.timers) clearTimeout(t);
        state.timers.clear();
        rmSync(dir, { recursive: true, force: true });
      },
    };
    seedBidExports(ctx, state);
    return state;
  });
}

/** Seeded bid exports (their creation is not in the spec): one ready, one that never finishes, one failed. */
export const SEEDED_BID_EXPORTS = { ready: 'bidexp_demo_ready', processing: 'bidexp_demo_processing', failed: 'bidexp_demo_failed' } as const;

function seedBidExports(ctx: SandboxContext, state: ExportState): void {
  const yesterday = new Date(Math.floor(ctx.clock.now() / DAY_MS) * DAY_MS - DAY_MS).toISOString().slice(0, 10);
  // Puzzle Quest iOS only, so the seeded file (written on first read) stays small: some 8k bid rows.
  const base = { kind: 'bids' as const, accountId: 'acct_sandbox_01', body: { date: yesterday, app_bundle: 'com.acmegames.puzzlequest' } };
  state.jobs.set(SEEDED_BID_EXPORTS.ready, { ...base, id: SEEDED_BID_EXPORTS.ready, signature: 'seed:ready', status: 'ready' });
  state.jobs.set(SEEDED_BID_EXPORTS.processing, { ...base, id: SEEDED_BID_EXPORTS.processing, signature: 'seed:processing', status: 'processing' });
  state.jobs.set(SEEDED_BID_EXPORTS.failed, {
    ...base, id: SEEDED_BID_EXPORTS.failed, signature: 'seed:failed', status: 'failed',
    error: 'the bid export failed: the query ran past its time budget; ask for a narrower export',
  });
}

/** The identity of an export: kind plus the normalized body with sorted keys and test_mode defaulted. */
export function exportSignature(kind: ExportFileKind, body: ExportBody): string {
  const normalized: Record<string, string> = { test_mode: 'production' };
  for (const [k, v] of Object.entries(body)) if (typeof v === 'string') normalized[k] = v;
  return `${kind}:${JSON.stringify(Object.fromEntries(Object.entries(normalized).sort(([a], [b]) => a.localeCompare(b))))}`;
}

/** Creates an export or returns the identical one that is processing or ready (failed ones are not reused). */
export function createOrReuse(ctx: SandboxContext, accountId: string, kind: 'impressions' | 'requests', body: ExportBody): ExportJob {
  const state = exportState(ctx);
  const signature = exportSignature(kind, body);
  const same = [...state.jobs.values()].find((j) => j.accountId === accountId && j.signature === signature && j.status !== 'failed');
  if (same) return same;
  const active = [...state.jobs.values()].filter((j) => j.accountId === accountId && j.kind !== 'bids' && j.status === 'processing');
  if (active.length >= MAX_ACTIVE_EXPORTS) {
    throw new HttpError(409, `this account already has ${active.length} exports in progress (${active.map((j) => j.id).join(', ')}), the maximum; wait until one is ready, then ask again`);
  }
  const job: ExportJob = { id: `exp_${kind === 'impressions' ? 'imp' : 'req'}_${randomBytes(6).toString('hex')}`, kind, accountId, signature, body, status: 'processing' };
  if (state.failNext.count > 0) {
    state.failNext.count -= 1;
    job.plannedFailure = state.failNext.message;
  }
  state.jobs.set(job.id, job);
  const timer = setTimeout(() => {
    state.timers.delete(timer);
    void runJob(ctx, state, job);
  }, ctx.options.exportDelayMs ?? DEFAULT_EXPORT_DELAY_MS);
  state.timers.add(timer);
  return job;
}

async function runJob(ctx: SandboxContext, state: ExportState, job: ExportJob): Promise<void> {
  if (job.plannedFailure) return fail(job, job.plannedFailure);
  try {
    const file = join(state.dir, `${job.id}.csv.gz`);
    const rows = await writeExportFile(ctx, job.kind, job.body, file, () => state.disposed);
    if (state.disposed) return;
    Object.assign(job, { status: 'ready', file, rows });
  } catch (err) {
    if (!state.disposed) fail(job, `the export job could not write its file (${(err as Error).message})`);
  }
}

function fail(job: ExportJob, message: string): void {
  Object.assign(job, { status: 'failed', error: message });
}

/** Test hook: the next `count` exports created fail with `message` when their job runs (a failed export looks like this). */
export function failNextExports(ctx: SandboxContext, count = 1, message = 'the export job failed: the data warehouse was unavailable; ask for the export again'): void {
  exportState(ctx).failNext = { count, message };
}

export function findExport(ctx: SandboxContext, id: string, kind: ExportFileKind): ExportJob | undefined {
  const job = exportState(ctx).jobs.get(id);
  return job?.kind === kind ? job : undefined;
}

/** A ready job's file, written now if it was seeded without one. */
export async function ensureFile(ctx: SandboxContext, job: ExportJob): Promise<string> {
  if (job.file) return job.file;
  const state = exportState(ctx);
  const file = join(state.dir, `${job.id}.csv.gz`);
  job.rows = await writeExportFile(ctx, job.kind, job.body, file, () => state.disposed);
  job.file = file;
  return file;
}

function sign(state: ExportState, id: string, expires: number): string {
  return createHmac('sha256', state.secret).update(`${id}.${expires}`).digest('hex');
}

/** The record of 2.8: url and expires_at only when ready (a fresh link each time); error only when failed. */
export function exportRecord(ctx: SandboxContext, job: ExportJob) {
  if (job.status !== 'ready') return { export_id: job.id, status: job.status, ...(job.error ? { error: job.error } : {}) };
  const expires = Math.floor(ctx.clock.now() / 1000) + DOWNLOAD_TTL_SECONDS;
  const url = `${ctx.origin}/downloads/${encodeURIComponent(job.id)}?expires=${expires}&signature=${sign(exportState(ctx), job.id, expires)}`;
  return { export_id: job.id, status: job.status, url, expires_at: new Date(expires * 1000).toISOString() };
}

/** Checks a download link: 403 when tampered with or expired (by the sandbox clock), 404 when there is nothing to download. */
export function verifyDownload(ctx: SandboxContext, id: string, expires: string | undefined, signature: string | undefined): ExportJob {
  const state = exportState(ctx);
  if (!expires || !/^\d+$/.test(expires) || !signature || !/^[0-9a-f]{64}$/.test(signature)) {
    throw new HttpError(403, 'this download link is incomplete; read the export again for a fresh link');
  }
  const expected = Buffer.from(sign(state, id, Number(expires)), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) throw new HttpError(403, 'this download link is not valid; read the export again for a fresh link');
  if (Number(expires) * 1000 < ctx.clock.now()) {
    throw new HttpError(403, `this download link expired at ${new Date(Number(expires) * 1000).toISOString()}; read the export again for a fresh link`);
  }
  const job = state.jobs.get(id);
  if (!job || job.status !== 'ready') throw new HttpError(404, `export ${id} has no file to download`);
  return job;
}
