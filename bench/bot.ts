// Bot benchmark (figures in docs/benchmarks.md and the README's "Benchmarks"): signed
// `/adops revenue yesterday` commands at a fixed rate, open loop (default 200/s for 10 s), into
//   1. a bare Bolt app whose listener only acks (the floor: Bolt's HTTPReceiver, nothing else);
//   2. a web process and a worker process on one PostgreSQL (`npm start -- --role web|worker`);
//      targets: no ack over 3 s, ack p99 ≤ 250 ms, every answer delivered; answer p50 / p99;
//   3. one process of role `all` (the small deployment), at a short ramp of rates: the first rate
//      at which it misses one of the same targets.
// Every bot process runs `npm start`'s command (TypeScript through tsx). Ack latency: request
// sent → HTTP 200 (bench/load-worker.ts, a process of its own); answer latency: request sent → the
// answer posted at its response_url (the Slack stand-in, in this process). The sandbox and the
// stand-in stand in for services on other machines; they run here at nice `--harness-nice`
// (default 10, set once every process measured has started at normal priority) so that those get
// the cores first. Loopback only; every phase bounded.
//
//   npx tsx bench/bot.ts [--rate 200] [--seconds 10] [--ramp 50,100,200,400] [--harness-nice 10] [--smoke]
// The store: PostgreSQL (the local server's adops_bench database, and adops_bench_all for the
// `all` process; --smoke: TEST_DATABASE_URL's server), else the embedded PGlite, and then the
// web + worker phase is skipped (it needs a shared database).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { LoadJob, LoadResult } from './load-worker.js';
import { startSandbox } from '../src/sandbox/server.js';
import { startSlackStandin, type SlackStandin } from '../src/slack-standin/server.js';
import { freePort } from '../src/local/ports.js';
import { benchDatabase, type BenchDatabase } from './bot-setup.js';
import { npmStartArgs } from '../test/support/npm-start.js';
import { announceSmoke } from './smoke.js';
import { ANY_NODE_OPTION, announceRuntime } from './runtime.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({
  options: {
    rate: { type: 'string' },
    seconds: { type: 'string' },
    ramp: { type: 'string' },
    'harness-nice': { type: 'string', default: '10' },
    smoke: { type: 'boolean', default: false },
    ...ANY_NODE_OPTION,
  },
});
announceRuntime(args['any-node'], 'bot');
/** Defaults of the options above; how long a child may take to start; how long answers may take after a phase. */
const SIZES = args.smoke
  ? { rate: '20', seconds: '1', ramp: '10,20', readySeconds: 90, drainSeconds: 60 }
  : { rate: '200', seconds: '10', ramp: '50,100,200,400', readySeconds: 60, drainSeconds: 120 };
const RATE = Number(args.rate ?? SIZES.rate);
const SECONDS = Number(args.seconds ?? SIZES.seconds);
const RAMP = (args.ramp ?? SIZES.ramp).split(',').map(Number);
const HARNESS_NICE = Number(args['harness-nice']);
const TEXT = 'revenue yesterday';
const MAX_IN_FLIGHT = 2_000;
const BOT_TOKEN = 'xoxb-bench-token';
const SECRET = 'bench-signing-secret-0123456789';
const USER = 'U0BENCH01';
/** The targets of a web + worker deployment at 200 commands/s. */
const TARGETS = { slowAckMs: 3_000, ackP99Ms: 250 };

function pct(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const load1 = () => loadavg()[0]!.toFixed(1);

interface Child {
  name: string;
  proc: ChildProcess;
  port: number;
  readyMs: number;
}

/** Every child started, killed when this process exits: a failed run leaves no bot behind. */
const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const proc of children) if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
});

function spawnChild(argv: string[], options: Parameters<typeof spawn>[2]): ChildProcess {
  const proc = spawn(process.execPath, argv, options);
  children.add(proc);
  return proc;
}

/** Starts a child and waits for its GET /healthz 200 on PORT. */
async function startChild(name: string, argv: string[], env: Record<string, string>): Promise<Child> {
  const port = await freePort();
  const started = performance.now();
  const proc = spawnChild(argv, { cwd: ROOT, env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  proc.stdout!.resume();
  let stderr = '';
  proc.stderr!.on('data', (c: Buffer) => (stderr = (stderr + c.toString()).slice(-2_000)));
  const deadline = started + SIZES.readySeconds * 1000;
  while (performance.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`${name} exited (${proc.exitCode}): ${stderr}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.status === 200) return { name, proc, port, readyMs: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  proc.kill('SIGTERM');
  throw new Error(`${name} not ready in ${SIZES.readySeconds} s: ${stderr}`);
}

function stop(child: Child): Promise<void> {
  return new Promise((resolve) => {
    if (child.proc.exitCode !== null) return resolve();
    child.proc.once('exit', () => resolve());
    child.proc.kill('SIGTERM');
    setTimeout(() => child.proc.kill('SIGKILL'), 10_000).unref();
  });
}

function rssMb(child: Child): string {
  const line = readFileSync(`/proc/${child.proc.pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))!;
  return `${child.name} ${(Number(/(\d+)/.exec(line)![1]) / 1024).toFixed(1)} MB`;
}

/** When each response_url first got an answer (a slow answer's "working on it" note does not count), epoch ms. */
function answerClock(standin: SlackStandin): Map<string, number> {
  const answered = new Map<string, number>();
  standin.state.onRecord((entry) => {
    if (entry.kind !== 'response') return;
    const post = entry.item;
    const note = (post.body.blocks ?? []).some((b) => (b as { block_id?: string }).block_id === 'adops_progress');
    if (!note && !answered.has(post.urlId)) answered.set(post.urlId, performance.timeOrigin + performance.now());
  });
  return answered;
}

/** The load generator (bench/load-worker.ts): its own process, started once, one job at a time. */
function startLoadWorker(): ChildProcess {
  return spawnChild(['--import', 'tsx', 'bench/load-worker.ts'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

interface Phase {
  acks: number[];
  /** Requests not acked with 200 (refused, failed, skipped) plus acks over 3 s. */
  slowOrMissing: number;
  answers: number[];
  sent: number;
}

/** RATE per second for SECONDS into `origin`; then waits (bounded) for the answers. */
async function phase(worker: ChildProcess, origin: string, standin: SlackStandin, answered: Map<string, number>, rate: number, answers: boolean): Promise<Phase> {
  const urls = Array.from({ length: rate * SECONDS }, () => standin.newResponseUrl());
  const job: LoadJob = { origin, secret: SECRET, rate, seconds: SECONDS, text: TEXT, teamId: standin.teamId, userId: USER, responseUrls: urls.map((u) => u.url), maxInFlight: MAX_IN_FLIGHT };
  const result = await new Promise<LoadResult>((resolve, reject) => {
    worker.once('message', (m: LoadResult | { error: string }) => ('error' in m ? reject(new Error(m.error)) : resolve(m)));
    worker.send(job);
  });
  const slowOrMissing = result.errors + result.skipped + result.lat.filter((l) => l > TARGETS.slowAckMs).length;
  if (!answers) return { acks: result.lat, slowOrMissing, answers: [], sent: urls.length };
  const deadline = Date.now() + SIZES.drainSeconds * 1000;
  while (Date.now() < deadline && urls.some((u) => !answered.has(u.id))) await new Promise((r) => setTimeout(r, 100));
  const times = urls.flatMap((u, i) => (answered.has(u.id) && result.sentAt[i] !== null ? [answered.get(u.id)! - result.sentAt[i]!] : []));
  return { acks: result.lat, slowOrMissing, answers: times.sort((a, b) => a - b), sent: urls.length };
}

/** The three targets, each "met" or "missed". */
function verdicts(p: Phase): { line: string; met: boolean } {
  const checks = [
    [`acks over 3 s or missing ${p.slowOrMissing} (target 0)`, p.slowOrMissing === 0],
    [`ack p99 ${ms(pct(p.acks, 99))} (target ≤ ${TARGETS.ackP99Ms} ms)`, pct(p.acks, 99) <= TARGETS.ackP99Ms],
    [`answers delivered ${p.answers.length}/${p.sent} (target all)`, p.answers.length === p.sent],
  ] as const;
  return { line: checks.map(([what, ok]) => `${what}: ${ok ? 'met' : 'missed'}`).join(' · '), met: checks.every(([, ok]) => ok) };
}

function describePhase(name: string, rate: number, p: Phase): string {
  const answers = p.answers.length ? ` · answer p50 ${ms(pct(p.answers, 50))} p99 ${ms(pct(p.answers, 99))}` : '';
  return `  ${name.padEnd(22)} ${String(rate).padStart(4)}/s: ack p50 ${ms(pct(p.acks, 50))} p99 ${ms(pct(p.acks, 99))} max ${ms(p.acks.at(-1) ?? NaN)}${answers} · load ${load1()}`;
}

async function main(): Promise<void> {
  const database = await benchDatabase(args.smoke);
  // The `all` process has a database of its own: on the same one, the worker would answer its requests.
  const allDatabase = database.url ? await benchDatabase(args.smoke, '_all') : database;
  try {
    await measure(database, allDatabase);
  } finally {
    await database.drop();
    if (allDatabase !== database) await allDatabase.drop();
  }
}

async function measure(database: BenchDatabase, allDatabase: BenchDatabase): Promise<void> {
  const sandbox = await startSandbox({});
  const standin = await startSlackStandin({ botToken: BOT_TOKEN, users: [{ id: USER, name: 'bench', tz: 'Europe/Paris' }] });
  const answered = answerClock(standin);
  const scratch = mkdtempSync(join(tmpdir(), 'adops-bench-'));
  const base = {
    SLACK_BOT_TOKEN: BOT_TOKEN, SLACK_SIGNING_SECRET: SECRET, SLACK_API_URL: standin.apiUrl, ADOPS_API_URL: sandbox.url, ADOPS_API_KEY: 'sbx_full', LOG_LEVEL: 'warn', HOST: '127.0.0.1',
    // made by the first start: an existing empty DATA_DIR is refused
    DATA_DIR: join(scratch, 'data'),
  };
  const shared = database.url ? { ...base, DATABASE_URL: database.url } : undefined;
  if (args.smoke) announceSmoke(`${RATE} req/s for ${SECONDS} s, ramp ${RAMP.join('/')}`);
  console.log(`bench: /adops ${TEXT} at ${RATE}/s for ${SECONDS} s; node ${process.version}; store ${database.label}; load average ${load1()}`);
  // Every process measured starts first, at normal priority; then the harness gives way to them.
  const loadWorker = startLoadWorker();
  const bare = await startChild('bare Bolt', ['--import', 'tsx', 'bench/bare-bolt.ts'], base);
  const web = shared && (await startChild('web', [...npmStartArgs(), '--role', 'web'], { ...shared, INSTANCE_ID: 'bench-web' }));
  const worker = shared && (await startChild('worker', [...npmStartArgs(), '--role', 'worker'], { ...shared, INSTANCE_ID: 'bench-worker' }));
  const all = await startChild('all', npmStartArgs(), { ...base, ...(allDatabase.url ? { DATABASE_URL: allDatabase.url } : {}), INSTANCE_ID: 'bench-all' });
  for (const child of [web, worker, all]) if (child) console.log(`ready (GET /healthz 200): ${child.name} ${ms(child.readyMs)}; idle RSS ${rssMb(child)}`);
  for (const tid of readdirSync('/proc/self/task').map(Number)) setPriority(tid, HARNESS_NICE);
  const bareRun = await phase(loadWorker, `http://127.0.0.1:${bare.port}`, standin, answered, RATE, false);
  console.log(`\nack and answer latency (request sent → HTTP 200; → answer posted at response_url):`);
  console.log(describePhase('bare Bolt (ack only)', RATE, bareRun));

  if (web && worker) {
    const split = await phase(loadWorker, `http://127.0.0.1:${web.port}`, standin, answered, RATE, true);
    console.log(describePhase('web ×1 + worker ×1', RATE, split));
    console.log(`  => web ×1 + worker ×1 at ${RATE}/s: ${verdicts(split).line}`);
    console.log(`  RSS after load: ${rssMb(web)} · ${rssMb(worker)} · ${rssMb(bare)}`);
    await Promise.all([stop(web), stop(worker)]);
  } else {
    console.log('web ×1 + worker ×1: skipped, no PostgreSQL (web and worker processes share one; the embedded store serves one process)');
  }

  let firstMiss: number | undefined;
  for (const rate of RAMP) {
    const run = await phase(loadWorker, `http://127.0.0.1:${all.port}`, standin, answered, rate, true);
    const verdict = verdicts(run);
    console.log(describePhase('all ×1', rate, run));
    console.log(`    ${verdict.line}`);
    if (!verdict.met) {
      firstMiss = rate;
      break;
    }
  }
  console.log(`  => all ×1: ${firstMiss === undefined ? `met every target up to ${RAMP.at(-1)}/s` : `first missed a target at ${firstMiss}/s`}; RSS after load ${rssMb(all)}; load average ${load1()}`);

  loadWorker.disconnect();
  await Promise.all([stop(all), stop(bare)]);
  await standin.close();
  await sandbox.close();
  rmSync(scratch, { recursive: true, force: true });
}

main().catch((err: unknown) => {
  console.error(`bench failed: ${(err as Error).message}`);
  process.exit(1);
});
