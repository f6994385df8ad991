// "can you split that by OS?" after `revenue mtd` (issue 38's twenty-fifth round): the thread's
// answer split, as "split by os" and "break that down by os" already read. The reader takes "split"
// as a split word only right before its "by" (./lexicon.ts BY); the pointing word between them
// ("that", "it", "this", "them", "those") left "split" unknown and the follow-up asked back. Only in a
// thread, where the pointing word has a command to point at: alone, "that" names nothing (asked).
const SPLIT_THAT = /\b(split|splitting|divide|separate|segment)(?: (?:that|it|this|them|those|these|the (?:numbers|figures|data|results|revenue)))(?: (?:up|out))? (by|per|across)\b/gi;

/** The words with "split that by" said as "split by", in a thread. */
export function splitThat(text: string, previous: string | undefined): string {
  return previous ? text.replace(SPLIT_THAT, 'split $2') : text;
}
