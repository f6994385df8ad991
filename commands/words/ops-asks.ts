// Asks about the bot's own things and the auctions, said otherwise (issue 38's thirty-ninth round),
// made the reader's words once slips are mended (a pass of ./restate.ts). A module of its own so the
// shared passes stay as they were; each rule a class of phrasing, each a fixed run of words:
//   a claim relayed after an id ("auction auc_… — publisher says the floor was wrong"): an id names the
//     whole thing shown, so what someone says of it narrows nothing — the reason for asking, dropped;
//   "bidder timeouts", "bidder errors": the auctions' timeouts and errors (the auction stats show them per
//     bidder), not a second report — "bidder timeouts and errors in auctions" is one ask;
//   "pause sub_… over the holiday", "pause alr_… until monday": how long the asker means it to stay
//     paused — the grammar's pause takes no length (it stays paused until resumed), so the while goes;
//   "alert on fill rate drops over 10%", "alert for ecpm dropping 15%": an alert on that drop, as
//     "alert me if … drops" is read;
//   "who changed the config last": most recently — "last" said of the change, not a period;
//   an auction's id said bare ("pull up auc_…"): that auction, as "auction auc_…"; and what its page shows said
//     beside it ("who won", "round by round", "the bids in each round"): the auction itself; an alert's window
//     said in words ("drops 20% in an hour": hourly; "in a day": the default) and "any segment" (any-segment) (round 43).
import { auctionCommand } from '../auction/index.js';
const ID = String.raw`(?:auc|abt|task|sub|alr|inc|bidexp|exp)_[a-z0-9_]+`;
/** Who relays a claim: a publisher, a client, someone in the team. */
const WHO = String.raw`(?:the |our |a |my )?(?:publisher|publishers|client|clients|customer|customers|advertiser|advertisers|partner|partners|pub|pubs|sales|finance|boss|manager|they|he|she|someone|somebody)`;
const SAYS = String.raw`(?:says|said|say|thinks|think|claims|claim|claimed|reckons|swears|insists|told me|mentioned|is saying|are saying|was saying|were saying)`;
/** A while said of a pause. */
const WHILE = String.raw`(?:(?:over|for|during|through|throughout) (?:the |this |next |a |our )?(?:long )?(?:holidays?|holiday (?:weekend|break|period|season)|weekend|break|vacation|christmas|xmas|thanksgiving|new years?|week|few days|couple (?:of )?days|\d{1,2} days|shutdown|freeze)|(?:until|till|til|untill) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|next week|next month|january|jan|december|dec|(?:i'?m|we'?re|i am|we are) back|further notice)|while (?:i'?m|i am|we'?re|we are) (?:out|away|off|on (?:vacation|holiday|leave|pto)))`;
/** A drop said of the figure an alert watches. */
const DROPPING = String.raw`(?:drops?|dropping|droping|dropped|falls?|falling|dips?|dipping|declines?|declining)`;

/** What an auction's page shows: its winner, its rounds, its bids (said of one auction by its id). */
const SHOWN = String.raw`(?:(?:what happened(?: in it)? )?(?:and )?who won(?: it)?|(?:and )?(?:the |its )?winn(?:er|ing bid(?:der)?)|round[- ]by[- ]r[a-z]{3,4}|bid[- ]by[- ]bid|(?:the |all (?:the )?|its |each |every )(?:rounds?|bids)(?: (?:in )?each round)?)\b`;

type Rule = readonly [RegExp, string];
const RULES: readonly Rule[] = [
  [new RegExp(String.raw`(\b${ID}\b[^.?!]{0,40}?)\s*(?:[,;:]|\s[-–—]+)\s*(?:but |and |because |since |as |cos |cuz )?${WHO} ${SAYS}\b[^?!]*$`, 'gi'), '$1'],
  [/\bbidders?'? (timeouts?|time-?outs|timed out|errors?|error rates?)\b/gi, '$1'],
  [new RegExp(String.raw`\b((?:pause|stop|disable|suspend|hold)\b[^.?!]{0,20}?\b(?:sub|alr)_[a-z0-9]+)\s*,?\s*${WHILE}\b`, 'gi'), '$1'],
  [new RegExp(String.raw`\b(alert|notify|ping|warn|alret|alrt)( me| us)? (?:on|for|about) (?=(?:the |a |an )?(?:[a-z_]+ ){1,3}${DROPPING}\b)`, 'gi'), '$1 me if '],
  [/(?<!\bauctions?\s+)\b(auc_[a-z0-9]{4,20})\b/gi, `${auctionCommand.name} $1`],
  [new RegExp(String.raw`(\bauc_[a-z0-9]+\b)\s*[,;:-]*\s*(?:and |to see |show(?:ing)? (?:me )?)?${SHOWN}`, 'gi'), '$1'],
  [new RegExp(String.raw`${SHOWN}\s+(?:in |of |at )?(?=(?:the |that )?auction auc_)`, 'gi'), ''],
  // (an alert's window and its segments said in words — round 43)
  [new RegExp(String.raw`\balert(?: me)? (?:on|for|if|when) (?:any|a single|any one|any single|one) segment (?:losing|that loses|loses|dropping|drops|falling|falls) (\d{1,2}%) (?:of )?(?:its |their )?(revenue|ecpm|fill rate|impressions)\b`, 'gi'), 'alert me if $2 drops $1 any-segment'],
  [new RegExp(String.raw`(?<=\b(?:alert|notify|ping|warn)\b[^.?!]*)\b(?:in|for|on|across|from) (?:any|a single|any one|any single|one|each) segment\b`, 'gi'), 'any-segment'],
  [new RegExp(String.raw`(?<=\b(?:alert|notify|ping|warn)\b[^.?!]*\b${DROPPING}\b[^.?!]*?)\s+(?:with)?in (?:an|one|1|a single) hour\b`, 'gi'), ' hourly'],
  [new RegExp(String.raw`(?<=\b(?:alert|notify|ping|warn)\b[^.?!]*\b${DROPPING}\b[^.?!]*?)\s+(?:with)?in (?:a|one|1|a single) day\b`, 'gi'), ''],
  [/\b(who (?:changed|edited|updated|modified|touched|published|pushed) (?:the |our )?(?:live |draft )?(?:config|configuration|yaml))(?: (?:last|most recently|recently))(?= and when\b|\s*[?.!]*\s*$)/gi, '$1'],
];

export function opsAsks(text: string): string {
  return RULES.reduce((t, [pattern, to]) => t.replace(pattern, to), text).replace(/ {2,}/g, ' ');
}
