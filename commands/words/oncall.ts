// An on-call engineer's words around an ask (issue 38's tenth round): what woke them ("paged at
// 3am for", "PD fired "fill_rate drop" at 04:10 ET", "the alert says", "ecpm alert on android just
// went off", "deploy went out at 2am") and whether it is over ("did fill recover", "still
// happening?", "checking whether the 2am dip came back"). The page and the deploy are how the
// question came, and a recovery is what the figures will show: none narrows the report, so they
// go; the figure, platform, period and hours asked stay. "since midnight" is today.
import { auctionCommand } from '../auction/index.js';

const CLOCK = String.raw`\d{1,2}(?::\d\d)?(?:\s*(?:am|pm))?(?:\s+(?:ET|EST|EDT|PT|PST|PDT|CT|CST|UTC|GMT|CET|BST))?`;
const RULES: readonly (readonly [RegExp, string])[] = [
  [new RegExp(String.raw`\b(?:got |was |been |i was |i got )?(?:paged|pinged|woken up|woke up)(?: (?:at|around) ${CLOCK})?(?: (?:for|about|by|over))?\b`, 'gi'), ' '],
  [new RegExp(String.raw`\b(?:pd|pagerduty|opsgenie|datadog|grafana|the pager|an? alert|the alert)\s+(?:fired|went off|triggered|tripped|paged(?: me)?)(?:\s+"[^"]{1,40}")?(?: (?:at|around) ${CLOCK})?`, 'gi'), ' '],
  [/\b(?:the )?alert (?:says|said|shows|showed|reads)\b/gi, ' '],
  [/\balert( on [a-z]+)? (?:just )?(?:went off|fired|triggered|tripped|popped)\b/gi, '$1'],
  [new RegExp(String.raw`\b(?:the |a |our )?(?:deploy|deployment|release|rollout)\s+(?:went out|shipped|happened|landed|was pushed)(?: (?:at|around) ${CLOCK})?`, 'gi'), ' '],
  // ("since midnight UTC": the UTC day's hours, issue 38's fifteenth round)
  [/\bsince midnight (utc|gmt|zulu)\b/gi, 'today in utc'],
  [/\bsince midnight\b/gi, 'today'],
  // ("bidder errors by type": the errors' own breakdown by type, not ad formats beside timeouts; round 47; "bidder error types" — round 50)
  [/\b(?:bidder|bid)s?'? (?:errors? (?:by|per) (?:error )?types?|error types?)\b/gi, `${auctionCommand.name} errors by type`],
  // the bidders' calls that failed: the auction picture, beside their timeouts
  [/\bbidder (errors|error rates?)\b/gi, 'bidder timeouts and $1'],
];

/**
 * Whether it is over: asked of hours or against another period, what the table will show; asked
 * alone ("is fill recovering") a trend no one report answers, so then left as typed (asked back).
 */
const RECOVERY: readonly (readonly [RegExp, string])[] = [
  [/\b(?:checking|to check|to see|seeing|wondering) (?:whether|if) [^,.;!?]{0,40}?(?:came back|come back|recovered|is back|bounced back|went away)\b/gi, ' '],
  [/\b(?:recover(?:ed|ing)?|bounced? back|come back|came back|back to normal|back up)\b/gi, ' '],
  // ("was there a gap anywhere" of an hourly table: what its rows will show, not the networks' gap)
  [/\b(?:was|is|were|are) there (?:a |any )?(?:gaps?|holes?|dips?|drops?|outages?|blips?)(?: anywhere| somewhere| at any point| in (?:it|there))?\b/gi, ' '],
  [/\b(?:is (?:it|that|this) )?still (?:low|down|up|high|happening|going on|ongoing|broken|failing|an issue|a problem)\b/gi, ' '],
];
const HOURS_OR_VS = /\b(?:hours?|hourly|hour by hour|since midnight|vs\.?|versus|against|compared)\b|\b\d{1,2}\s*(?:am|pm)\b/i;

export function oncall(text: string): string {
  let out = text;
  for (const [pattern, to] of [...RULES, ...(HOURS_OR_VS.test(text) ? RECOVERY : [])]) out = out.replace(pattern, to);
  return out.replace(/ {2,}/g, ' ');
}
