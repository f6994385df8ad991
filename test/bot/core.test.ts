// The app end to end through real edges: signed slash commands into the Bolt app, answers at the
// stand-in's response_url, the sandbox behind it. Help, usage errors, whoami, Share to channel,
// App Home and /healthz.
import { describe, expect, it } from 'vitest';
import { request } from 'undici';
import { toAnswer, useHarness } from '../support/harness.js';

const t = useHarness();

describe('help and parsing', () => {
  it('answers empty text with the grouped help', async () => {
    const a = await t.h.ask('');
    expect(a.text).toContain('Reports');
    expect(a.text).toContain('/adops revenue');
    expect(a.text).toContain('/adops whoami');
    expect(a.post.body.response_type).toBe('ephemeral');
  });

  it('answers an unknown subcommand with help and a suggestion', async () => {
    const a = await t.h.ask('revnue yesterday');
    expect(a.text).toContain("I don't know revnue");
    expect(a.text).toContain('Did you mean revenue?');
  });

  it('answers a parser mistake with that subcommand’s usage and sends nothing to the API', async () => {
    const a = await t.h.ask('revenue last 7d country=USA');
    expect(a.text).toContain('country');
    expect(a.text).toContain('two-letter ISO country code');
    expect(a.text).toContain('Usage');
    expect(a.text).toContain('/adops revenue [range]');
    expect(t.h.sandbox.ctx.faults.count('/')).toBe(0);
  });
});

describe('what the user typed, shown back', () => {
  it('never becomes a live mention or link, in the text or the blocks', async () => {
    for (const typed of ['abtest <!channel>', 'auction <!here|here>', 'tasks <@U12345>', 'frobnicate <!everyone>', 'revenue yesterday <https://evil.example|click>']) {
      const a = await t.h.ask(typed);
      const raw = JSON.stringify({ text: a.post.body.text, blocks: a.blocks });
      expect(raw, typed).not.toMatch(/<[!@#]|<https?:/);
    }
  });

  it('echoes a long paste briefly, each piece in a closed code span', async () => {
    const words = Array.from({ length: 300 }, (_, i) => `word${i}`).join(' ');
    const a = await t.h.ask(`revenue yesterday ${words} ${'x'.repeat(500)}\``);
    const problem = (a.blocks[0] as { text: { text: string } }).text.text;
    expect(problem).toContain('I did not understand `word0`, `word1`');
    expect(problem).toContain('and 296 more');
    expect(problem.length).toBeLessThan(400);
    expect((problem.match(/`/g) ?? []).length % 2).toBe(0);
    expect(a.post.body.text!.length).toBeLessThan(1_500);
  });
});

describe('whoami', () => {
  it('shows the identity behind the key but never the key', async () => {
    const a = await t.h.ask('whoami');
    expect(a.text).toContain('Sandbox full access');
    expect(a.text).toContain('acct_sandbox_01');
    expect(a.text).toContain('reports:read');
    expect(a.text).toContain('sbx_…ll');
    expect(JSON.stringify(a.post.body)).not.toContain('sbx_full');
  });
});

describe('Share to channel', () => {
  it('posts the answer that was shown in the channel with who shared it, and removes the private copy', async () => {
    const sent = await t.h.stack.driver.slashCommand('whoami', { userId: 'U0PARIS01', channelId: 'C0SHARE01' });
    const [first] = await sent.waitForResponses(1);
    const button = toAnswer(first!).blocks
      .flatMap((b) => ((b as { elements?: { action_id?: string; value?: string }[] }).elements ?? []))
      .find((e) => e.action_id === 'adops_share');
    expect(button?.value).toMatch(/^answer:/);
    const asked = t.h.received('/auth').length;
    const click = await t.h.stack.driver.clickButton({ actionId: 'adops_share', value: button!.value }, { userId: 'U0PARIS01', channelId: 'C0SHARE01' });
    expect(click.status).toBe(200);
    const [shared, removed] = await click.waitForResponses(2);
    expect(shared!.body.response_type).toBe('in_channel');
    const text = toAnswer(shared!).text;
    expect(text).toContain('Sandbox full access');
    expect(text).toContain('Shared by @U0PARIS01');
    expect(text).not.toContain('Share to channel');
    expect(removed!.body.delete_original).toBe(true);
    expect(t.h.received('/auth')).toHaveLength(asked);
  });
});

describe('App Home and health', () => {
  it('publishes the Home tab when it is opened', async () => {
    const before = t.h.stack.standin.state.calls.length;
    const sent = await t.h.stack.driver.event({ type: 'app_home_opened', user: 'U0TOKYO01', channel: 'D0TOKYO01', tab: 'home' });
    expect(sent.status).toBe(200);
    const publish = await t.h.stack.standin.state.waitFor(() => t.h.stack.standin.state.calls.slice(before).find((c) => c.method === 'views.publish'));
    expect(publish.ok).toBe(true);
    expect(publish.args.user_id).toBe('U0TOKYO01');
    const view = String(publish.args.view);
    expect(view).toContain('connected with key');
    expect(view).toContain('Your digests');
    expect(view).toContain('/adops help');
  });

  it('answers GET /healthz with 200 once ready', async () => {
    const res = await request(t.h.stack.botUrl.replace('/slack/events', '/healthz'));
    expect(res.statusCode).toBe(200);
    expect(await res.body.json()).toMatchObject({ ok: true });
  });
});
