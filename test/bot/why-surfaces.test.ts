// "Explain" where the bot shows a change it did not ask about, through real edges: a revenue
// digest posted by the real digest run, an incident card posted by the real watch check — each
// read from the Slack stand-in, its button pressed as Slack sends it (a signed block_actions
// payload into the real receiver), the `why` answer read from the DM it is sent to. The sandbox
// is asked over HTTP, with an incident injected: US loses 40 % of its fill on 2026-11-21 (UTC).
// And bad input to why, reconcile, the auction aggregate and long periods, through the real
// receiver: a plain answer with the next step, before any API call.
import { request } from 'undici';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSubscription } from '../../src/scheduler/subscriptions.js';
import type { RecordedCall } from '../../src/slack-standin/state.js';
import type { SubscriptionInput } from '../../src/store/index.js';
import { isNotable, WHY_ACTION } from '../../views/why.js';
import { CHANNEL, isProgressCall, messageText, SANDBOX_NOW, USER, useHarness, type BotHarness } from '../support/harness.js';

const suite = useHarness({ autoStart: false });
const INCIDENT = 'drop country=US depth=40% from=2026-11-20T12:00Z hours=48 affects=fill';
const PRESSER = 'U0PARIS01';

beforeAll(async () => {
  const res = await request(`${suite.h.sandbox.origin}/sandbox/incidents`, { method: 'POST', body: JSON.stringify({ text: INCIDENT }), headers: { 'content-type': 'application/json' } });
  expect(res.statusCode).toBe(200);
  await res.body.dump();
});
afterEach(() => suite.h.sandbox.ctx.clock.set(Date.parse(SANDBOX_NOW)));

const blocksOf = (call: RecordedCall): unknown[] => (typeof call.args.blocks === 'string' ? JSON.parse(call.args.blocks) : call.args.blocks) as unknown[];

/** The value of the button `actionId` in a message's blocks. */
function buttonValue(blocks: unknown[], actionId: string): string | undefined {
  for (const b of blocks as { type: string; elements?: { action_id?: string; value?: string }[] }[]) {
    const e = b.type === 'actions' ? b.elements?.find((x) => x.action_id === actionId) : undefined;
    if (e) return e.value;
  }
  return undefined;
}

/** Presses a button on a channel message as Slack sends it: a signed block_actions form post. */
async function press(h: BotHarness, actionId: string, value: string, ts: string, userId = PRESSER): Promise<void> {
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
      message: { ts, text: 'posted' },
      actions: [{ action_id: actionId, block_id: actionId, type: 'button', value, action_ts: `${Date.now() / 1000}` }],
    }),
  }).toString();
  const res = await h.stack.driver.post(body, 'application/x-www-form-urlencoded', '', {});
  expect(res.status).toBe(200);
}

/** Presses Explain on a channel message; resolves with the DM to the presser that answers it (after the ack). */
async function explain(h: BotHarness, value: string, ts: string): Promise<string> {
  const dm = `D${PRESSER.replace(/^U/, '')}`;
  const before = h.calls('chat.postMessage').length;
  await press(h, WHY_ACTION.explain, value, ts);
  const answer = await h.stack.standin.state.waitFor(
    () => h.calls('chat.postMessage').slice(before).find((c) => (c.args.channel === dm || c.args.channel === PRESSER) && !isProgressCall(c)),
    60_000,
    `a DM to ${PRESSER}`,
  );
  return messageText(answer);
}

async function runDigest(h: BotHarness, over: Partial<SubscriptionInput>): Promise<RecordedCall> {
  const input: SubscriptionInput = { teamId: h.stack.standin.teamId, channelId: CHANNEL, ownerUserId: USER, report: 'daily_revenue', cron: '0 9 * * *', timezone: 'UTC', ...over };
  const s = await createSubscription(h.store, input, new Date(h.sandbox.ctx.clock.now()));
  const before = h.calls('chat.postMessage', CHANNEL).length;
  expect((await h.ask(`digest run ${s.id}`)).text).toContain('posted to');
  await h.ask(`digest delete ${s.id}`);
  const [main] = h.calls('chat.postMessage', CHANNEL).slice(before).filter((c) => c.args.thread_ts === undefined);
  expect(main).toBeDefined();
  return main!;
}

/** Own-source revenue of one UTC day, as the API's dashboard gives it. */
async function dayRevenue(h: BotHarness, day: string, country?: string): Promise<number> {
  const start = Date.parse(`${day}T00:00:00Z`) / 1000;
  const qs = new URLSearchParams({ start_time: String(start), end_time: String(start + 86_399), ...(country ? { country } : {}) });
  const res = await fetch(`${h.sandbox.url}/report/dashboard?${qs.toString()}`, { headers: { authorization: 'Bearer sbx_full' } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { summary: { revenue: number } }).summary.revenue;
}

describe('Explain on a revenue digest', () => {
  it('a daily digest whose revenue moved notably carries Explain; pressing it answers why for the digest’s day and filters, by DM', async () => {
    const { h } = suite;
    // The digest's day (yesterday in UTC) against the same weekday a week before, within the US.
    expect(isNotable(await dayRevenue(h, '2026-11-21', 'US'), await dayRevenue(h, '2026-11-14', 'US'))).toBe(true);
    const main = await runDigest(h, { filters: { country: 'US' } });
    expect(messageText(main)).toContain('Daily revenue — Sat 21 Nov');
    const value = buttonValue(blocksOf(main), WHY_ACTION.explain);
    expect(value).toBe('why revenue 2026-11-21 tz=UTC country=US');

    const dm = await explain(h, value!, (main.result as { ts: string }).ts);
    // The why answer for that day and that country: the one sentence first, then its period and filters.
    expect(dm.split('\n')[0]).toMatch(/^Revenue ▼ (3\d|4\d)\.\d% \(-\$[\d,.]+\)/);
    expect(dm).toContain('country US');
    expect(dm).toContain('21 Nov 2026');
    expect(dm).toContain('the parts add up to the change exactly');
  });

  it('a weekly digest’s Explain asks why for its week', async () => {
    const { h } = suite;
    // Monday 23 Nov: last week is 16–22 Nov, a day and a half of it with the US fill drop.
    h.sandbox.ctx.clock.set(Date.parse('2026-11-23T09:00:00Z'));
    const main = await runDigest(h, { report: 'weekly_summary', cron: '0 9 * * 1', filters: { country: 'US' } });
    expect(messageText(main)).toContain('Weekly revenue — Mon 16 Nov – Sun 22 Nov');
    const value = buttonValue(blocksOf(main), WHY_ACTION.explain);
    expect(value).toBe('why revenue 2026-11-16..2026-11-22 tz=UTC country=US');
    const dm = await explain(h, value!, (main.result as { ts: string }).ts);
    expect(dm.split('\n')[0]).toMatch(/^Revenue ▼ [\d.]+% \(-\$[\d,.]+\)/);
    expect(dm).toContain('16–22 Nov 2026');
    expect(dm).toContain('country US');
  }, 90_000);

  it('a digest whose revenue barely moved has no Explain', async () => {
    const { h } = suite;
    // Tue 17 Nov against Tue 10 Nov: before the incident, a usual day.
    h.sandbox.ctx.clock.set(Date.parse('2026-11-18T09:00:00Z'));
    expect(isNotable(await dayRevenue(h, '2026-11-17'), await dayRevenue(h, '2026-11-10'))).toBe(false);
    const main = await runDigest(h, {});
    expect(messageText(main)).toContain('Daily revenue — Tue 17 Nov');
    expect(buttonValue(blocksOf(main), WHY_ACTION.explain)).toBeUndefined();
  });
});

describe('Explain on an alert incident', () => {
  it('the card the watch check posts carries Explain; pressing it answers why for the incident’s UTC day and filters, by DM', async () => {
    const { h } = suite;
    const now = new Date(h.sandbox.ctx.clock.now());
    const w = await h.store.watches.create(
      { teamId: h.stack.standin.teamId, ownerUserId: USER, spec: { kind: 'metric_drop', metric: 'revenue', dropPct: 15, period: 'day', filters: { country: 'US' } }, channelId: CHANNEL, nextCheckAt: now },
      now,
    );
    try {
      await h.durable.watchWorker.pass(); // judges 21 Nov (UTC), the latest settled day: US fill down 40 %
      const card = h.calls('chat.postMessage', CHANNEL).find((c) => messageText(c).includes('below its baseline'));
      expect(card, 'the incident card').toBeDefined();
      const value = buttonValue(blocksOf(card!), WHY_ACTION.explain);
      expect(value).toBe('why revenue 2026-11-21 tz=UTC country=US');
      const dm = await explain(h, value!, (card!.result as { ts: string }).ts);
      expect(dm).toContain('country US');
      expect(dm.split('\n')[0]).toMatch(/^Revenue ▼ [\d.]+% \(-\$[\d,.]+\)/);
      expect(dm).toContain('21 Nov 2026');
    } finally {
      await h.store.watches.remove(w.id);
    }
  });
});

describe('Explain on an hourly incident: the hours the alert judged, not the day so far', () => {
  it('the first hour of the US fill drop is explained as that hour against the same hour a week earlier: a drop, as the alert said', async () => {
    const { h } = suite;
    // 13:30 UTC: the latest settled hour is 12:00–13:00, the first hour of the injected drop.
    h.sandbox.ctx.clock.set(Date.parse('2026-11-20T13:30:00Z'));
    const now = new Date(h.sandbox.ctx.clock.now());
    const w = await h.store.watches.create(
      { teamId: h.stack.standin.teamId, ownerUserId: USER, spec: { kind: 'metric_drop', metric: 'revenue', dropPct: 15, period: 'hour', filters: { country: 'US' } }, channelId: CHANNEL, nextCheckAt: now },
      now,
    );
    try {
      const before = h.calls('chat.postMessage', CHANNEL).length;
      await h.durable.watchWorker.pass();
      const card = h.calls('chat.postMessage', CHANNEL).slice(before).find((c) => messageText(c).includes('below its baseline'));
      expect(card, 'the incident card').toBeDefined();
      const value = buttonValue(blocksOf(card!), WHY_ACTION.explain);
      expect(value).toBe('why revenue 2026-11-20T12:00..2026-11-20T13:00 tz=UTC country=US');
      const dm = await explain(h, value!, (card!.result as { ts: string }).ts);
      expect(dm.split('\n')[0]).toMatch(/^Revenue ▼ (3\d|4\d)\.\d% \(-\$[\d,.]+\)/);
      expect(dm).toContain('Fri 20 Nov 2026, 12:00–12:59');
      expect(dm).toContain('the same hours last Friday');
    } finally {
      await h.store.watches.remove(w.id);
    }
  });

  it('an hour with nothing unusual in it gets "no single cause", not an invented one', async () => {
    const text = (await suite.h.ask('why revenue 2026-11-18T08:00..2026-11-18T11:00 tz=UTC')).text;
    expect(text).toContain('no single cause');
    expect(text).toContain('Wed 18 Nov 2026, 08:00–10:59');
  });

  it('an hour range is why’s alone, whole hours only, and says what to type', async () => {
    const { h } = suite;
    expect((await h.ask('why revenue 2026-11-18T08:30..2026-11-18T11:00 tz=UTC')).text).toContain('write 2026-11-18T08:00');
    expect((await h.ask('why revenue 2026-11-18T11:00..2026-11-18T08:00 tz=UTC')).text).toContain('ends before it starts');
    expect((await h.ask('revenue 2026-11-18T08:00..2026-11-18T11:00')).text).toContain('only why reads');
    expect(h.received('/')).toEqual([]);
  });
});

describe('bad input on these surfaces: a plain answer with the next step, nothing asked of the API', () => {
  it('an unknown metric gets "did you mean" and the usage', async () => {
    const { h } = suite;
    const why = (await h.ask('why revnue yesterday')).text;
    expect(why).toContain('"revnue" is not a metric why can explain — did you mean revenue?');
    expect(why).toContain('/adops why <revenue|ecpm|fill_rate|requests|impressions>');
    const auction = (await h.ask('auction stats yesterday metric=nonbid_reasn')).text;
    expect(auction).toContain('did you mean nonbid_reason?');
    expect(auction).toContain('/adops auction');
    // A name cut short gets the same help as a typo, from the same helper.
    const cut = (await h.ask('auction stats yesterday metric=nonbid')).text;
    expect(cut).toContain('"nonbid" is not an auction metric — did you mean nonbid_reason?');
    expect(cut).toContain('/adops auction');
    expect(h.received('/')).toEqual([]);
  });

  it('a range before 2020 says where the data starts and what to type', async () => {
    const { h } = suite;
    for (const command of ['why revenue 2019-12-01', 'why revenue 2019-11-01..2020-02-15', 'reconcile 2019-12-01..2019-12-05', 'auction stats 2019-12-01..2019-12-05']) {
      const text = (await h.ask(command)).text;
      expect(text, command).toContain('2020-01-01');
      expect(text, command).toMatch(/start it on 2020-01-01 or later/);
    }
    expect(h.received('/')).toEqual([]);
  });

  it('a period without data in it or its comparison says so, and what to try', async () => {
    // The sandbox keeps 120 days of history: nothing in May 2026.
    const text = (await suite.h.ask('why revenue 2026-05-10 tz=UTC')).text;
    expect(text.split('\n')[0]).toBe('Revenue: no data in Sun 10 May 2026 or in the same weekday last week, so there is no change to explain — try a range with traffic in both');
  });

  it('a dimension the period cannot use: the bidder breakdown before 2026-06-01 (spec 4.3), over a long range too; a bidder drill before it', async () => {
    const { h } = suite;
    const breakdown = (await h.ask('breakdown by=bidder metrics=revenue 2026-05-01..2026-07-15')).text;
    expect(breakdown).toContain('2026-06-01');
    const why = (await h.ask('why revenue 2026-06-03 tz=UTC bidder=bidder_alpha')).text;
    expect(why).toContain('bidder data starts on 2026-06-01');
    expect(why).toContain('2026-06-08');
    expect(h.received('/')).toEqual([]);
  });
});
