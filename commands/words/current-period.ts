// "How's the month tracking against last year?" (issue 38's twenty-fifth round): "the month" said
// with a verb of now — "is tracking", "is going", "'s looking" — is the month under way, as "this month
// tracking against last year" reads (month to date). "the month" alone names no month (which?), so
// only after "how is"/"how's" and before such a verb; and not in a thread about a past month or week,
// where "the month" may be the thread's own: there left as typed.
const NOW_VERB = /\bhow(?:'s| is| s|s) the (month|week|quarter|year)(?= (?:tracking|going|looking|doing|shaping up|trending|coming along)\b)/gi;
const PAST = /(?:^| )(?:last (?:week|month|quarter)|\d{4}-\d{2}-\d{2}|yesterday)(?= |$)/;

/** The words with "how's the month tracking" said as "how is this month tracking". */
export function currentPeriod(text: string, previous: string | undefined): string {
  return previous && PAST.test(previous) ? text : text.replace(NOW_VERB, (_m, unit: string) => `how is this ${unit.toLowerCase()}`);
}
