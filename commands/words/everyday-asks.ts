// A new hire's everyday shapes of asks the reader knows in other words (issue 38's thirty-seventh
// round), in a module of their own so the shared passes stay small: "why didn't they bid" (the
// auctions' non-bid reasons), "is the draft config okay" / "has it any errors" (validate it), "…
// before I push it live" (an aside, not the live config), "last year for comparison" (compared to
// last year), "why were there fewer impressions" and "why did rewarded earn less" (why it fell),
// "what did the test devices make" (the test traffic alone), "split yesterday's revenue by country"
// (the figure by it), "today … revenue to date" (so far), "november vs last november" (against the
// year before), "country and format revenue table" (the table by those splits), "alert me on config
// changes" (when it changes), "money per person per day" and "ads each user sees" (the per-user figures).
// Each names a thing the reports already name; none adds a narrowing the words did not say.
import { configCommand } from '../config/index.js';
import { revenueCommand } from '../revenue/index.js';
import { whyCommand } from '../why/index.js';
import { digestCommand } from '../digest/index.js';

/** A period a comparison is made against. */
const AGAINST = String.raw`(?:last|the previous|the prior) (?:year|month|week|quarter)|the (?:year|month|week|day) before|the same (?:day|week|month|period) last (?:year|month|week)|last (?:mon|tues|wednes|thurs|fri|satur|sun)day`;
const CONFIG = configCommand.name;
const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december';
/** A split named before its figure ("country and format revenue table"). */
const DIM = '(?:country|format|os|app|platform|network)';

type Rule = readonly [RegExp, string | ((match: string, ...groups: string[]) => string)];
const RULES: readonly Rule[] = [
  // ("why didn't they bid", "why did the bidders not bid", "why no bids": the non-bid reasons)
  [/\bwhy (?:didn'?t|didnt|did not|don'?t|dont|do not|wouldn'?t|weren'?t|aren'?t|won'?t) (?:they|the bidders|bidders|the partners|partners|the demand|those|any(?: of them)?|more of them) (?:bid|bidding|send (?:any )?bids)\b/gi, 'non bid reasons'],
  [/\bwhy did(?:n'?t| not)? (?:they|the bidders|bidders|the partners|partners) not bid\b/gi, 'non bid reasons'],
  [/\bwhy (?:were there )?no bids\b/gi, 'non bid reasons'],
  // ("is the draft config ok to push", "safe to ship?" of a config: whether it is valid, the push the asker's own step — round 43;
  // "tests ready to ship" stay the tests' list)
  [/(?<=\b(?:config(?:uration)?|yaml|draft)\b.{0,30})\b(?:ok|okay|fine|good|safe|valid) to (?:push|ship|deploy|publish|promote|go live|go out)\b/gi, 'ok'],
  // ("is the draft config okay", "does the draft config have any errors": validate it)
  [/\b(?:is|are) (?:the|my|our) (draft|live) (?:config(?:uration)?|yaml|settings) (?:ok|okay|fine|good|valid|alright|all right|correct)\b/gi, (_m, which: string) => `validate the ${which} ${CONFIG}`],
  [/\b(?:check|see|verify|confirm|tell me)(?: if| whether)? (?:the|my|our) (draft|live) (?:config(?:uration)?|yaml|settings) (?:has|have|had|contains?|got) (?:any )?(?:errors?|mistakes?|problems?|issues?)\b/gi, (_m, which: string) => `validate the ${which} ${CONFIG}`],
  // ("set me up a daily digest": set up one; "digets": the word's last letters swapped — round 43)
  [/\bset (?:me|us) up\b/gi, 'set up'],
  [/\bdigets\b/gi, digestCommand.name],
  // ("what digests am I getting", "which alerts am I receiving": the bot's things the asker gets — round 43; "geting", "recieving" slipped — round 45)
  [/\b(?:am i|are we) (?:getting|geting|gettin|receiving|recieving|subscribed to|signed up (?:to|for))\b/gi, 'do i get'],
  // ("who changed the config last time": the latest change, which the config's history lists first — round 43)
  [/\b(changed|edited|updated|touched|modified) (the )?(config(?:uration)?) (?:the )?last time\b/gi, '$1 $2$3'],
  // ("which channels go to which account": the channels' bindings — round 43)
  [/\b(channels?) (?:go|goes|point|points|map|maps|post|posts) to which (accounts?)\b/gi, '$1 is bound to which $2'],
  // ("… before I push it live": when the asker will publish it, not the live config)
  [/,?\s*\b(?:before|so) (?:i|we) (?:can )?(?:push|ship|deploy|promote|publish|put|send|make) (?:it|this|that|them) (?:live|to live|to prod(?:uction)?|out)\b/gi, ' '],
  // ("same thing but last year for comparison", "last week to compare": compared to that period)
  [new RegExp(String.raw`\b(${AGAINST}) (?:for (?:a )?comparison|to compare(?: (?:with|against|to))?(?: it)?|as a comparison)\b`, 'gi'), 'compared to $1'],
  [new RegExp(String.raw`\b(?:for (?:a )?comparison|to compare)[,:]? (${AGAINST})\b`, 'gi'), 'compared to $1'],
  // ("why were there fewer impressions", "why is there less fill": why it fell)
  [/\bwhy (?:were|was|are|is) there (?:fewer|less|lower|not as many) ([a-z_]+(?: rate)?)\b/gi, `${whyCommand.name} did $1 drop`],
  // ("why did rewarded ads earn less", "why did the us make less money": why its revenue fell)
  [/\bwhy did ([a-z][\w ]{0,30}?) (?:earn|make|bring in|generate) (?:less+|fewer)(?: money| revenue)?\b/gi, `${whyCommand.name} did $1 ${revenueCommand.name} drop`],
  // ("how much did the test traffic make", "what did test devices earn": the test traffic alone, its gloss dropped)
  [/\b(did|does|do|has|have) (?:the |our )?test (?:traffic|devices?|phones|users|accounts) (make|earn|earned|made|bring in|brought in|generate|generated)\b/gi, '$1 only test traffic $2'],
  [/(?<=\btest traffic\b.{0,80}),?\s*\b(?:like|i mean|meaning|as in|so) (?:the |our )?test (?:devices?|phones|users|accounts)\b/gi, ' '],
  // ("split further by country", "break it down further by os": a split beside the table's, as "by country too" — round 50; before the rule after it takes "split" off)
  [/\b(?:(?:further )?split(?: (?:it|this|that|them|those))?|(?:further )?(?:break|broken) (?:(?:it|this|that|them|those) )?down)(?: (?:even )?further)? by ([a-z]+)\b/gi, (m, dim: string) => (/\bfurther\b/i.test(m) ? `by ${dim} too` : m)],
  // ("split yesterday's revenue by country", "slice last week's fill by os": the figure by that split)
  [/(?<!\b(?:don'?t|dont|do not|not|no need to|never|without|stop) )\b(?:split|slice|segment|divide)(?: up| out)? (?=[^,.;!?]{1,50}? by (?:country|countries|format|os|app|platform|day|hour|week|network|region)\b)/gi, ''],
  // ("how are we tracking today, revenue to date": today so far)
  [/(?<=\btoday\b[^.;!?]{0,60})\bto date\b/gi, 'so far'],
  [/\bto date\b(?=[^.;!?]{0,60}\btoday\b)/gi, 'so far'],
  // ("how is november comparing to last november": that month against the same month a year before)
  [new RegExp(String.raw`\b(${MONTHS})( (?:is )?(?:compar\w*|stack\w* up|doing|looking) (?:to|with|against|versus|vs\.?)| vs\.?| versus| against) (?:last|the previous|the prior) \1\b`, 'gi'), '$1 compared to last year'],
  // ("country and format revenue table": the figure's table by those splits)
  [new RegExp(String.raw`\b(${DIM})(?:,? and |\/| & )(${DIM}) (revenue|impressions|ecpm|fill rate|requests|arpdau) (table|breakdown|split)\b`, 'gi'), '$3 $4 by $1 and $2'],
  // ("drops 20 %": the figure's percent, its sign typed apart)
  [/\b(\d+(?:\.\d+)?) %/g, '$1%'],
  // ("alert me on config changes": when the config changes)
  [/\b(alert|notify|ping|tell|message|warn) me (?:on|about|for|of|with) (?:any )?(?:the )?config(?:uration)? (?:changes|edits|updates)\b/gi, `$1 me when the ${CONFIG} changes`],
  // ("tell me within the hour if fill falls 10%": checked hourly; "alert … drop 25% ios, post here": told here — round 43)
  [/\b(tell|alert|notify|ping|warn|message) me within (?:the|an|one) hour (if|when|whenever)\b/gi, '$1 me hourly $2'],
  // ("hourly alert if android fill drops 10%", "alert hourly when …": the alert's cadence said first, not a table by hour — round 46)
  [/\b(?:(?:set up |add |make |create )?(?:an? |another )?hourly (alert|notification|ping)|(alert|notify|ping) hourly) (if|when|whenever)\b/gi, (_: string, noun?: string, verb?: string, cond?: string) => `${noun ?? verb} me hourly ${cond}`],
  [/(?<=\b(?:alert|alerts|notify|ping|tell)\b.{0,80}),?\s*(?:and )?(?:post|send|put) (?:it |that |them |the alerts? )?(?:in )?here\b/gi, ' here'],
  // ("what would digest sub_… look like", "how will sub_… look": the digest's next post shown now, its preview — round 46;
  // a digest not named by its id is left to be asked which)
  [/\b(?:(?:show me|let me see|tell me)\s+)?(?:what|how)(?:'?s|'?d|'?ll|\s+(?:would|will|does|do|is|might|should))?\s+(?:the\s+)?(?:digest\s+)?(sub_[0-9a-z]{6,20})(?:'?s)?(?:\s+digest)?(?:\s+(?:post|message|report))?\s+(?:(?:be\s+)?going\s+to\s+)?(?:look(?:s)?(?:\s+like)?)\b/gi, `preview ${digestCommand.name} $1`],
  // ("money per person per day", "how many ads does each user see": the per-user figures)
  [/\b(?:money|revenue|earnings|income) (?:per|a|for each) (?:person|persn|head|user|player) (?:per|a|each) day\b/gi, `${revenueCommand.name} per user per day`],
  [/\bhow many (?:ads|impressions) (?:does|do|did) (?:each|every|a|an average|the average|the typical) (?:user|person|player) (?:see|get|view|saw|got)\b/gi, 'impressions per user'],
];

export function everydayAsks(text: string): string {
  return RULES.reduce((t, [pattern, to]) => (typeof to === 'string' ? t.replace(pattern, to) : t.replace(pattern, to)), text);
}
