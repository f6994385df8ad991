// What one auction's page shows, asked under it (round 49): "who won it and at what floor?", "how many
// rounds?", "which bidders bid": the page of `auction <id>` is its rounds, floors, winner and bids,
// so the thread's command is the answer. Only words of those asks and glue; anything more (a period,
// a country, "the auction stats") is left to the reader. Called by ./thread-first.ts.
import { auctionCommand } from '../auction/index.js';
import { biddersCommand } from '../bidders/index.js';
import { FILLER } from './lexicon.js';

const SHOWN = new Set(['won', 'win', 'winner', 'wins', 'winning', 'floor', 'floors', 'round', 'rounds', 'bid', 'bids', 'bidder', biddersCommand.name, 'price', 'cleared', 'clearing', 'paid']);
const GLUE = new Set(['who', 'what', 'which', 'at', 'and', 'it', 'the', 'was', 'were', 'did', 'how', 'many', 'much', 'for', 'in', 'of', 'this', 'that', auctionCommand.name, 'a', 'its', 'there', 'ok', 'so', 'show', 'me', 'had', 'set']);

/** The thread's auction again when the words only ask what its page shows; else undefined. */
export function auctionShown(previous: string, words: readonly string[]): string | undefined {
  const text = previous.trim().replace(/^\/adops\b\s*/i, '');
  if (!new RegExp(`^${auctionCommand.name} auc_[a-z0-9]+$`, 'i').test(text)) return undefined;
  return words.some((w) => SHOWN.has(w)) && words.every((w) => SHOWN.has(w) || GLUE.has(w) || FILLER.has(w)) ? text : undefined;
}
