// Scheduler benchmark (figures go to notes/durable.md): N subscriptions in N channels due at the
// same minute, three bot instances (separate processes, each with its own PostgreSQL pool and
// scheduler) on one PostgreSQL, the Slack stand-in enforcing one message per second per channel.
// Measures: time from the scheduled minute until every digest is posted, API calls made vs
// distinct queries, duplicate posts, and peak RSS per instance. Loopback only; bounded in time.
//
//   npx tsx bench/scheduler.ts [--subscriptions 2000] [--instances 3] [--concurrency 100]
//   (DATABASE_URL or TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
//   npx tsx bench/scheduler.ts --smoke   # 6 digests, 2 instances, due at once: seconds
// A smoke run needs TEST_DATABASE_URL, the tests' server (the instances are separate processes
// sharing one database, which embedded PGlite cannot be); without it, it says so and skips.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startSandbox } from '../src/sandbox/server.js';
import { startSlackStandin } from '../src/slack-standin/server.js';
import { openStore } from '../src/store/index.js';
import { announceSmoke, SMOKE_SKIPPED } from './smoke.js';

const { values: args } = parseArgs({
  options: { subscriptions: { type: 'string' }, instances: { type: 'string' }, concurrency: { type: 'string' }, smoke: { type: 'boolean', default: false } },
});
/**
 * Defaults of the options above, and how long to wait for the digests after the scheduled minute
 * (a smoke run: after the instances are ready, as its minute may be gone by then).
 */
const SIZES = args.smoke
  ? { subscriptions: '6', instances: '2', concurrency: '4', deadlineMs: 60_000 }
  : { subscriptions: '2000', instances: '3', concurrency: '100', deadlineMs: 180_000 };
const N = Number(args.subscriptions ?? SIZES.subscriptions);
const INSTANCES = Number(args.instances ?? SIZES.instances);
const CONCURRENCY = Number(args.concurrency ?? SIZES.concurrency);
const DATABASE_URL = args.smoke
  ? process.env.TEST_DATABASE_URL?.trim()
  : process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = `bench_sched_${process.pid}`;
const TOKEN = 'xoxb-bench-scheduler';
const TEAM = 'TBENCH';
const DEADLINE_MS = SIZES.deadlineMs;

if (!DATABASE_URL) {
  console.log(`${SMOKE_SKIPPED} the scheduler bench needs PostgreSQL; set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)`);
  process.exit(0);
}
if (args.smoke) announceSmoke(`${N} digests, ${INSTANCES} instances, due at once`);

const sandbox = await startSandbox({});
const standin = await startSlackStandin({ botToken: TOKEN, channelPostIntervalMs: 1_000 });
const store = await openStore({ databaseUrl: DATABASE_URL, schema: SCHEMA, poolSize: 4 });
const children: ChildProcess[] = [];

async function cleanup(): Promise<void> {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await store.close();
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
  await client.end();
  await standin.close();
  await sandbox.close();
}

try {
  // Due at the start of a minute far enough ahead for the instances to start. A smoke run does
  // not wait for it: due this minute, the digests are run by the tick each instance makes as it starts.
  const due = args.smoke ? new Date(Math.floor(Date.now() / 60_000) * 60_000) : new Date(Math.ceil((Date.now() + 25_000) / 60_000) * 60_000);
  const cron = `${due.getUTCMinutes()} ${due.getUTCHours()} * * *`;
  const created = new Date();
  for (let i = 0; i < N; i += 200) {
    await Promise.all(
      Array.from({ length: Math.min(200, N - i) }, (_, k) =>
        store.subscriptions.create(
          { teamId: TEAM, channelId: `C${String(i + k).padStart(8, '0')}`, ownerUserId: 'U0BENCH01', report: 'daily_revenue', cron, timezone: 'UTC' },
          due,
          created,
        ),
      ),
    );
  }
  console.log(`${N} subscriptions due at ${due.toISOString()}; starting ${INSTANCES} instances (concurrency ${CONCURRENCY} each)…`);

  // Posts and API calls counted from here, before the instances start: a smoke run's digests run as they do.
  sandbox.ctx.faults.clear();
  const posts = new Map<string, number>();
  let lastPostAt = 0;
  const stop = standin.state.onRecord((e) => {
    if (e.kind !== 'call' || e.item.method !== 'chat.postMessage' || !e.item.ok) return;
    const ch = String(e.item.args.channel);
    posts.set(ch, (posts.get(ch) ?? 0) + 1);
    lastPostAt = Date.now();
  });
  const digestsDone = () => [...posts.values()].filter((n) => n >= 2).length;

  const outputs: string[] = [];
  await Promise.all(
    Array.from({ length: INSTANCES }, (_, i) => {
      const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./scheduler-instance.ts', import.meta.url))], {
        env: {
          ...process.env, BENCH_DATABASE_URL: DATABASE_URL, BENCH_SCHEMA: SCHEMA, BENCH_API_URL: sandbox.url, BENCH_SLACK_API_URL: standin.apiUrl,
          BENCH_BOT_TOKEN: TOKEN, BENCH_INSTANCE: `bench-${i}`, BENCH_CONCURRENCY: String(CONCURRENCY),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      children.push(child);
      return new Promise<void>((resolve, reject) => {
        child.stdout!.on('data', (d: Buffer) => {
          const text = d.toString();
          if (text.includes('ready')) resolve();
          outputs.push(...text.split('\n').filter((l) => l.startsWith('{')));
        });
        child.once('exit', (code) => reject(new Error(`instance ${i} exited (${code}) before it was ready`)));
      });
    }),
  );

  // Wait for every digest: two posts per channel (the summary and its thread).
  const deadline = (args.smoke ? Date.now() : due.getTime()) + DEADLINE_MS;
  while (digestsDone() < N && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
  stop();
  const elapsedS = (lastPostAt - due.getTime()) / 1000;
  const parentCpuS = (process.cpuUsage().user + process.cpuUsage().system) / 1e6;

  for (const c of children) c.kill('SIGTERM');
  await Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r(undefined) : c.once('exit', r)))));
  const perInstance = outputs.map((l) => JSON.parse(l) as { instance: string; peakRssMb: number; rssAtReadyMb: number; cpuS: number; ran: number });

  const apiCalls = sandbox.ctx.faults.count('/report/');
  // Every distinct (account, operation, parameters, minute) query claimed one shared cache row.
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const distinct = Number((await client.query(`SELECT count(*) AS n FROM ${SCHEMA}.query_cache`)).rows[0].n);
  await client.end();
  const duplicates = [...posts.values()].reduce((n, v) => n + Math.max(0, v - 2), 0);
  const rateLimited = standin.state.calls.filter((c) => c.error === 'ratelimited').length;
  console.log('\nscheduler benchmark');
  console.log(`  subscriptions due at one minute : ${N} in ${N} channels, ${INSTANCES} instances, concurrency ${CONCURRENCY}`);
  console.log(`  digests posted                  : ${digestsDone()} / ${N}`);
  console.log(`  time until all posted           : ${elapsedS.toFixed(1)} s after the scheduled minute (target ≤ 30 s)`);
  console.log(`  API calls made / distinct queries: ${apiCalls} / ${distinct} (target equal)`);
  console.log(`  duplicate posts                 : ${duplicates} (target 0)`);
  console.log(`  429s from the stand-in          : ${rateLimited}`);
  console.log(`  sandbox + stand-in process CPU  : ${parentCpuS.toFixed(1)} s`);
  for (const p of perInstance) console.log(`  ${p.instance}: ran ${p.ran} digests, peak RSS ${p.peakRssMb} MB (target ≤ 250 MB; ${p.rssAtReadyMb} MB when ready), CPU after start ${p.cpuS} s`);
  // A smoke run whose digests were not all posted did not run the bench through: say so in the exit code.
  if (args.smoke && digestsDone() < N) {
    console.error(`smoke run incomplete: ${digestsDone()} of ${N} digests posted within ${DEADLINE_MS / 1000} s`);
    process.exitCode = 1;
  }
} finally {
  await cleanup();
}
