// The one way out to Slack (src/outbox/outbox.ts) against the Slack stand-in: a 429 stops that
// method in that workspace until its Retry-After, for every caller; a post whose outcome is
// unknown is never sent twice while a read is tried again; response_url posts wait out a 429.
// Waits are recorded by an injected sleep, never measured.
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SlackOutbox } from '../../src/outbox/outbox.js';
import { backgroundClient } from '../../src/outbox/poster.js';
import { ResponseUrlError } from '../../src/outbox/response-url.js';
import { startSlackStandin, type SlackStandin } from '../../src/slack-standin/server.js';

const logger = pino({ level: 'silent' });

describe('SlackOutbox against the Slack stand-in', () => {
  let standin: SlackStandin;
  let slept: number[];
  let outbox: SlackOutbox;
  const client = () => backgroundClient('xoxb-out', standin.apiUrl);
  const calls = (method: string) => standin.state.calls.filter((c) => c.method === method);

  beforeAll(async () => {
    standin = await startSlackStandin({ botToken: 'xoxb-out' });
  });
  afterAll(() => standin.close());
  beforeEach(() => {
    standin.state.calls.length = 0;
    standin.state.outage = undefined;
    slept = [];
    // The clock stands still: every wait the outbox means to make is recorded, none is made.
    outbox = new SlackOutbox({ logger, now: () => 0, sleep: async (ms) => void slept.push(ms), retry: { baseDelayMs: 1, maxDelayMs: 2 } });
  });

  it('a 429 pauses that method in that workspace for every caller, not in another workspace', async () => {
    standin.rateLimit('conversations.open', 2, 1);
    const c = client();
    const first = await outbox.call('T1', 'conversations.open', () => c.conversations.open({ users: 'U0TEST' }));
    expect(first.ok).toBe(true);
    // The 429 was waited out once (2 s) and the call made again.
    expect(calls('conversations.open').map((x) => x.error ?? 'ok')).toEqual(['ratelimited', 'ok']);
    expect(slept).toEqual([2_000]);
    // Another caller of the same method in the same workspace waits for the pause too (the clock stood still)…
    await outbox.call('T1', 'conversations.open', () => c.conversations.open({ users: 'U0TEST' }));
    expect(slept).toEqual([2_000, 2_000]);
    // …a caller in another workspace, or of another method, does not.
    await outbox.call('T2', 'conversations.open', () => c.conversations.open({ users: 'U0TEST' }));
    await outbox.call('T1', 'auth.test', () => c.auth.test());
    expect(slept).toEqual([2_000, 2_000]);
  });

  it('fails at once when Slack asks for a longer pause than the caller may wait', async () => {
    standin.rateLimit('conversations.open', 120, 1);
    const c = client();
    await expect(outbox.call('T1', 'conversations.open', () => c.conversations.open({ users: 'U0TEST' }))).rejects.toMatchObject({ code: 'slack_webapi_rate_limited_error' });
    expect(calls('conversations.open')).toHaveLength(1);
    expect(slept).toEqual([]);
  });

  it('never sends a post again when its outcome is unknown (5xx), but tries a read again', async () => {
    standin.state.outage = { status: 500, until: Date.now() + 60_000, methods: ['chat.postMessage', 'conversations.info'] };
    const c = client();
    await expect(outbox.call('T1', 'chat.postMessage', () => c.chat.postMessage({ channel: 'C0OUT', text: 'once' }), { channel: 'C0OUT' })).rejects.toMatchObject({
      code: 'slack_webapi_http_error',
    });
    expect(calls('chat.postMessage')).toHaveLength(1);
    await expect(outbox.call('T1', 'conversations.info', () => c.conversations.info({ channel: 'C0OUT' }))).rejects.toMatchObject({ code: 'slack_webapi_http_error' });
    expect(calls('conversations.info')).toHaveLength(3);
  });

  it('a post refused with a 429 was not carried out: it is sent again after Retry-After', async () => {
    standin.rateLimit('chat.postMessage', 1, 1);
    const c = client();
    await outbox.call('T1', 'chat.postMessage', () => c.chat.postMessage({ channel: 'C0RL', text: 'after the pause' }), { channel: 'C0RL' });
    expect(calls('chat.postMessage').map((x) => x.error ?? 'ok')).toEqual(['ratelimited', 'ok']);
  });

  it('a response_url post waits out a 429 and is shown once; a 5xx is reported, not sent again', async () => {
    standin.rateLimit('response_url', 1, 1);
    const { id, url } = standin.newResponseUrl();
    await outbox.respond(url)({ text: 'answer' });
    const posts = standin.state.responses.filter((r) => r.urlId === id);
    expect(posts.map((p) => p.error ?? 'ok')).toEqual(['http_429', 'ok']);
    expect(slept).toEqual([1_000]);

    standin.state.outage = { status: 502, until: Date.now() + 60_000, methods: ['response_url'] };
    const other = standin.newResponseUrl();
    const err = await outbox.respond(other.url)({ text: 'maybe shown' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ResponseUrlError);
    expect((err as ResponseUrlError).status).toBe(502);
    expect(standin.state.responses.filter((r) => r.urlId === other.id)).toHaveLength(1);
    // The capability never appears in what is thrown.
    expect(String(err)).not.toContain(other.url);
  });
});
