// Access changed in words (issue 38's fourteenth round): "give guests read access", "let group
// S0REVOPS export", "take export away from channel C0ADOPS01", "keep audit entries for 30 days".
// The whole message must be the order — a capability (read, export, manage), who gets it (guests, a
// user group or a channel by id or mention) and nothing else — so that an order is never read out of
// a question about access ("who can export?" is the access page). The grammar's `access allow|deny
// <capability> <target>` and `access retention <days>`; anything short of that is read as words.
import { accessCommand } from '../access/index.js';

const CAP = '(read|export|manage)(?:ing)?';
/**
 * ("the revops group S0REVOPS", "our finance channel C0FIN": one word that describes a group or channel
 * named by its id, never a word that takes one away — "all but group S0…", "not channel C0…" — round 51)
 */
const DESCRIBED = String.raw`(?:(?!(?:but|except|not|no|non|only|and|or|to|from|for)\b)[a-z][a-z0-9-]{1,20} )?`;
/** Who: guests, a user group (S…) or a channel (C…), by id or Slack mention. */
const WHO = String.raw`(?:the |our )?(guests?|guest users|(?:user ?group |group )?<!subteam\^(S[A-Z0-9]+)(?:\|[^>]*)?>|${DESCRIBED}(?:user ?group |group )(S[A-Z0-9]+)|(?:channel )?<#(C[A-Z0-9]+)(?:\|[^>]*)?>|${DESCRIBED}channel (C[A-Z0-9]+))`;
const END = String.raw`\s*(?:please|pls|plz|thanks|thx)?\s*[.!?]*\s*$`;
const LEAD = String.raw`^\s*(?:(?:please|pls|kindly|can you|could you|would you)\s+)*`;

const GRANTS: readonly (readonly [RegExp, 'allow' | 'deny', 'who-first' | 'cap-first'])[] = [
  // "give guests read access", "grant group S0REVOPS export rights"
  [new RegExp(`${LEAD}(?:give|grant|allow) ${WHO} ${CAP} (?:access|rights?|permissions?)${END}`, 'i'), 'allow', 'who-first'],
  // "give read access to guests", "grant export to channel C0…"
  [new RegExp(`${LEAD}(?:give|grant|allow) ${CAP}(?: access| rights?| permissions?)? (?:to|for) ${WHO}${END}`, 'i'), 'allow', 'cap-first'],
  // "let group S0REVOPS read reports", "let guests export": who, then what they may do (round 47; the header's own example)
  [new RegExp(`${LEAD}let ${WHO} ${CAP}(?: (?:the |our )?(?:reports?|figures|numbers|data|stats|exports?))?${END}`, 'i'), 'allow', 'who-first'],
  // "remove guests' read access", "revoke export from group S0…", "take read access away from guests"
  [new RegExp(`${LEAD}(?:remove|revoke|take away|deny|withdraw) ${WHO}(?:'s?)? ${CAP} (?:access|rights?|permissions?)${END}`, 'i'), 'deny', 'who-first'],
  [new RegExp(`${LEAD}(?:remove|revoke|take|deny|withdraw) ${CAP}(?: access| rights?| permissions?)?(?: away)? (?:from|for) ${WHO}${END}`, 'i'), 'deny', 'cap-first'],
];
/** One person, by Slack id or mention: admin is given to one person only (`user=U…`). */
const PERSON = String.raw`(?:user |member )?(?:<@([UW][A-Z0-9]+)(?:\|[^>]*)?>|\b([UW][A-Z0-9]{6,11})\b)`;
const ADMIN = String.raw`admins?(?: (?:access|rights?|role|permissions?))?`;
/** "make U07… an admin", "give U07… admin rights", "revoke U07…'s admin" (round 50, the ninety-second set). */
const ADMINS: readonly (readonly [RegExp, 'allow' | 'deny'])[] = [
  [new RegExp(`${LEAD}(?:make|promote) ${PERSON} (?:an? |to )?${ADMIN}${END}`, 'i'), 'allow'],
  [new RegExp(`${LEAD}(?:give|grant) ${PERSON} ${ADMIN}${END}`, 'i'), 'allow'],
  [new RegExp(`${LEAD}(?:give|grant) ${ADMIN} (?:to|for) ${PERSON}${END}`, 'i'), 'allow'],
  [new RegExp(`${LEAD}(?:remove|revoke|take away|withdraw) ${PERSON}(?:'s?)? ${ADMIN}${END}`, 'i'), 'deny'],
  [new RegExp(`${LEAD}(?:remove|revoke|take|withdraw) ${ADMIN}(?: away)? from ${PERSON}${END}`, 'i'), 'deny'],
];
const RETENTION = new RegExp(`${LEAD}(?:keep|retain|hold|store) (?:the )?audit(?: log| trail)?(?: entries| records| lines| logs?)? (?:for )?(\\d{1,4}) days${END}`, 'i');
/** "set retention to 90 days", "change the audit retention to 30 days": the one retention an order can set, the audit log's (round 49). */
/** ("retention to 90 days": the order's verb left out, the "to" saying it is one — round 50; "retention at 90 days" stays a question) */
const RETENTION_SET = new RegExp(`${LEAD}(?:(?:set|change|make|update|put) (?:the )?(?:audit(?: log| trail)? )?retention(?: period)? (?:to|at)|(?:the )?(?:audit(?: log| trail)? )?retention(?: period)? to) (\\d{1,4}) days${END}`, 'i');

function target(m: RegExpMatchArray, from: number): string | undefined {
  const [who, mentionGroup, group, mentionChannel, channel] = m.slice(from, from + 5);
  if (mentionGroup ?? group) return `group=${mentionGroup ?? group}`;
  if (mentionChannel ?? channel) return `channel=${mentionChannel ?? channel}`;
  return who && /^guest/i.test(who) ? 'guests' : undefined;
}

/** The access command a whole message orders, or undefined. */
export function accessOrder(text: string): string | undefined {
  const kept = text.match(RETENTION) ?? text.match(RETENTION_SET);
  if (kept) return `${accessCommand.name} retention ${Number(kept[1])}`;
  for (const [pattern, action] of ADMINS) {
    const m = text.match(pattern);
    if (m) return `${accessCommand.name} ${action} admin user=${(m[1] ?? m[2])!.toUpperCase()}`;
  }
  for (const [pattern, action, order] of GRANTS) {
    const m = text.match(pattern);
    if (!m) continue;
    const cap = (order === 'who-first' ? m[6] : m[1])!.toLowerCase();
    const who = target(m, order === 'who-first' ? 1 : 2);
    if (who) return `${accessCommand.name} ${action} ${cap} ${who}`;
  }
  return undefined;
}

/** An order to change access that names less than the grammar needs ("give guests access", "revoke the group's rights"): asked, never shown as the access page. */
export function ordersAccess(text: string): boolean {
  // ("let U0ALICE read reports": a member is given read by a group or channel, not by id — asked, never read as the member's audit log; "let me export …" is an ask)
  const letWho = new RegExp(`${LEAD}let (?!me\\b|us\\b)\\S+(?: \\S+){0,2} (?:read|export|manage)\\b`, 'i').test(text);
  return (letWho || new RegExp(`${LEAD}(?:give|grant|allow|remove|revoke|take away|withdraw)\\b.*\\b(?:access|rights?|permissions?)\\b`, 'i').test(text)) && !/^\s*(?:who|what|which|how|can|does|do|is|are)\b/i.test(text);
}
