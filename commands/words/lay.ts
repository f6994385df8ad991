// Reports asked for in a non-expert's words (issue 38's tenth round): "every single impression"
// (every), "auction id auc_…" (the id), a Task "switched on" (its state), "the bidder table"
// (the bidders' table), the "network feeds" (its numbers), "the digests I'm subscribed to" (the ones I get), "check I didn't break
// anything" in the draft (validate it), ad units "not hooked up to any partner" (unmapped), "who's
// been running stuff on the bot" (who ran commands: the audit), "what the reconcile thing does" (its
// help), what the networks say they paid "lining up with" what we recorded (their figures against ours). Each is a phrase of the thing the
// reports already name, made that name; none adds a narrowing the words did not say.
import { biddersCommand } from '../bidders/index.js';
import { networkCommand } from '../network/index.js';
import { COMMANDS } from '../registry.js';
import { configCommand } from '../config/index.js';

/** The subcommands' names: "what the reconcile thing does" asks for its help. */
const NAMES = COMMANDS.slice(1).map((c) => c.name).join('|');
const HELP = COMMANDS[0]!.name;

type Replacer = (match: string, ...groups: string[]) => string;
const RULES: readonly (readonly [RegExp, string | Replacer])[] = [
  [/\bevery single\b/gi, 'every'],
  // "which experiments have I been looking at": the tests this account asked about (their list)
  [/\b(experiments|a\/b tests|ab tests|tests) (?:have|did|do) (?:i|we) (?:been )?(?:looking at|looked at|look at|asked about|ask about|checked|check|checking|watched|watching|followed|following|viewed|seen|opened)\b/gi, '$1'],
  // "why aren't our ad slots getting filled": the auctions' fill (a slot is no dimension of ours)
  [/\b(?:our |the |my )?ad (?:slots?|spots?) (?:getting|being|get|got) filled\b/gi, 'filled'],
  // "pick the filters for an export myself": the export's own form (the bare command opens it)
  [/\b(?:i want to |i'?d like to |let me )?(?:pick|choose|set|fill in) the (?:filters|options|fields) (?:for|of) (?:an? |the )?(export)s? (?:myself|by hand|on my own)\b/gi, '$1'],
  [/\bgive me the form\b/gi, ' '],
  // "break last quarter's revenue down by country": the figure by that split
  [/\bbreak ([^,.;!?]{1,40}?) (?:down|out|up) by\b/gi, '$1 by'],
  // ("break out the no-bid reasons", "break up the errors": the rows asked, as "break down the …" reads — round 50)
  [/\bbreak (?:out|up) (?=(?:the|all|each|every|those|these|its|their) )/gi, 'break down '],
  // "what does charlie say we earned through them": the bidder named already
  [/\b(?:through|via|with) (?:them|him|her)\b/gi, ' '],
  // "the companies bidding on our ads", "pays the most per thousand": the bidders, the highest eCPM
  [/\b(?:companies|firms|partners|buyers|advertisers) (?:bidding|that bid|who bid|that are bidding|who are bidding) (?:on|for) (?:our )?(?:ads|inventory|impressions|traffic|ad space)\b/gi, `${biddersCommand.name}`],
  [/\bpays? (?:us )?the (most|least) per (?:thousand|1,?000|1k|mille)\b/gi, (_m, end: string) => `has the ${end.toLowerCase() === 'most' ? 'highest' : 'lowest'} ecpm`],
  // a watch's own message: "keep an eye on the test and message me if it changes" (what watching does)
  [/(\b(?:keep an eye on|watch|monitor|track)\b.{1,60}?)\s*,?\s*(?:and )?(?:message|ping|dm|tell|notify|alert) me (?:know )?(?:if|when|whenever) (?:it|that|anything|something) (?:changes|moves|updates|flips)\b/gi, '$1'],
  [new RegExp(String.raw`\b(?:(?:could|can|would) you )?(?:please )?(?:explain|tell me|describe)?\s*what (?:the |this |that )?(${NAMES})(?: command| thing| report| feature| one| subcommand)? (?:does|is for|is used for|is about)\b`, 'gi'), `${HELP} $1`],
  // what the networks say they paid "lining up with" what we recorded: their figures against ours (reconcile)
  [/\bwhat (?:the )?(?:ad )?(networks?|nets) (?:say|said|report|reported|claim|claimed) (?:they )?(?:paid|pay|earned|made)(?: us)?\b/gi, 'the $1'],
  // ("line up w ours", "match with our own": chat's "w" for with, and "ours" said alone — round 44)
  [/\b(?:line up|lined up|match|matched|agree|agreed|tally|tallied|square|squared) (?:with|w\/?) (?:what we (?:recorded|have|had|see|saw|measured|logged|counted|tracked)|our (?:own )?(?:numbers|figures|records|data)|ours|our own)(?![\w'])/gi, 'differ from ours'],
  // ("delta's self-reported revenue", "what the networks themselves reported": their own report, as "say" is — round 44)
  [/\bself[- ]?report(ed|s)?\b/gi, 'report$1'],
  [/\b(networks?|partners?|bidders?|sources?) themselves\b/gi, '$1'],
  [/\b(auction|test|experiment|task|export)(?: with)? (?:id|ID|Id|#)\s*(?=[a-z]+_[a-z0-9_]+)/g, '$1 '],
  [/\b(?:switched|turned|toggled|flipped) (?=on\b|off\b)/gi, ''],
  [/\bbidder (table|report|view|list|page|numbers|stats|breakdown)\b/gi, `${biddersCommand.name} $1`],
  [/\bnetwork (?:feeds?|files?|imports?|uploads?)\b/gi, `${networkCommand.name} numbers`],
  [/\b(?:am i|are we|is (?:this|the) channel|i'?m|we'?re) (?:subscribed|signed up|registered) (?:to|for)\b/gi, 'do i get'],
  [/\b(?:changed|edited|tweaked|updated|touched) (?:some |a few |the )?(?:settings|things|stuff|values|keys|lines) in the (draft|live)\b/gi, `the $1 ${configCommand.name}`],
  // "run the validation on the draft again": the draft named, no earlier ask pointed at
  [/\b(validat\w*|check)(\b.{0,30}?\b(?:draft|live)\b(?: config(?:uration)?)?)\s+again\b/gi, '$1$2'],
  [/\b(?:run )?(?:the )?validation (?:on|of|for|against) (?:the )?(draft|live)\b/gi, `validate the $1 ${configCommand.name}`],
  [/\b(?:check|make sure|verify|see if|confirm)(?: that| if| whether)? (?:i|we|you) (?:didn'?t|did not|haven'?t|have not) (?:break|broke|broken|mess up|messed up|screw up|screwed up) (?:anything|it|something|stuff)\b/gi, 'validate'],
  [/\b(?:ad[ _]units?|placements?) (?:(?:that|which) )?(?:aren'?t|are not|isn'?t|is not) (?:hooked up|connected|mapped|linked|attached|wired up) (?:to|with) (?:any|a|an) (?:demand |ad )?(?:partner|network|source|bidder|demand)s?\b/gi, 'unmapped ad units'],
  [/\bwho(?:'s| has| have)? (?:been )?(?:running|using|doing|typing) (?:stuff|things|commands|queries) (?:on|with|in) (?:the |this )?bot\b/gi, 'who ran commands'],
];

export function lay(text: string): string {
  let out = text;
  for (const [pattern, to] of RULES) out = typeof to === 'string' ? out.replace(pattern, to) : out.replace(pattern, to as Replacer);
  return out;
}
