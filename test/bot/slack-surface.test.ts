// What the bot does on Slack's side: files upload V2, 429s with Retry-After, channels that
// refuse the bot, charts uploaded privately (CHART_MODE=upload), and answers Slack refuses.
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../commands/registry.js';
import { defineCommand } from '../../commands/types.js';
import { useHarness, withHarness } from '../support/harness.js';

/** A subcommand whose answer Slack refuses (a header must be plain_text), as a bug would build it. */
const broken = defineCommand<null>({
  name: 'broken', group: 'Help', summary: 'builds blocks Slack refuses', usage: 'broken', examples: [], need: 'read',
  parse: () => ({ ok: true, request: null }),
  run: async () => ({ text: 'x', kind: 'answer', blocks: [{ type: 'header', text: { type: 'mrkdwn', text: 'headers are plain_text' } }] as never[] }),
});

const t = useHarness({ commands: [...COMMANDS, broken] });

describe('Web API behaviour', () => {
  it('waits out a short 429 (Retry-After) and still uploads the CSV', async () => {
    const state = t.h.stack.standin.state;
    const before = state.calls.length;
    t.h.stack.standin.rateLimit('files.getUploadURLExternal', 1, 1);
    const a = await t.h.ask('breakdown by=country metrics=revenue yesterday csv');
    expect(a.text).toContain('as CSV');
    const calls = state.calls.slice(before).filter((c) => c.method === 'files.getUploadURLExternal');
    expect(calls.map((c) => c.error ?? 'ok')).toEqual(['ratelimited', 'ok']);
    expect(state.calls.slice(before).some((c) => c.method === 'files.completeUploadExternal' && c.ok)).toBe(true);
  });

  it('puts the CSV of an answer in the asker’s DM, also when asked in a channel the bot is not in', async () => {
    const state = t.h.stack.standin.state;
    state.channelsWithoutBot.add('C0PRIVATE');
    const a = await t.h.ask('breakdown by=country metrics=revenue yesterday csv', { channelId: 'C0PRIVATE' });
    expect(a.post.body.response_type).toBe('ephemeral');
    expect(a.text).toContain('your DM with the bot');
    const files = [...state.files.values()];
    expect(files.some((f) => f.channelId === 'C0PRIVATE')).toBe(false);
    expect(files.some((f) => f.channelId?.startsWith('D'))).toBe(true);
  });

  it('CHART_MODE=upload renders the PNG on the chart host, uploads it privately and references the file', async () => {
    await withHarness({ chartMode: 'upload' }, async (charts) => {
      const state = charts.stack.standin.state;
      const before = state.calls.length;
      const a = await charts.ask('revenue yesterday');
      const image = a.blocks.find((b) => (b as { type: string }).type === 'image') as { slack_file?: { id: string }; image_url?: string };
      expect(image.image_url).toBeUndefined();
      const file = state.files.get(image.slack_file!.id)!;
      expect(file.completed).toBe(true);
      expect(file.channelId).toBeUndefined();
      expect(file.bytes.subarray(1, 4).toString()).toBe('PNG');
      expect(JSON.stringify(a.post.body)).not.toContain('quickchart');
      expect(state.calls.slice(before).filter((c) => c.method === 'files.completeUploadExternal')).toHaveLength(1);
    });
  });

  it('CHART_MODE=quickchart links a QuickChart image on the configured host', async () => {
    await withHarness({ chartMode: 'quickchart' }, async (qc) => {
      const a = await qc.ask('abtest abt_demo_achieved');
      const image = a.blocks.find((b) => (b as { type: string }).type === 'image') as { image_url: string };
      expect(image.image_url.startsWith('https://quickchart.example/chart?')).toBe(true);
      expect(image.image_url.length).toBeLessThanOrEqual(3_000);
    });
  });
});

describe('answers Slack refuses', () => {
  it('posts a plain apology with a reference instead of leaving the user without an answer', async () => {
    const sent = await t.h.send('broken');
    await sent.waitForResponses(2);
    const posts = t.h.stack.standin.state.responses.filter((r) => r.urlId === sent.responseUrlId);
    expect(posts.map((p) => p.error ?? 'ok')).toEqual(['invalid_blocks', 'ok']);
    const reference = /reference ([0-9a-f]{8})/.exec(posts[1]!.body.text ?? '')?.[1];
    expect(reference).toBeDefined();
    expect(t.h.logs.some((l) => l.includes('Slack refused the answer') && l.includes(reference!))).toBe(true);
  });
});
