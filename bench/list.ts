// The benchmarks `npm run bench` knows (bench/run.ts), one script each: bench/<name>.ts.
// Kept apart from run.ts, which runs them when loaded, so that the smoke test
// (test/bench/smoke.test.ts) can read the list and cover every bench registered here.

export interface Bench {
  /** What it measures: one line of `npm run bench`'s usage. */
  what: string;
  /**
   * Text a complete `--smoke` run prints (its result lines and headings, never a figure): the
   * smoke test checks each is in the output. A bench that cannot run here prints SMOKE_SKIPPED
   * (bench/smoke.ts) instead.
   */
  smokeOutput: readonly string[];
  /** Another bench's script run with `args` (default: bench/<name>.ts, no arguments of its own). */
  script?: string;
  args?: readonly string[];
}

export const BENCHES: Record<string, Bench> = {
  reporting: {
    what: 'sandbox latency (31-day breakdown, dashboard) and the API core overhead',
    smokeOutput: ['sandbox latency over loopback', 'API core overhead', 'ratio client/bare', 'targets:'],
  },
  network: {
    what: '1M-row network report paged to CSV: rows/s, client peak RSS, page latency',
    smokeOutput: ['calibrated in', 'default heap', 'heap cap', 'sandbox page at limit', 'load average during the run'],
  },
  bot: {
    what: '200 commands/s into web ×1 + worker ×1 (PostgreSQL) beside a bare Bolt app: acks, answers; the rate where one `all` process first misses',
    smokeOutput: ['ready (GET /healthz 200): all', 'bare Bolt (ack only)', 'web ×1 + worker ×1', 'all ×1', '=> all ×1:'],
  },
  scheduler: {
    what: '2,000 digests due the same minute on three worker processes (`--role worker`): time, API calls, duplicates, RSS',
    smokeOutput: ['scheduler benchmark', 'digests posted', 'time until all posted', 'API calls made / distinct queries', 'duplicate posts', 'peak RSS'],
  },
  tenants: {
    what: '1,000, 3,000 and 10,000 installed workspaces × 2 digests due the same minute on three worker processes (OAuth mode; `--instances N` for more): time, CPU and transactions per digest across sizes, API calls per (account, query), duplicates, RSS',
    smokeOutput: ['scheduler benchmark', 'workspaces installed', 'digests posted', 'time until all posted', 'posts with another workspace', 'API calls made', 'duplicate posts', 'peak RSS', 'CPU per digest'],
    script: 'scheduler',
    // Compiled, with the image's Node options, as the Docker image runs the bot: tsx's loader would add ~40 MB to each worker.
    // A run per size, then the curve (bench/scheduler-curve.ts); `--tenants 10000` runs one size.
    args: ['--multi-tenant', '--compiled', '--tenants', '1000,3000,10000'],
  },
  alerts: {
    what: 'alert quality: previous vs seasonal-baseline detector on 120 replayed days with injected drops',
    smokeOutput: ['alert quality:', 'recall by depth, segment share', 'false alarms / 30 days / alert', 'time to detect, median / p90', 'drivers named'],
  },
  charts: {
    what: 'charts drawn in the bot (PNG via Chart.js + @napi-rs/canvas) and native chart/table blocks: p50 / p99',
    smokeOutput: ['PNG render (Chart.js', 'revenue trend, 31 days, previous dashed', 'A/B cumulative, 60 days', 'native chart block', 'breakdown of 10,000 rows', 'targets:'],
  },
  chaos: {
    what: 'digests under random faults (Slack/API 5xx and 429, database refusing, SIGKILL of an instance): due / delivered / duplicated / late, deaths',
    smokeOutput: ['chaos benchmark', 'digests due / delivered', 'duplicated posts', 'late (marked delayed)', 'max lateness', 'process deaths'],
  },
  startup: {
    what: 'local one-shot start on the embedded store: first start (new DATA_DIR), later start, idle RSS',
    smokeOutput: ['first start (new DATA_DIR)', 'later start (same DATA_DIR)', 'idle RSS (interactive', 'load average after the runs'],
  },
  hostile: {
    what: 'a hostile world: unsigned 400 MB bodies beside signed commands (RSS growth, acks over 3 s), a 20 s slow API (first word), exactly-once digests under Slack\'s read-back limits after a kill and with a Slack that answers posts after the timeout',
    smokeOutput: [
      'hostile benchmark', 'scenario: unsigned bodies', 'server took', 'RSS growth', 'acks over 3 s', 'ack p99',
      'scenario: slow API', 'first word max', 'askers not answered or told',
      'scenario: slow API, distinct questions', 'askers who heard nothing within 5 s', 'scenario: late Slack', 'lost digests',
      'scenario: read-back limits', 'kill at +0.1 s: duplicated posts', 'kill at +0.1 s: lost digests', 'kill as Slack takes the first post: lost digests',
      'scenario: hostile API', 'healthy question answered while', 'API calls running 5 s after their askers were told', 'API side: RSS growth',
      'load average after the run',
    ],
  },
  words: {
    what: 'plain questions → /adops commands on thirteen question sets (held-out, eleven written later, tuning): share mapped right, clarified, answered wrong; time per question',
    smokeOutput: ['words benchmark:', 'held-out (written before the code', 'tuning set:', 'mapped right', 'clarified', 'answered wrong', 'targets:'],
  },
  'agent-view': {
    what: 'the agent view: time to the first word (status or first streamed text) and to the whole answer, one asker and 30 at once (target first word ≤ 1 s)',
    smokeOutput: ['agent view benchmark:', 'one asker at a time', 'askers at once', 'first word (status or first streamed text)', 'whole answer streamed', 'targets:', 'load average during the run'],
  },
  why: {
    what: '`why` quality on four generators (sandbox, hierarchical cube, the RCL literature set-up, heavy-tailed cube): right segment first, right component, weaker causes, no single cause, F1, headline = first row, split to the cent, answer time',
    smokeOutput: ['why benchmark:', 'sandbox (seed', 'cube (seed', 'rcl (seed', 'heavy (seed', 'right segment first', 'right component', 'weaker causes', 'no single cause on noise-only days', 'F1 of the named set', 'headline = first row', 'split adds up to the cent', 'answer time p50', 'API calls per answer'],
  },
};
