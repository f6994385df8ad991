// Slack's emoji written as shortcodes (eyes, tada, rotating_light or +1 between colons) and chat's
// reactions in words ("+1 to what sam asked") carry a mood or an agreement, never a part of a
// command (issue 38's tenth round): they go, each leaving a clause mark so that the words around
// it stay apart. A flag's shortcode (":flag-jp:") is its country's code, as a flag emoji is
// (./rephrase.ts). Times ("12:30") and ratios ("1:1") have no letter between colons and stay.
const FLAG = /:flag-([a-z]{2}):/gi;
const SHORTCODE = /(^|[\s(]):(?:[a-z][a-z0-9_+'-]*|[+-]1):(?=$|[\s.,;!?)])/gi;
/**
 * "+1 to what sam asked", "+1 on this", "same q as above", "this^": agreeing with someone, before the
 * ask ("this" only with its carets or as a clause of its own: "this week?" asks of this week).
 */
const AGREEING = /^\s*(?:\+1|same here|seconding|seconded|this\^+|this(?=\s*(?:$|[,.:;!]))|\^+)(?:\s+(?:to|on|for)\s+(?:what|this|that|the)(?:\s+[a-z']+){0,3}?\s+(?:asked|said|wrote|posted|wants?|needs?|said above|asked above)|\s+(?:to|on)\s+(?:this|that))?(?=$|[\s,.:;!?])/i;

export function unshortcode(text: string): string {
  return text
    .replace(FLAG, (_m, code: string) => ` ${code.toUpperCase()} `)
    .replace(SHORTCODE, '$1 , ')
    .replace(AGREEING, ' , ')
    .replace(/^[\s,]+/, '')
    .replace(/[\s,]+$/, '');
}
