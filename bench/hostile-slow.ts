// Hostile conditions, slow API (issue 24; distinct questions, issue 33): N people ask `revenue
// yesterday` (or each another day) at once while the
// reporting API answers every dashboard query after D seconds. Figures: the time to the first word
// each asker hears (a "working on it" note, the answer or a plain give-up; target ≤ 5 s), how many
// were answered or told (target N/N), and how many API calls the identical questions made (one
// per distinct query). The bot is the real one in local mode: sandbox, Slack stand-in, signed
// requests, embedded store — with production's ANSWER_WORKING_SECONDS / ANSWER_DEADLINE_SECONDS.
// A scenario of `npm run bench -- hostile` (bench/hostile.ts), which sets its sizes.
import { loadConfig, type AnswerTimes } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { startLocalStack } from '../src/local/stack.js';
import type { ResponsePost } from '../src/slack-standin/state.js';

export interface SlowApiScenario {
  askers: number;
  apiDelayMs: number;
  times: AnswerTimes;
  /** `identical`: everyone asks `revenue yesterday`; `distinct`: each asks about another day (no shared call). */
  questions?: 'identical' | 'distinct';
}

/** Asker `i`'s question: the same for all, or a day of its own (30 days back from the sandbox's yesterday). */
function question(s: SlowApiScenario, i: number): string {
  if (s.questions !== 'distinct') return 'revenue yesterday';
  return `revenue ${new Date(Date.parse('2026-11-21T00:00:00Z') - i * 86_400_000).toISOString().slice(0, 10)}`;
}

export interface SlowApiResult {
  askers: number;
  /** Milliseconds from each question to its first response_url post, for those that got one. */
  firstWordMs: number[];
  /** Askers who got the answer, or a plain message saying the API did not answer. */
  answeredOrTold: number;
  answers: number;
  gaveUp: number;
  /** Dashboard queries the API received. */
  apiCalls: number;
}

const isNote = (p: ResponsePost) => (p.body.blocks ?? []).some((b) => (b as { block_id?: string }).block_id === 'adops_progress');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function slowApiScenario(s: SlowApiScenario): Promise<SlowApiResult> {
  const users = Array.from({ length: s.askers }, (_, i) => ({ id: `U0SLOW${String(i).padStart(3, '0')}`, name: `asker${i}`, tz: 'UTC' }));
  const stack = await startLocalStack({
    config: { ...loadConfig({}), logLevel: 'silent', answerTimes: s.times },
    logger: createLogger({ level: 'silent' }),
    sandbox: { now: '2026-11-22T09:00:00Z' },
    users,
  });
  try {
    stack.sandbox!.ctx.faults.inject({ path: '/report/dashboard', delayMs: s.apiDelayMs, times: 1_000_000 });
    // When each response_url first heard from the bot.
    const firstPostAt = new Map<string, number>();
    const stop = stack.standin.state.onRecord((e) => {
      if (e.kind === 'response' && !firstPostAt.has(e.item.urlId)) firstPostAt.set(e.item.urlId, Date.now());
    });
    const started = Date.now();
    // Asked at once: the clock of each starts when its request is sent (the ack comes at once).
    const sent = await Promise.all(users.map((u, i) => ({ at: Date.now(), u, i })).map(({ at, u, i }) => stack.driver.slashCommand(question(s, i), { userId: u.id }).then((r) => ({ sent: r, at }))));
    const final = (posts: ResponsePost[]) => posts.find((p) => !isNote(p));
    // Everyone has their answer or a give-up by the deadline plus the API's delay, with a margin.
    const until = started + Math.max(s.times.deadlineMs, s.apiDelayMs) + 15_000;
    while (Date.now() < until && sent.some((x) => !final(x.sent.responses()))) await sleep(100);
    stop();
    const firstWordMs = sent.flatMap((x) => {
      const first = firstPostAt.get(x.sent.responseUrlId);
      return first === undefined ? [] : [first - x.at];
    });
    const finals = sent.map((x) => final(x.sent.responses())).filter((p): p is ResponsePost => p !== undefined);
    const gaveUp = finals.filter((p) => String(p.body.text).includes('did not answer')).length;
    return {
      askers: s.askers,
      firstWordMs,
      answeredOrTold: finals.length,
      answers: finals.length - gaveUp,
      gaveUp,
      apiCalls: stack.sandbox!.ctx.faults.count('/report/dashboard'),
    };
  } finally {
    await stack.close();
  }
}
