// Words of tables, figures and filters said in ways the passes before it leave unread (issue 38's
// fortieth round, b). Its own module because ./rephrase.ts and ./understand.ts are shared by the
// round's helpers and near their size; one pass on the text after ./rephrase.ts:
// - "last weeks topline", "last months summary": the possessive's apostrophe dropped before a word of
//   the summary, as "last weeks revenue" is already read (./rephrase.ts);
// - "onl": "only" with its last letter lost (no other word begins so);
// - "ad unti", "ad uint": the ad unit with its last letters slipped (the corrector took "unti" for "until");
// - "revenue for the test traffic": the figures of the test traffic, `test=test`, as "only test traffic" —
//   "including test traffic", a comparison with production, "too" keep their own reading;
// - "countries over 500", "apps under 200": rows named and an amount with no figure beside it are the
//   rows' revenue, as "countries over $500" (the rows' size with no figure named is revenue, as a
//   ranking "top countries" is); "anything under 500" names no rows and is still asked;
// - "by number of bids" in a thread of the bidders' table: the table sorted by bids, as "sort by bids";
// - "bidder revenue yesterday in a table": the figure by bidder (a table asked by name), not the bidders' report.
const SUMMARY = String.raw`(?:topline|headlines?|summary|overview|kpis?|performance|business)`;
const FIGURE_AFTER = String.raw`(?!\s*(?:%|percent|[a-z]*(?:impression|imps|request|reqs|ecpm|cpm|fill|click|ctr|user|arpdau|rate|bid|win|dau|ms)))`;
const RULES: readonly (readonly [RegExp, string])[] = [
  [new RegExp(String.raw`\b(last|this|previous|prior) (week|month|quarter|year)s (?=${SUMMARY}\b)`, 'gi'), '$1 $2 '],
  [/\bonl\b/gi, 'only'],
  [/\b(ads?) (?:unti|uint|unt|nuit|unitt|unot|unut)(s?)\b/gi, '$1 unit$2'],
  [/\b(?:for|from|of|on) (?:the |our )?test (?:traffic|devices)\b(?!.*\b(?:includ\w*|incl|left in|kept in|too|as well|also|vs\.?|versus|production|plus|and)\b)/gi, 'test=test'],
  // ("bidder revenue yesterday in a table": the figure by bidder, a table asked by name — not the bidders' own report; round 50)
  [/\bbidders?'? (revenue|rev|ecpm|impressions|imps|requests|fill rate|fill)\b([^.?!]{0,40}?)\s*\b(?:in|as) (?:a )?table\b/gi, '$1 by bidder$2'],
  [new RegExp(String.raw`\b(countries|apps|formats|platforms|placements) (over|above|under|below) (\d+(?:\.\d+)?k?)\b${FIGURE_AFTER}`, 'gi'), '$1 $2 $$$3'],
];
const BIDS_BY = /(?<!\b(?:sort|sorted|order|ordered|rank|ranked) )\bby (?:the )?(?:(?:number|count|total|amount) of )?bids\b/gi;

/** The text with these words said the reader's way; `previous`: the thread's command, if any. */
export function tableWords(text: string, previous: string | undefined): string {
  const out = RULES.reduce((s, [re, to]) => s.replace(re, to), text);
  return previous && /^\s*(?:\/adops\s+)?bidders\b/i.test(previous) ? out.replace(BIDS_BY, 'sort by bids') : out;
}
