// Issue 33 item 5: everything from the API is text. A configuration's YAML and its validation
// issues reach Slack inside code blocks, where Slack still reads `<!channel>`, `<@U…>` and
// `<url|label>`: escaped there the one way (views/blocks.ts). A download link too long to write in
// a sentence goes whole in a button, and one longer than a button carries (3,000) whole in a file —
// never cut. Through the real edge: signed commands, the real pipeline, a local listener standing
// in for the reporting API, the Slack stand-in's response_url and files.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type BotHarness } from '../support/harness.js';

const HOSTILE = '<!channel> <!here> <@U0ADMIN> <https://evil.example/x|click here>';
const YAML = `floors:\n  us: 0.5 # ${HOSTILE}\nnote: "${HOSTILE}"\n`;
const CONFIG = { id: 'cfg_1', account_id: 'acc_1', kind: 'mediation', version_number: 3, version_label: 'v3', created_at: '2026-11-20T08:00:00Z', created_by_name: 'ops', yaml: YAML, data: {} };
const VALIDATION = {
  valid: false, error_count: 1, warning_count: 0, yaml: YAML, source: { type: 'draft', name: 'draft' },
  issues: [{ code: 'E1', path: 'note', message: 'bad value', severity: 'error', line: 3, column: 8, length: 10 }],
};
let bidRecord: Record<string, unknown> = {};

let api: Server;
await new Promise<void>((resolve) => {
  api = createServer((req, res) => {
    const body = req.url?.includes('config/validate') ? VALIDATION : req.url?.includes('config/show') ? CONFIG : bidRecord;
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
