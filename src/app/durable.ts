// The durable side of one bot instance: the store, the digest scheduler, the export delivery
// and watch workers, all sharing one JobDeps. `npm start` starts it in every mode (local
// included); tests and the bench start several in one process, each with its own store pool.
import type { ApiClient } from '../api/index.js';
import { makeChart } from '../charts/make-chart.js';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { Metrics } from '../metrics.js';
import { noTracing, type Tracing } from '../tracing.js';
import { Poster, backgroundClient } from '../outbox/poster.js';
import { BlockSupport } from '../outbox/block-refusal.js';
import { SlackOutbox } from '../outbox/outbox.js';
import { QueryCache } from '../outbox/query-cache.js';
import { Recent, WORKSPACE_IDLE_MS } from '../outbox/recent.js';
import { Scheduler } from '../scheduler/scheduler.js';
import { LeasedWorker, type LeasedWorkerOptions } from '../scheduler/workers.js';
import { LEASE_KINDS, type ClaimOptions, type ExportJob, type Store, type Watch } from '../store/index.js';
import type { JobDeps } from '../jobs/deps.js';
import { buildDigest, runDigest } from '../jobs/digest.js';
import { DEFAULT_EXPORT_OPTIONS, enqueueExport, exportStep, type ExportDeliveryOptions } from '../jobs/export-delivery.js';
import { runNotifier } from '../jobs/run-notices.js';
import { digestDeadlineMs } from '../jobs/digests/registry.js';
import { runWatchCheck } from '../jobs/watches.js';
import { botCanPostIn } from '../jobs/alert-post.js';
import type { DurableConfig } from './durable-config.js';
import { uploadFile } from '../outbox/slack-io.js';
import type { CommandDurable } from '../../commands/types.js';

export interface DurableOptions {
  config: Pick<Config, 'slack' | 'chart'>;
  durable: DurableConfig;
  store: Store;
  logger: Logger;
  /** Digest and export runs, lease takeovers and background Slack calls are counted here. */
  metrics: Metrics;
  /** Each digest run and export step is a trace of its own, its API calls and posts inside. */
  tracing?: Tracing;
  apiFor(scope: { teamId?: string; channelId?: string; connectionId?: string | null }): ApiClient;
  /** Reads a workspace's connections again (a job that found none in apiFor's snapshot asks before failing). */
  refreshAccounts?(teamId: string): Promise<void>;
  /** How a post names its account when several are in play (src/app/tenants/accounts.ts); default: never. */
  accountLine?(scope: { teamId: string; channelId?: string; connectionId?: string | null }): string | undefined;
  now(): number;
  exportOptions?: ExportDeliveryOptions;
  /** Lease of an export step or a watch check; renewed every third of it while it runs. */
  leaseMs?: number;
  /** Share answers of identical queries across instances through the store (default true). */
  sharedQueryCache?: boolean;
  /**
   * The OAuth mode: each workspace's bot token (src/app/oauth/installer.ts), asked for before
   * each Slack call. Unset: every workspace is the env's SLACK_BOT_TOKEN's.
   */
  botTokenFor?: (teamId: string) => Promise<string>;
  /** The app's one way out to Slack (src/outbox/outbox.ts); an instance run alone (tests, benches) gets one of its own. */
  outbox?: SlackOutbox;
}

/** What createDeps needs to build the durable side (the rest comes from the app's config and deps). */
export interface DurableSetup {
  store: Store;
  durable: DurableConfig;
  /** Start the scheduler and workers at once (default true; tests drive them by hand). */
  autoStart?: boolean;
  exportOptions?: ExportDeliveryOptions;
  leaseMs?: number;
}

/** What a leased worker claims and runs; the claim loop, the lease and its renewal are shared. */
interface LeasedWork<T> extends Pick<LeasedWorkerOptions<T>, 'kind' | 'run'> {
  claim(lease: ClaimOptions): ReturnType<LeasedWorkerOptions<T>['claim']>;
  renew(id: string, instanceId: string, until: Date): Promise<boolean>;
  handBack(item: T): Promise<void>;
}

/** Also what commands see of it (commands/types.ts CommandDurable). */
export interface Durable extends CommandDurable {
  deps: JobDeps;
  store: Store;
  scheduler: Scheduler;
  exportWorker: LeasedWorker<ExportJob>;
  watchWorker: LeasedWorker<Watch>;
  /** A workspace's refused block types (src/outbox/block-refusal.ts), shared with interactive answers. */
  blockSupport(teamId: string): BlockSupport;
  start(): void;
  /** Stops taking work; what runs gets `graceMs`, then is cut off and handed back (src/app/stop.ts). */
  stop(graceMs?: number): Promise<void>;
  /** Stops everything and closes the store. */
  close(): Promise<void>;
}

/**
 * One poster per workspace (each knows its workspace's refused block types and, in the OAuth
 * mode, its token); its pacing is the outbox's gate of that workspace. Kept while the workspace
 * is active (src/outbox/recent.ts): made again, it reads its DM channel ids again.
 */
function postersByTeam(o: DurableOptions, outbox: SlackOutbox, client: ReturnType<typeof backgroundClient>, logger: Logger, blockSupport: (teamId: string) => BlockSupport): (teamId: string) => Poster {
  const tokenFor = o.botTokenFor;
  const posters = new Recent<string, Poster>({ idleMs: WORKSPACE_IDLE_MS });
  return (teamId) =>
    posters.get(teamId, () => new Poster(client, { logger, outbox, workspace: teamId, ...(tokenFor ? { token: () => tokenFor(teamId) } : {}), blockSupport: blockSupport(teamId) }));
}

/**
 * Each workspace's refused block types, read from the store and shared by its poster and charts;
 * kept while the workspace is active (the store keeps them for every instance).
 */
function blockSupportByTeam(o: DurableOptions, logger: Logger): (teamId: string) => BlockSupport {
  const known = new Recent<string, BlockSupport>({ idleMs: WORKSPACE_IDLE_MS });
  return (teamId) => known.get(teamId, () => new BlockSupport({ teamId, repo: o.store.blockRefusals, now: Date.now, logger }));
}

export function createDurable(o: DurableOptions): Durable {
  const d = o.durable;
  const logger = o.logger.child({ component: 'durable', instance: d.instanceId });
  // One client for every workspace; in the OAuth mode each call names its workspace's token.
  const client = backgroundClient(o.config.slack.botToken, o.config.slack.apiUrl, o.metrics, d.slackTimeoutMs);
  const tracing = o.tracing ?? noTracing;
  const outbox = o.outbox ?? new SlackOutbox({ logger, tracing, channelIntervalMs: d.channelIntervalMs });
  const blockSupport = blockSupportByTeam(o, logger);
  const posters = postersByTeam(o, outbox, client, logger, blockSupport);
  const tokenOf = async (teamId: string | undefined): Promise<string | undefined> => (o.botTokenFor && teamId ? o.botTokenFor(teamId) : undefined);
  const leaseMs = o.leaseMs ?? 60_000;
  const deps: JobDeps = {
    store: o.store,
    apiFor: (scope) => o.apiFor(scope),
    ...(o.refreshAccounts ? { refreshAccounts: o.refreshAccounts } : {}),
    posterFor: posters,
    accountLine: (scope) => o.accountLine?.(scope),
    queries: new QueryCache({ owner: d.instanceId, now: o.now, store: o.sharedQueryCache === false ? undefined : o.store, logger }),
    chart: async (spec, teamId) =>
      makeChart(spec, {
        nativeBlock: !(await blockSupport(teamId).refused()).has('data_visualization'),
        mode: o.config.chart.mode,
        quickchartUrl: o.config.chart.quickchartUrl,
        logger,
        uploadPng: async (png, filename, alt) => (await uploadFile(outbox.line(client, teamId), { filename, title: spec.title, content: png, altText: alt, token: await tokenOf(teamId) })).id,
      }),
    uploadFile: async (teamId, channelId, file) => void (await uploadFile(outbox.line(client, teamId), { ...file, token: await tokenOf(teamId) }, channelId)),
    now: o.now,
    logger,
    instanceId: d.instanceId,
    postSettleMs: d.postSettleMs,
  };
  const scheduler = new Scheduler({
    store: o.store,
    instanceId: d.instanceId,
    now: o.now,
    logger,
    concurrency: d.schedulerConcurrency,
    graceMs: d.graceMs,
    run: (s, run, signal, progress) => tracing.inSpan('scheduled digest run', { 'adops.digest.report': s.report }, () => runDigest(deps, s, run, signal, progress), { root: true }),
    notify: runNotifier(deps),
    leaseMs: d.runLeaseMs,
    pollMs: d.runPollMs,
    retryBaseMs: d.retryBaseMs,
    deadlineMs: d.deliveryDeadlineMs === undefined ? (s) => digestDeadlineMs(s.report) : () => d.deliveryDeadlineMs!,
    metrics: o.metrics,
  });
  let started = false;
  // Export steps and watch checks are both leased items, claimed and run by the one claim loop.
  const leasedWorker = <T extends { id: string }>(work: LeasedWork<T>) =>
    new LeasedWorker<T>({
      kind: work.kind,
      pollMs: d.workerIntervalMs,
      concurrency: 8,
      logger,
      metrics: o.metrics,
      claim: (slots) => work.claim({ now: new Date(o.now()), instanceId: d.instanceId, leaseMs, limit: slots }),
      run: work.run,
      renew: (item) => work.renew(item.id, d.instanceId, new Date(o.now() + leaseMs)),
      renewMs: leaseMs / 3,
      handBack: work.handBack,
    });
  const exportWorker = leasedWorker<ExportJob>({
    kind: LEASE_KINDS.export,
    claim: (lease) => o.store.exports.claim(lease),
    run: async (job, signal) => {
      const state = await tracing.inSpan('queued export step', { 'adops.export.state': job.state }, async (span) => {
        const next = await exportStep(deps, job, signal, o.exportOptions ?? DEFAULT_EXPORT_OPTIONS);
        span.set('adops.export.outcome', next);
        return next;
      }, { root: true });
      o.metrics.exportRuns.inc({ outcome: state });
      if (state === 'delivered') o.metrics.exportLateness.observe(Math.max(0, o.now() - job.createdAt.getTime()) / 1000);
    },
    renew: (id, instanceId, until) => o.store.exports.renew(id, instanceId, until),
    // Left as it was (pending, waiting…), its lease released: the next instance goes on with it.
    handBack: async (job) => void (await o.store.exports.save(job.id, d.instanceId, {}, new Date(o.now()), true)),
  });
  const watchWorker = leasedWorker<Watch>({
    kind: LEASE_KINDS.watch,
    claim: (lease) => o.store.watches.claimDue(lease),
    // A root too: a check kicked from a request (a watch added) is not part of that request's trace.
    run: (w, signal) => tracing.inSpan('periodic watch check', { 'adops.watch.kind': w.kind }, () => runWatchCheck(deps, w, signal), { root: true }),
    renew: (id, instanceId, until) => o.store.watches.renew(id, instanceId, until),
    handBack: (w) => o.store.watches.handBack(w.id, d.instanceId),
  });
  const stop = (graceMs = 0) => Promise.all([scheduler.stop(graceMs), exportWorker.stop(graceMs), watchWorker.stop(graceMs)]).then(() => undefined);
  return {
    deps,
    store: o.store,
    scheduler,
    exportWorker,
    watchWorker,
    blockSupport,
    async enqueueExport(req) {
      const job = await enqueueExport(deps, req, o.exportOptions ?? DEFAULT_EXPORT_OPTIONS);
      if (started) exportWorker.wake();
      return job;
    },
    kickWatches() {
      if (started) watchWorker.wake();
    },
    botCanPostIn: async (channelId, teamId) => botCanPostIn(outbox.line(client, teamId), channelId, await tokenOf(teamId)),
    runDigestNow: (subscriptionId) => scheduler.runNow(subscriptionId),
    dm: async (teamId, userId, message) => void (await posters(teamId).dm(userId, message, AbortSignal.timeout(30_000))),
    previewDigest: (subscription, signal) => buildDigest(deps, subscription, new Date(o.now()), signal),
    start() {
      started = true;
      scheduler.start();
      exportWorker.start();
      watchWorker.start();
      logger.info({ store: o.store.kind }, 'scheduler and workers started');
    },
    stop,
    async close() {
      await stop();
      await o.store.close();
    },
  };
}
