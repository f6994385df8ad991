// The forty-fifth round's passes over the words as typed, run before every other (issue 38): each
// reads a phrase that a later pass would cut into parts meaning something else — what the bidders
// report against ours (./bidders-report.ts: "bidders report" is otherwise their table), "what made
// revenue drop" (./made-move.ts: "made" is otherwise money made), and the networks added to ours
// (./all-sources.ts: "all the networks" is otherwise the network report), and a bidder's habit asked
// with "who" (./bidder-habits.ts: "who wins the most" is read before, and "often" left over); the
// config "as a file" (./config-file.ts: otherwise a CSV).
import { allSources } from './all-sources.js';
import { bidderHabits } from './bidder-habits.js';
import { biddersReport } from './bidders-report.js';
import { madeMove } from './made-move.js';
import { configFile } from './config-file.js';

export function firstAsks(text: string): string {
  return configFile(bidderHabits(allSources(madeMove(biddersReport(text)))));
}
