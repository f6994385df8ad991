// The optional words model (src/app/words/model.ts) through real HTTP to a loopback stand-in of an
// OpenAI-compatible chat completions endpoint: what it is sent (the grammar, today's date, the
// question; nothing else), a reply taken only when the real parser runs it as a question, and
// every failure (an error status, a reply too long, too slow, not JSON, a command that changes
// something, words that are not a command) ending in no command, so the door clarifies.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../commands/registry.js';
import { askModel } from '../../src/app/words/model.js';
import { createLogger } from '../../src/logger.js';

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
let server: Server;
let url: string;
let handler: Handler;
const seen: { headers: IncomingMessage['headers']; body: Record<string, unknown> }[] = [];

const reply = (content: string): Handler => (_req, _body, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ id: 'x', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      seen.push({ headers: req.headers, body: JSON.parse(body) as Record<string, unknown> });
      handler(req, body, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/chat/completions`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const logger = createLogger({ level: 'silent' });
const ask = (words: string, deadlineMs?: number) => askModel({ url, model: 'small-model', key: 'sk-test' }, { words, today: '2026-11-27', commands: COMMANDS, logger, ...(deadlineMs ? { deadlineMs } : {}) });

describe('the words model', () => {
  it('maps words to a question the parser runs, sending only the grammar, today and the words', async () => {
    handler = reply('`/adops revenue last week country=BR`');
    expect(await ask('how did the carnival market do over the last week')).toBe('revenue last week country=BR');
    const sent = seen.at(-1)!;
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    expect(sent.body.model).toBe('small-model');
    const messages = sent.body.messages as { role: string; content: string }[];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(messages[1]!.content).toBe('how did the carnival market do over the last week');
    expect(messages[0]!.content).toContain('Today is 2026-11-27');
    for (const c of COMMANDS) expect(messages[0]!.content).toContain(c.usage.replace(/^\/adops\s+/, ''));
    expect(Object.keys(sent.body).sort()).toEqual(['max_tokens', 'messages', 'model', 'temperature']);
  });

  it('sends at most 500 characters of the words', async () => {
    handler = reply('NONE');
    await ask('x'.repeat(2_000));
    expect((seen.at(-1)!.body.messages as { content: string }[])[1]!.content).toHaveLength(500);
  });

  it.each([
    ['NONE', 'the model is unsure'],
    ['revenue since forever', 'a reply the parser refuses'],
    ['Sure! Revenue was up 12 % last week.', 'words, not a command (never a figure)'],
    ['alerts remove w_123', 'a command that changes something'],
  ])('takes no command from "%s" (%s)', async (content) => {
    handler = reply(content);
    expect(await ask('something odd')).toBeUndefined();
  });

  it('fails closed on an error status, a reply too long, one not JSON, and one too slow', async () => {
    handler = (_q, _b, res) => void res.writeHead(500).end('{"error":"down"}');
    expect(await ask('a')).toBeUndefined();
    handler = (_q, _b, res) => void res.writeHead(200).end(`{"choices":[{"message":{"content":"${'a'.repeat(100_000)}"}}]}`);
    expect(await ask('b')).toBeUndefined();
    handler = (_q, _b, res) => void res.writeHead(200).end('<html>proxy error</html>');
    expect(await ask('c')).toBeUndefined();
    handler = (_q, _b, res) => void setTimeout(() => reply('revenue yesterday')(_q, _b, res), 1_000);
    expect(await ask('d', 200)).toBeUndefined();
  });
});
