// "vs the weekend before" (a comparison said) in a thread whose period is a Saturday and Sunday: the same two days a week
// before, said as the reader reads it ("vs last week"); after any other period the words
// are left as typed (asked back) — which weekend is meant against a week or a month is not in them.
// (issue 38's thirty-second round; called from ./thread-words.ts)
// "and the weekend before?" (no comparison said, the last words of the message) after such a thread: that
// weekend's own figures, its dates — as "and the week before that" after last week is the week before (round 39).
// "same weekend last yr" (the comparison's word left out, as "same week last year" in a thread is said) after such a
// thread: against the same days a year before, vs last year (round 44).
const WEEKEND_YEAR = /\b(?:(?:vs\.?|versus|against|compared? (?:to|with)) )?(?:the )?same weekend (?:last (?:year|yr)|a year (?:ago|earlier|before)|the year before)\b/gi;
const WEEKEND_BEFORE = /\b(vs|versus|against|compared? (?:to|with)) (?:the )?(?:weekend before|(?:prior|previous) weekend)\b/gi;
const WEEKEND_AGAIN = /\b(?:the )?(?:weekend before(?: that| it)?|(?:prior|previous) weekend)(?=\s*(?:too|please|pls)?\s*[?.!]*\s*$)/gi;
const weekEarlier = (d: Date) => new Date(d.getTime() - 7 * 86_400_000).toISOString().slice(0, 10);
const SPAN = /(?:^| )(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})(?= |$)/;

export function weekendThread(text: string, previous: string): string {
  const m = SPAN.exec(previous);
  if (!m) return text;
  const [from, to] = [new Date(`${m[1]}T00:00:00Z`), new Date(`${m[2]}T00:00:00Z`)];
  const weekend = from.getUTCDay() === 6 && to.getTime() - from.getTime() === 86_400_000;
  return weekend ? text.replace(WEEKEND_YEAR, 'vs last year').replace(WEEKEND_BEFORE, '$1 last week').replace(WEEKEND_AGAIN, `${weekEarlier(from)}..${weekEarlier(to)}`) : text;
}
