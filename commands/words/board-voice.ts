// A VP's board-meeting words (issue 38's seventeenth round, the twenty-first set's voice), made the
// reader's before anything else reads them; each rule a class of phrasing:
//   "top-line performance", "topline": the revenue summary (the top line of the figures);
//   "the last full month", "the last complete quarter", "last calendar week": the last calendar one (the words say it is whole);
//   "against the same quarter a year ago", "versus October of last year": compared with last year
//   (in a second language's words too: "compare with same week of last year", no article — round 43);
//   "how did October close": how it did (a month's close is its result, not a day);
//   "headline for the board:", "for the board:": whom the figures are for, a lead; so too what they are
//   for, "for the leadership note:", "for my weekly deck -" (round 44: before a colon or dash only);
//   "contributing most to revenue growth": drove revenue (the movers by that split);
//   bidders "passing": not bidding (the auction's word for a no-bid);
//   (round 50, the ninety-first set) "fine, android only then", "very well —": a concession before the ask, no part of it;
//   "iOS only within the US": within a place named (capitalised, as a formal hand writes it) is in it ("within budget" is not);
//   "walk me through auction auc_…", "describe the floor health check Task": show it;
//   "add eCPM and fill rate as columns": the figures added to the table (a column is how a table shows one);
//   "highlight only gaps above ten percent": flag them (reconcile's threshold); "as a YAML file": as yaml;
//   "iOS vs Android split": split by OS, the comparison said as its two sides;
//   "split by Android only", "broken down by Germany only": one value of a split kept — a filter ("android only").
const PERIOD = '(?:day|week|month|quarter|year)';
const MONTH = '(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)';

const RULES: readonly (readonly [RegExp, string])[] = [
  [/\btop[- ]?line (?:performance|figures|numbers|results)\b/gi, 'performance'],
  [new RegExp(String.raw`\b(last|previous|prior) (?:full|complete|completed|whole|closed|calendar) (${PERIOD})\b`, 'gi'), '$1 $2'],
  [new RegExp(String.raw`\b(?:against|versus|vs\.?|compared? (?:to|with)) (?:(?:the )?same (?:${PERIOD}|period|days|time) (?:a year (?:ago|earlier|before)|last year|of last year|the year before)|(?:the same )?${MONTH} (?:of )?(?:last year|a year (?:ago|earlier)))\b`, 'gi'), 'vs last year'],
  [new RegExp(String.raw`\bhow did (${MONTH}|q[1-4]|the (?:${PERIOD})) (?:close|end|finish|wrap up|land)\b`, 'gi'), 'how did $1 do'],
  [/^\s*(?:(?:the )?headlines?|top ?line|quick one|one) for the (?:board|execs?|exec team|leadership|ceo|cfo)\s*[:—–-]\s*/i, ''],
  [/^\s*for (?:the|our|my|this) (?:(?:weekly|monthly|quarterly|board|exec|leadership|ceo|cfo|team|finance|investor) ){0,2}(?:board|execs?|leadership|ceo|cfo|note|deck|update|email|memo|review|summary|slides?|wbr|mbr|qbr)\s*[:—–-]\s*/i, ''],
  [/\b(?:is |are |was |were )?contribut(?:ing|ed|es|e) (?:the )?most to (revenue|impressions|ecpm|fill(?: rate)?)(?: growth| gains?| increase)?\b/gi, 'drove $1'],
  [/\b(bidders?|demand partners?|dsps?) (?:are |is |were |keep )?pass(?:ing|ed)?(?! (?:the|our|validation|checks?)\b)/gi, '$1 not bidding'],
  [/\bwithin (?=(?:the )?(?:[A-Z][a-z]+|US|UK|USA|UAE)\b)/g, 'in '],
  [/\b(?:walk (?:me|us) through|describe)\b/gi, 'show'],
  [/\b(?:as|in) (?:(?:an?|extra|additional|new|separate|its own|their own) )*columns?\b/gi, ''],
  [/\bhighlight(?:ing)?(?= (?:only |just )?(?:the )?(?:gaps|discrepancies|differences|mismatches|variances)\b)/gi, 'flag'],
  [/\bas an? (yaml|yml) file\b/gi, 'as yaml'],
  [/\b(ios|android) (?:vs\.?|versus|and|\/) (android|ios) split\b/gi, '$1 vs $2'],
  [/^\s*(?:fine|alright|all right|very well|understood|noted|fair enough)\s*[,;:—–-]\s*/i, ''],
  [/\b(?:split|broken down|break (?:it |that |this )?down|segmented|cut) by (?!(?:country|countries|format|formats|app|apps|os|platform|device|day|week|month|hour|network|networks|bidder|bidders|ad unit|ad units)\b)([a-z]+) only\b/gi, '$1 only'],
];

export function boardVoice(text: string): string {
  return RULES.reduce((s, [re, to]) => s.replace(re, to), text);
}
