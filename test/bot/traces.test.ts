// OpenTelemetry traces (src/tracing.ts, docs/operating.md#traces), through real edges: `npm start`'s
// command in its own process, exporting to an OTLP/HTTP collector stand-in on loopback
// (test/support/otlp-collector.ts); a signed `/adops revenue yesterday` through the real receiver;
// the answer at the Slack stand-in's response_url. One trace holds the ack, the API calls and the
// post — in one process (role all) and across the inbox from a web process to a worker process.
// Without an endpoint nothing of the SDK is even loaded.
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../src/sandbox/server.js';
import { SlackDriver } from '../../src/slack-standin/driver.js';
import { startSlackStandin, type SlackStandin } from '../../src/slack-standin/server.js';
import { firstAnswer, killBot, logLine, startBot, storeEnv, type Bot } from '../support/bot-process.js';
import { toAnswer, USERS } from '../support/harness.js';
import { startOtlpCollector, type CollectedSpan, type OtlpCollector } from '../support/otlp-collector.js';
import { TEST_DATABASE_URL } from '../store/backends.js';

const BOT_TOKEN = 'xoxb-traces-test-token';
const SECRET = 'traces-test-signing-secret-01234';

let sandbox: Sandbox;
let standin: SlackStandin;
let collector: OtlpCollector;
let baseEnv: Record<string, string>;

beforeAll(async () => {
  sandbox = await startSandbox({});
  standin = await startSlackStandin({ botToken: BOT_TOKEN, users: USERS });
  collector = await startOtlpCollector();
  baseEnv = { SLACK_BOT_TOKEN: BOT_TOKEN, SLACK_SIGNING_SECRET: SECRET, SLACK_API_URL: standin.apiUrl, ADOPS_API_URL: sandbox.url, ADOPS_API_KEY: 'sbx_full', OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint };
}, 60_000);

afterAll(async () => {
  await collector?.close();
  await standin?.close();
  await sandbox?.close();
});

/** The spans of the trace started by the first command ack of `service` since span number `before`. */
function traceOf(service: string, before: number): CollectedSpan[] {
  const fresh = collector.spans.slice(before);
  const ack = fresh.find((s) => s.name === 'Slack ack' && s.service === service && s.attributes['slack.request.type'] === 'command');
  expect(ack, 'the ack span').toBeDefined();
  return fresh.filter((s) => s.traceId === ack!.traceId);
}

/** Every span of the trace descends from its one root, the ack. */
function expectOneTree(trace: CollectedSpan[]): void {
  const ids = new Set(trace.map((s) => s.spanId));
  const roots = trace.filter((s) => !s.parentSpanId);
  expect(roots.map((s) => s.name)).toEqual(['Slack ack']);
  for (const s of trace) if (s.parentSpanId) expect(ids.has(s.parentSpanId), `${s.name}'s parent is in the trace`).toBe(true);
}

/** What a trace must never carry: secrets, the question, the response_url, the user or query values. */
function expectNothingPrivate(sentText: string): void {
  const all = collector.bodies.join('\n');
  for (const secret of [BOT_TOKEN, SECRET, 'sbx_full', sentText, '/response/', 'U0PARIS01', 'from=', 'date=']) expect(all).not.toContain(secret);
  for (const s of collector.spans) if (typeof s.attributes['url.path'] === 'string') expect(s.attributes['url.path']).not.toContain('?');
}

describe('traces, HTTP mode, role all: one process', () => {
  let bot: Bot;
  let driver: SlackDriver;
  let store: Awaited<ReturnType<typeof storeEnv>>;

  beforeAll(async () => {
    store = await storeEnv();
    // The batch is never sent on its timer here: only the graceful stop's flush exports it.
    bot = startBot({ ...baseEnv, ...store.env, OTEL_SERVICE_NAME: 'adops-all', OTEL_BSP_SCHEDULE_DELAY: '600000' });
    const port = (await logLine(bot, 'listening for Slack on POST /slack/events (role all')).port as number;
    driver = new SlackDriver({ botUrl: `http://127.0.0.1:${port}/slack/events`, signingSecret: SECRET, standin });
  }, 90_000);

  afterAll(async () => {
    await driver?.close();
    await killBot(bot);
    await store?.cleanup();
  });

  it('puts the ack, the API calls and the response_url post in one trace, exported by the graceful stop', async () => {
    const before = collector.spans.length;
    const sent = await driver.slashCommand('revenue yesterday', { userId: 'U0PARIS01' });
    expect(sent.status).toBe(200);
    expect(toAnswer(await firstAnswer(sent)).text).toContain('Revenue — yesterday');
    // An export too: each of its steps is a trace of its own, its API calls and Slack calls inside.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const asked = await driver.slashCommand(`export impressions ${yesterday}`, { userId: 'U0PARIS01' });
    expect(toAnswer(await firstAnswer(asked)).text).toContain('requested');
    await expect
      .poll(() => {
        sandbox.ctx.clock.advance(60_000);
        return JSON.stringify(standin.state.calls.filter((c) => c.method === 'chat.update'));
      }, { timeout: 60_000, interval: 1_000 })
      .toContain('download the file');
    expect(collector.spans.length).toBe(before);
    // The stop flushes what is buffered: nothing waits for the exporter's interval.
    bot.proc.kill('SIGTERM');
    expect(await bot.exited).toBe(0);

    const steps = collector.spans.slice(before).filter((s) => s.name === 'queued export step');
    expect(steps.map((s) => s.parentSpanId)).toEqual(steps.map(() => ''));
    const delivered = steps.find((s) => s.attributes['adops.export.outcome'] === 'delivered');
    expect(delivered, 'the step that delivered the link').toBeDefined();
    const step = collector.spans.filter((s) => s.traceId === delivered!.traceId).map((s) => s.name);
    expect(step.filter((n) => n.startsWith('API ') && n.includes('exports.')).length).toBeGreaterThan(0);
    expect(step).toContain('Slack chat.update');

    const trace = traceOf('adops-all', before);
    const names = trace.map((s) => s.name);
    expect(names).toContain('Slack request answered');
    expect(names).toContain('API GET reports.dashboard');
    expect(names).toContain('Slack response_url');
    expectOneTree(trace);
    const api = trace.find((s) => s.name === 'API GET reports.dashboard')!;
    expect(api.attributes).toMatchObject({ 'http.request.method': 'GET', 'http.response.status_code': 200, 'url.path': '/api/v1/report/dashboard' });
    expect(trace.find((s) => s.name === 'Slack response_url')!.attributes).toEqual({ 'slack.method': 'response_url', 'adops.outcome': 'ok' });
    expect(new Set(trace.map((s) => s.service))).toEqual(new Set(['adops-all']));
    expectNothingPrivate('revenue yesterday');
  }, 90_000);
});

// Two processes on one database: PostgreSQL only (the embedded store is one process's own).
describe.skipIf(!TEST_DATABASE_URL)('traces, HTTP mode: a web process and a worker process on one PostgreSQL', () => {
  let web: Bot;
  let worker: Bot;
  let driver: SlackDriver;
  let store: Awaited<ReturnType<typeof storeEnv>>;

  beforeAll(async () => {
    store = await storeEnv();
    web = startBot({ ...baseEnv, ...store.env, ADOPS_ROLE: 'web', INSTANCE_ID: 'traces-web', OTEL_SERVICE_NAME: 'adops-web' });
    const port = (await logLine(web, 'listening for Slack on POST /slack/events (role web')).port as number;
    worker = startBot({ ...baseEnv, ...store.env, ADOPS_ROLE: 'worker', INSTANCE_ID: 'traces-worker', OTEL_SERVICE_NAME: 'adops-worker' });
    await logLine(worker, 'answering requests from the inbox (role worker');
    driver = new SlackDriver({ botUrl: `http://127.0.0.1:${port}/slack/events`, signingSecret: SECRET, standin });
  }, 90_000);

  afterAll(async () => {
    await driver?.close();
    for (const bot of [web, worker]) await killBot(bot);
    await store?.cleanup();
  });

  it('continues the ack’s trace in the worker that answers: the traceparent crosses the inbox', async () => {
    const before = collector.spans.length;
    const sent = await driver.slashCommand('revenue yesterday', { userId: 'U0PARIS01' });
    expect(sent.status).toBe(200);
    expect(toAnswer(await firstAnswer(sent)).text).toContain('Revenue — yesterday');
    for (const bot of [web, worker]) bot.proc.kill('SIGTERM');
    for (const bot of [web, worker]) expect(await bot.exited).toBe(0);

    const trace = traceOf('adops-web', before);
    const by = (service: string) => trace.filter((s) => s.service === service).map((s) => s.name);
    expect(by('adops-web')).toEqual(['Slack ack']);
    expect(by('adops-worker')).toEqual(expect.arrayContaining(['Slack request answered', 'API GET reports.dashboard', 'Slack response_url']));
    expectOneTree(trace);
    expectNothingPrivate('revenue yesterday');
  }, 90_000);
});

describe('traces off', () => {
  it('without an endpoint: the app has no tracing, and neither the SDK nor the exporter is loaded', () => {
    // A process of its own: its module cache shows what was loaded; with an endpoint, the same check sees the SDK.
    const script = `
      import { createRequire } from 'node:module';
      const { loadConfig } = await import('./src/config.ts');
      const { startTracing } = await import('./src/tracing.ts');
      const cache = createRequire(process.cwd() + '/').cache;
      const loaded = () => Object.keys(cache).filter((p) => /@opentelemetry[\\\\/](sdk-trace|exporter-trace)/.test(p)).length > 0;
      const off = await startTracing(loadConfig({}).tracing);
      const ran = await off.inSpan('x', {}, async () => 'ran', { root: true });
      const offLoaded = loaded();
      const on = await startTracing(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' }).tracing);
      console.log(JSON.stringify({ offEnabled: off.enabled, ran, offLoaded, onEnabled: on.enabled, onLoaded: loaded() }));
      await on.shutdown();
    `;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: new URL('../..', import.meta.url).pathname, encoding: 'utf8', timeout: 60_000 });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual({ offEnabled: false, ran: 'ran', offLoaded: false, onEnabled: true, onLoaded: true });
  }, 60_000);
});
