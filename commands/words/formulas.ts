// Figures said by their formula (issue 38's tenth round): "clicks over impressions" is CTR,
// "impressions divided by requests" fill rate, "revenue / DAU" ARPDAU, "revenue over impressions
// times 1000" and "money per thousand impressions" eCPM, "wins / bids" win rate. Read as two
// figures, a ratio would be answered with both of its parts and neither the ratio (a wrong answer):
// the pair is made the ratio's own name before the words are read. Only the pairs that are a
// figure the reports show; any other ratio is left as typed (two figures, or asked back).
const OPERATOR = String.raw`(?:divided by|over|\/|÷|out of|as a (?:share|fraction|percentage|%) of)`;
const TOTAL = String.raw`(?:(?:the )?(?:total|all(?: the)?|all of the|number of|count of|#) )?`;
const CLICKS = 'clicks?';
const IMPRESSIONS = String.raw`(?:ad )?(?:impressions?|imps|views)`;
const REQUESTS = String.raw`(?:ad )?requests?`;
const FILLED = String.raw`(?:filled (?:ad )?requests?|fills|filled ones)`;
const MONEY = String.raw`(?:revenue|rev|dollars|money|earnings)`;
const USERS = String.raw`(?:daily )?(?:users?|daus?|players|dau)`;
const THOUSAND = String.raw`(?:\s*(?:times|x|×|\*)\s*(?:1,?000|a thousand|thousand|1k))`;
/** [numerator, denominator, the figure], the numerator before the denominator. */
const PAIRS: readonly (readonly [string, string, string])[] = [
  [CLICKS, IMPRESSIONS, 'ctr'],
  [FILLED, REQUESTS, 'fill rate'],
  [IMPRESSIONS, REQUESTS, 'fill rate'],
  // (revenue over impressions is eCPM only times a thousand; "rev/imps" alone lists the two figures)
  [MONEY, `${IMPRESSIONS}${THOUSAND}`, 'ecpm'],
  [MONEY, USERS, 'arpdau'],
  [IMPRESSIONS, USERS, 'impressions per user'],
  ['wins', 'bids', 'win rate'],
  ['bids', REQUESTS, 'bid rate'],
];
const RULES: readonly (readonly [RegExp, string])[] = [
  ...PAIRS.map(([top, bottom, figure]) => [new RegExp(String.raw`\b${TOTAL}${top}\s*${OPERATOR}\s*${TOTAL}${bottom}\b`, 'gi'), figure] as const),
  // "money per thousand impressions", "what the advertiser pays us per 1,000 rewarded views": eCPM (the format kept)
  [/\b(?:money|dollars|earnings|what (?:the )?(?:advertisers?|buyers?|bidders?|demand|they) (?:pays?|paid|pay)(?: us)?) (?:per|for every|a) (?:thousand|1,?000|1k|mille)(?: (banners?|interstitials?|rewarded|natives?))?(?: (?:impressions|imps|views|ads|ad views))?\b/gi, 'ecpm $1'],
  // "what % of ad requests got filled": fill rate
  [/\bwhat (?:%|percent(?:age)?|share|fraction|proportion|part) of (?:the |our |all |all the )?(?:ad )?requests (?:got|get|gets|were|was|are|is|have been) (?:filled|answered with an ad)\b/gi, 'fill rate'],
  // "how often each bidder actually bids when we send it a request": bid rate; "… wins when it bids": win rate
  [/\bhow often (?:does |do )?(?:each |every |the |a |our )?(bidders?|partners?)(?: actually| really)? bids?\b(?: when [^,.?!]{0,40}?\brequests?\b)?/gi, '$1 bid rate'],
  [/\bhow often (?:does |do )?(?:each |every |the |a |our )?(bidders?|partners?)(?: actually| really)? wins?\b(?: when [^,.?!]{0,30}?\bbids?\b)?/gi, '$1 win rate'],
  // "the average number of ads each user saw": impressions per user
  [/\b(?:the )?(?:avg|average|mean) (?:number|no\.?|count|#) of (?:ads|impressions|imps) (?:each|per|a|an average|the average) (?:user|player|person|dau) (?:saw|sees|seen|watched|got|gets)\b/gi, 'impressions per user'],
];

export function unformula(text: string): string {
  let out = text;
  for (const [pattern, figure] of RULES) out = out.replace(pattern, figure);
  return out.replace(/ +/g, ' ');
}
