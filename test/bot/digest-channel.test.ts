// The digest form and a channel the bot is not in: the submission is answered on the channel
// field itself (response_action "errors") with how to invite the bot, the form stays open and
// nothing is stored or sent; once the bot is in, the same submission subscribes. Through the real
// Bolt app and the Slack stand-in (which refuses the bot's reads of a channel it is not in).
import { describe, expect, it } from 'vitest';
import { digestChannelErrors } from '../../commands/digest/form.js';
import { useHarness } from '../support/harness.js';
import { checks, conversation, expectCall, lastView, select, submit, text, time } from '../support/interactions.js';

const t = useHarness({ autoStart: false });
const NO_BOT = 'C0NOBOT09';

describe('digest form: a channel without the bot', () => {
  it('says on the channel field how to invite the bot, then subscribes once it is in', async () => {
    const team = t.h.stack.standin.teamId;
    await expectCall(t.h, 'views.update', () => t.h.send('digest add'));
    const form = lastView(t.h, 'views.update');
    const values = { report: select('daily_revenue'), channel: conversation(NO_BOT), time: time('09:00'), days: checks('mon'), timezone: text('UTC') };
    t.h.stack.standin.state.channelsWithoutBot.add(NO_BOT);
    try {
      const res = await submit(t.h, form, values);
      const ack = JSON.parse(res.body) as { response_action: string; errors: Record<string, string> };
      const name = `#channel-${NO_BOT.toLowerCase()}`;
      expect(ack).toEqual({ response_action: 'errors', errors: { channel: `I'm not in ${name}: run /invite @adops in ${name}, then submit again.` } });
      expect(await t.h.store.subscriptions.list({ teamId: team })).toEqual([]);
    } finally {
      t.h.stack.standin.state.channelsWithoutBot.delete(NO_BOT);
    }
    const res = await submit(t.h, form, values);
    expect(res.body).toBe('');
    await t.h.stack.standin.state.waitFor(() => t.h.calls('chat.postMessage').find((c) => String(c.args.text).includes('Subscribed')), 10_000, 'the DM');
    expect(await t.h.store.subscriptions.list({ teamId: team })).toMatchObject([{ channelId: NO_BOT, report: 'daily_revenue' }]);
  });
});

describe('the channel field\'s message', () => {
  it('names the channel when Slack says its name; a DM or a channel with the bot has none', async () => {
    const slack = (member: boolean, name?: string) => ({ canPost: async () => member, label: async () => name });
    expect(await digestChannelErrors('C0SALES01', slack(false, '#sales'))).toEqual({ channel: "I'm not in #sales: run /invite @adops in #sales, then submit again." });
    expect(await digestChannelErrors('C0SALES01', slack(true, '#sales'))).toBeUndefined();
    expect(await digestChannelErrors('D0OWNER01', slack(false))).toBeUndefined();
  });

  it('never holds the form past its budget: a probe Slack does not answer leaves the check to the save', async () => {
    const never = { canPost: () => new Promise<boolean>(() => undefined), label: async () => '#sales' };
    expect(await digestChannelErrors('C0SALES01', never, 20)).toBeUndefined();
  });
});
