// What the playground shows, from what the stand-in recorded (src/playground/timeline.ts): the
// same rules Slack applies to response_url posts, edits, deletions, forms and shared files.
import { describe, expect, it } from 'vitest';
import { Timeline, type Message } from '../../src/playground/timeline.js';

const dm = (u: string) => `D${u.slice(1)}`;
const call = (method: string, args: Record<string, unknown>, result: Record<string, unknown> = {}) => ({ kind: 'call' as const, item: { method, args, ok: true, result } });
const response = (urlId: string, body: Record<string, unknown>) => ({ kind: 'response' as const, item: { urlId, body, ok: true } });
const messages = (t: Timeline) => t.snapshot().messages;

describe('the playground timeline', () => {
  it('shows a command’s answer to its asker only, in the channel it was asked in', () => {
    const t = new Timeline(dm, { user: 'U0CONSOLE', channel: 'C0CONSOLE' });
    t.sentFrom('R1', { channel: 'C1', user: 'U1' });
    t.apply(response('R1', { text: 'hi', response_type: 'ephemeral' }));
    expect(messages(t)).toMatchObject([{ channel: 'C1', text: 'hi', visibleTo: 'U1' }]);
  });

  it('replaces and then deletes the message whose button was pressed (replace_original, delete_original)', () => {
    const t = new Timeline(dm, { user: 'U0CONSOLE', channel: 'C0CONSOLE' });
    t.sentFrom('R1', { channel: 'C1', user: 'U1' });
    t.apply(response('R1', { text: 'private' }));
    const key = messages(t)[0]!.key;
    t.sentFrom('R2', { channel: 'C1', user: 'U1', messageKey: key });
    t.apply(response('R2', { text: 'shared', response_type: 'in_channel' }));
    t.apply(response('R2', { delete_original: true }));
    expect(messages(t).map((m: Message) => [m.text, m.visibleTo])).toEqual([['shared', undefined]]);
    t.sentFrom('R3', { channel: 'C1', user: 'U1', messageKey: messages(t)[0]!.key });
    t.apply(response('R3', { text: 'edited', replace_original: true }));
    expect(messages(t).map((m: Message) => m.text)).toEqual(['edited']);
  });

  it('stamps each message with the bot’s clock, an edit keeping the first time', () => {
    let clock = Date.parse('2026-11-22T09:00:00Z');
    const t = new Timeline(dm, { user: 'U0CONSOLE', channel: 'C0CONSOLE' }, () => clock);
    t.apply(call('chat.postMessage', { channel: 'C1', text: 'preparing' }, { ts: '1.1' }));
    clock += 60_000;
    t.apply(call('chat.update', { channel: 'C1', ts: '1.1', text: 'ready' }));
    expect(messages(t)).toMatchObject([{ text: 'ready', at: Date.parse('2026-11-22T09:00:00Z') }]);
  });

  it('edits a posted message in place, a DM addressed by user id or IM id alike', () => {
    const t = new Timeline(dm, { user: 'U0CONSOLE', channel: 'C0CONSOLE' });
    t.apply(call('chat.postMessage', { channel: 'U1', text: 'preparing' }, { ts: '1.1' }));
    t.apply(call('chat.update', { channel: 'D1', ts: '1.1', text: 'ready', blocks: '[{"type":"divider"}]' }));
    expect(messages(t)).toMatchObject([{ channel: 'D1', text: 'ready', blocks: [{ type: 'divider' }] }]);
    t.apply(call('chat.delete', { channel: 'D1', ts: '1.1' }));
    expect(messages(t)).toEqual([]);
  });

  it('opens a form for the person whose trigger it was, and updates it by its view id', () => {
    const t = new Timeline(dm, { user: 'U0CONSOLE', channel: 'C0CONSOLE' });
    t.sentFrom('', { channel: 'C1', user: 'U2' }, 'T1');
    t.apply(call('views.open', { trigger_id: 'T1' }, { view: { id: 'V1', title: 'a' } }));
    t.apply(call('views.update', { view_id: 'V1' }, { view: { id: 'V1', title: 'b' } }));
    expect(t.snapshot().modals).toEqual({ U2: { id: 'V1', title: 'b' } });
  });

  it('shows a file shared to a channel, and none kept private to the bot', () => {
    const t = new Timeline(dm, { user: 'U0CONSOLE', channel: 'C0CONSOLE' });
    t.apply(call('files.completeUploadExternal', { files: '[]' }, { files: [{ id: 'F0', name: 'x.csv', title: 'x', size: 1 }] }));
    t.apply(call('files.completeUploadExternal', { channel_id: 'C1', initial_comment: 'here' }, { files: [{ id: 'F1', name: 'r.csv', title: 'Report', size: 10 }] }));
    expect(messages(t)).toMatchObject([{ channel: 'C1', text: 'here', files: [{ id: 'F1', name: 'r.csv' }] }]);
  });

  it('shows the agent view: the status while the bot works, a streamed answer in the thread, the suggested prompts', () => {
    const t = new Timeline(dm, { user: 'U0CONSOLE', channel: 'C0CONSOLE' });
    expect(t.apply(call('assistant.threads.setStatus', { channel_id: 'D1', thread_ts: '5.1', status: 'is looking into it…' }))).toEqual([{ type: 'status', channel: 'D1', status: 'is looking into it…' }]);
    const started = t.apply(call('chat.startStream', { channel: 'D1', thread_ts: '5.1', markdown_text: 'Revenue ' }, { ts: '6.1' }));
    expect(started[0]).toEqual({ type: 'status', channel: 'D1', status: '' });
    t.apply(call('chat.appendStream', { channel: 'D1', ts: '6.1', markdown_text: 'yesterday' }));
    t.apply(call('chat.stopStream', { channel: 'D1', ts: '6.1', blocks: JSON.stringify([{ type: 'section', text: { type: 'mrkdwn', text: 'done' } }]) }));
    expect(messages(t)).toMatchObject([{ channel: 'D1', threadTs: '5.1', text: 'Revenue yesterday', blocks: [{ type: 'section' }] }]);
    t.apply(call('assistant.threads.setSuggestedPrompts', { channel_id: 'D1', prompts: JSON.stringify([{ title: 'Revenue', message: 'revenue yesterday' }]) }));
    expect(t.snapshot().prompts).toEqual({ D1: [{ title: 'Revenue', message: 'revenue yesterday' }] });
  });
});
