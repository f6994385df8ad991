// The local console (src/local/console.ts) as a person uses it, over the real pipeline: it shows
// the bot's later edits of a message (an export card getting its link), takes a form command's
// text form at once (a terminal shows no forms), and drops the buttons of a private answer once
// Share has removed it, as Slack would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalConsole } from '../../src/local/console.js';
import { useHarness } from '../support/harness.js';

const t = useHarness();
let printed: string[];
let con: LocalConsole;
beforeAll(() => {
  printed = [];
  con = new LocalConsole(t.h.stack, (line) => printed.push(line), false);
});
afterAll(() => con?.close());

const output = () => printed.join('\n');

describe('the local console', () => {
  it('prints an edited message again: the export card with its link', async () => {
    await con.send('/adops export impressions 2026-11-20');
    for (let tries = 0; (await t.h.store.exports.listForUser(t.h.stack.standin.teamId, 'U0LOCAL01', 1))[0]?.state !== 'waiting'; tries++) {
      if (tries > 200) throw new Error('the export job never reached "waiting"');
      await new Promise((r) => setTimeout(r, 100));
    }
    // The sandbox clock stands still: move it past the worker's next look, and on, five minutes a
    // second (the sandbox writes the file in real time: on a loaded machine it may not be ready at
    // that look, and the next one is due at a clock that would otherwise never get there).
    t.h.sandbox.ctx.clock.advance(5 * 60_000);
    const ticking = setInterval(() => t.h.sandbox.ctx.clock.advance(5 * 60_000), 1_000);
    await t.h.stack.standin.state
      .waitFor(() => (output().includes('is ready') ? true : undefined), 60_000, 'the link in the console')
      .catch((err: unknown) => {
        throw new Error(`${(err as Error).message}; the console printed:\n${output()}`);
      })
      .finally(() => clearInterval(ticking));
    expect(output()).toContain('message updated in your DM');
  }, 90_000);

  it('answers a form command at once with its text form', async () => {
    printed.length = 0;
    const kind = await con.send('digest add');
    expect(kind).toBe('usage');
    expect(output()).toContain('which this place cannot show');
    expect(output()).toContain('/adops digest add daily_revenue here');
  });

  it('has no buttons left on a private answer that Share removed', async () => {
    printed.length = 0;
    await con.send('whoami');
    const share = /\[(\d+)\] Share to channel/.exec(output())![1]!;
    expect(await con.send(`click ${share}`)).toBe('answer');
    expect(output()).toContain('posted in #adops-local');
    printed.length = 0;
    expect(await con.send(`click ${share}`)).toBe('usage');
    expect(output()).toContain('private answer that is gone');
  });
});

describe('the local console, when the answer is slow', () => {
  const slow = useHarness({ answerTimes: { workingAfterMs: 200, deadlineMs: 30_000 } });

  it('prints the "working on it" note and then the answer itself (a one-shot returns the answer\'s kind)', async () => {
    const lines: string[] = [];
    const slowCon = new LocalConsole(slow.h.stack, (line) => lines.push(line), false);
    try {
      slow.h.sandbox.ctx.faults.inject({ path: '/report/dashboard', delayMs: 1_500, times: 10 });
      const kind = await slowCon.send('/adops revenue yesterday');
      expect(kind).toBe('answer');
      const text = lines.join('\n');
      expect(text).toContain('Working on it');
      expect(text.indexOf('Working on it')).toBeLessThan(text.indexOf('Revenue'));
    } finally {
      slowCon.close();
    }
  }, 45_000);
});
