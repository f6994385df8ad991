// Export delivery: an accepted export request is stored first (enqueueExport), then worked in
// short leased steps by any instance (src/scheduler/workers.ts):
//   announce  — post a status card to the requester (their DM, or the channel it was asked in)
//   pending   — create the export (POST; identical bodies reuse one export, so repeats are safe)
//   waiting   — read it until the signed link appears (impressions: GET by id; request exports
//               have no status read in the spec, so the identical POST is repeated)
//   ready     — update the card in place with the link and expiry (chat.update: idempotent), then
//               mark it delivered; a short "ready" reply in the card's thread notifies the user.
// A killed instance's lease expires and another takes over at the step it reached; because the
// link is delivered by updating one known message, it is never posted twice.
import { backoffDelay, classifyFailure, retryDelay } from '../api/retry.js';
import {
  ApiError, checkExportBody, ExportFailedError, ConflictError, InvalidParameterError, QUESTION_PAGE_BUDGET,
  type CreatedExport, type ExportBody, type ExportKind, type ExportRecord,
} from '../api/index.js';
import type { ExportJob, ExportJobPatch, ExportJobInput } from '../store/index.js';
import { describeFailure } from '../../views/error-message.js';
import { exportCardView, exportReadyReply, exportTitle, linkFileName, linkTooLongForBlocks } from '../../views/export-card.js';
import { accountScope, jobApi, type JobDeps } from './deps.js';

export interface ExportDeliveryOptions {
  /** First wait between polls; doubles up to maxPollMs. */
  pollBaseMs: number;
  maxPollMs: number;
  /** Wait before trying again after 409 (too many active exports). */
  conflictRetryMs: number;
  /** A job not ready after this long fails. */
  giveUpAfterMs: number;
}

export const DEFAULT_EXPORT_OPTIONS: ExportDeliveryOptions = { pollBaseMs: 2_000, maxPollMs: 60_000, conflictRetryMs: 5 * 60_000, giveUpAfterMs: 2 * 60 * 60_000 };

export interface ExportRequest {
  teamId: string;
  userId: string;
  /** The channel it was asked in (its API account, when bound), or null; the link never goes there. */
  channelId: string | null;
  kind: ExportKind;
  body: ExportBody;
  retryOnConflict: boolean;
  /** The account it runs on (the asker's `account=` or their channel's), decided when asked. */
  connectionId?: string | null;
}

/** Checks the body (nothing invalid is stored or sent) and stores the request before any API call. */
export async function enqueueExport(deps: JobDeps, req: ExportRequest, opts: ExportDeliveryOptions = DEFAULT_EXPORT_OPTIONS): Promise<ExportJob> {
  const now = deps.now();
  const body = { ...checkExportBody(req.kind, req.body, now) } as Record<string, string>;
  const input: ExportJobInput = {
    teamId: req.teamId, requesterUserId: req.userId, channelId: req.channelId, kind: req.kind, body,
    retryOnConflict: req.retryOnConflict, giveUpAt: new Date(now + opts.giveUpAfterMs), connectionId: req.connectionId ?? null,
  };
  return deps.store.exports.enqueue(input, new Date(now));
}

type Step = { patch: ExportJobPatch; release: boolean };

/** One step of one leased job. Returns the state it left the job in. */
export async function exportStep(deps: JobDeps, job: ExportJob, signal: AbortSignal, opts: ExportDeliveryOptions = DEFAULT_EXPORT_OPTIONS): Promise<string> {
  const save = async (s: Step) => {
    const ok = await deps.store.exports.save(job.id, deps.instanceId, s.patch, new Date(deps.now()), s.release);
    if (!ok) deps.logger.warn({ exportJob: job.id }, 'export job was taken over by another instance; dropping this step');
    return ok;
  };
  const poster = deps.posterFor(job.teamId);
  const card = (j: ExportJob, extra: Parameters<typeof exportCardView>[1] = {}) => exportCardView(j, { now: deps.now(), ...extra });

  // The card (and so the signed link) lives in the requester's DM only. A card a job got in a
  // channel before links were kept private is left behind: a new one goes to the DM.
  if (!job.messageTs || !job.messageChannelId?.startsWith('D')) {
    const posted = await poster.post(await poster.dmChannel(job.requesterUserId, signal), card(job), signal);
    await save({ patch: { messageChannelId: posted.channelId, messageTs: posted.ts }, release: true });
    return job.state;
  }
  const updateCard = (j: ExportJob, extra?: Parameters<typeof exportCardView>[1]) => poster.update(job.messageChannelId!, job.messageTs!, card(j, extra), signal);

  if (job.state === 'ready') {
    // A link longer than any block carries goes whole in a file beside the card, never cut. (A crash
    // between this upload and the card's update sends the file once more on the retry.)
    const long = linkTooLongForBlocks(job.url);
    if (long) await deps.uploadFile(job.teamId, job.messageChannelId, { filename: linkFileName(job.exportId), title: `Download link: ${exportTitle(job)}`, content: `${long}\n` });
    await updateCard(job);
    if (await save({ patch: { state: 'delivered', deliveredAt: new Date(deps.now()) }, release: true })) {
      // At most once: the link is already in the card, this only makes the requester's client ping.
      await poster.post(job.messageChannelId!, { ...exportReadyReply(job), threadTs: job.messageTs! }, signal).catch((err: unknown) =>
        deps.logger.warn({ err, exportJob: job.id }, 'could not post the ready notice'));
    }
    return 'delivered';
  }

  if (deps.now() >= job.giveUpAt.getTime()) {
    const failed = { ...job, state: 'failed' as const, lastError: `the export was not ready after ${Math.round((job.giveUpAt.getTime() - job.createdAt.getTime()) / 60_000)} minutes` };
    await updateCard(failed);
    await save({ patch: { state: 'failed', lastError: failed.lastError }, release: true });
    return 'failed';
  }

  try {
    const record = await readOrCreate(deps, job, signal);
    if (record.url) {
      const ready: ExportJob = { ...job, state: 'ready', exportId: record.export_id, url: record.url, urlExpiresAt: parseExpiry(record.expires_at) };
      // Saved before the card changes, so a takeover delivers the same link.
      if (!(await save({ patch: { state: 'ready', exportId: ready.exportId, url: ready.url, urlExpiresAt: ready.urlExpiresAt }, release: false }))) return job.state;
      return exportStep(deps, ready, signal, opts);
    }
    const attempts = job.attempts + 1;
    const wasBlocked = job.state === 'blocked';
    const next: ExportJob = { ...job, state: 'waiting', exportId: record.export_id, attempts, lastError: null };
    if (wasBlocked || job.state === 'pending') await updateCard(next);
    await save({ patch: { state: 'waiting', exportId: record.export_id, attempts, lastError: null, nextAttemptAt: new Date(deps.now() + backoffDelay(attempts - 1, { baseDelayMs: opts.pollBaseMs, maxDelayMs: opts.maxPollMs })) }, release: true });
    return 'waiting';
  } catch (err) {
    // Cut off by a stop (src/app/stop.ts), not failed: the worker hands the job back as it is.
    if (signal.aborted) throw err;
    return handleFailure(deps, job, err, { save, updateCard, opts });
  }
}

async function readOrCreate(deps: JobDeps, job: ExportJob, signal: AbortSignal): Promise<ExportRecord> {
  const api = (await jobApi(deps, accountScope(job))).within({ signal, pages: QUESTION_PAGE_BUDGET });
  if (job.kind === 'impressions' && job.exportId && job.state === 'waiting') {
    const record = await api.exports.getImpressions(job.exportId, { signal });
    // As src/api/export-wait.ts reads it: `failed` ends the wait; other statuses mean "not yet".
    if (record.status === 'failed') {
      const said = (record as { error?: unknown }).error;
      const apiMessage = typeof said === 'string' ? said : undefined;
      throw new ExportFailedError(`export ${job.exportId} failed${apiMessage ? `: ${apiMessage}` : ''}`, job.exportId, 'failed', { operation: 'exports.getImpressions', apiMessage });
    }
    return record;
  }
  const body = job.body as unknown as ExportBody;
  const created: CreatedExport =
    job.kind === 'impressions' ? await api.exports.createImpressions(body, { signal }) : await api.exports.createRequests(body, { signal });
  return created.record;
}

async function handleFailure(
  deps: JobDeps,
  job: ExportJob,
  err: unknown,
  h: { save: (s: Step) => Promise<boolean>; updateCard: (j: ExportJob, extra?: Parameters<typeof exportCardView>[1]) => Promise<void>; opts: ExportDeliveryOptions },
): Promise<string> {
  const now = deps.now();
  if (err instanceof ConflictError && err.reason === 'too_many_exports' && job.retryOnConflict) {
    const blocked: ExportJob = { ...job, state: 'blocked', lastError: 'too many active exports' };
    if (job.state !== 'blocked') await h.updateCard(blocked, { retryAt: now + h.opts.conflictRetryMs });
    await h.save({ patch: { state: 'blocked', lastError: blocked.lastError, nextAttemptAt: new Date(now + h.opts.conflictRetryMs) }, release: true });
    return 'blocked';
  }
  const kind = classifyFailure(err);
  if (kind.transient) {
    // http.ts already retried; wait longer (or as the API asked) and try the same step again.
    const attempts = job.attempts + 1;
    const wait = retryDelay(kind, attempts, { baseDelayMs: h.opts.pollBaseMs, maxDelayMs: h.opts.maxPollMs, maxRetryAfterMs: Infinity })!;
    await h.save({ patch: { attempts, lastError: (err as Error).message, nextAttemptAt: new Date(now + wait) }, release: true });
    return job.state;
  }
  if (!(err instanceof ApiError) && !(err instanceof InvalidParameterError)) deps.logger.error({ err, exportJob: job.id }, 'export step crashed');
  const failure = describeFailure(err);
  const failed: ExportJob = { ...job, state: 'failed', lastError: failure.what };
  await h.updateCard(failed, { failure });
  await h.save({ patch: { state: 'failed', lastError: failure.what }, release: true });
  return 'failed';
}

function parseExpiry(value: string | undefined): Date | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms);
}
