// Chaos benchmark (issue 12): N subscriptions due every minute, three bot instances (separate
// processes) on one PostgreSQL reached through a TCP proxy, and each minute one random fault near
// the minute: none, Slack answering 500 or 429 (Retry-After) for a window, the reporting API
// answering 503 for a window, the database refusing new connections and cutting the open ones
// for a window, or SIGKILL of one instance 0.1 / 0.6 / 2 s after the minute (a supervisor starts
// it again). Figures: digests due / delivered / duplicated / late, max lateness, process deaths.
//
//   npx tsx bench/chaos.ts [--rounds 10] [--subscriptions 100] [--window 30]
//   npx tsx bench/chaos.ts --smoke   # 4 digests, 2 instances, one minute, Slack 500 for 3 s
// Needs PostgreSQL (DATABASE_URL or TEST_DATABASE_URL); a smoke run without it skips.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startSandbox } from '../src/sandbox/server.js';
import { startSlackStandin } from '../src/slack-standin/server.js';
import { openStore } from '../src/store/index.js';
import { startPgProxy } from '../test/faults/pg-proxy.js';
import { announceSmoke, SMOKE_SKIPPED } from './smoke.js';
import { ANY_NODE_OPTION, announceRuntime } from './runtime.js';

const { values: args } = parseArgs({
  options: { rounds: { type: 'string' }, subscriptions: { type: 'string' }, window: { type: 'string' }, smoke: { type: 'boolean', default: false }, ...ANY_NODE_OPTION },
});
announceRuntime(args['any-node'], 'chaos');
const SMOKE = args.smoke;
const ROUNDS = Number(args.rounds ?? (SMOKE ? 1 : 10));
const N = Number(args.subscriptions ?? (SMOKE ? 4 : 100));
const INSTANCES = SMOKE ? 2 : 3;
const WINDOW_MS = Number(args.window ?? (SMOKE ? 3 : 30)) * 1000;
const DATABASE_URL = SMOKE ? process.env.TEST_DATABASE_URL?.trim() : process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = `bench_chaos_${process.pid}`;
const TOKEN = 'xoxb-bench-chaos';
const TEAM = 'TBENCH';
const LEASE_MS = 10_000;

if (!DATABASE_URL) {
  console.log(`${SMOKE_SKIPPED} the chaos bench needs PostgreSQL; set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)`);
  process.exit(0);
}
if (SMOKE) announceSmoke(`${N} digests, ${INSTANCES} instances, one minute, Slack 500 for ${WINDOW_MS / 1000} s`);

type Fault = 'none' | 'slack-500' | 'slack-429' | 'api-503' | 'db-refuse' | 'kill-0.1' | 'kill-0.6' | 'kill-2';
const FAULTS: Fault[] = ['none', 'slack-500', 'slack-429', 'api-503', 'db-refuse', 'kill-0.1', 'kill-0.6', 'kill-2'];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const sandbox = await startSandbox({});
const standin = await startSlackStandin({ botToken: TOKEN, channelPostIntervalMs: 1_000 });
const proxy = await startPgProxy(DATABASE_URL);
const store = await openStore({ databaseUrl: DATABASE_URL, schema: SCHEMA, poolSize: 4 });
const slots: { child: ChildProcess; killedByUs: boolean }[] = [];
let deaths = 0;
let stopping = false;

/** Starts instance `i` (again, after a kill: the supervisor); resolves when it is ready. */
function startInstance(i: number): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./scheduler-instance.ts', import.meta.url))], {
    env: {
      ...process.env, BENCH_DATABASE_URL: proxy.url, BENCH_SCHEMA: SCHEMA, BENCH_API_URL: sandbox.url, BENCH_SLACK_API_URL: standin.apiUrl,
      BENCH_BOT_TOKEN: TOKEN, BENCH_INSTANCE: `chaos-${i}`, BENCH_CONCURRENCY: '16',
      BENCH_LEASE_MS: String(LEASE_MS), BENCH_POLL_MS: '2000', BENCH_RETRY_BASE_MS: '2000', BENCH_DEADLINE_MS: String(30 * 60_000),
      // The stand-in answers posts at once: an earlier attempt's post has landed once the lease is out.
      BENCH_POST_SETTLE_MS: String(LEASE_MS),
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const slot = { child, killedByUs: false };
  slots[i] = slot;
  child.once('exit', () => {
    if (stopping || slot.killedByUs) return;
    deaths++;
    if (slots[i] === slot) void startInstance(i);
  });
  return new Promise((resolve) => child.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve()));
}

async function inject(fault: Fault, minuteStart: number): Promise<void> {
  const at = (ms: number) => sleep(Math.max(0, minuteStart + ms - Date.now()));
  if (fault.startsWith('kill-')) {
    await at(Number(fault.slice(5)) * 1000);
    const i = Math.floor(Math.random() * INSTANCES);
    slots[i]!.killedByUs = true;
    slots[i]!.child.kill('SIGKILL');
    await sleep(1_000);
    return startInstance(i);
  }
  await at(0);
  if (fault === 'slack-500') standin.state.outage = { status: 500, until: Date.now() + WINDOW_MS };
  if (fault === 'slack-429') standin.state.outage = { status: 429, retryAfterSeconds: 5, until: Date.now() + WINDOW_MS, methods: ['chat.postMessage'] };
  if (fault === 'api-503') sandbox.ctx.faults.inject({ path: '/report/', status: 503, retryAfterSeconds: 3, times: 1_000_000 });
  if (fault === 'db-refuse') {
    proxy.mode = 'refuse';
    proxy.cut();
  }
  await sleep(WINDOW_MS);
  sandbox.ctx.faults.clear();
  proxy.mode = 'pass';
}

interface RunRow {
  subscription_id: string;
  scheduled_for: Date;
  status: string;
  finished_at: Date | null;
  delayed: boolean;
}

try {
  const firstMinute = Math.floor(Date.now() / 60_000) * 60_000 + (SMOKE ? 0 : 60_000);
  for (let i = 0; i < N; i++) {
    await store.subscriptions.create(
      { teamId: TEAM, channelId: `C${String(i).padStart(8, '0')}`, ownerUserId: 'U0BENCH01', report: 'daily_revenue', cron: '* * * * *', timezone: 'UTC' },
      new Date(firstMinute),
      new Date(),
    );
  }
  const mains = new Map<string, number>();
  let threads = 0;
  const stopCount = standin.state.onRecord((e) => {
    if (e.kind !== 'call' || e.item.method !== 'chat.postMessage' || !e.item.ok || String(e.item.args.channel).startsWith('D')) return;
    if (e.item.args.thread_ts) threads++;
    else mains.set(String(e.item.args.channel), (mains.get(String(e.item.args.channel)) ?? 0) + 1);
  });
  await Promise.all(Array.from({ length: INSTANCES }, (_, i) => startInstance(i)));
  console.log(`${N} subscriptions due every minute from ${new Date(firstMinute).toISOString()}; ${INSTANCES} instances, ${ROUNDS} round(s)`);

  const faults: Fault[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const minute = firstMinute + r * 60_000;
    const fault = SMOKE ? 'slack-500' : FAULTS[Math.floor(Math.random() * FAULTS.length)]!;
    faults.push(fault);
    await inject(fault, minute);
    // A smoke run has one minute, already under way: no need to wait for its end.
    if (!SMOKE) await sleep(Math.max(0, minute + 60_000 - Date.now() - 500));
  }
  // No more minutes: pause every subscription, then let retries and take-overs finish.
  const lastMinute = firstMinute + (ROUNDS - 1) * 60_000;
  await store.subscriptions.list({ teamId: TEAM }).then((subs) => Promise.all(subs.map((s) => store.subscriptions.update(s.id, { paused: true, nextRunAt: null }, new Date()))));
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const runs = async () => (await client.query<RunRow>(`SELECT subscription_id, scheduled_for, status, finished_at, delayed FROM ${SCHEMA}.subscription_runs`)).rows;
  const settleBy = Date.now() + (SMOKE ? 60_000 : 5 * 60_000);
  while (Date.now() < settleBy && (await runs()).some((r) => r.status === 'running')) await sleep(1_000);
  stopCount();
  stopping = true;
  // A smoke run's one minute is the one under way at start; on a loaded machine the instances may
  // start after it ended, and a subscription's first run is then the next minute's (the missed-run
  // policy posts the latest occurrence): a smoke run counts every run it made.
  const all = (await runs()).filter((r) => SMOKE || r.scheduled_for.getTime() <= lastMinute);
  await client.end();

  const due = SMOKE ? Math.max(N, all.length) : N * (Math.floor((lastMinute - firstMinute) / 60_000) + 1);
  const ok = all.filter((r) => r.status === 'ok');
  const mainPosts = [...mains.values()].reduce((a, b) => a + b, 0);
  const duplicated = Math.max(0, mainPosts - ok.length) + Math.max(0, threads - ok.length);
  const lateness = ok.map((r) => r.finished_at!.getTime() - r.scheduled_for.getTime());
  console.log('\nchaos benchmark');
  console.log(`  faults, one per minute          : ${faults.join(', ')} (windows ${WINDOW_MS / 1000} s)`);
  console.log(`  digests due / delivered         : ${due} / ${ok.length} (lost ${due - ok.length}, target 0)`);
  console.log(`  duplicated posts                : ${duplicated} (main ${mainPosts}, thread ${threads}; target 0)`);
  console.log(`  late (marked delayed)           : ${ok.filter((r) => r.delayed).length}`);
  console.log(`  max lateness                    : ${(Math.max(0, ...lateness) / 1000).toFixed(1)} s (target ≤ window + 60 s)`);
  console.log(`  process deaths                  : ${deaths} (target 0; instances we killed are not counted)`);
  if (SMOKE && ok.length < due) {
    const statuses = all.map((r) => `${r.status}@${r.scheduled_for.toISOString().slice(11, 16)}`).join(', ');
    console.error(`smoke run incomplete: ${ok.length} of ${due} digests delivered (runs: ${statuses || 'none'})`);
    process.exitCode = 1;
  }
} finally {
  stopping = true;
  for (const s of slots) if (s && s.child.exitCode === null) s.child.kill('SIGKILL');
  await store.close();
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
  await client.end();
  await proxy.close();
  await standin.close();
  await sandbox.close();
}
