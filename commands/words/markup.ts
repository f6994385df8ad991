// Slack's markup and chat's pointers made plain before the words are read (issue 38's eighth round):
// markdown marks a word (*bold*, _italic_, `code`, ```block```) and leaves it as it was; a struck-out
// word (~ecpm~) is taken back, so it is dropped; a list's bullets and numbers ("• revenue • JP",
// "1. bidders 2. last week") separate its parts as commas do; a link (<https://…|the sheet>, a bare
// URL), a channel (<#C…|ad-ops>, #finance) or a member mentioned points at where the question came
// from, never at what it asks: a link keeps only its label, the rest goes. A channel an alert is to
// post in is the one pointer that is part of the ask: kept as channel=, so that it is never dropped
// (an alert set up to post elsewhere would be a wrong answer).
/** The ids of the account's things (A/B tests, Tasks, auctions, exports, ad units, alerts, incidents, digests, configs) in a link. */
const idsIn = (url: string) => (url.match(/\b(?:abt|task|auc|bidexp|au|alr|inc|sub|cfg)_[A-Za-z0-9_]+/g) ?? []).join(' ');

/** Removes Slack markup and pointers, keeping the words they mark. */
export function unmark(text: string): string {
  let s = text
    // a channel an alert goes to: "post an alert in <#C…|name> if …"
    .replace(/\b(in|to|into|on)\s+<#([CG][A-Z0-9]+)(?:\|[^>]*)?>/g, (all, _to: string, id: string) => (/\balerts?\b|\bnotify\b|\bping\b|\bwarn\b/i.test(text) ? ` channel=${id} ` : ' '))
    // (and one told directly: "notify <#C…|ops> when …")
    .replace(/\b(alert|notify|ping|warn|tell|message)\s+<#([CG][A-Z0-9]+)(?:\|[^>]*)?>/gi, '$1 channel=$2 ')
    .replace(/<#[CG][A-Z0-9]+(?:\|[^>]*)?>/g, ' ')
    // (a channel's id typed bare, "post to C04ONCALL", where an alert goes: the same — round 43)
    .replace(/\b(?:(?:post|send|posting|sending)\s+(?:it\s+|them\s+)?)?(?:in|to|into)\s+#?([CG][A-Z0-9]{6,12})\b/g, (all, id: string) => (/\balerts?\b|\bnotify\b|\bping\b|\bwarn\b/i.test(text) && /\d/.test(id) ? ` channel=${id} ` : all))
    // a member who passes a question on ("<@U…> asked for …"): someone who asks, as "sales wants …" is
    .replace(/<@[UW][A-Z0-9]+(?:\|[^>]*)?>(?=\s+(?:says|said|asks|asked|asking|wants|wanted|needs|needed|mentioned|requested|wonders|wondered)\b)/g, 'someone')
    // links: their label, else nothing
    .replace(/<(?:https?|mailto):[^|>]*\|([^>]*)>/gi, ' $1 ')
    // (a link that says something passes a question on, as a member does: "https://… says …")
    .replace(/(?:<(?:https?|mailto):[^|>]*>|\bhttps?:\/\/\S+)(?=\s+(?:says|said|shows|showed|suggests|claims)\b)/gi, 'someone')
    // (an id of the account's things in a link's path is what it points at: ".../ab/abt_demo_x")
    .replace(/<(?:https?|mailto):[^>]*>/gi, (url) => ` ${idsIn(url)} `)
    .replace(/\bhttps?:\/\/\S+/gi, (url) => ` ${idsIn(url)} `)
    // "#finance", "#adops-alerts": a channel's name (never "#1", a rank)
    .replace(/(^|[\s(])#[a-z][a-z0-9_-]*/gi, '$1 ')
    // code: its words
    // (a command typed in code, "run `/adops bidders last 7d`", is that command's words)
    .replace(/```\s*(?:\/adops\s+)?([\s\S]*?)```/g, ' $1 ')
    .replace(/`\s*(?:\/adops\s+)?([^`]*)`/g, ' $1 ')
    // struck out: taken back
    .replace(/(^|[\s(])~[^~\n]+~(?=$|[\s.,:;!?)])/g, '$1 ')
    // bold and italic: the words
    .replace(/\*{1,2}([^*\n]+)\*{1,2}/g, '$1')
    .replace(/(^|[\s(])_([^_\n]+)_(?=$|[\s.,:;!?)])/g, '$1$2')
    // bullets
    .replace(/\s*[•◦▪]\s*/g, ', ');
  // a numbered list ("1. bidders 2. last week"): only when it counts from 1 to 2, never a date's "24.11."
  if (/(^|\s)1\.\s+\S.*\s2\.\s+\S/.test(s)) s = s.replace(/(^|\s)\d{1,2}\.\s+/g, ', ');
  // a dashed list's first bullet, and one within the line ("revenue yesterday - by country")
  s = s.replace(/^\s*[-–]\s+/, '');
  return s.replace(/^[\s,]+/, '').replace(/\s+/g, ' ').trim();
}
