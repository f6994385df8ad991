// The buttons on a metric incident's message, pressed as signed Slack requests into the bot:
// Acknowledge shows who acknowledged it, Snooze 1 h shows until when and holds back follow-ups —
// each redrawn in place by the watch's next check (chat.update on the same message).
import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { ALERT_ACTION } from '../../views/alert-incident.js';
import { messageText } from '../jobs/world.js';
import { CHANNEL, USER, useHarness, type BotHarness } from '../support/harness.js';

const suite = useHarness({ autoStart: false });
const ON_CALL = 'U0PARIS01';

/** Presses a button on a channel message, as Slack sends it (signed form post). */
async function click(h: BotHarness, actionId: string, value: string, ts: string, userId = USER): Promise<void> {
  const team = h.stack.standin.teamId;
  const body = new URLSearchParams({
    payload: JSON.stringify({
      type: 'block_actions',
      team: { id: team, domain: 'standin' },
      user: { id: userId, username: 'u', team_id: team },
      api_app_id: 'A0ADOPS',
      token: 'unused',
      trigger_id: `${Date.now()}.t`,
      container: { type: 'message', channel_id: CHANNEL, message_ts: ts },
      channel: { id: CHANNEL, name: 'ops' },
      message: { ts, text: 'alert' },
      actions: [{ action_id: actionId, block_id: 'adops_alert_actions', type: 'button', value, action_ts: `${Date.now() / 1000}` }],
    }),
  }).toString();
  const res = await h.stack.driver.post(body, 'application/x-www-form-urlencoded', '', {});
  expect(res.status).toBe(200);
}

/** Runs watch checks until `done` holds (a click's command runs after its ack). */
async function checkUntil(h: BotHarness, done: () => boolean): Promise<void> {
  for (let i = 0; i < 50 && !done(); i++) {
    await h.durable.watchWorker.pass();
    if (!done()) await new Promise((r) => setTimeout(r, 100));
  }
  expect(done()).toBe(true);
}

describe('alert buttons', () => {
  it('acknowledge shows who; snooze shows until when; both in place', async () => {
    const { h } = suite;
    const res = await request(`${h.sandbox.origin}/sandbox/incidents`, { method: 'POST', body: JSON.stringify({ text: 'drop format=rewarded depth=50% from=2026-11-22T10:00Z hours=6' }), headers: { 'content-type': 'application/json' } });
    await res.body.dump();
    h.sandbox.ctx.clock.set(Date.parse('2026-11-22T10:15:00Z'));
    const w = await h.store.watches.create({ teamId: h.stack.standin.teamId, ownerUserId: USER, spec: { kind: 'metric_drop', metric: 'revenue', dropPct: 15, period: 'hour', filters: {} }, channelId: CHANNEL, nextCheckAt: new Date(Date.parse('2026-11-22T10:15:00Z')) }, new Date());
    await h.durable.watchWorker.pass();
    h.sandbox.ctx.clock.set(Date.parse('2026-11-22T11:15:00Z'));
    await h.durable.watchWorker.pass();
    const [alert] = h.calls('chat.postMessage', CHANNEL).filter((c) => messageText(c).includes('below its baseline'));
    expect(alert).toBeDefined();
    const ts = (alert!.result as { ts: string }).ts;
    const incident = (await h.store.watches.openIncidentOf(w.id))!;

    // On call: a member of the channel who did not create the alert acknowledges it.
    await click(h, ALERT_ACTION.ack, incident.id, ts, ON_CALL);
    await checkUntil(h, () => h.calls('chat.update', CHANNEL).some((u) => messageText(u).includes(`Acknowledged by <@${ON_CALL}>`)));
    const acked = h.calls('chat.update', CHANNEL).find((u) => messageText(u).includes('Acknowledged by'))!;
    expect(acked.args.ts).toBe(ts);
    expect(messageText(acked)).not.toContain('"Acknowledge"');

    await click(h, ALERT_ACTION.snoozeHour, w.id, ts);
    await checkUntil(h, () => h.calls('chat.update', CHANNEL).some((u) => messageText(u).includes('Snoozed until 2026-11-22 12:15 UTC')));
    expect((await h.store.watches.get(w.id))!.state.snoozedUntil).toBe('2026-11-22T12:15:00.000Z');
    expect(h.calls('chat.postMessage', CHANNEL).filter((c) => c.args.thread_ts === ts)).toHaveLength(0);

    // Typed anywhere but the alert's channel, by someone who did not create it: refused, nothing changes.
    const elsewhere = await h.ask(`alerts snooze ${w.id} 1d`, { userId: ON_CALL, channelId: 'C0ELSEWHERE' });
    expect(elsewhere.text).toContain('Only its creator, or someone in a channel it posts to');
    expect((await h.store.watches.get(w.id))!.state.snoozedUntil).toBe('2026-11-22T12:15:00.000Z');
  });
});
