// Words between two periods compared that are no part of either (issue 38's round 50, the forty-seventh
// and fiftieth sets: a controller's "October revenue broken down by app, with the change against
// September", "revenue for october by country vs september"). A split said after the first period is
// the words' split, left to be read as one; "with the change" or "with the comparison" before the
// second restates the comparison the "against" makes, and "with the comparison to September" makes it. Anything else between them ("october sales in
// japan vs september") still keeps the two apart (./dates.ts asks).

/** Words of a split said between the periods: "by app", "broken down by country and format", "per os". */
const SPLIT = new Set(['by', 'per', 'broken', 'break', 'down', 'split', 'and', 'country', 'countries', 'app', 'apps', 'format', 'formats', 'os', 'platform', 'platforms']);
/** Words restating the comparison: "with the change against", "with the comparison to". */
const RESTATED = new Set(['change', 'changes', 'comparison', 'difference']);

/** For each word between two periods, 'split' (read later as the split), 'restated' (the comparison's own), or undefined (neither); `figure`: a figure's word, which may stand before the split ("october revenue by app vs september"). */
export function besideComparison(glue: readonly string[], figure: (w: string) => boolean): ('split' | 'restated' | undefined)[] {
  const lead = glue.findIndex((w) => !figure(w));
  const from = lead < 0 ? glue.length : lead;
  const ends = glue.findIndex((w, k) => k >= from && !SPLIT.has(w));
  const to = ends < 0 ? glue.length : ends;
  const splitSaid = glue.slice(from, to).some((w) => w === 'by' || w === 'per');
  return glue.map((w, k) => (splitSaid && k >= from && k < to && w !== 'and' ? 'split' : RESTATED.has(w) && glue[k - 1] === 'the' && glue[k - 2] === 'with' ? 'restated' : undefined));
}
