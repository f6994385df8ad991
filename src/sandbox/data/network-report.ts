// One network report request against the store: which accounts and days it reads, its coverage,
// its snapshot (query + data version), and its result — computed once per snapshot, shared by
// concurrent and later requests, waited for at most the query budget.
import { createHash } from 'node:crypto';
import type { SandboxContext } from '../types.js';
import type { CoverageEntry } from '../vocabulary.js';
import { computeReport, coverageFor, matchingAccounts, ReportTooLargeError, type NetworkQuerySpec, type ReportResult } from './network-query.js';
import { networkStore, type DataVersion, type NetworkStore } from './network-store.js';

/** Computed reports kept per data version (a 1M-row report is a few hundred MB). */
const KEPT_REPORTS = 3;

interface Job {
  readonly startedAt: number;
  readonly progress: { done: number; total: number };
  readonly settled: Promise<void>;
  result?: ReportResult;
  tooLarge?: boolean;
  /** An unexpected failure: the request answers 500 and the next one starts afresh. */
  error?: unknown;
  /** The coverage as JSON: the same for every page of one snapshot, so serialized once. */
  coverageJson?: string;
}

export interface PreparedReport {
  store: NetworkStore;
  data: DataVersion;
  coverage: CoverageEntry[];
  /** 64 lowercase hex: identifies the query and the data it reads. */
  snapshot: string;
}

export type ReportOutcome =
  | { kind: 'done'; result: ReportResult; coverageJson: string }
  | { kind: 'late'; retryAfterSeconds: number }
  | { kind: 'too_large'; maxRows: number };

/** What identifies a query: everything but paging and format; value order in a filter does not matter. */
function queryIdentity(spec: NetworkQuerySpec): string {
  return JSON.stringify({
    start: spec.startDate,
    end: spec.endDate,
    dimensions: [...spec.dimensions].sort(),
    filters: [...spec.filters].map(([d, v]) => [d, [...v].sort()]).sort(),
    is_null: [...spec.isNull].sort(),
    sort: spec.sortBy ? [spec.sortBy, spec.sortOrder] : null,
  });
}

interface PreparedEntry {
  prepared: PreparedReport;
  computedAt: number;
  changesAt: number;
}
const KEPT_PREPARED = 50;

/**
 * The data a query reads are the data version plus each read account-day's coverage (a day
 * delivered since, or re-accepted by a re-ingest, changes the data). Every page asks this, so it
 * is kept per query until the next pending day is due (or the clock is moved back).
 */
export function prepareReport(ctx: SandboxContext, spec: NetworkQuerySpec): PreparedReport {
  const store = networkStore(ctx);
  const data = store.data;
  const identity = queryIdentity(spec);
  const now = ctx.clock.now();
  const cache = data.prepared as Map<string, PreparedEntry>;
  const kept = cache.get(identity);
  if (kept && now >= kept.computedAt && now < kept.changesAt) return kept.prepared;
  const { coverage, changesAt } = coverageFor(ctx, store, matchingAccounts(store, spec), spec);
  const hash = createHash('sha256')
    .update(identity)
    .update(`\n${ctx.seed}|${ctx.scale}|${data.number}\n`);
  for (const c of coverage) hash.update(`${c.provider}/${c.provider_account_id}/${c.provider_account_secondary_id}/${c.day}/${c.status}/${c.accepted_at}\n`);
  const prepared = { store, data, coverage, snapshot: hash.digest('hex') };
  cache.delete(identity);
  cache.set(identity, { prepared, computedAt: now, changesAt });
  if (cache.size > KEPT_PREPARED) cache.delete(cache.keys().next().value!);
  return prepared;
}

function startJob(ctx: SandboxContext, prepared: PreparedReport, spec: NetworkQuerySpec): Job {
  const progress = { done: 0, total: 0 };
  const job: Job = {
    startedAt: performance.now(),
    progress,
    settled: computeReport(ctx, prepared.store, prepared.data, spec, prepared.coverage, progress).then(
      (result) => void (job.result = result),
      (err: unknown) => {
        if (err instanceof ReportTooLargeError) job.tooLarge = true;
        else {
          job.error = err;
          prepared.data.reports.delete(prepared.snapshot);
        }
      },
    ),
  };
  return job;
}

function jobFor(ctx: SandboxContext, prepared: PreparedReport, spec: NetworkQuerySpec): Job {
  const reports = prepared.data.reports as Map<string, Job>;
  let job = reports.get(prepared.snapshot);
  if (job) {
    reports.delete(prepared.snapshot); // re-insert: most recently used last
  } else {
    job = startJob(ctx, prepared, spec);
    for (const oldest of reports.keys()) {
      if (reports.size < KEPT_REPORTS) break;
      reports.delete(oldest);
    }
  }
  reports.set(prepared.snapshot, job);
  return job;
}

/** Seconds until the job should be done, from how far it got (at least 1). */
function retryAfterSeconds(job: Job): number {
  const { done, total } = job.progress;
  if (done === 0 || total === 0) return 1;
  const elapsed = performance.now() - job.startedAt;
  return Math.max(1, Math.ceil((elapsed * (total - done)) / done / 1000));
}

/** Waits for the report at most the query budget; a late report keeps computing for the retry. */
export async function awaitReport(ctx: SandboxContext, prepared: PreparedReport, spec: NetworkQuerySpec): Promise<ReportOutcome> {
  const job = jobFor(ctx, prepared, spec);
  const budget = prepared.store.limits.queryBudgetMs;
  if (!job.result && !job.tooLarge && budget > 0) {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([job.settled, new Promise<void>((resolve) => (timer = setTimeout(resolve, budget)))]);
    clearTimeout(timer);
  }
  if (job.error !== undefined) throw job.error;
  if (job.result) return { kind: 'done', result: job.result, coverageJson: (job.coverageJson ??= JSON.stringify(prepared.coverage)) };
  if (job.tooLarge) return { kind: 'too_large', maxRows: prepared.store.limits.maxReportRows };
  return { kind: 'late', retryAfterSeconds: retryAfterSeconds(job) };
}
