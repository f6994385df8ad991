// Asks that name no figure, no period and no report of ours — "the numbers", "everything", "what I
// need" — beside a word that would otherwise pick one (issue 38's forty-first round): a partner as the
// one the numbers go to ("get the partner the figures"), a report of the asker's own ("all I need for
// the quarterly deck"). The older sets ask these back ("send me the numbers", "give me everything",
// "summarize everything for my 1:1"); the bare command they would get is offered, never run. With a
// period or a figure ("the numbers for yesterday", "everything for japan last week") the command stands;
// "partner numbers", "network numbers" name the report. Its own module: understand.ts is at its limit.
import type { Understanding } from './compose.js';

/** "the numbers", "all the figures", "everything", "what we need": what is wanted, not said. */
const VAGUE = /\b(?:everything|(?:the|all\s+the|all|my|our|those|these|some)\s+(?:numbers|figures|stats|data)|(?:what|all|everything)\s+(?:i|we)\s+need)\b/i;
/** The bare commands a stray word picks: figures' summary, or the partners' own report. */
const BARE = /^(?:revenue|demand)$/;

/** The answer, or the same asked back where the words named nothing but "the numbers". */
export function vagueAsk(u: Understanding, words: string): Understanding {
  if (u.kind !== 'command' || !BARE.test(u.text) || !VAGUE.test(words)) return u;
  return { kind: 'clarify', reason: 'Which figures, and for when?', suggestions: [`${u.text} yesterday`, `${u.text} last month`] };
}
