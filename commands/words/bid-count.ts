// Bidding said as a count (issue 38's nineteenth round): "which bidder bid the most last month",
// "the most bids" ask how many bids each made over the period (the bidders' table sorted by bids),
// where "which bidder bids the most" (said of a habit, in the present) asks how often it bids, the bid rate.

/** Whether the bid word at `i` is a count: "bid (the) most" in the past, "(the) most bids", "number of bids", "bid count". */
export function bidCount(words: readonly string[], i: number): boolean {
  const w = words[i];
  const most = (k: number) => words[k] === 'most' || (words[k] === 'the' && words[k + 1] === 'most');
  if (w === 'bid') return most(i + 1);
  // ("the most bids", "number of bids", "bid count": the count said as a noun)
  // ("sorted by bids", "order by bids": the table's sort named, the count)
  return (w === 'bids' && ['most', 'many', 'fewest', 'by'].includes(words[i - 1] ?? '')) || (w === 'bids' && words[i - 1] === 'of' && /^(number|count|total|amount)$/.test(words[i - 2] ?? '')) || (w === 'bid' && /^(count|counts|volume|volumes)$/.test(words[i + 1] ?? ''));
}

const SORTED = /^(?:sort|sorted|order|ordered|rank|ranked)$/;
/** "sorted by bids": only the bidders' table sorts by bids, so it is that table, in a thread of it too (twenty-third round). */
export const sortedByBids = (words: readonly string[], i: number): boolean => words[i - 1] === 'by' && SORTED.test(words[i - 2] ?? '');

/** "the recent bids per bidder": the auction's bid log, which is summarised per bidder — not the bidders' table. */
export const recentBids = (words: readonly string[], i: number): boolean => words[i] === 'bids' && ['recent', 'latest', 'newest', 'last'].includes(words[i - 1] ?? '');

const SUMMARY = /^(?:summary|summaries|summarise|summarize|summarised|summarized|summarising|summarizing|recap)$/;
/**
 * "bids summary yday per bidder", "a summary of the bids", "summarise the bids by bidder" (round 50):
 * the bid log's own answer, recent bids summarised per bidder — as "summarise recent bids per bidder"
 * is labelled; "bidder summary" (no bids said) stays the bidders' table.
 */
export const bidsSummarised = (words: readonly string[], i: number): boolean =>
  /^bids?$/.test(words[i] ?? '') && (SUMMARY.test(words[i + 1] ?? '') || SUMMARY.test(words[i - 1] ?? '') || (SUMMARY.test(words[i - 2] ?? '') && /^(?:the|of|all)$/.test(words[i - 1] ?? '')) || (SUMMARY.test(words[i - 3] ?? '') && words[i - 2] === 'of' && words[i - 1] === 'the'));

/** The bid log named: its recent bids, or its bids summarised. */
export const bidLog = (words: readonly string[], i: number): boolean => recentBids(words, i) || bidsSummarised(words, i);

/** Words of a move said of the bidding ("bidding less", made "bids less" by ./asked-another-way.ts). */
const MOVED = new Set(['less', 'more', 'lower', 'higher', 'down', 'up', 'fewer']);
/**
 * "are the bidders bidding less", "is bravo bidding more": whether the bidding moved, which the
 * bidders' table (with its comparison) shows — no rate is named to sort it by, as the older sets
 * label it ("is bravo bidding less since monday": the table; "… bid rates yesterday": sorted by the
 * rate named). Asked as a ranking ("which bidder is bidding more") it stays the rate (round 39).
 */
export const bidsMoved = (words: readonly string[], i: number): boolean => words[i] === 'bids' && MOVED.has(words[i + 1] ?? '') && !words.some((w) => /^(which|who|whose|what)$/.test(w));
