// Case 6 of issue 12: the same signed request sent twice (a replay within Slack's 5-minute
// signature window) runs once — one subscription, one alert — while a new request (a new trigger)
// still runs.
import { describe, expect, it } from 'vitest';
import { requestKey } from '../../src/app/durable-replays.js';
import { CHANNEL, USER, useHarness } from '../support/harness.js';

const t = useHarness();

function commandBody(text: string, url: string, trigger: string): string {
  return new URLSearchParams({
    team_id: t.h.stack.standin.teamId, channel_id: CHANNEL, user_id: USER, command: '/adops', text, response_url: url, trigger_id: trigger,
  }).toString();
}

describe('replayed signed requests', () => {
  it('creates one subscription when the same `digest add` is sent twice', async () => {
    const { id, url } = t.h.stack.standin.newResponseUrl();
    const body = commandBody('digest add daily_revenue here at=07:15', url, '111.replayed.trigger');
    const first = await t.h.stack.driver.post(body, 'application/x-www-form-urlencoded', id, {});
    expect(first.status).toBe(200);
    await first.waitForResponses(1);
    const again = await t.h.stack.driver.post(body, 'application/x-www-form-urlencoded', id, {});
    expect(again.status).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    const subs = (await t.h.store.subscriptions.list({ teamId: t.h.stack.standin.teamId })).filter((s) => s.cron.startsWith('15 7'));
    expect(subs).toHaveLength(1);
    expect(again.responses()).toHaveLength(1);
  });

  it('still runs a new request with a new trigger', async () => {
    const { id, url } = t.h.stack.standin.newResponseUrl();
    const sent = await t.h.stack.driver.post(commandBody('digest add daily_revenue here at=07:15', url, '222.new.trigger'), 'application/x-www-form-urlencoded', id, {});
    await sent.waitForResponses(1);
    const subs = (await t.h.store.subscriptions.list({ teamId: t.h.stack.standin.teamId })).filter((s) => s.cron.startsWith('15 7'));
    expect(subs).toHaveLength(2);
  });

  it('keys a request by team, user, trigger and body (or event id)', () => {
    expect(requestKey({ team_id: 'T1', user_id: 'U1', trigger_id: 'x', text: 'a' })).toMatch(/^req\|T1\|U1\|x\|/);
    expect(requestKey({ type: 'block_actions', team: { id: 'T1' }, user: { id: 'U1' }, trigger_id: 'y' })).toMatch(/^req\|T1\|U1\|y\|/);
    // Same trigger, another body (another response_url): another request.
    expect(requestKey({ team_id: 'T1', user_id: 'U1', trigger_id: 't', response_url: 'a' })).not.toBe(requestKey({ team_id: 'T1', user_id: 'U1', trigger_id: 't', response_url: 'b' }));
    expect(requestKey({ type: 'event_callback', event_id: 'Ev1' })).toBe('event|Ev1');
    expect(requestKey({ team_id: 'T1' })).toBeUndefined();
  });
});
