// Requests that waited in the inbox (src/app/inbox.ts) because the workers were behind: the slow
// answer's clock (src/app/slow-answer.ts) runs from the moment the request was taken from Slack,
// not from its claim. Written to the harness's store as a web process writes them, with the time
// they were taken an answer-threshold ago; the harness's own worker (role `all`) claims them.
import { describe, expect, it } from 'vitest';
import { CHANNEL, USER, isProgressNote, toAnswer, useHarness } from '../support/harness.js';

const t = useHarness();
// The harness's thresholds (test/support/harness.ts): a note after 30 s, given up after 120 s.
const WORKING_MS = 30_000;
const DEADLINE_MS = 120_000;

/** A slash command written to the inbox as taken `waitedMs` ago; its response_url's id. */
async function waited(text: string, waitedMs: number): Promise<string> {
  const { id, url } = t.h.stack.standin.newResponseUrl();
  const body = { team_id: t.h.stack.standin.teamId, channel_id: CHANNEL, user_id: USER, command: '/adops', text, response_url: url, trigger_id: `${id}.waited` };
  await t.h.store.inbox.add({ body }, new Date(Date.now() - waitedMs));
  return id;
}

const postsTo = (urlId: string) => t.h.stack.standin.state.responses.filter((r) => r.urlId === urlId);

describe('a request that waited in the inbox', () => {
  it('past the "working on it" threshold: the note goes the moment it is claimed, then the answer', async () => {
    const urlId = await waited('help', WORKING_MS + 5_000);
    await t.h.stack.standin.state.waitFor(() => (postsTo(urlId).length >= 2 ? true : undefined), 30_000, 'the note and the answer');
    const [note, answer] = postsTo(urlId);
    expect(isProgressNote(note!)).toBe(true);
    expect(toAnswer(note!).text).toContain('waited its turn');
    expect(isProgressNote(answer!)).toBe(false);
    expect(toAnswer(answer!).text).toMatch(/revenue/i);
  });

  it('past the deadline: a read is told at once to try again, and is not run', async () => {
    const urlId = await waited('whoami', DEADLINE_MS + 5_000);
    const told = await t.h.stack.standin.state.waitFor(() => postsTo(urlId)[0], 30_000, 'the given-up message');
    expect(toAnswer(told).text).toContain('too many requests to start on yours');
    // Nothing else reaches the asker: the command never ran.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(postsTo(urlId)).toHaveLength(1);
    expect(t.h.logs.some((l) => l.includes('"command answered"') && l.includes('"sub":"whoami"'))).toBe(false);
  });
});
