// The formal voice of a finance analyst or controller at month end (issue 38's thirty-sixth round),
// made the reader's words in one pass after the slips are mended (./phrase-slips.ts), so that the
// other passes read it as they read anyone. In its own module because the reader's chain
// (./understand.ts) and the courtesy module are full, and to keep this voice's rules together:
//   courtesy said the long way ("at your earliest convenience", "if you would be so kind", "if that is
//     possible", "I would be grateful if you could", "I would like to request") carries no part of an ask;
//   a day written out as an ordinal ("Monday the sixteenth", "the twenty-fourth of November",
//     "November twenty-fifth") is that day's number, only where it stands as a day of the month;
//   a sentence after the ask that tells what the figures are for ("I am preparing the close package.",
//     "Finance needs the split for the accruals.", "; our controller has asked for it") is dropped,
//     only when read alone it names nothing that narrows or changes the ask (a figure, place, platform,
//     format, app, split or comparison), so "I only need iOS." or "We need it by country." stay.
import { auctionCommand } from '../auction/index.js';
import { biddersCommand } from '../bidders/index.js';
import { reconcileCommand } from '../reconcile/index.js';
import type { Reading } from './read.js';
import { periodOf } from './command-text.js';
import { WEEKDAY } from './weekdays.js';

const MONTH = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const UNITS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9 };
const TEENS: Record<string, number> = { tenth: 10, eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17, eighteenth: 18, nineteenth: 19, twentieth: 20, thirtieth: 30 };
const ORDINAL = String.raw`(?:(?:twenty|thirty)[- ]?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|${[...Object.keys(UNITS), ...Object.keys(TEENS)].join('|')})`;

function dayNumber(word: string): string | undefined {
  const w = word.toLowerCase();
  const m = /^(twenty|thirty)[- ]?([a-z]+)$/.exec(w);
  const n = m ? (m[1] === 'twenty' ? 20 : 30) + (UNITS[m[2]!] ?? NaN) : (UNITS[w] ?? TEENS[w]);
  if (n === undefined || !(n >= 1 && n <= 31)) return undefined;
  return `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
}

const asDay = (ord: string) => dayNumber(ord) ?? ord;

/** An ordinal that stands as a day of the month: after a weekday or a month, before "of <month>", or one end of a span of such days. */
const SPAN = '(through|thru|to|until|till)';
/** An ordinal that stands as a day of the month: after a weekday or a month, or one end of a span of days ("the ninth through the fifteenth"). */
const DAY_RULES: readonly (readonly [RegExp, (m: string, ...g: string[]) => string])[] = [
  [new RegExp(String.raw`\b(${WEEKDAY}),? the (${ORDINAL}),? ${SPAN} (${WEEKDAY}),? the (${ORDINAL})\b`, 'gi'), (_m, d1: string, a: string, to: string, d2: string, b: string) => `${d1} the ${asDay(a)} ${to} ${d2} the ${asDay(b)}`],
  // (one day after its weekday or month: "Thursday the twenty-sixth", "November twenty-fifth"; "last Friday the twentieth" the reader reads whole)
  [new RegExp(String.raw`(?<!\b(?:last|this|next|previous|past|coming) )\b(${WEEKDAY}|${MONTH}),? (the )?(${ORDINAL})\b`, 'gi'), (_m, before: string, the = '', ord: string) => `${before} ${the}${asDay(ord)}`],
  [new RegExp(String.raw`\bthe (${ORDINAL}) ${SPAN} (?:the )?(${ORDINAL})\b(?! (?:half|quarter|weeks?|months?|days|hours|bidders?|apps?|rows?)\b)`, 'gi'), (_m, a: string, to: string, b: string) => `the ${asDay(a)} ${to} the ${asDay(b)}`],
  // ("over the weekend of the twenty-first and twenty-second", "the weekend of the 21st and 22nd": those two days — round 48)
  [new RegExp(String.raw`\b(?:(?:over|on|for|during|across) )?the weekend of the (${ORDINAL}|\d{1,2}(?:st|nd|rd|th)) (?:and|&) (?:the )?(${ORDINAL}|\d{1,2}(?:st|nd|rd|th))\b`, 'gi'), (_m, a: string, b: string) => `on the ${asDay(a)} and the ${asDay(b)}`],
  // ("the week of the 9th to the 15th": those days, the week they make)
  [/\b(?:for )?the week of (?=the \d{1,2}(?:st|nd|rd|th) (?:through|thru|to|until|till) the \d{1,2}(?:st|nd|rd|th)\b)/gi, () => 'for '],
];

/** A country said as its people's adjective before what is counted there ("the Canadian market", "Japanese revenue"). */
const DEMONYMS: Record<string, string> = { american: 'the US', canadian: 'Canada', mexican: 'Mexico', brazilian: 'Brazil', british: 'the UK', german: 'Germany', french: 'France', spanish: 'Spain', japanese: 'Japan', korean: 'South Korea', 'south korean': 'South Korea', indian: 'India', australian: 'Australia' };
const DEMONYM = new RegExp(String.raw`\b(?:the )?(${Object.keys(DEMONYMS).join('|')}) (market|business|entity|subsidiary|traffic|users|players|revenue|figures?|numbers|impressions|requests|ecpm|fill(?: rate)?)\b`, 'gi');
const ofCountry = (_m: string, who: string, what: string) => `${DEMONYMS[who.toLowerCase()]}${/^(?:market|business|entity|subsidiary|traffic|users|players)$/i.test(what) ? '' : ` ${what}`}`;

const COURTESY: readonly (readonly [RegExp, string | ((m: string, ...g: string[]) => string)])[] = [
  // "could you please limit this to Android", "restrict the explanation to the United States", "narrow it to iOS": only that value
  [/\b(?:limit|restrict|narrow|confine)(?: down)?(?: (?:this|that|it|these|those|the (?:explanation|report|table|figures?|numbers|results?|list|data|breakdown|view)))?(?: down)? to (?:just |only )?(?:the )?(?=[a-z])/gi, 'only '],
  // "the same figure for Germany alone": only Germany
  [/\b(for|in|on) ((?:the )?[a-z][a-z.]+) alone\b/gi, '$1 $2 only'],
  // "iOS traffic only": that platform's traffic is that platform
  [/\b(ios|android) (?:traffic|users|devices|inventory) only\b|\bonly (ios|android) (?:traffic|users|devices|inventory)\b/gi, (_m: string, a?: string, b?: string) => `${a ?? b} only`],
  // "help me understand why fill dropped": why it dropped
  [/\bhelp (?:me|us) (?:to )?(?:understand|see|figure out|make sense of) (?=why|what|how)/gi, ''],
  // "the bidder summary": the bidders' report
  [/\b(?:the )?bidders?'? (?:summary|overview|report|table|scorecard)\b/gi, biddersCommand.name],
  // "by country and format together": both splits at once, which a table by the two is
  [/\b(by [a-z]+,? (?:and|&) [a-z]+) (?:together|combined|at once|at the same time)\b/gi, '$1'],
  // "run the reconciliation for last month": the reconciliation report of that month (a Task is asked for as a task)
  [/\b(?:run|do|perform|prepare|produce|pull)(?: (?:the|a|our))? (?:network )?reconciliation\b(?= for\b| of\b| over\b| on\b|\s*[?.!]*\s*$)(?![^.?!]*\btasks?\b)/gi, reconcileCommand.name],
  // "the auction statistics": the auction's figures, said in full
  [/\bauction statistics\b/gi, `${auctionCommand.name} numbers`],
  // "the third quarter", "Q3": a quarter said by its ordinal is the grammar's q1–q4 (round 48)
  [/\b(?:the )?(first|second|third|fourth) (?:calendar |fiscal )?quarter\b(?! (?:of (?:the )?)?(?:month|week|day|hour)s?\b)(?: of (?=20\d\d\b))?/gi, (_m: string, n: string) => `q${UNITS[n.toLowerCase()]} `],
  // "validate the draft before it is published", "before we push it": when it is asked for, no part of the ask (round 48)
  [/,?\s*\bbefore (?:(?:it|that|this|the (?:draft|config(?:uration)?|change)) (?:is|gets|goes|will be) (?:published|pushed|released|live|deployed|out)|(?:we|i) (?:publish|push|release|deploy)(?: it| that)?(?: live| out)?)\b/gi, ' '],
  // "the current quarter to date": this quarter, which runs to today
  [/\b(?:the )?(?:current )?quarter[- ]to[- ]date\b/gi, 'this quarter'],
  [/\b(?:at your (?:earliest )?convenience|when(?:ever)? (?:it is|it's) convenient(?: for you)?|if you (?:would|could) be so kind|if (?:that is|that's|it is|it's) (?:at all )?possible|if possible|if you have (?:a )?(?:moment|minute|chance)|(?:many )?thanks? (?:you )?(?:kindly|very much)|thank you kindly)\b,?/gi, ' '],
  [/\b(?:i|we)(?:'d| would| should) (?:be )?(?:grateful|obliged|thankful)(?: if you (?:could|would|can|might)(?: kindly| please)?)?\b/gi, ' '],
  [/\b(?:i|we)(?:'d| would) (?:like|wish) to request\b/gi, 'show'],
  [/\b(?:i|we)(?:'d| would) (?:appreciate|welcome)(?: it if you (?:could|would)(?: kindly| please)?)?\b/gi, 'show'],
  // "the revenue for October in its entirety": the whole period, which the period is
  [/,? in (?:its|their) entirety\b/gi, ' '],
];

/** Who tells what the figures are for, opening a sentence of its own. */
const TELLER = String.raw`(?:i|we|i'm|we're|i've|we've|i'll|we'll|our [a-z]+(?: [a-z]+)?|my [a-z]+|the (?:controller|cfo|auditors?|board|finance team|team)|finance|accounting|treasury|(?:this|it|that) (?:is|was|will|would))`;
const CONTEXT_SENTENCE = new RegExp(String.raw`(?<=[a-z0-9)]{2})([?.;])\s+(${TELLER}) [^?.;]{3,160}[.!;]?\s*$`, 'i');
/** Words that make a sentence after the ask a part of it, kept whatever the reader makes of them. */
const ASKING = /\b(?:please|pls|could you|can you|would you|kindly|only|just|exclud\w*|except|without|but not|instead|also|as well|too|versus|vs|compared?|by (?:country|app|format|os|platform|day|week|month|hour|bidder|network)|csv|export)\b|\?/i;

const narrows = (r: Reading, head?: Reading) =>
  r.metrics.some((m) => !head?.metrics.includes(m)) || [...r.intents].some((c) => !head?.intents.has(c)) || r.by.some((d) => !['day', 'week', 'month'].includes(d)) || r.os !== undefined || r.anyOs || r.country !== undefined || r.anyCountry || r.format !== undefined || r.apps.length > 0 || r.vs !== undefined || r.rank !== undefined || (r.named ?? []).length > 0 || r.ids.length > 0;

/** The work figures are for, in a finance team's words: the only words not understood that a sentence told after the ask may hold. */
// (round 52: what it is passed on with, and to whom — "so I can forward it to my boss")
const WORK = new Set(('forward forwarding paste share sharing boss manager '
  + 'preparing prepare prepared updating update updated drafting draft drafted finalising finalizing finalise finalize finishing finish closing booking bookings book booked '
  + 'loading load reconciling reconcile reconciled reviewing review submitting submit presenting present noticed notice asked asking needs require requires required '
  + 'package packages pack file files memo memos note notes notebook deck decks workbook workbooks spreadsheet schedule schedules forecast forecasts plan '
  + 'accrual accruals close cut-off cutoff statement statements ledger journal journals entries entry invoice invoices audit audits auditor auditors controller cfo '
  + 'board finance treasury accounting variance variances analysis expectations expectation intercompany region regional rolling flash short explanation commentary '
  + 'narrative purposes records books month-end quarter-end year-end against before after section submission filing include attach reference complete').split(' '));
const DEMONYM_CODES: Record<string, string> = { american: 'US', canadian: 'CA', mexican: 'MX', brazilian: 'BR', british: 'GB', german: 'DE', french: 'FR', spanish: 'ES', japanese: 'JP', korean: 'KR', indian: 'IN', australian: 'AU' };

/** A finance team's words for its own work, which the reader knows as reports ("the audit", "a variance"): in a sentence telling what the figures are for, its work. */
const BOOKS = /\b(?:variances?|audit(?:ors?)?|accruals?|reconciliations?)\b/gi;

/** Trailing sentences that tell what the figures are for, dropped one at a time from the end. */
function withoutContext(text: string, readText: (s: string) => Reading): string {
  let out = text;
  for (let i = 0; i < 3; i++) {
    const m = CONTEXT_SENTENCE.exec(out);
    if (!m) break;
    const sentence = out.slice(m.index + 1);
    const head = out.slice(0, m.index);
    const told = readText(sentence.replace(BOOKS, 'note'));
    // (a period there the ask has not: "I need it for last week.")
    const asked = readText(head);
    // (every word not understood is one of the work the figures are for: "preparing", "accruals", "workbook" — any other may narrow, kept)
    const own = (w: string) => WORK.has(w) || (DEMONYM_CODES[w] !== undefined && DEMONYM_CODES[w] === asked.country);
    if (ASKING.test(sentence) || narrows(told, asked) || (told.range !== undefined && asked.range === undefined) || !told.unknown.every(own)) break;
    // (the ask before it must be left: at least a few words)
    if (head.split(/\s+/).filter(Boolean).length < 4) break;
    out = `${head}${m[1] === ';' ? '' : m[1]}`;
  }
  return out;
}

/** "… for our quarterly review", "so that I can include it in the close file", "so I can send it to finance" (round 52): what it is for, at the end of the ask. */
const PURPOSE_TAIL = /,?\s*\b(?:so (?:that )?(?:i|we) (?:can|could|may) (?:include|add|put|use|book|load|attach|drop|reference|finish|complete|update|send|share|forward|paste|pass|hand)|(?:for|to include in|in) (?:the |our |my |this )(?:[a-z-]+ ){0,3}?(?:file|pack(?:age)?|review|memo|note|deck|workbook|schedule|accruals?|forecast|section|analysis|close|submission|filing|flash report)\b)[^?.;]{0,80}(?=[?.!;]?\s*$)/i;
/** ", as Thanksgiving falls on another date each year": why it is asked, at the end of the ask. */
const REASON_TAIL = /,\s*(?:as|because) (?!of\b|a\b|an\b|well\b|csv\b|usual\b|before\b|always\b|per\b)[^?.;,]{6,120}(?=[?.!]?\s*$)/i;

/** A thread's period that is a month ("last month", "mtd", October's dates): "month over month" said after it compares that month, not this one. */
const MONTH_PERIOD = /(?:^|\s)(?:last month|mtd|this month|\d{4}-\d{2}-01\.\.\d{4}-\d{2}-(?:28|29|30|31))(?:\s|$)/;

/** "for the same month", "for that day", "over the same week": the period the thread's command ran over. */
// (a unit in chat's shorthand too, "for that wk" — round 44)
const SAME_PERIOD = /\b(for|on|over|in) (?:the same|that|this very|that same) (day|date|week|wk|month|mo|quarter|qtr|period)\b/gi;
/** "that day's impressions", "that days requests", "the same week's revenue": the thread's period as the owner of a figure. */
const SAME_OWNED = /\b(that|the same|that same) (day|date|week|wk|month)(?:'s|’s|s) (impressions|requests|revenue|ecpm|fill rate|fill|numbers|figures)\b/gi;
const UNIT_SHORT: Readonly<Record<string, string>> = { wk: 'week', mo: 'month', qtr: 'quarter' };
/** "that week" is the thread's period only when that period is a week ("that week" after yesterday is asked back). */
const UNIT_OF: Readonly<Record<string, RegExp>> = {
  day: /^(?:yesterday|today|\d{4}-\d{2}-\d{2})$/, date: /^(?:yesterday|today|\d{4}-\d{2}-\d{2})$/,
  week: /^(?:last week|this week|wtd|last 7d)$/, month: /^(?:last month|this month|mtd)$/, quarter: /^(?:last quarter|this quarter|qtd)$/,
};
const unitFits = (unit: string, kept: string) => unit.toLowerCase() === 'period' || (UNIT_OF[UNIT_SHORT[unit.toLowerCase()] ?? unit.toLowerCase()]?.test(kept) ?? false);

export function formalVoice(text: string, readText: (s: string) => Reading, previous?: string): string {
  let out = previous && MONTH_PERIOD.test(previous) && !/\b(?:yesterday|today|week|quarter|year|ytd|mtd|month to date|so far|this month|last month|january|february|march|april|may|june|july|august|september|october|november|december)\b/i.test(text) ? text.replace(/\bmonth[- ](?:over|on)[- ]month\b/gi, 'against the previous period') : text;
  for (const [pattern, to] of COURTESY) out = out.replace(pattern, to as string);
  // (in a thread, "for the same month", "for that day": the thread's own period, said as it is; "that day's impressions"
  // is "impressions for that day" — round 46)
  if (previous) out = out.replace(SAME_OWNED, '$3 for $1 $2');
  const kept = previous && out.search(SAME_PERIOD) >= 0 ? periodOf(previous) : undefined;
  if (kept && /^(?:yesterday|today|last \w+|this \w+|mtd|ytd|wtd|last \d+d|\d{4}-\d{2}-\d{2}(?:\.\.\d{4}-\d{2}-\d{2})?)$/.test(kept)) out = out.replace(SAME_PERIOD, (m, prep: string, unit: string) => (unitFits(unit, kept) ? `${prep} ${kept}` : m));
  for (const [pattern, to] of DAY_RULES) out = out.replace(pattern, to);
  out = out.replace(DEMONYM, ofCountry);
  out = withoutContext(out.replace(/ {2,}/g, ' ').trim(), readText);
  for (const pattern of [PURPOSE_TAIL, REASON_TAIL]) {
    const tail = pattern.exec(out);
    const told = tail && readText(tail[0]);
    if (!tail || !told || ASKING.test(tail[0].replace(/\bplease\b/gi, ''))) continue;
    const asked = readText(out.slice(0, tail.index));
    // (what it is for holds only words of the work, or known ones; a reason after "as" or "because" is a story, read only for what narrows)
    if (pattern === PURPOSE_TAIL && !told.unknown.every((w) => WORK.has(w))) continue;
    if (!narrows(told, asked) && (told.range === undefined || asked.range !== undefined)) out = out.slice(0, tail.index) + out.slice(tail.index + tail[0].length);
  }
  return out.replace(/ {2,}/g, ' ').replace(/\s+([?.!,;])/g, '$1').replace(/[,;]+([?.!]|$)/g, '$1').trim();
}
