// A slow API must not cost the ack (Slack wants it within 3 s), nor leave the asker in silence:
// the answer says it is working on it, gives up with a plain message past its deadline (and never
// posts a late answer after that), and identical questions asked at once make one API call each.
// The times are short here (ANSWER_WORKING_SECONDS / ANSWER_DEADLINE_SECONDS in production).
import { describe, expect, it, vi } from 'vitest';
import { isProgressNote, useHarness } from '../support/harness.js';
import { ALERT_ACTION } from '../../views/alert-incident.js';
import { HOME_ACTION } from '../../views/app-home.js';
import { homeClick } from '../support/interactions.js';

// Generous against a loaded machine: an answer delayed 2.5 s must still come well inside the deadline.
const times = { workingAfterMs: 500, deadlineMs: 10_000 };
const t = useHarness({ answerTimes: times });

const slowDashboard = (delayMs: number, times = 30) => t.h.sandbox.ctx.faults.inject({ path: '/report/dashboard', delayMs, times });

describe('slow API', () => {
  it('acks at once, says it is working on it, then answers', async () => {
    slowDashboard(1_500);
    const sent = await t.h.stack.driver.slashCommand('revenue yesterday');
    expect(sent.status).toBe(200);
    expect(sent.ackBody).toBe('');
    // At ack time the answer cannot exist yet: the API is still sleeping.
    expect(sent.responses()).toHaveLength(0);
    const [note, answer] = await sent.waitForResponses(2, 30_000);
    expect(note!.body.text).toBe('Working on it… (the reporting API is slow)');
    expect(note!.body.response_type).toBe('ephemeral');
    expect(answer!.body.text).toContain('Revenue — yesterday');
    // The day, the same weekday last week and the day before.
    expect(t.h.sandbox.ctx.faults.count('/report/dashboard')).toBe(3);
  }, 45_000);

  it('gives up at the deadline with a plain message, and never posts the late answer', async () => {
    slowDashboard(15_000);
    const sent = await t.h.stack.driver.slashCommand('revenue yesterday');
    const [note, gaveUp] = await sent.waitForResponses(2, 30_000);
    expect(isProgressNote(note!)).toBe(true);
    expect(gaveUp!.body.text).toBe('The reporting API did not answer in 10 s. Try again in a few minutes, or narrow the period.');
    // The API answers after all; its answer is dropped.
    await vi.waitFor(() => expect(t.h.logs.join('\n')).toContain('late answer not posted'), { timeout: 30_000, interval: 100 });
    await new Promise((r) => setTimeout(r, 200));
    expect(sent.responses()).toHaveLength(2);
  }, 45_000);

  it('never gives up on a request that changes state: says it is still running, then answers once', async () => {
    t.h.sandbox.ctx.faults.inject({ path: '/report/ab-test', delayMs: 13_000 });
    const sent = await t.h.stack.driver.slashCommand('abtest watch abt_demo_turning');
    const posts = await sent.waitForResponses(3, 30_000);
    expect(posts[0]!.body.text).toBe('Working on it… (the reporting API is slow)');
    expect(posts[1]!.body.text).toContain('It is still running: I will answer here when it is done. Please do not run it again');
    expect(isProgressNote(posts[2]!)).toBe(false);
    expect(posts[2]!.body.text).not.toMatch(/did not answer/);
    const watches = await t.h.store.watches.list({ teamId: t.h.stack.standin.teamId, kind: 'abtest' });
    expect(watches.filter((w) => w.spec.kind === 'abtest' && w.spec.abTestId === 'abt_demo_turning')).toHaveLength(1);
  }, 45_000);

  it('makes one API call per distinct query when ten people ask the same at once', async () => {
    slowDashboard(2_500);
    const sent = await Promise.all(Array.from({ length: 10 }, () => t.h.stack.driver.slashCommand('revenue yesterday')));
    for (const s of sent) {
      const answer = await vi.waitFor(
        () => {
          const found = s.responses().find((p) => !isProgressNote(p));
          if (!found) throw new Error('no answer yet');
          return found;
        },
        { timeout: 30_000, interval: 100 },
      );
      expect(answer.body.text).toContain('Revenue — yesterday');
    }
    // Three distinct dashboard queries (the day, a week before, the day before), each made once.
    expect(t.h.sandbox.ctx.faults.count('/report/dashboard')).toBe(3);
  }, 45_000);

  describe('an answer by DM (an incident’s breakdown button)', () => {
    const dmTexts = (from: number) =>
      t.h.stack.standin.state.calls.slice(from).filter((c) => c.method === 'chat.postMessage' && String(c.args.channel).startsWith('D')).map((c) => String(c.args.text));

    it('says it is working on it in the DM, then answers there', async () => {
      t.h.sandbox.ctx.faults.inject({ path: '/report/breakdown', delayMs: 1_500, times: 30 });
      const before = t.h.stack.standin.state.calls.length;
      const sent = await t.h.stack.driver.clickButton({ actionId: ALERT_ACTION.breakdown, value: 'breakdown by=country yesterday' });
      expect(sent.status).toBe(200);
      await vi.waitFor(() => expect(dmTexts(before)).toHaveLength(2), { timeout: 30_000, interval: 100 });
      expect(dmTexts(before)[0]).toBe('Working on it… (the reporting API is slow)');
      expect(dmTexts(before)[1]).not.toMatch(/Working on it|did not answer/);
    }, 45_000);

    it('says it is working on it to an App Home button that is slow (its answer otherwise shows only in Home), then closes with the answer', async () => {
      expect((await t.h.ask('digest add daily_revenue here at=07:15')).text).toContain('Subscribed');
      const [sub] = await t.h.store.subscriptions.list({ teamId: t.h.stack.standin.teamId });
      t.h.sandbox.ctx.faults.inject({ path: '/report/dashboard', delayMs: 1_500, times: 30 });
      const before = t.h.stack.standin.state.calls.length;
      await homeClick(t.h, HOME_ACTION.digest.run, sub!.id);
      await vi.waitFor(() => expect(dmTexts(before)).toHaveLength(2), { timeout: 30_000, interval: 100 });
      expect(dmTexts(before)[0]).toBe('Working on it… (the reporting API is slow)');
      expect(dmTexts(before)[1]).toContain('digest subscriptions');
    }, 45_000);

    it('gives up in the DM, and sends nothing after: not the answer, nor its CSV file', async () => {
      t.h.sandbox.ctx.faults.inject({ path: '/report/breakdown', delayMs: 13_000, times: 30 });
      const before = t.h.stack.standin.state.calls.length;
      const logsBefore = t.h.logs.length;
      await t.h.stack.driver.clickButton({ actionId: ALERT_ACTION.breakdown, value: 'breakdown by=day metrics=revenue last 7d csv' });
      await vi.waitFor(() => expect(dmTexts(before)).toHaveLength(2), { timeout: 30_000, interval: 100 });
      expect(dmTexts(before)[1]).toBe('The reporting API did not answer in 10 s. Try again in a few minutes, or narrow the period.');
      // The API answers after all: the work stops before its file reaches the DM, and nothing more is posted.
      await vi.waitFor(() => expect(t.h.logs.slice(logsBefore).join('\n')).toContain('late answer not posted'), { timeout: 30_000, interval: 100 });
      await new Promise((r) => setTimeout(r, 200));
      const calls = t.h.stack.standin.state.calls.slice(before).map((c) => c.method);
      expect(calls.filter((m) => m.startsWith('files.'))).toEqual([]);
      expect(dmTexts(before)).toHaveLength(2);
    }, 45_000);
  });
});
