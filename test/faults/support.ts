// Shared by the fault suites: a world (sandbox, Slack stand-in), subscriptions due at one minute,
// and what each channel received — counted as main posts and thread replies, so "exactly once"
// means one of each.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createSubscription } from '../../src/scheduler/subscriptions.js';
import { planRun } from '../../src/scheduler/plan.js';
import type { ClaimedRun, RunLease, Store, Subscription, SubscriptionInput } from '../../src/store/index.js';
import type { World } from '../jobs/world.js';
import { BOT_TOKEN, TEAM } from '../jobs/world.js';
import { TEST_DATABASE_URL } from '../store/backends.js';

/** 09:00 in Paris on Monday 23 November 2026: the minute the fault suites' digests are due. */
export const DUE = Date.parse('2026-11-23T08:00:00Z');

export async function subscribeMany(_world: World, store: Store, prefix: string, n: number, over: Partial<SubscriptionInput> = {}): Promise<Subscription[]> {
  const out: Subscription[] = [];
  for (let i = 0; i < n; i++) {
    const input: SubscriptionInput = {
      teamId: TEAM, channelId: `${prefix}${String(i).padStart(3, '0')}`, ownerUserId: 'U0OWNER01', report: 'daily_revenue',
      cron: '0 9 * * *', timezone: 'Europe/Paris', ...over,
    };
    // Created an hour before the minute, whatever the clock says now: the next run is at DUE (or the cron's minute after it).
    out.push(await createSubscription(store, input, new Date(DUE - 3_600_000)));
  }
  return out;
}

export interface Delivery {
  main: number;
  thread: number;
  /** Thread replies that point at a main post of the channel. */
  threadedUnderMain: number;
  delayed: boolean;
}

/** Main posts and thread replies each channel with `prefix` got (successful calls only). */
export function deliveries(world: World, prefix: string): Map<string, Delivery> {
  const out = new Map<string, Delivery>();
  const mains = new Map<string, Set<string>>();
  for (const c of world.calls('chat.postMessage')) {
    const ch = String(c.args.channel);
    if (!ch.startsWith(prefix)) continue;
    const d = out.get(ch) ?? { main: 0, thread: 0, threadedUnderMain: 0, delayed: false };
    if (c.args.thread_ts) {
      d.thread++;
      if (mains.get(ch)?.has(String(c.args.thread_ts))) d.threadedUnderMain++;
    } else {
      d.main++;
      mains.set(ch, (mains.get(ch) ?? new Set()).add(String((c.result as { ts?: string } | undefined)?.ts)));
      if (String(c.args.text ?? '').startsWith('Delayed')) d.delayed = true;
    }
    out.set(ch, d);
  }
  return out;
}

/** Every one of `n` channels got exactly one main post and one thread reply under it. */
export function exactlyOnce(world: World, prefix: string, n: number): boolean {
  const d = deliveries(world, prefix);
  return d.size === n && [...d.values()].every((x) => x.main === 1 && x.thread === 1 && x.threadedUnderMain === 1);
}

/**
 * What an instance that then dies did at `at`: created the runs due then (the exactly-once step)
 * and claimed them under its lease, as its scheduler would.
 */
export async function deadInstanceClaims(store: Store, at: number, lease: RunLease, instanceId = 'dead'): Promise<ClaimedRun[]> {
  const now = new Date(at);
  const created = new Set((await store.runs.createDue({ now, instanceId, limit: 100, plan: (s) => planRun(s, now), lease })).map((c) => c.run.id));
  return (await store.runs.claim({ now, instanceId, leaseMs: lease.leaseMs, limit: 100 })).filter((c) => created.has(c.run.id));
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** DMs to the digests' owner (the stand-in opens D0OWNER01 for U0OWNER01). */
export function ownerDms(world: World): number {
  return world.calls('chat.postMessage').filter((c) => String(c.args.channel).startsWith('D')).length;
}

const INSTANCE = fileURLToPath(new URL('../../bench/scheduler-instance.ts', import.meta.url));

/**
 * Starts one bot instance as a process of its own (bench/scheduler-instance.ts) on `schema`,
 * against the world's sandbox and stand-in; resolves once it says it is ready. The caller keeps
 * `children` to kill what is left.
 */
export function startInstance(world: World, o: { schema: string; name: string; leaseMs: number; children: ChildProcess[] }): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', INSTANCE], {
    env: {
      ...process.env, BENCH_DATABASE_URL: TEST_DATABASE_URL, BENCH_SCHEMA: o.schema, BENCH_API_URL: world.sandbox.url, BENCH_SLACK_API_URL: world.standin.apiUrl,
      BENCH_BOT_TOKEN: BOT_TOKEN, BENCH_INSTANCE: o.name, BENCH_CONCURRENCY: '8', BENCH_LEASE_MS: String(o.leaseMs), BENCH_POLL_MS: '1000', BENCH_RETRY_BASE_MS: '500',
      // The stand-in answers posts at once: an earlier attempt's post has landed by the time a lease runs out.
      BENCH_POST_SETTLE_MS: String(o.leaseMs),
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  o.children.push(child);
  return new Promise<ChildProcess>((resolve) => child.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve(child)));
}

