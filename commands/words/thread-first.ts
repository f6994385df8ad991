// A follow-up whose whole meaning is the thread's command (./understand.ts reads it before any edit):
// a row pointed at by its place ("why did the second one drop?": which row is in the figures shown,
// not in the words, so it is asked back), a drill into one value ("drill into JP"), or the command
// run again ("refresh", "rerun the validation"), or when the thread's A/B test is due (./test-due.ts),
// or the thing itself after its summary ("show me the yaml", "the raw bids": ./thread-shows.ts), or
// another thing of its kind by id ("and auc_…": ./another-id.ts), or what one auction's page shows (./auction-shown.ts).
import type { Understanding } from './compose.js';
import type { Reading } from './reading.js';
import { rerunThat } from './rerun.js';
import { drillInto, pointsAtRow } from './rows.js';
import { testDue } from './test-due.js';
import { testVerdict } from './thread-verdict.js';
import { threadShows } from './thread-shows.js';
import { anotherId } from './another-id.js';
import { testRerun } from './test-rerun.js';
import { auctionShown } from './auction-shown.js';

export function threadFirst(previous: string, text: string, words: readonly string[], readWords: (words: string) => Reading): Understanding | undefined {
  const row = pointsAtRow(text, previous);
  if (row) return { kind: 'clarify', reason: row, suggestions: [previous] };
  // ("can we rerun it?" of an A/B test: the experiment, or its report? asked — ./test-rerun.ts)
  const rerunTest = testRerun(previous, words);
  if (rerunTest) return rerunTest;
  const command = drillInto(previous, text, readWords) ?? rerunThat(previous, words) ?? testDue(previous, words) ?? testVerdict(previous, words) ?? threadShows(previous, words) ?? anotherId(previous, words) ?? auctionShown(previous, words);
  return command ? { kind: 'command', text: command } : undefined;
}
