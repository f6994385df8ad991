// "Did you mean …?": the one near-miss finder for subcommands (../dispatch.ts) and for values —
// a range word, a metric, a dimension, a digest report. Pure and fast: it runs before ack.

/** Longer text is not a typo of a short word: nothing is suggested for it. */
const MAX_TYPED = 30;

/**
 * The candidate within edit distance 2 of `typed` (the nearest; the first of equals); else the one
 * candidate `typed` is the start or one word of (`nonbid` → nonbid_reason, `fill` → fill_rate):
 * a name cut short is as common as a typo. Several such candidates: none (no guess between them).
 */
export function closest(typed: string, candidates: readonly string[]): string | undefined {
  const word = typed.toLowerCase();
  if (word.length < 3 || word.length > MAX_TYPED) return undefined;
  let best: { candidate: string; d: number } | undefined;
  for (const candidate of candidates) {
    const d = editDistance(word, candidate.toLowerCase());
    if (d <= 2 && (!best || d < best.d)) best = { candidate, d };
  }
  if (best) return best.candidate;
  const partOf = candidates.filter((c) => c.toLowerCase().startsWith(word) || c.toLowerCase().split(/[_\s-]/).includes(word));
  return partOf.length === 1 ? partOf[0] : undefined;
}

/** " — did you mean `x`?" for the nearest candidate, or '' when none is near (mrkdwn, for a usage line). */
export function didYouMean(typed: string, candidates: readonly string[]): string {
  const near = closest(typed, candidates);
  return near ? ` — did you mean \`${near}\`?` : '';
}

export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}
