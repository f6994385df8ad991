// Trend words a reader takes for "trending" (issue 38's seventeenth round): "is ecpm creeping up",
// "has revenue been sliding since halloween", "any dip in fill this week", "is arpdau declining
// week over week this quarter". Each asks how a figure moved across the period — its table by day
// (by week when said week over week across a longer period), as "trending" is read — not why it
// moved and not one total. Said only in a question (is/are/has/have/any …), never in an order or
// a statement of what happened ("fill slid yesterday, why?" stays an explanation).
const MOVES = String.raw`(?:creeping|sliding|slipping|drifting|inching|edging|sagging|softening|ticking)(?: (?:up|down|upward|downward|higher|lower))?`;
const ASKS = String.raw`^\s*(?:so |and |hey,? |hi,? )?(?:is|are|has|have|was|were)\b`;
const ALONG = String.raw`(?:declining|falling|dropping|decreasing|growing|rising|increasing|climbing)`;
const LONGER = /\b(?:this|last|past|previous) (?:quarter|month|year)\b|\b(?:\d{1,2}|several|few) weeks\b|\bsince\b|\bq[1-4]\b|\bqtd\b|\bmtd\b|\bytd\b/i;

/** One day said: a move within it is hours, which the table by day cannot show (left as said, asked). */
const ONE_DAY = /\b(?:yesterday|today|tonight|this morning|this afternoon|last night|yday|tdy)\b/i;

export function trendWords(text: string): string {
  if (ONE_DAY.test(text)) return text;
  let s = text.replace(/\bany (?:dips?|slides?|sags?|softening) in\b/gi, 'any trend in');
  if (new RegExp(ASKS, 'i').test(s)) {
    s = s.replace(new RegExp(String.raw`\b(?:been )?${MOVES}\b`, 'gi'), 'trending');
    if (LONGER.test(s)) s = s.replace(new RegExp(String.raw`\b${ALONG} (?:week over week|wow|w/w|week on week)\b`, 'gi'), 'trending week by week');
  }
  return s;
}
