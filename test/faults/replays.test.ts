// Case 6 of issue 12: the same signed request sent twice (a replay within Slack's 5-minute
// signature window) runs once — one subscription, one alert — while a new request (a new trigger)
// still runs. Issue 24: a key lives as long as its request's signature can be accepted, and what
// changes state is told apart from what only reads (the guard fails closed for the first kind).
import { describe, expect, it } from 'vitest';
import { changesState } from '../../src/app/request.js';
import { REPLAY_KEY_TTL_MS, requestKey } from '../../src/store/index.js';
import { HOME_ACTION } from '../../views/app-home.js';
import { ALERT_ACTION } from '../../views/alert-incident.js';
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

  it('runs a request without a trigger once too (a surface that cannot show forms sends none)', async () => {
    const { id, url } = t.h.stack.standin.newResponseUrl();
    const body = new URLSearchParams({ team_id: t.h.stack.standin.teamId, channel_id: CHANNEL, user_id: USER, command: '/adops', text: 'digest add daily_revenue here at=07:45', response_url: url }).toString();
    const first = await t.h.stack.driver.post(body, 'application/x-www-form-urlencoded', id, {});
    await first.waitForResponses(1);
    const again = await t.h.stack.driver.post(body, 'application/x-www-form-urlencoded', id, {});
    expect(again.status).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    expect((await t.h.store.subscriptions.list({ teamId: t.h.stack.standin.teamId })).filter((s) => s.cron.startsWith('45 7'))).toHaveLength(1);
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
    expect(requestKey({ team_id: 'T1' })).toMatch(/^req\|T1\|\|-\|/);
  });

  it('remembers a key for as long as its timestamp can be accepted (5 minutes either way)', async () => {
    expect(REPLAY_KEY_TTL_MS).toBeGreaterThanOrEqual(10 * 60_000);
    // The first copy arrives 5 minutes before its timestamp, the replay 5 minutes after it.
    const key = `req|T1|U1|ttl.${Date.now()}|x`;
    const first = new Date('2026-11-22T09:00:00Z');
    expect(await t.h.store.requestKeys.firstSeen(key, first, REPLAY_KEY_TTL_MS)).toBe(true);
    expect(await t.h.store.requestKeys.firstSeen(key, new Date(first.getTime() + 9.9 * 60_000), REPLAY_KEY_TTL_MS)).toBe(false);
    // Past both windows the signature check refuses it anyway; the key may be reused.
    expect(await t.h.store.requestKeys.firstSeen(key, new Date(first.getTime() + 21 * 60_000), REPLAY_KEY_TTL_MS)).toBe(true);
  });

  it('tells requests that change state from those that only read', () => {
    const command = (text: string) => ({ command: '/adops', text, channel_id: CHANNEL, user_id: USER });
    const button = (action_id: string, value = 'x', view?: object) => ({ type: 'block_actions', actions: [{ action_id, value }], ...(view ? { view } : {}) });
    const changes = (body: Record<string, unknown>) => changesState(t.h.stack.deps, body);
    expect(changes(command('revenue yesterday'))).toBe(false);
    expect(changes(command('digest list'))).toBe(false);
    expect(changes(command('revenue someday-that-does-not-parse'))).toBe(false);
    expect(changes(command('digest add daily_revenue here at=07:15'))).toBe(true);
    expect(changes(command('alerts ack inc_7k2m9q4xa1'))).toBe(true);
    expect(changes(command('abtest abt_demo_achieved'))).toBe(false);
    expect(changes(command('abtest watch abt_demo_turning'))).toBe(true);
    expect(changes(command('access allow export group=S0TEAM1'))).toBe(true);
    expect(changes(button(HOME_ACTION.refresh, '', { type: 'home' }))).toBe(false);
    expect(changes(button(HOME_ACTION.digest.delete, 'sub_7k2m9q4xa1', { type: 'home' }))).toBe(true);
    expect(changes(button(ALERT_ACTION.snoozeHour, 'alr_7k2m9q4xa1'))).toBe(true);
    expect(changes(button('adops_share', 'answer:1'))).toBe(true);
    expect(changes(button('kind', '', { type: 'modal' }))).toBe(false);
    expect(changes(button('something_new'))).toBe(true);
    expect(changes({ type: 'view_submission', view: {} })).toBe(true);
    expect(changes({ type: 'event_callback', event_id: 'Ev1', event: { type: 'app_home_opened' } })).toBe(false);
  });
});
