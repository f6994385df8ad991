// A newcomer's ways of saying what the reader has words for (issue 38's round 49, the eighty-eighth set),
// each a fixed run of words read as the words the reader knows, never one question's text:
//   "1000$", "50.5$": the amount with its sign after, as "$1000";
//   "gaps bigger/larger/greater than 10 percent": over it (a share only: "bigger than 1000" is left);
//   "september whole month", "october full month": the month named (the whole of it is what a month is);
//   "compare with one year/week/month before": against a year/week/month ago;
//   "how reconcile work(s)": how does it work — its help;
//   "what is the export thing/feature/tool": what the command is — its help;
//   "stop/silence alert alr_… for an hour": snoozed for that long (without a time, left as said);
//   "are connect to": connected; "the hole yaml": the whole; "diffrence with charlie report": its report vs ours;
//   "10 percent limit/threshold" (no alert said): a 10% gap; "I want a daily revenue report in this channel
//   every morning": a daily digest wanted (a report said with where or how often it comes);
//   "…the audit log, last 50": the last 50 entries (of the audit named only);
//   "country and format together, …" (said first): by both; "per country, not format", "compared with last
//   year, not last week" (the last words): the first instead;
//   "how many ads one user sees", "ads per user": impressions per user; "rev 4 brazil": for (a figure's
//   word, then 4, then a word that is not a count's noun);
//   "inc_…, I saw it / seen it / got it": acknowledged (only beside an incident's id).
import { COMMANDS } from '../registry.js';

const MONTH = String.raw`(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)`;
const RULES: readonly (readonly [RegExp, string])[] = [
  [/(?<![\w.$])(\d+(?:[.,]\d+)?k?)\$(?![\w$])/gi, '$$$1'],
  [/\b(?:bigger|larger|greater) than (?=\d{1,2}(?:\.\d)? ?(?:%|percent\b|pct\b))/gi, 'over '],
  [new RegExp(String.raw`\b(${MONTH}) (?:the )?(?:whole|full|entire|complete) month\b`, 'gi'), '$1'],
  [/\b(compared?|comparing|vs\.?|versus|against)( (?:to|with))? (?:a|one) (week|month|year) before\b/gi, '$1$2 a $3 ago'],
  [/^(\s*)how (?!(?:does|do|did|is|are|was|it|this|that|we|you|they|i)\b)([a-z]+) works?\b/gi, '$1how does $2 work'],
  [/\b(?:stop|silence|quiet|hush)(?= (?:the |this |that )?alert alr_[a-z0-9]+ for (?:an?|one|half|\d+) )/gi, 'snooze'],
  [/\b(are|is|was|were|be|been|not|get|got) connect (to|with)\b/gi, '$1 connected $2'],
  [/\bthe hole (yaml|yml|file|config|list|log|report|table|thing|month|week|year)\b/gi, 'the whole $1'],
  [/\b((?:i|we) (?:want|need|would like)(?: to (?:get|receive))? (?:a |the )?(?:daily|weekly|monthly) [a-z]+ )report\b(?=.*\b(?:in (?:this|our|the) channel|here|(?:every|each) (?:morning|day|week|monday))\b)/gi, '$1digest'],
  [/^(\s*)(country|countries|format|formats|platform|platforms|os|app|apps|day|days|hour|hours) and (country|countries|format|formats|platform|platforms|os|app|apps|day|days|hour|hours) together\b/gi, '$1by $2 and $3'],
  [/\b((?:per|by|vs\.?|versus|against|compared (?:to|with)|compare (?:to|with)) (?:the )?(?:last |this |previous )?[a-z]+),\s*not (?:by |per |the )?(?:last |this |previous )?[a-z]+(?: before| ago| earlier)?([.!?\s]*)$/gi, '$1 instead$2'],
  [/(?<!\b(?:which|what) )\b(?:how many |the number of |number of |avg |average )?ads (?:(?:does |do )?(?:one|a|each|every|an average) (?:user|player|person) (?:sees?|saw|watch(?:es|ed)?|gets?|got)|per (?:user|player|person))\b/gi, 'impressions per user'],
  [/\b(rev|revenue|money|earnings|income|ecpm|fill|impressions|imps|requests|bidders|numbers|stats) 4 (?!(?:days?|weeks?|months?|hours?|years?|countries|apps|formats|bidders|rows|of|and|or|to|more|the|top|bottom)\b)(?=[a-z])/gi, '$1 for '],
  [/\b(?:the )?diff?e?rence (?:with|to|from|vs\.?|versus|against) (?:the )?(?!(?:last|this|previous|yesterday|today|our|my|their|its|ours)\b)([a-z]+)(?:'s|’s)? report\b/gi, '$1 report vs ours'],
];
/** "10 percent limit": the reconcile's gap, where no alert (whose threshold it would be) is said. */
const LIMIT = /\b(\d{1,2}(?:\.\d)?) ?(?:%|percent\b|pct\b) (?:limit|threshold|tolerance)\b/gi;
const ALERTED = /\b(?:alerts?|alarms?|notify|warn|drops?|dips?|falls?|fell|dropped)\b/i;
/** "…in the audit log, last 50": how many of the log's rows, said last (the log has no period). */
const LAST_ROWS = /\b(last|latest) (\d{1,4})([.!?\s]*)$/i;
const SEEN = /,?\s*\bi(?:'ve| have)? (?:saw|seen|got|noticed) (?:it|this|that)\b/gi;
/** "what is the export thing": a subcommand by its own name, asked what it is. */
const THING = /^(\s*(?:so |and )?what(?:'s|’s|s| is| are)?) (?:this |that |the )?([a-z]+) (?:thing|feature|tool)[\s?]*$/i;

export function learnerSlips(text: string): string {
  const read = RULES.reduce((s, [re, to]) => s.replace(re, to), text).replace(THING, (all, what: string, name: string) => (COMMANDS.some((c) => c.name === name.toLowerCase()) ? `${what} the ${name} command` : all));
  const limited = (ALERTED.test(read) ? read : read.replace(LIMIT, '$1% gap')).replace(LAST_ROWS, (all, last: string, n: string, end: string) => (/\baudit\b/i.test(read) ? `${last} ${n} entries${end}` : all));
  return /\binc_[a-z0-9]+\b/i.test(read) ? limited.replace(SEEN, ', acknowledge') : limited;
}
