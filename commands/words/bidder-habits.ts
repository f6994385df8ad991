// A bidder's habit asked with "who" (issue 38's forty-fifth round, from the seventy-fifth set's indie
// founder): "who bids the most often" (the bid rate, as "which partner bids the most often" already
// was), "who wins most often" (the win rate). Each is said as the bidders' table sorted by that rate;
// the typo corrector runs later on words, so "often" typed with a slip is read here as the corrector
// would read it. Run first (./first-asks.ts); "which partner …" is left to ./bidder-asks.ts.
// ("which bidder pays the most" — the most in all, or the most per thousand? — is asked: ./pays-most.ts)
import { biddersCommand } from '../bidders/index.js';
import { nearestWord } from './lexicon.js';

const BIDDERS = biddersCommand.name;
/** How a habit's frequency is said after "most": consumed only when it is one of these (or one slip away). */
const HOW_OFTEN = ['often', 'frequently'];

/** "who bids / wins (the) most (often)": the rate of that habit; the word after "most" kept unless it says how often. */
const WHO_HABIT = /\bwho (bids|places (?:the most )?bids|wins|won|is winning) (?:the )?most\b( [a-z]+)?/gi;

export function bidderHabits(text: string): string {
  return text.replace(WHO_HABIT, (_all, verb: string, after: string | undefined) => {
    const rate = /win|won/i.test(verb) ? 'win rate' : 'bid rate';
    const word = after?.trim().toLowerCase();
    const saysHowOften = word !== undefined && (HOW_OFTEN.includes(word) || nearestWord(word, HOW_OFTEN) !== undefined);
    return `${BIDDERS} by ${rate}${after !== undefined && !saysHowOften ? after : ''}`;
  });
}
