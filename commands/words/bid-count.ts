// Bidding said as a count (issue 38's nineteenth round): "which bidder bid the most last month",
// "the most bids" ask how many bids each made over the period (the bidders' table sorted by bids),
// where "which bidder bids the most" (said of a habit, in the present) asks how often it bids, the bid rate.

/** Whether the bid word at `i` is a count: "bid (the) most" in the past, or "(the) most bids". */
export function bidCount(words: readonly string[], i: number): boolean {
  const w = words[i];
  const most = (k: number) => words[k] === 'most' || (words[k] === 'the' && words[k + 1] === 'most');
  if (w === 'bid') return most(i + 1);
  return w === 'bids' && (words[i - 1] === 'most' || words[i - 1] === 'many');
}
