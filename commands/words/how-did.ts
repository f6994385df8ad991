// "how did thanksgiving do vs last thursday" (issue 38's twenty-fifth round): the day's figures beside
// the other day's, as "how was thanksgiving vs last thursday" and "thanksgiving vs last thursday" read.
// The reader pairs two periods only when the comparing word follows the first ("X vs Y"); the verb
// closing "how did X do" sat between them and the pair was lost (the question asked back). The verb
// is dropped only there — "how did X do|go|perform" right before a comparing word and a period
// ("vs last thursday", "vs the 19th"; not "vs android", a split's reading) — so "how did thanksgiving
// do" alone, "how did we do vs …" (which day is ours is not said), and every other "do" keep theirs.
const HOW_DID = /\bhow (?:did|does|do|has|have) (?!(?:we|you|they|it|i|us|things|everything)\b)((?:[a-z0-9'-]+ ){0,4}?[a-z0-9'-]+) (?:do|go|perform|performed|done|gone|went|look|looked)(?= (?:vs\.?|versus|v\.?|compared (?:to|with)|against) (?:last|the|this|previous|prior|yesterday|today|same|a week|mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d))/gi;

// "can you tell me how the first half of Nov went": the same ask in the past tense, "how did the first
// half of Nov go" (which reads); "went" was left unknown and the ask asked back. Not "how much … went"
// or "how many … went" (an amount moved somewhere, which no report answers).
const HOW_WENT = /\bhow (?!(?:much|many|come|often|long|far)\b)((?:[a-z0-9'-]+ ){0,5}?[a-z0-9'-]+) went\b/gi;

/** The words with "how did X do vs Y" said as "how was X vs Y", and "how X went" as "how did X go". */
export const howDidVs = (text: string): string => text.replace(HOW_DID, 'how was $1').replace(HOW_WENT, 'how did $1 go');
