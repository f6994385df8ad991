// Tabular and chart answers end to end in the default chart mode (CHART_MODE=slack): real signed
// slash commands into the Bolt app, the sandbox API behind it, every Web API call and
// response_url post captured by the Slack stand-in — which refuses tables and charts over
// Slack's limits. Cells hold the API's own numbers; no report figure leaves in a URL.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordApiRequests, type ApiRequests } from '../bot/api-requests.js';
import { checkMessage } from '../../src/slack-standin/block-kit.js';
import { CHANNEL, useHarness } from '../support/harness.js';
import { SHORT_ROWS as SHORT } from '../../views/table.js';

const t = useHarness({ chartMode: 'slack', autoStart: false, exportDelayMs: 0 });
let requests: ApiRequests;
beforeAll(() => {
  requests = recordApiRequests(t.h.sandbox.url);
});
afterAll(() => requests?.stop());
beforeEach(() => requests.clear());

/** What the API answers to the very request the bot made (path under the API base). */
async function apiAnswer<T>(prefix: string): Promise<T> {
  const [url] = requests.list(prefix);
  expect(url).toBeDefined();
  const res = await fetch(url!, { headers: { authorization: 'Bearer sbx_full' } });
  return (await res.json()) as T;
}

type Cell = { type: string; text: string; value?: number };
type Block = { type: string; rows?: Cell[][]; slack_file?: { id: string }; image_url?: string; chart?: { type: string } };

function tableOf(blocks: unknown[]): { type: string; header: string[]; rows: Cell[][] } {
  const found = (blocks as Block[]).filter((b) => b.type === 'table' || b.type === 'data_table');
  expect(found).toHaveLength(1);
  return { type: found[0]!.type, header: found[0]!.rows![0]!.map((c) => c.text), rows: found[0]!.rows!.slice(1) };
}

/** Every URL in everything the bot sent to Slack (Web API calls and response_url posts). */
function urlsSentToSlack(): string[] {
  const state = t.h.stack.standin.state;
  const sent = JSON.stringify([state.calls.map((c) => c.args), state.responses.map((r) => r.body)]);
  return sent.match(/https?:\/\/[^\s"'<>|\\]+/g) ?? [];
}

describe('tables', () => {
  it('breakdown by=country,format metrics=revenue,ecpm last 7d top=50: a sortable data_table with the API’s numbers', async () => {
    const a = await t.h.ask('breakdown by=country,format metrics=revenue,ecpm last 7d top=50');
    expect(checkMessage(a.post.body)).toBeUndefined();
    const table = tableOf(a.blocks);
    expect(table.type).toBe('data_table');
    expect(table.header).toEqual(['country', 'format', 'Revenue', 'eCPM']);
    // 12 countries × 4 formats: top=50 is every group.
    expect(table.rows.length).toBeGreaterThan(SHORT);
    type Row = { dimensions: Record<string, string>; metrics: Record<string, number> };
    const res = await apiAnswer<{ rows: Row[] }>('/report/breakdown');
    // Every cell is the API's number, in the API's order (biggest revenue first).
    const expected = [...res.rows].sort((x, y) => (y.metrics.revenue ?? 0) - (x.metrics.revenue ?? 0)).slice(0, 50);
    expect(table.rows).toHaveLength(expected.length);
    expect(table.rows.map((r) => [r[0]!.text, r[1]!.text, r[2]!.value, r[3]!.value])).toEqual(
      expected.map((r) => [r.dimensions.country, r.dimensions.format, r.metrics.revenue, r.metrics.ecpm]),
    );
    expect(a.post.body.text).toContain('Revenue $');
  });

  it('/adops bidders: a table whose revenue and rates are the API’s', async () => {
    const a = await t.h.ask('bidders last 7d');
    expect(checkMessage(a.post.body)).toBeUndefined();
    const table = tableOf(a.blocks);
    expect(table.type).toBe('table');
    const res = await apiAnswer<{ bidders: Array<{ name: string; revenue: number; win_rate: number }> }>('/report/bidders');
    const byName = new Map(res.bidders.map((b) => [b.name, b]));
    expect(table.rows).toHaveLength(res.bidders.length);
    for (const r of table.rows) {
      expect(r[6]!.value).toBe(byName.get(r[0]!.text)!.revenue);
      expect(r[2]!.value).toBe(byName.get(r[0]!.text)!.win_rate);
    }
    expect(table.rows.every((r) => r.every((c) => c.text.length > 0))).toBe(true);
  });

  it('/adops network last 7d: a table per group in its own currency, and its chart when one currency', async () => {
    const a = await t.h.ask('network last 7d');
    expect(checkMessage(a.post.body)).toBeUndefined();
    const table = tableOf(a.blocks);
    expect(table.header).toContain('currency');
    expect(table.header).toContain('revenue');
    const charts = (a.blocks as Block[]).filter((b) => b.type === 'data_visualization' || b.type === 'image');
    expect(charts.length).toBeLessThanOrEqual(1);
    expect(charts.every((b) => b.image_url === undefined)).toBe(true);
  });
});

describe('charts, privacy-safe by default', () => {
  it('/adops revenue last 7d: the trend with the previous period dashed is a PNG drawn by the bot and uploaded to Slack', async () => {
    const before = t.h.stack.standin.state.calls.length;
    const a = await t.h.ask('revenue last 7d');
    expect(checkMessage(a.post.body)).toBeUndefined();
    const image = (a.blocks as Block[]).find((b) => b.type === 'image')!;
    expect(image.image_url).toBeUndefined();
    const file = t.h.stack.standin.state.files.get(image.slack_file!.id)!;
    expect(file.completed).toBe(true);
    expect(file.bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(file.bytes.length).toBeGreaterThan(5_000);
    const methods = t.h.stack.standin.state.calls.slice(before).map((c) => c.method);
    expect(methods).toEqual(expect.arrayContaining(['files.getUploadURLExternal', 'files.completeUploadExternal']));
  });

  it('/adops revenue by country last 7d: the top movers as Slack’s own bar chart beside their table', async () => {
    const a = await t.h.ask('revenue by country last 7d');
    expect(checkMessage(a.post.body)).toBeUndefined();
    const native = (a.blocks as Block[]).filter((b) => b.type === 'data_visualization');
    expect(native).toHaveLength(1);
    expect(native[0]!.chart!.type).toBe('bar');
    expect(tableOf(a.blocks).header[0]).toBe('country');
  });

  it('a digest: its table in the thread and its 14-day chart as Slack’s chart block, all valid', async () => {
    const added = await t.h.ask('digest add daily_revenue here at=09:00');
    const id = /`(sub_[^`]+)`/.exec(added.text)?.[1] ?? /(sub_\w+)/.exec(added.text)?.[1];
    expect(id).toBeDefined();
    await t.h.ask(`digest run ${id}`);
    const posts = t.h.calls('chat.postMessage', CHANNEL);
    expect(posts.length).toBeGreaterThanOrEqual(2);
    const messages = posts.map((p) => ({ text: p.args.text, blocks: JSON.parse(typeof p.args.blocks === 'string' ? p.args.blocks : JSON.stringify(p.args.blocks ?? [])) as Block[] }));
    for (const m of messages) expect(checkMessage(m)).toBeUndefined();
    const blocks = messages.flatMap((m) => m.blocks);
    expect(blocks.some((b) => b.type === 'data_visualization')).toBe(true);
    expect(blocks.some((b) => b.type === 'data_table' || b.type === 'table')).toBe(true);
  });

  it('no message or URL sent to Slack carries a report figure to a third party: no QuickChart, no image links', async () => {
    await t.h.ask('revenue last 7d');
    const total = (await apiAnswer<{ summary: { revenue: number } }>('/report/dashboard')).summary.revenue;
    const urls = urlsSentToSlack();
    expect(urls.filter((u) => /quickchart/i.test(u))).toEqual([]);
    // Every URL the bot sent points at Slack itself (the stand-in) or its files: none carries figures.
    const standin = new URL(t.h.stack.standin.origin).host;
    expect(urls.filter((u) => new URL(u).host !== standin && !u.startsWith('https://slack.com'))).toEqual([]);
    expect(urls.filter((u) => u.includes(String(Math.round(total))))).toEqual([]);
    const sent = JSON.stringify(t.h.stack.standin.state.responses.map((r) => r.body));
    expect(sent).not.toContain('"image_url"');
  });
});
