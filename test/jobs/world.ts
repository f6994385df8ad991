// A world for job tests: the sandbox API (fixed clock), the Slack stand-in, a real store and the
// durable side of a bot instance wired as `npm start` wires it — all on loopback.
import { pino } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { createApiClient, type ApiClient } from '../../src/api/index.js';
import { createDurable, type Durable, type DurableOptions } from '../../src/app/durable.js';
import type { DurableConfig } from '../../src/app/durable-config.js';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { startSlackStandin, type SlackStandin } from '../../src/slack-standin/server.js';
import type { RecordedCall } from '../../src/slack-standin/state.js';
import type { Store } from '../../src/store/index.js';
import { anyStore } from '../store/backends.js';
import { Metrics } from '../../src/metrics.js';

export const NOW = '2026-11-22T09:00:00Z';
export const BOT_TOKEN = 'xoxb-test-durable';
export const TEAM = 'T0STANDIN';

export interface World {
  sandbox: Sandbox;
  standin: SlackStandin;
  api: ApiClient;
  /** Another durable instance over `store` (its own caches and poster). */
  instance(store: Store, instanceId: string, over?: Partial<DurableConfig>, options?: Partial<DurableOptions>): Durable;
  calls(method: string, channel?: string): RecordedCall[];
  close(): Promise<void>;
}

export const silent = pino({ level: 'silent' });

export async function startWorld(opts: { exportDelayMs?: number; now?: string; channelPostIntervalMs?: number } = {}): Promise<World> {
  const sandbox = await startSandbox({ now: opts.now ?? NOW, exportDelayMs: opts.exportDelayMs ?? 0 });
  const standin = await startSlackStandin({ botToken: BOT_TOKEN, users: [{ id: 'U0OWNER01', name: 'owner', tz: 'Europe/Paris' }], channelPostIntervalMs: opts.channelPostIntervalMs });
  const now = () => sandbox.ctx.clock.now();
  const api = createApiClient({ baseUrl: sandbox.url, apiKey: 'sbx_full', now, retry: { maxRetries: 1, baseDelayMs: 10, maxDelayMs: 50 } });
  const durables: Durable[] = [];
  return {
    sandbox,
    standin,
    api,
    instance(store, instanceId, over = {}, options = {}) {
      const d = createDurable({
        config: { slack: { botToken: BOT_TOKEN, apiUrl: standin.apiUrl }, chart: { mode: 'slack', quickchartUrl: 'https://quickchart.example' } },
        durable: { dataDir: '', instanceId, schedulerConcurrency: 8, graceMs: 60 * 60_000, workerIntervalMs: 1_000, channelIntervalMs: 0, ...over },
        store,
        logger: silent,
        metrics: new Metrics({ process: false }),
        apiFor: () => api,
        now,
        leaseMs: 30_000,
        ...options,
      });
      durables.push(d);
      return d;
    },
    calls: (method, channel) => standin.state.calls.filter((c) => c.method === method && c.ok && (channel === undefined || c.args.channel === channel)),
    async close() {
      await Promise.all(durables.map((d) => d.stop()));
      await api.close();
      await standin.close();
      await sandbox.close();
    },
  };
}

/** The text of a posted message: its fallback text and every text inside its blocks. */
export function messageText(call: RecordedCall): string {
  const blocks = typeof call.args.blocks === 'string' ? JSON.parse(call.args.blocks) : call.args.blocks;
  return `${String(call.args.text ?? '')}\n${JSON.stringify(blocks ?? [])}`;
}

/**
 * A world and a store (PostgreSQL when TEST_DATABASE_URL is set, else PGlite) for one suite:
 * opened before its tests, closed after them. Read its fields inside tests or hooks.
 */
export function useWorld(opts?: Parameters<typeof startWorld>[0]): { readonly world: World; readonly store: Store } {
  const suite = {} as { world: World; store: Store; cleanup?: () => Promise<void> };
  beforeAll(async () => {
    suite.world = await startWorld(opts);
    ({ store: suite.store, cleanup: suite.cleanup } = await anyStore());
  });
  afterAll(async () => {
    await suite.world?.close();
    await suite.cleanup?.();
  });
  return suite;
}
