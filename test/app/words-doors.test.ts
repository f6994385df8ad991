// Where plain words arrive (issue 38), through the real edges: signed message.im and app_mention
// events into the same receivers as /adops, the Slack stand-in recording what the bot did — the
// agent view's status and suggested prompts, the streamed answer, replies in the question's thread,
// ephemeral replies where the channel may not see figures — and the sandbox recording every
// reporting-API call (none for a guest).
import { beforeAll, describe, expect, it } from 'vitest';
import { messageText, useHarness, type BotHarness } from '../support/harness.js';
import type { RecordedCall } from '../../src/slack-standin/state.js';
import { DEFAULT_POLICY } from '../../src/store/access-policy.js';

const t = useHarness();
const GUEST = 'U0GUESTW1';
const PARTNER_TEAM = 'T0PARTNER';

beforeAll(() => {
  t.h.stack.standin.state.users.set(GUEST, { id: GUEST, name: 'gus.guest', tz: 'UTC', isRestricted: true });
});

const blocksOf = (c: RecordedCall): Array<Record<string, unknown>> => (typeof c.args.blocks === 'string' ? JSON.parse(c.args.blocks) : (c.args.blocks ?? [])) as Array<Record<string, unknown>>;
const ranOf = (c: RecordedCall) => blocksOf(c).find((b) => b.block_id === 'adops_ran');
const ranText = (c: RecordedCall) => JSON.stringify(ranOf(c) ?? null);
/** The answer's own blocks: no Share button or Ran line, and a chart's uploaded file named alike (each run uploads its own). */
const withoutChrome = (blocks: Array<Record<string, unknown>>) =>
  JSON.parse(JSON.stringify(blocks.filter((b) => b.block_id !== 'adops_ran' && b.block_id !== 'adops_share_block')).replace(/"id":"F[0-9A-Z]+"/g, '"id":"F…"')) as unknown;

/** The streamed answer in `channel`'s thread `threadTs`: its start and its stop (with the final blocks). */
async function streamIn(h: BotHarness, channel: string, threadTs: string): Promise<{ start: RecordedCall; stop: RecordedCall }> {
  return h.stack.standin.state.waitFor(() => {
    const start = h.calls('chat.startStream', channel).find((c) => c.args.thread_ts === threadTs);
    const stop = start && h.calls('chat.stopStream', channel).find((c) => c.args.ts === start.result?.ts);
    return start && stop ? { start, stop } : undefined;
  }, 30_000, 'a streamed answer');
}

async function replyIn(h: BotHarness, method: 'chat.postMessage' | 'chat.postEphemeral', channel: string, threadTs: string): Promise<RecordedCall> {
  return h.stack.standin.state.waitFor(() => h.calls(method, channel).find((c) => c.args.thread_ts === threadTs), 30_000, `${method} in the thread`);
}

describe('the agent view (a DM in the Messages tab)', () => {
  it('says it is working at once, then streams the command’s own answer in the question’s thread, naming the command', async () => {
    const slash = await t.h.ask('revenue yesterday');
    const { sent, ts, channel } = await t.h.stack.driver.directMessage('revenue yesterday');
    expect(sent.status).toBe(200);
    const { start, stop } = await streamIn(t.h, channel, ts);
    const status = t.h.calls('assistant.threads.setStatus', undefined).find((c) => c.args.channel_id === channel && c.args.thread_ts === ts);
    expect(status?.args.status).toMatch(/looking/);
    expect(t.h.stack.standin.state.calls.indexOf(status!)).toBeLessThan(t.h.stack.standin.state.calls.indexOf(start));
    // The final message is complete on its own: the answer's blocks, and the command in a context block.
    expect(ranText(stop)).toContain('Ran `/adops revenue yesterday`');
    expect(withoutChrome(blocksOf(stop))).toEqual(withoutChrome(slash.blocks as Array<Record<string, unknown>>));
    // The stream said the answer's own plain text, in pieces.
    const appended = t.h.calls('chat.appendStream', channel).filter((c) => c.args.ts === start.result?.ts);
    expect([start, ...appended].map((c) => String(c.args.markdown_text)).join('')).toBe(slash.post.body.text);
    // No top-level reply to a top-level DM.
    expect(t.h.calls('chat.postMessage', channel).filter((c) => !c.args.thread_ts)).toEqual([]);
  });

  it('keeps the thread’s context: a follow-up refines the previous command', async () => {
    const first = await t.h.stack.driver.directMessage('revenue yesterday', { userId: 'U0PARIS01' });
    await streamIn(t.h, first.channel, first.ts);
    const follow = await t.h.stack.driver.directMessage('and by country?', { userId: 'U0PARIS01', threadTs: first.ts });
    const { stop } = await streamIn(t.h, follow.channel, first.ts).then(async () =>
      t.h.stack.standin.state.waitFor(() => {
        const starts = t.h.calls('chat.startStream', follow.channel).filter((c) => c.args.thread_ts === first.ts);
        const stop = starts.length === 2 ? t.h.calls('chat.stopStream', follow.channel).find((c) => c.args.ts === starts[1]!.result?.ts) : undefined;
        return stop ? { stop } : undefined;
      }, 30_000, 'the follow-up’s answer'),
    );
    expect(ranText(stop)).toContain('Ran `/adops revenue yesterday by country`');
  });

  it('clarifies words it cannot map: up to three suggested commands as buttons, no command named, no figures', async () => {
    t.h.sandbox.ctx.faults.clear();
    const { ts, channel } = await t.h.stack.driver.directMessage('what is the weather like in paris', { userId: 'U0TOKYO01' });
    const { stop } = await streamIn(t.h, channel, ts);
    const buttons = blocksOf(stop).flatMap((b) => (b.type === 'actions' ? (b.elements as Array<{ type: string; value: string }>) : []));
    expect(buttons.length).toBeGreaterThanOrEqual(1);
    expect(buttons.length).toBeLessThanOrEqual(3);
    expect(buttons.every((b) => b.type === 'button' && b.value.length > 0)).toBe(true);
    expect(ranOf(stop)).toBeUndefined();
    expect(blocksOf(stop).some((b) => b.type === 'context' && JSON.stringify(b).includes('/adops'))).toBe(false);
    expect(messageText(stop)).not.toMatch(/\$\d/);
    // The only reads were of the account's names (apps, countries, formats, bidders, Tasks), to match the words against.
    expect(t.h.received('').map((c) => c.path).filter((p) => !/^\/report\/(breakdown|bidders)|^\/scheduled-agents/.test(p))).toEqual([]);
  });

  it('runs a suggested command when its button is clicked, in the same thread', async () => {
    const { ts, channel } = await t.h.stack.driver.directMessage('tell me a joke', { userId: 'U0TOKYO01' });
    const { stop } = await streamIn(t.h, channel, ts);
    const button = blocksOf(stop).flatMap((b) => (b.type === 'actions' ? (b.elements as Array<{ action_id: string; value: string }>) : []))[0]!;
    const click = await t.h.stack.driver.clickButton({ actionId: button.action_id, value: button.value }, { userId: 'U0TOKYO01', channelId: channel });
    expect(click.status).toBe(200);
    const answer = await t.h.stack.standin.state.waitFor(() => {
      const starts = t.h.calls('chat.startStream', channel).filter((c) => c.args.thread_ts === ts || c.args.thread_ts !== undefined);
      return starts.map((s) => t.h.calls('chat.stopStream', channel).find((c) => c.args.ts === s.result?.ts)).find((c) => c && ranOf(c));
    }, 30_000, 'the suggested command’s answer');
    expect(ranText(answer)).toContain(`Ran \`/adops ${button.value}\``);
  });

  it('tells a guest why not, with no figures and no reporting-API call', async () => {
    t.h.sandbox.ctx.faults.clear();
    const { ts, channel } = await t.h.stack.driver.directMessage('revenue yesterday', { userId: GUEST });
    const { stop } = await streamIn(t.h, channel, ts);
    expect(messageText(stop)).toMatch(/Guest accounts cannot use/);
    expect(messageText(stop)).not.toMatch(/\$\d/);
    expect(t.h.received('')).toEqual([]);
  });

  it('suggests prompts when the Messages tab opens: what the person asked most first', async () => {
    await t.h.stack.driver.event({ type: 'app_home_opened', user: 'U0PARIS01', channel: 'D0PARIS01', tab: 'messages', event_ts: '1.1' });
    const call = await t.h.stack.standin.state.waitFor(() => t.h.calls('assistant.threads.setSuggestedPrompts').find((c) => c.args.channel_id === 'D0PARIS01'), 30_000, 'suggested prompts');
    expect(call.args.thread_ts).toBeUndefined();
    const prompts = (typeof call.args.prompts === 'string' ? JSON.parse(call.args.prompts) : call.args.prompts) as Array<{ title: string; message: string }>;
    expect(prompts.length).toBeGreaterThan(0);
    expect(prompts.length).toBeLessThanOrEqual(4);
    // U0PARIS01 asked "revenue yesterday" and its follow-up above.
    expect(prompts.map((p) => p.message)).toContain('revenue yesterday by country');
  });
});

describe('mentions', () => {
  it('answer in the thread of a top-level mention, for the channel to see, naming the command', async () => {
    const { ts, channel } = await t.h.stack.driver.mention('revenue yesterday', { channelId: 'C0MENTION1' });
    // Streamed in the channel's thread, for the asker as recipient; the final blocks name the command.
    const { start, stop } = await streamIn(t.h, channel, ts);
    expect([start.args.recipient_user_id, start.args.recipient_team_id].every((v) => typeof v === 'string' && v !== '')).toBe(true);
    expect(ranText(stop)).toContain('Ran `/adops revenue yesterday`');
    expect(JSON.stringify(blocksOf(stop))).toMatch(/Revenue/);
    expect(t.h.calls('chat.postMessage', channel).filter((c) => !c.args.thread_ts)).toEqual([]);
  });

  it('answer a mention inside a thread in that thread, and a follow-up mention refines the thread’s command', async () => {
    const parent = '1764000000.000100';
    const first = await t.h.stack.driver.mention('revenue yesterday', { channelId: 'C0MENTION2', threadTs: parent });
    const reply = await streamIn(t.h, first.channel, parent);
    expect(ranText(reply.stop)).toContain('Ran `/adops revenue yesterday`');
    await t.h.stack.driver.mention('and by country?', { channelId: 'C0MENTION2', threadTs: parent });
    const second = await t.h.stack.standin.state.waitFor(() => {
      const start = t.h.calls('chat.startStream', first.channel).filter((c) => c.args.thread_ts === parent)[1];
      return start && t.h.calls('chat.stopStream', first.channel).find((c) => c.args.ts === start.result?.ts);
    }, 30_000, 'the follow-up');
    expect(ranText(second)).toContain('Ran `/adops revenue yesterday by country`');
  });

  it('answer privately (ephemeral in the thread) in a channel shared with another organisation', async () => {
    const { ts, channel } = await t.h.stack.driver.mention('revenue yesterday', { channelId: 'C0SHARED01', extShared: true });
    const reply = await replyIn(t.h, 'chat.postEphemeral', channel, ts);
    expect(reply.args.user).toBe('U0LOCAL01');
    expect(ranText(reply)).toContain('Ran `/adops revenue yesterday`');
    expect(t.h.calls('chat.postMessage', channel)).toEqual([]);
  });

  it('answer privately in a channel where reading reports is not allowed, and refuse a member there', async () => {
    const teamId = t.h.stack.standin.teamId;
    const admin = 'U0ADMINW1';
    t.h.stack.standin.state.users.set(admin, { id: admin, name: 'ada.admin', tz: 'UTC', isAdmin: true });
    await t.h.store.access.put(teamId, { ...DEFAULT_POLICY, restrictions: { read: { groups: [], channels: ['C0FIGURES1'] } } }, 'test', new Date());
    try {
      const asAdmin = await t.h.stack.driver.mention('revenue yesterday', { channelId: 'C0NOFIGURE', userId: admin });
      const reply = await replyIn(t.h, 'chat.postEphemeral', asAdmin.channel, asAdmin.ts);
      expect(messageText(reply)).toMatch(/Revenue/);
      const asMember = await t.h.stack.driver.mention('revenue yesterday', { channelId: 'C0NOFIGURE' });
      const refused = await replyIn(t.h, 'chat.postEphemeral', asMember.channel, asMember.ts);
      expect(messageText(refused)).not.toMatch(/\$\d/);
      expect(t.h.calls('chat.postMessage', 'C0NOFIGURE')).toEqual([]);
      expect(t.h.calls('chat.startStream', 'C0NOFIGURE')).toEqual([]);
      const open = await t.h.stack.driver.mention('revenue yesterday', { channelId: 'C0FIGURES1' });
      await streamIn(t.h, open.channel, open.ts);
    } finally {
      await t.h.store.access.put(teamId, DEFAULT_POLICY, 'test', new Date());
    }
  });

  it('from another organisation in a shared channel: refused privately, no API call', async () => {
    t.h.sandbox.ctx.faults.clear();
    t.h.stack.standin.state.users.set('U0PARTNW1', { id: 'U0PARTNW1', name: 'pat.partner', tz: 'UTC', teamId: PARTNER_TEAM });
    const body = await t.h.stack.driver.mention('revenue yesterday', { channelId: 'C0SHARED02', userId: 'U0PARTNW1', extShared: true });
    const reply = await replyIn(t.h, 'chat.postEphemeral', body.channel, body.ts);
    expect(messageText(reply)).toMatch(/another workspace or organisation/);
    expect(t.h.received('')).toEqual([]);
  });
});
