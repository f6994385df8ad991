// A row of the previous answer pointed at by its place (issue 38's fourteenth round): "why did the
// second one drop?", "what about the top one", "the last row", "row 3" after a table. Which row that
// is lies in the figures already shown, not in the words or the thread's command: asked back, the
// thread's command offered, never read as a rank ("the top one" is not `top=1`) nor dropped.
const PLACE = String.raw`(?:first|second|third|fourth|fifth|1st|2nd|3rd|4th|5th|top|bottom|last|next|other|previous|#\d{1,2}|number \d{1,2})`;
const POINTED = new RegExp(String.raw`\b(?:the|that) ${PLACE}(?: (?:one|ones|row|rows|entry|line|item))\b|\b(?:that|this|the same) (?:row|entry|line)\b|\brow (?:#|number )?\d{1,2}\b`, 'i');

/** Why the words are asked back, when in a thread they point at a row of the answer by its place; undefined otherwise. */
export function pointsAtRow(text: string): string | undefined {
  return POINTED.test(text) ? 'Which one do you mean? Name it (the country, app, format…) and I will look.' : undefined;
}
