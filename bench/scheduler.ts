// Scheduler benchmark (figures go to notes/durable.md): N subscriptions in N channels due at the
// same minute, three bot instances (separate processes, each with its own PostgreSQL pool and
// scheduler) on one PostgreSQL, the Slack stand-in enforcing one message per second per channel.
// Measures: time from the scheduled minute until every digest is posted, API calls made vs
// distinct queries, duplicate posts, and peak RSS per instance. Loopback only; bounded in time.
//
//   npx tsx bench/scheduler.ts [--subscriptions 2000] [--instances 3] [--concurrency 100]
//   (DATABASE_URL or TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startSandbox } from '../src/sandbox/server.js';
import { startSlackStandin } from '../src/slack-standin/server.js';
import { openStore } from '../src/store/index.js';

const { values: args } = parseArgs({
  options: { subscriptions: { type: 'string', default: '2000' }, instances: { type: 'string', default: '3' }, concurrency: { type: 'string', default: '100' } },
});
const N = Number(args.subscriptions);
const INSTANCES = Number(args.instances);
const CONCURRENCY = Number(args.concurrency);
const DATABASE_URL = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = `bench_sched_${process.pid}`;
const TOKEN = 'xoxb-bench-scheduler';
const TEAM = 'TBENCH';
const DEADLINE_MS = 180_000;

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
  // Due at the start of a minute far enough ahead for the instances to start.
  const due = new Date(Math.ceil((Date.now() + 25_000) / 60_000) * 60_000);
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
  sandbox.ctx.faults.clear();

  // Wait for every digest: two posts per channel (the summary and its thread).
  const posts = new Map<string, number>();
  let lastPostAt = 0;
  const stop = standin.state.onRecord((e) => {
    if (e.kind !== 'call' || e.item.method !== 'chat.postMessage' || !e.item.ok) return;
    const ch = String(e.item.args.channel);
    posts.set(ch, (posts.get(ch) ?? 0) + 1);
    lastPostAt = Date.now();
  });
  const digestsDone = () => [...posts.values()].filter((n) => n >= 2).length;
  while (digestsDone() < N && Date.now() < due.getTime() + DEADLINE_MS) await new Promise((r) => setTimeout(r, 250));
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
} finally {
  await cleanup();
}
