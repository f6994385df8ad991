// The agent view (issue 38): how soon a person who writes to the app in its Messages tab sees the
// first word — the thread's status ("is looking into it…") or the first streamed text, whichever
// comes first — and how soon the whole answer has streamed, with 30 askers writing at once (the
// load users bring) after one asker alone. Target: the first word ≤ 1 s (p99 of the 30).
// The bot is the real one in local mode: sandbox, Slack stand-in, signed message.im events through
// the same receivers and the inbox as /adops, the embedded store, production's answer times.
// Run: npm run bench -- agent-view [--smoke] [--askers N] [--concurrency N] [--database-url postgres://…]
// (the store: embedded PGlite by default, as local mode runs; PostgreSQL, as production runs, with --database-url)
import { parseArgs } from 'node:util';
import { loadavg } from 'node:os';
import pg from 'pg';
import { loadDurableConfig } from '../src/app/durable-config.js';
import { loadConfig } from '../src/config.js';
import { openStore } from '../src/store/index.js';
import { createLogger } from '../src/logger.js';
import { startLocalStack, type LocalStack } from '../src/local/stack.js';
import type { Recorded } from '../src/slack-standin/state.js';
import { announceSmoke } from './smoke.js';
import { ANY_NODE_OPTION, announceRuntime } from './runtime.js';

const { values: args } = parseArgs({ options: { smoke: { type: 'boolean', default: false }, askers: { type: 'string' }, concurrency: { type: 'string' }, 'database-url': { type: 'string' }, ...ANY_NODE_OPTION } });
announceRuntime(args['any-node'], 'agent-view');
const ASKERS = args.smoke ? 3 : Number(args.askers ?? 30);
const ROUNDS = args.smoke ? 1 : 3;
const TARGET_MS = 1_000;
const QUESTIONS = ['revenue yesterday', 'revenue last 7d by country', 'bidders yesterday', 'revenue last month'];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Timing {
  firstWordMs: number;
  answeredMs: number | undefined;
}

/** Watches the stand-in: when each DM thread first heard from the bot, and when its answer stopped streaming. */
function watch(stack: LocalStack) {
  const first = new Map<string, number>();
  const streams = new Map<string, string>();
  const done = new Map<string, number>();
  const stop = stack.standin.state.onRecord((e: Recorded) => {
    if (e.kind !== 'call' || !e.item.ok) return;
    const { method, args: a, result } = e.item;
    const thread = method === 'assistant.threads.setStatus' ? `${String(a.channel_id)}/${String(a.thread_ts)}` : method === 'chat.startStream' ? `${String(a.channel)}/${String(a.thread_ts)}` : undefined;
    if (thread && !first.has(thread)) first.set(thread, performance.now());
    if (method === 'chat.startStream') streams.set(`${String(a.channel)}/${String(result?.ts)}`, `${String(a.channel)}/${String(a.thread_ts)}`);
    if (method === 'chat.stopStream') {
      const of = streams.get(`${String(a.channel)}/${String(a.ts)}`);
      if (of && !done.has(of)) done.set(of, performance.now());
    }
  });
  return { first, done, stop };
}

async function round(stack: LocalStack, users: string[]): Promise<Timing[]> {
  const w = watch(stack);
  const asked = await Promise.all(
    users.map(async (userId, i) => {
      const at = performance.now();
      const { ts, channel } = await stack.driver.directMessage(QUESTIONS[i % QUESTIONS.length]!, { userId });
      return { at, key: `${channel}/${ts}` };
    }),
  );
  const until = performance.now() + 60_000;
  while (performance.now() < until && asked.some((a) => !w.done.has(a.key))) await sleep(20);
  w.stop();
  return asked.flatMap((a) => {
    const f = w.first.get(a.key);
    const d = w.done.get(a.key);
    return f === undefined ? [] : [{ firstWordMs: f - a.at, answeredMs: d === undefined ? undefined : d - a.at }];
  });
}

const q = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)] ?? NaN;
};
const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')} ms`;

function report(label: string, timings: Timing[], expected: number): number {
  const firsts = timings.map((t) => t.firstWordMs);
  const answered = timings.flatMap((t) => (t.answeredMs === undefined ? [] : [t.answeredMs]));
  console.log(`${label}`);
  console.log(`  first word (status or first streamed text)  p50 ${ms(q(firsts, 0.5))}  p99 ${ms(q(firsts, 0.99))}  max ${ms(Math.max(...firsts))}  (${firsts.length}/${expected} heard)`);
  console.log(`  whole answer streamed                        p50 ${ms(q(answered, 0.5))}  p99 ${ms(q(answered, 0.99))}  (${answered.length}/${expected} answered)`);
  return firsts.length === expected ? q(firsts, 0.99) : Infinity;
}

if (args.smoke) announceSmoke(`${ASKERS} askers, one round`);
const users = Array.from({ length: ASKERS }, (_, i) => ({ id: `U0AGENT${String(i).padStart(3, '0')}`, name: `asker${i}`, tz: 'Europe/Paris' }));
// Production's defaults; --concurrency N sets ANSWER_CONCURRENCY (default 16), the bound on answers (and first words) in progress.
const config = { ...loadConfig(args.concurrency ? { ANSWER_CONCURRENCY: args.concurrency } : {}), logLevel: 'silent' as const };
const databaseUrl = args['database-url'];
const schema = `bench_agent_view_${process.pid}`;
const store = databaseUrl ? await openStore({ databaseUrl, schema, poolSize: 8 }) : undefined;
const stack = await startLocalStack({
  config,
  logger: createLogger({ level: 'silent' }),
  sandbox: { now: '2026-11-22T09:00:00Z' },
  users,
  ...(store ? { durable: { store, durable: loadDurableConfig({}, config) } } : {}),
});
try {
  console.log(`agent view benchmark: Node ${process.version}, ${ASKERS} askers, ${ROUNDS} round(s) after one warm-up, ANSWER_CONCURRENCY ${stack.deps.config.answerConcurrency}, store ${store ? 'PostgreSQL' : 'embedded PGlite'}`);
  await round(stack, [users[0]!.id]);
  const alone: Timing[] = [];
  for (let i = 0; i < (args.smoke ? 1 : 10); i++) alone.push(...(await round(stack, [users[i % users.length]!.id])));
  report('one asker at a time', alone, alone.length);
  const together: Timing[] = [];
  for (let r = 0; r < ROUNDS; r++) together.push(...(await round(stack, users.map((u) => u.id))));
  const p99 = report(`${ASKERS} askers at once`, together, ASKERS * ROUNDS);
  console.log(`targets: first word ≤ ${ms(TARGET_MS)} (p99, ${ASKERS} at once): ${p99 <= TARGET_MS ? 'met' : 'missed'} (${ms(p99)})`);
  console.log(`load average during the run: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
} finally {
  await stack.close();
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  }
}
