// Issue 36: a loaded tenants bench counted posts "with another workspace's token". The background
// side posts for every workspace through ONE WebClient, each call naming its workspace's token
// (src/app/durable.ts): this checks, through the real outbox, posters and the Slack stand-in, that
// no call ever leaves with another workspace's token while Slack answers 429s and answers after
// the client gave up (the conditions of that run) — each recorded call's token is the workspace's
// whose poster made it, in its channels and in the DMs it opened.
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SlackOutbox } from '../../src/outbox/outbox.js';
import { backgroundClient, Poster } from '../../src/outbox/poster.js';
import { startSlackStandin, type SlackStandin } from '../../src/slack-standin/server.js';

/** The second client's timeout, after which the stand-in answers (the first has the product's 10 s). */
const SHORT_TIMEOUT_MS = 500;
const TEAMS = Array.from({ length: 12 }, (_, i) => `T0TOK${String(i).padStart(4, '0')}`);
const channelOf = (teamId: string, n: number) => `C${teamId.slice(1)}${n}`;
const ownerOf = (teamId: string) => `U${teamId.slice(1)}`;

describe('one background client, a token per workspace', () => {
  let standin: SlackStandin;
  let outbox: SlackOutbox;
  const posters = new Map<string, Poster>();
  /** The same, on a client that gives up after SHORT_TIMEOUT_MS. */
  const hasty = new Map<string, Poster>();
  beforeAll(async () => {
    standin = await startSlackStandin({ botToken: 'xoxb-default', channelPostIntervalMs: 200 });
    const logger = pino({ level: 'silent' });
    outbox = new SlackOutbox({ logger, channelIntervalMs: 0 });
    // As durable.ts: no token of its own, a short timeout; each poster names its workspace's token.
    const client = backgroundClient(undefined, standin.apiUrl);
    const hastyClient = backgroundClient(undefined, standin.apiUrl, undefined, SHORT_TIMEOUT_MS);
    for (const teamId of TEAMS) {
      const { botToken } = standin.workspaces.add({ teamId });
      const token = async () => botToken;
      posters.set(teamId, new Poster(client, { logger, outbox, workspace: teamId, token, maxRetryAfterMs: 5_000 }));
      hasty.set(teamId, new Poster(hastyClient, { logger, outbox, workspace: teamId, token }));
    }
  });
  afterAll(async () => {
    await outbox.close();
    await standin.close();
  });

  /** The workspace each posted channel belongs to: its own channels, and the DMs its bot opened. */
  function workspaceOfChannels(): Map<string, string> {
    const of = new Map(TEAMS.flatMap((t) => [0, 1, 2].map((n) => [channelOf(t, n), t] as const)));
    for (const c of standin.state.calls) {
      const id = (c.result as { channel?: { id?: string } } | undefined)?.channel?.id;
      if (c.method === 'conversations.open' && c.ok && id && c.teamId) of.set(id, c.teamId);
    }
    return of;
  }

  it('posts every workspace\'s messages and DMs with its own token through 429s and late answers', { timeout: 60_000 }, async () => {
    // Slack rate limits posts for a while (Retry-After 1 s): every caller of the method waits and tries again.
    standin.rateLimit('chat.postMessage', 1, 8);
    await Promise.all(
      TEAMS.flatMap((teamId) => [
        ...[0, 1, 2].flatMap((n) => [1, 2].map((k) => posters.get(teamId)!.post(channelOf(teamId, n), { text: `post ${k} of ${teamId}` }))),
        posters.get(teamId)!.dm(ownerOf(teamId), { text: `a notice of ${teamId}` }),
      ]),
    );
    // Then Slack answers posts only after the client gave up (and carries them out then): not
    // sent again by the outbox, each lands late with the token it left with.
    standin.state.lateAnswers = { methods: ['chat.postMessage', 'conversations.open'], afterMs: 2 * SHORT_TIMEOUT_MS };
    const late = await Promise.allSettled(TEAMS.map((teamId) => hasty.get(teamId)!.post(channelOf(teamId, 0), { text: `late post of ${teamId}` })));
    expect(late.every((r) => r.status === 'rejected')).toBe(true);
    await new Promise((r) => setTimeout(r, 1_500));
    standin.state.lateAnswers = undefined;

    const posts = standin.state.calls.filter((c) => c.method === 'chat.postMessage' && c.ok);
    expect(standin.state.calls.filter((c) => c.error === 'ratelimited').length).toBeGreaterThanOrEqual(8);
    expect(posts.length).toBe(TEAMS.length * (6 + 1 + 1));
    const of = workspaceOfChannels();
    const crossed = posts.filter((c) => c.teamId !== of.get(String(c.args.channel)));
    expect(crossed.map((c) => `${String(c.args.channel)} by ${c.teamId}`)).toEqual([]);
    // Each workspace's DM is its own channel (the stand-in names it after the user).
    expect(new Set(posts.filter((c) => String(c.args.channel).startsWith('D')).map((c) => c.args.channel)).size).toBe(TEAMS.length);
  });
});
