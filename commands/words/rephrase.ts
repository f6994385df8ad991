// Phrasings said the long way, made the words the reader knows, before the words are read: the
// fourteenth set's classes (issue 38's fifth round). Each rule is a class of phrasing, never one
// question's words; each keeps the words around it as they were.
//   comparisons: "up or down from last week", "stack up against", "better or worse than",
//     "tracking against", "ahead of where it was", "a week earlier" → vs / last week;
//   exclusions: "not counting", "minus", "other than", "everything but" → excluding (asked back, as
//     a filter takes a value in); test traffic "left in" (all), "only test traffic" (test=test);
//     "not android, just ios" → ios;
//   figures: "price per thousand impressions" (eCPM), "fill %" (fill rate), "per daily user" (per
//     user), "daily active users" (users), "people who saw ads" (users), "kind of ad" (format),
//     "$1k" (1000), "the apps made" (together, not split);
//   rankings of a move: "grew the most", "biggest drop" → movers; "what moved revenue the most" → why;
//   "which of our games brings …" (one);
//   slips a spell checker leaves (real words): "last weak", "last moth", "by county", "fill rat",
//     "the passed 7 days", "by ap"; a flag emoji is its country's code.
import { auctionCommand } from '../auction/index.js';
import { configCommand } from '../config/index.js';
import { whyCommand } from '../why/index.js';
import { digits } from './numbers.js';
import { formats } from './formats.js';
import { dateBounds, queryForms } from './query-forms.js';
// (round 40's words of tables and filters, read after these: ./table-words.ts)
export { tableWords } from './table-words.js';

const NUMBER = '(?:\\d{1,3}|two|three|four|five|six|seven|ten|fourteen|thirty|ninety)';
const PERIOD_LEAD = '(last|this|past|per|a|the|that|previous|prior|next|each|every)';
/** The last day of each month (February's of a common year: a leap year's 29th is said as a date). */
const LAST_DAYS: Readonly<Record<string, number>> = { january: 31, february: 28, march: 31, april: 30, may: 31, june: 30, july: 31, august: 31, september: 30, october: 31, november: 30, december: 31 };
type Replacer = (match: string, ...groups: string[]) => string;
/** Figures one may put beside another. */
// ("ecmp": ecpm's common slip, corrected only after these rules — round 51)
const FIGURE = String.raw`revenue|rev|ecpm|ecmp|cpm|fill rate|fill|impressions|imps|requests|clicks|ctr`;
const RULES: readonly (readonly [RegExp, string | Replacer])[] = [
  // a figure put beside another: "and ecpm alongside", "ecpm next to it" (as "ecpm as well"); "revenue alongside ecpm" (and) — round 45
  [new RegExp(String.raw`\b(${FIGURE}) (?:alongside|beside|next to)(?: (?:it|that|them|those))?(?=(?:,?\s+(?:please|pls|plz|thanks|thx|too))*\s*[?!.]*\s*$)`, 'gi'), '$1 as well'],
  [new RegExp(String.raw`\b(${FIGURE}) (?:alongside|beside|next to) (?=(?:${FIGURE})\b)`, 'gi'), '$1 and '],
  // comparisons
  [/\b(?:up or down|down or up) (?:from|on|vs\.?|versus|against|compared (?:to|with)|relative to)\b/gi, 'vs'],
  [/\b(?:up|down|higher|lower) (?:from|on|vs\.?|versus|against|compared (?:to|with))(?= (?:last|yesterday|the (?:same|previous|prior|day|week|month|year)|a (?:week|month|year)|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)/gi, 'vs'],
  [/\brelative to\b/gi, 'vs'],
  // (round 45) "qtd revenue behind last year", "ahead of last month": the figure against that period
  // ("what was behind yesterday's dip", "the reason behind last week's drop": what caused it, left as said)
  [/(?<!\b(?:what|whats|what's|what’s|who|reason|reasons|cause|causes|story|drivers?)(?: (?:is|was|are|were|really))? )\b(?:behind|ahead of|trailing|lagging(?: behind)?|short of)(?= (?:last|the same|the previous|the prior|a (?:week|month|year)|yesterday)\b)(?! (?:[a-z]+ ){0,2}?[a-z]+['’]s\b)/gi, 'vs'],
  // (round 45) "what alerts do we have setup": the two words run together as the noun is written
  // (after a person too, "the digests we setup", and "already"/"just" between; the noun, "the setup", "my setup", stays)
  [/\b(have|has|had|got|are|is|were|was|get|i|we|you|they|we've|i've|you've|ive|weve)((?: already| just)?) setup\b/gi, '$1$2 set up'],
  // (round 45) "the alerts we've set up", "digests I have configured": those that exist — the list, no order to add one
  [/\b(alerts|digests|subscriptions)(?: that| which)? (?:we|i|you|they)(?:'ve|’ve| have| had)? (?:set up|created|configured|made)\b/gi, '$1'],
  // "did android beat ios": the two side by side (never an A/B test's winner, nor one ranked)
  [/\b(ios|iphone|android)\s+(?:beat|beats|outperform(?:s|ed)?|outdid|outdo(?:es)?|outsold)\s+(ios|iphone|android)\b/gi, '$1 vs $2'],
  [/\b(?:do|did|doing|does) (?:better|worse) (?:or (?:better|worse) )?than\b/gi, 'vs'],
  [/\b(?:better|worse) or (?:better|worse) than\b/gi, 'vs'],
  // "good or bad vs the week before": a judgement measured against a comparison is that comparison
  [/\b(?:(?:good|bad|ok|okay|fine|normal) or (?:good|bad|not)|good|bad)[?,]? (?=(?:vs\.?|versus|compared (?:to|with)|against|relative to)\s)/gi, ''],
  [/\bstacks? up (?:against|to|with|next to)\b|\bstacked up (?:against|to|with)\b/gi, 'vs'],
  [/\b(?:tracking|trending|pacing|running) (?:against|vs\.?|versus|compared (?:to|with))\b/gi, 'vs'],
  [/\b(?:ahead of|behind) where (?:it|we|they|things) (?:was|were|stood)\b/gi, 'vs'],
  // (only as the other side of a comparison: "vs the same day a week earlier", "vs a year ago")
  [/(?<=\b(?:same (?:day|period|time|week|month|point) |compared (?:to|with) |vs\.? |versus |against |than |to ))(?:a|one) (week|month|year) (?:earlier|prior|ago)\b/gi, 'last $1'],
  [/\b(?:looking |sitting |stacking up )?next to\b(?= (?:last|the same|the previous|(?:jan|febr)uary|march|april|may|june|july|august|september|october|november|december)\b)/gi, 'vs'],
  // exclusions: one word that says a value is left out (asked back by the reader)
  [/\b(?:not counting|not including|leaving out|leave out|other than|apart from|aside from|barring|minus)\b|\bexcl\b\.?/gi, 'excluding'],
  [/\b(everything|everywhere|anything|all|every)((?: [a-z]+)?) but\b/gi, '$1$2 excluding'],
  [/\bexcluding (?:the|our|all|any) test\b/gi, 'excluding test'],
  [/\b(?:with )?(?:the )?test (traffic|devices|mode) (?:left|kept) in\b/gi, 'including test $1'],
  [/\b(?:only|just) (?:the )?test (?:traffic|devices|mode)\b|\btest (?:traffic|devices|mode) only\b/gi, 'test=test'],
  // ("test trafic revenue yesterday": test traffic leading the figure it qualifies is that traffic's figure, as "only test
  // traffic" is — "including", "left in", "too" or a comparison with production said anywhere keep their own reading; thirtieth round)
  [/^((?:(?:show|give|get|pull)(?: me)?|what(?:'?s| is| was| were)|how much(?: was| is)?)(?: the| our)? )?test[- ](?:traff?ic|trafic|devices)(?=:?\s+(?:rev(?:enue)?|impressions?|imps|ecpm|fill(?: rate)?|requests)\b)(?!.*\b(?:includ\w*|incl|left in|kept in|too|as well|also|vs\.?|versus|production|plus|and)\b)/i, '$1test=test'],
  [/\bproduction (?:traffic|devices)(?: only)?\b|\bonly production(?: traffic)?\b/gi, 'excluding test traffic'],
  [/\bnot ([a-z]+) *[,;:–-]? *(?:just|only|but) ([a-z]+)\b/gi, '$2'],
  // negations the glue would drop (the reader takes "don't" for glue): a value not wanted is left
  // out (asked back); a split or a chart not wanted is none asked; "not by country, by app" is by app;
  // a bidder that did not bid is a no-bid (the auction picture)
  [/\b(?:do not|don'?t|dont|never|no need to) (?:include|count|add|show|want|need|use)(?: (?:the|any|in))?\b/gi, 'excluding'],
  [/\b(?:do not|don'?t|dont|never|no need to) (?:split|break)(?: (?:it|them|that|this|things|revenue))?(?: (?:down|out|up))?(?: by [a-z]+)?/gi, ''],
  [/\bno (?:need (?:for|of) (?:a |the |any )?)?(?:chart|graph|breakdown|split|table)s?(?: (?:needed|please|pls|necessary))?\b/gi, ''],
  [/\bnot (?:split |broken down )?by [a-z]+ *[,;:–-]? *(?:but |just |only )?by\b/gi, 'by'],
  [/\b(?:didn'?t|did not|don'?t|do not|doesn'?t|does not|never|not|won'?t) (?:bid|bidding)\b/gi, 'no bids'],
  // ("why aren't bidders bidding", "why isn't bravo bidding": the subject between the verb and its negation; issue 38's twenty-first round)
  [/\b(?:aren'?t|isn'?t|weren'?t|wasn'?t|didn'?t|don'?t|doesn'?t)((?: (?:the|our|any|all))?(?: [a-z_]+){1,2}) (?:bid|bidding)\b/gi, '$1 no bids'],
  // the auction's own things said otherwise: "bid stream", "bid feed" (its bids); bidders not
  // "answering in time" (timeouts)
  [/\bbid (?:stream|feed|firehose|log|logs|tape)\b/gi, 'bids'],
  // ("bids that got rejected below floor": one of the reasons named, so the reasons — round 50)
  // ("why r bids getting rejected": chat's "r" for are, as the tokens read it — round 53)
  // (why bids were rejected, "rejection reasons": the auction's own breakdown of them, as "no-bid reasons" is its no-bids' —
  // never why's "reasons" for a move; issue 38's thirtieth round)
  [/\b(?:(?:bid|bids) )?(?:rejection|rejecton|rejction|rejectoin|rejections|reject) (?:reasons?|causes?|codes?|types?|breakdown)\b|\breasons? (?:for|why) (?:the )?(?:bids? (?:were |was |got |are )?)?rejections?\b|\b(?:why|reasons?(?: for)?) (?:(?:were|are|r|was|did|do|is) )?(?:the |our )?bids? (?:(?:were|was|got|get|are|r|getting|being) )?rejected\b|\bbids? (?:that |which )?(?:(?:were|was|got|get|are|getting|being) )?rejected (?:below|under|for being below) (?:the |our )?floors?\b/gi, `${auctionCommand.name} metric=rejection_reason`],
  [/\b(?:answer(?:ing|ed|s)?|respond(?:ing|ed|s)?|reply(?:ing)?|replied|bid(?:ding)?) (?:in|on) time\b|\b(?:answer(?:ing)?|respond(?:ing)?) too slow(?:ly)?\b/gi, 'timeouts'],
  // "re-enable", "re-activate": one verb (the dash would leave "re" a word of its own)
  [/\bre-(enable|activate|start)\b/gi, 're$1'],
  // a comparison with our own figures: "networks off from our numbers" (reconcile), "bidders out vs ours" (demand)
  [/\b(?:off|different|out|apart) (?:from|vs\.?|versus|against|compared (?:to|with)) (our|ours|us)\b/gi, 'differ from $1'],
  // figures
  [/\b(?:average )?(?:price|revenue|earnings?|rev) (?:per|a|for every) (?:thousand|1000|1k|mille)(?: ads| impressions| imps)?\b(?! (?:users?|requests?|sessions?|players?|people|daus?|clicks?)\b)/gi, 'ecpm'],
  [/\b(fill|win|bid|click) ?(?:%|percent(?:age)?)(?= |$|[,.?!])/gi, '$1 rate'],
  [/\bbid win (rate|%)/gi, 'win $1'],
  [/\bper daily (?:active )?users?\b/gi, 'per user'],
  [/\bdaily active users\b/gi, 'users'],
  [/\b(?:people|persons|users|players) (?:who )?(?:saw|seen|see|watched|viewed) (?:an )?ads?\b/gi, 'users'],
  // (a kind of ad that earns, fills or is ranked; "what type of ads do we run" asks what is set up, not figures)
  [/\b(?:kind|type|sort)s? of ads?\b(?= (?:makes?|made|earns?|earned|brings?|brought|has|had|have|gets?|got|performs?|performed|pays?|paid|is|was|are|were|fills?|filled)\b(?! (?:we|you|i|they)\b))/gi, 'format'],
  [/(?<=\b(?:by|per|each|every) )(?:kind|type|sort)s? of ads?\b/gi, 'format'],
  [/\$ ?(\d{1,3})k\b/gi, '$$$1000'],
  [/\b(did|do|have|had) (?:the|our|all (?:the|our|of our)) (?:apps|games|titles) (?:combined |together )?(make|made|earn|earned|bring|brought|generate|generated)\b/gi, '$1 we $2'],
  // ("what moved yesterday, country and format": the splits listed after a comma, "by" left out — round 44)
  [/\b(what (?:moved|drove|shifted|changed)\b[^,?.!]{0,40}),\s*((?:countr(?:y|ies)|formats?|apps?|platforms?|os) (?:and|&) (?:countr(?:y|ies)|formats?|apps?|platforms?|os))\s*([?.!]*)\s*$/gi, '$1 by $2$3'],
  // ("rev last 7 days vs the same 7 days last year": the days said again, the same count as the period's own — round 51)
  [/\b((?:last|past) (\d{1,3})(?: days?|d)\b.{0,40}?\b(?:vs\.?|versus|compared (?:to|with)|against) )(?:the )?same \2(?: days?|d) (?=last (?:year|yr|yaer|yeat)\b)/gi, '$1'],
  // (and said alone, in a thread: the thread's days against last year's — never last year's whole span)
  [/^((?:and |ok |now )?(?:vs\.?|versus|compared (?:to|with)|against) )(?:the )?same \d{1,3}(?: days?|d) (last (?:year|yr)[?.!]*)$/gi, '$1$2'],
  // rankings of a move
  [/\bwhat (?:moved|drove|shifted|changed) (revenue|ecpm|fill(?: rate)?|impressions|requests) (?:the )?most\b/gi, `${whyCommand.name} $1`],
  // ("what moved fill rate yesterday": of a figure with no movers of its own, what moved it is its explanation — round 51;
  // revenue's "what moved" may be its movers, left to the splits said beside it)
  [/\bwhat (?:moved|drove|shifted) (?:the |our )?(ecpm|cpm|fill(?: rate)?|fil rate|fillrate|impressions|imps|requests|clicks|ctr)\b/gi, `${whyCommand.name} $1`],
  [/\b(?:grew|rose|increased|improved|gained|dropped|fell|declined|decreased|moved|changed|shifted|swung|lost) (?:the )?most\b/gi, 'movers'],
  // (the figure said between: "which apps moved revenue the most" is revenue's movers, split as asked)
  [/\b(?:grew|increased|improved|dropped|moved|changed|shifted|swung|lost) (?:their |our |the )?(revenue|rev|earnings|ecpm|e?cpms?|fill(?: rate)?|impressions|imps|requests) (?:the )?most\b/gi, '$1 movers'],
  [/\b(?:had|saw) (?:their |the )?(revenue|rev|earnings) (?:move|change|shift|swing|grow|drop) (?:the )?most\b/gi, '$1 movers'],
  // (round 48) the asker's expectation said after the ask ("revenue yesterday? holiday so expecting a dip", ", i expect a drop"):
  // an aside, not a forecast asked nor a why — the figure asked stands
  // — never asked of someone ("do you expect a drop", "should we expect …") nor of a time to come ("a dip next week"): a forecast asked
  [/([?,.;!]\s*(?:(?!(?:do|does|did|are|is|was|were|should|shall|will|would|could|can|may|might|you|what|how|when|why|who)\b)[a-z']+\s+){0,3}?)(?:(?:i'?m|we'?re|i|we) )?(?:expecting|expect|anticipating)(?: (?:it|them|that|revenue|rev) to be)? (?:an? |some )?(?:small |slight |big |holiday )?(?:dip|drop|decline|slump|lower|down|softer|soft|low|weaker|weak|slower|slow|quieter|quiet)\b(?![^.?!;]{0,30}\b(?:next|tomorrow|coming|upcoming|later|rest of)\b)|([?,.;!]\s*)(?:an? )?(?:dip|drop|decline) (?:is )?expected\b/gi, '$1$2'],
  // (round 48) a period or value "alone" / "by itself" ending the ask is that one only: "and yesterday alone?", "ios by itself"
  [/\b(?:alone|by itself)(?=[\s?!.]*$)/gi, 'only'],
  // (round 48) the split said before the word: "app movers", "country movers" → movers by that split
  [/\b(apps?|countr(?:y|ies)|formats?|platforms?|os|ad units?) (movers?)\b/gi, '$2 by $1'],
  [/\b(?:biggest|largest|sharpest|steepest) (revenue |rev )?(?:drops?|declines?|falls?|increases?|gains?|jumps?|rises?|moves?|swings?|changes?|movers?)\b/gi, '$1movers'],
  [/\bmost (?:improved|declined|changed|grown)\b|\b(?:top|biggest|largest) (?:\d{1,2} )?movers\b/gi, 'movers'],
  // ("top 5 apps by revenue growth", "countries by change": ranked by the move, not by the figure — revenue's movers;
  // the rank the movers cannot take is then asked about, never a table of the figure ranked as asked)
  // (only after a list or a rank: "triggered by drops" is no ranking)
  [/\b((?:apps?|countr(?:y|ies)|formats?|platforms?|ad units?|top \d{1,2}|top|ranked|sorted|rank|sort)) by (?:(?:the )?(revenue|rev|earnings) )?(?:growth|change|increase|decline|decrease|drop|gain)s?\b/gi, '$1 $2 movers'],
  // (a verb of one, or a past one before "the most …")
  [/\bwhich (?:one )?of (?:our|the|my|their|your|all (?:our|the|their|your)) ([a-z]+)ies (brings|makes|earns|has|gets|is|was|does|shows|pays|wins|(?:made|earned|brought|got|had|did|performed|saw|showed)(?= (?:the )?(?:most|best|worst|highest|lowest|least|biggest)\b))\b/gi, 'which $1y $2'],
  [/\bwhich (?:one )?of (?:our|the|my|their|your|all (?:our|the|their|your)) ([a-z]+?)s (brings|makes|earns|has|gets|is|was|does|shows|pays|wins|(?:made|earned|brought|got|had|did|performed|saw|showed)(?= (?:the )?(?:most|best|worst|highest|lowest|least|biggest)\b))\b/gi, 'which $1 $2'],
  [/\bwhat (?:are )?(?:all )?(?:the )?(?:kinds? of )?things (?:that )?(?:you can|can you) do\b|\bwhat are you able to do\b/gi, 'what can you do'],
  [/\bkeep (?:on )?(?:watching|monitoring|tracking|following)\b|\bkeep an eye on\b/gi, 'watch'],
  // slips a spell checker leaves: real words in the wrong place
  [/\b(last|past|previous|prior|next|per) weak\b/gi, '$1 week'],
  [new RegExp(`\\b${PERIOD_LEAD} (?:moth|mont)\\b`, 'gi'), '$1 month'],
  [/\b(by|per|each|every|worst|best|top \d+|bottom \d+) county\b/gi, '$1 country'],
  [/\b(by|per|each|every|worst|best|top \d+|bottom \d+) counties\b/gi, '$1 countries'],
  [/\bfill rat\b/gi, 'fill rate'],
  // (issue 38's twenty-second round) "more then $1000": "then" before an amount is "than"; "last weeks revenue": the
  // possessive's apostrophe dropped, not weeks plural ("the last weeks of october" keeps its s: a figure must follow)
  [/\b(more|less|fewer|greater|higher|lower|bigger|smaller|larger) then (?=[$€£]?\d)/gi, '$1 than '],
  // ("the pst 30 days": a clock's name before a count of days is no clock, the slip of "past" the slip corrector leaves to zones)
  [/\bpst (?=\d{1,3} (?:days?|weeks?|months?|hours?)\b)/gi, 'past '],
  [/\b(last|this|previous|prior) (week|month|quarter|year)s (?=(?:revenue|revenues|rev|earnings|ecpms?|cpms?|fill|impressions|imps|requests|reqs|clicks|ctr|arpdau|numbers|figures|totals?)\b)/gi, '$1 $2 '],
  [/\b(test|experiment|it) (?:dine|dome|donr|fone)\b/gi, '$1 done'],
  [new RegExp(`\\b(?:the )?passed (${NUMBER} (?:days?|weeks?|months?)|week|month|fortnight)\\b`, 'gi'), 'past $1'],
  [/\b(by|per|each) ap\b/gi, '$1 app'],
  // periods said otherwise (the sixth round): "yesterday and the day before" (the two days), "the
  // month so far", "the 3 most recent days", "the last day of october", "the past 7 days not counting
  // today" (they never count it), "not yesterday, the day before" (the second)
  [/\byesterday and the day before(?! yesterday)\b/gi, 'from the day before yesterday to yesterday'],
  [/\b(?:the|this) (week|wk|month|quarter|qtr|year|yr) so far\b/gi, '$1 to date'],
  // ("month so far vs last yr": the period so far with no article, as a message's first words or after a figure — round 42;
  // "wk so far pls": the unit in chat's shorthand too — round 51)
  [/(?<!\b(?:last|previous|prior|past|next|a|one|that|each|every|the|this|by|per|thanksgiving|holiday|christmas|friday|monday) )\b(week|wk|month|quarter|qtr|year|yr) so far\b(?! (?:this|last|of|in)\b)/gi, '$1 to date'],
  // "is that normal (for a thanksgiving)?": a judgement of the figures, as "is that good" is (asked back; "a normal friday" is a comparison)
  [/\b(?:is|was|are|were) (?:that|this|it|these|those) (?:normal|typical|usual|expected|ok|okay)\b/gi, 'is that good'],
  // ISO weeks as calendars and tools write them: "2026-W47", "CW46" / "KW46" (calendar week), "week #47"
  [/\b(\d{4})-?W(\d{1,2})\b/gi, 'week $2 $1'],
  [/\b(?:cw|kw)\s?(\d{1,2})\b/gi, 'week $1'],
  [/\b(week|wk) #\s?(\d{1,2})\b/gi, '$1 $2'],
  // a board's words: "where is the growth coming from" — what moved it, by what: the movers
  [/\bwhere(?:'s| is| was| are| were)? (?:the |our |all the |this |that )?(?:growth|increase|uplift|upside|gains?|decline|downside|drop|dip|losses?|shortfall) (?:is |was |are )?(?:coming|came) from\b/gi, 'movers'],
  // "since the 1st of the month" (this month's first), "MTD through yesterday" (this month to yesterday)
  [/\bthe (1st|first) of (?:the|this) month\b/gi, 'the $1'],
  [/\b(?:mtd|month to date) (?:through|thru|to|until|till) yesterday\b/gi, 'from the 1st to yesterday'],
  // "from the 1st through today", "nov 3 to now": since that day ("onwards", read with the day)
  [/\b(\d{1,2}(?:st|nd|rd|th)?|[a-z]+day) (?:through|thru|to|until|till|up to) (?:today|now|date)\b/gi, '$1 onwards'],
  [/\b(?:the )?(\d{1,3}) most recent (days|weeks)\b|\b(?:the )?most recent (\d{1,3}) (days|weeks)\b/gi, (_m, a?: string, b?: string, c?: string, d?: string) => `last ${a ?? c} ${b ?? d}`],
  [/\b(?:on )?the (last|first) day of (january|february|march|april|may|june|july|august|september|october|november|december)\b/gi, (_m, end: string, month: string) => `${month} ${end.toLowerCase() === 'first' ? 1 : LAST_DAYS[month.toLowerCase()]}`],
  [/\b((?:last|past|previous) \d{1,3} days),? (?:not counting|not including|excluding|without) today\b/gi, '$1'],
  [/\bnot (?:yesterday|today|that day|that),\s*/gi, ''],
  // "over 30 days" (not "over the last 30 days"): a span, not a threshold
  [/(?<!\b(?:more|greater|higher|less|fewer) than )\bover (\d{1,3}) (days|weeks|months)\b/gi, 'over the last $1 $2'],
  // "november the twentieth": the day of that month, as "the twentieth of november" says it
  [/\b(january|february|march|april|may|june|july|august|september|october|november|december) the (\d{1,2}(?:st|nd|rd|th)|[a-z]+-?(?:first|second|third|th))\b/gi, 'the $2 of $1'],
  // a condition that hedges, not one that narrows ("unless I'm wrong", "correct me if I'm wrong")
  [/\b(?:unless i'?m wrong|unless i am wrong|correct me if i'?m wrong|if i'?m not mistaken|if i remember right(?:ly)?)\b[,;:]?/gi, ''],
  [/\bunless i'?m (?:misreading|misremembering|missing something|reading (?:it|this|that) wrong)(?: (?:the|this|that|our) (?:dashboard|chart|graph|report|numbers|data|sheet))?\b[,;:]?/gi, ''],
  // "… was flat vs the week before — can you confirm": a claim the comparison shows true or not; "confirm" asks for it
  [/\b(?:was|is|were|are|stayed|stays|remained|looks?|looked) (?:flat|unchanged|steady|stable)\b(?=.*\b(?:vs\.?|versus|compared|against)\b)/gi, ''],
  [/\s*[,;—–-]*\s*(?:(?:can|could) (?:you|u) (?:please |pls )?confirm|(?:please|pls) confirm)\s*[?.!]*\s*$/gi, ''],
  // (round 49) "for the period 2026-10-01 to 2026-10-31", "the period from 1 to 15 november": the dates said are the period
  [/\b(?:the|that|this) (?:reporting |accounting )?period (?=(?:from |between )?(?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]* \d))/gi, ''],
  // (round 49) "differences greater than 2 percent", "discrepancies above one percent": reconcile's gap, as its own words say it (a figure's differences are left to the reading)
  [/(?<!\b(?:revenue|rev|ecpm|fill|rate|impressions|imps|requests|clicks|ctr|users) )\b(?:differences?|discrepanc(?:y|ies)|gaps?) (?:of |over |above |exceeding |(?:greater|bigger|larger|more) than )(\d{1,2}(?:\.\d)?|one|two|three|four|five|ten) ?(?:%|percent|per cent|pct)/gi, (_m, n: string) => `gaps over ${SMALL[n.toLowerCase()] ?? n}%`],
  // networks "off by over 5%": their figures against ours, by more than a share (reconcile's gap)
  [/\b(networks?|nets) (?:are |were |is |was )?(?:off|out|apart) by\b/gi, '$1 differ from ours by'],
  // "how far off are the networks from us", "how far apart are we from them": how much two sets of figures differ
  [/\bhow far (?:off|out|apart) (?:are|is|were|was) (?:the )?(networks?|nets|bidders?|partners?|we|our numbers|they) (?:from|vs\.?|versus|against|and) (us|ours|our numbers|them|the networks?|the nets|the bidders|the partners)\b/gi, '$1 differ from $2'],
  // a CFO's words: "Q4 to date" (the quarter so far), "bottom line" (the total earned), figures "final" (reconciled with the networks')
  [/\b([qh][1-4]) (?:to date|so far)\b/gi, '$1'],
  [/\bbottom[- ]line\b/gi, 'income'],
  [/\b(numbers|figures|totals?|reports?|data)( (?:for|from|of) [a-z0-9' -]{1,20}?)? (?:final|finalized|finalised|closed|locked)\b/gi, '$1$2 reconciled'],
  // a config checked or shown in a QA's words: "run the validator on", "dump the draft", "validate version 9" (a config's version)
  [/\b(?:run )?(?:the )?(?:config )?(?:validator|linter|lint) (?:on|against|over|for)\b|\b(?:run )?(?:the )?(?:config )?(?:validator|linter)\b/gi, 'validate'],
  [/\b(validate|show|dump) (?:the |our )?(draft|live)\b(?! (?:config|configuration|cfg)\b)/gi, `$1 the $2 ${configCommand.name}`],
  [/\bdump\b(?=.{0,30}\b(?:config|draft|live|yaml|version)\b)/gi, 'show'],
  // "is the draft ok?", "does the draft look good": the draft checked, said as whether it is fine (validating it; issue 38's twenty-first round)
  [/\b(is|does|did) (?:the |our )?(draft)( (?:look|looks|seem|seems) )?\s*(ok|okay|good|fine|valid|alright|clean|sane|broken)\b(?! (?:config|configuration|cfg)\b)/gi, `$1 the $2 ${configCommand.name}$3 valid`],
  [/\b(validate|validation|show)\b((?: the| on| for| of| config)*) version (\d{1,6})\b/gi, (_m, verb: string, mid: string) => `${verb}${mid.includes(configCommand.name) ? mid : `${mid} ${configCommand.name}`} version ${_m.match(/\d+$/)![0]}`],
  // "the ecpm part", "the fill side": that figure (of an explanation split into its effects)
  [/\b(ecpm|fill(?: rate)?|fill_rate|requests|impressions|imps|revenue) (?:part|side|bit|piece|component|effect|portion)\b/gi, '$1'],
  // "was under last week's", "above yesterday's": lower or higher than that period's figure (a comparison)
  [/\b(?:under|below|beneath)(?= (?:last|the previous|the prior|yesterday|a)(?: [a-z]+)?'s\b)/gi, 'lower than'],
  [/\b(?:above|over)(?= (?:last|the previous|the prior|yesterday|a)(?: [a-z]+)?'s\b)/gi, 'higher than'],
  // "request the impressions export", "request an export of requests": the verb asks for the export (not the requests figure)
  [/\b(?:please |pls )?request(?= (?:the|an?|me (?:an?|the))(?: [a-z0-9]+){0,3}? (?:export|csv|dump|download)s?\b)\s*/gi, ''],
  // "I want a watch on it", "put a watch on the test": an order to watch
  [/\b(?:(?:i )?(?:want|need|would like|'d like) |put |set up |set |add |keep )?a watch on\b/gi, 'watch'],
  // "yesterday's drop between 2 and 4pm": the day owns the move, the hours are the day's ("the drop yesterday between 2 and 4pm"; round 40)
  [/\b(yesterday|today)(?:['’]?s) (drop|drops|dip|dips|spike|spikes|decline|fall|jump|surge|slump|crash|plunge) (?=(?:between|from) \d)/gi, '$2 $1 '],
];

const SMALL: Readonly<Record<string, string>> = { one: '1', two: '2', three: '3', four: '4', five: '5', ten: '10' };
/** A flag emoji is its country's code ("ecpm 🇯🇵 yesterday"): two regional indicator letters. */
const FLAG = /([\u{1F1E6}-\u{1F1FF}])([\u{1F1E6}-\u{1F1FF}])/gu;
const letter = (c: string) => String.fromCharCode(c.codePointAt(0)! - 0x1f1e6 + 65);

export function rephrase(text: string): string {
  // (numbers in words made digits first, ./numbers.ts, then numbers and dates in other countries'
  // forms the reader's, ./formats.ts, and a query's or a pivot's, ./query-forms.ts: the rules below and the reader read digits)
  let out = queryForms(formats(digits(dateBounds(text)))).replace(FLAG, (_m, a: string, b: string) => ` ${letter(a)}${letter(b)} `);
  for (const [pattern, to] of RULES) out = typeof to === 'string' ? out.replace(pattern, to) : out.replace(pattern, to as Replacer);
  return out;
}
