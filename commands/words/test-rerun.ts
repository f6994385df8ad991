// "can we rerun it?", "should we restart the test?" in the thread of one A/B test (issue 38's
// forty-eighth round, the eighty-fifth set): run again by "we", it is the experiment started over (an
// order to the ad platform, which the bot does not give) or its report fetched anew — two readings,
// so it is asked back with the test's status offered. "rerun" or "refresh" said alone, no "we", stays
// the report again (./rerun.ts), as under any other answer.
import { abtestCommand } from '../abtest/index.js';
import type { Understanding } from './compose.js';

const AGAIN = new Set(['rerun', 'reran', 'rerunning', 'redo', 'restart', 'restarted', 'relaunch', 'relaunched', 'repeat']);
const WE = new Set(['we', 'us', 'let', "let's", 'lets']);

/** The question back, when the words ask to run the thread's A/B test again as "we"; else undefined. */
export function testRerun(previous: string, words: readonly string[]): Understanding | undefined {
  const text = previous.trim().replace(/^\/adops\b\s*/i, '');
  if (!new RegExp(`^${abtestCommand.name} abt_[a-z0-9_]+$`, 'i').test(text)) return undefined;
  // ("re-run it": the dash cut the word in two)
  const again = words.some((w, i) => AGAIN.has(w) || (w === 'run' && words[i - 1] === 're') || ((w === 'run' || w === 'start') && words[i + 1] === 'it' && words[i + 2] === 'again'));
  if (!again || !words.some((w) => WE.has(w))) return undefined;
  return { kind: 'clarify', reason: 'I cannot start an A/B test over; that is done where the test was set up. Did you mean its latest status?', suggestions: [text] };
}
