// What an export record from the API may put in Slack: its `url` goes inside a <url|label> link,
// so only a web address is shown, with the characters that would end the link or start a mention
// encoded; a failed export's `error` is the API's text like an error body's — one line, cut short,
// escaped. Through the real edge, against a local listener standing in for the reporting API.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGE_MAX } from '../../src/api/index.js';
import { DEFAULT_USER } from '../../src/slack-standin/driver.js';
import { startHarness, type BotHarness } from '../support/harness.js';
import { expectCall } from '../support/interactions.js';

let record: Record<string, unknown> = {};
let api: Server;
let apiUrl = '';
await new Promise<void>((resolve) => {
  api = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(record)));
  api.listen(0, '127.0.0.1', resolve);
});
apiUrl = `http://127.0.0.1:${(api!.address() as AddressInfo).port}/api/v1`;
// The bot's own API is the listener (ADOPS_API_URL): there is no sandbox in this harness.
let h: BotHarness;
beforeAll(async () => {
  h = await startHarness({ apiUrl });
});
afterAll(async () => {
  await h?.close();
  await new Promise<void>((resolve) => api.close(() => resolve()));
});

const shown = async () => JSON.stringify((await h.ask('export bids bidexp_x')).post.body);

describe('a bid export record from the API', () => {
  it('shows no link that is not a web address', async () => {
    for (const url of ['javascript:alert(1)', 'file:///etc/passwd', 'slack://open']) {
      record = { export_id: 'bidexp_x', status: 'ready', url };
      const text = await shown();
      expect(text, url).not.toContain(url);
      expect(text).toContain('sent a download link that is not a web address');
    }
  });

  it('keeps a web link whole, with nothing that ends it early or mentions anyone', async () => {
    record = { export_id: 'bidexp_x', status: 'ready', url: 'https://files.example.com/b?x=1&sig=ab|Click here> <!channel> <https://evil.example' };
    const text = await shown();
    expect(text).toContain('<https://files.example.com/b?x=1&sig=ab%7CClick%20here%3E%20%3C!channel%3E%20%3Chttps://evil.example|download the file>');
    expect(text).not.toContain('<!channel>');
  });

  it('shows a failed export’s error on one line, cut short, escaped', async () => {
    record = { export_id: 'bidexp_x', status: 'failed', error: `<!channel> disk full\n${'x'.repeat(1000)}` };
    const text = await shown();
    expect(text).toContain('The API said: &lt;!channel&gt; disk full xxx');
    expect(text).not.toContain('<!channel>');
    expect(/x+…/.exec(text)![0].length).toBe(API_MESSAGE_MAX - '<!channel> disk full '.length);
  });
});

describe('an impression export whose record carries a hostile link', () => {
  it('is delivered to the DM card and App Home with the link encoded', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const expires = new Date(Date.now() + 3_600_000).toISOString();
    record = { export_id: 'exp_hostile', status: 'ready', url: 'https://files.example.com/e?sig=1|x> <!channel>', expires_at: expires };
    const encoded = 'https://files.example.com/e?sig=1%7Cx%3E%20%3C!channel%3E|';
    const asked = await h.ask(`export impressions ${yesterday}`);
    expect(asked.text).toContain('requested');
    await expect.poll(() => JSON.stringify(h.calls('chat.update')), { timeout: 15_000 }).toContain('download the file');
    const card = JSON.stringify(h.calls('chat.update'));
    expect(card).toContain(`${encoded}download the file`);
    expect(card).not.toContain('<!channel>');

    const home = await expectCall(h, 'views.publish', () => h.stack.driver.event({ type: 'app_home_opened', user: DEFAULT_USER, channel: 'D0LOCAL01', tab: 'home' }));
    const shown = JSON.stringify(home.args.view);
    expect(shown).toContain(encoded);
    expect(shown).not.toContain('<!channel>');
  });
});
