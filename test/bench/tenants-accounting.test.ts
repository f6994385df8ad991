// The tenants bench's accounting (bench/scheduler-tenants.ts), on calls the Slack stand-in really
// recorded. Issue 36: a loaded run reported posts "with another workspace's token" and duplicates
// that were the owners' DMs (a run that failed tells its owner): every subscription had one owner
// id, the stand-in answered every workspace's conversations.open with the same DM channel, and the
// bench knew only the digest channels — each DM counted as another workspace's post, and their
// sum in that one channel as duplicates. Each workspace now has its own owner, a DM channel
// belongs to the workspace whose bot opened it, and a post with another workspace's token is
// still counted.
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postsWithAnotherToken, slimCall, tenantsOf, workspaceOfChannels } from '../../bench/scheduler-tenants.js';
import { SlackOutbox } from '../../src/outbox/outbox.js';
import { backgroundClient, Poster } from '../../src/outbox/poster.js';
import { startSlackStandin, type SlackStandin } from '../../src/slack-standin/server.js';

describe('tenants bench: posts with another workspace\'s token', () => {
  const tenants = tenantsOf(3, 3);
  let standin: SlackStandin;
  let outbox: SlackOutbox;
  const tokens = new Map<string, string>();
  const posterOf = (teamId: string, token = tokens.get(teamId)!) =>
    new Poster(backgroundClient(undefined, standin.apiUrl), { logger: pino({ level: 'silent' }), outbox, workspace: teamId, token: async () => token });
  beforeAll(async () => {
    standin = await startSlackStandin({ botToken: 'xoxb-default' });
    outbox = new SlackOutbox({ logger: pino({ level: 'silent' }), channelIntervalMs: 0 });
    for (const t of tenants) tokens.set(t.teamId, standin.workspaces.add({ teamId: t.teamId }).botToken);
  });
  afterAll(async () => {
    await outbox.close();
    await standin.close();
  });

  it('counts no DM of a workspace\'s own owner, and counts a post made with another workspace\'s token', async () => {
    expect(new Set(tenants.map((t) => t.ownerUserId)).size).toBe(tenants.length);
    for (const t of tenants) {
      const poster = posterOf(t.teamId);
      for (const channel of t.channels) await poster.post(channel, { text: 'digest' });
      await poster.dm(t.ownerUserId, { text: 'a run failed' });
    }
    const calls = standin.state.calls.map(slimCall);
    expect(postsWithAnotherToken(calls, workspaceOfChannels(tenants, calls))).toBe(0);

    // Workspace 1's channel, workspace 0's token: counted.
    await posterOf(tenants[1]!.teamId, tokens.get(tenants[0]!.teamId)).post(tenants[1]!.channels[0]!, { text: 'crossed' });
    const after = standin.state.calls.map(slimCall);
    expect(postsWithAnotherToken(after, workspaceOfChannels(tenants, after))).toBe(1);
  });

  it('gives a DM channel opened by two workspaces to neither', async () => {
    // One user id asked by two workspaces (the old bench's single owner): the stand-in answers one channel.
    for (const t of tenants.slice(0, 2)) await posterOf(t.teamId).dm('U0SHARED1', { text: 'a run failed' });
    const calls = standin.state.calls.map(slimCall);
    expect(workspaceOfChannels(tenants, calls).has('D0SHARED1')).toBe(false);
    expect(postsWithAnotherToken(calls, workspaceOfChannels(tenants, calls))).toBe(1 + 2);
  });
});
