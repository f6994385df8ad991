// Asks that name no figure, no period and no report of ours — "the numbers", "everything", "what I
// need" — beside a word that would otherwise pick one (issue 38's forty-first round): a partner as the
// one the numbers go to ("get the partner the figures"), a report of the asker's own ("all I need for
// the quarterly deck"). The older sets ask these back ("send me the numbers", "give me everything",
// "summarize everything for my 1:1"); the bare command they would get is offered, never run. With a
// period or a figure ("the numbers for yesterday", "everything for japan last week") the command stands;
// "partner numbers", "network numbers" name the report. Its own module: understand.ts is at its limit.
// So too "compare revenue" with nothing to compare it with and no period (issue 38's forty-fourth round;
// the older sets ask "compare", "compare apps", "compare stuff" back): which comparison is not said.
import { demandCommand } from '../demand/index.js';
import { revenueCommand } from '../revenue/index.js';
import type { Understanding } from './compose.js';

/** "the numbers", "all the figures", "everything", "what we need": what is wanted, not said. */
const VAGUE = /\b(?:everything|(?:the|all\s+the|all|my|our|those|these|some)\s+(?:numbers|figures|stats|data)|(?:what|all|everything)\s+(?:i|we)\s+need)\b/i;
/** "our numbers" matched or compared with someone else's: the side the comparison sets against theirs. */
const OURS_AGAINST = /\bour (?:numbers|figures|stats|data) (?:compare[sd]?|match(?:es)?|agree|vs\.?|versus|against|differ)\b|\b(?:compare[sd]?|match(?:es)?|agree with|vs\.?|versus|against|differ from) our (?:numbers|figures|stats|data)\b/i;
/** The bare commands a stray word picks: figures' summary, or the partners' own report. */
const BARE = /^(?:revenue|demand)$/;
/** "compare", "comparing": a comparison asked, what with not said (the bare answer has no period nor split). */
const COMPARE = /\bcompar(?:e|ing)\b/i;

/** The answer, or the same asked back where the words named nothing but "the numbers". */
export function vagueAsk(u: Understanding, words: string): Understanding {
  if (u.kind === 'command' && u.text === revenueCommand.name && COMPARE.test(words)) {
    return { kind: 'clarify', reason: 'Compare with what, and for when?', suggestions: [`${u.text} this week vs=week`, `${u.text} mtd vs=year`] };
  }
  if (u.kind !== 'command' || !BARE.test(u.text) || !VAGUE.test(words)) return u;
  // ("how do our numbers compare to what demand partners say": ours set against the partners' is demand's own comparison — round 53)
  if (u.text === demandCommand.name && OURS_AGAINST.test(words) && !/\b(?:everything|all|what (?:i|we) need)\b/i.test(words)) return u;
  return { kind: 'clarify', reason: 'Which figures, and for when?', suggestions: [`${u.text} yesterday`, `${u.text} last month`] };
}
