// "go back 14 days", "going back 3 weeks" (issue 38's round 53, the hundredth set): the span that runs
// back that far to now — the last 14 days, the last 3 weeks — as "the last 14 days" is read. Not
// "2 days back" (the one day, as the first round reads it), nor "go back to …" (a period named after it),
// nor "go back 2 versions" (no unit of time). Under a thread's command over one day ("revenue yesterday"),
// "go back 2 days" may as well move that day back: left as typed, asked back.
const NUMBER = String.raw`(\d{1,3}|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|thirty|ninety)`;
const GONE_BACK = new RegExp(String.raw`\b(?:go|going|goin) back (?:over )?(?:the (?:last|past) )?${NUMBER} (days?|weeks?|months?)\b`, 'gi');
const ONE_DAY = /(?:^|\s)(?:today|yesterday|\d{4}-\d{2}-\d{2}|mon|tue|wed|thu|fri|sat|sun)(?:\s|$)/i;
// (a thread's command over a period gone by, "revenue last week", "revenue 2026-11-01..2026-11-20": "go back a week" may as
// well move that period back a week as widen it to now — left as typed, asked back; reviewer a, round 53)
const PAST_PERIOD = /(?:^|\s)(?:last (?:week|month|quarter|year)|\d{4}-\d{2}-\d{2}\.\.\d{4}-\d{2}-\d{2}|\d{4}-\d{2}|q[1-4](?:-\d{4})?)(?:\s|$)/i;

/** The text with "go back N days" said as "the last N days", unless the thread's command is over one day. */
export function goneBack(text: string, previous?: string): string {
  if (previous && (ONE_DAY.test(previous) || PAST_PERIOD.test(previous))) return text;
  return text.replace(GONE_BACK, (_m, n: string, unit: string) => `the last ${n} ${unit}`);
}
