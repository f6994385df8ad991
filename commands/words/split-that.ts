// "can you split that by OS?" after `revenue mtd` (issue 38's twenty-fifth round): the thread's
// answer split, as "split by os" and "break that down by os" already read. The reader takes "split"
// as a split word only right before its "by" (./lexicon.ts BY); the pointing word between them
// ("that", "it", "this", "them", "those") left "split" unknown and the follow-up asked back. Only in a
// thread, where the pointing word has a command to point at: alone, "that" names nothing (asked).
// Round 39: "add app too", "add the country split" after a table is a split added ("by app too": beside the
// thread's split, never in place of it), as
// "add ecpm" is a figure added; the split's word alone (never an app's or a country's name), in a thread.
const SPLIT_THAT = /\b(split|splitting|divide|separate|segment)(?: (?:that|it|this|them|those|these|the (?:numbers|figures|data|results|revenue)))(?: (?:up|out))? (by|per|across)\b/gi;
const ADD_SPLIT = /\badd (?:the |a |an )?(apps?|country|countries|formats?|os|platforms?|bidders?|ad units?|placements?)(?: (?:split|breakdown|dimension|column))?(?: too)?\b/gi;
// Round 52: "now cut it by country too" (cut, the analyst's word for a split, with a pointing word and a
// split's word after "by": never "cut it by 10%"), and "per country too" ("per" with "too": as "by country too").
const DIMENSION = String.raw`(?:apps?|country|countries|formats?|os|platforms?|bidders?|ad ?units?|placements?|days?|hours?|weeks?)`;
const CUT_THAT = new RegExp(String.raw`\bcut (?:that|it|this|them|those|these|the (?:numbers|figures|data|results|table)) (?:by|per|across) (?=${DIMENSION}\b)`, 'gi');
const PER_TOO = new RegExp(String.raw`\bper (${DIMENSION}) (too|also|as well)\b`, 'gi');

/** The words with "split that by" said as "split by", and "add app" as "by app too", in a thread. */
export function splitThat(text: string, previous: string | undefined): string {
  return previous ? text.replace(SPLIT_THAT, 'split $2').replace(ADD_SPLIT, 'by $1 too').replace(CUT_THAT, 'split by ').replace(PER_TOO, 'by $1 $2') : text;
}
