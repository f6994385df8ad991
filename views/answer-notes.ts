// What the asker reads while an answer is slow or cut off (src/app/slow-answer.ts, src/app/stop.ts):
// "working on it", the give-up, "still running" for a change, and the stop's words.
import { section } from './blocks.js';
import { errorView } from './error.js';
import type { BotMessage } from './types.js';

/** The block of a progress note ("working on it"): a client waiting for the answer reads past it. */
export const PROGRESS_BLOCK_ID = 'adops_progress';

/**
 * Why the answer is late: `api`, the reporting API is slow to answer; `queue`, the request waited
 * that long for a free worker before its work began (it was claimed past the threshold).
 */
export type SlowCause = 'api' | 'queue';

const BECAUSE: Record<SlowCause, string> = { api: 'the reporting API is slow', queue: 'many requests came in at once, so yours waited its turn' };

export function workingView(cause: SlowCause = 'api'): BotMessage {
  const text = `Working on it… (${BECAUSE[cause]})`;
  return { text, blocks: [section(`:hourglass_flowing_sand: ${text}`, PROGRESS_BLOCK_ID)], kind: 'progress' };
}

export function gaveUpView(deadlineMs: number, cause: SlowCause = 'api'): BotMessage {
  const seconds = Math.round(deadlineMs / 1000);
  return cause === 'api'
    ? errorView({ what: `The reporting API did not answer in ${seconds} s.`, next: 'Try again in a few minutes, or narrow the period.' })
    : errorView({ what: `I had too many requests to start on yours within ${seconds} s.`, next: 'Try again in a few minutes.' });
}

export function stillRunningView(deadlineMs: number, cause: SlowCause = 'api'): BotMessage {
  const seconds = Math.round(deadlineMs / 1000);
  const text = `This is taking longer than ${seconds} s (${BECAUSE[cause]}). It is still running: I will answer here when it is done. Please do not run it again, or it may be done twice.`;
  return { text, blocks: [section(`:hourglass_flowing_sand: ${text}`, PROGRESS_BLOCK_ID)], kind: 'progress' };
}

/** What an asker reads when the stop cut their answer off. */
export function restartedView(changesState: boolean): BotMessage {
  return changesState
    ? errorView({
        what: 'I was restarted while doing this, so I cannot say whether it was done.',
        next: 'Check (for example with `/adops digest list`) before asking again, so it is not done twice.',
      })
    : errorView({ what: 'I was restarted before your answer was ready.', next: 'Ask again: the new answer comes from the restarted bot.' });
}

/** What a request that arrives after the stop began reads. */
export function stoppingView(): BotMessage {
  return errorView({ what: 'I am restarting and did not take this request.', next: 'Ask again in a minute.' });
}
