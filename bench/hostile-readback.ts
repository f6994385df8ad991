// Hostile scenario (issue 24, item 9): exactly-once digests with Slack's 2026 read-back limits on,
// after a kill. N daily digests due at one minute in N channels of one workspace; one bot instance
// (bench/scheduler-instance.ts, its own process) starts them and is killed with SIGKILL 0.1 s in,
// or the moment Slack takes its first main post (before its answer can be recorded: the case that
// needs a read-back); a second instance takes the runs over when their leases expire. The Slack
// stand-in enforces one post per second per channel and the read-back limits (conversations.history
// and conversations.replies: one call per window per workspace, 15 messages a call, 429 with
// Retry-After beyond). Figures: posts per digest, duplicates, lost, read-back calls and 429s, the
// most messages one read returned, seconds until every digest was out.
// Needs PostgreSQL (two processes share it). A scenario of `npm run bench -- hostile`
// (bench/hostile.ts), which sets its sizes.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startSandbox } from '../src/sandbox/server.js';
import { startSlackStandin, type SlackStandin } from '../src/slack-standin/server.js';
import { openStore } from '../src/store/index.js';

const INSTANCE = fileURLToPath(new URL('./scheduler-instance.ts', import.meta.url));
const TOKEN = 'xoxb-bench-readback';
const TEAM = 'TBENCH';

export interface ReadbackOptions {
  databaseUrl: string;
  digests: number;
  /** The read-back window (Slack: 60 s). */
  windowMs: number;
  /** Run lease of the instances: how soon the survivor takes the victim's runs over. */
  leaseMs: number;
  /** SIGKILL this many ms after the victim is ready, or the moment Slack takes its first main post. */
  killAt: number | 'first-post';
  /** Gives up waiting for the survivor after this long. */
  settleMs: number;
}

export interface ReadbackResult {
  digests: number;
  /** Digests whose main post and thread reply are each out once. */
  exactlyOnce: number;
  duplicated: number;
  lost: number;
  history: { ok: number; refused: number };
  replies: { ok: number; refused: number };
  /** The most messages one read-back call returned (the limit: 15). */
  maxMessagesPerRead: number;
  /** From the kill until every digest was out (or settleMs). */
  secondsToAll: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Main posts and thread replies per channel of the scenario. */
function posts(standin: SlackStandin, prefix: string): Map<string, { main: number; thread: number }> {
  const out = new Map<string, { main: number; thread: number }>();
  for (const c of standin.state.calls) {
    if (!c.ok || c.method !== 'chat.postMessage' || !String(c.args.channel).startsWith(prefix)) continue;
    const d = out.get(String(c.args.channel)) ?? { main: 0, thread: 0 };
    if (c.args.thread_ts) d.thread++;
    else d.main++;
    out.set(String(c.args.channel), d);
  }
  return out;
}

function readsOf(standin: SlackStandin, method: string, since: number) {
  const calls = standin.state.calls.slice(since).filter((c) => c.method === method);
  return { ok: calls.filter((c) => c.ok).length, refused: calls.filter((c) => c.error === 'ratelimited').length, calls };
}

export async function readbackScenario(o: ReadbackOptions): Promise<ReadbackResult> {
  const schema = `bench_readback_${process.pid}_${Date.now() % 100_000}`;
  const prefix = `C0RB${typeof o.killAt === 'number' ? 'T' : 'P'}`;
  const sandbox = await startSandbox({});
  const standin = await startSlackStandin({ botToken: TOKEN, teamId: TEAM, channelPostIntervalMs: 1_000, readBackLimits: { windowMs: o.windowMs, maxMessages: 15 } });
  const store = await openStore({ databaseUrl: o.databaseUrl, schema, poolSize: 2 });
  const children: ChildProcess[] = [];
  const start = (name: string) => {
    const child = spawn(process.execPath, ['--import', 'tsx', INSTANCE], {
      env: {
        ...process.env, BENCH_DATABASE_URL: o.databaseUrl, BENCH_SCHEMA: schema, BENCH_API_URL: sandbox.url, BENCH_SLACK_API_URL: standin.apiUrl,
        BENCH_BOT_TOKEN: TOKEN, BENCH_INSTANCE: name, BENCH_CONCURRENCY: '16', BENCH_LEASE_MS: String(o.leaseMs), BENCH_POLL_MS: '1000', BENCH_RETRY_BASE_MS: '1000',
        // This stand-in answers posts at once: an earlier attempt's post has landed once the lease is out (bench/hostile-late.ts plays the late Slack).
        BENCH_POST_SETTLE_MS: String(o.leaseMs),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    children.push(child);
    return new Promise<ChildProcess>((resolve) => child.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve(child)));
  };
  try {
    const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    for (let i = 0; i < o.digests; i++) {
      const input = { teamId: TEAM, channelId: `${prefix}${String(i).padStart(4, '0')}`, ownerUserId: 'U0OWNER01', report: 'daily_revenue' as const, cron: `${minute.getUTCMinutes()} ${minute.getUTCHours()} * * *`, timezone: 'UTC' };
      await store.subscriptions.create(input, minute, new Date());
    }
    const before = standin.state.calls.length;
    // Slow answers keep the runs in flight when the kill comes.
    sandbox.ctx.faults.inject({ path: '/report/breakdown', delayMs: 300, times: 100_000 });
    const target: { victim?: ChildProcess } = {};
    const off =
      o.killAt === 'first-post'
        ? standin.state.onRecord((e) => {
            if (e.kind === 'call' && e.item.ok && e.item.method === 'chat.postMessage' && String(e.item.args.channel).startsWith(prefix) && !e.item.args.thread_ts) target.victim?.kill('SIGKILL');
          })
        : undefined;
    const victim = (target.victim = await start('victim'));
    if (typeof o.killAt === 'number') {
      await sleep(o.killAt);
      victim.kill('SIGKILL');
    }
    while (victim.exitCode === null && victim.signalCode === null) await sleep(20);
    off?.();
    sandbox.ctx.faults.clear();
    const killedAt = Date.now();
    await start('survivor');
    const done = () => [...posts(standin, prefix).values()].filter((d) => d.main >= 1 && d.thread >= 1).length >= o.digests;
    while (!done() && Date.now() - killedAt < o.settleMs) await sleep(250);
    const secondsToAll = (Date.now() - killedAt) / 1000;
    // A little longer: a duplicate would show now.
    await sleep(2_000);
    const per = [...posts(standin, prefix).values()];
    const history = readsOf(standin, 'conversations.history', before);
    const replies = readsOf(standin, 'conversations.replies', before);
    const counts = [...history.calls, ...replies.calls].map((c) => (c.result?.messages as unknown[] | undefined)?.length ?? 0);
    return {
      digests: o.digests,
      exactlyOnce: per.filter((d) => d.main === 1 && d.thread === 1).length,
      duplicated: per.reduce((n, d) => n + Math.max(0, d.main - 1) + Math.max(0, d.thread - 1), 0),
      lost: o.digests - per.filter((d) => d.main >= 1 && d.thread >= 1).length,
      history: { ok: history.ok, refused: history.refused },
      replies: { ok: replies.ok, refused: replies.refused },
      maxMessagesPerRead: Math.max(0, ...counts),
      secondsToAll,
    };
  } finally {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await store.close();
    const client = new pg.Client({ connectionString: o.databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
    await standin.close();
    await sandbox.close();
  }
}
