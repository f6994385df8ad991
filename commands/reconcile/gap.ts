// The gap threshold of a reconciliation, as typed (`gap=5%`, `gap=2.5`): the command's option and
// the reconcile digest's setting read it the same way.
export const GAP_USAGE = 'gap= takes the share of our own revenue beyond which a gap is flagged, such as gap=5% (more than 0, at most 100)';

/** The percentage, or undefined when the text is not one (0 < x ≤ 100). */
export function readGapPct(text: string): number | undefined {
  const m = /^\s*(\d{1,3}(?:\.\d{1,2})?)\s*%?\s*$/.exec(text);
  if (!m) return undefined;
  const n = Number(m[1]);
  return n > 0 && n <= 100 ? n : undefined;
}
