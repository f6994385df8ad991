// Hostile conditions, a Slack that answers late (issue 33 item 8): under load Slack may carry out a
// chat.postMessage and answer it only after the bot's client gave up waiting (10 s), so the
// message lands late. N digests are due at once on two bot instances (in this process, one
// PostgreSQL schema, the real scheduler, outbox and store) while the Slack stand-in answers every
// chat.postMessage — main posts and thread replies — `lateMs` after it arrives, carrying it out
// then. Figures: duplicated posts (target 0), lost digests (target 0), and how long until all were
// out. A scenario of `npm run bench -- hostile` (bench/hostile.ts), which sets its sizes.
import pg from 'pg';
import pino from 'pino';
import { createApiClient } from '../src/api/index.js';
import { createDurable, type Durable } from '../src/app/durable.js';
import { Metrics } from '../src/metrics.js';
import { startSandbox } from '../src/sandbox/server.js';
import { startSlackStandin, type SlackStandin } from '../src/slack-standin/server.js';
import { openStore, type Store } from '../src/store/index.js';
import { SMOKE_SKIPPED } from './smoke.js';

export interface LateSlackOptions {
  databaseUrl: string;
  digests: number;
  /** The background client's timeout (production: 10 s) and when the stand-in answers a post. */
  timeoutMs: number;
  lateMs: number;
  /** How long after an attempt a post may still land (production: POST_SETTLE_MS, 60 s). */
  settleMs?: number;
  /** Give up waiting for the digests after this long. */
  maxMs: number;
}

export interface LateSlackResult {
  digests: number;
  exactlyOnce: number;
  duplicated: number;
  lost: number;
  secondsToAll: number;
  /** Posts that timed out in the bot's client (Slack carried each out later). */
  timedOut: number;
}

const TEAM = 'TLATE';
const TOKEN = 'xoxb-bench-late';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Main posts and thread replies per channel of `prefix`, as Slack carried them out. */
function posts(standin: SlackStandin, prefix: string): Map<string, { main: number; thread: number }> {
  const out = new Map<string, { main: number; thread: number }>();
  for (const c of standin.state.calls) {
    if (c.method !== 'chat.postMessage' || !c.ok || !String(c.args.channel).startsWith(prefix)) continue;
    const d = out.get(String(c.args.channel)) ?? { main: 0, thread: 0 };
    if (c.args.thread_ts) d.thread++;
    else d.main++;
    out.set(String(c.args.channel), d);
  }
  return out;
}

export async function lateSlackScenario(o: LateSlackOptions): Promise<LateSlackResult> {
  const schema = `bench_late_${process.pid}_${Date.now() % 100_000}`;
  const prefix = 'C0LATE';
  const sandbox = await startSandbox({});
  const standin = await startSlackStandin({ botToken: TOKEN, teamId: TEAM, channelPostIntervalMs: 1_000 });
  const stores: Store[] = [];
  const instances: Durable[] = [];
  const api = createApiClient({ baseUrl: sandbox.url, apiKey: 'sbx_full', connections: 32 });
  try {
    for (let i = 0; i < 2; i++) stores.push(await openStore({ databaseUrl: o.databaseUrl, schema, poolSize: 8 }));
    const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    for (let i = 0; i < o.digests; i++) {
      const input = { teamId: TEAM, channelId: `${prefix}${String(i).padStart(4, '0')}`, ownerUserId: 'U0OWNER01', report: 'daily_revenue' as const, cron: `${minute.getUTCMinutes()} ${minute.getUTCHours()} * * *`, timezone: 'UTC' };
      await stores[0]!.subscriptions.create(input, minute, new Date());
    }
    standin.state.lateAnswers = { methods: ['chat.postMessage'], afterMs: o.lateMs };
    for (const [i, store] of stores.entries()) {
      instances.push(
        createDurable({
          config: { slack: { botToken: TOKEN, apiUrl: standin.apiUrl }, chart: { mode: 'slack', quickchartUrl: 'https://quickchart.example' } },
          durable: {
            dataDir: '', instanceId: `late-${i}`, schedulerConcurrency: 16, graceMs: 60 * 60_000, workerIntervalMs: 60_000, channelIntervalMs: 1_000,
            runLeaseMs: Math.max(5_000, o.timeoutMs * 3), runPollMs: 1_000, retryBaseMs: 1_000, slackTimeoutMs: o.timeoutMs,
            ...(o.settleMs === undefined ? {} : { postSettleMs: o.settleMs }),
          },
          store,
          logger: pino({ level: 'silent' }),
          metrics: new Metrics({ process: false }),
          apiFor: () => api,
          now: Date.now,
        }),
      );
    }
    const started = Date.now();
    for (const d of instances) d.start();
    const done = () => [...posts(standin, prefix).values()].filter((d) => d.main >= 1 && d.thread >= 1).length >= o.digests;
    while (!done() && Date.now() - started < o.maxMs) await sleep(250);
    const secondsToAll = (Date.now() - started) / 1000;
    // A little longer than a late answer: a duplicate in flight would land now.
    await sleep(o.lateMs + 2_000);
    const per = [...posts(standin, prefix).values()];
    return {
      digests: o.digests,
      exactlyOnce: per.filter((d) => d.main === 1 && d.thread === 1).length,
      duplicated: per.reduce((n, d) => n + Math.max(0, d.main - 1) + Math.max(0, d.thread - 1), 0),
      lost: o.digests - per.filter((d) => d.main >= 1 && d.thread >= 1).length,
      secondsToAll,
      timedOut: standin.state.calls.filter((c) => c.method === 'chat.postMessage' && String(c.args.channel).startsWith(prefix)).length,
    };
  } finally {
    await Promise.all(instances.map((d) => d.stop().catch(() => undefined)));
    await api.close();
    for (const s of stores) await s.close();
    await standin.close();
    await sandbox.close();
    const client = new pg.Client({ connectionString: o.databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  }
}

/** The scenario as `npm run bench -- hostile` runs it: production's timeout and settle time, 40 digests on two instances (`--smoke`: 4, all shortened). */
export async function lateSlack(o: { smoke: boolean }): Promise<Array<{ label: string; value: number; unit: string; max?: number }>> {
  const databaseUrl = o.smoke ? process.env.TEST_DATABASE_URL?.trim() : process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  if (!databaseUrl) {
    console.log(`${SMOKE_SKIPPED} the late-Slack scenario needs PostgreSQL; set TEST_DATABASE_URL`);
    return [];
  }
  const sizes = o.smoke ? { digests: 3, timeoutMs: 500, lateMs: 800, settleMs: 2_000, maxMs: 90_000 } : { digests: 40, timeoutMs: 10_000, lateMs: 12_000, maxMs: 10 * 60_000 };
  console.log(`  ${sizes.digests} digests due at once on two instances; Slack answers every post after ${sizes.lateMs / 1000} s, the client waits ${sizes.timeoutMs / 1000} s`);
  const r = await lateSlackScenario({ databaseUrl, ...sizes });
  console.log(`  ${r.exactlyOnce} of ${r.digests} exactly once (${r.timedOut} posts, each answered after the timeout); all out ${r.secondsToAll.toFixed(1)} s after they were due`);
  return [
    { label: 'duplicated posts', value: r.duplicated, unit: '', max: 0 },
    { label: 'lost digests', value: r.lost, unit: '', max: 0 },
  ];
}
