// The optional words model at the agent view's door, through the real edges: a signed message.im
// the deterministic reading cannot place is sent to the operator's model (a loopback stand-in of an
// OpenAI-compatible endpoint, real HTTP), and its command is answered like any — streamed in the
// question's thread, naming the command; a reply the parser refuses ends in the clarification.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../src/slack-standin/state.js';
import { useHarness } from '../support/harness.js';

let content = 'NONE';
const asked: string[] = [];
const server: Server = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString('utf8')));
  req.on('end', () => {
    asked.push(((JSON.parse(body) as { messages: { content: string }[] }).messages[1]!.content));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
  });
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const t = useHarness({ wordsModel: { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`, model: 'small-model' } });
const blocksOf = (c: RecordedCall): Array<Record<string, unknown>> => (typeof c.args.blocks === 'string' ? JSON.parse(c.args.blocks) : (c.args.blocks ?? [])) as Array<Record<string, unknown>>;

/** The end of the streamed reply in the question's thread (its final blocks). */
const streamed = (channel: string, ts: string) =>
  t.h.stack.standin.state.waitFor(() => {
    const start = t.h.calls('chat.startStream', channel).find((c) => c.args.thread_ts === ts);
    return start && t.h.calls('chat.stopStream', channel).find((c) => c.args.ts === start.result?.ts);
  }, 30_000, 'a streamed reply');

describe('the words model at the door', () => {
  it('answers the command the model names when the words could not be read, naming it', async () => {
    content = 'revenue last week';
    const { ts, channel } = await t.h.stack.driver.directMessage('give me the zorblax quotient for the previous seven-day stretch');
    const stop = await streamed(channel, ts);
    expect(JSON.stringify(blocksOf(stop).find((b) => b.block_id === 'adops_ran'))).toContain('Ran `/adops revenue last week`');
    expect(asked).toContain('give me the zorblax quotient for the previous seven-day stretch');
  });

  it('clarifies when the model names nothing the parser runs, and never asks it about words it can read', async () => {
    content = 'Revenue went up 12 %';
    const before = asked.length;
    const { ts, channel } = await t.h.stack.driver.directMessage('what is the frobnication level');
    const reply = await streamed(channel, ts);
    expect(blocksOf(reply).some((b) => b.type === 'actions')).toBe(true);
    expect(blocksOf(reply).some((b) => b.block_id === 'adops_ran')).toBe(false);
    expect(JSON.stringify(blocksOf(reply))).not.toContain('12 %');
    expect(asked.length).toBe(before + 1);
    const read = await t.h.stack.driver.directMessage('revenue yesterday');
    await t.h.stack.standin.state.waitFor(() => t.h.calls('chat.startStream', read.channel).find((c) => c.args.thread_ts === read.ts), 30_000, 'a streamed answer');
    expect(asked.length).toBe(before + 1);
  });
});
