// Reports and their parts called by other names (issue 38's twelfth round): what an ops person
// calls a Task ("the bidder review job"), an A/B test ("the split test", "the pilot", "the trial"),
// an export ("a data extract"), a reconciliation ("tie out", "true-up", the networks' "statements"
// against "our books"), the config ("the mediation setup", "the waterfall"; "lint" it), ad units
// (placements not mapped: ./lay.ts), the network report's revenue ("payout"), bidders' no-bids ("passed on our
// traffic"). Each becomes the name the reader knows; none adds a narrowing the words did not say,
// and a word with an everyday sense is renamed only beside the thing it names here.
import { configCommand } from '../config/index.js';
import { exportCommand } from '../export/index.js';
import { reconcileCommand } from '../reconcile/index.js';
import { tasksCommand } from '../tasks/index.js';

type Replacer = (match: string, ...groups: string[]) => string;
const CONFIG_NEAR = /\b(?:config|configuration|yaml|draft|live|current|lint|validate|version \d+)\b/i;
const TEST_NEAR = /\b(?:test|experiment|split test|pilot|trial)s?\b/i;

const RULES: readonly (readonly [RegExp, string | Replacer, RegExp?])[] = [
  // a Task: "the floor health job", "when does the bidder review job run next" (never "nice job", "good job", "the job of the reconcile command", nor another report's own job: "the export job")
  [/\b(?<!(?:good|nice|great|fine|well|job's|inside|day|side|export|exports|validation|config|import|sync|backup) )(jobs?)\b(?! (?:done|well|of|is to)\b)/gi, (_m, j: string) => (j.toLowerCase().endsWith('s') ? tasksCommand.name : 'task')],
  // "what Tasks are set up on this account": the account bound here is the one asked of anyway
  [/\b(tasks|alerts|digests|tests|experiments) (?:are |do we have |have we got |have i got |have i |do i have )?(?:set ?up|configured|scheduled|there|running|active)? ?(?:on|for|in) (?:this|our|my|the current) account\b/gi, 'list $1'],
  // "what alerts are set", "which digests are active", "the tasks we have live": the list of them, said as how they stand (round 42)
  [/\b(tasks|alerts|digests) (?:are |(?:do )?(?:we|i) (?:have|got) |have we got )(?:set|active|live|on|enabled|in place)(?=\s*(?:[?.!,;]|$)|\s+(?:now|right now|currently|here|at the moment)\b)/gi, '$1 configured'],
  // an A/B test: "the split test on …", "the pilot where we …", "the trial with the native ad"
  [/\b(?:a\/b |ab )?split[- ]tests?\b/gi, 'test'],
  // ("abt" is also chat's "about": an A/B test only before what is done with tests)
  [/\babts?\b(?= (?:list|results?|status|watch)\b)/gi, 'ab tests'],
  [/\b(?:the|our|that|this|a) (pilot|trial)s?\b(?= (?:where|with|on|of|for|that|which|we|in)\b)/gi, 'the test'],
  [/\b(?:bumped|bumping|bump|upped|jacked) (?:up )?(?=the\b|our\b)/gi, 'raised '],
  [/\bdid (?:it|that|this|the (?:test|experiment)) pay off\b/gi, 'did it work'],
  // (an app's screen said as a page, beside a test: "the native ad on the level complete page")
  [/\b(page)\b/gi, 'screen', TEST_NEAR],
  [/\b(refresh|rotation) (?:pacing|interval|timing|cadence|speed)\b/gi, '$1', TEST_NEAR],
  // an export: "a data extract", "status of bid extract bidexp_…"
  [/\b(?:data |raw data |raw )?extracts?\b/gi, exportCommand.name],
  [/\bwhere (?:do|can) (?:i|we) (?:request|start|kick off|get|make|create|order|set up) (?:an?|the) export\b/gi, 'request an export'],
  // a reconciliation: "tie out with the networks", "true-up against the networks", "statements" against "our books"
  // ("do the network numbers tie out this month": said with no other side, the networks against ours — round 50)
  [/\b(?:tie|ties|tied|tying) out(?: (?:with|to|against))?\b/gi, 'match'],
  [/\b(?:true-up|true up|trueup)(?: (?:against|with|vs\.?|versus))?\b/gi, reconcileCommand.name],
  [/\b(networks?'?|partners'?) (?:statements|invoices|remittances?)\b/gi, '$1 numbers'],
  [/\bour (?:books|ledger|own books)\b/gi, 'ours'],
  // the config: "the current mediation setup", "version 9 of the setup", "lint the draft waterfall"
  [/\b(?:mediation|waterfall) (?:setup|set-up|config|configuration)\b/gi, configCommand.name],
  [/\b(the|our|my|this) ((?:(?:current|live|draft|active|latest) ){0,2})(?:setup|set-up|waterfall|mediation)\b/gi, '$1 $2config', CONFIG_NEAR],
  [/\blint(?:ing)?\b/gi, 'validate', CONFIG_NEAR],
  // a kind of ad is its format ("by game and ad type"); "each of our games" is each game; "the android version of tiny farm" is that app on that OS
  [/\bad (?:types?|kinds?|formats?)\b/gi, 'format'],
  [/\beach of (?:our|the|my|all|all our|all the) (games|apps|titles|countries|formats|platforms)\b/gi, (_m, w: string) => `each ${({ games: 'game', apps: 'app', titles: 'title', countries: 'country', formats: 'format', platforms: 'platform' } as Record<string, string>)[w.toLowerCase()]}`],
  // (issue 38's fifteenth round) the stores an app is sold in: its platform ("google play revenue", "the app store version of tiny farm", "the play store side")
  [/\b(?:the )?(?:google play|play store|google play store|android store|gplay)(?:'s)?\b/gi, 'android'],
  [/\b(?:the )?(?:apple app store|ios app store|app store|apple store|itunes)(?:'s)?\b/gi, 'ios'],
  [/\b(?:the )?(android|ios|iphone) (?:version|build|edition|port) of (?:the )?((?:(?!(?:looking|today|yesterday|last|this|and|for|in|on|by|is|was|why|how|vs|doing|performing)\b)[a-z]+ ?){1,3})/gi, (_m, os: string, app: string) => `${app.trim()} on ${os} `],
  // the network report's revenue; bidders passing on traffic (their no-bids)
  [/\b(network|networks'?) payouts?\b/gi, '$1 revenue'],
  [/\b(?:reasons? )?(bidders?|buyers|partners) (?:passed|pass|passing|are passing) on (?:our |the )?(?:traffic|requests|inventory|impressions)\b/gi, 'no-bid reasons'],
  // "is this bot hooked up to"; "the digests we send out"; "timing out a lot"
  [/\b(?:hooked|wired|plugged) up to\b(?! (?:any|a|an) )/gi, 'connected to'],
  [/\b(we|you|they|i|that|which|it) (send|sends|sent|get|gets|got) out\b/gi, '$1 $2'],
  [/\b(timing out|failing|erroring|dropping) a lot\b/gi, '$1'],
];

export function otherNames(text: string): string {
  return RULES.reduce((t, [pattern, to, near]) => (near && !near.test(t) ? t : t.replace(pattern, to as string)), text);
}
