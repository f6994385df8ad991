// Text pasted from elsewhere, and dates written the British way, made plain before the words are
// read: an email's "RE:" / "FW:" and its sign-off ("Best, Tom", "Kind regards", "Sent from my
// iPhone"), a ticket's key and field labels ("ADOPS-1432:", "Priority: High.", "Description:"),
// a quoted line ("> …"), a note of where it came from ("(from the client's email)"), a Workflow
// Builder template's labels ("range: last week | account: globex"); and day-first dates ("24/11",
// "1/11 to 15/11" when one of them can only be day-first), "w/c 16th November" (the week of),
// "Wednesday 25/11" (the date; the weekday restates it), "Monday just gone" (the last Monday).
import { COUNTRY_WORDS } from './names.js';

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*';
const WEEKDAY = '(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|sday|nesday|rsday|urday)?';
/** Field labels of tickets, emails and templates: they name a part, never what is asked. */
const LABELS = '(?:priority|severity|description|summary|steps(?: to reproduce)?|acceptance criteria|expected(?: result)?|actual(?: result)?|jira|ticket|subject|title|component|labels?|assignee|reporter|request|ask|context|note|notes|kind|type|range|period|date|dates|input|inputs)';

export function unpaste(text: string): string {
  let s = text
    // "> what was …": a quoted line.
    .replace(/^\s*>+\s*/, '')
    // "RE:", "FW:", "Fwd:", "[Workflow]", "[EXT]": an email's or a tool's prefix.
    .replace(/^\s*(?:(?:re|fw|fwd|aw)\s*:\s*|\[[^\]]{1,20}\]\s*)+/i, '')
    // "ADOPS-1432:", "ADOPS-881 \"Fill rate regression on Android\" –": a ticket's key, and the title quoted after it.
    // ("ticket QA-88:", "bug ADOPS-12": the key's own label)
    .replace(/\b(?:(?:[Tt]icket|[Ii]ssue|[Bb]ug|[Jj]ira)\s+)?(?!(?:FY|CY|QTD|YTD|MTD|WK)-)[A-Z]{2,10}-\d{1,6}\b(?:\s*"[^"]{0,120}")?\s*[:–—-]?/g, ' ')
    // "… on the 25th? — from QA": who passed it on, signed after the question.
    // (never a country's name: "…? — from japan" may narrow the ask)
    .replace(/([?.!])\s*[—–-]+\s*(?:from|via|per|cc|asked by)\s+([^?.!]{1,30})$/i, (all, end: string, who: string) => (who.toLowerCase().split(/[^a-z]+/).some((w) => COUNTRY_WORDS.has(w)) ? all : end))
    // "Priority: High.": the label and its one-word value.
    .replace(/\b(?:priority|severity)\s*:\s*\w+\.?/gi, ' ')
    // "Description:", "Steps:", "range: last week": a label with a colon.
    .replace(new RegExp(`(^|[\\s|.;,])${LABELS}\\s*:(?=\\s)`, 'gi'), '$1 ')
    // "account: globex" in a template: the account named ("for the initech account: revenue …" is a lead-in's end).
    .replace(/\baccount\s*:\s*(?=[\w.-]+\s*(?:$|[|,;]))/gi, 'account ')
    // "(from the client's email)", "(via sales)": where it came from.
    .replace(/\((?:from|via|per|cc|fwd|forwarded)\b[^)]{0,40}\b(?:e-?mail|mail|slack|client|customer|sales|finance|team|boss|ticket|jira|thread|chat|call|meeting|cfo|ceo|manager)s?\b[^)]{0,20}\)/gi, ' ')
    // "Publisher escalation (ticket 5521):", "Customer ticket #88 –": a support ticket's own label, and its number.
    // ("escalation from a publisher:", "ticket from the client –": whom it came from, too)
    .replace(/^\s*(?:[A-Za-z]+\s+){0,2}(?:escalation|ticket|case|request)\s*(?:\(?\s*(?:ticket|case)?\s*#?\d{1,7}\s*\)?)?(?:\s*from (?:a|an|the|our|one of our) [A-Za-z]{2,15}s?)?\s*[:–—-]\s*/i, ' ')
    // "… pls 🙏 — Sam", "… win rate. —Kim, Demand team": a name signed after the ask's end (never a country's).
    .replace(/([?.!]|\p{Extended_Pictographic}|\bpls|\bplease)\s*(?:[—–]|-(?=\s))\s*([A-Z][a-z]{0,15})(?:,\s*[A-Za-z ]{1,30})?\s*$/u, (all, end: string, name: string) => (COUNTRY_WORDS.has(name.toLowerCase()) ? all : end))
    // "it's Priya from Partner Success", "this is Tom in Ad Ops": who writes (a team's capitalised name), not what is asked.
    .replace(/\b(?:it'?s|this is) [A-Z][a-z]{1,15} (?:from|in|on) (?:the )?(?:[A-Z][A-Za-z]+ ?){1,3}(?=[\s,.!—–-]|$)/g, ' ')
    // Sign-offs: "Sent from my iPhone", "Best, Tom", "Thanks, Sarah", "Kind regards".
    .replace(/\bsent from my \w+(?: \w+)?\.?\s*$/i, ' ')
    // "…? Thanks so much, Maria | Partner Success | she/her", "…. thx - dan", "…? Best, Priya (Growth)": after the ask's end, a name and a title.
    .replace(/([?.!])\s*(?:(?:many |thanks |thank you )?(?:thanks|thank you|thx|ty|cheers|best|regards)(?: so much| a lot)?|(?:kind|best|warm) regards)\s*[,!.]?\s*[-–—]?\s*([A-Za-z][a-z]{1,15}(?: [A-Z][a-z]{1,15})?)(?:\s*(?:[|(,]|[-–—] )[^?]{0,60})?\s*$/i, (all, end: string, name: string) => (name.toLowerCase().split(' ').some((w) => COUNTRY_WORDS.has(w)) ? all : end))
    .replace(/[.,!]?\s*(?:[Bb]est|[Tt]hanks|[Tt]hank you|[Cc]heers|[Rr]egards|[Kk]ind regards|[Bb]est regards|[Mm]any thanks|BR)\s*,?\s*[A-Z][a-z]{1,15}\.?\s*$/, ' ')
    .replace(/[.,!]?\s*(?:kind |best |warm )?regards\.?\s*$/i, ' ');
  // Day-first dates: when one date can only be day-first ("24/11"), every one in the message is.
  const pairs = [...s.matchAll(/\b(\d{1,2})\/(\d{1,2})\b(?!\/)/g)];
  if (pairs.some((m) => Number(m[1]) > 12 && Number(m[1]) <= 31 && Number(m[2]) >= 1 && Number(m[2]) <= 12)) {
    s = s.replace(/\b(\d{1,2})\/(\d{1,2})\b(?!\/)/g, (all, d: string, m: string) => (Number(m) <= 12 && Number(d) <= 31 ? `${m}/${d}` : all));
  }
  return s
    // "w/c 16th November", "week commencing the 16th": the week of that day.
    .replace(/\b(?:w\/c|w\/b|week commencing|week beginning|week starting)\b\s*(?:the\s+)?/gi, 'the week of ')
    // "w/e 22 Nov": the week ending then.
    .replace(/\bw\/e\b/gi, 'week ending')
    // "Wednesday 25/11", "Wed, 25 Nov": the date, which the weekday restates (not "last friday, the 20th": "last" would be
    // left alone; the two said as one period are ./restated-period.ts's, which checks they are the same day — round 52).
    .replace(new RegExp(`(?<!\\b(?:last|this|past|previous)\\s+)\\b${WEEKDAY}\\b,?\\s+(?=(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)\\b|\\d{1,2}\\/\\d|\\d{1,2}\\s+(?:of\\s+)?${MONTH})`, 'gi'), '')
    // "Monday routine", "Friday standup": a meeting's name, not a day.
    .replace(new RegExp(`\\b${WEEKDAY}\\s+(?=(?:routine|standup|stand-up|sync|review|meeting|huddle|check-in|update|report)\\b)`, 'gi'), '')
    // "Monday just gone", "Tuesday just past": the last one.
    .replace(new RegExp(`\\b(${WEEKDAY})\\s+just\\s+(?:gone|past)\\b`, 'gi'), 'last $1')
    .replace(/\s+/g, ' ')
    .trim();
}
