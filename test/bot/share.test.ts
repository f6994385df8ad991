// Share to channel posts the answer the user was shown (kept when it was shown), never a second
// run of the command: a shared `digest add` subscribes once, a shared breakdown calls the API once,
// and what goes into the channel pings nobody but the people it names one by one.
import { describe, expect, it } from 'vitest';
import { toAnswer, useHarness, USER } from '../support/harness.js';
import { shareValueOf } from '../support/interactions.js';

const t = useHarness();
const CHANNEL = 'C0SHARE01';
const team = () => t.h.stack.standin.teamId;

async function share(value: string, userId = USER) {
  const click = await t.h.stack.driver.clickButton({ actionId: 'adops_share', value }, { userId, channelId: CHANNEL });
  expect(click.status).toBe(200);
  const [first] = await click.waitForResponses(1);
  return toAnswer(first!);
}

describe('Share to channel', () => {
  it('posts the digest confirmation that was shown, and subscribes once', async () => {
    const a = await t.h.ask('digest add daily_revenue here at=09:00', { channelId: CHANNEL });
    expect(a.text).toContain('Subscribed');
    const value = shareValueOf(a.blocks)!;
    expect(value).toMatch(/^answer:/);
    const shared = await share(value);
    expect(shared.post.body.response_type).toBe('in_channel');
    expect(shared.text).toContain('Subscribed');
    expect(shared.text).toContain(`Shared by @${USER}`);
    expect(await t.h.store.subscriptions.list({ teamId: team(), ownerUserId: USER })).toHaveLength(1);
  });

  it('posts the breakdown that was shown: no second API call, and its CSV stays in the asker’s DM', async () => {
    const a = await t.h.ask('breakdown by=country metrics=revenue yesterday csv', { channelId: CHANNEL });
    const calls = t.h.received('/report/').length;
    const channelFiles = () => [...t.h.stack.standin.state.files.values()].filter((f) => f.channelId === CHANNEL).length;
    const before = channelFiles();
    const shared = await share(shareValueOf(a.blocks)!);
    expect(shared.post.body.response_type).toBe('in_channel');
    expect(shared.text).toContain(`the DM of @${USER} with the bot (private to them)`);
    expect(t.h.received('/report/')).toHaveLength(calls);
    expect(channelFiles()).toBe(before);
  });

  it('keeps user-group mentions of an alert from pinging the channel', async () => {
    // The answer to `alerts add` names whom the alert mentions (the list itself has no Share button).
    const added = await t.h.ask('alerts add fill_rate drop 12.5% here notify=U0PARIS01,<!subteam^S0ADOPS|@adops>', { channelId: CHANNEL });
    const shared = await share(shareValueOf(added.blocks)!);
    const body = JSON.stringify(shared.post.body);
    expect(body).not.toMatch(/<!subteam|<!channel|<!here/);
    expect(shared.text).toContain('group S0ADOPS');
    // The list is the asker's own: no Share button under it.
    expect(shareValueOf((await t.h.ask('alerts list', { channelId: CHANNEL })).blocks)).toBeUndefined();
  });

  it('tells the user when the answer can no longer be shared, and posts nothing in the channel', async () => {
    const before = t.h.received('').length;
    for (const [value, userId] of [['whoami', USER], ['answer:00000000-0000-0000-0000-000000000000', USER]] as const) {
      const a = await share(value, userId);
      expect(a.post.body.response_type).toBe('ephemeral');
      expect(a.text).toContain('That answer can no longer be shared');
      expect(a.text).toContain('Run the command again and share the new answer.');
    }
    // Someone else's answer is not theirs to share.
    const mine = await t.h.ask('whoami', { channelId: CHANNEL });
    const other = await share(shareValueOf(mine.blocks)!, 'U0PARIS01');
    expect(other.post.body.response_type).toBe('ephemeral');
    expect(other.text).toContain('can no longer be shared');
    expect(t.h.received('').length).toBe(before + 1);
  });
});
