// Periods, comparisons and sources said in forms the reader did not know (issue 38's thirty-ninth
// round, from the fifty-sixth to fifty-eighth sets), made the forms it reads. Its own module so that
// ./comparisons.ts and ./said-otherwise.ts, which other rounds edit, stay as they are; run with them
// (./restate.ts), before the words are read. Each rule a class of phrasing, a fixed run of words:
//   "compare this month to last year", "compare revenue yesterday with the day before": the first
//     period against the second, as "this month vs last year" is read;
//   "did we make more last month than september", "was fill lower yesterday than the day before":
//     the same, said with "than" after the period (with "in" before it, ./comparisons.ts reads it);
//   "vs last week same days", "against last year, same period": the same days a week (a year) before,
//     as "vs the same days last week" is read;
//   "thursday a week ago", "two weeks ago on monday": that weekday of that week — the last such day
//     before today, moved back — written as its date; on that weekday itself ("friday a week ago" on
//     a Friday: a week ago today, or the Friday before last?) left as said, asked back; after "vs" a
//     week back stays the comparison's ("vs thursday a week ago": vs=week), two or more a date;
//   "did korea recover yesterday", "did fill pick up last week": a yes/no of a past period that the
//     figures and their comparison answer (with no period, "is fill recovering", it stays asked);
//   "all sources …, not just ours" (the restatement in a clause of its own), "including the other
//     sources": every source, which "all sources" says;
//   "November to date" in November, "month so far", "quarter until now" with no article (a second
//     language's words), "revenue of month": the period under way to date (round 43; a past month "to
//     date" is no such period, left as said).
//   "since the rollout on mon", "since the config went live monday": since that day (round 43);
//   "compared to same period 2025" asked in 2026: the same days a year before, vs last year (round 50).
import type { DateTime } from 'luxon';
import { WEEKDAY, WEEKDAYS } from './weekdays.js';

type Replacer = (match: string, ...groups: string[]) => string;

const DAY = '(monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
const WEEKS: Readonly<Record<string, number>> = { a: 1, one: 1, '1': 1, two: 2, '2': 2, three: 3, '3': 3 };
const COUNT = '(a|one|two|three|[123])';
/** A period said first: the one compared. */
const PERIOD = String.raw`(yesterday|today|(?:this|last) (?:week|month|quarter|year)|mtd|wtd|qtd|ytd|(?:last )?${WEEKDAY})`;
const MONTHS_SAID = '(?:january|february|march|april|may|june|july|august|september|october|november|december)';
/** The start of the other period's name. */
const OTHER = String.raw`(?=(?:the same|the previous|the prior|the day before|the week before|the month before|last|yesterday|a (?:week|month|year) (?:ago|earlier)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|${WEEKDAY}|q[1-4]|h[12]|20\d\d)\b)`;
const HOW = '(?:more|less|better|worse|higher|lower|bigger|smaller|stronger|weaker)';
/** An event of a rollout, said in place of its day ("the rollout", "the config went live", "we shipped the draft"). */
const EVENT = String.raw`(?:(?:the|our|my|that) )?(?:(?:config|sdk|app|mediation|floor|new) )?(?:(?:rollout|roll-out|release|launch|deploy|deployment|push|change|update|migration|switch)|(?:config|change|draft|update|release|new config) (?:went|go|goes|was pushed|was made) live|we (?:shipped|pushed|deployed|launched|rolled out|released|published|went live)(?: (?:the|it|our) ?(?:config|draft|change|update)?)?)`;
/** A past period the words name: what a recovery is asked of. */
const PAST = String.raw`\b(?:yesterday|today|this (?:week|month|morning)|last (?:week|month|night|weekend|\d{1,2} (?:days|hours))|over the weekend|on ${WEEKDAY}|since ${WEEKDAY})\b`;
/** A comparison's word just before: "vs thursday a week ago" is the same weekday a week before, vs=week (./weekday-apart.ts). */
const COMPARED_BEFORE = /\b(?:vs\.?|versus|than|to|with|against) (?:the )?$/i;

const RULES: readonly (readonly [RegExp, string | Replacer])[] = [
  [new RegExp(String.raw`\bcompare ((?:[a-z]+ ){0,2}?)${PERIOD} (?:to|with|against|and) ${OTHER}`, 'gi'), '$1$2 vs '],
  // ("compare yesterday's fill rate with the day before": the period said first, its figure after it — round 43; not against
  // a weekday named, "…with tuesday", which the older sets label both as the day before and as its date: left asked)
  [new RegExp(String.raw`\bcompare ${PERIOD}(?:'s|s)? ((?:[a-z]+ ){1,2}?)(?:to|with|against|and) (?!(?:last )?${WEEKDAY})${OTHER}`, 'gi'), '$2$1 vs '],
  [new RegExp(String.raw`\b${HOW} ${PERIOD} than ${OTHER}`, 'gi'), '$1 vs '],
  // ("compare revenue with last year", "compare fill in japan to last week": no period said first, so the figure against
  // that one, as "revenue vs last year" — not that period alone, which had been read: the whole of 2025)
  [new RegExp(String.raw`\bcompare ((?:(?!(?:yesterday|today|this|last|mtd|wtd|qtd|ytd|${WEEKDAY})\b)[a-z]+ ){1,4}?)(?:to|with|against) (?=(?:last|the previous|the prior) (?:week|month|year)\b)`, 'gi'), '$1vs '],
  [/\b(vs\.?|versus|against|compared? (?:to|with)) last (week|month|year),? (?:the )?same (?:days|dates|period|stretch|time|point|hours)\b/gi, '$1 last $2'],
  [new RegExp(String.raw`\b(did|has|have) ([a-z ]{1,40}?) (?:recover|recovered|pick up|picked up|bounce back|bounced back|rebound|rebounded|come back|get back up|got back up)\b(?=[^?.!]{0,40}?${PAST})`, 'gi'), '$1 $2'],
  [/\b(all (?:the )?sources?)\b([^.!?]{0,40}[.!?]?),? not (?:just|only) (?:ours|our own|us|our numbers|our figures|mine)\b/gi, '$1$2'],
  [/\b(?:incl\.?|including|inc\.|plus|with) (?:the )?(?:other|network|networks'?|ad network) (?:demand )?sources\b(?: too| as well| also)?/gi, 'including all sources'],
  // ("why was october down vs september", "why did last week drop against the week before": the move said between a period
  // and its comparison, which "why" says already — round 43)
  [new RegExp(String.raw`(?<=\bwhy\b.{0,40})\b(${PERIOD}|${MONTHS_SAID})\s+(?:down|up|lower|higher|worse|better|weaker|stronger|drop|dropped|fell|rose|so (?:low|bad|weak|high))\s+(?=(?:vs\.?|versus|against|compared (?:to|with))\s)`, 'gi'), '$1 '],
  // ("total revenue for calendar year 2025", "the year 2025": that year, said as the calendar's — round 43; never a fiscal year)
  [/(?<!\bfiscal )\b(?:the )?(?:calendar )?year (20\d\d)\b/gi, '$1'],
  // ("including all revenue sources": every source, the figure's name between — round 43)
  [/\ball (?:the |our )?(?:revenue|demand|income) sources\b/gi, 'all sources'],
  [/(?<=^\s*|\b(?:is|are|for|of|in|much|make|made|earn|earned|revenue|revenu|rev|ecpm|fill|impressions|imps|requests|figures|numbers)\s)(week|month|quarter|year) (?:so far|to date)\b(?! (?:this|last|in|of)\b)/gi, '$1 to date'],
  [/(?<!\b(?:end|start|beginning|middle|rest|day|half|week|first|last|per|each|a) )\bof month\b(?! (?:end|start|close))/gi, 'of this month'],
  // ("since the rollout on mon", "since the config went live monday": since that day; the event names no figure — round 43)
  [new RegExp(String.raw`\bsince ${EVENT},? (?:on |last )?(${WEEKDAY}|mon|tues?|wed|thur?s?|fri|sat|sun)\b`, 'gi'), 'since $1'],
];

/** The weekday `day` of the week `n` weeks before the last one before today; undefined on that weekday itself. */
function weekdayBack(today: DateTime, day: string, n: number): string | undefined {
  const back = (today.weekday - (WEEKDAYS.indexOf(day.toLowerCase()) + 1) + 7) % 7;
  return back === 0 ? undefined : today.minus({ days: back + 7 * n }).toISODate()!;
}

// ("compare this october to last october": a month said first too — round 50; against a period a month's size only, never
// "… and last week", "… with yesterday", which the comparison reads as days beside it; and a month begun this year: "compare
// december to last december" asked in November is which two Decembers? — round 50's review)
const MONTH_COMPARED = new RegExp(String.raw`\bcompare ((?:[a-z]+ ){0,2}?)((?:this )?(${MONTHS_SAID})) (?:to|with|against|and) (?=(?:last (?:year|month|${MONTHS_SAID})|the same month|the (?:previous|prior) month|${MONTHS_SAID}|q[1-4]|h[12]|20\d\d)\b)`, 'gi');
const MONTH_NAMES = MONTHS_SAID.slice(3, -1).split('|');

/** Another year than this one said ("2024", "last year", "two years ago"): "the same period 2025" is then no "last year". */
const otherYear = (s: string, today: DateTime) => [...s.matchAll(/\b(?:19|20)\d\d\b/g)].some((y) => Number(y[0]) !== today.year) || /\b(?:(?:last|prior|previous) (?:year|yr)|years? ago)\b/i.test(s);

export function periodsSaid(text: string, today: DateTime, threadPeriod?: string): string {
  const monthFirst = text.replace(MONTH_COMPARED, (m, lead: string, said: string, month: string) => (MONTH_NAMES.indexOf(month.toLowerCase()) + 1 <= today.month ? `${lead}${said} vs ` : m));
  const dated: Replacer = (m, ...g) => {
    const [day, count] = /^\d|^(a|one|two|three)$/i.test(g[0]!) ? [g[1]!, g[0]!] : [g[0]!, g[1]!];
    const n = WEEKS[count.toLowerCase()]!;
    // (a week before, compared: the comparison's own reading; two or more weeks back, "vs the monday two weeks back", a date)
    if (n === 1 && COMPARED_BEFORE.test(String(g[3]).slice(0, Number(g[2])))) return m;
    return weekdayBack(today, day, n) ?? m;
  };
  return RULES.reduce((s, [re, to]) => (typeof to === 'string' ? s.replace(re, to) : s.replace(re, to)), monthFirst)
    .replace(new RegExp(String.raw`\b(?:on )?(?:the )?${DAY},? ${COUNT} weeks? (?:ago|back|earlier|before)\b`, 'gi'), dated)
    .replace(new RegExp(String.raw`\b${COUNT} weeks? (?:ago|back|earlier),? (?:on )?(?:the )?${DAY}\b`, 'gi'), dated)
    // ("ytd compared to same period 2025", "vs the same time in 2025" asked in 2026: the same days of the year before, as
    // "vs the same period last year" — round 50; another year named is a period of its own, left as said)
    // (not when the period compared is itself of another year, "Q3 2024 vs the same period 2025", or the thread's is: round 50's review)
    .replace(new RegExp(String.raw`\b(vs\.?|versus|against|compared? (?:to|with)) (?:the )?same (?:days|dates|period|stretch|time|tiem|point|weeks)(?: (?:in|of|for|during))? ${today.year - 1}\b`, 'gi'), (m, lead: string, at: number, whole: string) => (otherYear(`${whole.slice(0, at)} ${threadPeriod ?? ''}`, today) ? m : `${lead} last year`))
    // ("November to date" in November: this month to date)
    .replace(new RegExp(String.raw`(?<!\b(?:last|of|previous|prior|this) )\b${today.setLocale('en').monthLong!}(?:[- ]to[- ]date| so far)\b`, 'gi'), 'month to date')
    .replace(/ {2,}/g, ' ');
}
