// A voice message's own marks the earlier dictation pass (./dictation.ts) leaves (issue 38's
// thirty-seventh round), in a new module so that pass and the shared restate list stay small:
// codes said letter by letter in lower case ("the u s", "a b tests", "as a c s v", "four p m"),
// the small sound-alikes a dictation app writes where the reader's word belongs ("sorted buy
// revenue", "four last week", "the sixteenth two the twenty second", "two day so far"), the
// holiday's nickname ("turkey day"), and the newcomer's everyday "ads shown" for impressions. Each
// is mended only in the slot its word belongs in, so typed text that means something else stays.

/** A country's code said as letters: the U.S., the U.K., the U.A.E. */
const COUNTRY_LETTERS: Readonly<Record<string, string>> = { 'u s': 'US', 'u s a': 'US', 'u k': 'UK', 'u a e': 'AE' };
/** Words a split, a figure or a sort order starts with: where "buy" is heard for "by". */
const BY_SLOT = String.raw`(?:countr(?:y|ies)|format|os|o s|app|apps|platform|day|days|hour|hours|week|network|bidder|bidders|partner|region|geo|revenue|rev|win|fill|bid|bids|ecpm|impressions?|imps|requests|arpdau|the (?:hour|day|week))\b`;
/** What starts a period: where "four" is heard for "for". */
const PERIOD_START = String.raw`(?:last|this|yesterday|today|tonight|the (?:last|past|whole|week|month|day)|(?:mon|tues|wednes|thurs|fri|satur|sun)day|january|february|march|april|may|june|july|august|september|october|november|december)\b`;
/** A day of the month said as an ordinal: "sixteenth", "twenty second", "22nd". */
const ORDINAL = String.raw`(?:\d{1,2}(?:st|nd|rd|th)|(?:twenty |thirty )?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth)`;

type Rule = readonly [RegExp, string | ((match: string, ...groups: string[]) => string)];
const RULES: readonly Rule[] = [
  [/(?<![\w'’./-])u (?:s(?: a)?|k|a e)(?![\w'’./-])/gi, (all) => COUNTRY_LETTERS[all.toLowerCase()] ?? all],
  // ("a b tests", "the a b one": the a/b tests, never "a b" alone)
  [/(?<![\w'’./-])a b (?=tests?\b|experiments?\b)/gi, 'a/b '],
  [/(?<![\w'’./-])(as |in |into |to |an? )(?:c s v|t s v)(?![\w'’./-])/gi, (_all, lead: string) => `${lead}csv`],
  // ("four p m", "two a m": an hour said with its letters)
  [/\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) ([ap]) m(?![\w'’./-])/gi, (_all, hour: string, half: string) => `${hour} ${half.toLowerCase()}m`],
  [new RegExp(String.raw`\bbuy (?=${BY_SLOT})`, 'gi'), 'by '],
  [new RegExp(String.raw`(?<!\b(?:the|last|past|next|first|of|about|those|these|\d+) )\bfour (?=${PERIOD_START})`, 'gi'), 'for '],
  // (a span of days said aloud: "the sixteenth two the twenty second")
  [new RegExp(String.raw`\b(${ORDINAL}) two (?=(?:the )?${ORDINAL}\b)`, 'gi'), '$1 to '],
  // ("first to the fifteenth": the month's first day, where a span of days starts)
  [new RegExp(String.raw`\bfirst (?=(?:to|through|thru|till|until) (?:the )?${ORDINAL}\b)`, 'gi'), '1st '],
  // ("two day revenue so far", "to day": today, never "a two day window" nor "two days")
  [/(?<!\b(?:a|the|last|past|first|next|over|every|in|within|for|those|these) )\b(?:two|to) day\b(?![s'’-])(?=.*\b(?:so far|yet|until now|to date|right now)\b|\s+(?:revenue|rev|impressions|fill|ecpm)\b)/gi, 'today'],
  [/\bturkey day\b/gi, 'thanksgiving'],
  // ("wy did …": why, where the words after it are a question's)
  [/(^|[.!?]\s*|\b(?:so|and|but|ok|okay|um|uh) )wy (?=(?:did|do|does|is|are|was|were|has|have|didnt|didn'?t|isnt|isn'?t|arent|aren'?t|wasnt|wasn'?t|would)\b)/gi, '$1why '],
  // a newcomer's "ads shown": the impressions ("fewer ads showed", "ads served per format")
  [/\b(?:the )?(?:ads?|adds) (?:that )?(?:were |got |have been )?(?:shown|showed|shwon|served|displayed|delivered)\b/gi, 'impressions'],
];

export function spokenVoice(text: string): string {
  return RULES.reduce((t, [pattern, to]) => (typeof to === 'string' ? t.replace(pattern, to) : t.replace(pattern, to)), text);
}
