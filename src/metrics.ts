// The process's Prometheus metrics (prom-client), served on GET /metrics (src/app/observe-routes.ts).
// One `Metrics` per app, created where the app is built and passed down (deps, the API clients,
// the scheduler, the workers): its own `Registry`, never prom-client's global one, so several bots
// in one process (tests, local mode) never mix their counts. Every metric is listed, with its
// labels, in docs/operating.md#metrics; labels are bounded sets (a subcommand, an operation, a
// status), never a user, channel or free text.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** One durable queue as read from the store at scrape time. */
export interface QueueSnapshot {
  queue: string;
  depth: number;
  /** Age of its oldest item in seconds (0 when empty). */
  oldestAgeSeconds: number;
}

/** Fast paths (an ack, an API call) in seconds: Slack's 3 s ack limit sits among them. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** How late a digest or an export reaches its channel: seconds to hours. */
const LATENESS_BUCKETS = [1, 5, 15, 30, 60, 300, 900, 1_800, 3_600, 7_200, 21_600];

export class Metrics {
  readonly registry = new Registry();

  /** Slash commands, buttons and form submissions run by the pipeline, by how they ended. */
  readonly commands = new Counter({ name: 'adops_commands_total', help: 'Requests run by the pipeline, by subcommand and outcome', labelNames: ['command', 'outcome'] as const, registers: [this.registry] });
  readonly acks = new Counter({ name: 'adops_acks_total', help: 'Slack requests acked (or refused before the ack), by outcome', labelNames: ['outcome'] as const, registers: [this.registry] });
  readonly ackSeconds = new Histogram({ name: 'adops_ack_seconds', help: 'From a Slack request reaching the bot to its ack', buckets: LATENCY_BUCKETS, registers: [this.registry] });
  readonly answers = new Counter({ name: 'adops_answers_total', help: 'Answers delivered to the asker, by destination and outcome', labelNames: ['to', 'outcome'] as const, registers: [this.registry] });

  readonly digestRuns = new Counter({ name: 'adops_digest_runs_total', help: 'Digest runs worked by this instance, by outcome', labelNames: ['outcome'] as const, registers: [this.registry] });
  readonly digestLateness = new Histogram({ name: 'adops_digest_lateness_seconds', help: 'From a digest run’s scheduled time to its post', buckets: LATENESS_BUCKETS, registers: [this.registry] });
  readonly exportRuns = new Counter({ name: 'adops_export_steps_total', help: 'Export delivery steps worked by this instance, by the state they left the export in', labelNames: ['outcome'] as const, registers: [this.registry] });
  readonly exportLateness = new Histogram({ name: 'adops_export_delivery_seconds', help: 'From an export’s request to its link being delivered', buckets: LATENESS_BUCKETS, registers: [this.registry] });
  readonly leaseTakeovers = new Counter({ name: 'adops_lease_takeovers_total', help: 'Leased work claimed by this instance from another whose lease ran out (it died or stalled), by kind (digest, notice, export, watch, inbound)', labelNames: ['kind'] as const, registers: [this.registry] });

  readonly apiCalls = new Counter({ name: 'adops_api_calls_total', help: 'Reporting API calls (each attempt), by operation and HTTP status ("network" when none came)', labelNames: ['operation', 'status'] as const, registers: [this.registry] });
  readonly apiSeconds = new Histogram({ name: 'adops_api_call_seconds', help: 'Reporting API call latency (each attempt)', labelNames: ['operation'] as const, buckets: LATENCY_BUCKETS, registers: [this.registry] });
  readonly slackCalls = new Counter({ name: 'adops_slack_calls_total', help: 'Slack Web API calls (each attempt), by method and outcome ("ok", Slack’s error code, "rate_limited", "http_<status>", "network")', labelNames: ['method', 'outcome'] as const, registers: [this.registry] });
  readonly slackSeconds = new Histogram({ name: 'adops_slack_call_seconds', help: 'Slack Web API call latency (each attempt)', labelNames: ['method'] as const, buckets: LATENCY_BUCKETS, registers: [this.registry] });
  readonly rateLimited = new Counter({ name: 'adops_rate_limited_total', help: '429 answers, by service (api, slack)', labelNames: ['service'] as const, registers: [this.registry] });
  readonly retryAfter = new Counter({ name: 'adops_retry_after_seconds_total', help: 'Retry-After asked for by the service’s answers (the bot waits it out or gives up), by service (api, slack)', labelNames: ['service'] as const, registers: [this.registry] });

  /** `process`: Node's own metrics too (CPU, memory, event-loop lag, GC), prefixed `adops_`. */
  constructor(o: { process?: boolean } = {}) {
    if (o.process !== false) collectDefaultMetrics({ register: this.registry, prefix: 'adops_' });
  }

  /**
   * The durable queues, read at each scrape by `read` (once per scrape for both gauges). A store
   * that does not answer leaves the gauges empty and `adops_queue_read_ok` at 0: no stale figures.
   */
  watchQueues(read: () => Promise<QueueSnapshot[]>): void {
    let pending: Promise<QueueSnapshot[] | undefined> | undefined;
    // prom-client asks every metric at once: the first ask starts the read, the others join it.
    const snapshot = () => (pending ??= read().then((q) => q, () => undefined).finally(() => (pending = undefined)));
    const perQueue = (name: string, help: string, value: (q: QueueSnapshot) => number) =>
      new Gauge({
        name, help, labelNames: ['queue'] as const, registers: [this.registry],
        async collect() {
          const queues = await snapshot();
          this.reset();
          for (const q of queues ?? []) this.set({ queue: q.queue }, value(q));
        },
      });
    perQueue('adops_queue_depth', 'Items waiting in a durable queue (read from the store at scrape)', (q) => q.depth);
    perQueue('adops_queue_oldest_age_seconds', 'Age of the oldest item of a durable queue, in seconds (read from the store at scrape)', (q) => q.oldestAgeSeconds);
    new Gauge({
      name: 'adops_queue_read_ok', help: '1 when this scrape could read the queues from the store, else 0', registers: [this.registry],
      async collect() {
        this.set((await snapshot()) ? 1 : 0);
      },
    });
  }

  /** The exposition text of every metric (awaits the queue read). */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

/** Seconds since `startedMs` (performance.now()), for a histogram. */
export function secondsSince(startedMs: number): number {
  return (performance.now() - startedMs) / 1000;
}
