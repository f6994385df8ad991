// The playground's web side without a browser (so it is checked even where no Chromium is): the
// page and chart.js are served from this machine, a command sent through the JSON API reaches
// the real bot as a signed slash command, and its answer comes back on the event stream.
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlaygroundFor } from '../../src/local/playground.js';
import type { Playground } from '../../src/playground/server.js';
import { useHarness } from '../support/harness.js';

const suite = useHarness();
let playground: Playground;

beforeAll(async () => {
  playground = await startPlaygroundFor(suite.h.stack);
});
afterAll(() => playground?.close());

const get = async (path: string) => {
  const res = await request(new URL(path, playground.url));
  return { status: res.statusCode, type: String(res.headers['content-type']), body: await res.body.text() };
};

/** Reads server-sent events until `match` returns a value. */
async function nextEvent<T>(match: (e: Record<string, unknown>) => T | undefined, act: () => Promise<unknown>): Promise<T> {
  const res = await request(new URL('/api/events', playground.url));
  let buffer = '';
  const acted = act();
  try {
    for await (const chunk of res.body) {
      buffer += (chunk as Buffer).toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^data: (.*)$/m.exec(frame)?.[1];
        const found = data ? match(JSON.parse(data) as Record<string, unknown>) : undefined;
        if (found !== undefined) return found;
      }
    }
    throw new Error('the event stream ended');
  } finally {
    await acted;
    res.body.destroy();
  }
}

describe('the playground server', () => {
  it('serves the page and chart.js from this machine, with no address on the internet', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<script src="/vendor/chart.js">');
    expect(page.body).not.toMatch(/https?:\/\//);
    const chart = await get('/vendor/chart.js');
    expect(chart.status).toBe(200);
    expect(chart.type).toContain('javascript');
    expect(chart.body.length).toBeGreaterThan(100_000);
  });

  it('lists the people to act as, one of each kind, and the commands with their usage', async () => {
    const state = JSON.parse((await get('/api/state')).body) as { users: Array<{ role: string }>; commands: Array<{ name: string; usage: string }> };
    expect(state.users.map((u) => u.role).sort()).toEqual(expect.arrayContaining(['admin', 'external', 'guest', 'member']));
    expect(state.commands.find((c) => c.name === 'revenue')?.usage).toBe(suite.h.stack.deps.commands.find((c) => c.name === 'revenue')!.usage);
  });

  it('sends a command as Slack would and streams the private answer back to its asker', async () => {
    const message = await nextEvent(
      (e) => (e.type === 'message' ? (e.message as { visibleTo?: string; channel: string; text: string }) : undefined),
      () => request(new URL('/api/command', playground.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ user: 'U0LOCAL01', channel: 'C0LOCAL01', text: 'revenue yesterday' }) }).then((r) => r.body.text()),
    );
    expect(message).toMatchObject({ visibleTo: 'U0LOCAL01', channel: 'C0LOCAL01' });
    expect(message.text).toMatch(/Revenue/);
    expect(suite.h.stack.standin.state.responses.some((r) => r.body.text === message.text)).toBe(true);
  });

  it('shows answers to the terminal console’s commands too, to the console’s user', async () => {
    const message = await nextEvent(
      (e) => (e.type === 'message' && /help/i.test(JSON.stringify((e.message as { blocks: unknown[] }).blocks)) ? (e.message as { visibleTo?: string; channel: string }) : undefined),
      () => suite.h.stack.driver.slashCommand('help', {}, { withoutTrigger: true }),
    );
    expect(message).toMatchObject({ visibleTo: 'U0LOCAL01', channel: 'C0LOCAL01' });
  });

  it('stamps messages with the bot’s clock (the sandbox’s), not the wall clock', async () => {
    const message = await nextEvent(
      (e) => (e.type === 'message' ? (e.message as { at?: number }) : undefined),
      () => request(new URL('/api/command', playground.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ user: 'U0LOCAL01', channel: 'C0LOCAL01', text: 'whoami' }) }).then((r) => r.body.text()),
    );
    expect(message.at).toBe(suite.h.sandbox.ctx.clock.now());
    expect(Math.abs(message.at! - Date.now())).toBeGreaterThan(60_000);
  });

  it('sends a #channel typed in the composer as Slack escapes it (should_escape)', async () => {
    const before = suite.h.stack.standin.state.responses.length;
    await request(new URL('/api/command', playground.url), {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: 'U0LOCAL01', channel: 'C0LOCAL01', text: 'digest add network channel=#revenue-team at=07:00' }),
    }).then((r) => r.body.text());
    await suite.h.stack.standin.state.waitFor(() => suite.h.stack.standin.state.responses.slice(before).find((r) => /Subscribed/.test(JSON.stringify(r.body))), 20_000, 'the answer');
    const subs = await suite.h.store.subscriptions.list({ teamId: suite.h.stack.standin.teamId });
    expect(subs.find((s) => s.report === 'network')).toMatchObject({ channelId: 'C0LOCAL02' });
  });

  it('answers 404 for a file the stand-in does not hold', async () => {
    expect((await get('/files/F000NONE')).status).toBe(404);
  });

  it('shows the agent view: words written in the DM get a status, then the answer in their thread, naming the command', async () => {
    const body = JSON.stringify({ user: 'U0LOCAL01', channel: 'D0LOCAL01', text: 'revenue yesterday' });
    const answer = await nextEvent(
      (e) => {
        const m = e.message as { channel?: string; threadTs?: string; blocks?: unknown[] } | undefined;
        return e.type === 'message' && m?.channel === 'D0LOCAL01' && m.threadTs && JSON.stringify(m.blocks).includes('Ran `/adops revenue yesterday`') ? m : undefined;
      },
      () => request(new URL('/api/words', playground.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then((r) => r.body.text()),
    );
    expect(answer.threadTs).toBeDefined();
    const prompts = await nextEvent(
      (e) => (e.type === 'prompts' ? (e.prompts as Array<{ message: string }>) : undefined),
      () => request(new URL('/api/messages', playground.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ user: 'U0LOCAL01' }) }).then((r) => r.body.text()),
    );
    expect(prompts.map((p) => p.message)).toContain('revenue yesterday');
  });
});
