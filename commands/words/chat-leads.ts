// A follow-up in a thread said with chat's words around its one change (issue 38's round 52, the
// ninety-eighth set): "nvm, spain", "oops, canada", "no wait — android" (the ask taken back, then
// its change), "try canada" (another value tried), "top 5 is enough" (a smaller rank said as enough).
// Only in a thread, and only a short change (at most three words after the lead): "try" before a
// longer ask, or said outside a thread, is read as before.
/** Chat's words that take the last ask back before its change. */
const TAKEN_BACK = /^\s*(?:nvm|nevermind|nm|oops|whoops|no wait|wait|scratch that|my bad)\s*[,.!:—–-]*\s+(?=\S)/i;
/** "try canada", "try android instead": another value tried. */
const TRIED = /^\s*(?:(?:ok(?:ay)?|now|then|and|maybe|let'?s)[,]?\s+)?try\s+(?=\S)/i;
/** "top 5 is enough", "10 rows are enough": the count said, and that it is enough. */
const ENOUGH = /\s+(?:(?:is|are|would be) (?:enough|fine|plenty)|will do|should do)\s*[.!]*\s*$/i;

const short = (s: string) => s.trim().split(/\s+/).length <= 3;

/** The words of a thread's follow-up without the chat around its change; the words unchanged elsewhere. */
export function chatLead(text: string, previous: string | undefined): string {
  if (!previous) return text;
  let out = text;
  const back = out.replace(TAKEN_BACK, '');
  if (back !== out && short(back)) out = back;
  const tried = out.replace(TRIED, '');
  if (tried !== out && short(tried)) out = tried;
  const enough = /^\s*(?:top|bottom|first)\s+\d{1,3}\b/i.test(out) ? out.replace(ENOUGH, '') : out;
  if (enough !== out && short(enough)) out = enough;
  return out;
}
