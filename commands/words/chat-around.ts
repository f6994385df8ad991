// Chat around an ask that names nothing of it (issue 38's round 52, tuner d), run after ./courtesy.ts:
// - "gm," / "gm team 👋": good morning, as "morning," is (only first, and only before a mark or whom
//   it greets: "gm by app" is no greeting);
// - an incident or outage the ask is about, said beside the day it named: "during yesterday's outage"
//   is yesterday, "re yesterday's incident:" is yesterday said first; "incident follow-up:" first and
//   "for the incident timeline" last are what the figures are for; "during the outage" goes only where
//   the words name its day elsewhere ("no-bid reasons yesterday during the outage"), else it is asked;
// - the end of a week said before the ask: "before the weekend,", "before I log off for the weekend:",
//   "end of week:" (before a mark only; "end of week" elsewhere may be the period asked);
// - "tldr on yesterday": the summary of that day; "for the wrap-up email" last: what it is for;
// - why a file or a second table is wanted, said last: "…, the table is too long for the deck", "for the
//   ledger", "so I can put them side by side" (the figures asked are the same);
// - a remark after the question, on how something looked: "Rev for Germany last week? DE looked soft in
//   the dashboard", "… yesterday? holiday traffic was weird" — only a last sentence of a subject, a verb
//   of seeming and a judgement, with no figure, no period and no country the question does not name
//   ("revenue yesterday? JP looked soft" still asks which is meant; "android traffic was weird" names a platform, kept).
import { WEEKDAY } from './weekdays.js';
const DAY = String.raw`(yesterday|today|${WEEKDAY})`;
const EVENT = String.raw`(?:incident|outage|downtime|incident's|outage's)`;
const MARK = String.raw`\s*(?:[,:;]|\s[-–—]+|$)\s*`;
const RULES: readonly (readonly [RegExp, string])[] = [
  // ("gm! quick one, …", "gm all, …" with its mark; "gm team 👋 …" before whom it greets — never "gm wants …", the general manager)
  [/^\s*gm(?:(?:\s+(?:all|everyone|team|folks|y'?all|guys|both|people))?\s*[,!.:]+|\s+(?=(?:team|all|everyone|folks|guys|y'?all)\b))\s*/i, ' '],
  [new RegExp(String.raw`\bduring ${DAY}(?:'s|’s) ${EVENT}(?= |[,.?!;:]|$)`, 'gi'), '$1'],
  [new RegExp(String.raw`^\s*(?:re|regarding|about|on|after) ${DAY}(?:'s|’s) ${EVENT}\s*[:—–-]\s*`, 'i'), '$1: '],
  [new RegExp(String.raw`^\s*${EVENT} (?:follow[- ]?up|review|retro|postmortem|post-mortem)\s*[:—–-]\s*`, 'i'), ' '],
  [new RegExp(String.raw`,?\s*\bfor (?:the|our|my|this) ${EVENT} (?:timeline|review|retro|postmortem|post-mortem|report|doc|writeup|write-up|notes|channel)\b(?=\s*[.!?]*\s*$)`, 'i'), ' '],
  [new RegExp(String.raw`^\s*(?:(?:a |one )?quick (?:pulse|check)(?: check)? )?before (?:(?:i|we) (?:log off|sign off|head out|leave|clock out)(?: for the (?:weekend|day))?|the (?:long )?weekend)${MARK}`, 'i'), ' '],
  [/^\s*end of (?:the )?week\s*[:—–-]\s*/i, ' '],
  [/\btl;?dr (?:on|of|for)\b/gi, 'summary of'],
  [/,?\s*\b(?:the|that|this|it) (?:table|list|report|one)?\s*(?:is|'s) (?:way )?too (?:long|big|wide) (?:for|to (?:paste|fit) (?:in|into)) (?:(?:the|my|our|a) )?(?:deck|slides?|doc|email|message|thread|channel|slack)(?=\s*[.!]*\s*$)/i, ' '],
  [/,?\s*\bfor (?:the|our|my) (?:ledger|books)(?=\s*[.!?]*\s*$)/i, ' '],
  [/,?\s*\bso (?:that )?(?:i|we) (?:can|could) (?:put|see|have|line up|lay out) (?:them|it|these|those|the two|both)(?: up)? side by side(?=\s*[.!?]*\s*$)/i, ' '],
  [/,?\s*\bfor (?:the|our|my|this) (?:weekly |friday |monthly )?wrap[- ]?up(?: (?:email|note|post|thread|doc|call|meeting))?(?=\s*[.!?]*\s*$)/i, ' '],
];

const REMARK = /^(.*?[?!.])\s+((?:the )?(?:[a-z]{2}|(?:holiday|weekend|overnight|morning|evening|night) traffic|this|that|things|numbers|revenue|rev)\s+(?:looked|looks|seemed|seems|felt|feels|was|were|is|are)\s+(?:a bit |kinda |kind of |pretty |really |very |super |a little )?(?:soft|weird|odd|off|low|strange|funny|light|slow|weak|quiet|choppy)(?: (?:in|on) (?:the )?(?:dashboard|ui|console|chart|graph))?)\s*[.!]*\s*$/i;
const PERIOD_WORD = /\d|\b(?:yesterday|today|tonight|week|month|quarter|year|mtd|wtd|qtd|ytd|yday|(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?)\b/i;

/** The remark left aside when it names no country the question does not (./chat-around.ts's header). */
function remarkAfter(text: string, countriesOf: (text: string) => readonly string[]): string {
  const m = REMARK.exec(text);
  if (!m || PERIOD_WORD.test(m[2]!)) return text;
  const asked = countriesOf(m[1]!);
  return countriesOf(m[2]!).every((c) => asked.includes(c)) ? m[1]! : text;
}

export function chatAround(text: string, countriesOf: (text: string) => readonly string[] = () => []): string {
  let out = remarkAfter(text, countriesOf);
  for (const [pattern, to] of RULES) out = out.replace(pattern, to);
  const during = new RegExp(String.raw`,?\s*\bduring the ${EVENT}(?= |[,.?!;:]|$)`, 'i');
  if (during.test(out) && new RegExp(String.raw`\b${DAY}\b`, 'i').test(out.replace(during, ' '))) out = out.replace(during, ' ');
  return out.replace(/ {2,}/g, ' ');
}
