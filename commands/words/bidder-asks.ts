// The bidders asked after in a newcomer's words (issue 38's thirty-seventh round): "the bidding
// partners" (the bidders, not the networks' demand), "which partner bids the most often" (the bid
// rate; "bid the most" alone is the bids, as the older sets label it), "who won the most among the
// bidders" (the win rate), "how many bids did each bidder send" (the bids): each said as the
// bidders' table sorted by that figure. A module of its own so the shared passes stay small; each
// phrase is a fixed run of words (no unbounded repeats).
import { biddersCommand } from '../bidders/index.js';

const BIDDERS = biddersCommand.name;
/** One of the bidders, as a newcomer names them. */
const ONE = '(?:bidding partner|demand partner|partner|bidd?er|buyer|dsp)';

type Rule = readonly [RegExp, string];
const RULES: readonly Rule[] = [
  [/\bbidding partners\b/gi, BIDDERS],
  [new RegExp(String.raw`\b(?:which|what) ${ONE}s? (?:bids|bid|places? (?:the most )?bids|sends? (?:the most )?bids|is bidding) (?:the )?most (?:often|frequently)\b`, 'gi'), `${BIDDERS} by bid rate`],
  // ("the most auctons": a slip of the auctions is the same ask, the word kept from the auction's stats — round 48)
  [new RegExp(String.raw`\b(?:which|what) ${ONE}s? (?:won|wins|win|is winning|was winning) (?:the )?most(?: often| auc[a-z]{0,7})?\b`, 'gi'), `${BIDDERS} by win rate`],
  [/\bwho (?:won|wins|is winning|was winning) (?:the )?most\b([^,.;!?]{0,30}?) (?:among|of|out of|from) (?:the |our |all the )?bidders\b/gi, `${BIDDERS} by win rate$1`],
  // ("who bid the most yesterday": the bids, as "which bidder bid the most" is — round 46; "who bids the most" is the bid rate, read elsewhere)
  [/\bwho bid (?:the )?most\b(?!\s+(?:often|frequently))/gi, `${BIDDERS} by bids`],
  [new RegExp(String.raw`\bhow many bids (?:did|does|do|has|have) (?:each|every|the|our) ${ONE}s? (?:send|sent|make|made|place|placed|submit|submitted|put in)\b`, 'gi'), `${BIDDERS} by bids`],
];

export function bidderAsks(text: string): string {
  return RULES.reduce((t, [pattern, to]) => t.replace(pattern, to), text);
}
