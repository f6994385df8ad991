// "round durations, last week" under `auction stats last 7d country=US` (issue 38's round 53, the
// hundred-first set): a view of the auction picture (its durations, no-bid or rejection reasons) said
// with a period of its own, in a thread on the auction picture of one place, is that place's view over
// the new period — as "round durations" said alone there keeps the place (./thread-asks.ts), and as
// "win rate last week" under bidders of one country keeps that country. The words' own report is read
// afresh as before where they name it ("auction stats last week", "the auctions for last week"), and
// their own place, or all of them, is theirs (./place-kept.ts).
import type { Composed } from './compose.js';
import type { Reading } from './read.js';
import { placeKept } from './place-kept.js';

const AUCTION = /^auction stats\b/;

/** The auction view asked over its own period, with the thread's place; undefined where that is not what was asked. */
export function auctionViewKept(alone: Composed, r: Reading, typed: string, previous: string | undefined): Composed | undefined {
  if (!previous || alone.kind !== 'command' || r.range === undefined) return undefined;
  if (!AUCTION.test(previous) || !AUCTION.test(alone.text) || !/ metric=\S+/.test(alone.text)) return undefined;
  // (the report named by the words themselves: a question of its own)
  if (/\b(?:auctions?|auctoins?|stats|statistics|report)\b/i.test(typed)) return undefined;
  const kept = placeKept(alone, r, previous);
  return kept.kind === 'command' && kept.text !== alone.text ? kept : undefined;
}
