// Issue 33 item 6: every asker hears within seconds, queued or not. With ANSWER_CONCURRENCY busy
// on a slow API, a slash command waits in the inbox; the note sweep (src/app/inbox-sweep.ts) tells
// its asker "working on it" through the outbox without waiting for a worker, and marks it, so the
// answer path sends no second note. Through the real edge: signed requests, the inbox in the store,
// the Slack stand-in's response_urls, the sandbox answering slowly.
import { describe, expect, it } from 'vitest';
import type { ResponsePost } from '../../src/slack-standin/state.js';
import { isProgressNote, toAnswer, useHarness } from '../support/harness.js';

const t = useHarness({ answerTimes: { workingAfterMs: 1_000, deadlineMs: 60_000 }, answerConcurrency: 1 });

describe('askers queued behind a slow API', () => {
  it('each hears "working on it" once, before any worker takes their request, then gets the answer', { timeout: 120_000 }, async () => {
    t.h.sandbox.ctx.faults.inject({ path: '/report/dashboard', delayMs: 3_000, times: 1_000 });
    // Three distinct questions at once; one worker slot: two of them wait in the inbox.
    const questions = ['revenue 2026-11-01', 'revenue 2026-11-02', 'revenue 2026-11-03'];
    const sent = await Promise.all(questions.map((q) => t.h.stack.driver.slashCommand(q)));
    const all = await Promise.all(sent.map((s) => s.waitForResponses(2, 90_000)));
    const state = t.h.stack.standin.state;
    const order = (p: ResponsePost) => state.responses.indexOf(p);
    const firstAnswer = Math.min(...all.map((posts) => order(posts.find((p) => !isProgressNote(p))!)));
    for (const [i, posts] of all.entries()) {
      // Only the note and the answer: the sweep's note is not repeated when a worker takes it.
      const mine = state.responses.filter((r) => r.urlId === sent[i]!.responseUrlId);
      expect(mine.map((p) => (isProgressNote(p) ? 'note' : 'answer')), questions[i]).toEqual(['note', 'answer']);
      expect(toAnswer(posts[1]!).text).toContain('Revenue');
      // Every note was out before the first answer: the queued askers did not wait for a worker to hear.
      expect(order(posts[0]!)).toBeLessThan(firstAnswer);
    }
    const notes = all.map((posts) => toAnswer(posts[0]!).text);
    expect(notes.filter((n) => n.includes('waited its turn')).length).toBeGreaterThanOrEqual(2);
  });
});
