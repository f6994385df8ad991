// Issue 33 item 5: everything from the API is text. A configuration's YAML and its validation
// issues reach Slack inside code blocks, where Slack still reads `<!channel>`, `<@U…>` and
// `<url|label>`: escaped there the one way (views/blocks.ts). A download link too long to write in
// a sentence goes whole in a button, and one longer than a button carries (3,000) whole in a file —
// never cut. Through the real edge: signed commands, the real pipeline, a local listener standing
// in for the reporting API, the Slack stand-in's response_url and files.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../src/api/index.js';
import type { Durable } from '../../src/app/durable.js';
import { nativeChart } from '../../src/charts/native.js';
import type { ChartSpec } from '../../src/charts/spec.js';
import { createSubscription } from '../../src/scheduler/subscriptions.js';
import type { RecordedCall } from '../../src/slack-standin/state.js';
import { header, image } from '../../views/blocks.js';
import { messageText, TEAM, useWorld } from '../jobs/world.js';
import { startHarness, type BotHarness } from '../support/harness.js';

const HOSTILE = '<!channel> <!here> <@U0ADMIN> <https://evil.example/x|click here>';
const YAML = `floors:\n  us: 0.5 # ${HOSTILE}\nnote: "${HOSTILE}"\n`;
const CONFIG = { id: 'cfg_1', account_id: 'acc_1', kind: 'mediation', version_number: 3, version_label: 'v3', created_at: '2026-11-20T08:00:00Z', created_by_name: 'ops', yaml: YAML, data: {} };
const VALIDATION = {
  valid: false, error_count: 1, warning_count: 0, yaml: YAML, source: { type: 'draft', name: 'draft' },
  issues: [{ code: 'E1', path: 'note', message: 'bad value', severity: 'error', line: 3, column: 8, length: 10 }],
};
const TASK = {
  id: 'task_1', name: 'A&B <!channel> <!here> <@U0ADMIN> <https://evil.example/x|go>', prompt: 'p', template_id: null, cron_expression: '0 9 * * *', timezone: 'UTC', schedule_description: 'daily at 09:00',
  enabled: true, creation_origin: 'api', notification_recipient_mode: 'just_me', notification_recipient_user_ids: [], next_run_at: '2026-11-23T09:00:00Z',
  created_at: '2026-11-01T00:00:00Z', updated_at: '2026-11-01T00:00:00Z',
};
const TASKS = { scheduled_agents: [TASK] };
let bidRecord: Record<string, unknown> = {};

let api: Server;
await new Promise<void>((resolve) => {
  api = createServer((req, res) => {
    const body = req.url?.includes('config/validate') ? VALIDATION : req.url?.includes('config/show') ? CONFIG : req.url?.includes('scheduled-agents') ? TASKS : bidRecord;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  api.listen(0, '127.0.0.1', resolve);
});
const apiUrl = `http://127.0.0.1:${(api!.address() as AddressInfo).port}/api/v1`;
let h: BotHarness;
beforeAll(async () => {
  h = await startHarness({ apiUrl });
});
afterAll(async () => {
  await h?.close();
  await new Promise<void>((resolve) => api.close(() => resolve()));
});

/** Every mention or link Slack would make live in mrkdwn. */
const LIVE = /<!channel>|<!here>|<@U0ADMIN>|<https:\/\/evil/;

describe('API text in code blocks', () => {
  it('config show live: the YAML excerpt shows the hostile text as text, mentioning and linking nothing', async () => {
    const answer = await h.ask('config show live');
    const shown = JSON.stringify(answer.post.body);
    expect(shown).toContain('```');
    expect(shown).toContain('&lt;!channel&gt; &lt;!here&gt; &lt;@U0ADMIN&gt; &lt;https://evil.example/x|click here&gt;');
    expect(shown).not.toMatch(LIVE);
  });

  it('config validate draft: the issue’s YAML line and its caret show as text', async () => {
    const answer = await h.ask('config validate draft');
    const shown = JSON.stringify(answer.post.body);
    expect(shown).toContain('not valid');
    expect(shown).toContain('3 | note: \\"&lt;!channel&gt;');
    expect(shown).not.toMatch(LIVE);
  });
});

describe('API text in table cells', () => {
  it('tasks: a Task named with mentions and a link shows them as text in its table cell and in the notification text', async () => {
    const answer = await h.ask('tasks');
    const table = (answer.blocks as Array<{ type: string; rows?: Array<Array<{ type: string; text: string }>> }>).find((b) => b.type === 'table' || b.type === 'data_table');
    const cell = table?.rows?.[1]?.[0];
    // A raw_text cell, escaped the one way: `<!channel>` there is text, never a live mention.
    expect(cell?.type).toBe('raw_text');
    // Cut at the cell's 60 characters before escaping, so no entity is cut in half.
    expect(cell?.text).toBe('A&amp;B &lt;!channel&gt; &lt;!here&gt; &lt;@U0ADMIN&gt; &lt;https://evil.example/x|g…');
    expect(JSON.stringify(answer.post.body)).not.toMatch(LIVE);
    // The notification text escapes the same words once (not `&amp;lt;`).
    expect(String(answer.post.body.text)).toContain('A&amp;B &lt;!channel&gt;');
    expect(String(answer.post.body.text)).not.toContain('&amp;lt;');
  });
});

describe('a download link too long for a sentence', () => {
  const longLink = (n: number) => `https://files.example.com/b?sig=${'a'.repeat(n - 'https://files.example.com/b?sig='.length)}`;

  it('up to 3,000 characters: whole, in a button', async () => {
    const url = longLink(2_500);
    bidRecord = { export_id: 'bidexp_b', status: 'ready', url };
    const answer = await h.ask('export bids bidexp_b');
    const button = (answer.blocks as Array<{ type: string; elements?: Array<{ url?: string }> }>).flatMap((b) => b.elements ?? []).find((e) => e.url);
    expect(button?.url).toBe(url);
    expect(answer.text).toContain('the button below downloads it');
    // Nowhere a cut link: not in a sentence, not in the notification text.
    expect(JSON.stringify(answer.post.body.text)).not.toContain('files.example.com');
  });

  it('over 3,000 characters (a 5,000-character signed link): whole, in a file to the asker’s DM; no block carries a cut one', async () => {
    const url = longLink(5_000);
    bidRecord = { export_id: 'bidexp_c', status: 'ready', url };
    const answer = await h.ask('export bids bidexp_c');
    expect(answer.text).toContain('5,000 characters long');
    expect(answer.text).toContain('download-link-bidexp_c.txt');
    expect(JSON.stringify(answer.post.body)).not.toContain('files.example.com');
    const file = [...h.stack.standin.state.files.values()].find((f) => f.filename === 'download-link-bidexp_c.txt');
    expect(file?.bytes.toString('utf8').trim()).toBe(url);
  });
});

// What jobs post (a digest, an alert, an export card and its file) and a chart block, with API
// names that try to mention, ping, link and format, and run long. Through a durable instance with
// its real poster, store and worker, the Slack stand-in, and a local listener as the reporting API.
describe('API names in what jobs post: text fallbacks, file names, chart words', () => {
  const NAME = `<!channel> <@U0ADMIN> <https://evil.example/x|click> *bold* ${'very long name '.repeat(40)}`;
  const ESCAPED = '&lt;!channel&gt; &lt;@U0ADMIN&gt; &lt;https://evil.example/x|click&gt; *bold*';
  let valid = true;
  let exportRecord: Record<string, unknown> = {};
  const validation = () => ({
    valid, error_count: valid ? 0 : 1, warning_count: 0, yaml: 'a: 1\n', source: { type: 'live', name: NAME },
    issues: valid ? [] : [{ code: 'E1', path: 'a', message: NAME, severity: 'error', line: 1, column: 1, length: 1 }],
  });
  let jobsApi: Server;
  const suite = useWorld();
  let bot: Durable;
  let apiClient: ApiClient;
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      jobsApi = createServer((req, res) => {
        const body = req.url?.includes('config/validate') ? validation() : exportRecord;
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      });
      jobsApi.listen(0, '127.0.0.1', resolve);
    });
    const clock = () => suite.world.sandbox.ctx.clock.now();
    apiClient = createApiClient({ baseUrl: `http://127.0.0.1:${(jobsApi.address() as AddressInfo).port}/api/v1`, apiKey: 'sbx_full', now: clock, retry: { maxRetries: 0, baseDelayMs: 10, maxDelayMs: 50 } });
    bot = suite.world.instance(suite.store, 'hostile-i1', {}, { apiFor: () => apiClient, exportOptions: { pollBaseMs: 1_000, maxPollMs: 5_000, conflictRetryMs: 60_000, giveUpAfterMs: 6 * 3_600_000 } });
  });
  afterAll(async () => {
    await apiClient?.close();
    await new Promise<void>((resolve) => (jobsApi ? jobsApi.close(() => resolve()) : resolve()));
  });
  const at = (iso: string) => suite.world.sandbox.ctx.clock.set(Date.parse(iso));
  const textOf = (c: RecordedCall) => String(c.args.text ?? '');

  it('a digest post: its notification text shows the configuration’s name as text', async () => {
    valid = false;
    at('2026-11-22T09:00:00Z');
    await createSubscription(suite.store, { teamId: TEAM, channelId: 'C0HOSTD', ownerUserId: 'U0OWNER01', report: 'config_validation', cron: '0 16 * * *', timezone: 'UTC', filters: { config_mode: 'always' } }, new Date(suite.world.sandbox.ctx.clock.now()));
    at('2026-11-23T16:00:00Z');
    expect(await bot.scheduler.tick()).toMatchObject({ ok: 1, failed: 0 });
    const [post] = suite.world.calls('chat.postMessage', 'C0HOSTD');
    expect(textOf(post!)).toContain(`The live ${ESCAPED}`);
    expect(textOf(post!)).not.toContain('&amp;lt;');
    expect(messageText(post!)).not.toMatch(LIVE);
  });

  it('an alert: its text fallback shows the name as text, no ping, no link', async () => {
    valid = true;
    at('2026-12-05T09:00:00Z');
    await suite.store.watches.create({ teamId: TEAM, ownerUserId: 'U0HOSTAL', spec: { kind: 'config', selector: {} }, nextCheckAt: new Date(suite.world.sandbox.ctx.clock.now()) }, new Date(suite.world.sandbox.ctx.clock.now()));
    await bot.watchWorker.pass();
    valid = false;
    for (const step of [6, 12]) {
      suite.world.sandbox.ctx.clock.set(Date.parse('2026-12-05T09:00:00Z') + step * 60_000);
      await bot.watchWorker.pass();
    }
    const [alert] = suite.world.calls('chat.postMessage', 'D0HOSTAL');
    expect(textOf(alert!)).toContain(`The live ${ESCAPED}`);
    expect(textOf(alert!)).not.toContain('&amp;lt;');
    expect(messageText(alert!)).not.toMatch(LIVE);
  });

  it('an export card and its link file: the API’s export id is text, the file name safe; the bot’s own mention stays', async () => {
    const url = `https://files.example.com/e?sig=${'s'.repeat(5_000)}`;
    exportRecord = { export_id: `exp_${NAME}`, status: 'ready', url, expires_at: new Date(suite.world.sandbox.ctx.clock.now() + 3_600_000).toISOString() };
    const job = await bot.enqueueExport({ teamId: TEAM, userId: 'U0HOSTEX', channelId: null, kind: 'impressions', body: { date: '2026-11-20' }, retryOnConflict: true });
    for (let i = 0; i < 50 && (await suite.store.exports.get(job.id))?.state !== 'delivered'; i++) {
      suite.world.sandbox.ctx.clock.advance(61_000);
      await bot.exportWorker.pass();
    }
    expect((await suite.store.exports.get(job.id))?.state).toBe('delivered');
    const sent = [...suite.world.calls('chat.postMessage', 'D0HOSTEX'), ...suite.world.calls('chat.update', 'D0HOSTEX')];
    for (const c of sent) expect(messageText(c)).not.toMatch(LIVE);
    expect(JSON.stringify(sent.map((c) => c.args.blocks))).toContain(ESCAPED);
    expect(sent.map(textOf).join('\n')).toContain('<@U0HOSTEX> your impression export');
    const file = [...suite.world.standin.state.files.values()].find((f) => f.filename.startsWith('download-link-exp_'));
    expect(file?.filename).toMatch(/^[A-Za-z0-9._-]{1,120}$/);
    expect(file?.filename.endsWith('.txt')).toBe(true);
    expect(sent.map((c) => JSON.stringify(c.args.blocks)).join('')).toContain(file!.filename);
    expect(file?.bytes.toString('utf8').trim()).toBe(url);
  });

  it('a chart block (title, labels, series names), an image’s alt text and title, a header: escaped within Slack’s limits', () => {
    const spec = { kind: 'bar' as const, title: NAME, labels: [NAME, 'b'], series: [{ name: NAME, values: [1, 2] }], alt: NAME };
    const block = nativeChart(spec as ChartSpec)!;
    const shown = JSON.stringify([image({ block, alt: NAME, title: NAME }), image({ url: 'https://quickchart.example/c.png', alt: NAME, title: NAME }), header(`Task: ${NAME}`)]);
    expect(shown).not.toMatch(LIVE);
    expect(shown).toContain('&lt;!channel&gt;');
    expect(shown).not.toContain('&amp;lt;');
  });
});
