// `alerts add … to=#C1,#C2,dm` through the real Bolt app: every destination is stored in order,
// the user must be in each channel, and a channel the bot is not in is refused with how to invite
// it — nothing stored, nothing posted (digests too, which also take only-changes / skip-empty).
import { describe, expect, it } from 'vitest';
import { CHANNEL, useHarness, USER } from '../support/harness.js';

const t = useHarness({ autoStart: false, exportDelayMs: 0 });
const team = () => t.h.stack.standin.teamId;

describe('alerts add with several destinations', () => {
  it('stores two channels and the DM, with mentions, and lists them', async () => {
    const a = await t.h.ask('alerts add revenue drop 20% to=<#C0SALES01|sales>,#C0OPS0001,dm notify=U0PARIS01,<!subteam^S0ADOPS|@adops>');
    expect(a.text).toContain('Created');
    expect(a.text).toContain('#C0SALES01');
    const [w] = await t.h.store.watches.list({ teamId: team(), ownerUserId: USER });
    expect(w).toMatchObject({ destinations: ['C0SALES01', 'C0OPS0001', 'dm'], channelId: 'C0SALES01', mentions: ['U0PARIS01', 'S0ADOPS'] });
    expect((await t.h.ask('alerts list')).text).toContain('and DM to you mentioning');
    await t.h.store.watches.remove(w!.id);
  });

  it('reads repeated channel= and "here"', async () => {
    await t.h.ask('alerts add ecpm drop 15% channel=C0SALES01 channel=C0OPS0001 here', { channelId: CHANNEL });
    const [w] = await t.h.store.watches.list({ teamId: team(), ownerUserId: USER });
    expect(w!.destinations).toEqual(['C0SALES01', 'C0OPS0001', CHANNEL]);
    await t.h.store.watches.remove(w!.id);
  });

  it('refuses a channel the bot is not in, says how to invite it, and stores nothing', async () => {
    t.h.stack.standin.state.channelsWithoutBot.add('C0NOBOT01');
    try {
      const a = await t.h.ask('alerts add revenue drop 20% to=C0SALES01,C0NOBOT01 notify=U0PARIS01');
      expect(a.text).toContain('I am not in <#C0NOBOT01>');
      expect(a.text).toContain('/invite @adops');
      expect(a.post.body.response_type ?? 'ephemeral').toBe('ephemeral');
      expect(await t.h.store.watches.list({ teamId: team(), ownerUserId: USER })).toEqual([]);
      expect(t.h.calls('chat.postMessage', 'C0SALES01')).toEqual([]);
    } finally {
      t.h.stack.standin.state.channelsWithoutBot.delete('C0NOBOT01');
    }
  });

  it('refuses a digest in a channel the bot is not in the same way', async () => {
    t.h.stack.standin.state.channelsWithoutBot.add('C0NOBOT02');
    try {
      const a = await t.h.ask('digest add daily_revenue channel=C0NOBOT02 at=09:00 only-changes');
      expect(a.text).toContain('I am not in <#C0NOBOT02>');
      expect(a.text).toContain('/invite @adops');
      expect(await t.h.store.subscriptions.list({ teamId: team(), channelId: 'C0NOBOT02' })).toEqual([]);
    } finally {
      t.h.stack.standin.state.channelsWithoutBot.delete('C0NOBOT02');
    }
    const b = await t.h.ask('digest add daily_revenue here at=09:00 only-changes skip-empty', { channelId: CHANNEL });
    expect(b.text).toContain('sent only when revenue moved beyond its baseline, not on days without data');
    const [s] = await t.h.store.subscriptions.list({ teamId: team(), channelId: CHANNEL });
    expect(s!.filters).toMatchObject({ only_changes: true, skip_empty: true });
    await t.h.store.subscriptions.remove(s!.id);
  });

  it('checks the user is in every destination channel, not only the first', async () => {
    t.h.stack.standin.state.channelMembers.set('C0PRIVATE1', ['U0PARIS01']);
    try {
      const a = await t.h.ask('alerts add revenue drop 20% to=C0SALES01,C0PRIVATE1');
      expect(a.text).toMatch(/you are not in channel C0PRIVATE1/);
      expect(await t.h.store.watches.list({ teamId: team(), ownerUserId: USER })).toEqual([]);
    } finally {
      t.h.stack.standin.state.channelMembers.delete('C0PRIVATE1');
    }
  });

  it('checks the user is in the channel an `abtest watch here` posts its card in (it creates a watch, like alerts add)', async () => {
    t.h.stack.standin.state.channelMembers.set('C0PRIVATE1', ['U0PARIS01']);
    try {
      const a = await t.h.ask('abtest watch abt_demo_turning here', { channelId: 'C0PRIVATE1' });
      expect(a.text).toMatch(/you are not in channel C0PRIVATE1/);
      expect(await t.h.store.watches.list({ teamId: team(), ownerUserId: USER, kind: 'abtest' })).toEqual([]);
    } finally {
      t.h.stack.standin.state.channelMembers.delete('C0PRIVATE1');
    }
  });

  it('explains mistakes in where it goes', async () => {
    expect((await t.h.ask('alerts add revenue drop 20% to=dm notify=U0PARIS01')).text).toContain('add "here"');
    expect((await t.h.ask('alerts add revenue drop 20% to=#sales')).text).toContain('reached me as plain text, not as a channel');
    expect((await t.h.ask('alerts add revenue drop 20% to=C0A1,C0A2,C0A3,C0A4,C0A5,dm')).text).toContain('at most 5 places');
  });
});
