// "vs the weekend before" (a comparison said) in a thread whose period is a Saturday and Sunday: the same two days a week
// before, said as the reader reads it ("vs last week"); after any other period the words
// are left as typed (asked back) — which weekend is meant against a week or a month is not in them.
// (issue 38's thirty-second round; called from ./thread-words.ts)
const WEEKEND_BEFORE = /\b(vs|versus|against|compared? (?:to|with)) (?:the )?(?:weekend before|(?:prior|previous) weekend)\b/gi;
const SPAN = /(?:^| )(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})(?= |$)/;

export function weekendThread(text: string, previous: string): string {
  const m = SPAN.exec(previous);
  if (!m) return text;
  const [from, to] = [new Date(`${m[1]}T00:00:00Z`), new Date(`${m[2]}T00:00:00Z`)];
  const weekend = from.getUTCDay() === 6 && to.getTime() - from.getTime() === 86_400_000;
  return weekend ? text.replace(WEEKEND_BEFORE, '$1 last week') : text;
}
