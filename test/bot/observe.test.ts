// What an operator sees of a running bot, through real edges: a scrape of GET /metrics after a
// command, a digest run, an export and a request taken over from a dead worker shows their counts; /livez, /readyz and /healthz name the
// build; every log line of a request, the shared API client's included, carries its reqId;
// /readyz answers 503 with the reason while the store refuses (a TCP proxy in front of
// PostgreSQL, cut) and 200 once it is back, and 503 when the stored keys do not open with the
// configured encryption key.
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { request } from 'undici';
import { createLogger } from '../../src/logger.js';
import { startLocalStack } from '../../src/local/stack.js';
import { loadDurableConfig } from '../../src/app/durable-config.js';
import { openStore, SecretBox, sealContext } from '../../src/store/index.js';
import { CHANNEL, SANDBOX_NOW, testConfig, USER, USERS, useHarness, withHarness, type BotHarness } from '../support/harness.js';
import { announceSkip, backends, dropSchema, TEST_DATABASE_URL, uniqueSchema } from '../store/backends.js';
import { startTcpProxy } from '../support/tcp-proxy.js';

const t = useHarness({ logLevel: 'debug' });

async function get(botUrl: string, path: string): Promise<{ status: number; text: string }> {
  const res = await request(botUrl.replace('/slack/events', path));
  return { status: res.statusCode, text: await res.body.text() };
}

/** The value of one sample of the exposition text (`name{labels}`), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

// A bound on the wait, not a speed check: the export worker polls, and CI's machine may be loaded.
async function until(what: string, check: () => Promise<boolean>, ms = 60_000): Promise<void> {
  for (const end = Date.now() + ms; !(await check()); ) {
    if (Date.now() > end) throw new Error(`${what}: not in ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('GET /metrics', () => {
  it('counts a command, its ack, its API calls and its answer', async () => {
    const a = await t.h.ask('revenue 2026-11-20');
    expect(a.text).toContain('Revenue');
    const m = (await get(t.h.stack.botUrl, '/metrics')).text;
    expect(sample(m, 'adops_commands_total{command="revenue",outcome="answered"}')).toBe(1);
    expect(sample(m, 'adops_answers_total{to="response_url",outcome="delivered"}')).toBeGreaterThanOrEqual(1);
    expect(sample(m, 'adops_acks_total{outcome="acked"}')).toBeGreaterThanOrEqual(1);
    expect(sample(m, 'adops_ack_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(m).toMatch(/^adops_api_calls_total\{operation="[^"]+",status="200"\} \d+/m);
    expect(m).toMatch(/^adops_api_call_seconds_count\{operation="[^"]+"\} \d+/m);
    // Node's own, from the same registry.
    expect(m).toContain('adops_process_resident_memory_bytes');
  });

  it('counts a usage mistake apart from an answer', async () => {
    await t.h.ask('revenue by=nonsense');
    const m = (await get(t.h.stack.botUrl, '/metrics')).text;
    // A mistake is answered with the usage, before the subcommand runs: counted as `usage`.
    expect(sample(m, 'adops_commands_total{command="usage",outcome="usage"}')).toBe(1);
  });

  it('counts a digest run, its Slack post and the durable queues', async () => {
    await t.h.ask('digest add daily_revenue here at=09:00 days=mon-fri');
    const [s] = await t.h.store.subscriptions.list({ teamId: t.h.stack.standin.teamId });
    expect((await t.h.ask(`digest run ${s!.id}`)).text).toContain('posted to');
    const m = (await get(t.h.stack.botUrl, '/metrics')).text;
    expect(sample(m, 'adops_digest_runs_total{outcome="ok"}')).toBe(1);
    expect(sample(m, 'adops_digest_lateness_seconds_count')).toBe(1);
    expect(sample(m, 'adops_slack_calls_total{method="chat.postMessage",outcome="ok"}')).toBeGreaterThanOrEqual(1);
    expect(m).toMatch(/^adops_slack_call_seconds_count\{method="chat.postMessage"\} \d+/m);
    expect(sample(m, 'adops_queue_read_ok')).toBe(1);
    expect(sample(m, 'adops_queue_depth{queue="digest_runs"}')).toBe(0);
  });

  it('counts an export from its request to its delivered link', async () => {
    await t.h.ask('export impressions 2026-11-20 country=US', { userId: 'U0PARIS01' });
    const latest = async () => (await t.h.store.exports.listForUser(t.h.stack.standin.teamId, 'U0PARIS01', 1))[0];
    await until('the export job waiting', async () => (await latest())?.state === 'waiting');
    expect(sample((await get(t.h.stack.botUrl, '/metrics')).text, 'adops_queue_depth{queue="exports"}')).toBe(1);
    // The sandbox writes the file in real time: on a loaded machine it may not be ready at the
    // worker's next look, whose following look is then due at a clock that stands still. So time
    // goes on, five minutes a second, until the link is delivered.
    t.h.sandbox.ctx.clock.advance(5 * 60_000);
    const ticking = setInterval(() => t.h.sandbox.ctx.clock.advance(5 * 60_000), 1_000);
    let seen: unknown;
    await until('the export delivered', async () => (seen = await latest()) !== undefined && (seen as { state: string }).state === 'delivered')
      .catch((err: Error) => {
        throw new Error(`${err.message}; the job as last read: ${JSON.stringify(seen)}`);
      })
      .finally(() => clearInterval(ticking));
    const m = (await get(t.h.stack.botUrl, '/metrics')).text;
    expect(sample(m, 'adops_export_steps_total{outcome="delivered"}')).toBe(1);
    expect(sample(m, 'adops_export_delivery_seconds_count')).toBe(1);
    expect(sample(m, 'adops_queue_depth{queue="exports"}')).toBe(0);
  }, 150_000);

  it('counts an inbound request taken over from a worker that died holding it', async () => {
    const takeovers = async () => sample((await get(t.h.stack.botUrl, '/metrics')).text, 'adops_lease_takeovers_total{kind="inbound"}') ?? 0;
    const before = await takeovers();
    // A worker process claims the request and dies (its lease lapses at once). The bot's own
    // worker may claim a request first (it also polls): then it is answered as usual and another is tried.
    let urlId: string | undefined;
    for (let tries = 0; !urlId && tries < 5; tries++) {
      const { id, url } = t.h.stack.standin.newResponseUrl();
      const body = { team_id: t.h.stack.standin.teamId, channel_id: CHANNEL, user_id: USER, command: '/adops', text: 'help', response_url: url, trigger_id: `${id}.takeover` };
      await t.h.store.inbox.add({ body }, new Date());
      const claimed = await t.h.store.inbox.claim({ now: new Date(), instanceId: 'dead-worker', leaseMs: 1, limit: 100 });
      if (claimed.length > 0) urlId = id;
    }
    expect(urlId).toBeDefined();
    await t.h.stack.standin.state.waitFor(() => t.h.stack.standin.state.responses.find((r) => r.urlId === urlId), 30_000, 'the answer');
    expect(await takeovers()).toBe(before + 1);
  });
});

describe('request ids in the log', () => {
  it('puts the request’s reqId on the API client’s lines too, not only the pipeline’s', async () => {
    const from = t.h.logs.length;
    await t.h.ask('revenue 2026-11-19');
    const lines = t.h.logs.slice(from).map((l) => JSON.parse(l) as Record<string, unknown>);
    const received = lines.find((l) => l.msg === 'command received');
    expect(received?.reqId).toMatch(/^[0-9a-f]{8}$/);
    const apiLines = lines.filter((l) => l.component === 'api' && l.msg === 'API call');
    expect(apiLines.length).toBeGreaterThan(0);
    for (const l of apiLines) expect(l.reqId).toBe(received!.reqId);
    // One field, not two: the line is valid JSON with reqId once.
    expect(t.h.logs.slice(from).every((l) => (l.match(/"reqId"/g) ?? []).length <= 1)).toBe(true);
  });
});

describe('health', () => {
  it('answers /livez, /readyz and /healthz with the version and commit', async () => {
    for (const path of ['/livez', '/readyz', '/healthz']) {
      const res = await get(t.h.stack.botUrl, path);
      expect(res.status, path).toBe(200);
      const body = JSON.parse(res.text) as { version?: string; commit?: string };
      expect(body.version, path).toMatch(/^\d+\.\d+\.\d+/);
      expect(body.commit, path).toMatch(/^([0-9a-f]{7,64}|unknown)$/);
    }
  });

  it('answers /readyz 503 with the reason when the stored API keys do not open with the encryption key', async () => {
    await withHarness({ encryption: { current: randomBytes(32) } }, async (h: BotHarness) => {
      expect((await get(h.stack.botUrl, '/readyz')).status).toBe(200);
      const otherKey = new SecretBox(randomBytes(32));
      const teamId = h.stack.standin.teamId;
      const c = { teamId, name: 'prod', baseUrl: h.sandbox.url, keyHint: 'sbx_…full', account: 'Sandbox', permissions: ['read'], createdBy: 'U0LOCAL01' };
      await h.store.connections.save(c, otherKey.seal('sbx_full', sealContext(teamId, 'prod')), new Date());
      const res = await get(h.stack.botUrl, '/readyz');
      expect(res.status).toBe(503);
      expect(JSON.parse(res.text)).toMatchObject({ ready: false, problems: [expect.stringContaining('do not open with ADOPS_ENCRYPTION_KEY')] });
    });
  });
});

const postgres = backends().find((b) => b.name === 'postgres')!;
announceSkip(postgres);

describe.skipIf(!TEST_DATABASE_URL)('readiness through a database outage (PostgreSQL behind a TCP proxy)', () => {
  it('answers /readyz 503 while the store refuses, logs the request’s warnings with its reqId, and 200 once it is back', async () => {
    const url = new URL(TEST_DATABASE_URL!);
    const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    const through = new URL(url);
    through.hostname = '127.0.0.1';
    through.port = String(proxy.port);
    const schema = uniqueSchema('obs');
    const logs: string[] = [];
    const destination = new Writable({ write: (chunk: Buffer, _e, done) => void (logs.push(...chunk.toString().split('\n').filter(Boolean)), done()) });
    const config = testConfig();
    const store = await openStore({ databaseUrl: through.href, schema, poolSize: 2 });
    const stack = await startLocalStack({
      config, logger: createLogger({ level: 'info', destination }), sandbox: { now: SANDBOX_NOW }, users: USERS,
      durable: { store, durable: { ...loadDurableConfig({ INSTANCE_ID: 'observe' }, { dataDir: '' }), channelIntervalMs: 0 }, autoStart: false },
    });
    try {
      expect((await get(stack.botUrl, '/readyz')).status).toBe(200);
      proxy.cut();
      const down = await get(stack.botUrl, '/readyz');
      expect(down.status).toBe(503);
      expect(JSON.parse(down.text)).toMatchObject({ ready: false, problems: [expect.stringContaining('the store does not answer')] });
      // A command during the outage: whatever it logs — the access check's and audit's warnings — carries its reqId.
      const from = logs.length;
      const sent = await stack.driver.slashCommand('revenue 2026-11-20');
      await sent.waitForResponses(1);
      const lines = logs.slice(from).map((l) => JSON.parse(l) as Record<string, unknown>);
      const reqId = lines.find((l) => l.msg === 'command received')?.reqId;
      const warnings = lines.filter((l) => l.level === 'warn' || l.level === 'error');
      expect(warnings.length).toBeGreaterThan(0);
      for (const w of warnings) expect(w.reqId, String(w.msg)).toBe(reqId);
      proxy.restore();
      await until('/readyz 200 again', async () => (await get(stack.botUrl, '/readyz')).status === 200);
    } finally {
      await stack.close();
      await proxy.close();
      await dropSchema(schema);
    }
  });
});
